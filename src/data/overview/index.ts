/**
 * The dashboard overview: /eventin/v2/overview, read only.
 */

/**
 * Internal dependencies
 */
import { createDocumentStore } from '../factory';
import type { Overview } from './types';

export * from './types';

export const overviewStore = createDocumentStore< Overview >(
	'eventin/overview',
	'overview'
);
