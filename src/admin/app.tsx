/**
 * The dashboard: theme, hash router and the shell.
 */

/**
 * External dependencies
 */
import { ConfigProvider } from 'antd';
import {
	createHashRouter,
	RouterProvider,
	type RouteObject,
} from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { FeedbackHost } from '../components/feedback-host';
import { getRoutes } from './routes';
import { Layout } from './shell/layout';

/** Opt in to React Router 7 behaviour now, so upgrading changes nothing. */
const ROUTER_FUTURE = { v7_relativeSplatPath: true };
const PROVIDER_FUTURE = { v7_startTransition: true };

export const THEME = { token: { colorPrimary: '#6b2ee5' } };

/**
 * The route tree: the shell, with every screen under it. A data router, so a
 * route's errorElement catches what its screen throws.
 */
export function appRoutes(): RouteObject[] {
	return [ { path: '/', element: <Layout />, children: getRoutes() } ];
}

/**
 * Root component.
 */
export function App() {
	// One router per mounted app: it reads the hash when it is created.
	const [ router ] = useState( () =>
		createHashRouter( appRoutes(), { future: ROUTER_FUTURE } )
	);
	return (
		<ConfigProvider theme={ THEME }>
			<FeedbackHost />
			<RouterProvider router={ router } future={ PROVIDER_FUTURE } />
		</ConfigProvider>
	);
}
