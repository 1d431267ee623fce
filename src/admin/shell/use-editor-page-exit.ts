/**
 * On the editor's page (admin.php?page=eventin-template-builder, which
 * loads WordPress's block editor), only the screens that need the editor
 * stay: the template builder and the event editor. Any other route (the
 * top menu, a back link) goes to the dashboard's page, so list screens
 * never run with the editor's scripts loaded.
 */

/**
 * External dependencies
 */
import { useLocation } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';
import { applyFilters } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { getBoot } from '../boot';
import { EVENT_DESCRIPTION_EDITOR_FILTER } from '../extension-points';
import { pageLocation } from '../screens/template-builder/location';

/** Routes served on the editor's page. */
const EDITOR_ROUTES = [
	/^\/template-builder\/\d+\/?$/,
	/^\/events\/create\/\d+(\/|$)/,
];

/**
 * Whether a route belongs on the editor's page.
 *
 * @param pathname Route.
 */
export function isEditorRoute( pathname: string ): boolean {
	return EDITOR_ROUTES.some( ( route ) => route.test( pathname ) );
}

/**
 * Leaves the editor's page for routes that do not need it. The editor's
 * entry registers the description editor: its presence marks that page.
 */
export function useEditorPageExit(): void {
	const { pathname, search } = useLocation();
	const onEditorPage =
		applyFilters( EVENT_DESCRIPTION_EDITOR_FILTER, null ) !== null;
	useEffect( () => {
		if ( onEditorPage && ! isEditorRoute( pathname ) ) {
			pageLocation.replace(
				`${ getBoot().pageUrl }#${ pathname }${ search }`
			);
		}
	}, [ onEditorPage, pathname, search ] );
}
