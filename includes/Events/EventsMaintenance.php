<?php
/**
 * Storage that is derived from events and kept in step with them: the
 * normalized date keys (written on every save, repaired on install).
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Maintenance (static: hooks and install steps).
 */
final class EventsMaintenance {

	/**
	 * Meta keys that feed the normalized keys.
	 */
	private const DATE_KEYS = array( EventsRepository::META_START_DATE, EventsRepository::META_END_DATE, EventsRepository::META_START_TIME, EventsRepository::META_END_TIME, EventsRepository::META_TIMEZONE );

	/**
	 * While > 0, our own writes are in progress and the meta listener stays quiet.
	 *
	 * @var int
	 */
	private static $writing = 0;

	/**
	 * Runs our own writes without the meta listener reacting to each of them.
	 *
	 * @param callable $write Writes.
	 * @return mixed What $write returns.
	 */
	public static function quietly( callable $write ) {
		++self::$writing;
		try {
			return $write();
		} finally {
			--self::$writing;
		}
	}

	/**
	 * Recomputes and stores an event's normalized date keys from its date meta.
	 *
	 * @param int $id Event id.
	 */
	public static function sync_normalized_keys( int $id ): void {
		$normal = EventTime::normalized(
			array(
				'start_date' => get_post_meta( $id, EventsRepository::META_START_DATE, true ),
				'end_date'   => get_post_meta( $id, EventsRepository::META_END_DATE, true ),
				'start_time' => get_post_meta( $id, EventsRepository::META_START_TIME, true ),
				'end_time'   => get_post_meta( $id, EventsRepository::META_END_TIME, true ),
				'timezone'   => get_post_meta( $id, EventsRepository::META_TIMEZONE, true ),
			)
		);
		self::quietly(
			static function () use ( $id, $normal ) {
				update_post_meta( $id, EventsRepository::META_START_LOCAL, $normal['start_local'] );
				update_post_meta( $id, EventsRepository::META_END_LOCAL, $normal['end_local'] );
				update_post_meta( $id, EventsRepository::META_START_UTC, $normal['start_utc'] );
				update_post_meta( $id, EventsRepository::META_END_UTC, $normal['end_utc'] );
			}
		);
	}

	/**
	 * Keeps the normalized keys right when other code writes an event's date meta
	 * directly (an import, another plugin). Hooked to added/updated/deleted_post_meta.
	 *
	 * @param mixed  $meta_id   Meta id(s).
	 * @param int    $object_id Post id.
	 * @param string $meta_key  Meta key.
	 */
	public static function on_meta_change( $meta_id, $object_id, $meta_key ): void {
		if ( self::$writing > 0 || ! in_array( $meta_key, self::DATE_KEYS, true ) || Events::POST_TYPE !== get_post_type( (int) $object_id ) ) {
			return;
		}
		self::sync_normalized_keys( (int) $object_id );
	}

	/**
	 * Repair for events that lack the normalized keys (saved by older code or
	 * imported): computes them in batches. Idempotent; run on install/upgrade.
	 *
	 * @return int Number of events repaired.
	 */
	public static function backfill_utc_keys(): int {
		global $wpdb;
		$keys     = array( EventsRepository::META_START_LOCAL, EventsRepository::META_END_LOCAL, EventsRepository::META_START_UTC, EventsRepository::META_END_UTC );
		$last_id  = 0;
		$repaired = 0;
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-off repair scan.
			$ids = $wpdb->get_col(
				$wpdb->prepare(
					"SELECT p.ID FROM {$wpdb->posts} p
					WHERE p.post_type = %s AND p.ID > %d
						AND ( SELECT COUNT(DISTINCT m.meta_key) FROM {$wpdb->postmeta} m
							WHERE m.post_id = p.ID AND m.meta_key IN (%s, %s, %s, %s) ) < 4
					ORDER BY p.ID ASC LIMIT 500",
					array_merge( array( Events::POST_TYPE, $last_id ), $keys )
				)
			);
			$ids = array_map( 'intval', $ids );
			if ( ! $ids ) {
				break;
			}
			update_meta_cache( 'post', $ids );
			foreach ( $ids as $id ) {
				self::sync_normalized_keys( $id );
				clean_post_cache( $id );
			}
			$repaired += count( $ids );
			$last_id   = (int) end( $ids );
		} while ( true );
		return $repaired;
	}
}
