/**
 * Plugin settings: /eventin/v2/settings.
 */

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { createDocumentStore } from '../factory';
import type { Settings, SettingsChanges } from './types';

export * from './types';

export const settingsStore = createDocumentStore< Settings >(
	'eventin/settings',
	'settings'
);

/**
 * Saves changes; the store receives the server's settings, so every screen
 * reading them (header buttons, menus) follows at once.
 */
export function useSaveSettings(): (
	changes: SettingsChanges
) => Promise< Settings > {
	const { save } = useDispatch( settingsStore ) as unknown as {
		save: ( changes: SettingsChanges ) => Promise< Settings >;
	};
	return save;
}
