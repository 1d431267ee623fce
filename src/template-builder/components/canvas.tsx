/**
 * The page being edited: WordPress's iframed BlockCanvas, 842×595 or
 * 595×842 px for certificates and tickets, the device's width for event
 * templates, with the template's generated CSS so the Tablet and Mobile
 * rules show at those widths.
 */

/**
 * WordPress dependencies
 */
import { BlockCanvas } from '@wordpress/block-editor';
import { forwardRef, useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { TemplateOrientation, TemplateType } from '../../data/templates';
import { DEVICE_WIDTHS, PAGE_SIZES } from '../lib/content';
import type { Device } from '../lib/template-css';

const BASE_CSS = `
html, body { background: transparent; }
body { margin: 0; padding: 0; color: #1e1e1e; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen-Sans, Ubuntu, Cantarell, "Helvetica Neue", sans-serif; font-size: 16px; line-height: 1.5; }
.is-root-container { padding: 0 !important; }
.is-root-container > .eventin-template-container { box-sizing: border-box; min-height: 100vh; margin: 0 !important; max-width: none !important; }
`;

export interface CanvasProps {
	type: TemplateType;
	orientation: TemplateOrientation;
	device: Device;
	/** The template's generated CSS. */
	css: string;
}

/**
 * The canvas; the ref is the element around the iframe.
 */
export const Canvas = forwardRef< HTMLDivElement, CanvasProps >(
	function Canvas( { type, orientation, device, css }, ref ) {
		const styles = useMemo( () => [ { css: BASE_CSS + css } ], [ css ] );
		const page =
			type === 'event'
				? { width: DEVICE_WIDTHS[ device ], height: '100%' }
				: {
						width: `${ PAGE_SIZES[ orientation ].width }px`,
						height: `${ PAGE_SIZES[ orientation ].height }px`,
				  };
		return (
			<div
				ref={ ref }
				className={ `eventin-builder__page eventin-builder__page--${ type }` }
				style={ { width: page.width, height: page.height } }
			>
				<BlockCanvas height={ page.height } styles={ styles } />
			</div>
		);
	}
);
