/**
 * 'Eventin Placeholders' (spec 02 §2, §3): the placeholders of certificates
 * and tickets. Choosing one writes it at the caret when a text of the page
 * is being edited; otherwise it is copied ('Copied Successfully!' or
 * 'Failed to copy').
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TemplateBuilderScreenProps } from '../../admin/extension-points';
import { copyText } from '../lib/clipboard';
import { PLACEHOLDER_KEYS, placeholderText } from '../lib/placeholders';

export interface PlaceholdersSidebarProps {
	/** Writes the text at the editor's caret; false when there is none. */
	insertAtCaret: ( text: string ) => boolean;
	notify: TemplateBuilderScreenProps[ 'notify' ];
}

/**
 * The sidebar.
 *
 * @param props               Props.
 * @param props.insertAtCaret
 * @param props.notify
 */
export function PlaceholdersSidebar( {
	insertAtCaret,
	notify,
}: PlaceholdersSidebarProps ) {
	const pick = async ( key: string ) => {
		const text = placeholderText( key );
		if ( insertAtCaret( text ) ) {
			return;
		}
		if ( await copyText( text ) ) {
			notify.success( __( 'Copied Successfully!', 'eventin-pro' ) );
		} else {
			notify.error( __( 'Failed to copy', 'eventin-pro' ) );
		}
	};
	return (
		<div className="eventin-builder__placeholders">
			<p className="eventin-builder__hint">
				{ __(
					'Click a placeholder to write it where the cursor is in the text, or to copy it.',
					'eventin-pro'
				) }
			</p>
			<ul>
				{ PLACEHOLDER_KEYS.map( ( key ) => (
					<li key={ key }>
						<Button
							className="eventin-builder__placeholder"
							variant="secondary"
							onMouseDown={ ( event: React.MouseEvent ) =>
								// Keep the caret where it is in the canvas.
								event.preventDefault()
							}
							onClick={ () => pick( key ) }
						>
							{ placeholderText( key ) }
						</Button>
					</li>
				) ) }
			</ul>
		</div>
	);
}
