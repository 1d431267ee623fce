/**
 * The attendee's ticket QR code (eventin-pro/qr-code). The editor shows a
 * stand-in of its size; the ticket and certificate pages draw the real code.
 */
import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';

/**
 * A square of the code's size.
 *
 * @param props                 Block props.
 * @param props.attributes      Attributes.
 * @param props.attributes.size
 */
function Edit( { attributes }: { attributes: { size?: number } } ) {
	const size = attributes.size ?? 120;
	const blockProps = useBlockProps( {
		className: 'eventin-template-qr',
		style: {
			width: `${ size }px`,
			height: `${ size }px`,
			display: 'flex',
			alignItems: 'center',
			justifyContent: 'center',
			border: '2px dashed #1e1e1e',
			background:
				'repeating-linear-gradient(45deg,#fff 0 6px,#e0e0e0 6px 12px)',
			fontSize: '12px',
			textAlign: 'center',
		},
	} );
	return createElement(
		'div',
		blockProps,
		__( 'Ticket QR code', 'eventin-pro' )
	);
}

registerBlockType( metadata, { edit: Edit, save: () => null } );
