/**
 * Renders the real dashboard at a hash route, with a fresh data registry
 * (so no state leaks between tests) and the fake server behind api-fetch.
 */

/**
 * External dependencies
 */
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';

/**
 * WordPress dependencies
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { App } from '../../src/admin/app';
import { SHELL_STORES, sectionStores } from '../../src/admin/section-list';
import type { AnyStore } from '../../src/admin/section';
import type { Settings } from '../../src/data/settings';
import type { FakeServer } from './fake-server';

// The stores the sections declare (section-list.ts), loaded once per test file.
let stores: AnyStore[] = SHELL_STORES;
beforeAll( async () => {
	stores = [
		...new Set( [ ...SHELL_STORES, ...( await sectionStores() ) ] ),
	];
} );

export const DEFAULT_SETTINGS: Settings = {
	disable_category_and_tags: 'off',
	attendee_verification_style: 'on',
	scanner_failure_message: 'Something went wrong! Please try again.',
	email_sender_name: 'Eventin Test Site',
	email_sender_address: 'admin@example.org',
	currency: 'USD',
	currency_position: 'left',
	pending_booking_hours: 24,
	booking_admin_notification: 'on',
	delete_data_on_uninstall: 'off',
	embed_domains: [],
	modules: { rsvp: 'on' },
};

/**
 * Answers the two boot calls: the user's permissions and the settings.
 *
 * @param server      Fake server.
 * @param permissions Keys the user holds (super admin when 'all').
 * @param settings    Settings overrides.
 */
export function givenUser(
	server: FakeServer,
	permissions: string[] | 'all',
	settings: Partial< Settings > = {}
) {
	server.on( 'GET', '/eventin/v2/permissions/current-user', () => ( {
		body: {
			is_super_admin: permissions === 'all',
			permissions: permissions === 'all' ? [] : permissions,
		},
	} ) );
	server.on( 'GET', '/eventin/v2/settings', () => ( {
		body: { ...DEFAULT_SETTINGS, ...settings },
	} ) );
}

/**
 * Renders the app at `#<path>`.
 *
 * @param path Route path, e.g. "/categories"; null for the page without a
 *             hash (admin.php?page=eventin as WordPress links it).
 */
export function renderApp( path: string | null ) {
	// replaceState does not fire hashchange, so nothing updates outside act().
	window.history.replaceState(
		null,
		'',
		path === null ? window.location.pathname : `#${ path }`
	);
	const registry = createRegistry();
	// register() exists on registries; the published types omit it.
	stores.forEach( ( store ) =>
		(
			registry as unknown as { register: ( s: unknown ) => void }
		 ).register( store )
	);
	return render(
		<RegistryProvider value={ registry }>
			{ /* No animations: dialogs and notifications appear at once. */ }
			<ConfigProvider theme={ { token: { motion: false } } }>
				<App />
			</ConfigProvider>
		</RegistryProvider>
	);
}
