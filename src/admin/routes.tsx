/**
 * The one route table, built from the section list: every section's lazy
 * routes, with the landing page at the root and for unknown paths.
 */

/**
 * External dependencies
 */
import type { RouteObject } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { SECTION_LIST } from './section-list';
import { Landing } from './shell/landing';

/**
 * Child routes of the shell.
 */
export function getRoutes(): RouteObject[] {
	return [
		{ index: true, element: <Landing /> },
		...SECTION_LIST.flatMap( ( section ) => section.routes ),
		{ path: '*', element: <Landing /> },
	];
}
