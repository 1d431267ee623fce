<?php
/**
 * REST routes for schedules: list, create, read, update, delete, bulk delete, clone.
 *
 * @package EventinPro
 */

namespace EventinPro\Schedules;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\ResourceController;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Controller for /eventin/v2/schedules. Every route needs etn_manage_schedule.
 *
 * @extends ResourceController<SchedulesService>
 */
final class SchedulesController extends ResourceController {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'schedules';

	/**
	 * The service (created on first use unless given).
	 *
	 * @var SchedulesService|null
	 */
	protected $service;

	/**
	 * Constructor.
	 *
	 * @param SchedulesService|null $schedules Service.
	 */
	public function __construct( ?SchedulesService $schedules = null ) {
		$this->service       = $schedules;
		$this->service_class = SchedulesService::class;
		$this->schema_class  = ScheduleSchema::class;
		$this->schema_title  = 'eventin-schedule';
		$this->capability    = Permissions::SCHEDULE;
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes() {
		$this->register_crud_routes( __( 'Unique identifier of the schedule.', 'eventin-pro' ) );
		$this->register_clone_route( __( 'Unique identifier of the schedule.', 'eventin-pro' ) );
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
		list( $items, $total ) = $this->service()->list(
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
	 * 404 for an unknown id.
	 */
	protected function item_not_found(): WP_Error {
		return $this->not_found( __( 'No schedule with this id.', 'eventin-pro' ) );
	}

	/**
	 * 500 when storage refused the delete.
	 */
	protected function item_not_deleted(): WP_Error {
		return new WP_Error( 'eventin_schedule_not_deleted', __( 'The schedule could not be deleted.', 'eventin-pro' ), array( 'status' => 500 ) );
	}
}
