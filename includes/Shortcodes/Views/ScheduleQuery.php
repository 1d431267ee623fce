<?php
/**
 * Which schedules a schedule widget shows, with their slots' speakers, read
 * in a constant number of queries whatever the number of schedules, slots
 * and speakers.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use EventinPro\Schedules\Schedules;
use EventinPro\Schedules\SchedulesRepository;
use EventinPro\Schedules\SchedulesService;

defined( 'ABSPATH' ) || exit;

/**
 * Schedule queries of the schedule widgets.
 */
final class ScheduleQuery {

	/**
	 * Schedules shown when the widget names none: the latest ones by date.
	 */
	public const RECENT = 10;

	/**
	 * Published schedules by date: those named (at most Attribute::MAX_IDS,
	 * the attribute's bound), or the RECENT latest; dates in $order,
	 * undated schedules first in ASC and last in DESC. One query.
	 *
	 * @param int[]  $ids   Schedule post ids; none for the latest.
	 * @param string $order ASC or DESC.
	 * @return int[]
	 */
	public static function ids( array $ids, string $order ): array {
		global $wpdb;
		$order = 'ASC' === $order ? 'ASC' : 'DESC';
		$ids   = array_values( array_filter( array_map( 'intval', $ids ) ) );
		$args  = array( SchedulesRepository::META_DATE, Schedules::POST_TYPE );
		$where = '';
		if ( $ids ) {
			$where = ' AND p.ID IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')';
			$args  = array_merge( $args, $ids );
		}
		// The latest RECENT when none are named, turned to $order below; the named ones in $order.
		$direction = $ids ? $order : 'DESC';
		$args[]    = $ids ? count( $ids ) : self::RECENT;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber,WordPress.DB.DirectDatabaseQuery -- $where holds placeholders only and $direction is ASC or DESC; one indexed query instead of WP_Query's meta join, which would drop undated schedules.
		$found = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} d ON d.post_id = p.ID AND d.meta_key = %s
				WHERE p.post_type = %s AND p.post_status = 'publish'$where
				ORDER BY d.meta_value $direction, p.ID $direction LIMIT %d",
				$args
			)
		);
		// phpcs:enable
		$found = array_map( 'intval', $found );
		return $direction === $order ? $found : array_reverse( $found );
	}

	/**
	 * Schedule items (SchedulesService::get(): program_title, date, slots in
	 * start-time order) of published schedules, in the order given; posts
	 * and meta read in one query each.
	 *
	 * @param int[] $ids Schedule ids (ids()).
	 * @return array<int,array<string,mixed>>
	 */
	public static function schedules( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		_prime_post_caches( $ids, false, true );
		$service = new SchedulesService();
		$items   = array();
		foreach ( $ids as $id ) {
			$item = $service->get( $id );
			if ( null !== $item && 'publish' === get_post_status( $id ) ) {
				$items[] = $item;
			}
		}
		return $items;
	}

	/**
	 * Public profiles of every speaker the slots name, read at once.
	 *
	 * @param array<int,array<string,mixed>> $schedules Schedule items.
	 * @return array<int,array<string,mixed>> Profiles by user id.
	 */
	public static function speakers( array $schedules ): array {
		$ids = array();
		foreach ( $schedules as $schedule ) {
			foreach ( (array) $schedule['slots'] as $slot ) {
				foreach ( (array) $slot['speakers'] as $id ) {
					$ids[ (int) $id ] = (int) $id;
				}
			}
		}
		return $ids ? PeopleQuery::people( array_values( $ids ) ) : array();
	}
}
