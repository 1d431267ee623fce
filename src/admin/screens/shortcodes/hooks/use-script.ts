/**
 * Get Script: saves the generated shortcode for the embed script (POST
 * shortcodes/script, named after the widget) and holds the `<script>` tag
 * the server answers. A failure shows the server's message; the form and
 * the shortcode stay as they were.
 *
 * The answer belongs to this form alone, so it lives here (as the RSVP
 * invitation's preview does); the scripts store lists the saved ones anew.
 */

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { asApiError } from '../../../../api/client';
import { notify } from '../../../../components/notifications';
import { useCollectionActions } from '../../../../data/hooks';
import {
	shortcodeScriptsStore,
	type ShortcodeScript,
	type ShortcodeScriptInput,
} from '../../../../data/shortcodes';

export interface ScriptView {
	/** The saved shortcode with its script tag, once got. */
	script?: ShortcodeScript;
	/** True while the request is in flight. */
	loading: boolean;
	/** Asks for the script of a shortcode. */
	get: ( shortcode: string ) => Promise< void >;
	/** Forgets the script (a new shortcode was generated). */
	reset: () => void;
}

/**
 * The hook.
 *
 * @param postName What the saved shortcode is called: the widget's title.
 */
export function useScript( postName: string ): ScriptView {
	const { createItem } = useCollectionActions< ShortcodeScript >(
		shortcodeScriptsStore
	);
	const [ script, setScript ] = useState< ShortcodeScript >();
	const [ loading, setLoading ] = useState( false );

	const get = async ( shortcode: string ) => {
		setLoading( true );
		const input: ShortcodeScriptInput = { post_name: postName, shortcode };
		try {
			setScript( await createItem( { ...input } ) );
		} catch ( thrown ) {
			const error = asApiError( thrown );
			// A single reason is the message already (api/client).
			const reasons = Object.values( error.fields ).filter(
				( reason ) => ! error.message.includes( reason )
			);
			notify.error(
				__( 'Could not get the script.', 'eventin-pro' ),
				[ error.message, ...reasons ].join( ' ' )
			);
		} finally {
			setLoading( false );
		}
	};

	return { script, loading, get, reset: () => setScript( undefined ) };
}
