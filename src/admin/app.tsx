/**
 * The dashboard: theme, hash router and the shell.
 */

/**
 * External dependencies
 */
import { ConfigProvider } from 'antd';
import { HashRouter, useRoutes, type RouteObject } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { antdTexts } from '../components/antd-locale';
import { FeedbackHost } from '../components/feedback-host';
import { withErrorElements } from '../components/route-error-boundary';
import { getRoutes } from './routes';
import { Layout } from './shell/layout';

/** Opt in to React Router 7 behaviour now, so upgrading changes nothing. */
const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };

/**
 * antd's default status and secondary text colours fall below WCAG AA's 4.5:1
 * where they are text (status tags, danger menu items, form errors, links,
 * descriptions, placeholders): darker tones of the same hues, with the tag
 * backgrounds kept as light as antd's defaults.
 */
export const THEME = {
	token: {
		colorPrimary: '#6b2ee5',
		colorSuccess: '#237804',
		colorSuccessBg: '#f6ffed',
		colorSuccessBorder: '#b7eb8f',
		colorWarning: '#ad4e00',
		colorWarningBg: '#fffbe6',
		colorWarningBorder: '#ffe58f',
		colorError: '#cf1322',
		colorInfo: '#0958d9',
		colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
		colorTextDescription: 'rgba(0, 0, 0, 0.6)',
		colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
	},
};

/**
 * The route tree: the shell, with every screen under it. Routes that declare
 * an errorElement get it through an error boundary.
 */
export function appRoutes(): RouteObject[] {
	return withErrorElements( [
		{ path: '/', element: <Layout />, children: getRoutes() },
	] );
}

function Routed() {
	return useRoutes( appRoutes() );
}

/**
 * Root component.
 */
export function App() {
	// antd's own texts in the site's language (translations are set before
	// the dashboard's script runs).
	const texts = useMemo( antdTexts, [] );
	return (
		<ConfigProvider theme={ THEME } { ...texts }>
			<FeedbackHost />
			<HashRouter future={ ROUTER_FUTURE }>
				<Routed />
			</HashRouter>
		</ConfigProvider>
	);
}
