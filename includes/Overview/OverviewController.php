<?php
/**
 * GET /eventin/v2/overview: what the dashboard's landing page shows.
 *
 * @package EventinPro
 */

namespace EventinPro\Overview;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Overview controller. Reading needs the event permission; the sales figures
 * (revenue comes from bookings) are only answered to holders of the booking
 * permission too, `sales` is null for the others.
 */
final class OverviewController extends Controller {

	/**
	 * Figures; null until overview() first needs them.
	 *
	 * @var OverviewService|null
	 */
	private $overview;

	/**
	 * Constructor.
	 *
	 * @param OverviewService|null $overview Figures (created on first use when not given).
	 */
	public function __construct( ?OverviewService $overview = null ) {
		$this->rest_base  = 'overview';
		$this->capability = Permissions::EVENT;
		$this->overview   = $overview;
	}

	/**
	 * Figures, created on first use: registering the route (on every REST
	 * request) does not load the service.
	 */
	private function overview(): OverviewService {
		if ( null === $this->overview ) {
			$this->overview = new OverviewService();
		}
		return $this->overview;
	}

	/**
	 * Registers the route.
	 *
	 * @return void
	 */
	public function register_routes() {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'summary'             => 'Get the dashboard\'s overview: upcoming and ongoing events, check-ins, sales',
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The overview.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( $this->overview()->get( current_user_can( Permissions::ORDER ) ) );
	}

	/**
	 * Schema of the answer.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$event        = array(
			'type'       => 'object',
			'properties' => array(
				'id'           => array( 'type' => 'integer' ),
				'title'        => array( 'type' => 'string' ),
				'start_date'   => array(
					'type'   => 'string',
					'format' => 'date',
				),
				'start_time'   => array( 'type' => 'string' ),
				'timezone'     => array( 'type' => 'string' ),
				'sold_tickets' => array( 'type' => 'integer' ),
				'total_ticket' => array(
					'description' => __( 'Tickets on sale; -1 for unlimited.', 'eventin-pro' ),
					'type'        => 'integer',
				),
				'link'         => array(
					'type'   => 'string',
					'format' => 'uri',
				),
			),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-overview',
			'type'       => 'object',
			'properties' => array(
				'upcoming'       => array(
					'description' => __( 'The next events to start, soonest first (at most 5).', 'eventin-pro' ),
					'type'        => 'array',
					'items'       => $event,
					'readonly'    => true,
				),
				'ongoing'        => array(
					'description' => __( 'Events under way now, earliest start first (at most 5).', 'eventin-pro' ),
					'type'        => 'array',
					'items'       => $event,
					'readonly'    => true,
				),
				'sales'          => array(
					'description' => __( 'Completed bookings per day over the last 30 days in site time, oldest first; null without the booking permission.', 'eventin-pro' ),
					'type'        => array( 'array', 'null' ),
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'date'    => array(
								'type'   => 'string',
								'format' => 'date',
							),
							'tickets' => array( 'type' => 'integer' ),
							'revenue' => array( 'type' => 'number' ),
						),
					),
					'readonly'    => true,
				),
				'currency'       => array(
					'type'     => 'string',
					'readonly' => true,
				),
				'checkins_today' => array(
					'description' => __( 'Tickets checked in since midnight, site time.', 'eventin-pro' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'next_event'     => array(
					'description' => __( 'The event under way, else the next to start, with its check-in progress.', 'eventin-pro' ),
					'type'        => array( 'object', 'null' ),
					'readonly'    => true,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
