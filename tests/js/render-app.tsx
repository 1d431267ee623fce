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
import { editorTemplatesStore } from '../../src/admin/screens/event-editor/data';
import {
	configuredRolesStore,
	permissionLabelsStore,
	rolesStore,
} from '../../src/data/access';
import { categoriesStore } from '../../src/data/categories';
import { eventsStore } from '../../src/data/events';
import { licenseStore } from '../../src/data/license';
import { currentUserStore } from '../../src/data/permissions';
import { schedulesStore } from '../../src/data/schedules';
import { speakerGroupsStore } from '../../src/data/speaker-groups';
import { speakersStore } from '../../src/data/speakers';
import { settingsStore, type Settings } from '../../src/data/settings';
import { tagsStore } from '../../src/data/tags';
import type { FakeServer } from './fake-server';

const STORES = [
	categoriesStore,
	tagsStore,
	eventsStore,
	settingsStore,
	currentUserStore,
	speakersStore,
	speakerGroupsStore,
	schedulesStore,
	editorTemplatesStore,
	permissionLabelsStore,
	rolesStore,
	configuredRolesStore,
	licenseStore,
];

export const DEFAULT_SETTINGS: Settings = {
	disable_category_and_tags: 'off',
	attendee_verification_style: 'on',
	delete_data_on_uninstall: 'off',
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
 * @param path Route path, e.g. "/categories".
 */
export function renderApp( path: string ) {
	// replaceState does not fire hashchange, so nothing updates outside act().
	window.history.replaceState( null, '', `#${ path }` );
	const registry = createRegistry();
	// register() exists on registries; the published types omit it.
	STORES.forEach( ( store ) =>
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
