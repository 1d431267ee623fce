<?php
/**
 * GET/PUT /eventin/v2/settings.
 *
 * @package EventinPro
 */

namespace EventinPro\Settings;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Settings controller. Read: anyone holding an Eventin permission. Write: the
 * settings permission (etn_manage_settings; administrators always hold it).
 */
final class SettingsController extends Controller {

	/**
	 * Storage.
	 *
	 * @var SettingsRepository
	 */
	private $settings;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository $settings Storage.
	 */
	public function __construct( SettingsRepository $settings ) {
		$this->rest_base = 'settings';
		$this->settings  = $settings;
	}

	/**
	 * Registers the route.
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
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Read needs any Eventin permission (the dashboard reads settings on load).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		if ( Permissions::current_user_has_any() ) {
			return true;
		}
		return $this->require_capability( 'manage_options' );
	}

	/**
	 * Write needs the settings permission, which access control can grant to other roles.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return $this->require_capability( Permissions::SETTINGS );
	}

	/**
	 * The settings.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( $this->settings->all() );
	}

	/**
	 * Partial update of the settings.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function update_item( $request ) {
		$changes = array();
		foreach ( array_keys( SettingsRepository::defaults() ) as $key ) {
			if ( $request->has_param( $key ) ) {
				$changes[ $key ] = $request[ $key ];
			}
		}
		return rest_ensure_response( $this->settings->update( $changes ) );
	}

	/**
	 * Schema of the settings object.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$on_off       = array(
			'type' => 'string',
			'enum' => array( 'on', 'off' ),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-settings',
			'type'       => 'object',
			'properties' => array(
				'disable_category_and_tags'   => $on_off + array(
					'description' => __( 'Hide event categories and tags.', 'eventin-pro' ),
					'context'     => array( 'view', 'edit' ),
				),
				'attendee_verification_style' => $on_off + array(
					'description' => __( "'off' asks the scanner to confirm each ticket before checking it in.", 'eventin-pro' ),
					'context'     => array( 'view', 'edit' ),
				),
				'delete_data_on_uninstall'    => $on_off + array(
					'description' => __( 'Delete all Eventin data when the plugin is uninstalled.', 'eventin-pro' ),
					'context'     => array( 'view', 'edit' ),
				),
				'modules'                     => array(
					'description'          => __( 'Optional modules.', 'eventin-pro' ),
					'type'                 => 'object',
					'context'              => array( 'view', 'edit' ),
					'properties'           => array(
						'rsvp' => $on_off,
					),
					'additionalProperties' => false,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
