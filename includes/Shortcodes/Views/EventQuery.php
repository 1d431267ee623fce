<?php
/**
 * The events an event widget lists: one query for the posts, then every
 * cache the cards read primed for all of them at once.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use EventinPro\Shortcodes\Atts;
use EventinPro\Events\Events;
use EventinPro\Events\EventsRepository;
use EventinPro\Events\EventStatus;
use EventinPro\Taxonomies\Taxonomies;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Query of the event widgets (static: it holds no state).
 *
 * What it lists, whatever the attributes say: published events only (no
 * drafts, scheduled, private or password-protected posts), so the same HTML
 * can be framed on other sites by the embed page.
 *
 * Recurring events, as Eventin Pro's widgets read show_parent_event and
 * show_child_event: a series is a parent event whose occurrences are its
 * child posts.
 * - child only (Eventin's default): occurrences and single events; a parent
 *   with published occurrences is left out.
 * - parent only: top-level events (parents and single events).
 * - both: every event.
 * - neither: single events only.
 */
final class EventQuery {

	/**
	 * Query var that leaves out parents of published occurrences.
	 */
	private const WITHOUT_SERIES = 'eventin_without_series_parents';

	/**
	 * Query var that marks the widgets' query (for the filters find() adds).
	 */
	private const OURS = 'eventin_widget_events';

	/**
	 * The widget's status filter => EventStatus filter.
	 */
	private const STATUS = array(
		'upcoming' => 'upcoming',
		'ongoing'  => 'ongoing',
		'expire'   => 'past',
	);

	/**
	 * The events of a widget, in its order, with their meta, terms,
	 * thumbnails (and the parents their links need) in the caches.
	 *
	 * Queries: the category and tag filters' terms (one for both), the posts,
	 * their meta, their terms, the thumbnails' posts and meta, and the parents
	 * of occurrences whose parent is not listed: the same count for 1 event or
	 * 100.
	 *
	 * @param array<string,int|string|int[]> $atts Cleaned attributes (Widget::clean()).
	 * @return WP_Post[]
	 */
	public static function find( array $atts ): array {
		$terms = self::term_filters( $atts );
		if ( null === $terms ) {
			return array(); // A category or tag filter that names no term there is.
		}
		$where = static function ( $where, $query ) {
			return $query instanceof WP_Query && $query->get( self::WITHOUT_SERIES ) ? $where . self::without_series_parents() : $where;
		};
		$split = static function ( $split, $query ) {
			// One query for the posts, not their ids then the posts: the page is at most 100 events.
			return $query instanceof WP_Query && $query->get( self::OURS ) ? false : $split;
		};
		add_filter( 'posts_where', $where, 10, 2 );
		add_filter( 'split_the_query', $split, 10, 2 );
		try {
			$query = new WP_Query( self::args( $atts, $terms ) );
		} finally {
			remove_filter( 'posts_where', $where, 10 );
			remove_filter( 'split_the_query', $split, 10 );
		}
		$posts = array_values(
			array_filter(
				$query->posts ?? array(),
				static function ( $post ) {
					return $post instanceof WP_Post;
				}
			)
		);
		if ( ! $posts ) {
			return array();
		}
		update_post_thumbnail_cache( $query );
		// An occurrence's link holds its parent's slug (the post type is hierarchical).
		$parents = array();
		foreach ( $posts as $post ) {
			if ( $post->post_parent ) {
				$parents[] = (int) $post->post_parent;
			}
		}
		if ( $parents ) {
			_prime_post_caches( array_unique( $parents ), false, false );
		}
		return $posts;
	}

	/**
	 * The term taxonomy ids the category and tag filters match (a category's
	 * sub-categories included), read in one query; null when a filter names
	 * no existing term (the widget then lists nothing, as the query would).
	 *
	 * @param array<string,int|string|int[]> $atts Cleaned attributes.
	 * @return array<string,int[]>|null Taxonomy => term taxonomy ids.
	 */
	private static function term_filters( array $atts ): ?array {
		$requested = array();
		foreach ( array(
			'event_cat_ids' => Taxonomies::CATEGORY,
			'event_tag_ids' => Taxonomies::TAG,
		) as $name => $taxonomy ) {
			$ids = self::ids( $atts[ $name ] ?? array() );
			if ( $ids ) {
				$requested[ $taxonomy ] = $ids;
			}
		}
		if ( ! $requested ) {
			return array();
		}
		$resolved = ( new EventsRepository() )->term_filter( $requested );
		$filters  = array();
		foreach ( array_keys( $requested ) as $taxonomy ) {
			$tt_ids = array_values( array_unique( array_map( 'intval', $resolved['tt_ids'][ $taxonomy ] ?? array() ) ) );
			if ( ! $tt_ids ) {
				return null;
			}
			$filters[ $taxonomy ] = $tt_ids;
		}
		return $filters;
	}

	/**
	 * WP_Query arguments of a widget's attributes. Every value comes from an
	 * allow-list or is a whole number (Catalogue::clean()); they are checked
	 * again here all the same.
	 *
	 * @param array<string,int|string|int[]> $atts  Cleaned attributes.
	 * @param array<string,int[]>            $terms Taxonomy => term taxonomy ids to match (term_filters()).
	 * @return array<string,mixed>
	 */
	public static function args( array $atts, array $terms = array() ): array {
		$count = max( 1, min( 100, (int) ( $atts['event_count'] ?? 20 ) ) );
		$order = 'ASC' === ( $atts['order'] ?? 'DESC' ) ? 'ASC' : 'DESC';
		$args  = array(
			'post_type'              => Events::POST_TYPE,
			'post_status'            => 'publish',
			'has_password'           => false,
			'posts_per_page'         => $count,
			'no_found_rows'          => true,
			'ignore_sticky_posts'    => true,
			'update_post_meta_cache' => true,
			'update_post_term_cache' => true,
			'suppress_filters'       => false, // The series filter is a posts_where filter.
			self::OURS               => true,
		);

		$ids = self::ids( $atts['event_ids'] ?? array() );
		if ( $ids ) {
			$args['post__in'] = $ids;
		}

		$tax_query = array();
		foreach ( $terms as $taxonomy => $tt_ids ) {
			// Sub-categories are among the ids already: WordPress needs no lookup.
			$tax_query[] = array(
				'taxonomy'         => (string) $taxonomy,
				'field'            => 'term_taxonomy_id',
				'terms'            => array_map( 'intval', (array) $tt_ids ),
				'include_children' => false,
			);
		}
		if ( $tax_query ) {
			$args['tax_query'] = $tax_query; // phpcs:ignore WordPress.DB.SlowDBQuery -- the widget filters by category and tag.
		}

		$meta_query = array();
		$status     = Atts::text( $atts, 'filter_with_status', 'all' );
		if ( isset( self::STATUS[ $status ] ) ) {
			// The status rule of the events list, on the normalized UTC keys.
			$meta_query = EventStatus::where( self::STATUS[ $status ], EventStatus::now_utc() )['meta_query'];
		}

		$orderby = Atts::text( $atts, 'orderby', 'ID' );
		$dates   = array(
			'etn_start_date' => EventsRepository::META_START_LOCAL,
			'etn_end_date'   => EventsRepository::META_END_LOCAL,
		);
		if ( isset( $dates[ $orderby ] ) ) {
			// A named clause to order by: the local date-time as people read it, sortable as text.
			$meta_query['eventin_order'] = array(
				'key'     => $dates[ $orderby ],
				'compare' => 'EXISTS',
			);
			$args['orderby']             = array(
				'eventin_order' => $order,
				'ID'            => $order,
			);
		} else {
			$columns         = array(
				'title'     => 'title',
				'ID'        => 'ID',
				'post_date' => 'date',
				'name'      => 'name',
			);
			$column          = $columns[ $orderby ] ?? 'ID';
			$args['orderby'] = 'ID' === $column ? array( 'ID' => $order ) : array(
				$column => $order,
				'ID'    => $order,
			);
		}
		if ( $meta_query ) {
			$args['meta_query'] = $meta_query; // phpcs:ignore WordPress.DB.SlowDBQuery -- status and date order are meta (indexed by key).
		}

		$parents  = 'yes' === ( $atts['show_parent_event'] ?? 'no' );
		$children = 'yes' === ( $atts['show_child_event'] ?? 'yes' );
		if ( ! $children ) {
			$args['post_parent'] = 0;
		}
		if ( ! $parents ) {
			$args[ self::WITHOUT_SERIES ] = true;
		}
		return $args;
	}

	/**
	 * The SQL that leaves out an event with published occurrences.
	 */
	private static function without_series_parents(): string {
		global $wpdb;
		return $wpdb->prepare(
			" AND NOT EXISTS ( SELECT 1 FROM {$wpdb->posts} AS eventin_occurrence WHERE eventin_occurrence.post_parent = {$wpdb->posts}.ID AND eventin_occurrence.post_type = %s AND eventin_occurrence.post_status = 'publish' )",
			Events::POST_TYPE
		);
	}

	/**
	 * Positive whole numbers of a list (at most 100).
	 *
	 * @param mixed $raw Cleaned ids.
	 * @return int[]
	 */
	private static function ids( $raw ): array {
		$ids = array();
		foreach ( (array) $raw as $id ) {
			if ( is_int( $id ) && $id > 0 ) {
				$ids[ $id ] = $id;
			}
		}
		return array_slice( array_values( $ids ), 0, 100 );
	}
}
