/**
 * A select of any event, searched on the server by title (so a site with
 * thousands of events finds any): the attendees list's event filter, "Attendees
 * of another event" in the RSVP invitation form, and (with `multiple`) the
 * events of a shortcode widget. Also a form control (value, onChange, id from
 * Form.Item).
 */

/**
 * External dependencies
 */
import { Select } from 'antd';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
// Not from the list page's index, which would bring its table along.
import { useDebouncedValue } from '../list-page/use-debounced-value';
import { eventsStore, type Event } from '../../data/events';
import { useCollection } from '../../data/hooks';

/** Events offered at a time: the search narrows them down. */
const EVENT_OPTIONS = 20;

interface Option {
	value: number;
	label: string;
}

interface CommonProps {
	id?: string;
	placeholder?: string;
	/** Accessible name, when no label points at the select. */
	ariaLabel?: string;
	className?: string;
	/** Whether the list is as wide as the select (antd's default). */
	popupMatchSelectWidth?: boolean;
}

interface SingleProps extends CommonProps {
	multiple?: false;
	/** Event id. */
	value?: number;
	/** Receives the id, undefined when cleared. */
	onChange?: ( value: number | undefined ) => void;
}

interface MultipleProps extends CommonProps {
	/** Several events. */
	multiple: true;
	/** Event ids. */
	value?: number[];
	onChange?: ( value: number[] ) => void;
}

export type EventSearchSelectProps = SingleProps | MultipleProps;

const NO_IDS: number[] = [];

/**
 * The titles of chosen events that neither the current page of options nor
 * an earlier choice names: a multiple select may arrive preset (the shortcode
 * generator's `?event_ids=`), so each such event is read once by id. Until
 * then they are called by their id.
 *
 * @param ids    Event ids to name.
 * @param lookUp Whether to read them (not while the first page may name them).
 */
function useTitlesOf( ids: number[], lookUp: boolean ): Option[] {
	const key = ids.join( ',' );
	const events = useSelect(
		( select ) => {
			// The factory's selectors have no published types.
			const store = select( eventsStore ) as unknown as {
				getItem: ( id: number ) => Event | undefined;
			};
			// The store's own objects, so that equal answers compare equal.
			return ids.map( ( id ) =>
				lookUp ? store.getItem( id ) : undefined
			);
		},
		// The ids array may be new on every render; its content is the key.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ key, lookUp ]
	);
	return ids.map( ( id, index ) => ( {
		value: id,
		label:
			events[ index ]?.title ??
			sprintf(
				/* translators: %d: event id. */
				__( 'Event #%d', 'eventin-pro' ),
				id
			),
	} ) );
}

/**
 * The select.
 *
 * @param props                       Props.
 * @param props.id                    The input's id (the label's target).
 * @param props.placeholder           Placeholder.
 * @param props.ariaLabel             Accessible name.
 * @param props.className             Class of the select.
 * @param props.popupMatchSelectWidth Whether the list is as wide as the select.
 */
export function EventSearchSelect( props: EventSearchSelectProps ) {
	const { id, placeholder, ariaLabel, className, popupMatchSelectWidth } =
		props;
	const [ term, setTerm ] = useState( '' );
	// The chosen events keep their names when a new search leaves them out.
	const [ chosen, setChosen ] = useState< Option[] >( [] );
	const search = useDebouncedValue( term.trim() );
	const { items, isLoading, isFetching } = useCollection< Event >(
		eventsStore,
		{ search_keyword: search, paged: 1, per_page: EVENT_OPTIONS }
	);
	const options: Option[] = items.map( ( event ) => ( {
		value: event.id,
		label: event.title,
	} ) );
	const selected: number[] = props.multiple
		? props.value ?? NO_IDS
		: ( [ props.value ].filter( Boolean ) as number[] );
	const missing = selected.filter(
		( value ) => ! options.some( ( option ) => option.value === value )
	);
	const unnamed = props.multiple
		? missing.filter(
				( value ) =>
					! chosen.some( ( option ) => option.value === value )
		  )
		: NO_IDS;
	// Looked up once the first page has come, which may name them already.
	const named = useTitlesOf( unnamed, ! isLoading );
	[ ...named, ...chosen ]
		.filter( ( option ) => missing.includes( option.value ) )
		.reverse()
		.forEach( ( option ) => options.unshift( option ) );

	const common = {
		id,
		className,
		'aria-label': ariaLabel,
		placeholder,
		allowClear: true,
		showSearch: true,
		filterOption: false,
		searchValue: term,
		onSearch: setTerm,
		loading: isLoading || isFetching,
		options,
		notFoundContent: __( 'No events found.', 'eventin-pro' ),
		popupMatchSelectWidth,
	};
	if ( props.multiple ) {
		return (
			<Select< number[], Option >
				{ ...common }
				mode="multiple"
				value={ props.value ?? NO_IDS }
				onChange={ ( next, option ) => {
					setChosen(
						( Array.isArray( option ) ? option : [] ).filter(
							( item ): item is Option =>
								!! item && 'label' in item
						)
					);
					setTerm( '' );
					props.onChange?.( next ?? [] );
				} }
			/>
		);
	}
	return (
		<Select< number, Option >
			{ ...common }
			value={ props.value }
			onChange={ ( next, option ) => {
				setChosen(
					option && ! Array.isArray( option ) ? [ option ] : []
				);
				setTerm( '' );
				props.onChange?.( next ?? undefined );
			} }
		/>
	);
}
