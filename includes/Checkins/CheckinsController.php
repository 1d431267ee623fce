<?php
/**
 * REST routes of the dashboard's check-in: POST /attendees/check-in and
 * /attendees/undo-check-in for a list of ids, with a verdict per id.
 *
 * @package EventinPro
 */

namespace EventinPro\Checkins;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\AttendeesController;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Rest\Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller. Both routes need etn_manage_attendee (the scanner's own calls,
 * with etn_manage_qr_scan, are the Scanner feature's).
 */
final class CheckinsController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'attendees';

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->capability = Permissions::ATTENDEE;
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes() {
		foreach ( array( 'check-in', 'undo-check-in' ) as $action ) {
			register_rest_route(
				$this->namespace,
				'/' . $this->rest_base . '/' . $action,
				array(
					array(
						'methods'             => WP_REST_Server::CREATABLE,
						'callback'            => array( $this, 'check-in' === $action ? 'check_in' : 'undo' ),
						'permission_callback' => array( $this, 'update_item_permissions_check' ),
						'summary'             => 'check-in' === $action ? 'Check attendees in' : 'Undo attendees\' check-ins',
						'response'            => array( 'schema' => array( $this, 'results_schema' ) ),
						'args'                => array(
							'ids' => array(
								'description'       => __( 'Attendee ids.', 'eventin-pro' ),
								'type'              => array( 'array', 'string' ),
								'items'             => array( 'type' => 'integer' ),
								'required'          => true,
								'validate_callback' => array( $this, 'validate_ids' ),
								'sanitize_callback' => array( self::class, 'parse_ids' ),
							),
						),
					),
				)
			);
		}
	}

	/**
	 * Schema of the answer: a verdict per attendee, with the attendee as it is now.
	 *
	 * @return array<string,mixed>
	 */
	public function results_schema(): array {
		$attendee         = ( new AttendeesController() )->get_public_item_schema();
		$attendee['type'] = array( 'object', 'null' );
		unset( $attendee['$schema'], $attendee['title'] );
		return array(
			'title'      => 'eventin-checkin-results',
			'type'       => 'object',
			'properties' => array(
				'results' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'       => array( 'type' => 'integer' ),
							'result'   => array( 'type' => 'string' ),
							'message'  => array( 'type' => 'string' ),
							'attendee' => $attendee,
						),
					),
				),
			),
		);
	}

	/**
	 * Ids as the attendee routes take them. The attendees controller (and its
	 * service) is created when a check-in is validated, not when the routes
	 * are registered on every REST request.
	 *
	 * @param mixed $value Raw value.
	 * @return true|\WP_Error
	 */
	public function validate_ids( $value ) {
		return ( new AttendeesController() )->validate_ids( $value );
	}

	/**
	 * Checks attendees in from the dashboard: `{ results: [{ id, result, message, attendee }] }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function check_in( $request ) {
		$verdicts = ( new CheckinsService() )->check_in( (array) $request['ids'], 'dashboard' );
		return is_wp_error( $verdicts ) ? $this->service_error( $verdicts ) : $this->results( $verdicts );
	}

	/**
	 * Undoes check-ins: `{ results: [...] }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function undo( $request ) {
		return $this->results( ( new CheckinsService() )->undo( (array) $request['ids'] ) );
	}

	/**
	 * The verdicts with a sentence each and the attendees as they are now.
	 *
	 * @param array<int,array<string,mixed>> $verdicts Attendee id => verdict.
	 */
	private function results( array $verdicts ): WP_REST_Response {
		$attendees = ( new AttendeesService() )->get_many( array_keys( $verdicts ) );
		$items     = array_column( ( new AttendeesController() )->api_items( $attendees ), null, 'id' );
		$results   = array();
		foreach ( $verdicts as $id => $verdict ) {
			$results[] = array(
				'id'       => $id,
				'result'   => $verdict['status'],
				'message'  => CheckinsService::describe( $verdict ),
				'attendee' => $items[ $id ] ?? null,
			);
		}
		return rest_ensure_response( array( 'results' => $results ) );
	}
}
