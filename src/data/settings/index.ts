/**
 * Plugin settings: /eventin/v2/settings.
 */
import { createDocumentStore } from '../factory';
import type { Settings } from './types';

export type { Settings } from './types';

export const settingsStore = createDocumentStore< Settings >(
	'eventin/settings',
	'settings'
);
