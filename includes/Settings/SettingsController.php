<?php
/**
 * GET/PUT /eventin/v2/settings.
 *
 * @package EventinPro
 */

namespace EventinPro\Settings;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\Controller;
use EventinPro\Shortcodes\Embed\EmbedDomains;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Settings controller. Read: anyone who may open the dashboard (any Eventin
 * permission, or manage_options), since every screen reads the settings.
 * Write: the settings permission (etn_manage_settings; administrators always
 * hold it), plus manage_options for delete_data_on_uninstall; the registered
 * embed domains need etn_manage_shortcode instead, alone enough to change them.
 */
final class SettingsController extends Controller {

	/**
	 * Storage; null until settings() first needs it.
	 *
	 * @var SettingsRepository|null
	 */
	private $settings;

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository|null $settings Storage (created on first use when not given).
	 */
	public function __construct( ?SettingsRepository $settings = null ) {
		$this->rest_base = 'settings';
		$this->settings  = $settings;
	}

	/**
	 * Storage, created on first use: registering the route (on every REST
	 * request) does not load it.
	 */
	private function settings(): SettingsRepository {
		if ( null === $this->settings ) {
			$this->settings = new SettingsRepository();
		}
		return $this->settings;
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
					'summary'             => 'Get the plugin settings',
					'permission'          => 'manage_options',
					'permission_note'     => 'Any Eventin permission is enough too.',
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'summary'             => 'Change plugin settings',
					'permission'          => Permissions::SETTINGS,
					'permission_note'     => 'Changing delete_data_on_uninstall also needs manage_options; changing embed_domains alone needs etn_manage_shortcode instead.',
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
	 * Write needs the settings permission, which access control can grant to
	 * other roles. Whether uninstalling deletes all data is the site owner's
	 * call: changing it also needs manage_options.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		if ( $request->has_param( EmbedDomains::SETTING ) ) {
			$domains = $this->embed_domains_permission( $request );
			if ( true !== $domains || ! $this->changes_other_than( $request, EmbedDomains::SETTING ) ) {
				return $domains;
			}
		}
		$allowed = $this->require_capability( Permissions::SETTINGS );
		if ( true !== $allowed || ! $request->has_param( 'delete_data_on_uninstall' ) || current_user_can( 'manage_options' ) ) {
			return $allowed;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Only administrators may change whether uninstalling the plugin deletes its data.', 'eventin-pro' ),
			array( 'status' => 403 )
		);
	}

	/**
	 * The sites allowed to frame the embedded widgets belong to whoever makes
	 * the widgets' scripts: etn_manage_shortcode, without etn_manage_settings.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	private function embed_domains_permission( $request ) {
		$allowed = $this->require_capability( Permissions::SHORTCODE );
		if ( true === $allowed || ! is_user_logged_in() ) {
			return $allowed;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Only users who may manage shortcodes may change the sites allowed to show embedded widgets.', 'eventin-pro' ),
			array( 'status' => 403 )
		);
	}

	/**
	 * Whether the request changes a setting other than $name.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param string          $name    Setting name.
	 */
	private function changes_other_than( $request, string $name ): bool {
		foreach ( array_keys( SettingsSchema::properties() ) as $key ) {
			if ( $key !== $name && $request->has_param( $key ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The settings.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( $this->settings()->all() );
	}

	/**
	 * Partial update of the settings.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function update_item( $request ) {
		$changes = array();
		foreach ( array_keys( SettingsSchema::properties() ) as $key ) {
			if ( $request->has_param( $key ) ) {
				$changes[ $key ] = $request[ $key ];
			}
		}
		return rest_ensure_response( $this->settings()->update( $changes ) );
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
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-settings',
			'type'       => 'object',
			'properties' => SettingsSchema::properties(),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
