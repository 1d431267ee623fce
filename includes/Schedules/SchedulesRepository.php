<?php
/**
 * Storage of schedules: the `etn-schedule` post type and its meta, with
 * Eventin 4's key names (misspellings included, which stay inside this class).
 *
 * @package EventinPro
 */

namespace EventinPro\Schedules;

use EventinPro\Support\Formats;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Repository: reads return clean field names, writes take them.
 */
final class SchedulesRepository {

	public const META_TITLE = 'etn_schedule_title';
	public const META_DATE  = 'etn_schedule_date';
	public const META_DAY   = 'etn_schedule_day';
	public const META_SLOTS = 'etn_schedule_topics';

	/**
	 * Keys of one stored slot this plugin owns, in Eventin 4's order. A stored
	 * slot may hold more (Eventin's `is_active`, other plugins' keys): they are
	 * kept as they are.
	 */
	private const SLOT_TOPIC     = 'etn_schedule_topic';
	private const SLOT_START     = 'etn_shedule_start_time';
	private const SLOT_END       = 'etn_shedule_end_time';
	private const SLOT_SPEAKERS  = 'speakers';
	private const SLOT_ROOM      = 'etn_shedule_room';
	private const SLOT_OBJECTIVE = 'etn_shedule_objective';

	/**
	 * Where earlier versions of this plugin kept a slot's speakers (Eventin 4
	 * does not read it): read, and moved to `speakers` on the next save.
	 */
	private const SLOT_SPEAKERS_OLD = 'etn_shedule_speaker';

	/**
	 * Post statuses a schedule is listed with (everything but trash and auto-drafts).
	 */
	private const LISTED = array( 'publish', 'draft', 'pending', 'private', 'future' );

	/**
	 * One page of schedules, filtered, searched and paged in SQL, with the total.
	 * Order: date ascending, then program title, then id (stable pages).
	 * Schedules without a date come first rather than not at all.
	 *
	 * @param array{year?:int,search?:string,paged?:int,per_page?:int} $query Query.
	 * @return array{0:WP_Post[],1:int}
	 */
	public function find( array $query ): array {
		global $wpdb;
		$per_page = max( 1, (int) ( $query['per_page'] ?? 10 ) );
		$paged    = max( 1, (int) ( $query['paged'] ?? 1 ) );
		$statuses = implode( ',', array_fill( 0, count( self::LISTED ), '%s' ) );
		$where    = "p.post_type = %s AND p.post_status IN ($statuses)";
		$args     = array_merge( array( self::META_DATE, Schedules::POST_TYPE ), self::LISTED );
		$year     = (int) ( $query['year'] ?? 0 );
		if ( $year > 0 ) {
			// Dates are stored Y-m-d: a string range is a year.
			$where .= ' AND d.meta_value BETWEEN %s AND %s';
			$args[] = sprintf( '%04d-01-01', $year );
			$args[] = sprintf( '%04d-12-31', $year );
		}
		$search = trim( (string) ( $query['search'] ?? '' ) );
		if ( '' !== $search ) {
			$where .= ' AND p.post_title LIKE %s';
			$args[] = '%' . $wpdb->esc_like( $search ) . '%';
		}
		$from = "FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} d ON d.post_id = p.ID AND d.meta_key = %s WHERE $where";

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.DirectDatabaseQuery -- $from holds table names and placeholders only; one query per page instead of WP_Query's meta join, which would drop undated schedules.
		$ids = array_map(
			'intval',
			$wpdb->get_col(
				$wpdb->prepare(
					"SELECT p.ID $from ORDER BY d.meta_value ASC, p.post_title ASC, p.ID ASC LIMIT %d OFFSET %d",
					array_merge( $args, array( $per_page, ( $paged - 1 ) * $per_page ) )
				)
			)
		);
		if ( 1 === $paged && count( $ids ) < $per_page ) {
			$total = count( $ids ); // The whole list fits on this page: no count query.
		} else {
			$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) $from", $args ) );
		}
		// phpcs:enable

		if ( ! $ids ) {
			return array( array(), $total );
		}
		_prime_post_caches( $ids, false, true );
		$posts = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post instanceof WP_Post ) {
				$posts[] = $post;
			}
		}
		return array( $posts, $total );
	}

	/**
	 * A schedule by id (any status but trash), or null.
	 *
	 * @param int $id Post id.
	 */
	public function get( int $id ): ?WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || Schedules::POST_TYPE !== $post->post_type || in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
			return null;
		}
		return $post;
	}

	/**
	 * Which of the ids are schedules (any status but trash and auto-drafts), in one query.
	 *
	 * @param int[] $ids Ids.
	 * @return int[]
	 */
	public function existing_ids( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:disable WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $in is only placeholders.
		$found = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN ('trash', 'auto-draft') AND ID IN ($in)",
				array_merge( array( Schedules::POST_TYPE ), $ids )
			)
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an existence check for a write.
		// phpcs:enable
		return array_map( 'intval', $found );
	}

	/**
	 * The API item of a schedule (from the primed caches).
	 *
	 * @param WP_Post $post Schedule.
	 * @return array{id:int,program_title:string,date:string,slots:array<int,array<string,mixed>>}
	 */
	public function item( WP_Post $post ): array {
		$title = get_post_meta( $post->ID, self::META_TITLE, true );
		$date  = get_post_meta( $post->ID, self::META_DATE, true );
		return array(
			'id'            => $post->ID,
			'program_title' => is_string( $title ) && '' !== $title ? $title : $post->post_title,
			'date'          => Formats::date( $date ) ?? '',
			'slots'         => self::read_slots( get_post_meta( $post->ID, self::META_SLOTS, true ) ),
		);
	}

	/**
	 * Creates a schedule.
	 *
	 * @param array<string,mixed> $fields Clean fields: program_title, date, slots.
	 * @return int|WP_Error New id.
	 */
	public function insert( array $fields ) {
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'   => Schedules::POST_TYPE,
					'post_status' => 'publish',
					'post_title'  => (string) ( $fields['program_title'] ?? '' ),
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$this->write_meta( $id, $fields );
		return $id;
	}

	/**
	 * Changes the given fields of a schedule; the others stay as they are, and
	 * so do fields given with the value they already have (stored as Eventin 4
	 * stored them).
	 *
	 * @param int                 $id     Schedule id.
	 * @param array<string,mixed> $fields Clean fields to change.
	 * @return true|WP_Error
	 */
	public function update( int $id, array $fields ) {
		$post    = get_post( $id );
		$current = $post instanceof WP_Post ? $this->item( $post ) : array();
		foreach ( array( 'program_title', 'date' ) as $field ) {
			if ( array_key_exists( $field, $fields ) && ( $current[ $field ] ?? null ) === (string) $fields[ $field ] ) {
				unset( $fields[ $field ] );
			}
		}
		if ( array_key_exists( 'program_title', $fields ) ) {
			$updated = wp_update_post(
				wp_slash(
					array(
						'ID'         => $id,
						'post_title' => (string) $fields['program_title'],
					)
				),
				true
			);
			if ( is_wp_error( $updated ) ) {
				return $updated;
			}
		}
		$this->write_meta( $id, $fields );
		return true;
	}

	/**
	 * Deletes a schedule for good (events forget it: Schedules::forget_deleted() tells them).
	 *
	 * @param int $id Schedule id.
	 */
	public function delete( int $id ): bool {
		return (bool) wp_delete_post( $id, true );
	}

	/**
	 * Writes the meta of the fields given.
	 *
	 * @param int                 $id     Schedule id.
	 * @param array<string,mixed> $fields Clean fields.
	 */
	private function write_meta( int $id, array $fields ): void {
		if ( array_key_exists( 'program_title', $fields ) ) {
			update_post_meta( $id, self::META_TITLE, wp_slash( (string) $fields['program_title'] ) );
		}
		if ( array_key_exists( 'date', $fields ) ) {
			update_post_meta( $id, self::META_DATE, (string) $fields['date'] );
			update_post_meta( $id, self::META_DAY, ScheduleTime::day_name( (string) $fields['date'] ) );
		}
		if ( array_key_exists( 'slots', $fields ) ) {
			$stored = get_post_meta( $id, self::META_SLOTS, true );
			update_post_meta( $id, self::META_SLOTS, wp_slash( self::stored_slots( (array) $fields['slots'], is_array( $stored ) ? $stored : array() ) ) );
		}
	}

	/**
	 * Slots in Eventin 4's stored shape, ordered by start time, merged into the
	 * stored slots they replace: each keeps the keys this plugin does not own,
	 * and the stored form of every value that did not change (a time stored as
	 * "2:00 pm" stays so while it is still 14:00).
	 *
	 * A submitted slot replaces the stored slot with the same start, end and
	 * topic, else the stored slot at the same place in start-time order.
	 *
	 * @param array<int,array<string,mixed>> $slots  Clean slots.
	 * @param array<int|string,mixed>        $stored Stored slots.
	 * @return array<int,array<string,mixed>>
	 */
	private static function stored_slots( array $slots, array $stored ): array {
		$old = array();
		foreach ( $stored as $index => $slot ) {
			if ( is_array( $slot ) ) {
				$old[] = array( 'index' => $index ) + self::read_slot( $slot );
			}
		}
		$old   = ScheduleTime::sort_slots( $old );
		$slots = ScheduleTime::sort_slots( $slots );
		$match = array();
		foreach ( $slots as $position => $slot ) {
			foreach ( $old as $candidate => $previous ) {
				if ( ! in_array( $candidate, $match, true ) && array( $slot['start_time'], $slot['end_time'], $slot['topic'] ) === array( $previous['start_time'], $previous['end_time'], $previous['topic'] ) ) {
					$match[ $position ] = $candidate;
					break;
				}
			}
		}
		foreach ( array_keys( $slots ) as $position ) {
			if ( ! isset( $match[ $position ] ) && isset( $old[ $position ] ) && ! in_array( $position, $match, true ) ) {
				$match[ $position ] = $position;
			}
		}
		$merged = array();
		foreach ( $slots as $position => $slot ) {
			$previous = isset( $match[ $position ] ) ? $old[ $match[ $position ] ] : null;
			$merged[] = self::merge_slot( $slot, null === $previous ? array() : $stored[ $previous['index'] ], $previous );
		}
		return $merged;
	}

	/**
	 * One slot written over its stored version.
	 *
	 * @param array<string,mixed>      $slot     Clean slot.
	 * @param array<string,mixed>      $stored   Stored slot (empty for a new one).
	 * @param array<string,mixed>|null $previous The stored slot as read, or null.
	 * @return array<string,mixed>
	 */
	private static function merge_slot( array $slot, array $stored, ?array $previous ): array {
		$clean  = array(
			'topic'      => (string) $slot['topic'],
			'start_time' => (string) $slot['start_time'],
			'end_time'   => (string) $slot['end_time'],
			'speakers'   => array_map( 'intval', (array) ( $slot['speakers'] ?? array() ) ),
			'room'       => (string) ( $slot['room'] ?? '' ),
			'objective'  => (string) ( $slot['objective'] ?? '' ),
		);
		$keys   = array(
			'topic'      => self::SLOT_TOPIC,
			'start_time' => self::SLOT_START,
			'end_time'   => self::SLOT_END,
			'speakers'   => self::SLOT_SPEAKERS,
			'room'       => self::SLOT_ROOM,
			'objective'  => self::SLOT_OBJECTIVE,
		);
		$merged = $stored;
		foreach ( $keys as $field => $key ) {
			if ( ! array_key_exists( $key, $stored ) || null === $previous || $previous[ $field ] !== $clean[ $field ] ) {
				$merged[ $key ] = $clean[ $field ];
			}
		}
		unset( $merged[ self::SLOT_SPEAKERS_OLD ] );
		return $merged;
	}

	/**
	 * Clean slots from the stored value, tolerant of older shapes: 12-hour
	 * times, speakers under either key, missing or junk entries.
	 *
	 * @param mixed $raw Stored value.
	 * @return array<int,array{start_time:string,end_time:string,topic:string,speakers:int[],objective:string,room:string}>
	 */
	private static function read_slots( $raw ): array {
		$slots = array();
		foreach ( is_array( $raw ) ? $raw : array() as $stored ) {
			if ( is_array( $stored ) ) {
				$slots[] = self::read_slot( $stored );
			}
		}
		return ScheduleTime::sort_slots( $slots );
	}

	/**
	 * One clean slot from a stored one.
	 *
	 * @param array<string,mixed> $stored Stored slot.
	 * @return array{start_time:string,end_time:string,topic:string,speakers:int[],objective:string,room:string}
	 */
	private static function read_slot( array $stored ): array {
		return array(
			'start_time' => Formats::stored_time( $stored[ self::SLOT_START ] ?? '' ) ?? '',
			'end_time'   => Formats::stored_time( $stored[ self::SLOT_END ] ?? '' ) ?? '',
			'topic'      => self::text( $stored[ self::SLOT_TOPIC ] ?? '' ),
			'speakers'   => Formats::ids( $stored[ self::SLOT_SPEAKERS ] ?? ( $stored[ self::SLOT_SPEAKERS_OLD ] ?? array() ) ),
			'objective'  => self::text( $stored[ self::SLOT_OBJECTIVE ] ?? '' ),
			'room'       => self::text( $stored[ self::SLOT_ROOM ] ?? '' ),
		);
	}

	/**
	 * A stored scalar as text ('' for anything else).
	 *
	 * @param mixed $value Stored value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}
}
