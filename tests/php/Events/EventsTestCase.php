<?php
/**
 * Shared helpers of the events tests: a fixed clock, events and attendees.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Tests\TestCase;

/**
 * Base class (no tests of its own).
 */
abstract class EventsTestCase extends TestCase {

	protected const ROUTE = '/eventin/v2/events';

	/**
	 * The fixed "now" filter, while one is set.
	 *
	 * @var callable|null
	 */
	private $clock;

	/**
	 * Removes the fixed clock.
	 */
	protected function tearDown(): void {
		if ( $this->clock ) {
			remove_filter( 'eventin_now', $this->clock );
			$this->clock = null;
		}
		parent::tearDown();
	}

	/**
	 * Fixes "now" for the status rule.
	 *
	 * @param string $utc UTC date-time, e.g. '2026-03-09 21:00:00'.
	 */
	protected function freeze_now( string $utc ): void {
		if ( $this->clock ) {
			remove_filter( 'eventin_now', $this->clock );
		}
		$timestamp   = (int) strtotime( $utc . ' UTC' );
		$this->clock = static function () use ( $timestamp ): int {
			return $timestamp;
		};
		add_filter( 'eventin_now', $this->clock );
	}

	/**
	 * Creates an event through the service (validation included) and returns its id.
	 *
	 * @param array<string,mixed> $fields Clean fields; title, start_date and post_status have defaults.
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
			throw new \RuntimeException( 'Cannot create event: ' . $item->get_error_message() . ' ' . wp_json_encode( $item->get_error_data() ) );
		}
		return $item['id'];
	}

	/**
	 * Creates an attendee of an event.
	 *
	 * @param int    $event_id Event.
	 * @param string $status   etn_status ('success', 'failed', ...).
	 */
	protected function attendee( int $event_id, string $status = 'success' ): int {
		return ( new AttendeesService() )->create(
			$event_id,
			array(
				'name'   => 'Attendee',
				'status' => $status,
			)
		);
	}

	/**
	 * Number of stored events (any status but trash).
	 */
	protected function event_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'etn' AND post_status <> 'trash'" );
	}

	/**
	 * Asserts a 400 naming $field with a message.
	 *
	 * @param string            $field    Field.
	 * @param \WP_REST_Response $response Response.
	 * @param string            $message  Extra message.
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
