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
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { EventSearchSelect } from '../../../../components/event-search-select';
import type { PaymentStatus, TicketStatus } from '../../../../data/attendees';
import { optionsOf, paymentLabels, ticketStatusLabels } from '../statuses';

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
	const label = __( 'Filter by Event', 'eventin-pro' );
	return (
		<EventSearchSelect
			className="eventin-attendees__filter eventin-attendees__event-filter"
			ariaLabel={ label }
			placeholder={ label }
			value={ value }
			onChange={ onChange }
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
