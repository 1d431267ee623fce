<?php
/**
 * GET /eventin/v2/openapi: the OpenAPI 3.1 description of every route of
 * the namespace, for administrators.
 *
 * @package EventinPro
 */

namespace EventinPro\Rest\OpenApi;

use EventinPro\Rest\Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The document as the site's routes build it (docs/openapi.json in the
 * repository is the same document on a plain site).
 */
final class OpenApiController extends Controller {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->rest_base  = 'openapi';
		$this->capability = 'manage_options';
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
					'summary'             => 'Get this OpenAPI document',
					'response'            => array( 'schema' => array( $this, 'document_schema' ) ),
				),
			)
		);
	}

	/**
	 * The document.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( Document::build( rest_get_server() ) );
	}

	/**
	 * Schema of the answer: an OpenAPI document (its own schema is OpenAPI's).
	 *
	 * @return array<string,mixed>
	 */
	public function document_schema(): array {
		$object = array( 'type' => 'object' );
		return array(
			'title'                => 'eventin-openapi',
			'type'                 => 'object',
			'properties'           => array(
				'openapi'    => array(
					'type' => 'string',
					'enum' => array( Document::OPENAPI ),
				),
				'info'       => $object,
				'servers'    => array(
					'type'  => 'array',
					'items' => $object,
				),
				'tags'       => array(
					'type'  => 'array',
					'items' => $object,
				),
				'paths'      => $object,
				'components' => $object,
			),
			'additionalProperties' => false,
		);
	}
}
