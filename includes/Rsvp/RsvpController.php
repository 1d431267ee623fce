<?php
/**
 * REST routes of the RSVP report (etn_manage_event): GET rsvp-report (events
 * with RSVP on and their counts), GET rsvp-report/{event id} (its answers),
 * PUT and DELETE rsvp-report/{answer id}, bulk DELETE rsvp-report, and GET
 * rsvp-report/{event id}/export (CSV).
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\CsvExport;
use EventinPro\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller.
 */
final class RsvpController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'rsvp-report';

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->capability = Permissions::EVENT;
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes() {
		$id = array(
			'id' => array(
				'description' => __( 'Event id (GET) or answer id (PUT, DELETE).', 'eventin-pro' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'summary'             => 'List the events taking RSVP answers, with their counts',
					'response'            => array( 'schema' => array( $this, 'report_item_schema' ) ),
					'args'                => $this->get_collection_params(),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_items' ),
					'permission_callback' => array( $this, 'delete_item_permissions_check' ),
					'summary'             => 'Delete several RSVP answers',
					'args'                => $this->bulk_delete_args(),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)',
			array(
				'args' => $id,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'summary'             => 'List an event\'s RSVP answers, with its counts',
					'response'            => array(
						'schema'  => array( $this, 'answers_schema' ),
						'headers' => array(
							'X-WP-Total'      => array( '$ref' => '#/components/headers/Total' ),
							'X-WP-TotalPages' => array( '$ref' => '#/components/headers/TotalPages' ),
						),
					),
					'args'                => $this->answer_params(),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'summary'             => 'Change an RSVP answer',
					'response'            => array( 'schema' => array( $this, 'answer_schema' ) ),
					'args'                => array(
						'status' => array(
							'type' => 'string',
							'enum' => RsvpRepository::STATUSES,
						),
						'people' => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
						'name'   => array( 'type' => 'string' ),
						'email'  => array( 'type' => 'string' ),
						'reason' => array( 'type' => 'string' ),
						'guests' => array( 'type' => 'array' ),
					),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'delete_item_permissions_check' ),
					'summary'             => 'Delete an RSVP answer',
					'response'            => array( 'schema' => array( $this, 'answer_schema' ) ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/export',
			array(
				'args' => $id,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'export' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'summary'             => 'Export one page of an event\'s RSVP answers as CSV',
					'response'            => array( 'content_type' => 'text/csv' ),
					'args'                => array_merge(
						$this->answer_params(),
						array(
							'per_page' => array(
								'type'    => 'integer',
								'minimum' => 1,
								'maximum' => CsvExport::MAX_PER_PAGE,
								'default' => CsvExport::MAX_PER_PAGE,
							),
						)
					),
				),
			)
		);
	}

	/**
	 * Schema of an RSVP answer.
	 *
	 * @return array<string,mixed>
	 */
	public function answer_schema(): array {
		$string = array( 'type' => 'string' );
		return array(
			'title'      => 'eventin-rsvp-answer',
			'type'       => 'object',
			'properties' => array(
				'id'       => array( 'type' => 'integer' ),
				'event_id' => array( 'type' => 'integer' ),
				'name'     => $string,
				'email'    => $string,
				'status'   => array(
					'type' => 'string',
					'enum' => RsvpRepository::STATUSES,
				),
				'people'   => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'guests'   => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'    => array( 'type' => 'integer' ),
							'name'  => $string,
							'email' => $string,
						),
					),
				),
				'reason'   => $string,
				'date'     => array(
					'type'   => 'string',
					'format' => 'date-time',
				),
			),
		);
	}

	/**
	 * Schema of an event in the RSVP report.
	 *
	 * @return array<string,mixed>
	 */
	public function report_item_schema(): array {
		$count = array( 'type' => 'integer' );
		return array(
			'title'      => 'eventin-rsvp-event',
			'type'       => 'object',
			'properties' => array(
				'id'         => $count,
				'title'      => array( 'type' => 'string' ),
				'start_date' => array( 'type' => 'string' ),
				'status'     => array( 'type' => 'string' ),
				'limit'      => array(
					'description' => 'Most people going; 0 for no limit.',
					'type'        => 'integer',
				),
				'going'      => $count,
				'not_going'  => $count,
				'maybe'      => $count,
				'responses'  => $count,
			),
		);
	}

	/**
	 * Schema of a page of an event's answers, with its counts.
	 *
	 * @return array<string,mixed>
	 */
	public function answers_schema(): array {
		$count  = array( 'type' => 'integer' );
		$answer = $this->answer_schema();
		unset( $answer['title'] );
		return array(
			'title'      => 'eventin-rsvp-answers',
			'type'       => 'object',
			'properties' => array(
				'items'       => array(
					'type'  => 'array',
					'items' => $answer,
				),
				'total_items' => $count,
				'counts'      => array(
					'type'       => 'object',
					'properties' => array(
						'going'     => $count,
						'not_going' => $count,
						'maybe'     => $count,
						'limit'     => $count,
					),
				),
				'event'       => array(
					'type'       => 'object',
					'properties' => array(
						'id'    => $count,
						'title' => array( 'type' => 'string' ),
					),
				),
			),
		);
	}

	/**
	 * The answers' filters: status (default going, as the spec says), search, dates, paging.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function answer_params(): array {
		$date = array(
			'type'    => 'string',
			'pattern' => '^\d{4}-\d{2}-\d{2}$',
		);
		return $this->get_collection_params() + array(
			'status'    => array(
				'description' => __( 'Answers shown: going (the default), not_going, maybe, or all.', 'eventin-pro' ),
				'type'        => 'string',
				'enum'        => array_merge( RsvpRepository::STATUSES, array( 'all' ) ),
				'default'     => 'going',
			),
			'date_from' => array( 'description' => __( 'Answered on or after this day (Y-m-d, site time).', 'eventin-pro' ) ) + $date,
			'date_to'   => array( 'description' => __( 'Answered on or before this day (Y-m-d, site time).', 'eventin-pro' ) ) + $date,
		);
	}

	/**
	 * The events with RSVP on: `{ items, total_items }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		list( $items, $total ) = ( new RsvpService() )->report( (string) $request['search'], (int) $request['paged'], (int) $request['per_page'] );
		return $this->list_response( $items, $total, (int) $request['per_page'] );
	}

	/**
	 * An event's answers: `{ items, total_items, counts, event }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$service = new RsvpService();
		$event   = $service->summary( (int) $request['id'] );
		if ( ! $event ) {
			return $this->not_found( __( 'No event has this id.', 'eventin-pro' ) );
		}
		list( $items, $total, $counts ) = $service->responses( $event['id'], self::filters( $request ), (int) $request['paged'], (int) $request['per_page'] );
		$response                       = $this->list_response( $items, $total, (int) $request['per_page'] );
		$response->set_data(
			$response->get_data() + array(
				'counts' => $counts,
				'event'  => array(
					'id'    => $event['id'],
					'title' => $event['title'],
				),
			)
		);
		return $response;
	}

	/**
	 * Edits an answer.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$input = array_intersect_key( $request->get_params(), array_flip( array( 'status', 'people', 'name', 'email', 'reason', 'guests' ) ) );
		$done  = ( new RsvpService() )->update( (int) $request['id'], $input );
		if ( is_wp_error( $done ) ) {
			$status = (int) ( $done->get_error_data()['status'] ?? 0 );
			return $status ? $done : $this->service_error( $done );
		}
		return rest_ensure_response( $done );
	}

	/**
	 * Deletes an answer: `{ deleted, previous }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$service  = new RsvpService();
		$previous = $service->get( (int) $request['id'] );
		if ( ! $previous || ! $service->delete( (int) $request['id'] ) ) {
			return $this->not_found( __( 'No RSVP answer has this id.', 'eventin-pro' ) );
		}
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $previous,
			)
		);
	}

	/**
	 * Deletes several answers: `{ deleted, failed }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function delete_items( $request ) {
		list( $deleted, $missing ) = ( new RsvpService() )->delete_many( (array) $request['ids'] );
		return $this->bulk_response( $deleted, array_fill_keys( $missing, __( 'No RSVP answer has this id.', 'eventin-pro' ) ) );
	}

	/**
	 * An event's answers as CSV, a page at a time.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function export( $request ) {
		$service = new RsvpService();
		if ( ! $service->summary( (int) $request['id'] ) ) {
			return $this->not_found( __( 'No event has this id.', 'eventin-pro' ) );
		}
		list( $page, $per_page ) = CsvExport::paging( $request );
		list( $ids, $total )     = $service->response_ids( (int) $request['id'], self::filters( $request ), $page, $per_page );
		$header                  = array(
			__( 'ID', 'eventin-pro' ),
			__( 'Name', 'eventin-pro' ),
			__( 'Email', 'eventin-pro' ),
			__( 'Answer', 'eventin-pro' ),
			__( 'People', 'eventin-pro' ),
			__( 'Guests', 'eventin-pro' ),
			__( 'Reason', 'eventin-pro' ),
			__( 'Date', 'eventin-pro' ),
		);
		$rows                    = static function ( array $chunk ) use ( $service ): array {
			$rows = array();
			foreach ( $service->get_many( $chunk ) as $answer ) {
				$rows[] = array( $answer['id'], $answer['name'], $answer['email'], RsvpMails::answer_label( $answer['status'] ), $answer['people'], implode( ', ', array_column( $answer['guests'], 'name' ) ), $answer['reason'], $answer['date'] );
			}
			return $rows;
		};
		return CsvExport::stream( $header, $ids, $rows, $page, $total, 'rsvp.csv' );
	}

	/**
	 * The answers' filters of a request.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string,string>
	 */
	private static function filters( WP_REST_Request $request ): array {
		return array(
			'status' => 'all' === $request['status'] ? '' : (string) $request['status'],
			'search' => (string) $request['search'],
			'from'   => $request['date_from'] ? $request['date_from'] . ' 00:00:00' : '',
			'to'     => $request['date_to'] ? $request['date_to'] . ' 23:59:59' : '',
		);
	}
}
