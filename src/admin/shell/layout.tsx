/**
 * The shell around every page: top menu, header button, guard, lazy screen.
 */

/**
 * External dependencies
 */
import { Spin } from 'antd';
import { Outlet } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { Suspense } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { AuthorizationGate } from './authorization-gate';
import { HeaderAction } from './header-action';
import { RouteGuard } from './route-guard';
import { TopMenu } from './top-menu';
import { useEditorPageExit } from './use-editor-page-exit';
import { useWpSubmenuSync } from './use-wp-submenu-sync';

/**
 * Layout route element.
 */
export function Layout() {
	useWpSubmenuSync();
	useEditorPageExit();
	return (
		<AuthorizationGate>
			<div className="eventin-shell">
				<header className="eventin-shell__header">
					<TopMenu />
					<div className="eventin-shell__action">
						<HeaderAction />
					</div>
				</header>
				<main className="eventin-shell__main">
					<RouteGuard>
						<Suspense
							fallback={
								<Spin className="eventin-shell__loading" />
							}
						>
							<Outlet />
						</Suspense>
					</RouteGuard>
				</main>
			</div>
		</AuthorizationGate>
	);
}
