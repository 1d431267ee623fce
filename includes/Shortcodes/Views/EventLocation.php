<?php
/**
 * Where an event takes place, as a widget names it, from every shape Eventin
 * stored it in.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Reads (static: it holds no state).
 *
 * The shapes:
 * - Eventin 4: `etn_event_location` is an array, its `address` the place
 *   (offline and hybrid events); an online event has no address, only a link
 *   (`custom_url`, `meeting_link`), and reads as "Online".
 * - Eventin 3, "existing location": `etn_event_location` is the address as a
 *   string.
 * - Eventin 3, "new location" (`etn_event_location_type` = new_location):
 *   `etn_event_location_list` holds slugs of `etn_location` terms, whose names
 *   are the places. Eventin 4 converts them on upgrade; a site that skipped it
 *   still shows them.
 */
final class EventLocation {

	/**
	 * Eventin 3's location terms.
	 */
	public const TAXONOMY = 'etn_location';

	/**
	 * Eventin 3's meta: which kind of location, and the term slugs.
	 */
	public const META_TYPE = 'etn_event_location_type';
	public const META_LIST = 'etn_event_location_list';

	/**
	 * Most terms one event names.
	 */
	private const MAX_TERMS = 10;

	/**
	 * The location terms of events (Eventin 3's "new location"), by slug, in
	 * one query for all of them; none (and no query) when no event names one.
	 * Reads the events' meta from the cache.
	 *
	 * @param WP_Post[] $posts Events (meta primed).
	 * @return array<string,array{name:string,url:string}>
	 */
	public static function terms( array $posts ): array {
		$slugs = array();
		foreach ( $posts as $post ) {
			foreach ( self::slugs( get_post_meta( $post->ID, self::META_TYPE, true ), get_post_meta( $post->ID, self::META_LIST, true ) ) as $slug ) {
				$slugs[ $slug ] = $slug;
			}
		}
		return self::terms_by_slug( array_values( $slugs ) );
	}

	/**
	 * Names (and archive links when the taxonomy has public pages) of location
	 * terms by slug, in one query.
	 *
	 * @param string[] $slugs Term slugs.
	 * @return array<string,array{name:string,url:string}>
	 */
	public static function terms_by_slug( array $slugs ): array {
		global $wpdb;
		$slugs = array_slice( array_values( array_unique( array_filter( array_map( 'strval', $slugs ) ) ) ), 0, 100 );
		if ( ! $slugs ) {
			return array();
		}
		$viewable = taxonomy_exists( self::TAXONOMY ) && is_taxonomy_viewable( self::TAXONOMY );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQLPlaceholders -- one read for every term; placeholders only.
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT t.term_id, t.name, t.slug FROM {$wpdb->terms} t
				INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id AND tt.taxonomy = %s
				WHERE t.slug IN (" . implode( ',', array_fill( 0, count( $slugs ), '%s' ) ) . ')',
				array_merge( array( self::TAXONOMY ), $slugs )
			)
		);
		$terms = array();
		foreach ( (array) $rows as $row ) {
			$url = '';
			if ( $viewable ) {
				$term = new \WP_Term(
					(object) array(
						'term_id'  => (int) $row->term_id,
						'name'     => (string) $row->name,
						'slug'     => (string) $row->slug,
						'taxonomy' => self::TAXONOMY,
					)
				);
				$link = get_term_link( $term );
				$url  = is_string( $link ) ? $link : '';
			}
			$terms[ (string) $row->slug ] = array(
				'name' => (string) $row->name,
				'url'  => $url,
			);
		}
		return $terms;
	}

	/**
	 * The slugs of an event's location terms (Eventin 3's "new location").
	 *
	 * @param mixed $type Stored `etn_event_location_type`.
	 * @param mixed $list Stored `etn_event_location_list`.
	 * @return string[]
	 */
	public static function slugs( $type, $list ): array {
		if ( 'new_location' !== $type ) {
			return array();
		}
		$list  = maybe_unserialize( $list );
		$slugs = array();
		foreach ( is_array( $list ) ? $list : array( $list ) as $slug ) {
			if ( is_string( $slug ) && '' !== $slug ) {
				$slugs[] = sanitize_title( $slug );
			}
			if ( count( $slugs ) >= self::MAX_TERMS ) {
				break;
			}
		}
		return array_values( array_unique( array_filter( $slugs ) ) );
	}

	/**
	 * The address of a stored `etn_event_location` (array or Eventin 3
	 * string), one line, or ''.
	 *
	 * @param mixed $stored Stored value.
	 */
	public static function address( $stored ): string {
		$stored = maybe_unserialize( $stored );
		if ( is_array( $stored ) ) {
			$stored = $stored['address'] ?? '';
		}
		if ( ! is_string( $stored ) ) {
			return '';
		}
		return trim( (string) preg_replace( '/\s*[\r\n]+\s*/', ', ', trim( $stored ) ) );
	}

	/**
	 * What a card says about the place of an event: the location terms'
	 * names, else the address, else "Online" for an online event, else ''.
	 *
	 * @param WP_Post                                     $post     Event (meta primed).
	 * @param array<string,mixed>                         $location Its location field (EventsRepository::fields()).
	 * @param array<string,array{name:string,url:string}> $terms    Location terms (terms()).
	 */
	public static function label( WP_Post $post, array $location, array $terms ): string {
		$names = array();
		foreach ( self::slugs( get_post_meta( $post->ID, self::META_TYPE, true ), get_post_meta( $post->ID, self::META_LIST, true ) ) as $slug ) {
			if ( isset( $terms[ $slug ] ) ) {
				$names[] = $terms[ $slug ]['name'];
			}
		}
		if ( $names ) {
			return implode( ', ', $names );
		}
		$address = self::address( $location['address'] ?? '' );
		if ( '' !== $address ) {
			return $address;
		}
		if ( 'online' === ( $location['type'] ?? '' ) || '' !== (string) ( $location['online_link'] ?? '' ) ) {
			return __( 'Online', 'eventin-pro' );
		}
		return '';
	}
}
