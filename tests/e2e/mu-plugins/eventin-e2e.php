<?php
/**
 * Plugin Name: Eventin Pro end-to-end helpers
 * Description: Test-only REST routes for the Playwright suite. Mounted into the throw-away e2e site by tests/e2e/global-setup.ts; never part of the plugin.
 *
 * Every route needs the header X-Eventin-E2E-Token equal to the constant
 * EVENTIN_E2E_TOKEN, a random secret that the global setup defines for the
 * site it boots. Without that constant this file does nothing.
 *
 * Routes (namespace eventin-e2e/v1):
 *   POST   /users        { username?, password?, email?, role?, roles?, capabilities?, display_name? }
 *                        -> { id, username, password, email, roles, capabilities }
 *   DELETE /users/<id>   -> { deleted: true }
 *   POST   /seed         calls \EventinPro\Support\DemoData::seed() -> { seeded: bool }
 *   POST   /option       { name, value } -> { name, value }  (update_option)
 *
 * @package EventinPro
 */

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'EVENTIN_E2E_TOKEN' ) || strlen( (string) EVENTIN_E2E_TOKEN ) < 16 ) {
	return;
}

/**
 * Whether the request carries the site's e2e token.
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function eventin_e2e_permission( WP_REST_Request $request ) {
	$token = (string) $request->get_header( 'x_eventin_e2e_token' );
	if ( '' !== $token && hash_equals( (string) EVENTIN_E2E_TOKEN, $token ) ) {
		return true;
	}
	return new WP_Error( 'eventin_e2e_forbidden', 'Missing or wrong e2e token.', array( 'status' => 403 ) );
}

/**
 * POST /users: creates a user with the given role(s) and extra capabilities.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function eventin_e2e_create_user( WP_REST_Request $request ) {
	$username = sanitize_user( (string) ( $request['username'] ? $request['username'] : 'e2e_' . wp_generate_password( 8, false ) ), true );
	$password = (string) ( $request['password'] ? $request['password'] : wp_generate_password( 20, false ) );
	$email    = (string) ( $request['email'] ? $request['email'] : $username . '@example.test' );
	$role     = null === $request['role'] ? 'subscriber' : (string) $request['role'];
	$roles    = is_array( $request['roles'] ) ? array_map( 'strval', $request['roles'] ) : array();

	foreach ( array_merge( '' === $role ? array() : array( $role ), $roles ) as $name ) {
		if ( ! wp_roles()->is_role( $name ) ) {
			return new WP_Error( 'eventin_e2e_unknown_role', sprintf( 'Unknown role "%s".', $name ), array( 'status' => 400 ) );
		}
	}

	$user_id = wp_insert_user(
		array(
			'user_login'   => $username,
			'user_pass'    => $password,
			'user_email'   => $email,
			'display_name' => (string) ( $request['display_name'] ? $request['display_name'] : $username ),
			'role'         => $role,
		)
	);
	if ( is_wp_error( $user_id ) ) {
		$user_id->add_data( array( 'status' => 400 ) );
		return $user_id;
	}

	$user = new WP_User( $user_id );
	foreach ( $roles as $name ) {
		$user->add_role( $name );
	}
	$capabilities = is_array( $request['capabilities'] ) ? $request['capabilities'] : array();
	foreach ( $capabilities as $cap => $grant ) {
		$user->add_cap( (string) $cap, (bool) $grant );
	}

	$user = new WP_User( $user_id );
	return rest_ensure_response(
		array(
			'id'           => $user->ID,
			'username'     => $user->user_login,
			'password'     => $password,
			'email'        => $user->user_email,
			'roles'        => array_values( $user->roles ),
			'capabilities' => (object) array_filter( $user->allcaps ),
		)
	);
}

/**
 * DELETE /users/<id>.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function eventin_e2e_delete_user( WP_REST_Request $request ) {
	require_once ABSPATH . 'wp-admin/includes/user.php';
	$id = (int) $request['id'];
	if ( ! get_userdata( $id ) ) {
		return new WP_Error( 'eventin_e2e_no_user', 'No such user.', array( 'status' => 404 ) );
	}
	return rest_ensure_response( array( 'deleted' => wp_delete_user( $id ) ) );
}

/**
 * POST /seed: the plugin's demo data (idempotent on the plugin's side).
 *
 * @return WP_REST_Response
 */
function eventin_e2e_seed() {
	$class = '\\EventinPro\\Support\\DemoData';
	if ( ! class_exists( $class ) || ! is_callable( array( $class, 'seed' ) ) ) {
		return rest_ensure_response( array( 'seeded' => false ) );
	}
	// Seed as the administrator, as the development site does.
	$admins = get_users(
		array(
			'role'    => 'administrator',
			'number'  => 1,
			'orderby' => 'ID',
		)
	);
	if ( $admins ) {
		wp_set_current_user( $admins[0]->ID );
	}
	call_user_func( array( $class, 'seed' ) );
	return rest_ensure_response( array( 'seeded' => true ) );
}

/**
 * POST /option: sets an option.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function eventin_e2e_option( WP_REST_Request $request ) {
	$name = (string) $request['name'];
	if ( '' === $name ) {
		return new WP_Error( 'eventin_e2e_no_name', 'Option name missing.', array( 'status' => 400 ) );
	}
	update_option( $name, $request['value'] );
	return rest_ensure_response(
		array(
			'name'  => $name,
			'value' => get_option( $name ),
		)
	);
}

/**
 * POST /post-meta: sets a post's meta (an event's settings the dashboard
 * does not edit yet, e.g. Eventin's `rsvp_settings` array).
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function eventin_e2e_post_meta( WP_REST_Request $request ) {
	$id  = (int) $request['post_id'];
	$key = (string) $request['key'];
	if ( ! get_post( $id ) || '' === $key ) {
		return new WP_Error( 'eventin_e2e_no_post', 'No such post, or no key.', array( 'status' => 400 ) );
	}
	update_post_meta( $id, $key, wp_slash( $request['value'] ) );
	return rest_ensure_response(
		array(
			'post_id' => $id,
			'key'     => $key,
			'value'   => get_post_meta( $id, $key, true ),
		)
	);
}

add_action(
	'rest_api_init',
	static function () {
		$namespace = 'eventin-e2e/v1';
		register_rest_route(
			$namespace,
			'/users',
			array(
				'methods'             => 'POST',
				'callback'            => 'eventin_e2e_create_user',
				'permission_callback' => 'eventin_e2e_permission',
			)
		);
		register_rest_route(
			$namespace,
			'/users/(?P<id>\d+)',
			array(
				'methods'             => 'DELETE',
				'callback'            => 'eventin_e2e_delete_user',
				'permission_callback' => 'eventin_e2e_permission',
			)
		);
		register_rest_route(
			$namespace,
			'/seed',
			array(
				'methods'             => 'POST',
				'callback'            => 'eventin_e2e_seed',
				'permission_callback' => 'eventin_e2e_permission',
			)
		);
		register_rest_route(
			$namespace,
			'/post-meta',
			array(
				'methods'             => 'POST',
				'callback'            => 'eventin_e2e_post_meta',
				'permission_callback' => 'eventin_e2e_permission',
			)
		);
		register_rest_route(
			$namespace,
			'/option',
			array(
				'methods'             => 'POST',
				'callback'            => 'eventin_e2e_option',
				'permission_callback' => 'eventin_e2e_permission',
			)
		);
	}
);
