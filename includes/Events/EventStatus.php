<?php
/**
 * The event status rule, in one place for both the status shown on an event and
 * the list's status filter (which runs the same comparisons in SQL).
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

defined( 'ABSPATH' ) || exit;

/**
 * draft | upcoming | ongoing | expired, and the filter values all | draft | upcoming | ongoing | past.
 */
final class EventStatus {

	public const DRAFT    = 'draft';
	public const UPCOMING = 'upcoming';
	public const ONGOING  = 'ongoing';
	public const EXPIRED  = 'expired';

	/**
	 * Filter values (the spec's: expired is filtered as "past").
	 */
	public const FILTERS = array( 'all', 'draft', 'ongoing', 'upcoming', 'past' );

	/**
	 * Filters that list the occurrences of recurring events next to the
	 * top-level events, as Eventin 4 does: each occurrence has its own dates.
	 */
	public const WITH_OCCURRENCES = array( 'ongoing', 'upcoming', 'past' );

	/**
	 * Post statuses shown as "draft": not public yet.
	 */
	public const UNPUBLISHED = array( 'draft', 'pending', 'future' );

	/**
	 * Post statuses whose status comes from the dates.
	 */
	public const PUBLISHED = array( 'publish', 'private' );

	/**
	 * "Now" as a Unix timestamp. Tests fix it with the `eventin_now` filter.
	 */
	public static function now(): int {
		/**
		 * Filters the current time the event status is computed against.
		 *
		 * @param int $now Unix timestamp.
		 */
		return (int) apply_filters( 'eventin_now', time() );
	}

	/**
	 * "Now" in the format of the normalized UTC keys.
	 */
	public static function now_utc(): string {
		return gmdate( EventTime::SQL_FORMAT, self::now() );
	}

	/**
	 * The status of an event.
	 *
	 * @param string      $post_status Post status.
	 * @param string      $start_utc   Normalized UTC start (EventTime::normalized()).
	 * @param string      $end_utc     Normalized UTC end.
	 * @param string|null $now_utc     Now; default now_utc().
	 */
	public static function of( string $post_status, string $start_utc, string $end_utc, ?string $now_utc = null ): string {
		if ( in_array( $post_status, self::UNPUBLISHED, true ) ) {
			return self::DRAFT;
		}
		$now = $now_utc ?? self::now_utc();
		// The same three comparisons as where() below.
		if ( $start_utc > $now ) {
			return self::UPCOMING;
		}
		if ( $end_utc < $now ) {
			return self::EXPIRED;
		}
		return self::ONGOING;
	}

	/**
	 * WP_Query arguments selecting the events of a status filter value.
	 *
	 * @param string $filter  One of FILTERS.
	 * @param string $now_utc Now, as now_utc().
	 * @return array{post_status:string[],meta_query:array<int,array{key:string,value:string,compare:string}>}
	 */
	public static function where( string $filter, string $now_utc ): array {
		$start = EventsRepository::META_START_UTC;
		$end   = EventsRepository::META_END_UTC;
		switch ( $filter ) {
			case 'draft':
				return array(
					'post_status' => self::UNPUBLISHED,
					'meta_query'  => array(),
				);
			case 'upcoming':
				$clauses = array( self::clause( $start, '>', $now_utc ) );
				break;
			case 'ongoing':
				$clauses = array( self::clause( $start, '<=', $now_utc ), self::clause( $end, '>=', $now_utc ) );
				break;
			case 'past':
				$clauses = array( self::clause( $end, '<', $now_utc ) );
				break;
			default:
				return array(
					'post_status' => array_merge( self::PUBLISHED, self::UNPUBLISHED ),
					'meta_query'  => array(),
				);
		}
		return array(
			'post_status' => self::PUBLISHED,
			'meta_query'  => $clauses, // phpcs:ignore WordPress.DB.SlowDBQuery -- filtering on dates is the point.
		);
	}

	/**
	 * One meta_query clause comparing a normalized key as a string.
	 *
	 * @param string $key     Meta key.
	 * @param string $compare Operator.
	 * @param string $value   Value.
	 * @return array{key:string,value:string,compare:string}
	 */
	private static function clause( string $key, string $compare, string $value ): array {
		return array(
			'key'     => $key,
			'value'   => $value,
			'compare' => $compare,
		);
	}
}
