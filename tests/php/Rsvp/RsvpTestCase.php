<?php
/**
 * What the RSVP tests share: an event taking answers, and answering.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Rsvp;

use EventinPro\Events\EventsService;
use EventinPro\Rsvp\RsvpRepository;
use EventinPro\Tests\TestCase;
use WP_REST_Request;

/**
 * Base.
 */
abstract class RsvpTestCase extends TestCase {

	protected function tearDown(): void {
		delete_transient( 'doing_cron' );
		parent::tearDown();
	}

	/**
	 * A published event a week ahead with RSVP on and Eventin's settings array.
	 *
	 * @param array<string,mixed> $settings rsvp_settings entries.
	 * @param string              $title    Title.
	 * @return int Event id.
	 */
	public static function rsvp_event( array $settings = array(), string $title = 'Garden party' ): int {
		$event = ( new EventsService() )->create(
			array(
				'title'        => $title,
				'post_status'  => 'publish',
				'start_date'   => gmdate( 'Y-m-d', time() + 7 * DAY_IN_SECONDS ),
				'start_time'   => '18:00',
				'end_time'     => '22:00',
				'rsvp_enabled' => 'yes',
			)
		);
		if ( is_wp_error( $event ) ) {
			throw new \RuntimeException( $event->get_error_message() );
		}
		update_post_meta(
			$event['id'],
			'rsvp_settings',
			$settings + array(
				'enable_rsvp_form'         => 'on',
				'etn_rsvp_limit_amount'    => 10,
				'rsvp_attendee_form_limit' => 4,
				'rsvp_form_type'           => array( 'going', 'not_going', 'maybe' ),
			)
		);
		return (int) $event['id'];
	}

	/**
	 * POST /eventin/v2/rsvp-registration as JSON.
	 *
	 * @param array<string,mixed> $body Body.
	 * @return array{0:int,1:array<string,mixed>} Status and data.
	 */
	public static function answer( array $body ): array {
		$request = new WP_REST_Request( 'POST', '/eventin/v2/rsvp-registration' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
		$response = rest_do_request( $request );
		$data     = $response->get_data();
		if ( $response->is_error() ) {
			$data = (array) rest_get_server()->response_to_data( $response, false );
		}
		return array( $response->get_status(), (array) $data );
	}

	/**
	 * A valid answer.
	 *
	 * @param int                 $event Event id.
	 * @param array<string,mixed> $more  Changes.
	 * @return array<string,mixed>
	 */
	public static function going( int $event, array $more = array() ): array {
		return $more + array(
			'event_id' => $event,
			'name'     => 'Grace Hopper',
			'email'    => 'grace@example.org',
			'status'   => 'going',
			'people'   => 2,
			'guests'   => array( array( 'name' => 'Alan Turing' ) ),
		);
	}

	/**
	 * An answer stored the way Eventin Pro 4 stored it.
	 *
	 * @param int    $event  Event id.
	 * @param string $name   Name.
	 * @param string $status Stored value.
	 * @param int    $people number_of_attendee.
	 * @param string $date   post_date.
	 */
	public static function eventin_answer( int $event, string $name, string $status, int $people, string $date = '' ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => RsvpRepository::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => $name,
				'post_date'   => '' !== $date ? $date : current_time( 'mysql' ),
			)
		);
		add_post_meta( $id, 'event_id', (string) $event );
		add_post_meta( $id, 'etn_rsvp_value', $status );
		add_post_meta( $id, 'number_of_attendee', (string) $people );
		add_post_meta( $id, 'attendee_email', strtolower( str_replace( ' ', '.', $name ) ) . '@example.org' );
		return $id;
	}
}
