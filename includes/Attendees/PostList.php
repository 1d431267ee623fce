<?php
/**
 * One page of posts of a type filtered by meta, with its total: the query
 * behind the attendee and booking lists.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

use EventinPro\Support\PostListTable;

defined( 'ABSPATH' ) || exit;

/**
 * Builds and runs the two list queries (ids of the page, then the count), so
 * that every filter is served by an index whatever the table size:
 *
 * - the post type, statuses and date range by core's `type_status_date`
 *   (post_type, post_status, post_date, ID);
 * - each meta equality by this plugin's (meta_key, meta_value(32)) postmeta
 *   index (AttendeesRepository::ensure_meta_value_index()), as a semi-join on
 *   post_id (`p.ID IN (…)`);
 * - the search as ranges of that same index: a prefix (`LIKE 'text%'`) on
 *   some keys and an exact value on others, in one semi-join.
 *
 * Used by the Bookings feature too (it depends on this one).
 */
final class PostList {

	/**
	 * Post statuses a listed item may have (Eventin stores orders as drafts,
	 * attendees as published). A list, not NOT IN, so that the date range
	 * stays a range of `type_status_date`.
	 */
	public const STATUSES = PostListTable::STATUSES;

	/**
	 * Post type.
	 *
	 * @var string
	 */
	private $post_type;

	/**
	 * Meta equalities: list of [meta_key, values].
	 *
	 * @var array<int,array{0:string,1:string[]}>
	 */
	private $equals = array();

	/**
	 * Search: [text, keys matched by prefix, keys matched exactly, whether the title is matched too].
	 *
	 * @var array{0:string,1:string[],2:string[],3:bool}|null
	 */
	private $search = null;

	/**
	 * Whether only posts without a parent are listed (top_level()).
	 *
	 * @var bool
	 */
	private $top_level = false;

	/**
	 * Inclusive range of post_date (site time), see between().
	 *
	 * @var array{0:string,1:string}|null
	 */
	private $dates = null;

	/**
	 * Constructor.
	 *
	 * @param string $post_type Post type.
	 */
	public function __construct( string $post_type ) {
		$this->post_type = $post_type;
	}

	/**
	 * Only posts whose meta $key equals $value (or one of the values).
	 *
	 * @param string          $key   Meta key.
	 * @param string|string[] $value Value, or values.
	 * @return $this
	 */
	public function where_meta( string $key, $value ): self {
		$this->equals[] = array( $key, array_values( array_map( 'strval', (array) $value ) ) );
		return $this;
	}

	/**
	 * Only posts where one of $prefix_keys starts with $text or one of
	 * $exact_keys equals it.
	 *
	 * @param string   $text        Search text.
	 * @param string[] $prefix_keys Keys matched by prefix.
	 * @param string[] $exact_keys  Keys matched exactly.
	 * @param bool     $title       Whether the post title is matched by prefix too (no index serves it).
	 * @return $this
	 */
	public function search( string $text, array $prefix_keys, array $exact_keys, bool $title = false ): self {
		$this->search = array( $text, $prefix_keys, $exact_keys, $title );
		return $this;
	}

	/**
	 * Only posts without a parent (RSVP answers, not their guests).
	 *
	 * @return $this
	 */
	public function top_level(): self {
		$this->top_level = true;
		return $this;
	}

	/**
	 * Only posts dated (post_date, site time) from $from to $to inclusive.
	 *
	 * @param string $from 'Y-m-d H:i:s' or ''.
	 * @param string $to   'Y-m-d H:i:s' or ''.
	 * @return $this
	 */
	public function between( string $from, string $to ): self {
		$this->dates = array( '' !== $from ? $from : '0000-00-00 00:00:00', '' !== $to ? $to : '9999-12-31 23:59:59' );
		return $this;
	}

	/**
	 * One page of ids, newest first, and the total.
	 *
	 * @param int      $page     Page (from 1).
	 * @param int      $per_page Items per page.
	 * @param int|null $total    The total when the caller keeps it (not counted then).
	 * @return array{0:int[],1:int} Ids and total.
	 */
	public function page( int $page, int $per_page, ?int $total = null ): array {
		global $wpdb;
		list( $from, $args ) = $this->from();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- $from is built from placeholders only, its values in $args.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT p.ID $from ORDER BY p.ID DESC LIMIT %d, %d", array_merge( $args, array( max( 0, ( $page - 1 ) * $per_page ), $per_page ) ) ) );
		if ( null === $total ) {
			$total = $ids || $page > 1 ? (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) $from", $args ) ) : 0;
		}
		// phpcs:enable
		return array( array_map( 'intval', $ids ), $total );
	}

	/**
	 * Posts of this type among $ids (primed with their meta in two queries),
	 * trashed and auto-drafts left out, in the order given.
	 *
	 * @param int[] $ids Post ids.
	 * @return array<int,\WP_Post> Id => post.
	 */
	public function posts( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		_prime_post_caches( $ids, false, true );
		$posts = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post && $this->post_type === $post->post_type && ! in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
				$posts[ $id ] = $post;
			}
		}
		return $posts;
	}

	/**
	 * The FROM ... WHERE part and its values.
	 *
	 * @return array{0:string,1:array<int,string>}
	 */
	private function from(): array {
		global $wpdb;
		$sql  = "FROM {$wpdb->posts} p WHERE p.post_type = %s AND p.post_status IN (" . implode( ',', array_fill( 0, count( self::STATUSES ), '%s' ) ) . ')';
		$args = array_merge( array( $this->post_type ), self::STATUSES );
		// A semi-join, not a join: joined on post_id, MariaDB reads postmeta's post_id index backwards
		// for the ORDER BY p.ID (every meta row of every newer post: 3 to 6 s at 100,000 attendees).
		foreach ( $this->equals as $n => $pair ) {
			$sql .= " AND p.ID IN (SELECT m$n.post_id FROM {$wpdb->postmeta} m$n WHERE m$n.meta_key = %s AND m$n.meta_value " . ( 1 === count( $pair[1] ) ? '= %s' : 'IN (' . implode( ',', array_fill( 0, count( $pair[1] ), '%s' ) ) . ')' ) . ')';
			$args = array_merge( $args, array( $pair[0] ), $pair[1] );
		}
		if ( $this->top_level ) {
			$sql .= ' AND p.post_parent = 0';
		}
		if ( $this->dates ) {
			$sql .= ' AND p.post_date BETWEEN %s AND %s';
			$args = array_merge( $args, $this->dates );
		}
		if ( $this->search ) {
			list( $text, $prefix_keys, $exact_keys, $title ) = $this->search;
			$ranges = array();
			foreach ( $prefix_keys as $key ) {
				$ranges[] = '(s.meta_key = %s AND s.meta_value LIKE %s)';
				$args[]   = $key;
				$args[]   = $wpdb->esc_like( $text ) . '%';
			}
			foreach ( $exact_keys as $key ) {
				$ranges[] = '(s.meta_key = %s AND s.meta_value = %s)';
				$args[]   = $key;
				$args[]   = $text;
			}
			$in = "p.ID IN (SELECT s.post_id FROM {$wpdb->postmeta} s WHERE " . implode( ' OR ', $ranges ) . ')';
			if ( $title ) {
				$in    .= ' OR p.post_title LIKE %s';
				$args[] = $wpdb->esc_like( $text ) . '%';
			}
			$sql .= " AND ($in)";
		}
		return array( $sql, $args );
	}
}
