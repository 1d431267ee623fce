<?php
/**
 * REST routes of the ticket scanner: GET scanner/manifest, POST checkins/batch,
 * POST scanner/undo and GET scanner/status, all with etn_manage_qr_scan.
 *
 * @package EventinPro
 */

namespace EventinPro\Scanner;

use EventinPro\AccessControl\Permissions;
use EventinPro\Checkins\CheckinsService;
use EventinPro\Rest\Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller.
 */
final class ScannerController extends Controller {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->capability = Permissions::QR_SCAN;
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes() {
		$event = array(
			'description' => __( 'Event id.', 'eventin-pro' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'required'    => true,
		);
		register_rest_route(
			$this->namespace,
			'/scanner/manifest',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'manifest' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'summary'             => 'Get a page of an event\'s ticket manifest for offline scanning',
					'response'            => array(
						'schema'  => array( $this, 'manifest_schema' ),
						'headers' => array(
							'X-WP-Total'      => array( '$ref' => '#/components/headers/Total' ),
							'X-WP-TotalPages' => array( '$ref' => '#/components/headers/TotalPages' ),
						),
					),
					'args'                => array(
						'event_id' => $event,
						'page'     => array(
							'description' => __( 'Page of the manifest, from 1.', 'eventin-pro' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'default'     => 1,
						),
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/scanner/status',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'status' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'summary'             => 'Get an event\'s live check-in count',
					'response'            => array( 'schema' => array( $this, 'counts_schema' ) ),
					'args'                => array( 'event_id' => $event ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/scanner/undo',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'undo' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'summary'             => 'Undo the current user\'s check-in of the last minute',
					'response'            => array( 'schema' => array( $this, 'undo_schema' ) ),
					'args'                => array(
						'attendee_id' => array(
							'description' => __( 'Attendee id.', 'eventin-pro' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'required'    => true,
						),
						'event_id'    => array( 'required' => false ) + $event,
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/checkins/batch',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'batch' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'summary'             => 'Sync an offline scanner\'s queue of scans',
					'response'            => array( 'schema' => array( $this, 'batch_schema' ) ),
					'args'                => array(
						'items' => array(
							/* translators: %d: most scans in one batch. */
							'description' => sprintf( __( 'Offline scans (1 to %d): client_scan_id, attendee_id, ticket_id, event_id, scanned_at, device.', 'eventin-pro' ), ScannerService::BATCH_MAX ),
							'type'        => 'array',
							'required'    => true,
						),
					),
				),
			)
		);
	}

	/**
	 * Schema of a manifest page.
	 *
	 * @return array<string,mixed>
	 */
	public function manifest_schema(): array {
		$string = array( 'type' => 'string' );
		return array(
			'title'      => 'eventin-scanner-manifest',
			'type'       => 'object',
			'properties' => array(
				'event'        => array(
					'type'       => 'object',
					'properties' => array(
						'id'    => array( 'type' => 'integer' ),
						'title' => $string,
					),
				),
				'items'        => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'h' => array(
								'description' => 'SHA-256 of the ticket id.',
								'type'        => 'string',
							),
							'e' => array(
								'description' => 'SHA-256 of the lowercased e-mail address, or empty.',
								'type'        => 'string',
							),
							'a' => array(
								'description' => 'Attendee id.',
								'type'        => 'integer',
							),
							'n' => array(
								'description' => 'Attendee name.',
								'type'        => 'string',
							),
							't' => array(
								'description' => 'Ticket name.',
								'type'        => 'string',
							),
							'p' => array(
								'description' => 'Payment state.',
								'type'        => 'string',
							),
							'c' => array(
								'description' => 'When the ticket was checked in, or null.',
								'type'        => array( 'string', 'null' ),
							),
						),
					),
				),
				'total_items'  => array( 'type' => 'integer' ),
				'total_pages'  => array( 'type' => 'integer' ),
				'generated_at' => array(
					'type'   => 'string',
					'format' => 'date-time',
				),
			),
		);
	}

	/**
	 * Schema of an event's live count.
	 *
	 * @return array<string,mixed>
	 */
	public function counts_schema(): array {
		return array(
			'title'      => 'eventin-scanner-counts',
			'type'       => 'object',
			'properties' => array(
				'checked_in' => array( 'type' => 'integer' ),
				'total'      => array( 'type' => 'integer' ),
			),
		);
	}

	/**
	 * Schema of an undo's answer.
	 *
	 * @return array<string,mixed>
	 */
	public function undo_schema(): array {
		$counts         = $this->counts_schema();
		$counts['type'] = array( 'object', 'null' );
		unset( $counts['title'] );
		return array(
			'title'      => 'eventin-scanner-undo',
			'type'       => 'object',
			'properties' => array(
				'result'  => array(
					'type' => 'string',
					'enum' => array( 'undone', 'not_checked_in', 'not_yours', 'too_late' ),
				),
				'message' => array( 'type' => 'string' ),
				'counts'  => $counts,
			),
		);
	}

	/**
	 * Schema of a synced queue's verdicts.
	 *
	 * @return array<string,mixed>
	 */
	public function batch_schema(): array {
		$string = array( 'type' => 'string' );
		return array(
			'title'      => 'eventin-scanner-batch',
			'type'       => 'object',
			'properties' => array(
				'results' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'client_scan_id' => $string,
							'result'         => $string,
							'message'        => $string,
							'attendee_name'  => $string,
							'ticket_name'    => $string,
							'checked_in_at'  => array( 'type' => array( 'string', 'null' ) ),
							'checked_in_by'  => array( 'type' => array( 'string', 'null' ) ),
							'device'         => $string,
						),
					),
				),
			),
		);
	}

	/**
	 * A page of an event's ticket manifest.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function manifest( $request ) {
		$service = new ScannerService();
		$event   = $service->event( (int) $request['event_id'] );
		if ( ! $event ) {
			return $this->not_found( __( 'No event has this id.', 'eventin-pro' ) );
		}
		$page     = $service->manifest( $event['id'], (int) $request['page'] );
		$response = rest_ensure_response(
			array(
				'event'        => array(
					'id'    => $event['id'],
					'title' => $event['title'],
				),
				'items'        => $page['items'],
				'total_items'  => $page['total'],
				'total_pages'  => (int) ceil( $page['total'] / ScannerService::MANIFEST_PAGE ),
				'generated_at' => gmdate( 'Y-m-d\TH:i:s\Z' ),
			)
		);
		$this->add_total_headers( $response, $page['total'], ScannerService::MANIFEST_PAGE );
		$response->header( 'Cache-Control', 'no-store, private' );
		return $response;
	}

	/**
	 * An event's live count.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function status( $request ) {
		$service = new ScannerService();
		if ( ! $service->event( (int) $request['event_id'] ) ) {
			return $this->not_found( __( 'No event has this id.', 'eventin-pro' ) );
		}
		return rest_ensure_response( $service->counts( (int) $request['event_id'] ) );
	}

	/**
	 * Undoes the user's own check-in of the last minute.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function undo( $request ) {
		$service  = new ScannerService();
		$result   = $service->undo_recent( (int) $request['attendee_id'] );
		$event_id = (int) ( $request['event_id'] ?? 0 );
		$messages = array(
			'undone'         => __( 'Check-in undone.', 'eventin-pro' ),
			'not_checked_in' => __( 'Not checked in.', 'eventin-pro' ),
			'not_yours'      => __( 'Only whoever checked this ticket in can undo it here.', 'eventin-pro' ),
			/* translators: %d: seconds. */
			'too_late'       => sprintf( __( 'A check-in can be undone here within %d seconds; use the attendee list.', 'eventin-pro' ), ScannerService::UNDO_SECONDS ),
		);
		return rest_ensure_response(
			array(
				'result'  => $result,
				'message' => $messages[ $result ],
				'counts'  => $event_id > 0 && $service->event( $event_id ) ? $service->counts( $event_id ) : null,
			)
		);
	}

	/**
	 * Syncs an offline queue.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function batch( $request ) {
		$results = ( new ScannerService() )->sync( $request['items'] );
		if ( is_wp_error( $results ) ) {
			return $this->service_error( $results );
		}
		$messages = array(
			'accepted'    => __( 'Checked in.', 'eventin-pro' ),
			'wrong_event' => __( 'This ticket is for another event.', 'eventin-pro' ),
			'not_found'   => __( 'No ticket matches this code.', 'eventin-pro' ),
		);
		$out      = array();
		foreach ( $results as $result ) {
			$by    = isset( $result['checked_in_by'] ) ? CheckinsService::who( (int) $result['checked_in_by'] ) : null;
			$out[] = array(
				'client_scan_id' => $result['client_scan_id'],
				'result'         => $result['result'],
				'message'        => $messages[ $result['result'] ] ?? CheckinsService::describe( array( 'status' => 'conflict' === $result['result'] ? 'already_checked_in' : $result['result'] ) + $result ),
				'attendee_name'  => (string) ( $result['attendee_name'] ?? '' ),
				'ticket_name'    => (string) ( $result['ticket_name'] ?? '' ),
				'checked_in_at'  => $result['checked_in_at'] ?? null,
				'checked_in_by'  => $by,
				'device'         => (string) ( $result['device'] ?? '' ),
			);
		}
		return rest_ensure_response( array( 'results' => $out ) );
	}
}
