<?php
/**
 * RSVP answers as Eventin Pro 4 stores them: `etn_rsvp` posts (the title is
 * the responder's name), their guests as child posts.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\Attendees\PostList;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Repository.
 *
 * Keys (Eventin Pro 4): `event_id`, `attendee_email`, `etn_rsvp_value`
 * (`going`, `not going` — its form sent the label, its later code `not_going`,
 * both read —, `maybe`), `number_of_attendee` (people in the answer),
 * `rsvp_not_going_reason`. Guests: child posts titled with the guest's
 * name, with `event_id` and `attendee_email`. Ours: `_eventin_rsvp_token`
 * (the secret of the answer's links), `_eventin_rsvp_pending` (a change
 * waiting for the responder's confirmation).
 */
final class RsvpRepository {

	public const POST_TYPE    = 'etn_rsvp';
	public const META_EVENT   = 'event_id';
	public const META_EMAIL   = 'attendee_email';
	public const META_STATUS  = 'etn_rsvp_value';
	public const META_PEOPLE  = 'number_of_attendee';
	public const META_REASON  = 'rsvp_not_going_reason';
	public const META_TOKEN   = '_eventin_rsvp_token';
	public const META_PENDING = '_eventin_rsvp_pending';
	public const STATUSES     = array( 'going', 'not_going', 'maybe' );
	/**
	 * Depth of this repository's writes running now (see writing()).
	 *
	 * @var int
	 */
	private static $writing = 0;

	private const STORED_STATUS = array(
		'going'     => 'going',
		'not_going' => 'not going',
		'maybe'     => 'maybe',
	);

	/**
	 * An answer's clean fields, or null.
	 *
	 * @param int $id Answer id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		return $this->get_many( array( $id ) )[ $id ] ?? null;
	}

	/**
	 * Answers by id (posts, meta and guests primed: three queries).
	 *
	 * @param int[] $ids Answer ids.
	 * @return array<int,array<string,mixed>>
	 */
	public function get_many( array $ids ): array {
		$posts  = ( new PostList( self::POST_TYPE ) )->posts( $ids );
		$posts  = array_filter(
			$posts,
			static function ( \WP_Post $post ): bool {
				return 0 === (int) $post->post_parent;
			}
		);
		$guests = $this->guests_of( array_keys( $posts ) );
		$items  = array();
		foreach ( $posts as $id => $post ) {
			$items[ $id ] = $this->read( $post, $guests[ $id ] ?? array() );
		}
		return $items;
	}

	/**
	 * One page of an event's answers, newest first, and the total. Filters:
	 * status (one of STATUSES, or '' for all), search (the start of the name
	 * or e-mail address), from / to (site time, inclusive).
	 *
	 * @param int                 $event_id Event id.
	 * @param array<string,mixed> $filters  Filters.
	 * @param int                 $page     Page, from 1.
	 * @param int                 $per_page Per page.
	 * @return array{0:int[],1:int}
	 */
	public function find_ids( int $event_id, array $filters, int $page, int $per_page ): array {
		$status = (string) ( $filters['status'] ?? '' );
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		$dated  = ! empty( $filters['from'] ) || ! empty( $filters['to'] );
		$equals = array(
			'event_id' => $event_id,
			'kind'     => 'answer',
		);
		if ( '' !== $status ) {
			$equals['status'] = $status;
		}
		// The list's table first (RsvpListTable); postmeta while it is being filled.
		$found = RsvpListTable::instance()->page(
			$equals,
			'' !== $search ? array( $search, array( 'name', 'email' ), array() ) : null,
			$dated ? array( 'date', (string) ( $filters['from'] ?? '' ), (string) ( $filters['to'] ?? '' ) ) : null,
			max( 0, ( $page - 1 ) * $per_page ),
			$per_page
		);
		if ( null !== $found ) {
			return $found;
		}
		$list = ( new PostList( self::POST_TYPE ) )->top_level()->where_meta( self::META_EVENT, (string) $event_id );
		if ( '' !== $status ) {
			// Eventin stored "not going" as its form's label, and later as not_going.
			$list->where_meta( self::META_STATUS, 'not_going' === $status ? array( 'not going', 'not_going' ) : self::STORED_STATUS[ $status ] );
		}
		if ( '' !== $search ) {
			$list->search( $search, array( self::META_EMAIL ), array(), true );
		}
		if ( $dated ) {
			$list->between( (string) ( $filters['from'] ?? '' ), (string) ( $filters['to'] ?? '' ) );
		}
		// Without a search or dates, the total is the event's kept count (RsvpCounts), not a count of its answers.
		$total = null;
		if ( '' === $search && ! $dated ) {
			$total = $this->counts( array( $event_id ) )[ $event_id ][ '' !== $status ? $status . '_answers' : 'responses' ];
		}
		return $list->page( $page, $per_page, $total );
	}

	/**
	 * The answer of an e-mail address to an event (case-insensitive), or 0.
	 *
	 * @param int    $event_id Event id.
	 * @param string $email    Address.
	 */
	public function find_by_email( int $event_id, string $email ): int {
		$ids = ( new PostList( self::POST_TYPE ) )->top_level()->where_meta( self::META_EVENT, (string) $event_id )->search( $email, array(), array( self::META_EMAIL ) )->page( 1, 5 )[0];
		foreach ( $this->get_many( $ids ) as $id => $answer ) {
			if ( 0 === strcasecmp( $answer['email'], $email ) ) {
				return $id;
			}
		}
		return 0;
	}

	/**
	 * People per answer status of several events, and their answers (guests
	 * are counted in `number_of_attendee`, as Eventin does): kept per event
	 * by RsvpCounts.
	 *
	 * @param int[] $event_ids Event ids.
	 * @return array<int,array<string,int>>
	 */
	public function counts( array $event_ids ): array {
		return RsvpCounts::of( $event_ids, $this );
	}

	/**
	 * People going to an event, for a limit check under the event's lock.
	 *
	 * @param int $event_id Event id.
	 */
	public function going_locked( int $event_id ): int {
		return RsvpCounts::going_locked( $event_id, $this );
	}

	/**
	 * Whether one of this repository's writes is running (hooks fired by it
	 * are not someone else's change).
	 */
	public static function writing(): bool {
		return self::$writing > 0;
	}

	/**
	 * The counts summed from the stored answers, in one grouped query that
	 * reads every answer of the events: RsvpCounts' source, for events it has
	 * no row of.
	 *
	 * @param int[] $event_ids Event ids.
	 * @return array<int,array<string,int>>
	 */
	public function count_stored( array $event_ids ): array {
		global $wpdb;
		$event_ids = array_values( array_unique( array_filter( array_map( 'intval', $event_ids ) ) ) );
		$counts    = array();
		foreach ( $event_ids as $id ) {
			$counts[ $id ] = array_fill_keys( RsvpCounts::COLUMNS, 0 );
		}
		if ( ! $event_ids ) {
			return $counts;
		}
		$in = implode( ',', array_fill( 0, count( $event_ids ), '%s' ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- counts that change with every answer; $in is placeholders only.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT ev.meta_value AS event_id, st.meta_value AS status, COUNT(*) AS responses, SUM(GREATEST(1, CAST(COALESCE(pe.meta_value, '1') AS SIGNED))) AS people
				FROM {$wpdb->postmeta} ev
				INNER JOIN {$wpdb->posts} p ON p.ID = ev.post_id AND p.post_type = %s AND p.post_status = 'publish' AND p.post_parent = 0
				INNER JOIN {$wpdb->postmeta} st ON st.post_id = p.ID AND st.meta_key = %s
				LEFT JOIN {$wpdb->postmeta} pe ON pe.post_id = p.ID AND pe.meta_key = %s
				WHERE ev.meta_key = %s AND ev.meta_value IN ($in)
				GROUP BY ev.meta_value, st.meta_value",
				array_merge( array( self::POST_TYPE, self::META_STATUS, self::META_PEOPLE, self::META_EVENT ), array_map( 'strval', $event_ids ) )
			)
		);
		// phpcs:enable
		foreach ( (array) $rows as $row ) {
			// An answer without a known value is not counted (nor in fresh()).
			$status = self::status( (string) $row->status );
			$event  = (int) $row->event_id;
			if ( null === $status || ! isset( $counts[ $event ] ) ) {
				continue;
			}
			$counts[ $event ][ $status ]              += (int) $row->people;
			$counts[ $event ][ $status . '_answers' ] += (int) $row->responses;
			$counts[ $event ]['responses']            += (int) $row->responses;
		}
		return $counts;
	}

	/**
	 * Stores a new answer and its guests.
	 *
	 * @param array<string,mixed> $fields event_id, name, email, status, people, reason, guests, token.
	 * @return int|WP_Error Answer id.
	 */
	public function insert( array $fields ) {
		++self::$writing;
		try {
			$id = $this->insert_answer( $fields );
		} finally {
			--self::$writing;
		}
		if ( ! is_wp_error( $id ) ) {
			RsvpCounts::add( (int) $fields['event_id'], self::weight( (string) $fields['status'], (int) $fields['people'], 1 ), $this );
		}
		return $id;
	}

	/**
	 * Stores a new answer's post, meta and guests.
	 *
	 * @param array<string,mixed> $fields See insert().
	 * @return int|WP_Error Answer id.
	 */
	private function insert_answer( array $fields ) {
		$id = wp_insert_post(
			array(
				'post_type'   => self::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => (string) $fields['name'],
				'post_author' => get_current_user_id(),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		add_post_meta( $id, self::META_EVENT, (string) $fields['event_id'] );
		add_post_meta( $id, self::META_TOKEN, (string) $fields['token'] );
		$this->write( $id, $fields );
		return $id;
	}

	/**
	 * Changes an answer's fields (and replaces its guests when given).
	 *
	 * @param int                 $id     Answer id.
	 * @param array<string,mixed> $fields Any of name, email, status, people, reason, guests.
	 */
	public function update( int $id, array $fields ): void {
		$before = $this->fresh( $id );
		++self::$writing;
		try {
			$this->update_answer( $id, $fields );
		} finally {
			--self::$writing;
		}
		$after = $this->fresh( $id );
		if ( $before && $after ) {
			$delta = self::weight( $after['status'], $after['people'], 1 );
			foreach ( self::weight( $before['status'], $before['people'], 1 ) as $column => $value ) {
				$delta[ $column ] = ( $delta[ $column ] ?? 0 ) - $value;
			}
			RsvpCounts::add( $after['event_id'], $delta, $this );
		}
	}

	/**
	 * Writes an answer's changed fields.
	 *
	 * @param int                 $id     Answer id.
	 * @param array<string,mixed> $fields See update().
	 */
	private function update_answer( int $id, array $fields ): void {
		if ( isset( $fields['name'] ) ) {
			wp_update_post(
				array(
					'ID'         => $id,
					'post_title' => (string) $fields['name'],
				)
			);
		}
		// The answer's date is when it last changed.
		wp_update_post(
			array(
				'ID'            => $id,
				'post_date'     => current_time( 'mysql' ),
				'post_date_gmt' => current_time( 'mysql', true ),
			)
		);
		$this->write( $id, $fields );
	}

	/**
	 * Deletes an answer and its guests.
	 *
	 * @param int $id Answer id.
	 */
	public function delete( int $id ): bool {
		$before = $this->fresh( $id );
		++self::$writing;
		try {
			foreach ( $this->guest_posts( array( $id ) ) as $guest ) {
				wp_delete_post( $guest->ID, true );
			}
			$deleted = (bool) wp_delete_post( $id, true );
		} finally {
			--self::$writing;
		}
		if ( $deleted && $before ) {
			$minus = static function ( int $value ): int {
				return -$value;
			};
			RsvpCounts::add( $before['event_id'], array_map( $minus, self::weight( $before['status'], $before['people'], 1 ) ), $this );
		}
		return $deleted;
	}

	/**
	 * An answer as stored now (its meta read again, not from this request's
	 * cache), or null.
	 *
	 * @param int $id Answer id.
	 * @return array<string,mixed>|null
	 */
	private function fresh( int $id ): ?array {
		clean_post_cache( $id );
		// Only published answers with a known value are counted (count_stored()).
		$answer = 'publish' === get_post_status( $id ) ? $this->get( $id ) : null;
		if ( $answer && null === self::status( (string) get_post_meta( $id, self::META_STATUS, true ) ) ) {
			$answer['status'] = '';
		}
		return $answer;
	}

	/**
	 * What an answer adds to its event's counts.
	 *
	 * @param string $status    Answer.
	 * @param int    $people    People.
	 * @param int    $responses Answers (1).
	 * @return array<string,int>
	 */
	private static function weight( string $status, int $people, int $responses ): array {
		if ( ! in_array( $status, self::STATUSES, true ) ) {
			return array();
		}
		return array(
			$status              => max( 1, $people ),
			$status . '_answers' => $responses,
			'responses'          => $responses,
		);
	}

	/**
	 * An answer's secret (for its links), made once when it has none
	 * (answers Eventin stored).
	 *
	 * @param int $id Answer id.
	 */
	public function token( int $id ): string {
		$token = (string) get_post_meta( $id, self::META_TOKEN, true );
		if ( '' === $token ) {
			$new = bin2hex( random_bytes( 32 ) );
			if ( ! add_post_meta( $id, self::META_TOKEN, $new, true ) ) {
				update_post_meta( $id, self::META_TOKEN, $new, '' );
			}
			$token = (string) get_post_meta( $id, self::META_TOKEN, true );
		}
		return $token;
	}

	/**
	 * The change waiting for an answer's confirmation, or null.
	 *
	 * @param int $id Answer id.
	 * @return array<string,mixed>|null
	 */
	public function pending( int $id ): ?array {
		$pending = get_post_meta( $id, self::META_PENDING, true );
		return is_array( $pending ) ? $pending : null;
	}

	/**
	 * Keeps (or forgets, with null) the change waiting for confirmation.
	 *
	 * @param int                      $id      Answer id.
	 * @param array<string,mixed>|null $pending The change, with its `key` and `expires`.
	 */
	public function set_pending( int $id, ?array $pending ): void {
		if ( null === $pending ) {
			delete_post_meta( $id, self::META_PENDING );
			return;
		}
		update_post_meta( $id, self::META_PENDING, $pending );
	}

	/**
	 * A stored status as a clean one (null for none).
	 *
	 * @param string $stored Stored value.
	 */
	public static function status( string $stored ): ?string {
		$clean = str_replace( ' ', '_', strtolower( trim( $stored ) ) );
		return in_array( $clean, self::STATUSES, true ) ? $clean : null;
	}

	/**
	 * Writes the meta of the fields given, and replaces the guests when given.
	 *
	 * @param int                 $id     Answer id.
	 * @param array<string,mixed> $fields Fields.
	 */
	private function write( int $id, array $fields ): void {
		$event = (string) get_post_meta( $id, self::META_EVENT, true );
		$map   = array(
			'email'  => self::META_EMAIL,
			'people' => self::META_PEOPLE,
			'reason' => self::META_REASON,
		);
		foreach ( $map as $field => $key ) {
			if ( array_key_exists( $field, $fields ) ) {
				update_post_meta( $id, $key, (string) $fields[ $field ] );
			}
		}
		if ( isset( $fields['status'] ) ) {
			update_post_meta( $id, self::META_STATUS, self::STORED_STATUS[ $fields['status'] ] );
		}
		if ( ! isset( $fields['guests'] ) ) {
			return;
		}
		foreach ( $this->guest_posts( array( $id ) ) as $guest ) {
			wp_delete_post( $guest->ID, true );
		}
		foreach ( (array) $fields['guests'] as $guest ) {
			$guest_id = wp_insert_post(
				array(
					'post_type'   => self::POST_TYPE,
					'post_status' => 'publish',
					'post_title'  => (string) $guest['name'],
					'post_parent' => $id,
					'post_author' => get_current_user_id(),
				)
			);
			if ( $guest_id ) {
				add_post_meta( $guest_id, self::META_EVENT, $event );
				add_post_meta( $guest_id, self::META_EMAIL, (string) ( $guest['email'] ?? '' ) );
			}
		}
	}

	/**
	 * Clean fields of a primed answer.
	 *
	 * @param \WP_Post   $post   Answer.
	 * @param \WP_Post[] $guests Its guests.
	 * @return array<string,mixed>
	 */
	private function read( \WP_Post $post, array $guests ): array {
		$meta   = static function ( string $key ) use ( $post ): string {
			return (string) get_post_meta( $post->ID, $key, true );
		};
		$people = (int) $meta( self::META_PEOPLE );
		return array(
			'id'       => $post->ID,
			'event_id' => (int) $meta( self::META_EVENT ),
			'name'     => $post->post_title,
			'email'    => $meta( self::META_EMAIL ),
			'status'   => self::status( $meta( self::META_STATUS ) ) ?? 'going',
			'people'   => max( 1, $people ),
			'guests'   => array_values(
				array_map(
					static function ( \WP_Post $guest ): array {
						return array(
							'id'    => $guest->ID,
							'name'  => $guest->post_title,
							'email' => (string) get_post_meta( $guest->ID, self::META_EMAIL, true ),
						);
					},
					$guests
				)
			),
			'reason'   => $meta( self::META_REASON ),
			'date'     => gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( $post->post_date_gmt . ' UTC' ) ),
		);
	}

	/**
	 * Guests of answers, by answer id (one query, meta primed).
	 *
	 * @param int[] $ids Answer ids.
	 * @return array<int,\WP_Post[]>
	 */
	private function guests_of( array $ids ): array {
		$by_parent = array();
		foreach ( $this->guest_posts( $ids ) as $guest ) {
			$by_parent[ (int) $guest->post_parent ][] = $guest;
		}
		return $by_parent;
	}

	/**
	 * Guest posts of answers, oldest first.
	 *
	 * @param int[] $ids Answer ids.
	 * @return \WP_Post[]
	 */
	private function guest_posts( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		return get_posts(
			array(
				'post_type'              => self::POST_TYPE,
				'post_status'            => 'any',
				'post_parent__in'        => array_map( 'intval', $ids ),
				'numberposts'            => -1,
				'orderby'                => 'ID',
				'order'                  => 'ASC',
				'update_post_term_cache' => false,
				'suppress_filters'       => true,
			)
		);
	}
}
