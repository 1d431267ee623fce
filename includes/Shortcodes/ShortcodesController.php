<?php
/**
 * GET /eventin/v2/shortcodes: the widget catalogue for the shortcode
 * generator (titles, descriptions, every attribute with its type, default,
 * bounds, allowed values and label), and where the generator previews a
 * widget and where the embed script lives.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller. Needs etn_manage_shortcode.
 */
final class ShortcodesController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'shortcodes';

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->capability = Permissions::SHORTCODE;
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
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'summary'             => 'Get the widget catalogue: every shortcode with its attributes',
					'response'            => array( 'shape' => 'item' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The catalogue.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		unset( $request );
		$data = array(
			'widgets'     => array_map( array( WidgetTitles::class, 'describe' ), array_values( Catalogue::widgets() ) ),
			'preview_url' => Embed\EmbedPage::preview_url(),
			'script_url'  => Embed\EmbedPage::script_url(),
		);
		return rest_ensure_response( $data );
	}

	/**
	 * Schema.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin_shortcodes',
			'type'       => 'object',
			'properties' => array(
				'widgets'     => array(
					'description' => __( 'The widgets, in the generator\'s order.', 'eventin-pro' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'tag'         => array( 'type' => 'string' ),
							'key'         => array( 'type' => 'string' ),
							'kind'        => array( 'type' => 'string' ),
							'block'       => array( 'type' => 'string' ),
							'title'       => array( 'type' => 'string' ),
							'description' => array( 'type' => 'string' ),
							'attributes'  => array( 'type' => 'object' ),
						),
					),
				),
				'preview_url' => array(
					'description' => __( 'The preview page of a widget, nonce included: append &shortcode= and the URL-encoded shortcode.', 'eventin-pro' ),
					'type'        => 'string',
					'format'      => 'uri',
					'readonly'    => true,
				),
				'script_url'  => array(
					'description' => __( 'The embed script (with its version, without a script id).', 'eventin-pro' ),
					'type'        => 'string',
					'format'      => 'uri',
					'readonly'    => true,
				),
			),
		);
	}
}
