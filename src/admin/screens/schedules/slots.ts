/**
 * The slot rules the form checks before saving, mirroring the server's:
 * 24-hour times, the end after the start, no two slots at the same time
 * (one may start when the previous ends). Slots are numbered from 1 in the
 * order shown.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { parseTime } from '../../../components/dates';
import type { ScheduleSlot } from '../../../data/schedules';

/** A slot as the form holds it: anything may still be empty. */
export type SlotValues = Partial< ScheduleSlot >;

/**
 * A new, empty slot.
 */
export function emptySlot(): SlotValues {
	return {
		start_time: '',
		end_time: '',
		topic: '',
		speakers: [],
		objective: '',
		room: '',
	};
}

/**
 * Whether a value is a 24-hour "HH:mm".
 *
 * @param value Input value.
 */
export function isTime( value: unknown ): value is string {
	return typeof value === 'string' && parseTime( value ) !== null;
}

/**
 * Whether a slot has two valid times in the right order.
 *
 * @param slot Slot.
 */
function hasRange(
	slot: SlotValues | undefined
): slot is SlotValues & { start_time: string; end_time: string } {
	return (
		!! slot &&
		isTime( slot.start_time ) &&
		isTime( slot.end_time ) &&
		slot.start_time < slot.end_time
	);
}

/**
 * The problem with a slot's end time, if any.
 *
 * @param slot Slot.
 */
export function endTimeProblem( slot: SlotValues | undefined ) {
	if ( ! slot || ! isTime( slot.start_time ) || ! isTime( slot.end_time ) ) {
		return undefined;
	}
	return slot.end_time <= slot.start_time
		? __( 'The end time must be after the start time.', 'eventin-pro' )
		: undefined;
}

/**
 * The first other slot whose time overlaps slot `index`, as a message.
 *
 * @param slots All slots, in the order shown.
 * @param index Position of the slot to check.
 */
export function overlapProblem(
	slots: Array< SlotValues | undefined > | undefined,
	index: number
) {
	const slot = slots?.[ index ];
	if ( ! slots || ! hasRange( slot ) ) {
		return undefined;
	}
	const other = slots.findIndex(
		( candidate, position ) =>
			position !== index &&
			hasRange( candidate ) &&
			candidate.start_time < slot.end_time &&
			slot.start_time < candidate.end_time
	);
	if ( other < 0 ) {
		return undefined;
	}
	const { start_time: start, end_time: end } = slots[ other ] as SlotValues;
	return sprintf(
		/* translators: 1: slot number, 2: its start time, 3: its end time. */
		__( 'This slot overlaps slot %1$d (%2$s - %3$s).', 'eventin-pro' ),
		other + 1,
		start,
		end
	);
}

/**
 * A slot as the server takes it: text trimmed, empty extras filled in.
 *
 * @param slot Form values.
 */
export function slotPayload( slot: SlotValues ): ScheduleSlot {
	return {
		start_time: slot.start_time ?? '',
		end_time: slot.end_time ?? '',
		topic: ( slot.topic ?? '' ).trim(),
		speakers: slot.speakers ?? [],
		objective: ( slot.objective ?? '' ).trim(),
		room: ( slot.room ?? '' ).trim(),
	};
}
