<?php
/**
 * Storage that is derived from events and kept in step with them: the
 * normalized date keys (written on every save, repaired on install) and the
 * postmeta index the sold-ticket count relies on.
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

	/**
	 * Adds an index on postmeta (meta_key, start of meta_value), once.
	 *
	 * Why: attendees point at their event through meta (etn_event_id), and
	 * WordPress indexes meta_key but not meta_value, so counting the attendees
	 * of one page of events would read every attendee row (about 1 s with
	 * 100,000 attendees). With this index the one grouped count reads only the
	 * page's attendees. It changes no data and no core query; uninstall drops it.
	 * A database that refuses it leaves the list correct, only slower.
	 */
	public static function ensure_meta_value_index(): void {
		global $wpdb;
		$suppress = $wpdb->suppress_errors();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.SchemaChange -- schema statements with our constant index name.
		$indexes = $wpdb->get_col( "SHOW INDEX FROM {$wpdb->postmeta}", 2 );
		if ( is_array( $indexes ) && ! in_array( EventsRepository::META_VALUE_INDEX, $indexes, true ) ) {
			$wpdb->query( "ALTER TABLE {$wpdb->postmeta} ADD INDEX " . EventsRepository::META_VALUE_INDEX . ' (meta_key(191), meta_value(32))' );
		}
		// phpcs:enable
		$wpdb->suppress_errors( $suppress );
	}

	/**
	 * Drops the index ensure_meta_value_index() added (uninstall).
	 */
	public static function drop_meta_value_index(): void {
		global $wpdb;
		$suppress = $wpdb->suppress_errors();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.SchemaChange -- schema statements with our constant index name.
		$indexes = $wpdb->get_col( "SHOW INDEX FROM {$wpdb->postmeta}", 2 );
		if ( is_array( $indexes ) && in_array( EventsRepository::META_VALUE_INDEX, $indexes, true ) ) {
			$wpdb->query( "ALTER TABLE {$wpdb->postmeta} DROP INDEX " . EventsRepository::META_VALUE_INDEX );
		}
		// phpcs:enable
		$wpdb->suppress_errors( $suppress );
	}
}
