<?php
/**
 * REST routes for schedules: list, create, read, update, delete, bulk delete, clone.
 *
 * @package EventinPro
 */

namespace EventinPro\Schedules;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller for /eventin/v2/schedules. Every route needs etn_manage_schedule.
 */
final class SchedulesController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'schedules';

	/**
	 * Rules.
	 *
	 * @var SchedulesService
	 */
	private $schedules;

	/**
	 * Constructor.
	 *
	 * @param SchedulesService|null $schedules Service.
	 */
	public function __construct( ?SchedulesService $schedules = null ) {
		$this->schedules  = $schedules ?? new SchedulesService();
		$this->capability = Permissions::SCHEDULE;
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes() {
		$this->register_crud_routes( __( 'Unique identifier of the schedule.', 'eventin-pro' ) );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)/clone',
			array(
				'args' => $this->id_arg( __( 'Unique identifier of the schedule.', 'eventin-pro' ) ),
				array(
					// GET because the dashboard's client calls it so (as for events); it needs the capability and, from a browser, the REST nonce.
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'clone_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
				),
			)
		);
	}

	/**
	 * Lists schedules: `{ items, total_items }`, ordered by date, then program
	 * title, then id.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page              = (int) $request['per_page'];
		list( $items, $total ) = $this->schedules->list(
			array(
				'year'     => (int) $request['year'],
				'search'   => trim( (string) $request['search'] ),
				'paged'    => (int) $request['paged'],
				'per_page' => $per_page,
			)
		);
		$data                  = array();
		foreach ( $items as $item ) {
			$data[] = $this->prepare_response_for_collection( $this->prepare_item_for_response( $item, $request ) );
		}
		return $this->list_response( $data, $total, $per_page );
	}

	/**
	 * One schedule.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$item = $this->schedules->get( (int) $request['id'] );
		return $item ? $this->prepare_item_for_response( $item, $request ) : $this->schedule_not_found();
	}

	/**
	 * Creates a schedule.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$item = $this->schedules->create( $this->fields_from_request( $request ) );
		if ( is_wp_error( $item ) ) {
			return $this->service_error( $item );
		}
		$response = $this->prepare_item_for_response( $item, $request );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Changes the submitted fields of a schedule.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$item = $this->schedules->update( (int) $request['id'], $this->fields_from_request( $request ) );
		if ( null === $item ) {
			return $this->schedule_not_found();
		}
		if ( is_wp_error( $item ) ) {
			return $this->service_error( $item );
		}
		return $this->prepare_item_for_response( $item, $request );
	}

	/**
	 * Deletes one schedule.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$item = $this->schedules->get( (int) $request['id'] );
		if ( ! $item ) {
			return $this->schedule_not_found();
		}
		$previous = $this->prepare_item_for_response( $item, $request )->get_data();
		if ( ! $this->schedules->delete( $item['id'] ) ) {
			return new WP_Error( 'eventin_schedule_not_deleted', __( 'The schedule could not be deleted.', 'eventin-pro' ), array( 'status' => 500 ) );
		}
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $previous,
			)
		);
	}

	/**
	 * Deletes several schedules; reports each failure instead of hiding it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function delete_items( $request ) {
		list( $deleted, $missing ) = $this->schedules->delete_many( array_map( 'intval', (array) $request['ids'] ) );
		return $this->bulk_response( $deleted, array_fill_keys( $missing, __( 'No schedule with this id.', 'eventin-pro' ) ) );
	}

	/**
	 * Creates a copy of a schedule.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function clone_item( $request ) {
		$item = $this->schedules->duplicate( (int) $request['id'] );
		if ( null === $item ) {
			return $this->schedule_not_found();
		}
		if ( is_wp_error( $item ) ) {
			return $this->service_error( $item );
		}
		$response = $this->prepare_item_for_response( $item, $request );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * The API item as the service builds it, with a self link.
	 *
	 * @param array<string,mixed> $item    Item.
	 * @param WP_REST_Request     $request Request.
	 * @return WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$response = rest_ensure_response( $item );
		$response->add_link( 'self', rest_url( sprintf( '%s/%s/%d', $this->namespace, $this->rest_base, $item['id'] ) ) );
		return $response;
	}

	/**
	 * Query params of the list.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params() {
		$params                          = parent::get_collection_params();
		$params['search']['description'] = __( 'Search in program titles.', 'eventin-pro' );
		$params['year']                  = array(
			'description' => __( 'Schedules dated in this year (four digits).', 'eventin-pro' ),
			'type'        => 'integer',
			'minimum'     => 1000,
			'maximum'     => 9999,
		);
		return $params;
	}

	/**
	 * Item schema, cached.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-schedule',
			'type'       => 'object',
			'properties' => ScheduleSchema::properties(),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * Clean fields from the submitted params (only those given).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 */
	private function fields_from_request( WP_REST_Request $request ): array {
		$fields = array();
		foreach ( ScheduleSchema::WRITABLE as $field ) {
			if ( $request->has_param( $field ) ) {
				$fields[ $field ] = ScheduleSchema::clean( $field, $request[ $field ] );
			}
		}
		return $fields;
	}

	/**
	 * Maps a service error: a field rejection is a 400 naming the field.
	 *
	 * @param WP_Error $error Error.
	 */
	private function service_error( WP_Error $error ): WP_Error {
		$data = $error->get_error_data();
		if ( SchedulesService::INVALID_FIELD === $error->get_error_code() && is_array( $data ) ) {
			return $this->invalid_param( (string) $data['field'], $error->get_error_message() );
		}
		return new WP_Error( $error->get_error_code(), $error->get_error_message(), array( 'status' => 500 ) );
	}

	/**
	 * 404 for an unknown id.
	 */
	private function schedule_not_found(): WP_Error {
		return $this->not_found( __( 'No schedule with this id.', 'eventin-pro' ) );
	}
}
