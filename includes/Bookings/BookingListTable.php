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
 * One row per listed booking: its event, status and date, the customer's
 * names and e-mail address the search looks at, and what the overview's sales
 * add up (tickets, total price). Totals are kept per event and status.
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
		return '2';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function columns(): array {
		return array(
			'event_id'      => array( self::ID, BookingsRepository::META_EVENT_ID ),
			'status'        => array( self::CODE, BookingsRepository::META_STATUS ),
			'booked_at'     => array( self::POSTDATE, null ),
			'booked_at_gmt' => array( self::POSTDATE_GMT, null ),
			'first_name'    => array( self::TEXT, BookingsRepository::FIELDS['first_name'] ),
			'last_name'     => array( self::TEXT, BookingsRepository::FIELDS['last_name'] ),
			'email'         => array( self::TEXT, BookingsRepository::FIELDS['email'] ),
			'tickets'       => array( self::COUNT, BookingsRepository::META_TICKETS ),
			'total_price'   => array( self::AMOUNT, BookingsRepository::FIELDS['total_price'] ),
		);
	}

	/**
	 * The tickets column: the sum of the quantities in the stored `tickets`
	 * list (serialized `{ticket_slug, ticket_quantity, …}` rows).
	 *
	 * @param string $column Column.
	 * @param string $stored Stored meta value.
	 */
	protected function derive( string $column, string $stored ): string {
		if ( 'tickets' !== $column ) {
			return $stored;
		}
		$tickets = is_serialized( $stored ) ? @unserialize( trim( $stored ), array( 'allowed_classes' => false ) ) : null; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize,WordPress.PHP.NoSilencedErrors.Discouraged -- stored by WordPress's serializer; classes refused.
		$count   = 0;
		foreach ( is_array( $tickets ) ? $tickets : array() as $ticket ) {
			$count += is_array( $ticket ) && is_numeric( $ticket['ticket_quantity'] ?? null ) ? max( 0, (int) $ticket['ticket_quantity'] ) : 0;
		}
		return (string) $count;
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
			// The overview's sales of a window: a range of completed bookings, read from the key alone.
			'sales'           => array( 'status', 'booked_at', 'booked_at_gmt', 'tickets', 'total_price' ),
		);
	}
}
