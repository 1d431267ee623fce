<?php
/**
 * Storage of attendees: the `etn-attendee` post type and its meta, with
 * Eventin 4's key names (misspellings included, which stay inside this class).
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Repository. Clean field => stored key in FIELDS; the README's "Bookings and
 * attendees storage" lists who writes each.
 */
final class AttendeesRepository {

	public const META_EVENT_ID      = 'etn_event_id';
	public const META_BOOKING_ID    = 'eventin_order_id';
	public const META_STATUS        = 'etn_status';
	public const META_NAME          = 'etn_name';
	public const META_EMAIL         = 'etn_email';
	public const META_TICKET_ID     = 'etn_unique_ticket_id';
	public const META_TICKET_SLUG   = 'ticket_slug';
	public const META_TICKET_STATUS = 'etn_attendeee_ticket_status';
	public const META_EDIT_TOKEN    = 'etn_info_edit_token';

	/**
	 * Eventin 4 keeps each extra field in its own meta key with this prefix.
	 */
	public const META_EXTRA_PREFIX = 'etn_attendee_extra_field_';

	/**
	 * Clean field => stored key (every value a string).
	 */
	public const FIELDS = array(
		'event_id'       => self::META_EVENT_ID,
		'booking_id'     => self::META_BOOKING_ID,
		'name'           => self::META_NAME,
		'email'          => self::META_EMAIL,
		'phone'          => 'etn_phone',
		'ticket_id'      => self::META_TICKET_ID,
		'ticket_name'    => 'ticket_name',
		'ticket_slug'    => self::META_TICKET_SLUG,
		'ticket_price'   => 'etn_ticket_price',
		'ticket_status'  => self::META_TICKET_STATUS,
		'payment_status' => self::META_STATUS,
		'seat'           => 'attendee_seat',
		// When the ticket was scanned, in site time, as Eventin's scanner writes it (its lists show it).
		'scanner_time'   => 'scanner_update_time',
	);

	/**
	 * Payment statuses of an attendee (etn_status) and ticket statuses (kept
	 * in the schema, which the routes' arguments read without loading this class).
	 */
	public const PAYMENT_STATUSES = AttendeeSchema::PAYMENT_STATUSES;
	public const TICKET_STATUSES  = AttendeeSchema::TICKET_STATUSES;

	/**
	 * Eventin's booking keys the sold rule reads (the Bookings feature owns them;
	 * one SQL statement must join them to count a page of events at once).
	 */
	private const BOOKING_POST_TYPE  = 'etn-order';
	private const BOOKING_STATUS_KEY = 'status';

	/**
	 * The sold rule: an attendee counts when its booking is one of these, or,
	 * without a booking, when its own payment status is one of those.
	 */
	public const COUNTED_BOOKING_STATUSES = array( 'completed', 'pending' );
	public const COUNTED_OWN_STATUSES     = array( 'success', 'pending' );

	/**
	 * Our index on postmeta, see ensure_meta_value_index().
	 */
	public const META_VALUE_INDEX = 'eventin_meta_key_value';

	/**
	 * Attendees per event in one grouped query.
	 *
	 * @param int[] $event_ids    Event ids.
	 * @param bool  $counted_only Only those the sold rule counts (see COUNTED_*).
	 * @return array<int,int> Event id => count (0 when none).
	 */
	public function count_by_event( array $event_ids, bool $counted_only ): array {
		$event_ids = array_values( array_unique( array_filter( array_map( 'intval', $event_ids ) ) ) );
		$counts    = array_fill_keys( $event_ids, 0 );
		foreach ( $this->grouped_counts( $event_ids, $counted_only, false ) as $row ) {
			$counts[ (int) $row->event_id ] = (int) $row->attendees;
		}
		return $counts;
	}

	/**
	 * Attendees per booking in one grouped query (an index range on the bookings' ids).
	 *
	 * @param int[] $booking_ids Booking ids.
	 * @return array<int,int> Booking id => attendees (0 when none).
	 */
	public function count_by_booking( array $booking_ids ): array {
		global $wpdb;
		$booking_ids = array_values( array_unique( array_filter( array_map( 'intval', $booking_ids ) ) ) );
		$counts      = array_fill_keys( $booking_ids, 0 );
		if ( ! $booking_ids ) {
			return $counts;
		}
		$in = implode( ',', array_fill( 0, count( $booking_ids ), '%s' ) );
		// phpcs:disable WordPress.DB.PreparedSQLPlaceholders,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- $in is placeholders only; one grouped count for a page.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT b.meta_value AS booking_id, COUNT(DISTINCT b.post_id) AS attendees
				FROM {$wpdb->postmeta} b
				INNER JOIN {$wpdb->posts} a ON a.ID = b.post_id AND a.post_type = %s AND a.post_status NOT IN ('trash', 'auto-draft')
				WHERE b.meta_key = %s AND b.meta_value IN ($in)
				GROUP BY b.meta_value",
				array_merge( array( Attendees::POST_TYPE, self::META_BOOKING_ID ), array_map( 'strval', $booking_ids ) )
			)
		);
		// phpcs:enable
		foreach ( (array) $rows as $row ) {
			$counts[ (int) $row->booking_id ] = (int) $row->attendees;
		}
		return $counts;
	}

	/**
	 * Sold tickets of every event, by the rule of count_by_event(), read in
	 * ranges of attendee ids (each attendee's rows once, in storage order, instead
	 * of each event's attendees scattered over the table): for install steps.
	 *
	 * @param int $batch Attendee ids per query.
	 * @return array<int,int> Event id => count; events without counted attendees left out.
	 */
	public function sold_of_all_events( int $batch = 20000 ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one range lookup of core's type_status_date.
		$bounds = $wpdb->get_row( $wpdb->prepare( "SELECT MIN(ID) AS low, MAX(ID) AS high FROM {$wpdb->posts} WHERE post_type = %s", Attendees::POST_TYPE ) );
		$counts = array();
		for ( $low = (int) ( $bounds->low ?? 0 ); $bounds && $low > 0 && $low <= (int) $bounds->high; $low += $batch ) {
			foreach ( $this->grouped_counts( array(), true, false, array( $low, $low + $batch - 1 ) ) as $row ) {
				$counts[ (int) $row->event_id ] = ( $counts[ (int) $row->event_id ] ?? 0 ) + (int) $row->attendees;
			}
		}
		unset( $counts[0] );
		return $counts;
	}

	/**
	 * The next published attendees of an event that the sold rule counts (so
	 * never failed, refunded or cancelled ones) and that have an e-mail
	 * address, in id order after $after_id: the recipients of a mail to the
	 * event's attendees, read a page at a time (an index range on the event id,
	 * then primary-key lookups).
	 *
	 * @param int $event_id Event id.
	 * @param int $after_id Last id of the previous page (0 first).
	 * @param int $limit    Most rows.
	 * @return array<int,string> Attendee id => e-mail address as stored.
	 */
	public function recipients( int $event_id, int $after_id, int $limit ): array {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one page of a keyset scan, not cacheable; the values are one array.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT a.ID AS id, MIN(em.meta_value) AS email
				FROM {$wpdb->postmeta} ev
				INNER JOIN {$wpdb->posts} a ON a.ID = ev.post_id
				INNER JOIN {$wpdb->postmeta} em ON em.post_id = ev.post_id AND em.meta_key = %s
				LEFT JOIN {$wpdb->postmeta} bo ON bo.post_id = ev.post_id AND bo.meta_key = %s
				LEFT JOIN {$wpdb->posts} o ON o.ID = CAST(bo.meta_value AS UNSIGNED) AND o.post_type = %s
				LEFT JOIN {$wpdb->postmeta} os ON os.post_id = o.ID AND os.meta_key = %s
				LEFT JOIN {$wpdb->postmeta} st ON st.post_id = ev.post_id AND st.meta_key = %s
				WHERE ev.meta_key = %s AND ev.meta_value = %s AND ev.post_id > %d
					AND a.post_type = %s AND a.post_status = 'publish' AND em.meta_value <> ''
					AND CASE WHEN o.ID IS NULL THEN st.meta_value IN (%s, %s) ELSE os.meta_value IN (%s, %s) END
				GROUP BY a.ID
				ORDER BY a.ID
				LIMIT %d",
				array_merge(
					array( self::META_EMAIL, self::META_BOOKING_ID, self::BOOKING_POST_TYPE, self::BOOKING_STATUS_KEY, self::META_STATUS, self::META_EVENT_ID, (string) $event_id, $after_id, Attendees::POST_TYPE ),
					self::COUNTED_OWN_STATUSES,
					self::COUNTED_BOOKING_STATUSES,
					array( $limit )
				)
			)
		);
		// phpcs:enable
		$found = array();
		foreach ( (array) $rows as $row ) {
			$found[ (int) $row->id ] = (string) $row->email;
		}
		return $found;
	}

	/**
	 * Counted attendees of one event per ticket variation slug (the sold rule).
	 *
	 * @param int $event_id Event id.
	 * @return array<string,int> Slug => count; attendees without a slug are under ''.
	 */
	public function sold_by_ticket( int $event_id ): array {
		$sold = array();
		foreach ( $this->grouped_counts( array( $event_id ), true, true ) as $row ) {
			$sold[ (string) $row->ticket_slug ] = (int) $row->attendees;
		}
		return $sold;
	}

	/**
	 * The grouped count behind count_by_event() and sold_by_ticket(): driven by
	 * the (meta_key, meta_value) index on the events' ids, then one primary-key
	 * or post_id lookup per attendee for the booking and statuses.
	 *
	 * @param int[]                 $event_ids    Event ids (integers).
	 * @param bool                  $counted_only Apply the sold rule.
	 * @param bool                  $by_ticket    Group by ticket slug (one event) instead of event.
	 * @param array{0:int,1:int}|null $id_range   Instead of events: the attendees with ids in this range, driven by wp_posts' primary key.
	 * @return list<object{event_id:string,ticket_slug:string,attendees:string}> Rows: the event (the smallest when by ticket), the ticket slug (the event when not), attendees.
	 */
	private function grouped_counts( array $event_ids, bool $counted_only, bool $by_ticket, ?array $id_range = null ): array {
		global $wpdb;
		if ( ! $event_ids && ! $id_range ) {
			return array();
		}
		$which = $id_range ? 'a.ID BETWEEN %d AND %d' : 'ev.meta_value IN (' . implode( ',', array_fill( 0, count( $event_ids ), '%s' ) ) . ')';
		$joins = '';
		$rule  = '';
		$args  = array();
		if ( $counted_only ) {
			$joins = "LEFT JOIN {$wpdb->postmeta} bo ON bo.post_id = ev.post_id AND bo.meta_key = %s
				LEFT JOIN {$wpdb->posts} o ON o.ID = CAST(bo.meta_value AS UNSIGNED) AND o.post_type = %s
				LEFT JOIN {$wpdb->postmeta} os ON os.post_id = o.ID AND os.meta_key = %s
				LEFT JOIN {$wpdb->postmeta} st ON st.post_id = ev.post_id AND st.meta_key = %s";
			$args  = array( self::META_BOOKING_ID, self::BOOKING_POST_TYPE, self::BOOKING_STATUS_KEY, self::META_STATUS );
			$rule  = 'AND CASE WHEN o.ID IS NULL THEN st.meta_value IN (%s, %s) ELSE os.meta_value IN (%s, %s) END';
		}
		$group = 'ev.meta_value';
		if ( $by_ticket ) {
			$joins .= " LEFT JOIN {$wpdb->postmeta} tk ON tk.post_id = ev.post_id AND tk.meta_key = %s";
			$args[] = self::META_TICKET_SLUG;
			$group  = "COALESCE(tk.meta_value, '')";
		}
		$args = array_merge(
			$args,
			array( Attendees::POST_TYPE, self::META_EVENT_ID ),
			$id_range ? array_map( 'intval', $id_range ) : array_map( 'strval', $event_ids ),
			$counted_only ? array_merge( self::COUNTED_OWN_STATUSES, self::COUNTED_BOOKING_STATUSES ) : array()
		);
		// phpcs:disable WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- placeholders and constant SQL only; one grouped count for a whole page, not cacheable per event.
		/** @var list<object{event_id:string,ticket_slug:string,attendees:string}>|null $rows The SELECT's columns; wpdb reads every value as a string. */
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT MIN(ev.meta_value) AS event_id, $group AS ticket_slug, COUNT(DISTINCT ev.post_id) AS attendees
				FROM {$wpdb->postmeta} ev
				INNER JOIN {$wpdb->posts} a ON a.ID = ev.post_id
				$joins
				WHERE a.post_type = %s AND a.post_status NOT IN ('trash', 'auto-draft')
					AND ev.meta_key = %s AND $which
					$rule
				GROUP BY $group",
				$args
			)
		);
		// phpcs:enable
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * Creates an attendee with Eventin 4's keys. A new ticket id and edit token
	 * are made here; the post and its meta are written in one transaction.
	 *
	 * @param array<string,mixed> $fields Clean fields (FIELDS keys, extra_fields); event_id required.
	 * @return int|WP_Error New id.
	 */
	public function insert( array $fields ) {
		return Transaction::run(
			function () use ( $fields ) {
				$ticket_id = ( new TicketIds() )->generate();
				if ( null === $ticket_id ) {
					return new WP_Error( 'eventin_ticket_id', __( 'No unique ticket id could be made. Please try again.', 'eventin-pro' ), array( 'status' => 500 ) );
				}
				$name = (string) ( $fields['name'] ?? '' );
				$id   = wp_insert_post(
					wp_slash(
						array(
							'post_type'   => Attendees::POST_TYPE,
							'post_status' => 'publish',
							'post_title'  => $name,
						)
					),
					true
				);
				if ( is_wp_error( $id ) ) {
					return $id;
				}
				$values = array_merge(
					array(
						'payment_status' => 'success',
						'ticket_status'  => 'unused',
					),
					array_intersect_key( $fields, self::FIELDS ),
					array( 'ticket_id' => $ticket_id )
				);
				foreach ( $values as $field => $value ) {
					add_post_meta( $id, self::FIELDS[ $field ], wp_slash( (string) $value ), true );
				}
				// Eventin's 64 hex characters: the secret of the attendee's own edit link.
				add_post_meta( $id, self::META_EDIT_TOKEN, bin2hex( random_bytes( 32 ) ), true );
				foreach ( (array) ( $fields['extra_fields'] ?? array() ) as $key => $value ) {
					add_post_meta( $id, self::META_EXTRA_PREFIX . sanitize_key( (string) $key ), wp_slash( $value ), true );
				}
				return $id;
			}
		);
	}

	/**
	 * Changes the fields named, merging: each stored value is rewritten only
	 * when it differs; every other key stays as stored.
	 *
	 * @param int                 $id      Attendee id.
	 * @param array<string,mixed> $changes Clean fields (FIELDS keys but ticket_id, extra_fields).
	 * @return bool Whether anything was written.
	 */
	public function update( int $id, array $changes ): bool {
		$written = false;
		$meta    = array();
		foreach ( array_intersect_key( $changes, self::FIELDS ) as $field => $value ) {
			if ( 'ticket_id' !== $field ) {
				$meta[ self::FIELDS[ $field ] ] = (string) $value;
			}
		}
		foreach ( (array) ( $changes['extra_fields'] ?? array() ) as $key => $value ) {
			$meta[ self::META_EXTRA_PREFIX . sanitize_key( (string) $key ) ] = $value;
		}
		$renamed = false;
		foreach ( $meta as $key => $value ) {
			if ( metadata_exists( 'post', $id, $key ) && get_post_meta( $id, $key, true ) === $value ) {
				continue;
			}
			update_post_meta( $id, $key, wp_slash( $value ) );
			$written = true;
			$renamed = $renamed || self::META_NAME === $key;
		}
		// The title is a copy of the name for wp-admin screens (Eventin leaves it empty): only a new name touches it.
		if ( $renamed && get_post_field( 'post_title', $id ) !== (string) $changes['name'] ) {
			wp_update_post(
				wp_slash(
					array(
						'ID'         => $id,
						'post_title' => (string) $changes['name'],
					)
				)
			);
			$written = true;
		}
		return $written;
	}

	/**
	 * One attendee with clean fields, or null when the id is no attendee.
	 *
	 * @param int $id Attendee id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		return $this->get_many( array( $id ) )[ $id ] ?? null;
	}

	/**
	 * Several attendees with their bookings' statuses (four queries whatever
	 * their number), in the order given.
	 *
	 * @param int[] $ids Attendee ids.
	 * @return array<int,array<string,mixed>> Id => clean fields; ids that are no attendee are left out.
	 */
	public function get_many( array $ids ): array {
		$posts    = ( new PostList( Attendees::POST_TYPE ) )->posts( $ids );
		$bookings = array();
		foreach ( $posts as $post ) {
			$bookings[] = (int) get_post_meta( $post->ID, self::META_BOOKING_ID, true );
		}
		$bookings = array_filter( array_unique( $bookings ) );
		if ( $bookings ) {
			_prime_post_caches( $bookings, false, true ); // Their statuses, in two queries for the whole page.
		}
		return array_map( array( $this, 'read' ), $posts );
	}

	/**
	 * One page of attendees, newest first (four queries whatever the page size).
	 *
	 * Filters: event_id, booking_id, payment_status, ticket_status (exact, each
	 * an index lookup); search: the start of the name or e-mail address, or a
	 * whole ticket id (ranges of the same index; a contains-search cannot use one).
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
	 * One page of attendee ids and the total (find() without loading them).
	 *
	 * @param array<string,mixed> $filters  Filters (see find()).
	 * @param int                 $page     Page, from 1.
	 * @param int                 $per_page Items per page.
	 * @return array{0:int[],1:int}
	 */
	public function find_ids( array $filters, int $page, int $per_page ): array {
		$equals = array();
		foreach ( array( 'event_id', 'booking_id', 'payment_status', 'ticket_status' ) as $field ) {
			if ( isset( $filters[ $field ] ) && '' !== (string) $filters[ $field ] ) {
				$equals[ $field ] = (string) $filters[ $field ];
			}
		}
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		$found  = AttendeeListTable::instance()->page(
			$equals,
			'' !== $search ? array( $search, array( 'name', 'email' ), array( 'ticket_id' ) ) : null,
			null,
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
		$list = new PostList( Attendees::POST_TYPE );
		foreach ( array( 'event_id', 'booking_id', 'payment_status', 'ticket_status' ) as $field ) {
			if ( isset( $filters[ $field ] ) && '' !== (string) $filters[ $field ] ) {
				$list->where_meta( self::FIELDS[ $field ], (string) $filters[ $field ] );
			}
		}
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		if ( '' !== $search ) {
			$list->search( $search, array( self::META_NAME, self::META_EMAIL ), array( self::META_TICKET_ID ) );
		}
		return $list->page( $page, $per_page );
	}

	/**
	 * The extra fields any attendee has (one index range over meta keys), for export columns.
	 *
	 * @param int $limit Most fields.
	 * @return string[] Field keys, sorted.
	 */
	public function extra_field_keys( int $limit ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a distinct list of keys has no API.
		$keys = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT meta_key FROM {$wpdb->postmeta} WHERE meta_key LIKE %s ORDER BY meta_key LIMIT %d", $wpdb->esc_like( self::META_EXTRA_PREFIX ) . '%', $limit ) );
		return array_map(
			static function ( string $key ): string {
				return substr( $key, strlen( self::META_EXTRA_PREFIX ) );
			},
			(array) $keys
		);
	}

	/**
	 * Ids of a booking's attendees.
	 *
	 * @param int $booking_id Booking id.
	 * @return int[]
	 */
	public function ids_of_booking( int $booking_id ): array {
		return ( new PostList( Attendees::POST_TYPE ) )->where_meta( self::META_BOOKING_ID, (string) $booking_id )->page( 1, 10000 )[0];
	}

	/**
	 * The attendee holding a ticket id (ours or Eventin 4's), or 0.
	 *
	 * @param string $ticket_id Ticket id.
	 */
	public function find_by_ticket_id( string $ticket_id ): int {
		if ( ! TicketIds::is_valid( $ticket_id ) ) {
			return 0;
		}
		$ids = ( new PostList( Attendees::POST_TYPE ) )->where_meta( self::META_TICKET_ID, $ticket_id )->page( 1, 1 )[0];
		return $ids ? $ids[0] : 0;
	}

	/**
	 * The secret of an attendee's own links (edit link, ticket page), made
	 * once when the attendee has none (attendees imported from older data);
	 * '' when the id is no attendee.
	 *
	 * @param int $id Attendee id.
	 */
	public function edit_token( int $id ): string {
		if ( Attendees::POST_TYPE !== get_post_type( $id ) ) {
			return '';
		}
		$token = (string) get_post_meta( $id, self::META_EDIT_TOKEN, true );
		if ( '' === $token ) {
			// Unique, or replacing only an empty value: when two requests race, the first one's token stays and both read it.
			$new = bin2hex( random_bytes( 32 ) );
			if ( ! add_post_meta( $id, self::META_EDIT_TOKEN, $new, true ) ) {
				update_post_meta( $id, self::META_EDIT_TOKEN, $new, '' );
			}
			$token = (string) get_post_meta( $id, self::META_EDIT_TOKEN, true );
		}
		return $token;
	}

	/**
	 * Clean fields of a primed attendee.
	 *
	 * @param \WP_Post $post Attendee.
	 * @return array<string,mixed>
	 */
	private function read( \WP_Post $post ): array {
		$meta = get_post_meta( $post->ID );
		$item = array( 'id' => $post->ID );
		foreach ( self::FIELDS as $field => $key ) {
			$item[ $field ] = isset( $meta[ $key ][0] ) ? (string) $meta[ $key ][0] : '';
		}
		foreach ( array( 'event_id', 'booking_id' ) as $field ) {
			$item[ $field ] = (int) $item[ $field ];
		}
		$item['ticket_price']   = is_numeric( $item['ticket_price'] ) ? (float) $item['ticket_price'] : 0.0;
		$item['ticket_status']  = 'used' === $item['ticket_status'] ? 'used' : 'unused';
		$item['payment_status'] = in_array( $item['payment_status'], self::PAYMENT_STATUSES, true ) ? $item['payment_status'] : 'failed';
		$item['booking_status'] = $item['booking_id'] ? $this->booking_status( $item['booking_id'] ) : '';
		$item['edit_token']     = (string) ( $meta[ self::META_EDIT_TOKEN ][0] ?? '' );
		$item['date']           = gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( $post->post_date_gmt . ' UTC' ) );
		$item['extra_fields']   = array();
		foreach ( $meta as $key => $values ) {
			if ( 0 === strpos( (string) $key, self::META_EXTRA_PREFIX ) ) {
				$item['extra_fields'][ substr( (string) $key, strlen( self::META_EXTRA_PREFIX ) ) ] = maybe_unserialize( $values[0] );
			}
		}
		return $item;
	}

	/**
	 * The status of a booking as Eventin stores it, '' when there is no such booking.
	 *
	 * @param int $booking_id Booking id.
	 */
	private function booking_status( int $booking_id ): string {
		return self::BOOKING_POST_TYPE === get_post_type( $booking_id ) ? (string) get_post_meta( $booking_id, self::BOOKING_STATUS_KEY, true ) : '';
	}

	/**
	 * Whether the sold rule counts an attendee (clean fields from get()):
	 * its booking is completed or pending, or without one its own status is
	 * success or pending. The SQL in grouped_counts() says the same.
	 *
	 * @param array<string,mixed> $attendee Clean fields.
	 */
	public static function is_counted( array $attendee ): bool {
		if ( '' !== $attendee['booking_status'] ) {
			return in_array( $attendee['booking_status'], self::COUNTED_BOOKING_STATUSES, true );
		}
		return in_array( $attendee['payment_status'], self::COUNTED_OWN_STATUSES, true );
	}

	/**
	 * Adds an index on postmeta (meta_key, start of meta_value), once.
	 *
	 * Why: attendees point at their event and booking through meta, and
	 * WordPress indexes meta_key but not meta_value, so counting the attendees
	 * of one page of events would read every attendee row (about 1 s with
	 * 100,000 attendees). With this index the one grouped count reads only the
	 * page's attendees, and the list filters and the search are index ranges. It
	 * changes no data and no core query; uninstall drops it. A database that
	 * refuses it leaves everything correct, only slower.
	 */
	public static function ensure_meta_value_index(): void {
		self::alter_meta_value_index( false, 'ADD INDEX ' . self::META_VALUE_INDEX . ' (meta_key(191), meta_value(32))' );
	}

	/**
	 * Drops the index ensure_meta_value_index() added (uninstall).
	 */
	public static function drop_meta_value_index(): void {
		self::alter_meta_value_index( true, 'DROP INDEX ' . self::META_VALUE_INDEX );
	}

	/**
	 * Alters postmeta when our index is present ($present true) or absent, with
	 * database errors silenced (a refusal only leaves the counts slower).
	 *
	 * @param bool   $present    Whether the index must exist for the change to run.
	 * @param string $definition ALTER TABLE clause, from constants only.
	 */
	private static function alter_meta_value_index( bool $present, string $definition ): void {
		global $wpdb;
		$suppress = $wpdb->suppress_errors();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.SchemaChange -- schema statements with our constant index name.
		$indexes = $wpdb->get_col( "SHOW INDEX FROM {$wpdb->postmeta}", 2 );
		if ( is_array( $indexes ) && in_array( self::META_VALUE_INDEX, $indexes, true ) === $present ) {
			$wpdb->query( "ALTER TABLE {$wpdb->postmeta} $definition" );
		}
		// phpcs:enable
		$wpdb->suppress_errors( $suppress );
	}
}
