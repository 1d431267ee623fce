/**
 * 'Choose a template' (spec 01 §2 "Template chooser"): a tab per kind, each
 * with a 'Create your own' card and the catalogue's designs of that kind.
 * Using one makes a draft template and opens it in the builder (spec 01 §4).
 * A catalogue that cannot be read is only logged: the tab still offers
 * 'Create your own'.
 */

/**
 * External dependencies
 */
import { Alert, Button, Modal, Spin, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../../../api/client';
import { notify } from '../../../../components/notifications';
import { useCollectionActions } from '../../../../data/hooks';
import {
	BLANK_TEMPLATE_CONTENT,
	DEFAULT_TEMPLATE_NAME,
	createFromCatalogue,
	fetchCatalogue,
	templatesStore,
	type CatalogueTemplate,
	type Template,
	type TemplateType,
} from '../../../../data/templates';
import { TEMPLATE_TYPES, builderPath, typeLabel } from '../types';
import { TemplatePreview } from './template-preview';
import { TemplateThumbnail } from './template-thumbnail';

export interface TemplateChooserProps {
	open: boolean;
	onClose: () => void;
	/** The tab shown first. */
	initialType?: TemplateType;
}

/**
 * The catalogue's designs of one kind (undefined while loading).
 *
 * @param type Kind.
 * @param open Whether the chooser is open.
 */
function useCatalogue( type: TemplateType, open: boolean ) {
	const [ designs, setDesigns ] = useState<
		Partial< Record< TemplateType, CatalogueTemplate[] > >
	>( {} );
	useEffect( () => {
		if ( ! open || designs[ type ] ) {
			return;
		}
		let live = true;
		fetchCatalogue( type )
			.then(
				( items ) =>
					live && setDesigns( ( d ) => ( { ...d, [ type ]: items } ) )
			)
			.catch( ( error: ApiError ) => {
				// eslint-disable-next-line no-console -- spec 01 §8: only logged.
				console.warn( 'Template catalogue:', error.message );
				if ( live ) {
					setDesigns( ( d ) => ( { ...d, [ type ]: [] } ) );
				}
			} );
		return () => {
			live = false;
		};
	}, [ type, open, designs ] );
	return designs[ type ];
}

/**
 * The chooser.
 *
 * @param props Props.
 */
export function TemplateChooser( props: TemplateChooserProps ) {
	const { open, onClose, initialType = 'event' } = props;
	const navigate = useNavigate();
	const { createItem } = useCollectionActions< Template >( templatesStore );
	const [ type, setType ] = useState< TemplateType >( initialType );
	const [ busy, setBusy ] = useState( '' );
	const [ createError, setCreateError ] = useState( '' );
	const [ previewing, setPreviewing ] = useState< CatalogueTemplate | null >(
		null
	);
	const designs = useCatalogue( type, open );

	const opened = ( template: Template ) => {
		onClose();
		navigate( builderPath( template.id ) );
	};

	const createOwn = async () => {
		setBusy( 'own' );
		setCreateError( '' );
		try {
			opened(
				await createItem( {
					name: DEFAULT_TEMPLATE_NAME,
					orientation: 'landscape',
					content: BLANK_TEMPLATE_CONTENT,
					status: 'draft',
					type,
				} )
			);
		} catch ( error ) {
			// Spec 01 §8: a failed create is only logged (no notification); the chooser says so in place.
			// eslint-disable-next-line no-console
			console.error( 'Template create:', ( error as ApiError ).message );
			setCreateError( ( error as ApiError ).message );
		} finally {
			setBusy( '' );
		}
	};

	const chooseDesign = async ( design: CatalogueTemplate ) => {
		setBusy( design.id );
		try {
			opened( await createFromCatalogue( design.id ) );
		} catch ( error ) {
			notify.error( ( error as ApiError ).message );
		} finally {
			setBusy( '' );
		}
	};

	const cards = ( kind: TemplateType ) => (
		<div className="eventin-templates__cards">
			<div className="eventin-templates__card is-own">
				<div className="eventin-templates__card-picture">
					<span
						className="eventin-templates__plus"
						aria-hidden="true"
					>
						+
					</span>
				</div>
				<div className="eventin-templates__card-body">
					<strong>{ __( 'Create your own', 'eventin-pro' ) }</strong>
					<Button
						type="primary"
						loading={ busy === 'own' }
						disabled={ !! busy && busy !== 'own' }
						onClick={ createOwn }
						aria-label={ `${ __(
							'Use this template',
							'eventin-pro'
						) }: ${ __( 'Create your own', 'eventin-pro' ) }` }
					>
						{ __( 'Use this template', 'eventin-pro' ) }
					</Button>
				</div>
			</div>
			{ kind === type && designs === undefined && (
				<div className="eventin-templates__loading">
					<Spin />
				</div>
			) }
			{ ( kind === type ? designs ?? [] : [] ).map( ( design ) => (
				<div className="eventin-templates__card" key={ design.id }>
					<div className="eventin-templates__card-picture">
						<TemplateThumbnail template={ design } size="card" />
					</div>
					<div className="eventin-templates__card-body">
						<strong>{ design.name }</strong>
						<div className="eventin-templates__card-actions">
							<Button
								type="primary"
								loading={ busy === design.id }
								disabled={ !! busy && busy !== design.id }
								onClick={ () => chooseDesign( design ) }
								aria-label={ `${ __(
									'Use this template',
									'eventin-pro'
								) }: ${ design.name }` }
							>
								{ __( 'Use this template', 'eventin-pro' ) }
							</Button>
							<Button
								onClick={ () => setPreviewing( design ) }
								aria-label={ `${ __(
									'Preview now',
									'eventin-pro'
								) }: ${ design.name }` }
							>
								{ __( 'Preview now', 'eventin-pro' ) }
							</Button>
						</div>
					</div>
				</div>
			) ) }
		</div>
	);

	return (
		<>
			<Modal
				open={ open }
				title={ __( 'Choose a template', 'eventin-pro' ) }
				onCancel={ onClose }
				footer={ null }
				width={ 920 }
				className="eventin-templates__chooser"
				destroyOnHidden
			>
				{ createError && (
					<Alert
						type="error"
						showIcon
						message={ __(
							'The template could not be created.',
							'eventin-pro'
						) }
						description={ createError }
					/>
				) }
				<Tabs
					activeKey={ type }
					onChange={ ( key ) => {
						setType( key as TemplateType );
						setCreateError( '' );
					} }
					items={ TEMPLATE_TYPES.map( ( kind ) => ( {
						key: kind,
						label: typeLabel( kind ),
						children: cards( kind ),
					} ) ) }
				/>
			</Modal>
			<TemplatePreview
				design={ previewing }
				onClose={ () => setPreviewing( null ) }
			/>
		</>
	);
}
