/**
 * The parts of WordPress's editor packages that the template blocks and the
 * template builder use. These packages are externals (wp.blocks,
 * wp.blockEditor, wp.blockLibrary, wp.mediaUtils) and ship no types in the
 * versions WordPress 6.8 bundles, so only what we call is declared here.
 * (@wordpress/components, compose and rich-text ship their own.)
 */
declare module '@wordpress/blocks' {
	export interface BlockInstance {
		clientId: string;
		name: string;
		isValid?: boolean;
		attributes: Record< string, unknown >;
		innerBlocks: BlockInstance[];
	}
	export interface BlockTypeSettings {
		name: string;
		init?: () => unknown;
	}
	export function registerBlockType(
		metadata: string | Record< string, unknown >,
		settings: Record< string, unknown >
	): unknown;
	export function getBlockType( name: string ): unknown;
	export function createBlock(
		name: string,
		attributes?: Record< string, unknown >,
		innerBlocks?: BlockInstance[]
	): BlockInstance;
	export function parse( content: string ): BlockInstance[];
	export function serialize( blocks: BlockInstance[] ): string;
	/** Converts HTML (pasted, or written before blocks) into blocks. */
	export function rawHandler( args: { HTML: string } ): BlockInstance[];
	/** Whether a block is the default block (paragraph) left empty. */
	export function isUnmodifiedDefaultBlock( block: BlockInstance ): boolean;
}

declare module '@wordpress/block-library' {
	import type { BlockTypeSettings } from '@wordpress/blocks';

	export function registerCoreBlocks( blocks?: BlockTypeSettings[] ): void;
	/** Experimental in WordPress 6.8: read through src/template-builder/lib/unstable.ts only. */
	export const __experimentalGetCoreBlocks:
		| ( () => BlockTypeSettings[] )
		| undefined;
}

declare module '@wordpress/format-library';

declare module '@wordpress/media-utils' {
	import type { ComponentType } from 'react';

	export const MediaUpload: ComponentType< Record< string, unknown > >;
	export function uploadMedia( options: Record< string, unknown > ): void;
}

declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';
	import type { BlockInstance } from '@wordpress/blocks';

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

	/** A caret position: which block, attribute and offset. */
	export interface SelectionPoint {
		clientId?: string;
		attributeKey?: string;
		offset?: number;
	}
	export interface EditorSelection {
		selectionStart?: SelectionPoint;
		selectionEnd?: SelectionPoint;
		initialPosition?: number | null;
	}
	export const BlockEditorProvider: ComponentType< {
		value: BlockInstance[];
		selection?: EditorSelection;
		onInput?: (
			blocks: BlockInstance[],
			options: { selection?: EditorSelection }
		) => void;
		onChange?: (
			blocks: BlockInstance[],
			options: { selection?: EditorSelection }
		) => void;
		settings?: Record< string, unknown >;
		useSubRegistry?: boolean;
		children?: ReactNode;
	} >;
	export const BlockCanvas: ComponentType< {
		height?: string;
		styles?: Array< { css: string } >;
		children?: ReactNode;
	} >;
	export const BlockInspector: ComponentType< Record< string, never > >;
	export const InspectorControls: ComponentType< { children?: ReactNode } >;
	export const BlockToolbar: ComponentType< { hideDragHandle?: boolean } >;
	/** The non-iframed canvas: BlockTools > WritingFlow > ObserveTyping > BlockList. */
	export const BlockTools: ComponentType< {
		className?: string;
		children?: ReactNode;
	} >;
	export const WritingFlow: ComponentType< { children?: ReactNode } >;
	export const ObserveTyping: ComponentType< { children?: ReactNode } >;
	export const BlockList: ComponentType< { className?: string } >;
	export const Inserter: ComponentType< {
		rootClientId?: string;
		isAppender?: boolean;
		position?: string;
		__experimentalIsQuick?: boolean;
	} >;
	export const BlockIcon: ComponentType< { icon: unknown } >;
	export const ColorPalette: ComponentType< Record< string, unknown > >;
	/** The block editor's data store (wp.data's 'core/block-editor'). */
	export const store: import('@wordpress/data').StoreDescriptor;
	/** Experimental in WordPress 6.8: read through src/template-builder/lib/unstable.ts only. */
	export const __experimentalLibrary: ComponentType< {
		rootClientId?: string;
		showInserterHelpPanel?: boolean;
		shouldFocusBlock?: boolean;
		onSelect?: () => void;
	} >;
	/** Experimental in WordPress 6.8: read through src/template-builder/lib/unstable.ts only. */
	export const __experimentalListView: ComponentType< Record< string, unknown > >;
}

declare module '@wordpress/server-side-render' {
	import type { ComponentType } from 'react';

	/** Renders a dynamic block through /wp/v2/block-renderer. */
	const ServerSideRender: ComponentType< {
		block: string;
		attributes?: Record< string, unknown >;
		skipBlockSupportAttributes?: boolean;
	} >;
	export default ServerSideRender;
}
