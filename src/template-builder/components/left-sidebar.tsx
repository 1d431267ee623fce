/**
 * The left sidebar (360 px): All Blocks, Eventin Placeholders or Documents
 * Overview. Must run inside BlockEditorProvider.
 */

/**
 * WordPress dependencies
 */
import {
	BlockIcon,
	Inserter,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TemplateBuilderScreenProps } from '../../admin/extension-points';
import { Library, ListView } from '../lib/unstable';
import type { LeftPanel } from './header';
import { PlaceholdersSidebar } from './placeholders-sidebar';
import { useInsertAtCaret } from './use-insert-at-caret';

/* eslint-disable @typescript-eslint/no-explicit-any -- the block editor store ships no types. */

export interface LeftSidebarProps {
	panel: LeftPanel;
	notify: TemplateBuilderScreenProps[ 'notify' ];
	onClose: () => void;
}

const TITLES: Record< LeftPanel, () => string > = {
	blocks: () => __( 'All Blocks', 'eventin-pro' ),
	placeholders: () => __( 'Eventin Placeholders', 'eventin-pro' ),
	layers: () => __( 'Documents Overview', 'eventin-pro' ),
};

/**
 * The sidebar.
 *
 * @param props         Props.
 * @param props.panel
 * @param props.notify
 * @param props.onClose
 */
export function LeftSidebar( { panel, notify, onClose }: LeftSidebarProps ) {
	const rootId = useSelect(
		( select ) =>
			( select( blockEditorStore ) as any ).getBlockOrder()[ 0 ] as
				| string
				| undefined,
		[]
	);
	const insertAtCaret = useInsertAtCaret();
	return (
		<aside
			className={ `eventin-builder__left eventin-builder__left--${ panel }` }
			aria-label={ TITLES[ panel ]() }
		>
			<div className="eventin-builder__panel-head">
				<h2>{ TITLES[ panel ]() }</h2>
				<Button
					icon="no-alt"
					size="small"
					label={ __( 'Close', 'eventin-pro' ) }
					onClick={ onClose }
				/>
			</div>
			<div className="eventin-builder__panel-body">
				{ panel === 'blocks' &&
					( Library ? (
						<Library
							rootClientId={ rootId }
							showInserterHelpPanel={ false }
							shouldFocusBlock
						/>
					) : (
						<Inserter rootClientId={ rootId } />
					) ) }
				{ panel === 'placeholders' && (
					<PlaceholdersSidebar
						insertAtCaret={ insertAtCaret }
						notify={ notify }
					/>
				) }
				{ panel === 'layers' &&
					( ListView ? <ListView /> : <BlockOutline /> ) }
			</div>
		</aside>
	);
}

/**
 * The blocks as a plain nested list: the layers where ListView is missing.
 */
function BlockOutline() {
	const blocks = useSelect(
		( select ) => ( select( blockEditorStore ) as any ).getBlocks(),
		[]
	) as Array< { clientId: string; name: string; innerBlocks: unknown[] } >;
	const { selectBlock } = useDispatch( blockEditorStore ) as any;
	const render = ( list: typeof blocks ) => (
		<ul className="eventin-builder__outline">
			{ list.map( ( block ) => {
				const type = getBlockType( block.name ) as
					| { title?: string; icon?: unknown }
					| undefined;
				return (
					<li key={ block.clientId }>
						<Button onClick={ () => selectBlock( block.clientId ) }>
							<BlockIcon icon={ type?.icon } />
							{ type?.title ?? block.name }
						</Button>
						{ block.innerBlocks.length > 0 &&
							render( block.innerBlocks as typeof blocks ) }
					</li>
				);
			} ) }
		</ul>
	);
	return render( blocks );
}
/* eslint-enable @typescript-eslint/no-explicit-any */
