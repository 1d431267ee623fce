<?php
/**
 * REST routes for events: list, create, read, update, delete, bulk delete, clone.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\ResourceController;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller for /eventin/v2/events (and the read alias /eventin/v2/event/{id}).
 *
 * @extends ResourceController<EventsService>
 */
final class EventsController extends ResourceController {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'events';

	/**
	 * The service (created on first use unless given).
	 *
	 * @var EventsService|null
	 */
	protected $service;

	/**
	 * Constructor.
	 *
	 * @param EventsService|null $events Service.
	 */
	public function __construct( ?EventsService $events = null ) {
		$this->service       = $events;
		$this->service_class = EventsService::class;
		$this->schema_class  = EventSchema::class;
		$this->schema_title  = 'eventin-event';
		$this->capability    = Permissions::EVENT;
		$this->image_fields  = array( 'featured_image' );
		$own                 = 'And WordPress\'s %s for that event: without edit_others_posts, only the events the user wrote.';
		$this->endpoint_keys = array(
			'update_item'  => array( 'permission_note' => sprintf( $own, 'edit_post' ) ),
			'delete_item'  => array( 'permission_note' => sprintf( $own, 'delete_post' ) ),
			'delete_items' => array( 'permission_note' => 'Events the user may not delete are listed under failed.' ),
			'clone_item'   => array( 'permission_note' => sprintf( $own, 'edit_post' ) ),
		);
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes() {
		$this->register_crud_routes( __( 'Unique identifier of the event.', 'eventin-pro' ) );
		$id_arg = $this->id_arg( __( 'Unique identifier of the event.', 'eventin-pro' ) );
		$this->register_clone_route( __( 'Unique identifier of the event.', 'eventin-pro' ) );
		// The template builder reads one event at /event/{id}.
		register_rest_route(
			$this->namespace,
			'/event/(?P<id>[\d]+)',
			array(
				'args'   => $id_arg,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'summary'             => 'Get one event (the template builder\'s path)',
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}






	/**
	 * Object-level rights (EventsService::may()): without edit_others_posts /
	 * delete_others_posts, a user changes only the events they wrote. Reading
	 * and listing stay open to every holder of the event permission: events
	 * are public pages, and the dashboard lists them all.
	 *
	 * @param string          $action  'edit', 'delete' or 'clone'.
	 * @param int             $id      Event id.
	 * @param WP_REST_Request $request Request.
	 */
	protected function item_denied( string $action, int $id, WP_REST_Request $request ): ?string {
		if ( $this->service()->may( $action, $id ) ) {
			return null;
		}
		return __( 'Sorry, you may only change events you created. Changing other people\'s events needs the edit_others_posts capability (and delete_others_posts to delete them), which editors and administrators hold.', 'eventin-pro' );
	}

	/**
	 * Lists events: `{ items, total_items }`. Order: newest first (post date
	 * descending, then id descending), so pages are stable.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		$start = (string) $request['start_date'];
		$end   = (string) $request['end_date'];
		if ( '' !== $start && '' !== $end && $end < $start ) {
			return $this->invalid_param( 'end_date', __( 'end_date must not be before start_date.', 'eventin-pro' ) );
		}
		$keyword  = trim( (string) $request['search_keyword'] );
		$per_page = (int) $request['per_page'];
		$result   = $this->service()->list(
			array(
				'status'     => (string) $request['status'],
				'start_date' => $start,
				'end_date'   => $end,
				'search'     => '' !== $keyword ? $keyword : trim( (string) $request['search'] ),
				'category'   => self::parse_ids( $request['category'] ?? array() ),
				'tag'        => self::parse_ids( $request['tag'] ?? array() ),
				'parent'     => null === $request['parent'] ? null : (int) $request['parent'],
				'paged'      => (int) $request['paged'],
				'per_page'   => $per_page,
			)
		);
		if ( is_wp_error( $result ) ) {
			return $this->service_error( $result );
		}
		list( $items, $total ) = $result;
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
		$ids = array(
			'type'              => 'array',
			'items'             => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'maxItems'          => self::MAX_PER_PAGE,
			// With its own sanitize callback WordPress would skip the schema check; ask for it.
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => array( self::class, 'parse_ids' ),
		);
		return array_merge(
			parent::get_collection_params(),
			array(
				'status'         => array(
					'description' => __( 'Status filter: all, draft, ongoing, upcoming or past (expired).', 'eventin-pro' ),
					'type'        => 'string',
					'enum'        => EventStatus::FILTERS,
					'default'     => 'all',
				),
				'start_date'     => array(
					'description'       => __( 'Events that end on or after this date (Y-m-d, the event\'s own dates).', 'eventin-pro' ),
					'type'              => 'string',
					'default'           => '',
					'validate_callback' => array( EventValidators::class, 'validate_optional_date' ),
				),
				'end_date'       => array(
					'description'       => __( 'Events that start on or before this date (Y-m-d).', 'eventin-pro' ),
					'type'              => 'string',
					'default'           => '',
					'validate_callback' => array( EventValidators::class, 'validate_optional_date' ),
				),
				'search_keyword' => array(
					'description' => __( 'Search in event titles.', 'eventin-pro' ),
					'type'        => 'string',
					'maxLength'   => 200,
					'default'     => '',
				),
				'category'       => array( 'description' => __( 'Event category ids (any of them).', 'eventin-pro' ) ) + $ids,
				'tag'            => array( 'description' => __( 'Event tag ids (any of them).', 'eventin-pro' ) ) + $ids,
				'parent'         => array(
					'description' => __( 'Children of this event (0: top-level events only). By default top-level events, and with the ongoing, upcoming and past filters the occurrences of recurring events too.', 'eventin-pro' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
			)
		);
	}

	/**
	 * 404 for an unknown id.
	 */
	protected function item_not_found(): WP_Error {
		return $this->not_found( __( 'No event with this id.', 'eventin-pro' ) );
	}

	/**
	 * 500 when storage refused the delete.
	 */
	protected function item_not_deleted(): WP_Error {
		return new WP_Error( 'eventin_event_not_deleted', __( 'The event could not be deleted.', 'eventin-pro' ), array( 'status' => 500 ) );
	}
}
