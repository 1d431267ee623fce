<?php
/**
 * Storage of bookings: the `etn-order` post type and its meta, with Eventin
 * 4's key names.
 *
 * @package EventinPro
 */

namespace EventinPro\Bookings;

use EventinPro\Attendees\Attendees;
use EventinPro\Attendees\AttendeesRepository;
use EventinPro\Attendees\PostList;
use EventinPro\Settings\SettingsRepository;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Repository. Clean field => stored key in FIELDS; the README's "Bookings and
 * attendees storage" lists who writes each.
 */
final class BookingsRepository {

	public const META_STATUS       = 'status';
	public const META_EVENT_ID     = 'event_id';
	public const META_TICKETS      = 'tickets';
	public const META_ACCESS_TOKEN = '_order_access_token';

	/**
	 * Clean scalar field => stored key.
	 */
	public const FIELDS = array(
		'first_name'     => 'customer_fname',
		'last_name'      => 'customer_lname',
		'email'          => 'customer_email',
		'phone'          => 'customer_phone',
		'event_id'       => self::META_EVENT_ID,
		'payment_method' => 'payment_method',
		'status'         => self::META_STATUS,
		'total_price'    => 'total_price',
		'currency'       => 'currency',
		'user_id'        => 'user_id',
		'date_time'      => 'date_time',
	);

	/**
	 * Booking statuses (kept in the schema, which the routes' arguments read
	 * without loading this class).
	 */
	public const STATUSES = BookingSchema::STATUSES;

	/**
	 * Eventin's `date_time` format (site time, 12-hour clock).
	 */
	public const DATE_TIME_FORMAT = 'Y-m-d h:i A';

	/**
	 * Creates a booking with Eventin 4's keys (an access token included).
	 *
	 * @param array<string,mixed> $fields Clean fields (FIELDS keys, tickets as
	 *                                    [{slug, quantity, price}], extra_fields).
	 * @return int|WP_Error New id.
	 */
	public function insert( array $fields ) {
		$now = time();
		$id  = wp_insert_post(
			array(
				// Eventin 4 keeps its orders as drafts; its lists take any status.
				'post_type'     => Bookings::POST_TYPE,
				'post_status'   => 'draft',
				'post_title'    => '',
				'post_date'     => wp_date( 'Y-m-d H:i:s', $now ),
				'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $now ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$values = array_intersect_key( $fields, self::FIELDS ) + array( 'date_time' => wp_date( self::DATE_TIME_FORMAT, $now ) );
		foreach ( $values as $field => $value ) {
			add_post_meta( $id, self::FIELDS[ $field ], wp_slash( (string) $value ), true );
		}
		add_post_meta( $id, self::META_TICKETS, self::stored_tickets( (array) ( $fields['tickets'] ?? array() ) ), true );
		add_post_meta( $id, 'extra_fields', wp_slash( (array) ( $fields['extra_fields'] ?? array() ) ), true );
		add_post_meta( $id, self::META_ACCESS_TOKEN, bin2hex( random_bytes( 16 ) ), true );
		return $id;
	}

	/**
	 * Writes a booking's status (merging: nothing when unchanged).
	 *
	 * @param int    $id     Booking id.
	 * @param string $status New status.
	 * @return bool Whether it was written.
	 */
	public function set_status( int $id, string $status ): bool {
		if ( $this->current_status( $id ) === $status ) {
			return false;
		}
		update_post_meta( $id, self::META_STATUS, $status );
		return true;
	}

	/**
	 * The status as stored now, read past every cache (call it under the event lock).
	 *
	 * @param int $id Booking id.
	 */
	public function current_status( int $id ): string {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a decision under a lock must see what another request committed.
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s ORDER BY meta_id LIMIT 1", $id, self::META_STATUS ) );
	}

	/**
	 * One booking with clean fields, or null when the id is no booking.
	 *
	 * @param int $id Booking id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		return $this->get_many( array( $id ) )[ $id ] ?? null;
	}

	/**
	 * Several bookings (two queries whatever their number).
	 *
	 * @param int[] $ids Booking ids.
	 * @return array<int,array<string,mixed>> Id => clean fields; ids that are no booking are left out.
	 */
	public function get_many( array $ids ): array {
		return array_map( array( $this, 'read' ), ( new PostList( Bookings::POST_TYPE ) )->posts( $ids ) );
	}

	/**
	 * One page of bookings, newest first (four queries whatever the page size).
	 *
	 * Filters: event_id and status (exact, each an index lookup), start_date /
	 * end_date ('Y-m-d', site time, inclusive: a range of core's
	 * type_status_date index), search: the start of the first name, last name
	 * or e-mail address.
	 *
	 * @param array<string,mixed> $filters  Filters (any subset).
	 * @param int                 $page     Page, from 1.
	 * @param int                 $per_page Items per page.
	 * @return array{0:array<int,array<string,mixed>>,1:int} Items and total.
	 */
	public function find( array $filters, int $page, int $per_page ): array {
		list( $ids, $total ) = $this->find_ids( $filters, $page, $per_page );
		return array( array_values( $this->get_many( $ids ) ), $total );
	}

	/**
	 * One page of booking ids and the total (find() without loading them).
	 *
	 * @param array<string,mixed> $filters  Filters (see find()).
	 * @param int                 $page     Page, from 1.
	 * @param int                 $per_page Items per page.
	 * @return array{0:int[],1:int}
	 */
	public function find_ids( array $filters, int $page, int $per_page ): array {
		$equals = array();
		foreach ( array( 'event_id', 'status' ) as $field ) {
			if ( isset( $filters[ $field ] ) && '' !== (string) $filters[ $field ] ) {
				$equals[ $field ] = (string) $filters[ $field ];
			}
		}
		$from   = (string) ( $filters['start_date'] ?? '' );
		$to     = (string) ( $filters['end_date'] ?? '' );
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		$found  = BookingListTable::instance()->page(
			$equals,
			'' !== $search ? array( $search, array( 'first_name', 'last_name', 'email' ), array() ) : null,
			'' !== $from || '' !== $to ? array( 'booked_at', '' !== $from ? "$from 00:00:00" : '', '' !== $to ? "$to 23:59:59" : '' ) : null,
			max( 0, ( $page - 1 ) * $per_page ),
			$per_page
		);
		return $found ?? $this->find_ids_in_postmeta( $filters, $page, $per_page );
	}

	/**
	 * find_ids() from postmeta, while the list's table is being filled.
	 *
	 * @param array<string,mixed> $filters  Filters (see find()).
	 * @param int                 $page     Page, from 1.
	 * @param int                 $per_page Items per page.
	 * @return array{0:int[],1:int}
	 */
	public function find_ids_in_postmeta( array $filters, int $page, int $per_page ): array {
		$list = new PostList( Bookings::POST_TYPE );
		foreach ( array( 'event_id', 'status' ) as $field ) {
			if ( isset( $filters[ $field ] ) && '' !== (string) $filters[ $field ] ) {
				$list->where_meta( self::FIELDS[ $field ], (string) $filters[ $field ] );
			}
		}
		$from = (string) ( $filters['start_date'] ?? '' );
		$to   = (string) ( $filters['end_date'] ?? '' );
		if ( '' !== $from || '' !== $to ) {
			$list->between( '' !== $from ? "$from 00:00:00" : '', '' !== $to ? "$to 23:59:59" : '' );
		}
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		if ( '' !== $search ) {
			$list->search( $search, array( 'customer_fname', 'customer_lname', 'customer_email' ), array() );
		}
		return $list->page( $page, $per_page );
	}

	/**
	 * The keys of the extra fields stored on a filter's newest bookings, for the
	 * columns of the CSV export.
	 *
	 * A booking keeps its extra fields as one serialized array (`extra_fields`),
	 * so no index lists the keys in use: knowing them for every booking would
	 * mean reading every booking's array (a million at scale, on each export
	 * request). Instead this reads the arrays of the filter's newest $limit
	 * bookings: the page of ids (the list's own indexed query) and then one
	 * query of their `extra_fields` rows, so time and memory are bounded by
	 * $limit whatever the number of bookings. It finds every field of any
	 * export of up to $limit bookings; beyond that, a field that only older
	 * bookings have (a booking form changed long ago) gets no column. The
	 * attendees' extra-field meta keys are not added: those are per ticket
	 * holder and go in the attendees export; here they would only add columns
	 * that are always empty.
	 *
	 * @param array<string,mixed> $filters  Filters (see find()).
	 * @param int                 $limit    Most bookings read.
	 * @param int                 $max_keys Most keys answered.
	 * @return string[] Keys in the order they first appear, newest booking first
	 *                  (so in its form's order).
	 */
	public function extra_field_keys( array $filters, int $limit, int $max_keys ): array {
		global $wpdb;
		list( $ids ) = $this->find_ids( $filters, 1, $limit );
		if ( ! $ids ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- $in is placeholders only; one column of a bounded set of rows, not worth the meta cache.
		$values = $wpdb->get_col( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s AND post_id IN ($in) ORDER BY post_id DESC", array_merge( array( 'extra_fields' ), $ids ) ) );
		$keys   = array();
		foreach ( (array) $values as $value ) {
			// No objects: the keys are all that is wanted here.
			$fields = is_serialized( $value ) ? @unserialize( trim( $value ), array( 'allowed_classes' => false ) ) : null; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize,WordPress.PHP.NoSilencedErrors.Discouraged -- stored by WordPress's serializer; classes refused.
			foreach ( is_array( $fields ) ? array_keys( $fields ) : array() as $key ) {
				$keys[ (string) $key ] = true;
				if ( count( $keys ) >= $max_keys ) {
					break 2;
				}
			}
		}
		return array_map( 'strval', array_keys( $keys ) );
	}

	/**
	 * Completed bookings per day, in one grouped query: how many, their tickets
	 * (the quantities the booking holds, one attendee each; from postmeta, while
	 * the list's table is filled, its attendees) and their revenue (total_price).
	 *
	 * A booking's moment is its post_date_gmt; Eventin 4 keeps its orders as
	 * drafts, whose post_date_gmt WordPress leaves at zero, so those are placed
	 * by post_date (site time) instead. The window is also a range of post_date
	 * (with two days to spare for any offset), which the list table's `sales`
	 * key serves (or core's type_status_date index), so the query reads only
	 * the window's bookings.
	 *
	 * @param string[] $starts_utc   Day starts ('Y-m-d H:i:s', UTC), oldest first, one more than the days (the end).
	 * @param string[] $starts_local The same instants in site time.
	 * @return array<int,array{bookings:int,tickets:int,revenue:float}> Day index (0 = first) => figures; days without sales left out.
	 */
	public function sales_per_day( array $starts_utc, array $starts_local ): array {
		global $wpdb;
		$days = count( $starts_utc ) - 1;
		if ( $days < 1 || count( $starts_local ) !== $days + 1 ) {
			return array();
		}
		$ladder = static function ( string $column ) use ( $days ): string {
			$when = "WHEN $column < %s THEN NULL";
			for ( $day = 0; $day < $days; $day++ ) {
				$when .= " WHEN $column < %s THEN $day";
			}
			return "CASE $when ELSE NULL END";
		};
		$from   = gmdate( 'Y-m-d H:i:s', (int) strtotime( $starts_local[0] . ' UTC' ) - 2 * DAY_IN_SECONDS );
		$to     = gmdate( 'Y-m-d H:i:s', (int) strtotime( $starts_local[ $days ] . ' UTC' ) + 2 * DAY_IN_SECONDS );
		$args   = array_merge(
			$starts_local,
			$starts_utc,
			array( AttendeesRepository::META_BOOKING_ID, Attendees::POST_TYPE, self::FIELDS['total_price'], self::META_STATUS, 'completed', Bookings::POST_TYPE ),
			PostList::STATUSES,
			array( $from, $to )
		);
		$states = implode( ',', array_fill( 0, count( PostList::STATUSES ), '%s' ) );
		$list   = BookingListTable::instance();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- placeholders only (the ladders and $states are built from them); a grouped report, not cacheable.
		if ( $list->ready() ) {
			// The list's table keeps each booking's tickets and total next to its status and dates: the window is a
			// range of its `sales` key, read from the key alone (at a million bookings the query below took over a minute).
			$list->flush();
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT d.day AS day, COUNT(*) AS bookings, SUM(d.tickets) AS tickets, SUM(d.revenue) AS revenue
					FROM (
						SELECT CASE WHEN l.booked_at_gmt = '0000-00-00 00:00:00' THEN {$ladder( 'l.booked_at' )} ELSE {$ladder( 'l.booked_at_gmt' )} END AS day,
							l.tickets AS tickets, l.total_price AS revenue
						FROM {$list->table()} l
						WHERE l.status = %s AND l.booked_at BETWEEN %s AND %s
					) d
					WHERE d.day IS NOT NULL
					GROUP BY d.day",
					array_merge( $starts_local, $starts_utc, array( 'completed', $from, $to ) )
				)
			);
		} else {
			$rows = $this->sales_per_day_in_postmeta( $ladder, $args, $states );
		}
		// phpcs:enable
		$sales = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$sales[ (int) $row->day ] = array(
				'bookings' => (int) $row->bookings,
				'tickets'  => (int) $row->tickets,
				'revenue'  => round( (float) $row->revenue, 2 ),
			);
		}
		return $sales;
	}

	/**
	 * sales_per_day() from postmeta, while the list's table is being filled:
	 * tickets are the booking's attendees.
	 *
	 * @param callable         $ladder Day ladder of a column (CASE … END with placeholders).
	 * @param array<int,mixed> $args   The values of the placeholders.
	 * @param string           $states Placeholders of the post statuses.
	 * @return object[]|null Rows with day, bookings, tickets, revenue.
	 */
	private function sales_per_day_in_postmeta( callable $ladder, array $args, string $states ): ?array {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- placeholders only (the ladders and $states are built from them); a grouped report, not cacheable.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT d.day AS day, COUNT(*) AS bookings, SUM(d.tickets) AS tickets, SUM(d.revenue) AS revenue
				FROM (
					SELECT CASE WHEN o.post_date_gmt = '0000-00-00 00:00:00' THEN {$ladder( 'o.post_date' )} ELSE {$ladder( 'o.post_date_gmt' )} END AS day,
						(SELECT COUNT(*) FROM {$wpdb->postmeta} am INNER JOIN {$wpdb->posts} ap ON ap.ID = am.post_id
							WHERE am.meta_key = %s AND am.meta_value = CONCAT(o.ID, '') AND ap.post_type = %s AND ap.post_status NOT IN ('trash', 'auto-draft')) AS tickets,
						COALESCE(tp.meta_value, 0) + 0 AS revenue
					FROM {$wpdb->posts} o
					LEFT JOIN {$wpdb->postmeta} tp ON tp.post_id = o.ID AND tp.meta_key = %s
					INNER JOIN {$wpdb->postmeta} st ON st.post_id = o.ID AND st.meta_key = %s AND st.meta_value = %s
					WHERE o.post_type = %s AND o.post_status IN ($states) AND o.post_date BETWEEN %s AND %s
				) d
				WHERE d.day IS NOT NULL
				GROUP BY d.day",
				$args
			)
		);
		// phpcs:enable
		return is_array( $rows ) ? $rows : null;
	}

	/**
	 * Clean fields of a primed booking.
	 *
	 * @param \WP_Post $post Booking.
	 * @return array<string,mixed>
	 */
	private function read( \WP_Post $post ): array {
		$meta = get_post_meta( $post->ID );
		$item = array( 'id' => $post->ID );
		foreach ( self::FIELDS as $field => $key ) {
			$item[ $field ] = isset( $meta[ $key ][0] ) ? (string) $meta[ $key ][0] : '';
		}
		if ( '' === $item['currency'] ) {
			// Eventin 4 stores no currency on some bookings and shows the site's.
			$item['currency'] = (string) ( new SettingsRepository() )->get( 'currency' );
		}
		$item['event_id']    = (int) $item['event_id'];
		$item['user_id']     = (int) ( '' !== $item['user_id'] ? $item['user_id'] : ( $meta['customer_id'][0] ?? 0 ) );
		$item['total_price'] = is_numeric( $item['total_price'] ) ? (float) $item['total_price'] : 0.0;
		$item['tickets']     = array();
		foreach ( (array) maybe_unserialize( $meta[ self::META_TICKETS ][0] ?? '' ) as $ticket ) {
			if ( is_array( $ticket ) && isset( $ticket['ticket_slug'] ) ) {
				$item['tickets'][] = array(
					'slug'     => (string) $ticket['ticket_slug'],
					'quantity' => (int) ( $ticket['ticket_quantity'] ?? 0 ),
					'price'    => (float) ( $ticket['ticket_price'] ?? 0 ),
				);
			}
		}
		$extra                = maybe_unserialize( $meta['extra_fields'][0] ?? '' );
		$item['extra_fields'] = is_array( $extra ) ? $extra : array();
		$item['created_at']   = mysql_to_rfc3339( $post->post_date );
		// Drafts (Eventin's orders) may have no GMT date: the site-time date converts.
		$gmt          = '0000-00-00 00:00:00' !== $post->post_date_gmt ? $post->post_date_gmt : get_gmt_from_date( $post->post_date );
		$item['date'] = gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( $gmt . ' UTC' ) );
		return $item;
	}

	/**
	 * Tickets in Eventin's stored shape (whole prices as integers, as it stores them).
	 *
	 * @param array<int,array<string,mixed>> $tickets Clean tickets.
	 * @return array<int,array{ticket_slug:string,ticket_quantity:int,ticket_price:int|float}>
	 */
	private static function stored_tickets( array $tickets ): array {
		$stored = array();
		foreach ( $tickets as $ticket ) {
			$price    = round( (float) ( $ticket['price'] ?? 0 ), 2 );
			$stored[] = array(
				'ticket_slug'     => (string) $ticket['slug'],
				'ticket_quantity' => (int) $ticket['quantity'],
				'ticket_price'    => floor( $price ) === $price ? (int) $price : $price,
			);
		}
		return $stored;
	}
}
