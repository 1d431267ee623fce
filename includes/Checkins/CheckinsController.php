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
 * Controller. Both routes need etn_manage_attendee (the scanner's own route,
 * with etn_manage_qr_scan, comes with the scanner).
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
				'message'  => self::message( $verdict ),
				'attendee' => $items[ $id ] ?? null,
			);
		}
		return rest_ensure_response( array( 'results' => $results ) );
	}

	/**
	 * A verdict in words.
	 *
	 * @param array<string,mixed> $verdict Verdict.
	 */
	private static function message( array $verdict ): string {
		switch ( $verdict['status'] ) {
			case 'checked_in':
				return __( 'Checked in.', 'eventin-pro' );
			case 'already_checked_in':
				if ( empty( $verdict['checked_in_at'] ) ) {
					return __( 'Already checked in.', 'eventin-pro' );
				}
				$user = get_userdata( (int) $verdict['checked_in_by'] );
				return sprintf(
					/* translators: 1: date and time of the check-in, 2: who checked in. */
					__( 'Already checked in on %1$s by %2$s.', 'eventin-pro' ),
					wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) strtotime( (string) $verdict['checked_in_at'] ) ),
					$user ? $user->display_name : __( 'an unknown user', 'eventin-pro' )
				);
			case 'undone':
				return __( 'Check-in undone.', 'eventin-pro' );
			case 'not_checked_in':
				return __( 'Not checked in.', 'eventin-pro' );
			case 'not_paid':
				return __( 'Not paid yet: cannot check in.', 'eventin-pro' );
			case 'not_valid':
				/* translators: %s: payment status (failed, cancelled, refunded). */
				return sprintf( __( 'The booking is %s: the ticket is not valid.', 'eventin-pro' ), (string) ( $verdict['payment_status'] ?? '' ) );
			default:
				return __( 'No attendee with this id.', 'eventin-pro' );
		}
	}
}
