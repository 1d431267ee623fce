/**
 * The shortcode widgets as blocks (eventin-pro/events-classic, …): one
 * dynamic block per widget of the catalogue, rendered by the same PHP as its
 * shortcode (includes/Shortcodes/Renderer.php) and previewed in the editor
 * through WordPress's block renderer. The widgets' definitions (attributes,
 * types, bounds, labels) come from the server with the script
 * (Shortcodes::block_editor_data), so the editor's controls and the
 * generator's form read one catalogue.
 */

/**
 * WordPress dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import {
	attributeSchema,
	blockAttributeName,
	cleanValue,
	idsFromText,
	type WidgetAttribute,
	type WidgetDefinition,
} from './attributes';

declare global {
	interface Window {
		eventinWidgetBlocks?: WidgetDefinition[];
	}
}

type Values = Record< string, unknown >;

/**
 * One attribute's control in the block's settings.
 *
 * @param props           Props.
 * @param props.name      Attribute name.
 * @param props.attribute Its definition.
 * @param props.value     Current value.
 * @param props.onChange  Called with the cleaned value.
 */
function AttributeControl( {
	name,
	attribute,
	value,
	onChange,
}: {
	name: string;
	attribute: WidgetAttribute;
	value: unknown;
	onChange: ( next: unknown ) => void;
} ) {
	const label = attribute.label ?? name;
	switch ( attribute.type ) {
		case 'yes_no':
			return (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ label }
					checked={ value === 'yes' }
					onChange={ ( on: boolean ) =>
						onChange( on ? 'yes' : 'no' )
					}
				/>
			);
		case 'enum':
		case 'order':
		case 'orderby':
			return (
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ label }
					value={ String( value ?? attribute.default ) }
					options={ ( attribute.allowed ?? [] ).map( ( option ) => ( {
						label: option,
						value: option,
					} ) ) }
					onChange={ ( next: string ) => onChange( next ) }
				/>
			);
		case 'int':
			return (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					label={ label }
					min={ attribute.min }
					max={ attribute.max }
					value={ String( value ?? attribute.default ) }
					onChange={ ( next: string ) =>
						onChange( cleanValue( attribute, next ) )
					}
				/>
			);
		case 'ids':
			return (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ label }
					help={ __( 'Ids, separated by commas.', 'eventin-pro' ) }
					value={ Array.isArray( value ) ? value.join( ', ' ) : '' }
					onChange={ ( next: string ) =>
						onChange( idsFromText( next ) )
					}
				/>
			);
		default:
			return (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ label }
					maxLength={ attribute.max_length }
					value={ String( value ?? '' ) }
					onChange={ ( next: string ) =>
						onChange( cleanValue( attribute, next ) )
					}
				/>
			);
	}
}

/**
 * The block's editor: its settings and the server's rendering.
 *
 * @param widget The widget.
 */
function editFor( widget: WidgetDefinition ) {
	return function Edit( {
		attributes,
		setAttributes,
	}: {
		attributes: Values;
		setAttributes: ( next: Values ) => void;
	} ) {
		const blockProps = useBlockProps();
		return (
			<div { ...blockProps }>
				<InspectorControls>
					<PanelBody title={ __( 'Settings', 'eventin-pro' ) }>
						{ Object.entries( widget.attributes ).map(
							( [ name, attribute ] ) => (
								<div
									key={ name }
									className="eventin-widget-block__control"
									style={ { marginBottom: 16 } }
								>
									<AttributeControl
										name={ name }
										attribute={ attribute }
										value={
											attributes[
												blockAttributeName( name )
											]
										}
										onChange={ ( next ) =>
											setAttributes( {
												[ blockAttributeName( name ) ]:
													next,
											} )
										}
									/>
								</div>
							)
						) }
					</PanelBody>
				</InspectorControls>
				<ServerSideRender
					block={ widget.block }
					attributes={ attributes }
					skipBlockSupportAttributes
				/>
			</div>
		);
	};
}

// Everything goes in the settings (the second argument): WordPress has a
// definition of each block from the server already (name, title, no
// attribute table), and a metadata object would not replace it.
for ( const widget of window.eventinWidgetBlocks ?? [] ) {
	registerBlockType( widget.block, {
		apiVersion: 3,
		title: widget.title,
		description: widget.description,
		category: 'widgets',
		icon: 'calendar-alt',
		keywords: [ 'eventin', widget.kind ],
		attributes: {
			align: { type: 'string' },
			...attributeSchema( widget ),
		},
		supports: { html: false, align: [ 'wide', 'full' ] },
		edit: editFor( widget ),
		save: () => null,
	} );
}
