<?php
/**
 * Script records ("Get Script"): one private post of type `etn-embed` per
 * embeddable widget, holding only the widget's tag and its cleaned
 * attributes, never shortcode text or markup. Eventin Pro stored these as
 * published pages whose content was the raw shortcode; here nothing typed by
 * a user is ever rendered from a record except through the catalogue.
 *
 * Storage: post_title = the record's name (plain text), post_name = a hash
 * of tag + attributes (finds an existing record for the same widget in one
 * indexed lookup), meta `_eventin_embed_tag` = the tag and
 * `_eventin_embed_atts` = the cleaned attributes as JSON.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Embed;

use EventinPro\Shortcodes\Catalogue;
use EventinPro\Support\Uninstaller;
use WP_Error;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Post type and repository of the script records.
 */
final class EmbedRecords {

	public const POST_TYPE = 'etn-embed';

	public const META_TAG  = '_eventin_embed_tag';
	public const META_ATTS = '_eventin_embed_atts';

	/**
	 * Longest record name, in characters.
	 */
	public const MAX_NAME = 200;

	/**
	 * Registers the post type: no screen, not public, not in core's REST
	 * API or search; every capability of it is etn_manage_shortcode, so core
	 * paths (XML-RPC, wp-admin/post.php) need the same permission as our routes.
	 *
	 * @param array<string,string> $capabilities The post type's capabilities (the facade's).
	 */
	public static function register_post_type( array $capabilities ): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'              => array(
					'name'          => __( 'Widget scripts', 'eventin-pro' ),
					'singular_name' => __( 'Widget script', 'eventin-pro' ),
				),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => false,
				'show_in_rest'        => false,
				'show_in_nav_menus'   => false,
				'rewrite'             => false,
				'query_var'           => false,
				'can_export'          => true,
				'supports'            => array( 'title' ),
				'capability_type'     => 'etn_embed',
				'map_meta_cap'        => true,
				'capabilities'        => $capabilities,
			)
		);
	}

	/**
	 * Creates the record of a widget, or finds the one that already holds the
	 * same widget with the same attributes (then renamed to $name).
	 *
	 * @param string                         $name Record name (plain text).
	 * @param string                         $tag  Widget tag (a catalogue tag).
	 * @param array<string,int|string|int[]> $atts Attributes (cleaned again here).
	 * @return array{record:array<string,mixed>,created:bool}|WP_Error
	 */
	public function save( string $name, string $tag, array $atts ) {
		if ( null === Catalogue::get( $tag ) ) {
			return new WP_Error( 'eventin_embed_unknown_widget', __( 'Unknown widget.', 'eventin-pro' ) );
		}
		$atts = Catalogue::clean( $tag, $atts );
		$json = (string) wp_json_encode( $atts, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		$slug = 'embed-' . substr( hash( 'sha256', $tag . "\n" . $json ), 0, 32 );

		$existing = $this->find_by_slug( $slug );
		if ( null !== $existing ) {
			if ( $existing->post_title !== $name ) {
				wp_update_post(
					wp_slash(
						array(
							'ID'         => $existing->ID,
							'post_title' => $name,
						)
					)
				);
			}
			$record = $this->get( $existing->ID );
			if ( null !== $record ) {
				return array(
					'record'  => $record,
					'created' => false,
				);
			}
		}

		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'   => self::POST_TYPE,
					'post_status' => 'publish',
					'post_title'  => $name,
					'post_name'   => $slug,
					'post_author' => get_current_user_id(),
					'meta_input'  => array(
						self::META_TAG  => $tag,
						self::META_ATTS => $json,
					),
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$record = $this->get( (int) $id );
		if ( null === $record ) {
			return new WP_Error( 'eventin_embed_not_saved', __( 'The script could not be saved.', 'eventin-pro' ) );
		}
		return array(
			'record'  => $record,
			'created' => true,
		);
	}

	/**
	 * One record, or null (unknown id, another post type, not published,
	 * or a widget the catalogue no longer has).
	 *
	 * @param int $id Record id.
	 * @return array{id:int,name:string,tag:string,atts:array<string,int|string|int[]>,date:string}|null
	 */
	public function get( int $id ): ?array {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || self::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		return self::from_post( $post );
	}

	/**
	 * A page of records, newest first, with the total; a constant number of
	 * queries whatever the page size (meta primed with the posts).
	 *
	 * @param int    $page     Page (1-based).
	 * @param int    $per_page Page size.
	 * @param string $search   Search in the names ('' = all).
	 * @return array{items:array<int,array<string,mixed>>,total:int}
	 */
	public function page( int $page, int $per_page, string $search = '' ): array {
		$query = new WP_Query(
			array(
				'post_type'              => self::POST_TYPE,
				'post_status'            => 'publish',
				'posts_per_page'         => $per_page,
				'paged'                  => $page,
				'orderby'                => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				's'                      => $search,
				'search_columns'         => array( 'post_title' ),
				'ignore_sticky_posts'    => true,
				'update_post_meta_cache' => true,
				'update_post_term_cache' => false,
				'suppress_filters'       => true,
			)
		);
		$items = array();
		foreach ( $query->posts ?? array() as $post ) {
			$record = $post instanceof WP_Post ? self::from_post( $post ) : null;
			if ( null !== $record ) {
				$items[] = $record;
			}
		}
		return array(
			'items' => $items,
			'total' => (int) $query->found_posts,
		);
	}

	/**
	 * Deletes a record for good (no trash: a deleted script stops at once).
	 *
	 * @param int $id Record id.
	 */
	public function delete( int $id ): bool {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post || self::POST_TYPE !== $post->post_type ) {
			return false;
		}
		return (bool) wp_delete_post( $id, true );
	}

	/**
	 * Uninstall: the records go with the content.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		if ( $delete_content ) {
			Uninstaller::delete_posts( self::POST_TYPE );
		}
	}

	/**
	 * The published record stored under a slug.
	 *
	 * @param string $slug Slug.
	 */
	private function find_by_slug( string $slug ): ?WP_Post {
		$posts = get_posts(
			array(
				'post_type'        => self::POST_TYPE,
				'post_status'      => 'publish',
				'name'             => $slug,
				'numberposts'      => 1,
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'suppress_filters' => true,
			)
		);
		return isset( $posts[0] ) && $posts[0] instanceof WP_Post ? $posts[0] : null;
	}

	/**
	 * A record from its post; attributes cleaned again on the way out, so a
	 * record follows the catalogue and stored meta is never trusted as is.
	 *
	 * @param WP_Post $post Post.
	 * @return array{id:int,name:string,tag:string,atts:array<string,int|string|int[]>,date:string}|null
	 */
	private static function from_post( WP_Post $post ): ?array {
		$tag = (string) get_post_meta( $post->ID, self::META_TAG, true );
		if ( null === Catalogue::get( $tag ) ) {
			return null;
		}
		$atts = json_decode( (string) get_post_meta( $post->ID, self::META_ATTS, true ), true );
		return array(
			'id'   => (int) $post->ID,
			// Saved by a user without unfiltered_html, the title went through kses ("&" became "&amp;").
			'name' => sanitize_text_field( wp_specialchars_decode( (string) $post->post_title, ENT_QUOTES ) ),
			'tag'  => $tag,
			'atts' => Catalogue::clean( $tag, is_array( $atts ) ? $atts : array() ),
			'date' => (string) $post->post_date_gmt,
		);
	}
}
