<?php
/**
 * Shared helpers of the speakers tests: speakers, groups, images and the
 * field-error assertion.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Speakers;

use EventinPro\Speakers\Speakers;
use EventinPro\Speakers\SpeakersService;
use EventinPro\Tests\TestCase;

/**
 * Base class (no tests of its own).
 */
abstract class SpeakersTestCase extends TestCase {

	protected const ROUTE = '/eventin/v2/speakers';

	protected const GROUPS = '/eventin/v2/speaker/categories';

	/**
	 * Speakers made so far (unique emails).
	 *
	 * @var int
	 */
	private static $made = 0;

	/**
	 * Creates a speaker through the service (validation included) and returns its id.
	 *
	 * @param array<string,mixed> $fields Clean fields; name, email and category have defaults.
	 */
	protected function speaker( array $fields = array() ): int {
		$n    = ++self::$made;
		$item = ( new SpeakersService() )->create(
			$fields + array(
				'name'     => "Speaker $n",
				'email'    => "speaker-$n-" . wp_rand() . '@example.org',
				'category' => array( 'speaker' ),
			)
		);
		if ( is_wp_error( $item ) ) {
			throw new \RuntimeException( 'Cannot create speaker: ' . $item->get_error_message() . ' ' . wp_json_encode( $item->get_error_data() ) );
		}
		return $item['id'];
	}

	/**
	 * Creates a speaker group and returns its id.
	 *
	 * @param string $name Name.
	 */
	protected function group( string $name ): int {
		$term = wp_insert_term( $name, Speakers::GROUP_TAXONOMY );
		if ( is_wp_error( $term ) ) {
			throw new \RuntimeException( 'Cannot create group: ' . $term->get_error_message() );
		}
		return (int) $term['term_id'];
	}

	/**
	 * An image attachment (no file needed) and returns its id.
	 *
	 * @param string $mime Mime type.
	 */
	protected function attachment( string $mime = 'image/jpeg' ): int {
		return (int) wp_insert_attachment(
			array(
				'post_title'     => 'Photo',
				'post_mime_type' => $mime,
				'post_status'    => 'inherit',
				'guid'           => 'https://example.org/wp-content/uploads/photo.jpg',
			),
			'photo.jpg'
		);
	}

	/**
	 * Number of users on the site.
	 */
	protected function user_count(): int {
		return (int) count_users()['total_users'];
	}

	/**
	 * Asserts a 400 that names $field with a reason.
	 *
	 * @param string             $field    Field the error must name.
	 * @param \WP_REST_Response $response Response.
	 * @param string             $message  Extra message.
	 */
	protected function assertInvalidField( string $field, \WP_REST_Response $response, string $message = '' ): void {
		$this->assertStatus( 400, $response, $message );
		$body = $this->json( $response );
		$this->assertContains( $body['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ), $message );
		$params = (array) ( $body['data']['params'] ?? array() );
		$this->assertTrue( isset( $params[ $field ] ) || in_array( $field, $params, true ), "the error names $field: " . wp_json_encode( $body ) . " $message" );
		$this->assertNotEmpty( $body['message'] );
		if ( isset( $params[ $field ] ) ) {
			$this->assertNotEmpty( $params[ $field ], 'with a reason' );
		}
	}
}
