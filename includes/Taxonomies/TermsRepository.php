<?php
/**
 * Storage of one taxonomy's terms: paged search, create, update, delete.
 *
 * @package EventinPro
 */

namespace EventinPro\Taxonomies;

use WP_Error;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Repository over the WordPress term API for one taxonomy.
 */
final class TermsRepository {

	/**
	 * Term meta of a colour ('' or a hex colour), Eventin 4's key for event categories.
	 */
	public const META_COLOR = 'color';

	/**
	 * Taxonomy name.
	 *
	 * @var non-empty-string
	 */
	private $taxonomy;

	/**
	 * Whether terms carry a colour (term meta `color`).
	 *
	 * @var bool
	 */
	private $has_color;

	/**
	 * Constructor.
	 *
	 * @param non-empty-string $taxonomy  Taxonomy name.
	 * @param bool             $has_color Whether terms carry a colour.
	 */
	public function __construct( string $taxonomy, bool $has_color = false ) {
		$this->taxonomy  = $taxonomy;
		$this->has_color = $has_color;
	}

	/**
	 * Whether a value is a colour a term may hold: '' (none), #rgb or #rrggbb,
	 * what Eventin 4 accepts (sanitize_hex_color()).
	 *
	 * @param string $color Value.
	 */
	public static function is_color( string $color ): bool {
		return '' === $color || 1 === preg_match( '/^#([0-9a-f]{3}){1,2}$/iD', $color );
	}

	/**
	 * A term's colour as stored; '' when it has none, or holds anything else.
	 *
	 * @param int $id Term id.
	 */
	public function color( int $id ): string {
		$stored = get_term_meta( $id, self::META_COLOR, true );
		return is_string( $stored ) && self::is_color( $stored ) ? $stored : '';
	}

	/**
	 * Resolves term filters over several taxonomies in one query (the events
	 * list's category and tag filters): which requested term ids exist, and the
	 * term taxonomy ids to match (a category's sub-categories included, from
	 * WordPress's cached hierarchy).
	 *
	 * @param array<string,int[]> $requested Taxonomy => term ids.
	 * @return array{missing:array<string,int[]>,tt_ids:array<string,int[]>}
	 */
	public static function resolve_filters( array $requested ): array {
		global $wpdb;
		$result = array(
			'missing' => array(),
			'tt_ids'  => array(),
		);
		$where  = array();
		$args   = array();
		foreach ( $requested as $taxonomy => $ids ) {
			$wanted = $ids;
			if ( is_taxonomy_hierarchical( $taxonomy ) ) {
				foreach ( $ids as $id ) {
					$children = get_term_children( $id, $taxonomy );
					$wanted   = array_merge( $wanted, is_array( $children ) ? array_map( 'intval', $children ) : array() );
				}
			}
			$wanted  = array_values( array_unique( $wanted ) );
			$where[] = '( taxonomy = %s AND term_id IN (' . implode( ',', array_fill( 0, count( $wanted ), '%d' ) ) . ') )';
			$args    = array_merge( $args, array( $taxonomy ), $wanted );

			$result['missing'][ $taxonomy ] = $ids;
			$result['tt_ids'][ $taxonomy ]  = array();
		}
		if ( ! $where ) {
			return $result;
		}
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $where holds only placeholders.
		$rows = $wpdb->get_results(
			$wpdb->prepare( "SELECT term_id, term_taxonomy_id, taxonomy FROM {$wpdb->term_taxonomy} WHERE " . implode( ' OR ', $where ), $args )
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one lookup for both filters, instead of WP_Tax_Query's one per taxonomy.
		// phpcs:enable
		foreach ( (array) $rows as $row ) {
			$result['tt_ids'][ $row->taxonomy ][] = (int) $row->term_taxonomy_id;
			$result['missing'][ $row->taxonomy ]  = array_values( array_diff( $result['missing'][ $row->taxonomy ], array( (int) $row->term_id ) ) );
		}
		return $result;
	}

	/**
	 * One page of terms, filtered and paged in the query, with the total.
	 *
	 * @param array{search?:string,paged?:int,per_page?:int,parent?:int|null} $query Query.
	 * @return array{0:WP_Term[],1:int} Terms and total count.
	 */
	public function find( array $query ): array {
		$per_page = (int) ( $query['per_page'] ?? 10 );
		$paged    = (int) ( $query['paged'] ?? 1 );
		$args     = array(
			'taxonomy'   => $this->taxonomy,
			'hide_empty' => false,
			'search'     => (string) ( $query['search'] ?? '' ),
		);
		if ( isset( $query['parent'] ) ) {
			$args['parent'] = (int) $query['parent'];
		}
		$count = wp_count_terms( $args );
		$total = is_wp_error( $count ) ? 0 : (int) $count;
		$terms = get_terms(
			$args + array(
				'orderby'                => 'name',
				'order'                  => 'ASC',
				'number'                 => $per_page,
				'offset'                 => ( $paged - 1 ) * $per_page,
				// Colours are term meta: one query primes the whole page.
				'update_term_meta_cache' => $this->has_color,
			)
		);
		return array( is_array( $terms ) ? $terms : array(), $total );
	}

	/**
	 * A term by id, or null when it is not in this taxonomy.
	 *
	 * @param int $id Term id.
	 */
	public function get( int $id ): ?WP_Term {
		$term = get_term( $id, $this->taxonomy );
		return $term instanceof WP_Term ? $term : null;
	}

	/**
	 * Creates a term.
	 *
	 * @param array{name:string,description?:string,parent?:int,color?:string} $data Fields.
	 * @return WP_Term|WP_Error
	 */
	public function create( array $data ) {
		$result = wp_insert_term( $data['name'], $this->taxonomy, $this->term_args( $data ) );
		if ( ! is_wp_error( $result ) ) {
			$this->write_color( (int) $result['term_id'], $data );
		}
		return $this->after_write( $result );
	}

	/**
	 * Changes the given fields of a term; a field sent as stored is not written,
	 * and a save that changes nothing writes nothing.
	 *
	 * @param int                                                              $id   Term id.
	 * @param array{name?:string,description?:string,parent?:int,color?:string} $data Fields to change.
	 * @return WP_Term|WP_Error
	 */
	public function update( int $id, array $data ) {
		$term = $this->get( $id );
		if ( ! $term ) {
			return new WP_Error( 'eventin_term_missing', __( 'The term could not be saved.', 'eventin-pro' ) );
		}
		$args = $this->term_args( $data );
		if ( isset( $data['name'] ) ) {
			$args['name'] = $data['name'];
		}
		$args = array_filter(
			$args,
			static function ( $value, string $field ) use ( $term ): bool {
				return (string) $term->$field !== (string) $value;
			},
			ARRAY_FILTER_USE_BOTH
		);
		if ( $args ) {
			$result = wp_update_term( $id, $this->taxonomy, $args );
			if ( is_wp_error( $result ) ) {
				return $result;
			}
		}
		$this->write_color( $id, $data );
		return $this->after_write( array( 'term_id' => $id ) );
	}

	/**
	 * Deletes a term. Children of a deleted category move up to its parent.
	 *
	 * @param int $id Term id.
	 * @return true|WP_Error
	 */
	public function delete( int $id ) {
		$result = wp_delete_term( $id, $this->taxonomy );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		return $result ? true : new WP_Error( 'eventin_term_not_deleted', __( 'The term could not be deleted.', 'eventin-pro' ) );
	}

	/**
	 * Whether $ancestor_id is $id itself or one of its descendants' ancestors,
	 * i.e. whether making $parent_id the parent of $id would create a loop.
	 *
	 * @param int $id        Term being moved.
	 * @param int $parent_id Proposed parent.
	 */
	public function would_loop( int $id, int $parent_id ): bool {
		if ( $id === $parent_id ) {
			return true;
		}
		return in_array( $id, get_ancestors( $parent_id, $this->taxonomy, 'taxonomy' ), true );
	}

	/**
	 * Term args accepted by wp_insert_term / wp_update_term.
	 *
	 * @param array<string,mixed> $data Fields.
	 * @return array<string,mixed>
	 */
	private function term_args( array $data ): array {
		$args = array();
		if ( array_key_exists( 'description', $data ) ) {
			$args['description'] = (string) $data['description'];
		}
		if ( array_key_exists( 'parent', $data ) ) {
			$args['parent'] = (int) $data['parent'];
		}
		return $args;
	}

	/**
	 * Stores the colour given, when this taxonomy has one and it changes: ''
	 * deletes the meta. Compared with what a read shows, so sending back what
	 * was shown writes nothing.
	 *
	 * @param int                 $id   Term id.
	 * @param array<string,mixed> $data Fields.
	 */
	private function write_color( int $id, array $data ): void {
		if ( ! $this->has_color || ! isset( $data['color'] ) || $this->color( $id ) === $data['color'] ) {
			return;
		}
		if ( '' === $data['color'] ) {
			delete_term_meta( $id, self::META_COLOR );
			return;
		}
		update_term_meta( $id, self::META_COLOR, (string) $data['color'] );
	}

	/**
	 * Turns the result of an insert/update into the stored term.
	 *
	 * @param array{term_id:int,term_taxonomy_id?:int|numeric-string}|WP_Error $result Result of wp_insert_term / wp_update_term.
	 * @return WP_Term|WP_Error
	 */
	private function after_write( $result ) {
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		$term = $this->get( (int) $result['term_id'] );
		return $term ? $term : new WP_Error( 'eventin_term_missing', __( 'The term could not be saved.', 'eventin-pro' ) );
	}
}
