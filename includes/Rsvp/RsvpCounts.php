<?php
/**
 * Each event's RSVP counts (people going, not going and maybe, and answers),
 * kept in a table of ours as the answers change.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}eventin_rsvp_counts`: one row per event, derived data like an
 * index, never the place an answer is read from.
 *
 * Why: the counts summed from the answers' postmeta read every answer of the
 * event (three meta rows each): about 1.1 s at 50,000 answers, on every page
 * of the report and inside the event's lock on every "going" answer. Here
 * they are one primary-key row.
 *
 * How it stays right:
 * - Our writes (RsvpRepository) add the difference an answer's insert, change
 *   or delete makes, in the same transaction, with `col = col + n`, so parallel
 *   writers never lose one another's change; the writers that check the limit
 *   read the row with FOR UPDATE under the event's lock.
 * - A missing row is counted from the answers (RsvpRepository::count_stored())
 *   and inserted; a writer that finds no row recounts after its own write, so
 *   its change is in the count; a reader's insert never replaces a row.
 * - Anyone else's write to an answer (another plugin, WP-CLI, a restore)
 *   removes the event's row after the write (Rsvp::foreign_change()): counted
 *   again on the next read. So does deleting the event.
 * - Install and upgrade empty the table: answers written while this plugin
 *   was inactive (Eventin 4 itself) are counted again.
 */
final class RsvpCounts {

	/**
	 * Version of the table's definition, stored in OPTION once it exists.
	 */
	public const SCHEMA = '2';

	/**
	 * The option that says the table exists (autoloaded).
	 */
	public const OPTION = 'eventin_rsvp_counts_table';

	/**
	 * Counted columns: people per answer, answers per answer (the totals of
	 * the report's status filters), and answers.
	 */
	public const COLUMNS = array( 'going', 'not_going', 'maybe', 'going_answers', 'not_going_answers', 'maybe_answers', 'responses' );

	/**
	 * Table name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventin_rsvp_counts';
	}

	/**
	 * Install and upgrade: creates the table (dbDelta) and empties it.
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = self::table();
		dbDelta(
			"CREATE TABLE $table (
  event_id bigint(20) unsigned NOT NULL,
  going int(10) unsigned NOT NULL DEFAULT 0,
  not_going int(10) unsigned NOT NULL DEFAULT 0,
  maybe int(10) unsigned NOT NULL DEFAULT 0,
  going_answers int(10) unsigned NOT NULL DEFAULT 0,
  not_going_answers int(10) unsigned NOT NULL DEFAULT 0,
  maybe_answers int(10) unsigned NOT NULL DEFAULT 0,
  responses int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (event_id)
) {$wpdb->get_charset_collate()};"
		);
		$wpdb->query( "DELETE FROM $table" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		update_option( self::OPTION, self::SCHEMA, true );
	}

	/**
	 * Uninstall: the table goes (it is derived data).
	 */
	public static function uninstall(): void {
		global $wpdb;
		$table = self::table();
		$wpdb->query( "DROP TABLE IF EXISTS $table" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.SchemaChange -- our own table name.
		delete_option( self::OPTION );
	}

	/**
	 * Whether the table exists (install ran).
	 */
	private static function ready(): bool {
		return self::SCHEMA === get_option( self::OPTION );
	}

	/**
	 * Counts of events: one query for those with a row, the grouped count of
	 * the answers for the others (then stored).
	 *
	 * @param int[]          $event_ids Event ids.
	 * @param RsvpRepository $answers   Answers.
	 * @return array<int,array<string,int>>
	 */
	public static function of( array $event_ids, RsvpRepository $answers ): array {
		$event_ids = array_values( array_unique( array_filter( array_map( 'intval', $event_ids ) ) ) );
		if ( ! $event_ids ) {
			return array();
		}
		$stored  = self::ready() ? self::rows( $event_ids, false ) : array();
		$missing = array_values( array_diff( $event_ids, array_keys( $stored ) ) );
		if ( $missing ) {
			$counted = $answers->count_stored( $missing );
			if ( self::ready() ) {
				self::insert( $counted, false );
			}
			$stored += $counted;
		}
		$counts = array();
		foreach ( $event_ids as $id ) {
			$counts[ $id ] = $stored[ $id ];
		}
		return $counts;
	}

	/**
	 * People going to an event, read for a limit check: the caller holds the
	 * event's lock in a transaction; the row is read with FOR UPDATE, so it
	 * is the last committed one.
	 *
	 * @param int            $event_id Event id.
	 * @param RsvpRepository $answers  Answers.
	 */
	public static function going_locked( int $event_id, RsvpRepository $answers ): int {
		if ( self::ready() ) {
			$row = self::rows( array( $event_id ), true );
			if ( isset( $row[ $event_id ] ) ) {
				return $row[ $event_id ]['going'];
			}
		}
		$counted = $answers->count_stored( array( $event_id ) );
		if ( self::ready() ) {
			self::insert( $counted, true );
		}
		return $counted[ $event_id ]['going'];
	}

	/**
	 * Adds what an answer's write changed to its event's row, after the write,
	 * in the writer's transaction. Without a row the event is counted from
	 * the answers (the write included) instead.
	 *
	 * @param int               $event_id Event id.
	 * @param array<string,int> $delta    Column => difference.
	 * @param RsvpRepository    $answers  Answers.
	 */
	public static function add( int $event_id, array $delta, RsvpRepository $answers ): void {
		global $wpdb;
		$delta = array_filter( array_intersect_key( array_map( 'intval', $delta ), array_flip( self::COLUMNS ) ) );
		if ( $event_id <= 0 || ! $delta || ! self::ready() ) {
			return;
		}
		$sets = array();
		$args = array();
		foreach ( $delta as $column => $difference ) {
			// GREATEST keeps an unsigned column from going below zero (a count someone else's write left wrong).
			$sets[] = "$column = GREATEST(0, CAST($column AS SIGNED) + %d)";
			$args[] = $difference;
		}
		$args[] = $event_id;
		$table  = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; column names from COLUMNS, values placeholders.
		$changed = $wpdb->query( $wpdb->prepare( "UPDATE $table SET " . implode( ', ', $sets ) . ' WHERE event_id = %d', $args ) );
		if ( 0 === $changed ) {
			self::insert( $answers->count_stored( array( $event_id ) ), true );
		}
	}

	/**
	 * Removes events' rows: they are counted again when next read.
	 *
	 * @param int[] $event_ids Event ids.
	 */
	public static function forget( array $event_ids ): void {
		global $wpdb;
		$event_ids = array_values( array_unique( array_filter( array_map( 'intval', $event_ids ) ) ) );
		if ( ! $event_ids || ! self::ready() ) {
			return;
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; one placeholder per id.
		$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE event_id IN (" . implode( ',', array_fill( 0, count( $event_ids ), '%d' ) ) . ')', $event_ids ) );
	}

	/**
	 * Stored rows of events.
	 *
	 * @param int[] $event_ids Event ids.
	 * @param bool  $locking   Read with FOR UPDATE.
	 * @return array<int,array<string,int>>
	 */
	private static function rows( array $event_ids, bool $locking ): array {
		global $wpdb;
		$table = self::table();
		$lock  = $locking ? ' FOR UPDATE' : '';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table, read fresh (counts change with every answer); one placeholder per id.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT event_id, ' . implode( ', ', self::COLUMNS ) . " FROM $table WHERE event_id IN (" . implode( ',', array_fill( 0, count( $event_ids ), '%d' ) ) . ")$lock",
				$event_ids
			)
		);
		// phpcs:enable
		$found = array();
		foreach ( (array) $rows as $row ) {
			foreach ( self::COLUMNS as $column ) {
				$found[ (int) $row->event_id ][ $column ] = (int) $row->$column;
			}
		}
		return $found;
	}

	/**
	 * Writes counted rows: a writer's count replaces the row (it includes its
	 * own write); a reader's never replaces one (a writer's may be newer).
	 *
	 * @param array<int,array<string,int>> $counts  Event id => counts.
	 * @param bool                                                            $replace Whether the counts replace a row.
	 */
	private static function insert( array $counts, bool $replace ): void {
		global $wpdb;
		if ( ! $counts ) {
			return;
		}
		$values = array();
		$args   = array();
		foreach ( $counts as $id => $count ) {
			$values[] = '(' . implode( ', ', array_fill( 0, count( self::COLUMNS ) + 1, '%d' ) ) . ')';
			$args[]   = (int) $id;
			foreach ( self::COLUMNS as $column ) {
				$args[] = (int) ( $count[ $column ] ?? 0 );
			}
		}
		$table   = self::table();
		$columns = 'event_id, ' . implode( ', ', self::COLUMNS );
		$update  = array();
		foreach ( self::COLUMNS as $column ) {
			$update[] = "$column = VALUES($column)";
		}
		$sql = $replace
			? "INSERT INTO $table ($columns) VALUES " . implode( ', ', $values ) . ' ON DUPLICATE KEY UPDATE ' . implode( ', ', $update )
			: "INSERT IGNORE INTO $table ($columns) VALUES " . implode( ', ', $values );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; every value a placeholder.
		$wpdb->query( $wpdb->prepare( $sql, $args ) );
	}
}
