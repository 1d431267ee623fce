/**
 * /template-builder: the templates, a tab per kind (Event Landing, Event
 * Certificate, Event tickets) with each design's picture, name, status and
 * last change; edit opens the builder, clone and delete ask first. The
 * header's Add New opens the chooser (/template-builder/create).
 */

/**
 * External dependencies
 */
import { Segmented } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { Suspense, lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ListPage, useListQuery } from '../../../components/list-page';
import {
	templatesStore,
	type Template,
	type TemplateType,
} from '../../../data/templates';
import { templateColumns } from './columns';
import { templateDeleteMessages } from './delete-messages';
import { useTemplateActions } from './hooks/use-template-actions';
import {
	CHOOSER_PATH,
	LIST_PATH,
	TEMPLATE_TYPES,
	builderPath,
	typeLabel,
} from './types';
import './style.scss';

// The chooser (and its preview) loads when it is first opened.
const TemplateChooser = lazy( async () => ( {
	default: (
		await import(
			/* webpackChunkName: "templates.chooser" */ './components/template-chooser'
		)
	).TemplateChooser,
} ) );

/**
 * The screen.
 */
export default function TemplatesScreen() {
	const navigate = useNavigate();
	const { pathname } = useLocation();
	const listQuery = useListQuery( { type: 'event', status: 'any' } );
	const { query, setFilter } = listQuery;
	const type = ( query.type as TemplateType ) ?? 'event';
	const { cloneOne, deleteOne } = useTemplateActions();

	return (
		<>
			{ /* A filter of the list: a segmented control (antd's Tabs, for
			three choices, cost this screen 13.6 KB of script). */ }
			<Segmented< TemplateType >
				className="eventin-templates__types"
				// rc-segmented's own label is an English 'segmented control'.
				aria-label={ __( 'Template type', 'eventin-pro' ) }
				value={ type }
				onChange={ ( kind ) => setFilter( 'type', kind ) }
				options={ TEMPLATE_TYPES.map( ( kind ) => ( {
					value: kind,
					label: typeLabel( kind ),
				} ) ) }
			/>
			<ListPage< Template >
				className="eventin-templates"
				store={ templatesStore }
				listQuery={ listQuery }
				columns={ templateColumns( {
					onClone: ( template ) => cloneOne( template.id ),
					onEdit: ( template ) =>
						navigate( builderPath( template.id ) ),
					onDelete: ( template ) => deleteOne( template.id ),
				} ) }
				nounPlural={ __( 'templates', 'eventin-pro' ) }
				rowName={ ( template ) => template.name }
				searchPlaceholder={ __(
					'Search templates by name',
					'eventin-pro'
				) }
				deleteMessages={ templateDeleteMessages() }
				empty={ __( 'No templates of this kind yet.', 'eventin-pro' ) }
			/>
			{ pathname === CHOOSER_PATH && (
				<Suspense fallback={ null }>
					<TemplateChooser
						open
						initialType={ type }
						onClose={ () => navigate( LIST_PATH ) }
					/>
				</Suspense>
			) }
		</>
	);
}
