/**
 * The template's blocks as the builder edits them: exactly one locked
 * eventin-pro/template-container at the root, every other block inside it.
 */

/**
 * WordPress dependencies
 */
import { createBlock, parse, type BlockInstance } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { TemplateOrientation } from '../../data/templates';
import type { Device } from './template-css';

export const CONTAINER = 'eventin-pro/template-container';

/** Core blocks a template may hold (the server renders only these and ours). */
export const CORE_BLOCKS = [
	'core/paragraph',
	'core/heading',
	'core/image',
	'core/group',
	'core/columns',
	'core/column',
	'core/spacer',
	'core/separator',
	'core/buttons',
	'core/button',
];

/** Our blocks (src/blocks/). */
export const OUR_BLOCKS = [
	CONTAINER,
	'eventin-pro/qr-code',
	'eventin-pro/attendee-info',
	'eventin-pro/event-info',
];

/** Certificate and ticket pages, px (spec 02 §9). */
export const PAGE_SIZES: Record<
	TemplateOrientation,
	{ width: number; height: number }
> = {
	landscape: { width: 842, height: 595 },
	portrait: { width: 595, height: 842 },
};

/** Canvas width of event templates per device. */
export const DEVICE_WIDTHS: Record< Device, string > = {
	Desktop: '100%',
	Tablet: '768px',
	Mobile: '375px',
};

const LOCK = { remove: true, move: true };

/**
 * The root container of a template's content, with the other top-level
 * blocks moved inside it (a blank template is one paragraph).
 *
 * @param content    Serialized blocks.
 * @param templateId Template id (names the container's class for its CSS).
 */
export function editableBlocks(
	content: string,
	templateId: number
): BlockInstance[] {
	const parsed = parse( content ).filter(
		// Whitespace between blocks parses as freeform blocks of nothing.
		( block ) => block.name !== null && block.name !== undefined
	);
	const root = parsed.find( ( block ) => block.name === CONTAINER );
	const others = parsed.filter( ( block ) => block !== root );
	const attributes = {
		...( root?.attributes ?? {} ),
		containerClassName:
			String( root?.attributes.containerClassName ?? '' ) ||
			`eventin-template-${ templateId }`,
		lock: LOCK,
	};
	return [
		createBlock( CONTAINER, attributes, [
			...( root?.innerBlocks ?? [] ),
			...others,
		] ),
	];
}
