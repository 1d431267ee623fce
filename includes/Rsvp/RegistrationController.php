<?php
/**
 * POST /eventin/v2/rsvp-registration: a visitor's RSVP answer.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\Rest\Controller;
use EventinPro\Support\ClientIp;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller. Public on purpose: visitors answer without an account. It is
 * rate-limited per IP address and per e-mail address, has a honeypot field
 * (`website`), records one answer per address and event (a later one waits
 * for the confirmation mailed to that address), and mails nothing typed
 * into the form but the responder's name.
 */
final class RegistrationController extends Controller {

	/**
	 * Schema of the answer: recorded (201) or waiting for the confirmation
	 * mailed to the address (202).
	 *
	 * @return array<string,mixed>
	 */
	public function outcome_schema(): array {
		return array(
			'title'      => 'eventin-rsvp-registration',
			'type'       => 'object',
			'properties' => array(
				'result'  => array(
					'type' => 'string',
					'enum' => array( 'recorded', 'confirm_sent' ),
				),
				'message' => array( 'type' => 'string' ),
				'answer'  => array(
					'type'       => array( 'object', 'null' ),
					'properties' => array(
						'id'     => array( 'type' => 'integer' ),
						'status' => array(
							'type' => 'string',
							'enum' => RsvpRepository::STATUSES,
						),
						'people' => array( 'type' => 'integer' ),
					),
				),
			),
		);
	}

	/**
	 * Registers the route.
	 *
	 * @return void
	 */
	public function register_routes() {
		register_rest_route(
			$this->namespace,
			'/rsvp-registration',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					// Public on purpose, see the class comment.
					'permission_callback' => '__return_true',
					'summary'             => 'Answer an event\'s RSVP form',
					'response'            => array(
						'statuses' => array( 201, 202 ),
						'schema'   => array( $this, 'outcome_schema' ),
					),
					'args'                => array(
						'event_id' => array(
							'type'     => 'integer',
							'minimum'  => 1,
							'required' => true,
						),
						'name'     => array(
							'type'     => 'string',
							'required' => true,
						),
						'email'    => array(
							'type'     => 'string',
							'required' => true,
						),
						'status'   => array(
							'type'     => 'string',
							'enum'     => RsvpRepository::STATUSES,
							'required' => true,
						),
						'people'   => array(
							'type'    => 'integer',
							'minimum' => 1,
							'default' => 1,
						),
						'guests'   => array(
							'type'    => 'array',
							'default' => array(),
						),
						'reason'   => array(
							'type'    => 'string',
							'default' => '',
						),
						'website'  => array(
							'description' => __( 'Leave empty (a field for robots).', 'eventin-pro' ),
							'type'        => 'string',
							'default'     => '',
						),
					),
				),
			)
		);
	}

	/**
	 * Records the answer: 201 (recorded), 202 (a change waits for its
	 * confirmation), 400, 404, 409 (full, closed, off) or 429.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		$result = ( new RsvpService() )->register( $request->get_params(), ClientIp::get() );
		if ( is_wp_error( $result ) ) {
			$status = (int) ( $result->get_error_data()['status'] ?? 0 );
			return $status ? $result : $this->service_error( $result );
		}
		$response = rest_ensure_response(
			array(
				'result'  => $result['result'],
				'message' => $result['message'],
				'answer'  => $result['answer'] ? array_intersect_key( $result['answer'], array_flip( array( 'id', 'status', 'people' ) ) ) : null,
			)
		);
		$response->set_status( $result['status'] );
		return $response;
	}
}
