<?php
/**
 * A database transaction around a unit of work, nested with a savepoint when
 * the connection already holds one.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

use Throwable;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Transactions for the attendee and booking writes (bookings use it too: they
 * depend on this feature, not the other way round).
 *
 * With autocommit on (every web request), it runs START TRANSACTION / COMMIT.
 * Inside another run(), or with autocommit off (whoever turned it off owns
 * the open transaction: the PHP tests), a START TRANSACTION would commit the
 * open one and release its locks: the unit runs inside a savepoint instead. On the development site's
 * SQLite the driver translates both forms.
 */
final class Transaction {

	/**
	 * Savepoints opened so far (unique names).
	 *
	 * @var int
	 */
	private static $savepoints = 0;

	/**
	 * Units of work running now (run() inside run()).
	 *
	 * @var int
	 */
	private static $depth = 0;

	/**
	 * Runs $work; commits unless it returns a WP_Error or throws, which roll it back.
	 *
	 * @template T
	 * @param callable():T $work Unit of work.
	 * @return T|WP_Error Its result.
	 * @throws Throwable What $work threw, after the rollback.
	 */
	public static function run( callable $work ) {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- transaction control has no API; the savepoint name is our own counter.
		// Inside our own transaction @@autocommit still reads 1: a second START TRANSACTION would commit it.
		$nested = self::$depth > 0 || '0' === (string) $wpdb->get_var( 'SELECT @@autocommit' );
		$name   = 'eventin_sp_' . ( ++self::$savepoints );
		$wpdb->query( $nested ? "SAVEPOINT $name" : 'START TRANSACTION' );
		++self::$depth;
		try {
			$result = $work();
		} catch ( Throwable $e ) {
			$wpdb->query( $nested ? "ROLLBACK TO SAVEPOINT $name" : 'ROLLBACK' );
			throw $e;
		} finally {
			--self::$depth;
		}
		if ( is_wp_error( $result ) ) {
			$wpdb->query( $nested ? "ROLLBACK TO SAVEPOINT $name" : 'ROLLBACK' );
		} else {
			$wpdb->query( $nested ? "RELEASE SAVEPOINT $name" : 'COMMIT' );
		}
		// phpcs:enable
		return $result;
	}
}
