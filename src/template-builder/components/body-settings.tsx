/**
 * 'Body Settings' (spec 02 §2): the page container's own styling, its
 * `bodyStyling` (background, text colour, border) and its padding per
 * device in `styles` (event templates have a device; certificates and
 * tickets are Desktop only). Must run inside BlockEditorProvider.
 */

/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import {
	BaseControl,
	ColorPalette,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Device } from '../lib/template-css';

/* eslint-disable @typescript-eslint/no-explicit-any -- the block editor store ships no types. */

type StyleMap = Record< string, string >;

const COLORS = [
	{ name: __( 'White', 'eventin-pro' ), color: '#ffffff' },
	{ name: __( 'Paper', 'eventin-pro' ), color: '#fdf8ec' },
	{ name: __( 'Light grey', 'eventin-pro' ), color: '#f0f0f1' },
	{ name: __( 'Black', 'eventin-pro' ), color: '#1e1e1e' },
	{ name: __( 'Purple', 'eventin-pro' ), color: '#6b2ee5' },
	{ name: __( 'Navy', 'eventin-pro' ), color: '#1d2b5a' },
	{ name: __( 'Gold', 'eventin-pro' ), color: '#b08d2e' },
];

/**
 * The panel.
 *
 * @param props        Props.
 * @param props.device The device whose padding is edited.
 */
export function BodySettings( { device }: { device: Device } ) {
	const { clientId, attributes } = useSelect( ( select ) => {
		const editor = select( blockEditorStore ) as any;
		const id = editor.getBlockOrder()[ 0 ] as string | undefined;
		return {
			clientId: id,
			attributes: ( id
				? editor.getBlockAttributes( id )
				: null ) as Record< string, unknown > | null,
		};
	}, [] );
	const { updateBlockAttributes } = useDispatch( blockEditorStore ) as any;
	if ( ! clientId || ! attributes ) {
		return null;
	}
	const body = ( attributes.bodyStyling ?? {} ) as StyleMap;
	const styles = ( attributes.styles ?? {} ) as Record< string, StyleMap >;
	const setBody = ( key: string, value: string | undefined ) =>
		updateBlockAttributes( clientId, {
			bodyStyling: { ...body, [ key ]: value ?? '' },
		} );
	const setDevice = ( key: string, value: string ) =>
		updateBlockAttributes( clientId, {
			styles: {
				...styles,
				[ device ]: { ...( styles[ device ] ?? {} ), [ key ]: value },
			},
		} );

	return (
		<div className="eventin-builder__body-settings">
			<BaseControl
				id="eventin-builder-background"
				label={ __( 'Background colour', 'eventin-pro' ) }
				__nextHasNoMarginBottom
			>
				<ColorPalette
					colors={ COLORS }
					value={ body.backgroundColor || undefined }
					onChange={ ( value?: string ) =>
						setBody( 'backgroundColor', value )
					}
				/>
			</BaseControl>
			<BaseControl
				id="eventin-builder-color"
				label={ __( 'Text colour', 'eventin-pro' ) }
				__nextHasNoMarginBottom
			>
				<ColorPalette
					colors={ COLORS }
					value={ body.color || undefined }
					onChange={ ( value?: string ) => setBody( 'color', value ) }
				/>
			</BaseControl>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ sprintf(
					/* translators: %s: device name (Desktop, Tablet, Mobile). */
					__( 'Padding (%s)', 'eventin-pro' ),
					device
				) }
				help={ __(
					'A CSS length, e.g. 20px or 10px 40px.',
					'eventin-pro'
				) }
				value={ styles[ device ]?.padding ?? '' }
				onChange={ ( value ) => setDevice( 'padding', value ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Border width', 'eventin-pro' ) }
				value={ body.borderWidth ?? '' }
				onChange={ ( value ) => setBody( 'borderWidth', value ) }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Border style', 'eventin-pro' ) }
				value={ ( body.borderStyle ?? '' ) as 'solid' }
				options={ [
					{ value: '', label: __( 'None', 'eventin-pro' ) },
					{ value: 'solid', label: __( 'Solid', 'eventin-pro' ) },
					{ value: 'dashed', label: __( 'Dashed', 'eventin-pro' ) },
					{ value: 'dotted', label: __( 'Dotted', 'eventin-pro' ) },
					{ value: 'double', label: __( 'Double', 'eventin-pro' ) },
				] }
				onChange={ ( value: string ) =>
					setBody( 'borderStyle', value )
				}
			/>
			<BaseControl
				id="eventin-builder-border-color"
				label={ __( 'Border colour', 'eventin-pro' ) }
				__nextHasNoMarginBottom
			>
				<ColorPalette
					colors={ COLORS }
					value={ body.borderColor || undefined }
					onChange={ ( value?: string ) =>
						setBody( 'borderColor', value )
					}
				/>
			</BaseControl>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Border radius', 'eventin-pro' ) }
				value={ body.borderRadius ?? '' }
				onChange={ ( value ) => setBody( 'borderRadius', value ) }
			/>
		</div>
	);
}
/* eslint-enable @typescript-eslint/no-explicit-any */
