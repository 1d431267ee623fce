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
 * Repository.
 */
final class AttendeesRepository {

	public const META_EVENT_ID      = 'etn_event_id';
	public const META_STATUS        = 'etn_status';
	public const META_NAME          = 'etn_name';
	public const META_EMAIL         = 'etn_email';
	public const META_TICKET_STATUS = 'etn_attendeee_ticket_status';

	/**
	 * Our index on postmeta, see ensure_meta_value_index().
	 */
	public const META_VALUE_INDEX = 'eventin_meta_key_value';

	/**
	 * Attendees per event in one grouped query.
	 *
	 * @param int[] $event_ids      Event ids.
	 * @param bool  $without_failed Leave out attendees whose status is "failed" (sold tickets).
	 * @return array<int,int> Event id => count (0 when none).
	 */
	public function count_by_event( array $event_ids, bool $without_failed ): array {
		global $wpdb;
		$event_ids = array_values( array_unique( array_filter( array_map( 'intval', $event_ids ) ) ) );
		$counts    = array_fill_keys( $event_ids, 0 );
		if ( ! $event_ids ) {
			return $counts;
		}
		$in     = implode( ',', array_fill( 0, count( $event_ids ), '%s' ) );
		$failed = $without_failed ? 'st.meta_id IS NULL' : '1 = 1';
		$args   = array_merge(
			array( self::META_STATUS, 'failed', Attendees::POST_TYPE, self::META_EVENT_ID ),
			array_map( 'strval', $event_ids )
		);
		// phpcs:disable WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $in is only placeholders, $failed one of two constants.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT ev.meta_value AS event_id, COUNT(DISTINCT ev.post_id) AS attendees
				FROM {$wpdb->postmeta} ev
				INNER JOIN {$wpdb->posts} a ON a.ID = ev.post_id
				LEFT JOIN {$wpdb->postmeta} st ON st.post_id = ev.post_id AND st.meta_key = %s AND st.meta_value = %s
				WHERE a.post_type = %s AND a.post_status NOT IN ('trash', 'auto-draft')
					AND ev.meta_key = %s AND ev.meta_value IN ($in)
					AND $failed
				GROUP BY ev.meta_value",
				$args
			)
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one grouped count for a whole page; not cacheable per event.
		// phpcs:enable
		foreach ( (array) $rows as $row ) {
			$counts[ (int) $row->event_id ] = (int) $row->attendees;
		}
		return $counts;
	}

	/**
	 * Creates an attendee.
	 *
	 * @param int                 $event_id Event id.
	 * @param array<string,mixed> $fields   name, email, status, ticket_status.
	 * @return int|WP_Error New id.
	 */
	public function insert( int $event_id, array $fields ) {
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
		$meta = array(
			self::META_EVENT_ID      => $event_id,
			self::META_NAME          => $name,
			self::META_EMAIL         => (string) ( $fields['email'] ?? '' ),
			self::META_STATUS        => (string) ( $fields['status'] ?? 'success' ),
			self::META_TICKET_STATUS => (string) ( $fields['ticket_status'] ?? 'unused' ),
		);
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, wp_slash( $value ) );
		}
		return $id;
	}

	/**
	 * Adds an index on postmeta (meta_key, start of meta_value), once.
	 *
	 * Why: attendees point at their event through meta (etn_event_id), and
	 * WordPress indexes meta_key but not meta_value, so counting the attendees
	 * of one page of events would read every attendee row (about 1 s with
	 * 100,000 attendees). With this index the one grouped count reads only the
	 * page's attendees. It changes no data and no core query; uninstall drops it.
	 * A database that refuses it leaves the counts correct, only slower.
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
