<?php
/**
 * Shared REST controller base: namespace, capability checks, pagination params,
 * list responses and error shapes. Every Eventin route extends this.
 *
 * @package EventinPro
 */

namespace EventinPro\Rest;

use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Base controller.
 */
abstract class Controller extends WP_REST_Controller {

	public const NAMESPACE_V2 = 'eventin/v2';

	public const MAX_PER_PAGE = 100;

	/**
	 * Namespace of every route.
	 *
	 * @var non-falsy-string
	 */
	protected $namespace = self::NAMESPACE_V2;

	/**
	 * The capability every standard action of this controller needs ('' = the
	 * subclass writes its own *_permissions_check methods).
	 *
	 * @var string
	 */
	protected $capability = '';

	/**
	 * Keys added to the endpoints register_crud_routes() and
	 * register_clone_route() make, by handler: what the OpenAPI document
	 * cannot derive (`summary`, `permission`, `permission_note`, `response`;
	 * see Rest\OpenApi\Document). WordPress keeps them in the endpoint.
	 *
	 * @var array<string,array<string,mixed>>
	 */
	protected $endpoint_keys = array();

	/**
	 * Registers the standard routes of a resource:
	 * `/<base>` GET (list), POST (create), DELETE (bulk, `ids`) and
	 * `/<base>/<id>` GET, PUT/PATCH, DELETE.
	 *
	 * @param string $id_description Description of the id argument.
	 */
	protected function register_crud_routes( string $id_description ): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$this->endpoint(
					'get_items',
					array(
						'methods'             => WP_REST_Server::READABLE,
						'callback'            => array( $this, 'get_items' ),
						'permission_callback' => array( $this, 'get_items_permissions_check' ),
						'args'                => $this->get_collection_params(),
					)
				),
				$this->endpoint(
					'create_item',
					array(
						'methods'             => WP_REST_Server::CREATABLE,
						'callback'            => array( $this, 'create_item' ),
						'permission_callback' => array( $this, 'create_item_permissions_check' ),
						'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ),
					)
				),
				$this->endpoint(
					'delete_items',
					array(
						'methods'             => WP_REST_Server::DELETABLE,
						'callback'            => array( $this, 'delete_items' ),
						'permission_callback' => array( $this, 'delete_item_permissions_check' ),
						'args'                => $this->bulk_delete_args(),
					)
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args'   => $this->id_arg( $id_description ),
				$this->endpoint(
					'get_item',
					array(
						'methods'             => WP_REST_Server::READABLE,
						'callback'            => array( $this, 'get_item' ),
						'permission_callback' => array( $this, 'get_item_permissions_check' ),
					)
				),
				$this->endpoint(
					'update_item',
					array(
						'methods'             => WP_REST_Server::EDITABLE,
						'callback'            => array( $this, 'update_item' ),
						'permission_callback' => array( $this, 'update_item_permissions_check' ),
						'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE ),
					)
				),
				$this->endpoint(
					'delete_item',
					array(
						'methods'             => WP_REST_Server::DELETABLE,
						'callback'            => array( $this, 'delete_item' ),
						'permission_callback' => array( $this, 'delete_item_permissions_check' ),
					)
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The capability this controller's routes need unless an endpoint says
	 * otherwise (its `permission` key), as the API documents it.
	 */
	public function permission(): string {
		return $this->capability;
	}

	/**
	 * An endpoint of a standard handler with this controller's keys for it.
	 *
	 * @param string              $handler  Handler method, e.g. 'get_items'.
	 * @param array<string,mixed> $endpoint Endpoint.
	 * @return array<string,mixed>
	 */
	protected function endpoint( string $handler, array $endpoint ): array {
		return array_merge( $endpoint, $this->endpoint_keys[ $handler ] ?? array() );
	}

	/**
	 * The `id` route argument.
	 *
	 * @param string $description Description.
	 * @return array<string,array<string,string>>
	 */
	protected function id_arg( string $description ): array {
		return array(
			'id' => array(
				'description' => $description,
				'type'        => 'integer',
			),
		);
	}

	/**
	 * List permission: the controller's capability.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return $this->require_capability( $this->capability );
	}

	/**
	 * Read permission: the controller's capability.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return $this->require_capability( $this->capability );
	}

	/**
	 * Create permission: the controller's capability.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return $this->require_capability( $this->capability );
	}

	/**
	 * Update permission: the controller's capability.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return $this->require_capability( $this->capability );
	}

	/**
	 * Delete permission: the controller's capability.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function delete_item_permissions_check( $request ) {
		return $this->require_capability( $this->capability );
	}

	/**
	 * Allows the request when the current user holds $capability.
	 *
	 * @param string $capability Capability (permission key).
	 * @return true|WP_Error 401 for anonymous users, 403 for others.
	 */
	protected function require_capability( string $capability ) {
		// An empty capability never passes: deny by default.
		if ( '' !== $capability && current_user_can( $capability ) ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			is_user_logged_in()
				? __( 'Sorry, you are not allowed to do that.', 'eventin-pro' )
				: __( 'You must be logged in to do that.', 'eventin-pro' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * Query params shared by every list route.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params() {
		return array(
			'paged'    => array(
				'description' => __( 'Current page of the collection.', 'eventin-pro' ),
				'type'        => 'integer',
				'default'     => 1,
				'minimum'     => 1,
			),
			'per_page' => array(
				'description' => __( 'Maximum number of items to return.', 'eventin-pro' ),
				'type'        => 'integer',
				'default'     => 10,
				'minimum'     => 1,
				'maximum'     => self::MAX_PER_PAGE,
			),
			'search'   => array(
				'description' => __( 'Limit results to those matching a string.', 'eventin-pro' ),
				'type'        => 'string',
				'maxLength'   => 200,
				'default'     => '',
			),
		);
	}

	/**
	 * The list body `{ items, total_items }` with X-WP-Total and X-WP-TotalPages.
	 *
	 * @param array<int,mixed> $items    Prepared items.
	 * @param int              $total    Total matching items.
	 * @param int              $per_page Page size.
	 */
	protected function list_response( array $items, int $total, int $per_page ): WP_REST_Response {
		$response = rest_ensure_response(
			array(
				'items'       => $items,
				'total_items' => $total,
			)
		);
		$this->add_total_headers( $response, $total, $per_page );
		return $response;
	}

	/**
	 * Adds the pagination headers.
	 *
	 * @param WP_REST_Response $response Response.
	 * @param int              $total    Total matching items.
	 * @param int              $per_page Page size.
	 */
	protected function add_total_headers( WP_REST_Response $response, int $total, int $per_page ): void {
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $total / max( 1, $per_page ) ) );
	}

	/**
	 * A 400 naming the field, in the same shape as WordPress's own rest_invalid_param.
	 *
	 * @param string $field   Field name.
	 * @param string $message Human reason.
	 */
	protected function invalid_param( string $field, string $message ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			/* translators: %s: list of invalid fields. */
			sprintf( __( 'Invalid parameter(s): %s', 'eventin-pro' ), $field ),
			array(
				'status'  => 400,
				'params'  => array( $field => $message ),
				'details' => array(
					$field => array(
						'code'    => 'rest_invalid_param',
						'message' => $message,
						'data'    => null,
					),
				),
			)
		);
	}

	/**
	 * A 404 for an id that does not exist.
	 *
	 * @param string $message Human message.
	 */
	protected function not_found( string $message ): WP_Error {
		return new WP_Error( 'rest_not_found', $message, array( 'status' => 404 ) );
	}

	/**
	 * Maps a service error: a field rejection (FieldError) is a 400 naming the
	 * field; anything else is a 500 with the service's message.
	 *
	 * @param WP_Error $error Error.
	 */
	protected function service_error( WP_Error $error ): WP_Error {
		$data = $error->get_error_data();
		if ( FieldError::CODE === $error->get_error_code() && is_array( $data ) ) {
			return $this->invalid_param( (string) $data['field'], $error->get_error_message() );
		}
		return new WP_Error( $error->get_error_code(), $error->get_error_message(), array( 'status' => 500 ) );
	}

	/**
	 * Args for a bulk delete: `ids` as an array or a comma-separated list.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function bulk_delete_args(): array {
		return array(
			'ids' => array(
				'description'       => __( 'Ids to delete.', 'eventin-pro' ),
				'type'              => array( 'array', 'string' ),
				'items'             => array( 'type' => 'integer' ),
				'required'          => true,
				'validate_callback' => array( $this, 'validate_ids' ),
				'sanitize_callback' => array( self::class, 'parse_ids' ),
			),
		);
	}

	/**
	 * Validates ids given as an array or "1,2,3".
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public function validate_ids( $value ) {
		if ( ! is_array( $value ) && ! is_scalar( $value ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'ids must be positive whole numbers.', 'eventin-pro' ) );
		}
		$raw = is_array( $value ) ? $value : explode( ',', (string) $value );
		foreach ( $raw as $id ) {
			if ( ! is_scalar( $id ) ) {
				return new WP_Error( 'rest_invalid_param', __( 'ids must be positive whole numbers.', 'eventin-pro' ) );
			}
		}
		$raw = array_filter(
			array_map( 'trim', array_map( 'strval', $raw ) ),
			static function ( string $id ): bool {
				return '' !== $id;
			}
		);
		if ( ! $raw ) {
			return new WP_Error( 'rest_invalid_param', __( 'ids must list at least one id.', 'eventin-pro' ) );
		}
		if ( count( $raw ) > self::MAX_PER_PAGE ) {
			/* translators: %d: maximum number of ids. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( 'ids may list at most %d ids.', 'eventin-pro' ), self::MAX_PER_PAGE ) );
		}
		foreach ( $raw as $id ) {
			if ( ! ctype_digit( $id ) || (int) $id < 1 ) {
				return new WP_Error( 'rest_invalid_param', __( 'ids must be positive whole numbers.', 'eventin-pro' ) );
			}
		}
		return true;
	}

	/**
	 * Parses ids from an array or "1,2,3" into unique positive integers.
	 *
	 * @param mixed $value Raw value.
	 * @return int[]
	 */
	public static function parse_ids( $value ): array {
		$raw = is_array( $value ) ? $value : explode( ',', (string) $value );
		return array_values( array_unique( array_filter( array_map( 'absint', $raw ) ) ) );
	}

	/**
	 * Result of a bulk action: what succeeded and what failed, never hidden.
	 *
	 * @param int[]                $deleted Ids deleted.
	 * @param array<int,string>    $failed  Id => reason.
	 */
	protected function bulk_response( array $deleted, array $failed ): WP_REST_Response {
		$errors = array();
		foreach ( $failed as $id => $reason ) {
			$errors[] = array(
				'id'      => $id,
				'message' => $reason,
			);
		}
		return rest_ensure_response(
			array(
				'deleted' => array_values( $deleted ),
				'failed'  => $errors,
			)
		);
	}
}
