<?php
/**
 * REST routes for events: list, create, read, update, delete, bulk delete, clone.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller for /eventin/v2/events (and the read alias /eventin/v2/event/{id}).
 */
final class EventsController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'events';

	/**
	 * Rules.
	 *
	 * @var EventsService
	 */
	private $events;

	/**
	 * Constructor.
	 *
	 * @param EventsService|null $events Service.
	 */
	public function __construct( ?EventsService $events = null ) {
		$this->events     = $events ?? new EventsService();
		$this->capability = Permissions::EVENT;
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes() {
		$this->register_crud_routes( __( 'Unique identifier of the event.', 'eventin-pro' ) );
		$id_arg = $this->id_arg( __( 'Unique identifier of the event.', 'eventin-pro' ) );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)/clone',
			array(
				'args' => $id_arg,
				array(
					// GET because the dashboard's client calls it so (spec); it needs the capability and, from a browser, the REST nonce.
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'clone_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
				),
			)
		);
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
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
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
		$result   = $this->events->list(
			array(
				'status'     => (string) $request['status'],
				'start_date' => $start,
				'end_date'   => $end,
				'search'     => '' !== $keyword ? $keyword : trim( (string) $request['search'] ),
				'category'   => self::parse_ids( $request['category'] ?? array() ),
				'tag'        => self::parse_ids( $request['tag'] ?? array() ),
				'parent'     => (int) $request['parent'],
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
	 * One event.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$item = $this->events->get( (int) $request['id'] );
		return $item ? $this->prepare_item_for_response( $item, $request ) : $this->event_not_found();
	}

	/**
	 * Creates an event.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$item = $this->events->create( $this->fields_from_request( $request ) );
		if ( is_wp_error( $item ) ) {
			return $this->service_error( $item );
		}
		$response = $this->prepare_item_for_response( $item, $request );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Changes the submitted fields of an event.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$item = $this->events->update( (int) $request['id'], $this->fields_from_request( $request ) );
		if ( null === $item ) {
			return $this->event_not_found();
		}
		if ( is_wp_error( $item ) ) {
			return $this->service_error( $item );
		}
		return $this->prepare_item_for_response( $item, $request );
	}

	/**
	 * Deletes one event (and its recurrence children).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$item = $this->events->get( (int) $request['id'] );
		if ( ! $item ) {
			return $this->event_not_found();
		}
		$previous = $this->prepare_item_for_response( $item, $request )->get_data();
		if ( ! $this->events->delete( $item['id'] ) ) {
			return new WP_Error( 'eventin_event_not_deleted', __( 'The event could not be deleted.', 'eventin-pro' ), array( 'status' => 500 ) );
		}
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $previous,
			)
		);
	}

	/**
	 * Deletes several events; reports each failure instead of hiding it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function delete_items( $request ) {
		list( $deleted, $missing ) = $this->events->delete_many( array_map( 'intval', (array) $request['ids'] ) );
		$failed                    = array_fill_keys( $missing, __( 'No event with this id.', 'eventin-pro' ) );
		return $this->bulk_response( $deleted, $failed );
	}

	/**
	 * Creates a draft copy of an event.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function clone_item( $request ) {
		$item = $this->events->duplicate( (int) $request['id'] );
		if ( null === $item ) {
			return $this->event_not_found();
		}
		if ( is_wp_error( $item ) ) {
			return $this->service_error( $item );
		}
		$response = $this->prepare_item_for_response( $item, $request );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * The API item as it is (the service builds it).
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
					'description' => __( 'Children of this event; by default top-level events only.', 'eventin-pro' ),
					'type'        => 'integer',
					'minimum'     => 0,
					'default'     => 0,
				),
			)
		);
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
			'title'      => 'eventin-event',
			'type'       => 'object',
			'properties' => EventSchema::properties(),
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
		foreach ( EventSchema::WRITABLE as $field ) {
			if ( $request->has_param( $field ) ) {
				$fields[ $field ] = EventSchema::clean( $field, $request[ $field ] );
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
		if ( EventRules::INVALID_FIELD === $error->get_error_code() && is_array( $data ) ) {
			return $this->invalid_param( (string) $data['field'], $error->get_error_message() );
		}
		return new WP_Error( $error->get_error_code(), $error->get_error_message(), array( 'status' => 500 ) );
	}

	/**
	 * 404 for an unknown id.
	 */
	private function event_not_found(): WP_Error {
		return $this->not_found( __( 'No event with this id.', 'eventin-pro' ) );
	}
}
