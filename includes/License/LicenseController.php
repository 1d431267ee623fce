<?php
/**
 * /eventin/v2/license routes: read, activate, deactivate.
 *
 * @package EventinPro
 */

namespace EventinPro\License;

use EventinPro\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * License controller. Every route needs manage_options. Bodies are `{ data }`:
 * false when no license is active, else the license with its key masked.
 */
final class LicenseController extends Controller {

	/**
	 * Longest name or email accepted.
	 */
	private const MAX_TEXT = 100;

	/**
	 * License logic; null until service() first needs it.
	 *
	 * @var LicenseService|null
	 */
	private $service;

	/**
	 * Constructor.
	 *
	 * @param LicenseService|null $service License logic (License::service() on first use when not given).
	 */
	public function __construct( ?LicenseService $service = null ) {
		$this->rest_base  = 'license';
		$this->capability = 'manage_options';
		$this->service    = $service;
	}

	/**
	 * License logic, created on first use: registering the routes (on every
	 * REST request) loads neither the service nor its HTTP client.
	 */
	private function service(): LicenseService {
		if ( null === $this->service ) {
			$this->service = License::service();
		}
		return $this->service;
	}

	/**
	 * Registers the routes.
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
					'summary'             => 'Get the site\'s license (false when none)',
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/activate',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'activate' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => $this->activate_args(),
					'summary'             => 'Activate a license key for this site',
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/deactivate',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'deactivate' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'summary'             => 'Deactivate the site\'s license',
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Schema of the answers: `{ data }`, the license with its key masked, or
	 * false when none is active.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		$text = array( 'type' => 'string' );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-license',
			'type'       => 'object',
			'properties' => array(
				'data' => array(
					'type'       => array( 'object', 'boolean' ),
					'properties' => array(
						'name'         => $text,
						'email'        => $text,
						'license_key'  => array(
							'description' => 'The key, all but its last 4 characters masked.',
							'type'        => 'string',
						),
						'license'      => $text,
						'expires'      => $text,
						'activated_at' => $text,
						'checked_at'   => $text,
					),
				),
			),
		);
	}

	/**
	 * Arguments of the activation.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function activate_args(): array {
		return array(
			'name'        => array(
				'description'       => __( 'Name of the licensee.', 'eventin-pro' ),
				'type'              => 'string',
				'required'          => true,
				'validate_callback' => array( $this, 'validate_name' ),
				'sanitize_callback' => array( self::class, 'sanitize_text' ),
			),
			'email'       => array(
				'description'       => __( 'Email of the licensee.', 'eventin-pro' ),
				'type'              => 'string',
				'format'            => 'email',
				'required'          => true,
				'validate_callback' => array( $this, 'validate_email' ),
				'sanitize_callback' => array( self::class, 'sanitize_email' ),
			),
			'license_key' => array(
				'description'       => __( 'License key: 8 to 64 letters, digits and dashes.', 'eventin-pro' ),
				'type'              => 'string',
				'required'          => true,
				'validate_callback' => array( $this, 'validate_key' ),
				'sanitize_callback' => array( self::class, 'sanitize_text' ),
			),
		);
	}

	/**
	 * Name: text, not empty once tags are stripped, at most 100 characters.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public function validate_name( $value ) {
		if ( ! is_string( $value ) || '' === self::sanitize_text( $value ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'Please input your name!', 'eventin-pro' ) );
		}
		if ( self::length( $value ) > self::MAX_TEXT ) {
			/* translators: %d: maximum length. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( 'The name may be at most %d characters long.', 'eventin-pro' ), self::MAX_TEXT ) );
		}
		return true;
	}

	/**
	 * Email: a valid address.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public function validate_email( $value ) {
		if ( ! is_string( $value ) || self::length( $value ) > self::MAX_TEXT || ! is_email( trim( $value ) ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'Enter Valid Email!', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * License key: 8 to 64 letters, digits and dashes.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public function validate_key( $value ) {
		if ( ! is_string( $value ) || '' === trim( $value ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'Please input your license key!', 'eventin-pro' ) );
		}
		if ( ! preg_match( '/^[A-Za-z0-9-]{8,64}$/', trim( $value ) ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'A license key is 8 to 64 letters, digits and dashes.', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * Plain text, trimmed.
	 *
	 * @param mixed $value Validated value.
	 */
	public static function sanitize_text( $value ): string {
		return trim( sanitize_text_field( is_string( $value ) ? $value : '' ) );
	}

	/**
	 * Email, trimmed.
	 *
	 * @param mixed $value Validated value.
	 */
	public static function sanitize_email( $value ): string {
		return sanitize_email( trim( is_string( $value ) ? $value : '' ) );
	}

	/**
	 * Characters in a string.
	 *
	 * @param string $value Value.
	 */
	private static function length( string $value ): int {
		return function_exists( 'mb_strlen' ) ? mb_strlen( $value ) : strlen( $value );
	}

	/**
	 * GET: `{ data }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		return $this->data_response( $this->service()->current() );
	}

	/**
	 * POST activate: `{ data }` with the license, or 400 (refused) / 502 (server unreachable).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function activate( $request ) {
		$result = $this->service()->activate( (string) $request['name'], (string) $request['email'], (string) $request['license_key'] );
		return is_wp_error( $result ) ? $result : $this->data_response( $result );
	}

	/**
	 * POST deactivate: `{ data: false }`, or 400 (none active) / 502 (server unreachable).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function deactivate( $request ) {
		$result = $this->service()->deactivate();
		return is_wp_error( $result ) ? $result : $this->data_response( null );
	}

	/**
	 * The `{ data }` body.
	 *
	 * @param array<string,string>|null $license Public license, or null.
	 */
	private function data_response( ?array $license ): WP_REST_Response {
		return rest_ensure_response( array( 'data' => $license ? $license : false ) );
	}
}
