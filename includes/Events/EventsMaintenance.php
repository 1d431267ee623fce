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
	 * While > 0, our own writes are in progress and the meta listener only notes
	 * the events whose date meta changed.
	 *
	 * @var int
	 */
	private static $writing = 0;

	/**
	 * Events whose date meta changed during our writes (ids as keys).
	 *
	 * @var array<int,true>
	 */
	private static $changed = array();

	/**
	 * Runs our own writes without the meta listener reacting to each of them:
	 * the events whose date meta changed meanwhile (by us, or by another
	 * plugin's hook inside our save) are synced once, when the outermost run ends.
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
			if ( 0 === self::$writing && self::$changed ) {
				$ids           = array_keys( self::$changed );
				self::$changed = array();
				array_map( array( self::class, 'sync_normalized_keys' ), $ids );
			}
		}
	}

	/**
	 * Recomputes and stores an event's normalized date keys from its date meta.
	 *
	 * @param int $id Event id.
	 * @return bool Whether a stored key changed.
	 */
	public static function sync_normalized_keys( int $id ): bool {
		$normal  = EventTime::normalized(
			array(
				'start_date' => get_post_meta( $id, EventsRepository::META_START_DATE, true ),
				'end_date'   => get_post_meta( $id, EventsRepository::META_END_DATE, true ),
				'start_time' => get_post_meta( $id, EventsRepository::META_START_TIME, true ),
				'end_time'   => get_post_meta( $id, EventsRepository::META_END_TIME, true ),
				'timezone'   => get_post_meta( $id, EventsRepository::META_TIMEZONE, true ),
			)
		);
		$stored  = array(
			'start_local' => EventsRepository::META_START_LOCAL,
			'end_local'   => EventsRepository::META_END_LOCAL,
			'start_utc'   => EventsRepository::META_START_UTC,
			'end_utc'     => EventsRepository::META_END_UTC,
		);
		$changed = self::quietly(
			static function () use ( $id, $normal, $stored ): bool {
				$changed = false;
				foreach ( $stored as $field => $key ) {
					// False when the stored value is already this one.
					$changed = ( false !== update_post_meta( $id, $key, $normal[ $field ] ) ) || $changed;
				}
				return $changed;
			}
		);
		EventsListTable::sync( $id ); // The list's filters read the keys from there.
		return $changed;
	}

	/**
	 * Keeps the normalized keys right whoever writes an event's date meta (an
	 * import, another plugin, its hooks inside our own save). Hooked to
	 * added/updated/deleted_post_meta.
	 *
	 * @param mixed  $meta_id   Meta id(s).
	 * @param int    $object_id Post id.
	 * @param string $meta_key  Meta key.
	 */
	public static function on_meta_change( $meta_id, $object_id, $meta_key ): void {
		if ( ! in_array( $meta_key, self::DATE_KEYS, true ) || Events::POST_TYPE !== get_post_type( (int) $object_id ) ) {
			return;
		}
		if ( self::$writing > 0 ) {
			self::$changed[ (int) $object_id ] = true;
			return;
		}
		self::sync_normalized_keys( (int) $object_id );
	}

	/**
	 * Recomputes every event's normalized keys from its date meta, in batches of
	 * 500 ids. Run on install/upgrade (under the installer's lock): dates edited
	 * while this plugin was off (in Eventin, or by an import) leave the keys
	 * stale, and events saved by older code lack them. Idempotent.
	 *
	 * @return int Number of events whose keys changed.
	 */
	public static function recompute_normalized_keys(): int {
		global $wpdb;
		$last_id  = 0;
		$repaired = 0;
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a batched install scan.
			$ids = array_map(
				'intval',
				$wpdb->get_col(
					$wpdb->prepare(
						"SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND ID > %d ORDER BY ID ASC LIMIT 500",
						Events::POST_TYPE,
						$last_id
					)
				)
			);
			if ( ! $ids ) {
				break;
			}
			update_meta_cache( 'post', $ids );
			foreach ( $ids as $id ) {
				$repaired += self::sync_normalized_keys( $id ) ? 1 : 0;
				clean_post_cache( $id ); // Bounded memory: no batch's meta stays cached.
			}
			$last_id = (int) end( $ids );
		} while ( true );
		return $repaired;
	}
}
