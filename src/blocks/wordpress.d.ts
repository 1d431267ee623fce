/**
 * The parts of WordPress's block packages the template blocks use. The
 * packages are externals (wp.blocks, wp.blockEditor) that ship no types.
 */
declare module '@wordpress/blocks' {
	export function registerBlockType(
		metadata: Record< string, unknown >,
		settings: Record< string, unknown >
	): unknown;
}

declare module '@wordpress/block-editor' {
	import type { ComponentType } from 'react';

	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;
	export function useInnerBlocksProps(
		props?: Record< string, unknown >,
		options?: Record< string, unknown >
	): Record< string, unknown >;
	export const InnerBlocks: ComponentType< Record< string, unknown > > & {
		Content: ComponentType< Record< string, never > >;
	};
}
