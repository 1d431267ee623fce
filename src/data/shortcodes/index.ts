/**
 * Shortcode generator: /eventin/v2/shortcodes. Two stores from the factory:
 *
 * - shortcodeCatalogueStore: the widgets, each with its typed attributes,
 *   and where a widget is previewed (GET shortcodes).
 * - shortcodeScriptsStore: the shortcodes saved for the embed script other
 *   sites load (POST shortcodes/script answers the `<script>` tag; GET lists
 *   them, DELETE shortcodes/script/{id} removes one).
 */

/**
 * Internal dependencies
 */
import { createCollectionStore, createDocumentStore } from '../factory';
import type {
	ShortcodeCatalogue,
	ShortcodeScript,
	ShortcodeWidget,
} from './types';

export * from './types';

export const SHORTCODES_PATH = 'shortcodes';

export const shortcodeCatalogueStore =
	createDocumentStore< ShortcodeCatalogue >(
		'eventin/shortcodes',
		SHORTCODES_PATH
	);

export const shortcodeScriptsStore = createCollectionStore< ShortcodeScript >( {
	storeName: 'eventin/shortcode-scripts',
	path: `${ SHORTCODES_PATH }/script`,
} );

/**
 * A widget of the catalogue by its key.
 *
 * @param catalogue The catalogue.
 * @param key       Widget key, e.g. events_standard.
 */
export function widgetByKey(
	catalogue: ShortcodeCatalogue | undefined,
	key: string | undefined
): ShortcodeWidget | undefined {
	return catalogue?.widgets.find( ( widget ) => widget.key === key );
}
