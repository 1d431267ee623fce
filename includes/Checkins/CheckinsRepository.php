<?php
/**
 * The check-in ledger's two tables and their SQL.
 *
 * @package EventinPro
 */

namespace EventinPro\Checkins;

defined( 'ABSPATH' ) || exit;

/**
 * Repository.
 *
 * `{prefix}eventin_checkins` holds one row per check-in. The unique key
 * (attendee_id, entry) is what makes a ticket check in at most once, under
 * any number of parallel scans: the insert is INSERT IGNORE and its affected
 * rows say who won. `entry` is ENTRY_ONCE today; re-entry or per-day check-in
 * can later write other values (a day, an entry number) beside the existing
 * rows, with no migration. The unique client_scan_id (NULL for none, which
 * never collides) makes a replayed offline sync a no-op. `checked_in_at` is
 * when the server recorded it; `scanned_at` when an offline scanner saw the
 * ticket (NULL for online check-ins).
 *
 * `{prefix}eventin_checkin_undos` keeps each undone check-in (the row as it
 * was, plus who undid it and when). A log table rather than a flag on the
 * ledger row: the ledger's unique key stays "one row per entry", so a ticket
 * whose check-in was undone can check in again, and history is never lost.
 */
final class CheckinsRepository {

	/**
	 * The one entry of a ticket that checks in once.
	 */
	public const ENTRY_ONCE = 'once';

	/**
	 * The ledger.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventin_checkins';
	}

	/**
	 * The log of undone check-ins.
	 */
	public static function undo_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventin_checkin_undos';
	}

	/**
	 * Creates or upgrades both tables (dbDelta; idempotent).
	 */
	public static function create_tables(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		$ledger  = self::table();
		$undos   = self::undo_table();
		dbDelta(
			array(
				"CREATE TABLE $ledger (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  attendee_id bigint(20) unsigned NOT NULL,
  entry varchar(32) NOT NULL DEFAULT 'once',
  event_id bigint(20) unsigned NOT NULL DEFAULT 0,
  ticket_id varchar(64) NOT NULL DEFAULT '',
  checked_in_at datetime NOT NULL,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  source varchar(20) NOT NULL DEFAULT '',
  device varchar(100) NOT NULL DEFAULT '',
  client_scan_id varchar(64) DEFAULT NULL,
  scanned_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY attendee_entry (attendee_id,entry),
  UNIQUE KEY client_scan_id (client_scan_id),
  KEY event_checked_in (event_id,checked_in_at),
  KEY checked_in_at (checked_in_at)
) $charset;",
				"CREATE TABLE $undos (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  checkin_id bigint(20) unsigned NOT NULL DEFAULT 0,
  attendee_id bigint(20) unsigned NOT NULL,
  entry varchar(32) NOT NULL DEFAULT 'once',
  event_id bigint(20) unsigned NOT NULL DEFAULT 0,
  ticket_id varchar(64) NOT NULL DEFAULT '',
  checked_in_at datetime DEFAULT NULL,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  source varchar(20) NOT NULL DEFAULT '',
  device varchar(100) NOT NULL DEFAULT '',
  client_scan_id varchar(64) DEFAULT NULL,
  scanned_at datetime DEFAULT NULL,
  undone_at datetime NOT NULL,
  undone_by bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  KEY attendee_id (attendee_id),
  KEY client_scan_id (client_scan_id)
) $charset;",
			)
		);
	}

	/**
	 * Drops both tables (uninstall with content).
	 */
	public static function drop_tables(): void {
		global $wpdb;
		foreach ( array( self::table(), self::undo_table() ) as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS $table" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.SchemaChange -- our own table name.
		}
	}

	/**
	 * Inserts a check-in unless the attendee's entry or the client scan id is in
	 * the ledger already: one atomic statement, safe under parallel requests.
	 *
	 * @param array<string,mixed> $row attendee_id, event_id, ticket_id, checked_in_at, user_id, source, device, client_scan_id and scanned_at (each may be null).
	 * @return bool Whether this call inserted it.
	 */
	public function insert( array $row ): bool {
		global $wpdb;
		$table    = self::table();
		$values   = array( $row['attendee_id'], self::ENTRY_ONCE, $row['event_id'], $row['ticket_id'], $row['checked_in_at'], $row['user_id'], $row['source'], $row['device'] );
		$nullable = array();
		foreach ( array( 'client_scan_id', 'scanned_at' ) as $column ) {
			$nullable[ $column ] = 'NULL';
			if ( null !== ( $row[ $column ] ?? null ) ) {
				$nullable[ $column ] = '%s';
				$values[]            = $row[ $column ];
			}
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- INSERT IGNORE has no API; our own table name; the nullable values are NULL or a placeholder.
		$wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO $table (attendee_id, entry, event_id, ticket_id, checked_in_at, user_id, source, device, client_scan_id, scanned_at)
				VALUES (%d, %s, %d, %s, %s, %d, %s, %s, {$nullable['client_scan_id']}, {$nullable['scanned_at']})",
				$values
			)
		);
		// phpcs:enable
		return 1 === (int) $wpdb->rows_affected;
	}

	/**
	 * The ledger row of an attendee's entry, or null.
	 *
	 * @param int $attendee_id Attendee id.
	 * @return array<string,mixed>|null
	 */
	public function find_by_attendee( int $attendee_id ): ?array {
		return $this->first( 'attendee_id = %d AND entry = %s', array( $attendee_id, self::ENTRY_ONCE ) );
	}

	/**
	 * The ledger row of a client scan id, or null.
	 *
	 * @param string $client_scan_id Client scan id.
	 * @return array<string,mixed>|null
	 */
	public function find_by_scan( string $client_scan_id ): ?array {
		return $this->first( 'client_scan_id = %s', array( $client_scan_id ) );
	}

	/**
	 * Ledger rows of several attendees (one query), for lists.
	 *
	 * @param int[] $attendee_ids Attendee ids.
	 * @return array<int,array<string,mixed>> Attendee id => row.
	 */
	public function for_attendees( array $attendee_ids ): array {
		global $wpdb;
		$attendee_ids = array_values( array_filter( array_map( 'intval', $attendee_ids ) ) );
		if ( ! $attendee_ids ) {
			return array();
		}
		$table = self::table();
		$in    = implode( ',', array_fill( 0, count( $attendee_ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our table; $in is placeholders only.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM $table WHERE entry = %s AND attendee_id IN ($in)", array_merge( array( self::ENTRY_ONCE ), $attendee_ids ) ), ARRAY_A );
		return array_column( is_array( $rows ) ? $rows : array(), null, 'attendee_id' );
	}

	/**
	 * Check-ins recorded in a span of time (UTC, from inclusive, to exclusive):
	 * a range of the `checked_in_at` key (the overview's "check-ins today").
	 *
	 * @param string $from_utc 'Y-m-d H:i:s'.
	 * @param string $to_utc   'Y-m-d H:i:s'.
	 */
	public function count_between( string $from_utc, string $to_utc ): int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; a count that changes with every scan.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $table WHERE checked_in_at >= %s AND checked_in_at < %s", $from_utc, $to_utc ) );
	}

	/**
	 * Whether a client scan id belongs to a check-in that was undone.
	 *
	 * @param string $client_scan_id Client scan id.
	 */
	public function scan_was_undone( string $client_scan_id ): bool {
		global $wpdb;
		$table = self::undo_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM $table WHERE client_scan_id = %s LIMIT 1", $client_scan_id ) );
	}

	/**
	 * Removes a ledger row and logs who undid it, when this call is the one that
	 * removed it (affected rows; two parallel undos log once).
	 *
	 * @param array<string,mixed> $row       Ledger row (find_by_attendee()), or one made from an Eventin check-in (id 0).
	 * @param int                 $undone_by User id.
	 * @return bool Whether this call undid it.
	 */
	public function undo( array $row, int $undone_by ): bool {
		global $wpdb;
		if ( (int) $row['id'] > 0 ) {
			$deleted = $wpdb->delete( self::table(), array( 'id' => (int) $row['id'] ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
			if ( 1 !== (int) $deleted ) {
				return false;
			}
		}
		$log = array(
			'checkin_id'     => (int) $row['id'],
			'attendee_id'    => (int) $row['attendee_id'],
			'entry'          => (string) $row['entry'],
			'event_id'       => (int) $row['event_id'],
			'ticket_id'      => (string) $row['ticket_id'],
			'checked_in_at'  => $row['checked_in_at'],
			'user_id'        => (int) $row['user_id'],
			'source'         => (string) $row['source'],
			'device'         => (string) $row['device'],
			'client_scan_id' => $row['client_scan_id'],
			'scanned_at'     => $row['scanned_at'] ?? null,
			'undone_at'      => gmdate( 'Y-m-d H:i:s' ),
			'undone_by'      => $undone_by,
		);
		$wpdb->insert( self::undo_table(), $log ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
		return true;
	}

	/**
	 * Removes everything the ledger keeps of an attendee (it was deleted).
	 *
	 * @param int $attendee_id Attendee id.
	 */
	public function forget( int $attendee_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'attendee_id' => $attendee_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
		$wpdb->delete( self::undo_table(), array( 'attendee_id' => $attendee_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
	}

	/**
	 * The undo log of an attendee, newest first.
	 *
	 * @param int $attendee_id Attendee id.
	 * @return array<int,array<string,mixed>>
	 */
	public function undos_of( int $attendee_id ): array {
		global $wpdb;
		$table = self::undo_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM $table WHERE attendee_id = %d ORDER BY id DESC", $attendee_id ), ARRAY_A );
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * The first ledger row matching a condition.
	 *
	 * @param string            $where Condition with placeholders.
	 * @param array<int,scalar> $args  Values.
	 * @return array<string,mixed>|null
	 */
	private function first( string $where, array $args ): ?array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our table; $where is a constant of this class with placeholders.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE $where LIMIT 1", $args ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}
}
