<?php
/**
 * Shared helpers of the templates tests: templates, JPEG data URLs, counts
 * and the field-error assertion.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Templates;

use EventinPro\Events\EventsService;
use EventinPro\Templates\TemplatesService;
use EventinPro\Tests\TestCase;

/**
 * Base class (no tests of its own).
 */
abstract class TemplatesTestCase extends TestCase {

	protected const ROUTE = '/eventin/v2/templates';

	/**
	 * Creates a template through the service and returns its id.
	 *
	 * @param array<string,mixed> $fields Clean fields; name has a default.
	 */
	protected function template( array $fields = array() ): int {
		$item = ( new TemplatesService() )->create( $fields + array( 'name' => 'Template ' . wp_rand() ) );
		if ( is_wp_error( $item ) ) {
			throw new \RuntimeException( 'Cannot create template: ' . $item->get_error_message() );
		}
		return $item['id'];
	}

	/**
	 * Creates a published event and returns its id.
	 *
	 * @param array<string,mixed> $fields Clean fields.
	 */
	protected function event( array $fields = array() ): int {
		$item = ( new EventsService() )->create(
			$fields + array(
				'title'       => 'Event ' . wp_rand(),
				'start_date'  => '2026-06-01',
				'post_status' => 'publish',
			)
		);
		if ( is_wp_error( $item ) ) {
			throw new \RuntimeException( 'Cannot create event: ' . $item->get_error_message() );
		}
		return $item['id'];
	}

	/**
	 * Number of stored templates (any status but trash).
	 */
	protected function template_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'etn-template' AND post_status <> 'trash'" );
	}

	/**
	 * The bytes of a JPEG file as image readers see it (markers only, no
	 * pixels: enough for getimagesize and for the JPEG check), padded with
	 * comment segments to about $bytes bytes.
	 *
	 * @param int $width  Width.
	 * @param int $height Height.
	 * @param int $bytes  Size to pad to (0 = smallest).
	 */
	protected static function jpeg_bytes( int $width, int $height, int $bytes = 0 ): string {
		$segment = static function ( string $marker, string $data ): string {
			return "\xFF" . $marker . pack( 'n', strlen( $data ) + 2 ) . $data;
		};
		$jpeg    = "\xFF\xD8" . $segment( "\xE0", "JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00" );
		// The frame header and the end marker add 15 bytes: pad to at least $bytes in all.
		$size = strlen( $jpeg );
		while ( $size + 15 < $bytes ) {
			$jpeg .= $segment( "\xFE", str_repeat( 'x', max( 1, min( 65000, $bytes - 19 - $size ) ) ) );
			$size  = strlen( $jpeg );
		}
		$jpeg .= $segment( "\xC0", "\x08" . pack( 'n', $height ) . pack( 'n', $width ) . "\x01\x01\x11\x00" );
		return $jpeg . "\xFF\xD9";
	}

	/**
	 * A JPEG data URL.
	 *
	 * @param int $width  Width.
	 * @param int $height Height.
	 * @param int $bytes  Size to pad the image to.
	 */
	protected static function jpeg( int $width = 250, int $height = 200, int $bytes = 0 ): string {
		return 'data:image/jpeg;base64,' . base64_encode( self::jpeg_bytes( $width, $height, $bytes ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- test image.
	}

	/**
	 * Asserts a 400 naming $field, with a reason.
	 *
	 * @param string            $field    Field.
	 * @param \WP_REST_Response $response Response.
	 * @param string            $message  Extra message.
	 */
	protected function assertInvalidField( string $field, \WP_REST_Response $response, string $message = '' ): void {
		$this->assertStatus( 400, $response, $message );
		$body = $this->json( $response );
		$this->assertSame( 'rest_invalid_param', $body['code'], $message );
		$params = (array) ( $body['data']['params'] ?? array() );
		$this->assertArrayHasKey( $field, $params, "the error names $field: " . wp_json_encode( $body ) . " $message" );
		$this->assertNotEmpty( $params[ $field ], 'with a reason' );
		$this->assertNotEmpty( $body['message'] );
	}
}
