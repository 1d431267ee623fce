<?php
/**
 * The template item schema (clean field names), the rules JSON schema cannot
 * say (plain-text names, JPEG data-URL thumbnails, CSS that cannot close its
 * style element) and how submitted values are cleaned.
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Schema of /eventin/v2/templates items.
 */
final class TemplateSchema {

	/**
	 * Fields a client may write.
	 */
	public const WRITABLE = array( 'name', 'type', 'status', 'orientation', 'content', 'thumbnail', 'template_css', 'edit_with_elementor', 'preview_event_id' );

	public const TYPES        = array( 'event', 'certificate', 'ticket' );
	public const ORIENTATIONS = array( 'landscape', 'portrait' );
	public const STATUSES     = array( 'publish', 'draft' );

	/**
	 * Statuses the list filters on ('any' is all of them: everything but
	 * trash and auto-drafts). Kept here, not in the repository, so that
	 * registering the routes does not load it.
	 */
	public const LISTED = array( 'publish', 'draft', 'pending', 'private', 'future' );

	public const DEFAULT_TYPE        = 'event';
	public const DEFAULT_ORIENTATION = 'landscape';
	public const DEFAULT_STATUS      = 'draft';

	/**
	 * The blank template: one empty paragraph block.
	 */
	public const BLANK_CONTENT = '<!-- wp:paragraph --><p></p><!-- /wp:paragraph -->';

	/**
	 * The default name, untranslated (a stored name equal to it, or to its
	 * translation, is still the default).
	 */
	public const DEFAULT_NAME = 'New Template';

	public const MAX_NAME    = 200;
	public const MAX_CONTENT = 1000000;
	public const MAX_CSS     = 200000;

	/**
	 * Thumbnails: a JPEG data URL whose image is at most this many bytes.
	 */
	public const THUMBNAIL_PREFIX    = 'data:image/jpeg;base64,';
	public const MAX_THUMBNAIL_BYTES = 262144;

	/**
	 * Schema properties.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function properties(): array {
		$ctx = array( 'view', 'edit' );
		return array(
			'id'                  => array(
				'description' => __( 'Unique identifier of the template.', 'eventin-pro' ),
				'type'        => 'integer',
				'context'     => $ctx,
				'readonly'    => true,
			),
			'name'                => array(
				'description' => __( 'Template name (plain text). "New Template" becomes "New Template - {id}".', 'eventin-pro' ),
				'type'        => 'string',
				'minLength'   => 1,
				'maxLength'   => self::MAX_NAME,
				'context'     => $ctx,
				'arg_options' => array( 'validate_callback' => array( self::class, 'validate_name' ) ),
			),
			'type'                => array(
				'description' => __( 'What the template is for.', 'eventin-pro' ),
				'type'        => 'string',
				'enum'        => self::TYPES,
				'context'     => $ctx,
			),
			'status'              => array(
				'description' => __( 'draft or publish; new templates are drafts.', 'eventin-pro' ),
				'type'        => 'string',
				'enum'        => self::STATUSES,
				'context'     => $ctx,
			),
			'orientation'         => array(
				'description' => __( 'Page orientation of certificates and tickets.', 'eventin-pro' ),
				'type'        => 'string',
				'enum'        => self::ORIENTATIONS,
				'context'     => $ctx,
			),
			'content'             => array(
				'description' => __( 'Serialized blocks. HTML is filtered as post content is for the user (unless they may post unfiltered HTML).', 'eventin-pro' ),
				'type'        => 'string',
				'maxLength'   => self::MAX_CONTENT,
				'context'     => $ctx,
			),
			'thumbnail'           => array(
				'description' => __( 'Preview image: a JPEG data URL (data:image/jpeg;base64,…), or empty for none. Lists carry a small copy.', 'eventin-pro' ),
				'type'        => 'string',
				'context'     => $ctx,
				'arg_options' => array( 'validate_callback' => array( self::class, 'validate_thumbnail' ) ),
			),
			'template_css'        => array(
				'description' => __( 'CSS generated from the block styles.', 'eventin-pro' ),
				'type'        => 'string',
				'maxLength'   => self::MAX_CSS,
				'context'     => $ctx,
				'arg_options' => array( 'validate_callback' => array( self::class, 'validate_css' ) ),
			),
			'edit_with_elementor' => array(
				'description' => __( 'Whether the template is edited with Elementor.', 'eventin-pro' ),
				'type'        => 'boolean',
				'context'     => $ctx,
			),
			'preview_event_id'    => array(
				'description' => __( 'Event an event template is previewed with, 0 for none.', 'eventin-pro' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'context'     => $ctx,
			),
			'modified'            => array(
				'description' => __( 'When the template was last changed, UTC (ISO 8601).', 'eventin-pro' ),
				'type'        => 'string',
				'context'     => $ctx,
				'readonly'    => true,
			),
		);
	}

	/**
	 * A name: plain text (no HTML), not blank.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_name( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( '' === trim( (string) $value ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'name must contain text.', 'eventin-pro' ) );
		}
		if ( self::plain( $value ) !== trim( (string) preg_replace( '/\s+/u', ' ', (string) $value ) ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'name must be plain text (no HTML tags).', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * A thumbnail: '' (none), or a base64 JPEG data URL whose image is at most
	 * MAX_THUMBNAIL_BYTES.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_thumbnail( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$problem = self::thumbnail_problem( (string) $value );
		return null === $problem ? true : new WP_Error( 'rest_invalid_param', $problem );
	}

	/**
	 * Why a thumbnail is refused, or null when it is fine.
	 *
	 * @param string $value Data URL ('' = none).
	 */
	public static function thumbnail_problem( string $value ): ?string {
		if ( '' === $value ) {
			return null;
		}
		if ( 0 !== strpos( $value, self::THUMBNAIL_PREFIX ) ) {
			return __( 'thumbnail must be a JPEG data URL starting with data:image/jpeg;base64, (or empty).', 'eventin-pro' );
		}
		$data = substr( $value, strlen( self::THUMBNAIL_PREFIX ) );
		// Checked before decoding, so that a huge string costs nothing.
		if ( strlen( $data ) > (int) ( ceil( self::MAX_THUMBNAIL_BYTES / 3 ) * 4 ) ) {
			/* translators: %d: maximum size in KB. */
			return sprintf( __( 'thumbnail must be an image of at most %d KB.', 'eventin-pro' ), self::MAX_THUMBNAIL_BYTES / 1024 );
		}
		$bytes = '' === $data || 0 !== strlen( $data ) % 4 ? false : base64_decode( $data, true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- decoding an uploaded image.
		if ( false === $bytes || '' === $bytes ) {
			return __( 'thumbnail must hold valid base64 after data:image/jpeg;base64,.', 'eventin-pro' );
		}
		if ( strlen( $bytes ) > self::MAX_THUMBNAIL_BYTES ) {
			/* translators: %d: maximum size in KB. */
			return sprintf( __( 'thumbnail must be an image of at most %d KB.', 'eventin-pro' ), self::MAX_THUMBNAIL_BYTES / 1024 );
		}
		if ( "\xFF\xD8\xFF" !== substr( $bytes, 0, 3 ) ) {
			return __( 'thumbnail must be a JPEG image (the data is not JPEG).', 'eventin-pro' );
		}
		return null;
	}

	/**
	 * Template CSS: no "<", so that it can never close the style element it is printed in.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_css( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( false !== strpos( (string) $value, '<' ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'template_css must be CSS without "<" (no HTML tags).', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * A validated submitted value in the shape the service stores.
	 *
	 * @param string $field Field.
	 * @param mixed  $value Value (validated against the schema already).
	 * @return mixed
	 */
	public static function clean( string $field, $value ) {
		switch ( $field ) {
			case 'name':
				return self::plain( $value );
			case 'content':
				return self::content( (string) $value );
			case 'edit_with_elementor':
				return (bool) $value;
			case 'preview_event_id':
				return (int) $value;
			default:
				return (string) $value;
		}
	}

	/**
	 * Plain text: tags stripped, whitespace folded.
	 *
	 * @param mixed $value Value.
	 */
	public static function plain( $value ): string {
		return trim( sanitize_text_field( is_string( $value ) ? $value : '' ) );
	}

	/**
	 * Content as WordPress keeps post content for the current user: as given
	 * with unfiltered_html, else through wp_kses_post.
	 *
	 * @param string $content Serialized blocks.
	 */
	public static function content( string $content ): string {
		return current_user_can( 'unfiltered_html' ) ? $content : wp_kses_post( $content );
	}
}
