/**
 * The attendee filters: the event (searched on the server, so a site with
 * thousands of events finds any), the payment status and the ticket status.
 * Each clearable.
 */

/**
 * External dependencies
 */
import { Select } from 'antd';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDebouncedValue } from '../../../../components/list-page';
import { eventsStore, type Event } from '../../../../data/events';
import { useCollection } from '../../../../data/hooks';
import type { PaymentStatus, TicketStatus } from '../../../../data/attendees';
import { optionsOf, paymentLabels, ticketStatusLabels } from '../statuses';

/** Events offered at a time: the search narrows them down. */
const EVENT_OPTIONS = 20;

interface FilterProps< V > {
	value?: V;
	onChange: ( value: V | undefined ) => void;
}

/**
 * The event select.
 *
 * @param props          Props.
 * @param props.value    Event id.
 * @param props.onChange Receives the id, undefined when cleared.
 */
export function EventFilter( { value, onChange }: FilterProps< number > ) {
	const [ term, setTerm ] = useState( '' );
	// The chosen event keeps its name when a new search leaves it out.
	const [ chosen, setChosen ] = useState< {
		value: number;
		label: string;
	} >();
	const search = useDebouncedValue( term.trim() );
	const { items, isLoading, isFetching } = useCollection< Event >(
		eventsStore,
		{ search_keyword: search, paged: 1, per_page: EVENT_OPTIONS }
	);
	const options = items.map( ( event ) => ( {
		value: event.id,
		label: event.title,
	} ) );
	if (
		chosen &&
		chosen.value === value &&
		! options.some( ( o ) => o.value === value )
	) {
		options.unshift( chosen );
	}
	const label = __( 'Filter by Event', 'eventin-pro' );
	return (
		<Select< number, { value: number; label: string } >
			className="eventin-attendees__filter eventin-attendees__event-filter"
			aria-label={ label }
			placeholder={ label }
			allowClear
			showSearch
			filterOption={ false }
			searchValue={ term }
			onSearch={ setTerm }
			loading={ isLoading || isFetching }
			value={ value }
			options={ options }
			onChange={ ( next, option ) => {
				setChosen( Array.isArray( option ) ? undefined : option );
				setTerm( '' );
				onChange( next ?? undefined );
			} }
			notFoundContent={ __( 'No events found.', 'eventin-pro' ) }
			popupMatchSelectWidth={ false }
		/>
	);
}

/**
 * A select of fixed choices.
 *
 * @param props           Props.
 * @param props.value     Chosen value.
 * @param props.onChange  Receives the value, undefined when cleared.
 * @param props.label     Placeholder and accessible name.
 * @param props.labels    Value => label, in the order offered.
 * @param props.className Class of the select.
 */
function ChoiceFilter< V extends string >( {
	value,
	onChange,
	label,
	labels,
	className,
}: FilterProps< V > & {
	label: string;
	labels: Record< V, string >;
	className: string;
} ) {
	return (
		<Select< V >
			className={ `eventin-attendees__filter ${ className }` }
			aria-label={ label }
			placeholder={ label }
			allowClear
			value={ value }
			options={ optionsOf( labels ) }
			onChange={ ( next ) => onChange( next ?? undefined ) }
			popupMatchSelectWidth={ false }
		/>
	);
}

/**
 * The payment status select: Pending, Success, Failed, Refunded.
 *
 * @param props Value and change handler.
 */
export function PaymentFilter( props: FilterProps< PaymentStatus > ) {
	return (
		<ChoiceFilter
			{ ...props }
			label={ __( 'Payment status', 'eventin-pro' ) }
			labels={ paymentLabels() }
			className="eventin-attendees__payment-filter"
		/>
	);
}

/**
 * The ticket status select: Checked in (used), Not checked in (unused).
 *
 * @param props Value and change handler.
 */
export function TicketStatusFilter( props: FilterProps< TicketStatus > ) {
	return (
		<ChoiceFilter
			{ ...props }
			label={ __( 'Ticket status', 'eventin-pro' ) }
			labels={ ticketStatusLabels() }
			className="eventin-attendees__ticket-filter"
		/>
	);
}
