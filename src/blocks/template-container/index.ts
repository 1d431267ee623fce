/**
 * The template's page container (eventin-pro/template-container): its inner
 * blocks are the page. Rendered on the server (render.php) around them.
 */
import { registerBlockType } from '@wordpress/blocks';
import {
	InnerBlocks,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import metadata from './block.json';

interface ContainerAttributes {
	containerClassName?: string;
	styles?: Record< string, Record< string, string > >;
	bodyStyling?: Record< string, string >;
}

/**
 * The page as the editor shows it, with its Desktop styles.
 *
 * @param props            Block props.
 * @param props.attributes Attributes.
 */
function Edit( { attributes }: { attributes: ContainerAttributes } ) {
	const blockProps = useBlockProps( {
		className: [
			'eventin-template-container',
			attributes.containerClassName,
		]
			.filter( Boolean )
			.join( ' ' ),
		style: {
			background: '#fff',
			padding: '20px',
			...( attributes.bodyStyling ?? {} ),
			...( attributes.styles?.Desktop ?? {} ),
		},
	} );
	// The builder locks the root (nothing beside the page); inside it, free.
	return createElement(
		'div',
		useInnerBlocksProps( blockProps, { templateLock: false } )
	);
}

registerBlockType( metadata, {
	edit: Edit,
	save: () => createElement( InnerBlocks.Content ),
} );
