<?php
/**
 * The CRUD handlers every post- or user-backed resource shares: a service
 * does the work (get, create, update, delete, delete_many, duplicate) and a
 * schema class describes the item (properties(), WRITABLE, clean()).
 *
 * @package EventinPro
 */

namespace EventinPro\Rest;

use LogicException;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Base of the events, schedules, speakers, templates, attendees and bookings
 * controllers.
 *
 * @template TService of ItemService The feature's service.
 */
abstract class ResourceController extends Controller {

	/**
	 * The feature's service; null until service() first needs it.
	 *
	 * @var TService|null
	 */
	protected $service;

	/**
	 * Class of the service service() creates when none was given. Creating it
	 * on first use keeps the service and its repository unloaded on requests
	 * that only register the routes (every REST request does).
	 *
	 * @var class-string<TService>
	 */
	protected $service_class;

	/**
	 * Schema class: static properties(), clean( $field, $value ), const WRITABLE.
	 *
	 * @var string
	 */
	protected $schema_class;

	/**
	 * Schema title, e.g. "eventin-event".
	 *
	 * @var string
	 */
	protected $schema_title;

	/**
	 * The feature's service, created on first use.
	 *
	 * @return TService
	 */
	protected function service() {
		if ( null === $this->service ) {
			$class         = $this->service_class;
			$this->service = new $class();
		}
		return $this->service;
	}

	/**
	 * The service as the part a handler needs (EditsItems, DeletesItems,
	 * DuplicatesItems). A controller routes only the handlers its service
	 * serves, so a missing part is a mistake in the controller.
	 *
	 * @template TPart of object
	 * @param class-string<TPart> $part Interface.
	 * @return TService&TPart
	 * @throws LogicException When the service lacks that part.
	 */
	protected function service_with( string $part ) {
		$service = $this->service();
		if ( ! $service instanceof $part ) {
			throw new LogicException( esc_html( get_class( $service ) . ' does not implement ' . $part ) );
		}
		return $service;
	}

	/**
	 * 404 for an unknown id, in the feature's words.
	 */
	abstract protected function item_not_found(): WP_Error;

	/**
	 * 500 when storage refused a delete, in the feature's words.
	 */
	abstract protected function item_not_deleted(): WP_Error;

	/**
	 * Fields holding an attachment id that must be an image the current user
	 * may see (0 = none).
	 *
	 * @var string[]
	 */
	protected $image_fields = array();

	/**
	 * Object-level rights: why the current user, who holds the route's
	 * capability, may still not do $action ('edit', 'delete' or 'clone') to
	 * item $id; null when they may. Ids of no item pass (the handler answers
	 * 404). By default the capability is enough.
	 *
	 * @param string          $action  'edit', 'delete' or 'clone'.
	 * @param int             $id      Item id.
	 * @param WP_REST_Request $request Request.
	 */
	protected function item_denied( string $action, int $id, WP_REST_Request $request ): ?string {
		return null;
	}

	/**
	 * Update permission: the capability, then item_denied( 'edit' ).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return $this->item_permission( 'edit', $request, parent::update_item_permissions_check( $request ) );
	}

	/**
	 * Delete permission: the capability, then item_denied( 'delete' ) on the
	 * single-item route (the bulk route asks for each id in delete_items()).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function delete_item_permissions_check( $request ) {
		return $this->item_permission( 'delete', $request, parent::delete_item_permissions_check( $request ) );
	}

	/**
	 * Clone permission: the create permission, then item_denied( 'clone' ).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function clone_item_permissions_check( $request ) {
		return $this->item_permission( 'clone', $request, $this->create_item_permissions_check( $request ) );
	}

	/**
	 * Registers GET /{base}/{id}/clone. GET because the dashboard's client
	 * calls it so (spec); it needs the create capability, the right to the
	 * item and, from a browser, the REST nonce (without it WordPress treats
	 * the request as anonymous).
	 *
	 * @param string $id_description Description of the id argument.
	 */
	protected function register_clone_route( string $id_description ): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)/clone',
			array(
				'args' => $this->id_arg( $id_description ),
				$this->endpoint(
					'clone_item',
					array(
						'methods'             => WP_REST_Server::READABLE,
						'callback'            => array( $this, 'clone_item' ),
						'permission_callback' => array( $this, 'clone_item_permissions_check' ),
					)
				),
			)
		);
	}

	/**
	 * One item.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$item = $this->service()->get( (int) $request['id'] );
		return $item ? $this->prepare_item_for_response( $item, $request ) : $this->item_not_found();
	}

	/**
	 * Creates an item.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$fields = $this->fields_from_request( $request );
		$images = $this->check_images( $fields );
		return $this->created( $images ? $images : $this->service_with( EditsItems::class )->create( $fields ), $request );
	}

	/**
	 * Changes the submitted fields of an item.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$fields = $this->fields_from_request( $request );
		$images = $this->check_images( $fields );
		if ( $images ) {
			return $this->service_error( $images );
		}
		$item = $this->service_with( EditsItems::class )->update( (int) $request['id'], $fields );
		if ( null === $item ) {
			return $this->item_not_found();
		}
		if ( is_wp_error( $item ) ) {
			return $this->service_error( $item );
		}
		return $this->prepare_item_for_response( $item, $request );
	}

	/**
	 * Deletes one item: `{ deleted, previous }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$item = $this->service()->get( (int) $request['id'] );
		if ( ! $item ) {
			return $this->item_not_found();
		}
		$previous = $this->prepare_item_for_response( $item, $request )->get_data();
		if ( ! $this->service_with( DeletesItems::class )->delete( (int) $item['id'] ) ) {
			return $this->item_not_deleted();
		}
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $previous,
			)
		);
	}

	/**
	 * Deletes several items; reports each failure instead of hiding it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function delete_items( $request ) {
		$ids    = array_map( 'intval', (array) $request['ids'] );
		$denied = array();
		foreach ( $ids as $id ) {
			$reason = $this->item_denied( 'delete', $id, $request );
			if ( null !== $reason ) {
				$denied[ $id ] = $reason;
			}
		}
		$allowed                   = array_values( array_diff( $ids, array_keys( $denied ) ) );
		list( $deleted, $missing ) = $allowed ? $this->service_with( DeletesItems::class )->delete_many( $allowed ) : array( array(), array() );
		return $this->bulk_response( $deleted, $denied + array_fill_keys( $missing, $this->item_not_found()->get_error_message() ) );
	}

	/**
	 * Creates a copy of an item.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function clone_item( $request ) {
		$item = $this->service_with( DuplicatesItems::class )->duplicate( (int) $request['id'] );
		return null === $item ? $this->item_not_found() : $this->created( $item, $request );
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
	 * Item schema, cached.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$schema_class = $this->schema_class;
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => $this->schema_title,
			'type'       => 'object',
			'properties' => $schema_class::properties(),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * Clean fields from the submitted params (only those given; the schema
	 * args have validated them).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 */
	protected function fields_from_request( WP_REST_Request $request ): array {
		$schema_class = $this->schema_class;
		$fields       = array();
		foreach ( $schema_class::WRITABLE as $field ) {
			if ( $request->has_param( $field ) ) {
				$fields[ $field ] = $schema_class::clean( $field, $request[ $field ] );
			}
		}
		return $fields;
	}

	/**
	 * The first image field that is not an image the current user may see
	 * (read_post), as a field error; null when all are.
	 *
	 * @param array<string,mixed> $fields Clean fields.
	 */
	protected function check_images( array $fields ): ?WP_Error {
		foreach ( $this->image_fields as $field ) {
			$id = (int) ( $fields[ $field ] ?? 0 );
			if ( $id > 0 && ! ( wp_attachment_is_image( $id ) && current_user_can( 'read_post', $id ) ) ) {
				/* translators: %s: field name. */
				return FieldError::make( $field, sprintf( __( '%s must be the id of an image in the media library that you can see.', 'eventin-pro' ), $field ) );
			}
		}
		return null;
	}

	/**
	 * $allowed, narrowed by item_denied() when the route names one item.
	 *
	 * @param string          $action  Action.
	 * @param WP_REST_Request $request Request.
	 * @param true|WP_Error   $allowed The capability check's answer.
	 * @return true|WP_Error
	 */
	private function item_permission( string $action, WP_REST_Request $request, $allowed ) {
		$route = $request->get_url_params();
		if ( true !== $allowed || ! isset( $route['id'] ) ) {
			return $allowed;
		}
		$reason = $this->item_denied( $action, (int) $route['id'], $request );
		return null === $reason ? true : $this->forbidden( $reason );
	}

	/**
	 * A 401/403 with the reason.
	 *
	 * @param string $reason Why.
	 */
	protected function forbidden( string $reason ): WP_Error {
		return new WP_Error( 'rest_forbidden', $reason, array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * A 201 with the new item, or the service's error.
	 *
	 * @param array<string,mixed>|WP_Error $item    What the service returned.
	 * @param WP_REST_Request              $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	private function created( $item, WP_REST_Request $request ) {
		if ( is_wp_error( $item ) ) {
			return $this->service_error( $item );
		}
		$response = $this->prepare_item_for_response( $item, $request );
		$response->set_status( 201 );
		return $response;
	}
}
