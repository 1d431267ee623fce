/**
 * The event each template is previewed with, remembered in the browser
 * (spec 02 §3 "Local browser storage": a map of template id to event id),
 * and saved with the template as preview_event_id.
 */

export const PREVIEW_EVENTS_KEY = 'eventin-template-preview-events';

/**
 * The stored map (empty when storage is unavailable or holds junk).
 */
function readMap(): Record< string, number > {
	try {
		const map = JSON.parse(
			window.localStorage.getItem( PREVIEW_EVENTS_KEY ) ?? '{}'
		);
		return map && typeof map === 'object' && ! Array.isArray( map )
			? map
			: {};
	} catch {
		return {};
	}
}

/**
 * The remembered event of a template, 0 for none.
 *
 * @param templateId Template id.
 */
export function rememberedPreviewEvent( templateId: number ): number {
	const id = Number( readMap()[ String( templateId ) ] );
	return Number.isInteger( id ) && id > 0 ? id : 0;
}

/**
 * Remembers the event of a template.
 *
 * @param templateId Template id.
 * @param eventId    Event id.
 */
export function rememberPreviewEvent( templateId: number, eventId: number ) {
	try {
		window.localStorage.setItem(
			PREVIEW_EVENTS_KEY,
			JSON.stringify( {
				...readMap(),
				[ String( templateId ) ]: eventId,
			} )
		);
	} catch {
		// Storage full or disabled: the choice is still saved with the template.
	}
}
