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
 * The payment status select: Pending, Success, Failed, Refunded.
 *
 * @param props          Props.
 * @param props.value    Status.
 * @param props.onChange Receives the status, undefined when cleared.
 */
export function PaymentFilter( {
	value,
	onChange,
}: FilterProps< PaymentStatus > ) {
	const label = __( 'Payment status', 'eventin-pro' );
	return (
		<Select< PaymentStatus >
			className="eventin-attendees__filter eventin-attendees__payment-filter"
			aria-label={ label }
			placeholder={ label }
			allowClear
			value={ value }
			options={ optionsOf( paymentLabels() ) }
			onChange={ ( next ) => onChange( next ?? undefined ) }
			popupMatchSelectWidth={ false }
		/>
	);
}

/**
 * The ticket status select: Checked in (used), Not checked in (unused).
 *
 * @param props          Props.
 * @param props.value    Status.
 * @param props.onChange Receives the status, undefined when cleared.
 */
export function TicketStatusFilter( {
	value,
	onChange,
}: FilterProps< TicketStatus > ) {
	const label = __( 'Ticket status', 'eventin-pro' );
	return (
		<Select< TicketStatus >
			className="eventin-attendees__filter eventin-attendees__ticket-filter"
			aria-label={ label }
			placeholder={ label }
			allowClear
			value={ value }
			options={ optionsOf( ticketStatusLabels() ) }
			onChange={ ( next ) => onChange( next ?? undefined ) }
			popupMatchSelectWidth={ false }
		/>
	);
}
