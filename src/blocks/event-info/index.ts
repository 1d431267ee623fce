/**
 * The event's chosen details (eventin-pro/event-info), shown with sample values in the editor.
 */
import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import { EVENT_SAMPLE, infoRows, type InfoAttributes } from '../shared';
import metadata from './block.json';

/**
 * The chosen rows with sample values.
 *
 * @param props            Block props.
 * @param props.attributes Attributes.
 */
function Edit( { attributes }: { attributes: InfoAttributes } ) {
	const blockProps = useBlockProps( {
		className: 'eventin-template-event-info',
	} );
	return createElement(
		'div',
		blockProps,
		infoRows( attributes, EVENT_SAMPLE, 'eventin-template-event-info' ).map(
			( row ) =>
				createElement(
					'div',
					{ key: row.key, className: row.className },
					row.label
						? createElement(
								'span',
								{
									className:
										'eventin-template-event-info__label',
								},
								row.label
						  )
						: null,
					row.label ? ' ' : null,
					createElement(
						'span',
						{ className: 'eventin-template-event-info__value' },
						row.value
					)
				)
		)
	);
}

registerBlockType( metadata, { edit: Edit, save: () => null } );
