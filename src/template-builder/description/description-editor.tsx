/**
 * The event description's compact block editor (registered through
 * eventin.eventDescription.editor): paragraphs, headings, lists, quotes,
 * images and buttons, with links and formatting, not iframed, inside the
 * event editor's Basic form. It keeps its own blocks and hands the form the
 * serialized description on every change.
 */

/**
 * WordPress dependencies
 */
import {
	BlockEditorProvider,
	BlockList,
	BlockTools,
	ObserveTyping,
	WritingFlow,
} from '@wordpress/block-editor';
import type { BlockInstance } from '@wordpress/blocks';
import { Popover } from '@wordpress/components';
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { EventDescriptionEditorProps } from '../../admin/extension-points';
import { editorSettings } from '../settings';
import {
	DESCRIPTION_BLOCKS,
	descriptionBlocks,
	descriptionContent,
} from './content';

/**
 * The editor, an antd form control (value / onChange).
 *
 * @param props          Props.
 * @param props.value
 * @param props.onChange
 * @param props.id
 */
export function DescriptionEditor( {
	value,
	onChange,
	id,
}: EventDescriptionEditorProps ) {
	const [ blocks, setBlocks ] = useState< BlockInstance[] >( () =>
		descriptionBlocks( value ?? '' )
	);
	// The description last handed to the form: another value comes from
	// outside (the form reset) and replaces the blocks.
	const sent = useRef( value ?? '' );
	const onChangeRef = useRef( onChange );
	onChangeRef.current = onChange;

	const update = useCallback( ( next: BlockInstance[] ) => {
		setBlocks( next );
		const content = descriptionContent( next );
		if ( content !== sent.current ) {
			sent.current = content;
			onChangeRef.current?.( content );
		}
	}, [] );

	useEffect( () => {
		const current = value ?? '';
		if ( current === sent.current ) {
			return;
		}
		sent.current = current;
		setBlocks( descriptionBlocks( current ) );
	}, [ value ] );

	// A description written before blocks (plain HTML) is saved as the
	// blocks it was converted to.
	useEffect( () => {
		const content = descriptionContent( blocks );
		if ( content !== sent.current && ! /<!--\s+wp:/.test( sent.current ) ) {
			sent.current = content;
			onChangeRef.current?.( content );
		}
		// Once, on the first render's blocks.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const settings = useMemo(
		() => ( {
			...editorSettings(),
			allowedBlockTypes: DESCRIPTION_BLOCKS,
			templateLock: false,
		} ),
		[]
	);

	return (
		<div id={ id } className="eventin-description-editor">
			<BlockEditorProvider
				value={ blocks }
				onInput={ update }
				onChange={ update }
				settings={ settings }
			>
				<BlockTools className="eventin-description-editor__tools">
					<WritingFlow>
						<ObserveTyping>
							<BlockList className="eventin-description-editor__blocks" />
						</ObserveTyping>
					</WritingFlow>
				</BlockTools>
				<Popover.Slot />
			</BlockEditorProvider>
		</div>
	);
}
