<?php
/**
 * REST routes for templates: list, create, read, update, delete, bulk delete, clone.
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\ResourceController;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller for /eventin/v2/templates. Every route needs etn_manage_template.
 *
 * @extends ResourceController<TemplatesService>
 */
final class TemplatesController extends ResourceController {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'templates';

	/**
	 * The service (created on first use unless given).
	 *
	 * @var TemplatesService|null
	 */
	protected $service;

	/**
	 * Constructor.
	 *
	 * @param TemplatesService|null $templates Service.
	 */
	public function __construct( ?TemplatesService $templates = null ) {
		$this->service       = $templates;
		$this->service_class = TemplatesService::class;
		$this->schema_class  = TemplateSchema::class;
		$this->schema_title  = 'eventin-template';
		$this->capability    = Permissions::TEMPLATE;
	}

	/**
	 * Registers the routes. Clone answers GET, as the events and schedules
	 * clones do (the dashboard's client calls them so), and POST.
	 *
	 * @return void
	 */
	public function register_routes() {
		$this->register_crud_routes( __( 'Unique identifier of the template.', 'eventin-pro' ) );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)/clone',
			array(
				'args' => $this->id_arg( __( 'Unique identifier of the template.', 'eventin-pro' ) ),
				array(
					'methods'             => array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE ),
					'callback'            => array( $this, 'clone_item' ),
					'permission_callback' => array( $this, 'clone_item_permissions_check' ),
				),
			)
		);
	}

	/**
	 * Lists templates, newest first: `{ items, total_items }`. Items carry the
	 * small thumbnail and no content.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page              = (int) $request['per_page'];
		list( $items, $total ) = $this->service()->list(
			array(
				'type'     => (string) $request['type'],
				'status'   => (string) $request['status'],
				'search'   => trim( (string) $request['search'] ),
				'paged'    => (int) $request['paged'],
				'per_page' => $per_page,
			)
		);
		$data                  = array();
		foreach ( $items as $item ) {
			$data[] = $this->prepare_response_for_collection( $this->prepare_item_for_response( $item, $request ) );
		}
		return $this->list_response( $data, $total, $per_page );
	}

	/**
	 * Creates a template (a field sent as null is refused, not taken as empty).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		return $this->null_field( $request ) ?? parent::create_item( $request );
	}

	/**
	 * Changes the submitted fields of a template (none may be null).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		return $this->null_field( $request ) ?? parent::update_item( $request );
	}

	/**
	 * A 400 for the first writable field sent as null in a JSON body
	 * (WordPress skips validating null values, then sanitizes them into ''),
	 * or null when there is none.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private function null_field( WP_REST_Request $request ): ?WP_Error {
		// Read from the body as sent: by now WordPress has sanitized a null into ''.
		$sent = null === $request->get_json_params() ? array() : json_decode( $request->get_body(), true );
		foreach ( TemplateSchema::WRITABLE as $field ) {
			if ( is_array( $sent ) && array_key_exists( $field, $sent ) && null === $sent[ $field ] ) {
				/* translators: %s: field name. */
				return $this->invalid_param( $field, sprintf( __( '%s must not be null.', 'eventin-pro' ), $field ) );
			}
		}
		return null;
	}

	/**
	 * Query params of the list.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params() {
		$params                          = parent::get_collection_params();
		$params['search']['description'] = __( 'Search in template names.', 'eventin-pro' );
		$params['type']                  = array(
			'description' => __( 'Only templates of this type.', 'eventin-pro' ),
			'type'        => 'string',
			'enum'        => TemplateSchema::TYPES,
		);
		$params['status']                = array(
			'description' => __( 'Only templates with this status; any (the default) is every status but trash.', 'eventin-pro' ),
			'type'        => 'string',
			'enum'        => array_merge( array( 'any' ), TemplateSchema::LISTED ),
			'default'     => 'any',
		);
		return $params;
	}

	/**
	 * 404 for an unknown id.
	 */
	protected function item_not_found(): WP_Error {
		return $this->not_found( __( 'No template with this id.', 'eventin-pro' ) );
	}

	/**
	 * 500 when storage refused the delete.
	 */
	protected function item_not_deleted(): WP_Error {
		return new WP_Error( 'eventin_template_not_deleted', __( 'The template could not be deleted.', 'eventin-pro' ), array( 'status' => 500 ) );
	}
}
