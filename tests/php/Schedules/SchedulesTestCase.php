<?php
/**
 * Shared helpers of the schedules tests: schedules, speakers, counts and the
 * field-error assertion.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Schedules;

use EventinPro\Schedules\SchedulesService;
use EventinPro\Tests\TestCase;

/**
 * Base class (no tests of its own).
 */
abstract class SchedulesTestCase extends TestCase {

	protected const ROUTE = '/eventin/v2/schedules';

	/**
	 * Creates a schedule through the service (its rules included) and returns its id.
	 *
	 * @param array<string,mixed> $fields Clean fields; program_title and date have defaults.
	 */
	protected function schedule( array $fields = array() ): int {
		$item = ( new SchedulesService() )->create(
			$fields + array(
				'program_title' => 'Schedule ' . wp_rand(),
				'date'          => '2026-06-01',
			)
		);
		if ( is_wp_error( $item ) ) {
			throw new \RuntimeException( 'Cannot create schedule: ' . $item->get_error_message() );
		}
		return $item['id'];
	}

	/**
	 * A slot as the API takes it.
	 *
	 * @param string $start    Start HH:mm.
	 * @param string $end      End HH:mm.
	 * @param string $topic    Topic.
	 * @param int[]  $speakers Speaker ids.
	 * @return array<string,mixed>
	 */
	protected function slot( string $start, string $end, string $topic = 'Talk', array $speakers = array() ): array {
		return array(
			'start_time' => $start,
			'end_time'   => $end,
			'topic'      => $topic,
			'speakers'   => $speakers,
			'objective'  => '',
		);
	}

	/**
	 * A user holding the speaker role (or the organizer role).
	 *
	 * @param string $role etn-speaker or etn-organizer.
	 */
	protected function speaker( string $role = 'etn-speaker' ): int {
		return $this->make_user( $role );
	}

	/**
	 * Number of stored schedules (any status but trash).
	 */
	protected function schedule_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'etn-schedule' AND post_status <> 'trash'" );
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
		$this->assertContains( $body['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ), $message );
		$params = (array) ( $body['data']['params'] ?? array() );
		$this->assertTrue( isset( $params[ $field ] ) || in_array( $field, $params, true ), "the error names $field: " . wp_json_encode( $body ) . " $message" );
		$this->assertNotEmpty( $body['message'] );
		if ( isset( $params[ $field ] ) ) {
			$this->assertNotEmpty( $params[ $field ], 'with a reason' );
		}
	}

	/**
	 * The reason given for a field.
	 *
	 * @param string            $field    Field.
	 * @param \WP_REST_Response $response Response.
	 */
	protected function reason( string $field, \WP_REST_Response $response ): string {
		return (string) ( $this->json( $response )['data']['params'][ $field ] ?? '' );
	}
}
