/**
 * /events/create/{id}/*: the event editor. A sidebar menu of sections, each
 * a form that saves its own fields through the events store.
 */

/**
 * External dependencies
 */
import { Alert, Button, Flex, Spin, Tag } from 'antd';
import {
	Navigate,
	Route,
	Routes,
	useLocation,
	useNavigate,
	useParams,
} from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { eventsStore } from '../../../data/events';
import { useItem } from '../../../data/hooks';
import { pageLocation } from '../template-builder/location';
import { AdvancedSection } from './components/advanced-section';
import { AttendeesSection } from './components/attendees-section';
import { BasicSection } from './components/basic-section';
import { Panel } from './components/panel';
import { PeopleSection } from './components/people-section';
import { SchedulesSection } from './components/schedules-section';
import { TicketsSection } from './components/tickets-section';
import { editorPageAddress } from './editor-page';
import type { EditorEvent } from './types';

const SECTIONS = [
	{
		key: 'basic',
		label: () => __( 'Basic', 'eventin-pro' ),
		Section: BasicSection,
	},
	{
		key: 'tickets',
		label: () => __( 'Tickets', 'eventin-pro' ),
		Section: TicketsSection,
	},
	{
		key: 'people',
		label: () => __( 'People', 'eventin-pro' ),
		Section: PeopleSection,
	},
	{
		key: 'schedules',
		label: () => __( 'Schedules', 'eventin-pro' ),
		Section: SchedulesSection,
	},
	{
		key: 'attendees',
		label: () => __( 'Attendee form', 'eventin-pro' ),
		Section: AttendeesSection,
	},
	{
		key: 'advanced',
		label: () => __( 'Advanced', 'eventin-pro' ),
		Section: AdvancedSection,
	},
];

/**
 * The screen.
 */
export default function EventEditorScreen() {
	const { id } = useParams();
	const eventId = Number( id );
	const navigate = useNavigate();
	const { pathname } = useLocation();
	const { item: event, error } = useItem< EditorEvent >(
		eventsStore,
		eventId
	);
	const editorPage = editorPageAddress( pathname );
	useEffect( () => {
		if ( editorPage ) {
			pageLocation.replace( editorPage );
		}
	}, [ editorPage ] );
	const current =
		SECTIONS.find( ( section ) => pathname.endsWith( `/${ section.key }` ) )
			?.key ?? 'basic';

	if ( editorPage ) {
		return <Spin className="eventin-event-editor__loading" />;
	}
	if ( error ) {
		return (
			<Alert
				className="eventin-event-editor__error"
				type="error"
				showIcon
				message={ __(
					'The event could not be loaded.',
					'eventin-pro'
				) }
				description={ error.message }
			/>
		);
	}
	if ( ! event ) {
		return <Spin className="eventin-event-editor__loading" />;
	}

	return (
		<div className="eventin-event-editor">
			<Flex
				className="eventin-event-editor__heading"
				align="center"
				gap={ 12 }
				style={ { marginBottom: 16 } }
			>
				<h1 style={ { margin: 0, fontSize: 22 } }>
					{ event.title || __( '(no title)', 'eventin-pro' ) }
				</h1>
				{ event.post_status === 'publish' ? (
					<Tag color="success">
						{ __( 'Published', 'eventin-pro' ) }
					</Tag>
				) : (
					<Tag>{ __( 'Draft', 'eventin-pro' ) }</Tag>
				) }
			</Flex>
			<Flex gap={ 24 } align="flex-start">
				<Panel
					className="eventin-event-editor__sidebar"
					style={ { width: 220, flex: 'none', padding: 8 } }
				>
					{ /* Plain buttons rather than antd's Menu: the Menu (with its
					overflow and dropdown parts) would cost the chunk more than the
					five links are worth. */ }
					<nav
						aria-label={ __(
							'Event editor sections',
							'eventin-pro'
						) }
					>
						<Flex vertical gap={ 4 }>
							{ SECTIONS.map( ( section ) => {
								const active = section.key === current;
								return (
									<Button
										key={ section.key }
										type="text"
										block
										aria-current={
											active ? 'page' : undefined
										}
										className={
											active
												? 'eventin-event-editor__nav-item is-active'
												: 'eventin-event-editor__nav-item'
										}
										style={ {
											justifyContent: 'flex-start',
											fontWeight: active ? 600 : 400,
											color: active
												? '#6b2ee5'
												: undefined,
											background: active
												? '#f1ebfd'
												: undefined,
										} }
										onClick={ () =>
											navigate(
												`/events/create/${ eventId }/${ section.key }`
											)
										}
									>
										{ section.label() }
									</Button>
								);
							} ) }
						</Flex>
					</nav>
				</Panel>
				<Panel
					className="eventin-event-editor__content"
					style={ { flex: 1, minWidth: 0, maxWidth: 960 } }
				>
					<Routes>
						{ SECTIONS.map( ( { key, Section } ) => (
							<Route
								key={ key }
								path={ key }
								element={ <Section event={ event } /> }
							/>
						) ) }
						<Route
							path="*"
							element={ <Navigate to="basic" replace /> }
						/>
					</Routes>
				</Panel>
			</Flex>
		</div>
	);
}
