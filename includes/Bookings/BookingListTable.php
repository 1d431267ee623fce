<?php
/**
 * The booking list's table (`{prefix}eventin_booking_list`).
 *
 * @package EventinPro
 */

namespace EventinPro\Bookings;

use EventinPro\Support\PostListTable;

defined( 'ABSPATH' ) || exit;

/**
 * One row per listed booking: its event, status and date, and the customer's
 * names and e-mail address the search looks at. Totals are kept per event and
 * status.
 */
final class BookingListTable extends PostListTable {

	/**
	 * {@inheritDoc}
	 */
	protected function post_type(): string {
		return Bookings::POST_TYPE;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function name(): string {
		return 'booking';
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
			'event_id'   => array( self::ID, BookingsRepository::META_EVENT_ID ),
			'status'     => array( self::CODE, BookingsRepository::META_STATUS ),
			'booked_at'  => array( self::POSTDATE, null ),
			'first_name' => array( self::TEXT, BookingsRepository::FIELDS['first_name'] ),
			'last_name'  => array( self::TEXT, BookingsRepository::FIELDS['last_name'] ),
			'email'      => array( self::TEXT, BookingsRepository::FIELDS['email'] ),
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
		return array( 'status' );
	}

	/**
	 * Each filter is an equality on a key's leading columns, in id order
	 * (InnoDB appends the primary key); the date range is a range of its own.
	 */
	protected function keys(): array {
		return array(
			'by_event'        => array( 'event_id' ),
			'by_event_status' => array( 'event_id', 'status' ),
			'by_status'       => array( 'status' ),
			'by_date'         => array( 'booked_at' ),
			'by_first_name'   => array( 'first_name' ),
			'by_last_name'    => array( 'last_name' ),
			'by_email'        => array( 'email' ),
		);
	}
}
