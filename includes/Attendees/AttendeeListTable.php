<?php
/**
 * The attendee list's table (`{prefix}eventin_attendee_list`).
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

use EventinPro\Support\PostListTable;

defined( 'ABSPATH' ) || exit;

/**
 * One row per listed attendee: its event, booking, payment and ticket status,
 * and the name, e-mail address and ticket id the search looks at. Totals are
 * kept per event, payment status and ticket status.
 */
final class AttendeeListTable extends PostListTable {

	/**
	 * {@inheritDoc}
	 */
	protected function post_type(): string {
		return Attendees::POST_TYPE;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function name(): string {
		return 'attendee';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function schema(): string {
		return '1';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function columns(): array {
		return array(
			'event_id'       => array( self::ID, AttendeesRepository::META_EVENT_ID ),
			'booking_id'     => array( self::ID, AttendeesRepository::META_BOOKING_ID ),
			'payment_status' => array( self::CODE, AttendeesRepository::META_STATUS ),
			'ticket_status'  => array( self::CODE, AttendeesRepository::META_TICKET_STATUS ),
			'name'           => array( self::TEXT, AttendeesRepository::META_NAME ),
			'email'          => array( self::TEXT, AttendeesRepository::META_EMAIL ),
			'ticket_id'      => array( self::TOKEN, AttendeesRepository::META_TICKET_ID ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function scope(): string {
		return 'event_id';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function counted(): array {
		return array( 'payment_status', 'ticket_status' );
	}

	/**
	 * Each filter and filter pair is an equality on a key's leading columns,
	 * whose entries are in id order (InnoDB appends the primary key): a page
	 * reads its own entries, newest first, without sorting.
	 */
	protected function keys(): array {
		return array(
			'by_event'          => array( 'event_id' ),
			'by_event_payment'  => array( 'event_id', 'payment_status' ),
			'by_event_ticket'   => array( 'event_id', 'ticket_status' ),
			'by_booking'        => array( 'booking_id' ),
			'by_payment'        => array( 'payment_status' ),
			'by_ticket'         => array( 'ticket_status' ),
			'by_payment_ticket' => array( 'payment_status', 'ticket_status' ),
			'by_name'           => array( 'name' ),
			'by_email'          => array( 'email' ),
			'by_ticket_id'      => array( 'ticket_id' ),
		);
	}
}
