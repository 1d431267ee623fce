/**
 * The template builder (spec 02 §2): WordPress's block editor on one locked
 * page container, with our header, sidebars and save flow. History is ours
 * (useStateWithHistory): typing is staged, so a typed word is one undo step.
 */

/**
 * WordPress dependencies
 */
import {
	BlockEditorProvider,
	store as blockEditorStore,
	type EditorSelection,
} from '@wordpress/block-editor';
import type { BlockInstance } from '@wordpress/blocks';
import { Popover } from '@wordpress/components';
import { useStateWithHistory } from '@wordpress/compose';
import { useRegistry } from '@wordpress/data';
import { useCallback, useMemo, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { TemplateBuilderScreenProps } from '../../admin/extension-points';
import type { TemplateOrientation } from '../../data/templates';
import { editableBlocks } from '../lib/content';
import {
	rememberPreviewEvent,
	rememberedPreviewEvent,
} from '../lib/preview-events';
import { saveTemplate, type SaveMode } from '../lib/save';
import { useHistoryShortcuts } from '../lib/shortcuts';
import { templateCss, type Device } from '../lib/template-css';
import { captureThumbnail } from '../lib/thumbnail';
import { editorSettings } from '../settings';
import { Canvas } from './canvas';
import { Header, type LeftPanel } from './header';
import { LeftSidebar } from './left-sidebar';
import { PreviewModal } from './preview-modal';
import { RightPanel } from './right-panel';
import { SelectEventModal } from './select-event-modal';

interface EditorValue {
	blocks: BlockInstance[];
	selection?: EditorSelection;
}

/**
 * The screen (registered through eventin.templateBuilder.screen).
 *
 * @param props The dashboard's props.
 */
export function BuilderScreen( props: TemplateBuilderScreenProps ) {
	const { template } = props;
	const initial = useMemo< EditorValue >(
		() => ( {
			blocks: editableBlocks( template.content ?? '', template.id ),
		} ),
		// The builder is remounted per template (key): later saves must not
		// reset what is being edited.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[]
	);
	const history = useStateWithHistory< EditorValue >( initial );
	const { setValue, hasUndo, hasRedo, undo, redo } = history;
	// compose types the value as unknown; it is what setValue was given.
	const value = history.value as EditorValue;
	const settings = useMemo( () => editorSettings(), [] );

	return (
		<BlockEditorProvider
			value={ value.blocks }
			selection={ value.selection }
			onInput={ ( blocks, { selection } ) =>
				setValue( { blocks, selection }, true )
			}
			onChange={ ( blocks, { selection } ) =>
				setValue( { blocks, selection }, false )
			}
			settings={ settings }
		>
			<BuilderLayout
				{ ...props }
				blocks={ value.blocks }
				hasUndo={ hasUndo }
				hasRedo={ hasRedo }
				undo={ undo }
				redo={ redo }
			/>
			<Popover.Slot />
		</BlockEditorProvider>
	);
}

interface LayoutProps extends TemplateBuilderScreenProps {
	blocks: BlockInstance[];
	hasUndo: boolean;
	hasRedo: boolean;
	undo: () => void;
	redo: () => void;
}

/**
 * Everything inside the provider (it reads the editor's sub-registry).
 *
 * @param props Props.
 */
function BuilderLayout( props: LayoutProps ) {
	const { template, blocks, notify, undo, redo } = props;
	const registry = useRegistry() as unknown as {
		dispatch: ( store: unknown ) => { clearSelectedBlock: () => void };
	};
	const [ name, setName ] = useState( template.name );
	const [ orientation, setOrientation ] = useState< TemplateOrientation >(
		template.orientation
	);
	const [ previewEventId, setPreviewEventId ] = useState(
		() => template.preview_event_id || rememberedPreviewEvent( template.id )
	);
	const [ device, setDevice ] = useState< Device >( 'Desktop' );
	const [ leftPanel, setLeftPanel ] = useState< LeftPanel | null >(
		'blocks'
	);
	const [ modal, setModal ] = useState< 'preview' | 'event' | null >(
		template.type === 'event' && ! previewEventId ? 'event' : null
	);
	const [ isSaving, setSaving ] = useState( false );
	const canvasArea = useRef< HTMLDivElement >( null );
	useHistoryShortcuts( canvasArea, undo, redo );
	const css = useMemo( () => templateCss( blocks ), [ blocks ] );

	const capture = useCallback(
		async ( width: number ) => {
			registry.dispatch( blockEditorStore ).clearSelectedBlock();
			// Let the canvas drop the selection outlines and toolbars first.
			await new Promise( ( resolve ) =>
				window.setTimeout( resolve, 50 )
			);
			const frame = canvasArea.current?.querySelector( 'iframe' );
			const page = frame?.contentDocument?.querySelector< HTMLElement >(
				'.eventin-template-container'
			);
			if ( ! page ) {
				throw new Error( 'The page is not in the canvas.' );
			}
			return captureThumbnail( page, width );
		},
		[ registry ]
	);

	const onSave = async ( mode: SaveMode ) => {
		setSaving( true );
		const saved = await saveTemplate( {
			mode,
			fields: {
				name,
				type: template.type,
				orientation,
				preview_event_id: previewEventId,
				edit_with_elementor: Boolean( template.edit_with_elementor ),
			},
			blocks,
			previousThumbnail: template.thumbnail,
			capture,
			save: props.save,
			notify,
		} );
		setSaving( false );
		if ( saved ) {
			// 'New Template' comes back numbered.
			setName( saved.name );
		}
	};

	return (
		<div
			className={ `eventin-builder eventin-builder--${ template.type }` }
		>
			<Header
				name={ name }
				onNameChange={ setName }
				type={ template.type }
				status={ template.status }
				leftPanel={ leftPanel }
				onToggleLeft={ ( panel ) =>
					setLeftPanel( leftPanel === panel ? null : panel )
				}
				hasUndo={ props.hasUndo }
				hasRedo={ props.hasRedo }
				onUndo={ undo }
				onRedo={ redo }
				orientation={ orientation }
				onOrientationChange={ setOrientation }
				device={ device }
				onDeviceChange={ setDevice }
				onSelectEvent={ () => setModal( 'event' ) }
				onPreview={ () => setModal( 'preview' ) }
				onSave={ onSave }
				isSaving={ isSaving }
				onBack={ () => props.navigate( '/template-builder' ) }
				elementorUrl={ props.elementorUrl }
			/>
			<div className="eventin-builder__body">
				{ leftPanel && (
					<LeftSidebar
						panel={ leftPanel }
						notify={ notify }
						onClose={ () => setLeftPanel( null ) }
					/>
				) }
				<div className="eventin-builder__canvas">
					<Canvas
						ref={ canvasArea }
						type={ template.type }
						orientation={ orientation }
						device={ device }
						css={ css }
					/>
				</div>
				<RightPanel device={ device } />
			</div>
			{ modal === 'preview' && (
				<PreviewModal
					url={ props.previewUrl }
					onClose={ () => setModal( null ) }
				/>
			) }
			{ modal === 'event' && (
				<SelectEventModal
					value={ previewEventId }
					loadEvents={ props.loadEvents }
					onSubmit={ ( eventId ) => {
						setPreviewEventId( eventId );
						rememberPreviewEvent( template.id, eventId );
						setModal( null );
					} }
					onCreateEvent={ () => props.navigate( '/events/create' ) }
					onClose={
						previewEventId ? () => setModal( null ) : undefined
					}
				/>
			) }
		</div>
	);
}
