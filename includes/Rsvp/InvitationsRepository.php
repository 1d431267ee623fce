<?php
/**
 * The people invited to answer an event's RSVP: remembered so that "not
 * answered yet" is a real list, and so that each mail of a send has an id in
 * the job queue's per-recipient ledger.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}eventin_rsvp_invites`: one row per event and e-mail address
 * (unique, case-insensitive as the collation compares), with the name the
 * invitation greets and when it was last sent. Ours alone (Eventin kept no
 * invitations).
 */
final class InvitationsRepository {

	/**
	 * Rows written per statement.
	 */
	private const BATCH = 500;

	/**
	 * Table name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventin_rsvp_invites';
	}

	/**
	 * Creates or upgrades the table (dbDelta; install and upgrade).
	 */
	public static function create_table(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = self::table();
		dbDelta(
			"CREATE TABLE $table (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  event_id bigint(20) unsigned NOT NULL,
  email varchar(100) NOT NULL,
  name varchar(100) NOT NULL DEFAULT '',
  invited_by bigint(20) unsigned NOT NULL DEFAULT 0,
  invited_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY event_email (event_id,email)
) {$wpdb->get_charset_collate()};"
		);
	}

	/**
	 * Drops the table (uninstall with content).
	 */
	public static function drop_table(): void {
		global $wpdb;
		$table = self::table();
		$wpdb->query( "DROP TABLE IF EXISTS $table" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.SchemaChange -- our own table name.
	}

	/**
	 * Remembers people as invited to an event (a known address keeps its row;
	 * its name is updated when one is given) and answers their ids.
	 *
	 * @param int                  $event_id Event id.
	 * @param array<string,string> $people   E-mail address => name ('' when unknown).
	 * @param int                  $user_id  Who invites.
	 * @return int[] Their ids, ascending.
	 */
	public function remember( int $event_id, array $people, int $user_id ): array {
		global $wpdb;
		$table = self::table();
		$now   = gmdate( 'Y-m-d H:i:s' );
		$ids   = array();
		foreach ( array_chunk( $people, self::BATCH, true ) as $chunk ) {
			$rows = array();
			$args = array();
			foreach ( $chunk as $email => $name ) {
				$rows[] = '(%d, %s, %s, %d, %s)';
				array_push( $args, $event_id, (string) $email, (string) $name, $user_id, $now );
			}
			// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; $rows is placeholders only.
			$wpdb->query(
				$wpdb->prepare(
					"INSERT INTO $table (event_id, email, name, invited_by, invited_at) VALUES " . implode( ', ', $rows ) . "
					ON DUPLICATE KEY UPDATE name = IF(VALUES(name) <> '', VALUES(name), name), invited_by = VALUES(invited_by), invited_at = VALUES(invited_at)",
					$args
				)
			);
			$found = $wpdb->get_col(
				$wpdb->prepare(
					"SELECT id FROM $table WHERE event_id = %d AND email IN (" . implode( ',', array_fill( 0, count( $chunk ), '%s' ) ) . ')',
					array_merge( array( $event_id ), array_map( 'strval', array_keys( $chunk ) ) )
				)
			);
			// phpcs:enable
			$ids = array_merge( $ids, array_map( 'intval', (array) $found ) );
		}
		sort( $ids );
		return array_values( array_unique( $ids ) );
	}

	/**
	 * Invitations by id.
	 *
	 * @param int[] $ids Ids.
	 * @return array<int,array{id:int,event_id:int,email:string,name:string}>
	 */
	public function get_many( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; one placeholder per id.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, event_id, email, name FROM $table WHERE id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $ids ) );
		$found = array();
		foreach ( (array) $rows as $row ) {
			$found[ (int) $row->id ] = array(
				'id'       => (int) $row->id,
				'event_id' => (int) $row->event_id,
				'email'    => (string) $row->email,
				'name'     => (string) $row->name,
			);
		}
		return $found;
	}

	/**
	 * The next people invited to an event who have not answered it (no
	 * published answer from their address), in id order after $after_id.
	 *
	 * @param int $event_id Event id.
	 * @param int $after_id Last id of the previous page (0 first).
	 * @param int $limit    Most rows.
	 * @return array<int,array{email:string,name:string}> Id => person.
	 */
	public function not_answered( int $event_id, int $after_id, int $limit ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table and core's; a keyset page, never cached (answers change).
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT i.id, i.email, i.name FROM $table i
				WHERE i.event_id = %d AND i.id > %d AND NOT EXISTS (
					SELECT 1 FROM {$wpdb->postmeta} em
					INNER JOIN {$wpdb->postmeta} ev ON ev.post_id = em.post_id AND ev.meta_key = %s AND ev.meta_value = %s
					INNER JOIN {$wpdb->posts} p ON p.ID = em.post_id AND p.post_type = %s AND p.post_status = 'publish' AND p.post_parent = 0
					WHERE em.meta_key = %s AND em.meta_value = i.email
				)
				ORDER BY i.id
				LIMIT %d",
				$event_id,
				$after_id,
				RsvpRepository::META_EVENT,
				(string) $event_id,
				RsvpRepository::POST_TYPE,
				RsvpRepository::META_EMAIL,
				$limit
			)
		);
		// phpcs:enable
		$found = array();
		foreach ( (array) $rows as $row ) {
			$found[ (int) $row->id ] = array(
				'email' => (string) $row->email,
				'name'  => (string) $row->name,
			);
		}
		return $found;
	}

	/**
	 * Forgets an event's invitations (the event was deleted).
	 *
	 * @param int $event_id Event id.
	 */
	public function forget_event( int $event_id ): void {
		global $wpdb;
		$table = self::table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE event_id = %d", $event_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
	}
}
