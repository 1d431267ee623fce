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
import { getRoutes } from './routes';
import { Layout } from './shell/layout';

export const THEME = { token: { colorPrimary: '#6b2ee5' } };

function Routed() {
	return useRoutes( [ { path: '/', element: <Layout />, children: getRoutes() } ] );
}

/**
 * Root component.
 */
export function App() {
	return (
		<ConfigProvider theme={ THEME }>
			<HashRouter>
				<Routed />
			</HashRouter>
		</ConfigProvider>
	);
}
