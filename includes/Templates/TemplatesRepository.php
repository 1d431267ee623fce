<?php
/**
 * Storage of templates: `etn-template` posts with Eventin 4's meta keys (plain
 * names such as `type` and `thumbnail`, which stay inside this class), and
 * the small list copy of each thumbnail.
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Repository: reads return clean field names, writes take them.
 */
final class TemplatesRepository {

	public const META_TYPE          = 'type';
	public const META_ORIENTATION   = 'orientation';
	public const META_THUMBNAIL     = 'thumbnail';
	public const META_CSS           = 'template_css';
	public const META_PREVIEW_EVENT = 'preview_event_id';
	public const META_BUILDER       = 'template_builder';
	public const META_IS_CLONE      = 'is_clone';

	/**
	 * Elementor's own flag, which Eventin 4 reads as "edit with Elementor".
	 */
	public const META_ELEMENTOR_MODE = '_elementor_edit_mode';

	/**
	 * The list's copy of the thumbnail (this plugin's key; Eventin 4 has none).
	 */
	public const META_THUMBNAIL_SMALL = '_eventin_thumbnail_small';

	/**
	 * Width of the list's thumbnail copy, in pixels.
	 */
	public const SMALL_WIDTH = 250;

	/**
	 * Without a small copy, a list shows the stored thumbnail only when its data
	 * URL is at most this long (else none: the dashboard shows its fallback).
	 */
	public const MAX_LIST_THUMBNAIL = 49152;

	/**
	 * Elementor's keys a clone copies when the original is edited with Elementor.
	 */
	private const ELEMENTOR_KEYS = array( '_elementor_edit_mode', '_elementor_data', '_elementor_version', '_elementor_template_type', '_elementor_page_settings', '_elementor_controls_usage' );

	/**
	 * Post statuses a template is listed with ('any'): everything but trash and auto-drafts.
	 */
	public const LISTED = TemplateSchema::LISTED;

	/**
	 * One page of list items, filtered, searched and paged in SQL, with the
	 * total: three queries whatever the page size (page, count, meta), and
	 * neither the content nor the full thumbnails are read.
	 *
	 * @param array{type?:string,status?:string,search?:string,paged?:int,per_page?:int} $query Query.
	 * @return array{0:array<int,array<string,mixed>>,1:int}
	 */
	public function find( array $query ): array {
		global $wpdb;
		$per_page = max( 1, (int) ( $query['per_page'] ?? 10 ) );
		$paged    = max( 1, (int) ( $query['paged'] ?? 1 ) );
		$status   = (string) ( $query['status'] ?? 'any' );
		$statuses = in_array( $status, self::LISTED, true ) ? array( $status ) : self::LISTED;
		$join     = '';
		$where    = 'p.post_type = %s AND p.post_status IN (' . implode( ',', array_fill( 0, count( $statuses ), '%s' ) ) . ')';
		$args     = array_merge( array( Templates::POST_TYPE ), $statuses );
		$type     = (string) ( $query['type'] ?? '' );
		if ( in_array( $type, TemplateSchema::TYPES, true ) ) {
			$join   = "LEFT JOIN {$wpdb->postmeta} t ON t.post_id = p.ID AND t.meta_key = %s";
			$args   = array_merge( array( self::META_TYPE ), $args );
			$where .= TemplateSchema::DEFAULT_TYPE === $type
				// A template without a type is an event template (Eventin 4's default).
				? " AND ( t.meta_value = %s OR t.meta_value IS NULL OR t.meta_value = '' )"
				: ' AND t.meta_value = %s';
			$args[] = $type;
		}
		$search = trim( (string) ( $query['search'] ?? '' ) );
		if ( '' !== $search ) {
			$where .= ' AND p.post_title LIKE %s';
			$args[] = '%' . $wpdb->esc_like( $search ) . '%';
		}
		$from = "FROM {$wpdb->posts} p $join WHERE $where";

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber,WordPress.DB.DirectDatabaseQuery -- $from holds table names and placeholders only; the list reads four columns instead of whole posts (content can be large).
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.ID, p.post_title, p.post_status, p.post_modified_gmt $from ORDER BY p.post_date DESC, p.ID DESC LIMIT %d OFFSET %d",
				array_merge( $args, array( $per_page, ( $paged - 1 ) * $per_page ) )
			),
			ARRAY_A
		);
		if ( 1 === $paged && count( $rows ) < $per_page ) {
			$total = count( $rows ); // The whole list fits on this page: no count query.
		} else {
			$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) $from", $args ) );
		}
		// phpcs:enable
		if ( ! $rows ) {
			return array( array(), $total );
		}
		$meta  = $this->list_meta( array_map( 'intval', array_column( $rows, 'ID' ) ) );
		$items = array();
		foreach ( $rows as $row ) {
			$id      = (int) $row['ID'];
			$values  = $meta[ $id ] ?? array();
			$small   = (string) ( $values[ self::META_THUMBNAIL_SMALL ] ?? '' );
			$items[] = array(
				'id'                  => $id,
				'name'                => (string) $row['post_title'],
				'type'                => self::type( $values[ self::META_TYPE ] ?? '' ),
				'status'              => (string) $row['post_status'],
				'orientation'         => self::orientation( $values[ self::META_ORIENTATION ] ?? '' ),
				'thumbnail'           => self::readable_thumbnail( '' !== $small ? $small : (string) ( $values[ self::META_THUMBNAIL ] ?? '' ) ),
				'edit_with_elementor' => 'builder' === ( $values[ self::META_ELEMENTOR_MODE ] ?? '' ),
				'preview_event_id'    => absint( $values[ self::META_PREVIEW_EVENT ] ?? 0 ),
				'modified'            => self::iso( (string) $row['post_modified_gmt'] ),
			);
		}
		return array( $items, $total );
	}

	/**
	 * The meta a list shows, for many templates in one query; a stored
	 * thumbnail too long for a list reads as ''.
	 *
	 * @param int[] $ids Template ids.
	 * @return array<int,array<string,string>> Id => key => value.
	 */
	private function list_meta( array $ids ): array {
		global $wpdb;
		$keys = array( self::META_TYPE, self::META_ORIENTATION, self::META_THUMBNAIL_SMALL, self::META_THUMBNAIL, self::META_ELEMENTOR_MODE, self::META_PREVIEW_EVENT );
		$in   = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$kin  = implode( ',', array_fill( 0, count( $keys ), '%s' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber,WordPress.DB.DirectDatabaseQuery -- $in and $kin are placeholders only; one query for the page, without the large values.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT post_id, meta_key, IF( meta_key = %s AND LENGTH( meta_value ) > %d, '', meta_value ) AS meta_value FROM {$wpdb->postmeta} WHERE post_id IN ($in) AND meta_key IN ($kin) ORDER BY meta_id ASC",
				array_merge( array( self::META_THUMBNAIL, self::MAX_LIST_THUMBNAIL ), $ids, $keys )
			),
			ARRAY_A
		);
		// phpcs:enable
		$meta = array();
		foreach ( $rows as $row ) {
			$id = (int) $row['post_id'];
			if ( ! isset( $meta[ $id ][ $row['meta_key'] ] ) ) {
				$meta[ $id ][ $row['meta_key'] ] = (string) $row['meta_value']; // The first row, as get_post_meta( …, true ) reads.
			}
		}
		return $meta;
	}

	/**
	 * A template by id (any status but trash and auto-drafts), or null.
	 *
	 * @param int $id Post id.
	 */
	public function get( int $id ): ?WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || Templates::POST_TYPE !== $post->post_type || in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
			return null;
		}
		return $post;
	}

	/**
	 * The full API item of a template.
	 *
	 * @param WP_Post $post Template.
	 * @return array<string,mixed>
	 */
	public function item( WP_Post $post ): array {
		$meta = static function ( string $key ) use ( $post ): string {
			$value = get_post_meta( $post->ID, $key, true );
			return is_scalar( $value ) ? (string) $value : '';
		};
		return array(
			'id'                  => $post->ID,
			'name'                => $post->post_title,
			'type'                => self::type( $meta( self::META_TYPE ) ),
			'status'              => $post->post_status,
			'orientation'         => self::orientation( $meta( self::META_ORIENTATION ) ),
			'content'             => $post->post_content,
			'thumbnail'           => self::readable_thumbnail( $meta( self::META_THUMBNAIL ) ),
			'template_css'        => $meta( self::META_CSS ),
			'edit_with_elementor' => 'builder' === $meta( self::META_ELEMENTOR_MODE ),
			'preview_event_id'    => absint( $meta( self::META_PREVIEW_EVENT ) ),
			'modified'            => self::iso( $post->post_modified_gmt ),
		);
	}

	/**
	 * Creates a template.
	 *
	 * @param array<string,mixed> $fields Clean fields, all given.
	 * @return int|WP_Error New id.
	 */
	public function insert( array $fields ) {
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => Templates::POST_TYPE,
					'post_status'  => (string) $fields['status'],
					'post_title'   => (string) $fields['name'],
					'post_content' => (string) $fields['content'],
					'post_author'  => get_current_user_id(),
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$this->write_meta( $id, $fields );
		return $id;
	}

	/**
	 * Changes the given fields of a template; the others stay as they are.
	 *
	 * @param int                 $id     Template id.
	 * @param array<string,mixed> $fields Clean fields to change.
	 * @return true|WP_Error
	 */
	public function update( int $id, array $fields ) {
		$post = array();
		foreach ( array(
			'name'    => 'post_title',
			'content' => 'post_content',
			'status'  => 'post_status',
		) as $field => $column ) {
			if ( array_key_exists( $field, $fields ) ) {
				$post[ $column ] = (string) $fields[ $field ];
			}
		}
		if ( $post ) {
			$updated = wp_update_post( wp_slash( array( 'ID' => $id ) + $post ), true );
			if ( is_wp_error( $updated ) ) {
				return $updated;
			}
		}
		$this->write_meta( $id, $fields );
		return true;
	}

	/**
	 * Copies what a clone keeps that is not a field: Elementor's data when the
	 * original is edited with Elementor, and Eventin 4's clone mark.
	 *
	 * @param int $from Original.
	 * @param int $to   Copy.
	 */
	public function copy_extras( int $from, int $to ): void {
		if ( 'builder' === get_post_meta( $from, self::META_ELEMENTOR_MODE, true ) ) {
			foreach ( self::ELEMENTOR_KEYS as $key ) {
				$value = get_post_meta( $from, $key, true );
				if ( '' !== $value && null !== $value ) {
					update_post_meta( $to, $key, wp_slash( $value ) );
				}
			}
		}
		$builder = get_post_meta( $from, self::META_BUILDER, true );
		if ( is_string( $builder ) && '' !== $builder ) {
			update_post_meta( $to, self::META_BUILDER, $builder );
		}
		update_post_meta( $to, self::META_IS_CLONE, '1' );
	}

	/**
	 * Deletes a template for good.
	 *
	 * @param int $id Template id.
	 */
	public function delete( int $id ): bool {
		return (bool) wp_delete_post( $id, true );
	}

	/**
	 * Writes the meta of the fields given.
	 *
	 * @param int                 $id     Template id.
	 * @param array<string,mixed> $fields Clean fields.
	 */
	private function write_meta( int $id, array $fields ): void {
		$simple = array(
			'type'             => self::META_TYPE,
			'orientation'      => self::META_ORIENTATION,
			'template_css'     => self::META_CSS,
			'preview_event_id' => self::META_PREVIEW_EVENT,
		);
		foreach ( $simple as $field => $key ) {
			if ( array_key_exists( $field, $fields ) ) {
				update_post_meta( $id, $key, wp_slash( (string) $fields[ $field ] ) );
			}
		}
		if ( array_key_exists( 'thumbnail', $fields ) ) {
			$thumbnail = (string) $fields['thumbnail'];
			update_post_meta( $id, self::META_THUMBNAIL, $thumbnail );
			$small = '' === $thumbnail ? '' : self::small_copy( $thumbnail );
			if ( '' === $small ) {
				delete_post_meta( $id, self::META_THUMBNAIL_SMALL );
			} else {
				update_post_meta( $id, self::META_THUMBNAIL_SMALL, $small );
			}
		}
		if ( array_key_exists( 'edit_with_elementor', $fields ) ) {
			if ( $fields['edit_with_elementor'] ) {
				update_post_meta( $id, self::META_ELEMENTOR_MODE, 'builder' );
				update_post_meta( $id, self::META_BUILDER, 'elementor' );
			} else {
				delete_post_meta( $id, self::META_ELEMENTOR_MODE );
				update_post_meta( $id, self::META_BUILDER, 'gutenberg' );
			}
		}
	}

	/**
	 * The list's copy of a (validated) JPEG data URL: itself when at most
	 * SMALL_WIDTH wide, else a copy scaled down by WordPress's image editor
	 * (GD or Imagick); '' when neither is there or the image cannot be read.
	 *
	 * @param string $data_url JPEG data URL.
	 */
	private static function small_copy( string $data_url ): string {
		$bytes = base64_decode( substr( $data_url, strlen( TemplateSchema::THUMBNAIL_PREFIX ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- reading a validated image.
		$size  = false === $bytes ? false : @getimagesizefromstring( $bytes ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- an unreadable image is answered with no copy, not a warning.
		if ( ! is_array( $size ) || empty( $size[0] ) ) {
			return '';
		}
		if ( (int) $size[0] <= self::SMALL_WIDTH ) {
			return $data_url;
		}
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$source = wp_tempnam( 'eventin-thumbnail.jpg' );
		$target = $source . '-small.jpg';
		$small  = '';
		// phpcs:disable WordPress.WP.AlternativeFunctions -- a temporary file for WordPress's image editor, removed below.
		if ( false !== file_put_contents( $source, $bytes ) ) {
			$editor = wp_get_image_editor( $source, array( 'mime_type' => 'image/jpeg' ) );
			if ( ! is_wp_error( $editor ) && ! is_wp_error( $editor->resize( self::SMALL_WIDTH, null ) ) ) {
				$editor->set_quality( 85 );
				$saved = $editor->save( $target, 'image/jpeg' );
				if ( ! is_wp_error( $saved ) && is_readable( $saved['path'] ) ) {
					$small = TemplateSchema::THUMBNAIL_PREFIX . base64_encode( (string) file_get_contents( $saved['path'] ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a data URL.
					wp_delete_file( $saved['path'] );
				}
			}
		}
		// phpcs:enable
		wp_delete_file( $source );
		wp_delete_file( $target );
		return $small;
	}

	/**
	 * A stored type, Eventin 4's default ('event') for anything else.
	 *
	 * @param mixed $value Stored value.
	 */
	private static function type( $value ): string {
		return in_array( $value, TemplateSchema::TYPES, true ) ? (string) $value : TemplateSchema::DEFAULT_TYPE;
	}

	/**
	 * A stored orientation, landscape for anything else.
	 *
	 * @param mixed $value Stored value.
	 */
	private static function orientation( $value ): string {
		return in_array( $value, TemplateSchema::ORIENTATIONS, true ) ? (string) $value : TemplateSchema::DEFAULT_ORIENTATION;
	}

	/**
	 * A stored thumbnail as the API gives it: an image data URL, or an http(s)
	 * URL (as older Eventin data may hold); '' for anything else.
	 *
	 * @param string $value Stored value.
	 */
	private static function readable_thumbnail( string $value ): string {
		if ( 1 === preg_match( '#^data:image/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$#', $value ) ) {
			return $value;
		}
		if ( 1 === preg_match( '#^https?://#i', $value ) ) {
			return esc_url_raw( $value );
		}
		return '';
	}

	/**
	 * A GMT MySQL datetime as ISO 8601 UTC ('' when unset).
	 *
	 * @param string $gmt GMT datetime.
	 */
	private static function iso( string $gmt ): string {
		return '' === $gmt || '0000-00-00 00:00:00' === $gmt ? '' : str_replace( ' ', 'T', $gmt ) . 'Z';
	}
}
