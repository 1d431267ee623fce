/**
 * The event editor runs on the editor's page (admin.php?page=eventin-
 * template-builder, with WordPress's block editor for the Description), as
 * the template builder does: on the dashboard's page its route sends the
 * browser there, to the same route. Where the server offers no such page
 * (boot eventEditorUrl ''), or the page has no description editor, the
 * editor stays where it is with a plain text area.
 */

/**
 * Internal dependencies
 */
import { getBoot } from '../../boot';
import { descriptionEditor } from './components/event-fields';

/**
 * The address to go to for this route, or null to stay.
 *
 * @param pathname The route, e.g. '/events/create/12/basic'.
 */
export function editorPageAddress( pathname: string ): string | null {
	const url = getBoot().eventEditorUrl;
	if ( ! url || descriptionEditor() ) {
		return null;
	}
	const target = new URL( url, window.location.href );
	if (
		target.pathname === window.location.pathname &&
		target.search === window.location.search
	) {
		// Already there, without the editor: never loop.
		return null;
	}
	return `${ url }#${ pathname }`;
}
