<?php
/**
 * The index on wp_posts that serves the events list: its filter, its order and
 * its count from the index alone.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Adds (install) and drops (uninstall) the index, only when needed and only our own.
 *
 * Why: the list asks for `post_type = 'etn' AND post_parent = 0 AND post_status
 * IN (…) ORDER BY post_date DESC, ID DESC` plus its total. Core's
 * type_status_date serves the type only (several statuses are several ranges,
 * and post_parent is not in it), so MariaDB read every event's row and sorted
 * them all for each page: about 250 ms at 100,000 events. With the columns in
 * this order the page is the first 20 entries of one index range read
 * backwards, and the total counts that range without reading a row. The same
 * walk serves the lists that include occurrences (no post_parent condition).
 *
 * The index changes no data and no query's result; other plugins' queries on
 * wp_posts may use it too. Uninstall drops it by its name.
 */
final class EventsListIndex {

	/**
	 * Our index's name (prefixed: never the name of a core or another plugin's index).
	 */
	public const NAME = 'eventin_type_date_status';

	/**
	 * Its columns, in order. ID after post_date makes the order (post_date, ID)
	 * the index order; post_status and post_parent after it are read from the
	 * index instead of the row.
	 */
	public const COLUMNS = array( 'post_type', 'post_date', 'ID', 'post_status', 'post_parent' );

	/**
	 * Adds the index unless an index with these leading columns exists already
	 * (ours from an earlier install, or an equal one another plugin added).
	 * A database that refuses the change leaves the list correct, only slower.
	 *
	 * @return bool Whether the table has such an index afterwards.
	 */
	public static function ensure(): bool {
		if ( null !== self::serving() ) {
			return true;
		}
		self::alter( 'ADD INDEX ' . self::NAME . ' (' . implode( ', ', self::COLUMNS ) . ')' );
		return null !== self::serving();
	}

	/**
	 * Drops our index (uninstall); an equal index of another name is not ours and stays.
	 */
	public static function drop(): void {
		if ( in_array( self::NAME, array_keys( self::indexes() ), true ) ) {
			self::alter( 'DROP INDEX ' . self::NAME );
		}
	}

	/**
	 * The name of an index that serves the list (its leading columns are ours,
	 * whole, in order), or null.
	 */
	public static function serving(): ?string {
		foreach ( self::indexes() as $name => $columns ) {
			if ( array_slice( $columns, 0, count( self::COLUMNS ) ) === self::COLUMNS ) {
				return $name;
			}
		}
		return null;
	}

	/**
	 * The indexes of wp_posts: name => columns in order (a prefix length is
	 * noted as "column(length)", which no full column matches).
	 *
	 * @return array<string,string[]>
	 */
	private static function indexes(): array {
		global $wpdb;
		$suppress = $wpdb->suppress_errors();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- schema read of a core table name.
		$rows = $wpdb->get_results( "SHOW INDEX FROM {$wpdb->posts}", ARRAY_A );
		$wpdb->suppress_errors( $suppress );
		$indexes = array();
		foreach ( (array) $rows as $row ) {
			$column = (string) ( $row['Column_name'] ?? '' );
			if ( isset( $row['Sub_part'] ) && '' !== (string) $row['Sub_part'] ) {
				$column .= '(' . $row['Sub_part'] . ')';
			}
			$indexes[ (string) ( $row['Key_name'] ?? '' ) ][ (int) ( $row['Seq_in_index'] ?? 0 ) ] = $column;
		}
		return array_map(
			static function ( array $columns ): array {
				ksort( $columns );
				return array_values( $columns );
			},
			$indexes
		);
	}

	/**
	 * Alters wp_posts with database errors silenced (a refusal only leaves the list slower).
	 *
	 * @param string $definition ALTER TABLE clause, from constants only.
	 */
	private static function alter( string $definition ): void {
		global $wpdb;
		$suppress = $wpdb->suppress_errors();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.SchemaChange -- schema change with our constant index name and columns.
		$wpdb->query( "ALTER TABLE {$wpdb->posts} $definition" );
		$wpdb->suppress_errors( $suppress );
	}
}
