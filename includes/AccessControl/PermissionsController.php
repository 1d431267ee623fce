<?php
/**
 * /eventin/v2/permissions routes: the permission keys, the roles holding them,
 * changing a role's permissions, and the current user's permissions.
 *
 * @package EventinPro
 */

namespace EventinPro\AccessControl;

use EventinPro\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Permissions controller. Everything but current-user needs manage_options:
 * whoever may change roles here may hand out any Eventin permission.
 */
final class PermissionsController extends Controller {

	/**
	 * Role permission logic; null until roles() first needs it.
	 *
	 * @var RolePermissions|null
	 */
	private $roles;

	/**
	 * Constructor.
	 *
	 * @param RolePermissions|null $roles Role permission logic.
	 */
	public function __construct( ?RolePermissions $roles = null ) {
		$this->rest_base  = 'permissions';
		$this->capability = 'manage_options';
		$this->roles      = $roles;
	}

	/**
	 * Role permission logic, created on first use: registering the routes (on
	 * every REST request) does not load it.
	 */
	private function roles(): RolePermissions {
		if ( null === $this->roles ) {
			$this->roles = new RolePermissions();
		}
		return $this->roles;
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes() {
		$base = '/' . $this->rest_base;
		register_rest_route(
			$this->namespace,
			$base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_permissions' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'summary'             => 'List the permission keys with their labels',
					'response'            => array( 'schema' => array( $this, 'permissions_schema' ) ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/roles',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_roles' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'summary'             => 'List every WordPress role with its Eventin permissions',
					'response'            => array(
						'shape'  => 'array',
						'schema' => array( $this, 'role_schema' ),
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/settings',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_configured_roles' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'summary'             => 'List the roles holding at least one Eventin permission',
					'response'            => array(
						'shape'  => 'array',
						'schema' => array( $this, 'role_schema' ),
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/current-user',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_current_user_permissions' ),
					'permission_callback' => array( $this, 'current_user_permissions_check' ),
					'summary'             => 'Get the current user\'s Eventin permissions',
					'permission'          => 'read',
					'response'            => array( 'schema' => array( $this, 'current_user_schema' ) ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			$base . '/roles/(?P<role>[^/]+)',
			array(
				'args' => array( 'role' => $this->role_arg() ),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_role_permissions' ),
					'permission_callback' => array( $this, 'delete_item_permissions_check' ),
					'summary'             => 'Remove every Eventin permission from a role',
					'response'            => array( 'schema' => array( $this, 'removed_schema' ) ),
				),
			)
		);
		// Registered last: "roles", "settings" and "current-user" are not role names here.
		register_rest_route(
			$this->namespace,
			$base . '/(?P<role>(?!roles$|settings$|current-user$)[^/]+)',
			array(
				'args' => array( 'role' => $this->role_arg() ),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'add_role_permissions' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'summary'             => 'Grant permissions to a role that holds none yet',
					'response'            => array( 'schema' => array( $this, 'role_schema' ) ),
					'args'                => array( 'permissions' => $this->permissions_arg() ),
				),
				array(
					'methods'             => 'PUT',
					'callback'            => array( $this, 'update_role_permissions' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'summary'             => 'Replace a role\'s permissions',
					'response'            => array( 'schema' => array( $this, 'role_schema' ) ),
					'args'                => array( 'permissions' => $this->permissions_arg() ),
				),
			)
		);
	}

	/**
	 * Schema of the permission keys: key => label.
	 *
	 * @return array<string,mixed>
	 */
	public function permissions_schema(): array {
		return array(
			'title'                => 'eventin-permissions',
			'type'                 => 'object',
			'additionalProperties' => array( 'type' => 'string' ),
		);
	}

	/**
	 * Schema of a role with its Eventin permissions.
	 *
	 * @return array<string,mixed>
	 */
	public function role_schema(): array {
		return array(
			'title'      => 'eventin-role',
			'type'       => 'object',
			'properties' => array(
				'name'        => array( 'type' => 'string' ),
				'label'       => array( 'type' => 'string' ),
				'permissions' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'key'   => array( 'type' => 'string' ),
							'label' => array( 'type' => 'string' ),
						),
					),
				),
			),
		);
	}

	/**
	 * Schema of what removing a role's permissions did.
	 *
	 * @return array<string,mixed>
	 */
	public function removed_schema(): array {
		return array(
			'title'      => 'eventin-role-removed',
			'type'       => 'object',
			'properties' => array(
				'role'         => array( 'type' => 'string' ),
				'deleted'      => array( 'type' => 'boolean' ),
				'removed'      => array(
					'type'  => 'array',
					'items' => array( 'type' => 'string' ),
				),
				'role_deleted' => array( 'type' => 'boolean' ),
				'message'      => array( 'type' => 'string' ),
			),
		);
	}

	/**
	 * Schema of the current user's permissions.
	 *
	 * @return array<string,mixed>
	 */
	public function current_user_schema(): array {
		return array(
			'title'      => 'eventin-current-user-permissions',
			'type'       => 'object',
			'properties' => array(
				'is_super_admin'     => array( 'type' => 'boolean' ),
				'can_manage_options' => array( 'type' => 'boolean' ),
				'permissions'        => array(
					'type'  => 'array',
					'items' => array( 'type' => 'string' ),
				),
			),
		);
	}

	/**
	 * The `role` path argument: an existing WordPress role.
	 *
	 * @return array<string,mixed>
	 */
	private function role_arg(): array {
		return array(
			'description'       => __( 'WordPress role name, e.g. editor.', 'eventin-pro' ),
			'type'              => 'string',
			'validate_callback' => array( $this, 'validate_role' ),
		);
	}

	/**
	 * The `permissions` body argument: at least one known key.
	 *
	 * @return array<string,mixed>
	 */
	private function permissions_arg(): array {
		return array(
			'description'       => __( 'Permission keys the role holds (at least one).', 'eventin-pro' ),
			'type'              => 'array',
			'items'             => array(
				'type' => 'string',
				'enum' => Permissions::keys(),
			),
			'required'          => true,
			'validate_callback' => array( $this, 'validate_permissions' ),
			'sanitize_callback' => array( self::class, 'sanitize_permissions' ),
		);
	}

	/**
	 * The role must exist.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public function validate_role( $value ) {
		if ( is_string( $value ) && $this->roles()->exists( $value ) ) {
			return true;
		}
		$shown = is_string( $value ) ? self::shown( $value ) : '';
		return new WP_Error(
			'rest_invalid_param',
			'' === $shown
				? __( 'No such role.', 'eventin-pro' )
				/* translators: %s: role name as sent. */
				: sprintf( __( 'No such role: "%s".', 'eventin-pro' ), $shown )
		);
	}

	/**
	 * A list of at least one known permission key.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public function validate_permissions( $value ) {
		if ( ! is_array( $value ) || ( $value && array_keys( $value ) !== range( 0, count( $value ) - 1 ) ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'permissions must be a list of permission keys.', 'eventin-pro' ) );
		}
		if ( ! $value ) {
			return new WP_Error( 'rest_invalid_param', __( 'Please select at least one permission!', 'eventin-pro' ) );
		}
		$known = Permissions::keys();
		foreach ( $value as $key ) {
			if ( ! is_string( $key ) ) {
				return new WP_Error( 'rest_invalid_param', __( 'permissions must be a list of permission keys.', 'eventin-pro' ) );
			}
			if ( ! in_array( $key, $known, true ) ) {
				$shown = self::shown( $key );
				return new WP_Error(
					'rest_invalid_param',
					'' === $shown
						? __( 'Unknown permission.', 'eventin-pro' )
						/* translators: %s: permission key as sent. */
						: sprintf( __( 'Unknown permission: "%s".', 'eventin-pro' ), $shown )
				);
			}
		}
		return true;
	}

	/**
	 * Unique keys, in the order sent (validated before).
	 *
	 * @param mixed $value Validated value.
	 * @return string[]
	 */
	public static function sanitize_permissions( $value ): array {
		return array_values( array_unique( array_map( 'strval', (array) $value ) ) );
	}

	/**
	 * A value as it may appear in a message: text only, short.
	 *
	 * @param string $value Value sent.
	 */
	private static function shown( string $value ): string {
		$text = trim( wp_strip_all_tags( $value ) );
		return function_exists( 'mb_substr' ) ? mb_substr( $text, 0, 60 ) : substr( $text, 0, 60 );
	}

	/**
	 * Any logged-in user may read their own permissions.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function current_user_permissions_check( $request ) {
		return $this->require_capability( 'read' );
	}

	/**
	 * Map of permission key to label.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_permissions( $request ) {
		return rest_ensure_response( Permissions::all() );
	}

	/**
	 * Every WordPress role with its Eventin permissions.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_roles( $request ) {
		return rest_ensure_response( $this->roles()->roles() );
	}

	/**
	 * The roles holding at least one Eventin permission.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_configured_roles( $request ) {
		return rest_ensure_response( $this->roles()->configured() );
	}

	/**
	 * POST: grants the permissions to a role that holds none yet.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function add_role_permissions( $request ) {
		return $this->respond( $this->roles()->add( (string) $request['role'], (array) $request['permissions'] ) );
	}

	/**
	 * PUT: replaces the role's permissions.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_role_permissions( $request ) {
		return $this->respond( $this->roles()->replace( (string) $request['role'], (array) $request['permissions'] ) );
	}

	/**
	 * DELETE: removes every Eventin permission from the role (the role stays).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_role_permissions( $request ) {
		return $this->respond( $this->roles()->remove( (string) $request['role'] ) );
	}

	/**
	 * `{ is_super_admin, can_manage_options, permissions }` for the current user.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_current_user_permissions( $request ) {
		return rest_ensure_response( self::current_user_payload() );
	}

	/**
	 * The payload, shared with the dashboard's boot data.
	 *
	 * @return array{is_super_admin:bool,can_manage_options:bool,permissions:string[]}
	 */
	public static function current_user_payload(): array {
		return array(
			'is_super_admin'     => is_super_admin(),
			'can_manage_options' => current_user_can( 'manage_options' ),
			'permissions'        => Permissions::current_user_keys(),
		);
	}

	/**
	 * A service result as a response; a refusal becomes a 400 naming its field.
	 *
	 * @param array<string, mixed>|WP_Error $result Service result.
	 * @return WP_REST_Response|WP_Error
	 */
	private function respond( $result ) {
		if ( is_wp_error( $result ) ) {
			$data = (array) $result->get_error_data();
			return $this->invalid_param( (string) ( $data['field'] ?? 'role' ), $result->get_error_message() );
		}
		return rest_ensure_response( $result );
	}
}
