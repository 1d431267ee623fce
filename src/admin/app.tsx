/**
 * The dashboard: theme, hash router and the shell.
 */

/**
 * External dependencies
 */
import { ConfigProvider } from 'antd';
import { HashRouter, useRoutes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { FeedbackHost } from '../components/feedback-host';
import { getRoutes } from './routes';
import { Layout } from './shell/layout';

/** Opt in to React Router 7 behaviour now, so upgrading changes nothing. */
const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

export const THEME = { token: { colorPrimary: '#6b2ee5' } };

function Routed() {
	return useRoutes( [
		{ path: '/', element: <Layout />, children: getRoutes() },
	] );
}

/**
 * Root component.
 */
export function App() {
	return (
		<ConfigProvider theme={ THEME }>
			<FeedbackHost />
			<HashRouter future={ ROUTER_FUTURE }>
				<Routed />
			</HashRouter>
		</ConfigProvider>
	);
}
