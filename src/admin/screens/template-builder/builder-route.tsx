/**
 * `#/template-builder/:id`: the template builder. Its screen comes from the
 * builder entry through the `eventin.templateBuilder.screen` filter, which
 * is only loaded on the builder's own page (with WordPress's block editor);
 * on the dashboard's page this route goes there, to the same template.
 */

/**
 * External dependencies
 */
import { Alert, Spin } from 'antd';
import { useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { resolveSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo } from '@wordpress/element';
import { applyFilters } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { getBoot } from '../../boot';
import {
	TEMPLATE_BUILDER_SCREEN_FILTER,
	type TemplateBuilderEvent,
	type TemplateBuilderScreenProps,
} from '../../extension-points';
import { notify } from '../../../components/notifications';
import { eventsStore, type Event } from '../../../data/events';
import { useCollectionActions, useItem } from '../../../data/hooks';
import {
	templatesStore,
	type Template,
	type TemplateFields,
} from '../../../data/templates';
import { pageLocation } from './location';
import { builderPath } from './types';

type BuilderScreen = React.ComponentType< TemplateBuilderScreenProps >;

/**
 * The builder's address on its own page.
 *
 * @param id Template id.
 */
export function builderPageUrl( id: number ): string {
	return `${ getBoot().builderUrl }#${ builderPath( id ) }`;
}

/**
 * Goes to a dashboard route on the dashboard's page (the builder's page
 * carries the block editor, which the other screens do not need).
 *
 * @param path Route, e.g. '/template-builder'.
 */
function leaveTo( path: string ) {
	pageLocation.assign( `${ getBoot().pageUrl }#${ path }` );
}

/**
 * The route element.
 */
export default function BuilderRoute() {
	const id = Number( useParams().id );
	const Screen = applyFilters(
		TEMPLATE_BUILDER_SCREEN_FILTER,
		null
	) as BuilderScreen | null;

	useEffect( () => {
		if ( ! Screen && id > 0 ) {
			pageLocation.replace( builderPageUrl( id ) );
		}
	}, [ Screen, id ] );

	if ( ! Screen ) {
		return (
			<Spin
				className="eventin-shell__loading"
				aria-label={ __(
					'Opening the template builder…',
					'eventin-pro'
				) }
			/>
		);
	}
	return <BuilderHost key={ id } id={ id } Screen={ Screen } />;
}

/**
 * Loads the template and hands it to the builder's screen.
 *
 * @param props        Props.
 * @param props.id     Template id.
 * @param props.Screen The builder's screen.
 */
function BuilderHost( { id, Screen }: { id: number; Screen: BuilderScreen } ) {
	const { item, error } = useItem< Template >( templatesStore, id );
	const { updateItem } = useCollectionActions< Template >( templatesStore );
	const save = useCallback(
		( fields: TemplateFields ) => updateItem( id, { ...fields } ),
		[ id, updateItem ]
	);
	const previewUrl = useMemo(
		() =>
			addQueryArgs( getBoot().siteUrl, {
				action: 'etn-preview-template',
				template_id: id,
			} ),
		[ id ]
	);
	const elementorUrl = getBoot().hasElementor
		? addQueryArgs( `${ getBoot().adminUrl }post.php`, {
				post: id,
				action: 'elementor',
		  } )
		: undefined;

	if ( error ) {
		return (
			<Alert
				type="error"
				showIcon
				message={ __( 'Could not load the template.', 'eventin-pro' ) }
				description={ error.message }
			/>
		);
	}
	// A copy from a list has no content: wait for the item itself.
	if ( ! item || item.content === undefined ) {
		return <Spin className="eventin-shell__loading" />;
	}
	return (
		<Screen
			template={ item }
			save={ save }
			notify={ notify }
			navigate={ leaveTo }
			previewUrl={ previewUrl }
			elementorUrl={ elementorUrl }
			loadEvents={ loadEvents }
		/>
	);
}

/**
 * The first 100 events, newest first, for the preview-event select.
 */
async function loadEvents(): Promise< TemplateBuilderEvent[] > {
	const events = ( await resolveSelect( eventsStore ).getItems( {
		paged: 1,
		per_page: 100,
	} ) ) as Event[] | undefined;
	return ( events ?? [] ).map( ( event ) => ( {
		id: event.id,
		title: event.title,
	} ) );
}
