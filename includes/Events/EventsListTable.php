<?php
/**
 * The table that serves the events list's date-based filters: one row per
 * event with what those filters compare and what the list orders by.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\Attendees\AttendeesService;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}eventin_event_list`: derived data, like an index, kept in step with
 * the events (never the place anything is read from but the list's filters).
 *
 * Why: the status filters (upcoming, ongoing, past) and the date range compare
 * the normalized date keys, which live in postmeta. A page and its total
 * joined postmeta to wp_posts for every event that matched, about 50,000 row
 * reads in each table at 100,000 events, and took 5 to 15 s. Postmeta cannot
 * serve such a comparison from an index (meta_value is indexed on a prefix
 * only), and joining even a small table of dates back to wp_posts costs as many
 * wp_posts reads. This table holds the post columns the list filters and
 * orders by next to the four date keys, so each filter is a range of one of
 * its indexes and the total is counted in that index alone; wp_posts is read
 * for the page's events only. The category and tag filters read it too (with
 * term_relationships): through wp_posts each matching event cost a row read.
 *
 * It is written where the keys are: when an event is saved (its status, date or
 * parent), when its normalized keys are synced (EventsMaintenance) or written by
 * anyone through the meta API, and removed when it is deleted. Install and
 * upgrade recompute every event's keys and so rewrite every row. Uninstall
 * drops it.
 *
 * It also keeps each event's sold tickets (`sold`), so that a page of the list
 * reads its Sold column from 20 primary-key rows instead of counting the
 * attendees of 20 events and joining each one's booking (about 10 attendees and
 * 50 index lookups per event at 100,000 events, most of them cold). The count
 * itself is AttendeesService::sold_counts(), the one place of the rule; this is
 * a copy of its answer, written again after every change that can alter it: a
 * booking's change (`eventin_tickets_sold`, under the event's lock) and an
 * attendee's outside a booking (`eventin_attendees_changed`). Install and
 * upgrade recount every event.
 */
final class EventsListTable {

	/**
	 * SCHEMA once the table is created and filled (the list reads it only then),
	 * BUILDING while install fills a new one (rows are written, not read).
	 */
	public const OPTION = 'eventin_events_list_table';

	/**
	 * Totals of the lists without a date, term or search condition, see total():
	 * array{version:string, totals:array<string,int>} (autoloaded).
	 */
	public const TOTALS_OPTION = 'eventin_events_list_totals';

	/**
	 * Changes whenever an event is saved or deleted (autoloaded).
	 */
	public const VERSION_OPTION = 'eventin_events_list_version';

	/**
	 * OPTION's value while a new table is being filled.
	 */
	public const BUILDING = 'building';

	/**
	 * Version of the table's definition.
	 */
	public const SCHEMA = '2';

	/**
	 * Rows whose sold count install compares and writes in one statement.
	 */
	private const SOLD_BATCH = 500;

	/**
	 * Normalized meta key => column (the values are copied as stored, so that
	 * the comparisons are the meta_query's string comparisons).
	 */
	public const COLUMNS = array(
		EventsRepository::META_START_UTC   => 'start_utc',
		EventsRepository::META_END_UTC     => 'end_utc',
		EventsRepository::META_START_LOCAL => 'start_local',
		EventsRepository::META_END_LOCAL   => 'end_local',
	);

	/**
	 * Comparisons a filter may use.
	 */
	private const OPERATORS = array( '<', '<=', '>', '>=', '=' );

	/**
	 * The table's name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventin_event_list';
	}

	/**
	 * Whether the table is there, filled, for the list to read.
	 */
	public static function ready(): bool {
		return self::SCHEMA === get_option( self::OPTION );
	}

	/**
	 * Whether rows are kept in step (the table exists, filled or being filled).
	 */
	private static function writable(): bool {
		return in_array( get_option( self::OPTION ), array( self::SCHEMA, self::BUILDING ), true );
	}

	/**
	 * Creates or upgrades the table (dbDelta; idempotent). Install runs it before
	 * the normalized keys are recomputed, which fills it, then finish(). A table
	 * that was not complete is not read meanwhile: a list would miss the events
	 * not written yet (about a minute at 100,000 events).
	 */
	public static function create(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::name();
		$charset = $wpdb->get_charset_collate();
		// A date column is NULL where the event has no such meta row, which no comparison matches (as no meta row joins).
		$date = 'varchar(19) CHARACTER SET ascii COLLATE ascii_bin DEFAULT NULL';
		dbDelta(
			"CREATE TABLE $table (
  event_id bigint(20) unsigned NOT NULL,
  post_status varchar(20) NOT NULL DEFAULT '',
  post_parent bigint(20) unsigned NOT NULL DEFAULT 0,
  post_date datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  start_utc $date,
  end_utc $date,
  start_local $date,
  end_local $date,
  sold int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (event_id),
  KEY by_date (post_date,event_id,post_status,post_parent,start_utc,end_utc,start_local,end_local),
  KEY by_start (start_utc,end_utc,post_status,post_parent),
  KEY by_end (end_utc,start_utc,post_status,post_parent),
  KEY by_local_end (end_local,start_local,post_status,post_parent)
) $charset;"
		);
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- schema check of our own table.
		$exists = $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) === $table;
		if ( ! $exists ) {
			delete_option( self::OPTION ); // The list keeps answering from postmeta.
		} elseif ( ! self::ready() ) {
			update_option( self::OPTION, self::BUILDING, true );
		}
	}

	/**
	 * Install step once every row is rewritten: removes the rows of posts that
	 * are no events any more (deleted while this plugin was not running) and
	 * lets the list read the table.
	 */
	public static function finish(): void {
		global $wpdb;
		if ( ! self::writable() ) {
			return;
		}
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; a rare install step.
		$wpdb->query( $wpdb->prepare( "DELETE l FROM $table l LEFT JOIN {$wpdb->posts} p ON p.ID = l.event_id AND p.post_type = %s WHERE p.ID IS NULL", Events::POST_TYPE ) );
		update_option( self::OPTION, self::SCHEMA, true );
		self::changed();
	}

	/**
	 * Drops the table (uninstall: it holds nothing that is not also in the events).
	 */
	public static function drop(): void {
		global $wpdb;
		$table = self::name();
		$wpdb->query( "DROP TABLE IF EXISTS $table" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.SchemaChange -- our own table name.
		delete_option( self::OPTION );
		delete_option( self::TOTALS_OPTION );
		delete_option( self::VERSION_OPTION );
	}

	/**
	 * Writes an event's row from the post and its normalized keys as stored
	 * (or removes it when the id is no event). One query.
	 *
	 * @param int $id Post id.
	 */
	public static function sync( int $id ): void {
		global $wpdb;
		if ( ! self::writable() ) {
			return;
		}
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || Events::POST_TYPE !== $post->post_type ) {
			self::forget( $id );
			return;
		}
		$table   = self::name();
		$columns = array_values( self::COLUMNS );
		$args    = array( $id, $post->post_status, (int) $post->post_parent, $post->post_date );
		$formats = array();
		foreach ( array_keys( self::COLUMNS ) as $key ) {
			$values = get_post_meta( $id, $key );
			// No meta row is NULL; a stored '' stays ''.
			$formats[] = $values ? '%s' : 'NULL';
			if ( $values ) {
				$args[] = (string) reset( $values );
			}
		}
		$update = array();
		foreach ( array_merge( array( 'post_status', 'post_parent', 'post_date' ), $columns ) as $column ) {
			$update[] = "$column = VALUES($column)";
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- our own table and column names, every value a placeholder (passed as one array).
		$written = $wpdb->query(
			$wpdb->prepare(
				"INSERT INTO $table (event_id, post_status, post_parent, post_date, " . implode( ', ', $columns ) . ')
				VALUES (%d, %s, %d, %s, ' . implode( ', ', $formats ) . ')
				ON DUPLICATE KEY UPDATE ' . implode( ', ', $update ),
				$args
			)
		);
		// phpcs:enable
		if ( 1 === $written && self::ready() ) {
			// A new row (one affected row; an update is two) of an event written past our hooks may have attendees
			// (while install fills the table, recount_all_sold() counts them all).
			self::recount_sold( $id );
		}
	}

	/**
	 * Removes an event's row.
	 *
	 * @param int $id Post id.
	 */
	public static function forget( int $id ): void {
		global $wpdb;
		if ( self::writable() ) {
			$wpdb->delete( self::name(), array( 'event_id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
		}
	}

	/**
	 * Hooked to wp_insert_post: a saved event's status, date or parent (also
	 * when WordPress publishes a scheduled event, trashes or restores one).
	 *
	 * @param int   $id   Post id.
	 * @param mixed $post Post.
	 */
	public static function on_save( $id, $post = null ): void {
		if ( $post instanceof \WP_Post && Events::POST_TYPE === $post->post_type ) {
			self::sync( (int) $id );
			self::changed();
		}
	}

	/**
	 * Hooked to added/updated/deleted_post_meta: the row mirrors the normalized
	 * keys as stored, also when someone else writes or deletes one.
	 *
	 * @param mixed  $meta_id   Meta id(s).
	 * @param int    $object_id Post id.
	 * @param string $meta_key  Meta key.
	 */
	public static function on_key_change( $meta_id, $object_id, $meta_key ): void {
		if ( isset( self::COLUMNS[ $meta_key ] ) && Events::POST_TYPE === get_post_type( (int) $object_id ) ) {
			self::sync( (int) $object_id );
		}
	}

	/**
	 * Hooked to deleted_post.
	 *
	 * @param int   $id   Post id.
	 * @param mixed $post Post.
	 */
	public static function on_delete( $id, $post = null ): void {
		if ( $post instanceof \WP_Post && Events::POST_TYPE === $post->post_type ) {
			self::forget( (int) $id );
			self::changed();
		}
	}

	/**
	 * The total of a list of top-level events that filters on post status only
	 * (the unfiltered list, drafts), as counted once since the last event was
	 * saved or deleted; null while the table is not ready (the caller counts).
	 *
	 * Why: the exact count reads an index entry per event (60 ms at 100,000
	 * events, every time the list is opened), while events change seldom. The
	 * count is stored with the version of the events it counted, read before
	 * counting: a save during the count changes the version, so that count is
	 * never used. Both options are autoloaded: a total read from them costs no
	 * query.
	 *
	 * @param string[] $statuses Post statuses.
	 * @param int|null $parent   Parent, or null for any (only 0 is stored).
	 */
	public static function total( array $statuses, ?int $parent ): ?int {
		global $wpdb;
		if ( ! self::ready() || ! $statuses || 0 !== $parent ) {
			return null; // Occurrences of one event (?parent=) are few, and one entry per parent would grow the option.
		}
		sort( $statuses );
		$key     = implode( ',', $statuses ) . '|' . $parent;
		$version = (string) get_option( self::VERSION_OPTION, '' );
		$cached  = get_option( self::TOTALS_OPTION );
		if ( is_array( $cached ) && ( $cached['version'] ?? null ) === $version && isset( $cached['totals'][ $key ] ) ) {
			return (int) $cached['totals'][ $key ];
		}
		$where = 'post_type = %s AND post_status IN (' . implode( ',', array_fill( 0, count( $statuses ), '%s' ) ) . ') AND post_parent = %d';
		$args  = array_merge( array( Events::POST_TYPE ), $statuses, array( $parent ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- placeholders only; counted once per change of the events.
		$total  = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE $where", $args ) );
		$totals = is_array( $cached ) && ( $cached['version'] ?? null ) === $version ? (array) $cached['totals'] : array();
		update_option(
			self::TOTALS_OPTION,
			array(
				'version' => $version,
				'totals'  => array( $key => $total ) + $totals,
			),
			true
		);
		return $total;
	}

	/**
	 * An event was saved or deleted: the totals counted so far are old.
	 */
	private static function changed(): void {
		if ( self::writable() ) {
			update_option( self::VERSION_OPTION, uniqid( '', true ), true );
		}
	}

	/**
	 * Sold tickets of events as stored here; null while the table is not
	 * ready. Events without a row are left out (the caller counts them).
	 *
	 * @param int[] $ids Event ids.
	 * @return array<int,int>|null Event id => sold.
	 */
	public static function sold( array $ids ): ?array {
		global $wpdb;
		if ( ! self::ready() ) {
			return null;
		}
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		$table = self::name();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; one placeholder per id.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT event_id, sold FROM $table WHERE event_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $ids ) );
		// phpcs:enable
		$sold = array();
		foreach ( (array) $rows as $row ) {
			$sold[ (int) $row->event_id ] = (int) $row->sold;
		}
		return $sold;
	}

	/**
	 * Counts an event's sold tickets again (AttendeesService::sold_counts()) and
	 * stores the answer. Hooked to `eventin_tickets_sold` (after a booking's
	 * change, in its transaction) and `eventin_attendees_changed`.
	 *
	 * @param mixed $id Event id.
	 */
	public static function recount_sold( $id ): void {
		$id = (int) $id;
		if ( $id > 0 && self::writable() ) {
			self::store_sold( ( new AttendeesService() )->sold_counts( array( $id ) ) );
		}
	}

	/**
	 * Install step: recounts every event's sold tickets (one pass over the
	 * attendees, AttendeesService::sold_counts_of_all_events()) and writes the
	 * counts that differ, SOLD_BATCH rows per statement.
	 *
	 * @return int Rows whose count changed.
	 */
	public static function recount_all_sold(): int {
		global $wpdb;
		if ( ! self::writable() ) {
			return 0;
		}
		$table   = self::name();
		$service = new AttendeesService();
		$service->ensure_counting_index();
		$sold    = $service->sold_counts_of_all_events();
		$last    = 0;
		$changed = 0;
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; a batched install scan.
			$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT event_id, sold FROM $table WHERE event_id > %d ORDER BY event_id LIMIT %d", $last, self::SOLD_BATCH ) );
			$stored = array_map( 'intval', wp_list_pluck( $rows, 'sold', 'event_id' ) );
			$counts = array();
			foreach ( $stored as $id => $count ) {
				if ( ( $sold[ $id ] ?? 0 ) !== $count ) {
					$counts[ $id ] = $sold[ $id ] ?? 0;
				}
			}
			$changed += self::store_sold( $counts );
			$last     = $rows ? (int) end( $rows )->event_id : $last;
			$full     = count( $rows ) === self::SOLD_BATCH;
		} while ( $full );
		return $changed;
	}

	/**
	 * Writes sold counts into existing rows (one statement; rows that are not
	 * there are not created).
	 *
	 * @param array<int,int> $counts Event id => sold.
	 * @return int Rows changed.
	 */
	private static function store_sold( array $counts ): int {
		global $wpdb;
		if ( ! $counts ) {
			return 0;
		}
		$cases = array();
		$args  = array();
		foreach ( $counts as $id => $sold ) {
			$cases[] = 'WHEN %d THEN %d';
			array_push( $args, (int) $id, max( 0, (int) $sold ) );
		}
		$table = self::name();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; every value a placeholder.
		$changed = $wpdb->query(
			$wpdb->prepare(
				"UPDATE $table SET sold = CASE event_id " . implode( ' ', $cases ) . ' END WHERE event_id IN (' . implode( ',', array_fill( 0, count( $counts ), '%d' ) ) . ')',
				array_merge( $args, array_map( 'intval', array_keys( $counts ) ) )
			)
		);
		// phpcs:enable
		return (int) $changed;
	}

	/**
	 * One page of event ids and the total, newest first (post date, then id),
	 * from the table alone (and term_relationships for categories and tags, the
	 * title word index for a search); null when there is no date, term or search
	 * condition, or one it cannot answer (the caller asks WP_Query instead).
	 *
	 * @param array<int,array{key:string,value:string,compare:string}> $clauses  meta_query clauses on the normalized keys (AND).
	 * @param string[]                                                 $statuses Post statuses.
	 * @param int|null                                                 $parent   Parent, or null for any.
	 * @param array<int,int[]>                                         $terms    Groups of term taxonomy ids: the event has one of each group.
	 * @param int                                                      $offset   Rows to skip.
	 * @param int                                                      $limit    Page size.
	 * @param string[]                                                 $words    Search words (EventWords::search_words()): the title has a word starting with each; the caller checked EventWords::ready().
	 * @return array{0:int[],1:int}|null
	 */
	public static function page( array $clauses, array $statuses, ?int $parent, array $terms, int $offset, int $limit, array $words = array() ): ?array {
		global $wpdb;
		if ( ( ! $clauses && ! $terms && ! $words ) || ! $statuses || ! self::ready() ) {
			return null; // The other lists read wp_posts, their own source, through its index (EventsListIndex).
		}
		$conditions = self::conditions( $clauses, $statuses, $parent, $terms, $words );
		if ( null === $conditions ) {
			return null;
		}
		list( $where, $args ) = $conditions;
		$table                = self::name();
		$sql                  = "FROM $table l WHERE " . implode( ' AND ', $where );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- built above from our table, allow-listed columns and operators, and placeholders.
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT l.event_id $sql ORDER BY l.post_date DESC, l.event_id DESC LIMIT %d, %d", array_merge( $args, array( $offset, $limit ) ) ) ) );
		if ( count( $ids ) < $limit && ( $ids || 0 === $offset ) ) {
			$total = $offset + count( $ids ); // The last page tells the total.
		} else {
			$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) $sql", $args ) );
		}
		// phpcs:enable
		return array( $ids, $total );
	}
	/**
	 * The first events of a date condition by start time (soonest first, then
	 * id), from the table alone: a range of `by_start` for upcoming events, of
	 * the date keys for ongoing ones. No count. Null when the table cannot
	 * answer (the caller asks WP_Query).
	 *
	 * @param array<int,array{key:string,value:string,compare:string}> $clauses  meta_query clauses on the normalized keys (AND).
	 * @param string[]                                                 $statuses Post statuses.
	 * @param int                                                      $limit    How many.
	 * @return int[]|null Event ids.
	 */
	public static function soonest( array $clauses, array $statuses, int $limit ): ?array {
		global $wpdb;
		if ( ! $statuses || ! self::ready() ) {
			return null;
		}
		$conditions = self::conditions( $clauses, $statuses, null, array(), array() );
		if ( null === $conditions ) {
			return null;
		}
		list( $where, $args ) = $conditions;
		$table                = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- built from our table, allow-listed columns and operators, and placeholders.
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT l.event_id FROM $table l WHERE " . implode( ' AND ', $where ) . ' AND l.start_utc IS NOT NULL ORDER BY l.start_utc ASC, l.event_id ASC LIMIT %d', array_merge( $args, array( $limit ) ) ) ) );
	}

	/**
	 * The WHERE conditions of a list on this table and their values; null for
	 * a condition it cannot answer.
	 *
	 * @param array<int,mixed> $clauses  meta_query clauses on the normalized keys (AND).
	 * @param string[]         $statuses Post statuses.
	 * @param int|null         $parent   Parent, or null for any.
	 * @param array<int,int[]> $terms    Groups of term taxonomy ids.
	 * @param string[]         $words    Search words.
	 * @return array{0:string[],1:array<int,string|int>}|null
	 */
	private static function conditions( array $clauses, array $statuses, ?int $parent, array $terms, array $words ): ?array {
		global $wpdb;
		$where = array( 'post_status IN (' . implode( ', ', array_fill( 0, count( $statuses ), '%s' ) ) . ')' );
		$args  = array_values( $statuses );
		foreach ( $clauses as $clause ) {
			if ( ! is_array( $clause ) ) {
				return null; // A relation other than the default AND, say.
			}
			$column  = self::COLUMNS[ $clause['key'] ?? '' ] ?? null;
			$compare = (string) ( $clause['compare'] ?? '=' );
			if ( null === $column || ! in_array( $compare, self::OPERATORS, true ) || ! isset( $clause['value'] ) || ! is_scalar( $clause['value'] ) ) {
				return null;
			}
			$where[] = "$column $compare %s";
			$args[]  = (string) $clause['value'];
		}
		if ( null !== $parent ) {
			$where[] = 'post_parent = %d';
			$args[]  = $parent;
		}
		foreach ( $terms as $ids ) {
			$ids     = array_map( 'intval', (array) $ids );
			$where[] = "EXISTS (SELECT 1 FROM {$wpdb->term_relationships} tr WHERE tr.object_id = l.event_id AND tr.term_taxonomy_id IN (" . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . '))';
			$args    = array_merge( $args, $ids );
		}
		foreach ( $words as $word ) {
			list( $condition, $value ) = EventWords::condition( 'l.event_id', (string) $word );
			$where[]                   = $condition;
			$args[]                    = $value;
		}
		return array( $where, $args );
	}
}
