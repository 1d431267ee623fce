<?php
/**
 * /eventin/v2/permissions routes.
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
 * Permissions controller.
 */
final class PermissionsController extends Controller {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->rest_base = 'permissions';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes() {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/current-user',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_current_user_permissions' ),
					'permission_callback' => array( $this, 'current_user_permissions_check' ),
				),
			)
		);
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
	 * `{ is_super_admin, permissions }` for the current user.
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
	 * @return array{is_super_admin:bool,permissions:string[]}
	 */
	public static function current_user_payload(): array {
		return array(
			'is_super_admin' => is_super_admin(),
			'permissions'    => Permissions::current_user_keys(),
		);
	}
}
