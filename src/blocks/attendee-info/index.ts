/**
 * The attendee's chosen details (eventin-pro/attendee-info), shown with sample values in the editor.
 */
import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import { ATTENDEE_SAMPLE, infoRows, type InfoAttributes } from '../shared';
import metadata from './block.json';

/**
 * The chosen rows with sample values.
 *
 * @param props            Block props.
 * @param props.attributes Attributes.
 */
function Edit( { attributes }: { attributes: InfoAttributes } ) {
	const blockProps = useBlockProps( {
		className: 'eventin-template-attendee-info',
	} );
	return createElement(
		'div',
		blockProps,
		infoRows(
			attributes,
			ATTENDEE_SAMPLE,
			'eventin-template-attendee-info'
		).map( ( row ) =>
			createElement(
				'div',
				{ key: row.key, className: row.className },
				row.label
					? createElement(
							'span',
							{
								className:
									'eventin-template-attendee-info__label',
							},
							row.label
					  )
					: null,
				row.label ? ' ' : null,
				createElement(
					'span',
					{ className: 'eventin-template-attendee-info__value' },
					row.value
				)
			)
		)
	);
}

registerBlockType( metadata, { edit: Edit, save: () => null } );
