<?php
/**
 * The word index of event titles that serves the events list's search.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}eventin_event_words`: one row per word of an event's title, derived
 * data like an index, kept in step with the events (EventsListTable's rules:
 * created with dbDelta on install, filled by install under the installer's
 * lock, rows written on save and delete, read only once filled, dropped on
 * uninstall).
 *
 * Why: the search compared `post_title LIKE '%text%'` for every event, which no
 * index serves: 0.5 s at 100,000 events, 6.5 times core's own post list. A word
 * of the search is a range of this table's primary key (`word LIKE 'text%'`),
 * so the search reads the rows of its rarest word and looks the others up.
 *
 * What the search finds (search_words()): events whose title has, for every
 * word of the search, a word that starts with it, whatever the case and the
 * accents ("Summer Café" is found by "sum", "CAFE" or "café summ"). Words are
 * runs of letters, digits and marks; anything else separates them
 * ("O'Brien" is "o" and "brien"). It does not find text inside a word ("mmer"
 * does not find "Summer"), nor anything outside the title (content, location).
 * Scripts written without spaces (Chinese, Japanese) are one word per run, found
 * by the run's start. At most MAX_SEARCH_WORDS words count: the longest.
 */
final class EventWords {

	/**
	 * SCHEMA once the table is created and filled (the search reads it only
	 * then), BUILDING while install fills a new one (rows are written, not read).
	 */
	public const OPTION = 'eventin_event_words';

	/**
	 * OPTION's value while a new table is being filled.
	 */
	public const BUILDING = 'building';

	/**
	 * Version of the table's definition.
	 */
	public const SCHEMA = '1';

	/**
	 * Longest word kept, in characters (a longer one is kept cut: its start is what is searched).
	 */
	public const MAX_LENGTH = 64;

	/**
	 * Most words of a search that count (each is a lookup in the query; MariaDB joins 61 tables at most).
	 */
	public const MAX_SEARCH_WORDS = 8;

	/**
	 * Events whose words install compares and writes per batch.
	 */
	private const BATCH = 500;

	/**
	 * The table's name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventin_event_words';
	}

	/**
	 * Whether the table is there, filled, for the search to read.
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
	 * Install step: creates or upgrades the table, writes every event's words
	 * (only those that differ) and lets the search read it. Idempotent.
	 *
	 * @return int Events whose rows were written.
	 */
	public static function install(): int {
		self::create();
		$written = self::fill();
		if ( self::writable() ) {
			update_option( self::OPTION, self::SCHEMA, true );
		}
		return $written;
	}

	/**
	 * Creates or upgrades the table (dbDelta). A new table is not read until
	 * install has filled it: the search would miss the events not written yet.
	 */
	public static function create(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::name();
		$charset = $wpdb->charset ? $wpdb->charset : 'utf8mb4';
		// Binary: words are stored lowercased and without accents (words()), so equal means equal bytes.
		dbDelta(
			"CREATE TABLE $table (
  word varchar(64) CHARACTER SET $charset COLLATE {$charset}_bin NOT NULL,
  event_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (word,event_id),
  KEY event_word (event_id,word)
) " . $wpdb->get_charset_collate() . ';'
		);
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- schema check of our own table.
		$exists = $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) === $table;
		if ( ! $exists ) {
			delete_option( self::OPTION ); // The search keeps answering from wp_posts.
		} elseif ( ! self::ready() ) {
			update_option( self::OPTION, self::BUILDING, true );
		}
	}

	/**
	 * Drops the table (uninstall: it holds nothing that is not also in the events).
	 */
	public static function drop(): void {
		global $wpdb;
		$table = self::name();
		$wpdb->query( "DROP TABLE IF EXISTS $table" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.SchemaChange -- our own table name.
		delete_option( self::OPTION );
	}

	/**
	 * The words of a text as they are stored and searched: HTML entities and
	 * tags read as text, accents removed (the same for every site language),
	 * lowercased, split at anything but letters, digits and marks, each cut to
	 * MAX_LENGTH characters; each word once, in order.
	 *
	 * @param string $text Title or search.
	 * @return string[]
	 */
	public static function words( string $text ): array {
		$text = html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = remove_accents( str_replace( array( 'ß', 'ẞ' ), 'ss', $text ), 'en_US' ); // WordPress folds ß to s outside German.
		$text = function_exists( 'mb_strtolower' ) ? mb_strtolower( $text, 'UTF-8' ) : strtolower( $text );
		$runs = preg_split( '/[^\p{L}\p{N}\p{M}]+/u', $text, -1, PREG_SPLIT_NO_EMPTY );
		if ( false === $runs ) {
			$runs = preg_split( '/[^a-z0-9]+/', $text, -1, PREG_SPLIT_NO_EMPTY ); // Not UTF-8: the ASCII words.
		}
		$words = array();
		foreach ( false === $runs ? array() : $runs as $run ) {
			$word           = function_exists( 'mb_substr' ) ? mb_substr( $run, 0, self::MAX_LENGTH, 'UTF-8' ) : substr( $run, 0, self::MAX_LENGTH );
			$words[ $word ] = true;
		}
		return array_map( 'strval', array_keys( $words ) );
	}

	/**
	 * The words a search looks for: words() of it, without a word that starts
	 * another one of them (the longer one asks for more), the MAX_SEARCH_WORDS
	 * longest. Empty when the search has no word.
	 *
	 * @param string $search Search text.
	 * @return string[]
	 */
	public static function search_words( string $search ): array {
		$words = self::words( $search );
		$kept  = array();
		foreach ( $words as $word ) {
			foreach ( $words as $other ) {
				if ( $other !== $word && 0 === strpos( $other, $word ) ) {
					continue 2;
				}
			}
			$kept[] = $word;
		}
		usort(
			$kept,
			static function ( string $a, string $b ): int {
				return strlen( $b ) - strlen( $a );
			}
		);
		return array_slice( $kept, 0, self::MAX_SEARCH_WORDS );
	}

	/**
	 * A condition on an event id column: the event's title has a word that
	 * starts with $word (one of search_words()). A range of the primary key.
	 *
	 * @param string $column Event id column, e.g. `l.event_id` (from our code only).
	 * @param string $word   Search word.
	 * @return array{0:string,1:string} SQL with one placeholder, and its value.
	 */
	public static function condition( string $column, string $word ): array {
		global $wpdb;
		$table = self::name();
		return array( "$column IN (SELECT w.event_id FROM $table w WHERE w.word LIKE %s)", $wpdb->esc_like( $word ) . '%' );
	}

	/**
	 * Writes an event's words from its title (only what differs), or removes
	 * them when the id is no event.
	 *
	 * @param int $id Post id.
	 */
	public static function sync( int $id ): void {
		if ( ! self::writable() ) {
			return;
		}
		$post = get_post( $id );
		$want = $post instanceof \WP_Post && Events::POST_TYPE === $post->post_type ? self::words( $post->post_title ) : array();
		$have = self::stored( array( $id ) )[ $id ] ?? array();
		$gone = array_values( array_diff( $have, $want ) );
		$new  = array_values( array_diff( $want, $have ) );
		if ( $gone ) {
			global $wpdb;
			$table = self::name();
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; one placeholder per word.
			$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE event_id = %d AND word IN (" . implode( ', ', array_fill( 0, count( $gone ), '%s' ) ) . ')', array_merge( array( $id ), $gone ) ) );
		}
		self::insert( array( $id => $new ) );
	}

	/**
	 * Removes an event's words.
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
	 * Hooked to wp_insert_post: a saved event's title (new, renamed, cloned;
	 * a status change keeps the words, the list's table filters on status).
	 *
	 * @param int   $id   Post id.
	 * @param mixed $post Post.
	 */
	public static function on_save( $id, $post = null ): void {
		if ( $post instanceof \WP_Post && Events::POST_TYPE === $post->post_type ) {
			self::sync( (int) $id );
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
		}
	}

	/**
	 * Install step: compares every event's stored words with its title, BATCH
	 * events at a time in id order, and rewrites the events that differ; rows of
	 * posts that are no events (deleted while this plugin was off) go.
	 *
	 * @return int Events whose rows were written or removed.
	 */
	public static function fill(): int {
		global $wpdb;
		if ( ! self::writable() ) {
			return 0;
		}
		$table   = self::name();
		$last    = 0;
		$changed = 0;
		do {
			$first = $last;
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a batched install scan.
			$posts = (array) $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_title FROM {$wpdb->posts} WHERE post_type = %s AND ID > %d ORDER BY ID LIMIT %d", Events::POST_TYPE, $first, self::BATCH ) );
			$full  = count( $posts ) === self::BATCH;
			$want  = array();
			foreach ( $posts as $post ) {
				$want[ (int) $post->ID ] = self::words( (string) $post->post_title );
			}
			// The last batch covers every id above it, so that rows of deleted posts there go too.
			$last = $full ? (int) end( $posts )->ID : PHP_INT_MAX;
			$have = self::stored_between( $first, $last );
			$redo = array();
			foreach ( $want + $have as $id => $unused ) {
				$wanted = $want[ $id ] ?? array();
				$stored = $have[ $id ] ?? array();
				sort( $wanted );
				sort( $stored );
				if ( $wanted !== $stored ) {
					$redo[ $id ] = $want[ $id ] ?? array();
				}
			}
			if ( $redo ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; one placeholder per id.
				$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE event_id IN (" . implode( ', ', array_fill( 0, count( $redo ), '%d' ) ) . ')', array_keys( $redo ) ) );
				self::insert( $redo );
				$changed += count( $redo );
			}
		} while ( $full );
		return $changed;
	}

	/**
	 * Stored words of events.
	 *
	 * @param int[] $ids Event ids.
	 * @return array<int,string[]> Event id => words (events without a row left out).
	 */
	private static function stored( array $ids ): array {
		global $wpdb;
		$table = self::name();
		/** @var list<object{event_id:string,word:string}>|null $rows The SELECT's columns; wpdb reads every value as a string. */
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; one placeholder per id.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT event_id, word FROM $table WHERE event_id IN (" . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')', $ids ) );
		return self::group( $rows ?? array() );
	}

	/**
	 * Stored words of the events with ids in ($after, $until].
	 *
	 * @param int $after First id not included.
	 * @param int $until Last id included.
	 * @return array<int,string[]> Event id => words.
	 */
	private static function stored_between( int $after, int $until ): array {
		global $wpdb;
		$table = self::name();
		/** @var list<object{event_id:string,word:string}>|null $rows The SELECT's columns; wpdb reads every value as a string. */
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; a batched install scan.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT event_id, word FROM $table WHERE event_id > %d AND event_id <= %d", $after, $until ) );
		return self::group( $rows ?? array() );
	}

	/**
	 * Rows grouped by event.
	 *
	 * @param list<object{event_id:string,word:string}> $rows Rows of the table.
	 * @return array<int,string[]>
	 */
	private static function group( array $rows ): array {
		$words = array();
		foreach ( $rows as $row ) {
			$words[ (int) $row->event_id ][] = (string) $row->word;
		}
		return $words;
	}

	/**
	 * Inserts words (one statement; a row that is there already is kept, so that
	 * a save during install's pass cannot fail on the key).
	 *
	 * @param array<int,string[]> $words Event id => words.
	 */
	private static function insert( array $words ): void {
		global $wpdb;
		$values = array();
		$args   = array();
		foreach ( $words as $id => $list ) {
			foreach ( $list as $word ) {
				$values[] = '(%s, %d)';
				array_push( $args, $word, (int) $id );
			}
		}
		if ( ! $values ) {
			return;
		}
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; every value a placeholder.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO $table (word, event_id) VALUES " . implode( ', ', $values ), $args ) );
	}
}
