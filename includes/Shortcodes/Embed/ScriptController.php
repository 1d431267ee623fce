<?php
/**
 * /eventin/v2/shortcodes/script: the script records behind "Get Script".
 *
 * - POST {post_name, shortcode}: 201 with the new record, or 200 with the
 *   record that already holds the same widget with the same attributes
 *   (renamed to post_name): asking twice never makes two scripts.
 * - GET: the records, newest first, paged.
 * - GET /{id}, DELETE /{id}: one record.
 * Every route needs etn_manage_shortcode.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Embed;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\Controller;
use EventinPro\Shortcodes\Catalogue;
use EventinPro\Shortcodes\WidgetTitles;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller.
 */
final class ScriptController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'shortcodes/script';

	/**
	 * Storage (created on first use unless given).
	 *
	 * @var EmbedRecords|null
	 */
	private $records;

	/**
	 * Constructor.
	 *
	 * @param EmbedRecords|null $records Storage.
	 */
	public function __construct( ?EmbedRecords $records = null ) {
		$this->capability = Permissions::SHORTCODE;
		$this->records    = $records;
	}

	/**
	 * Storage.
	 */
	private function records(): EmbedRecords {
		if ( null === $this->records ) {
			$this->records = new EmbedRecords();
		}
		return $this->records;
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
					'args'                => $this->get_collection_params(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'summary'             => 'Save a widget\'s script record (200 with the record that already holds the same widget)',
					'response'            => array( 'statuses' => array( 200, 201 ) ),
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args'   => $this->id_arg( __( 'Unique identifier of the script.', 'eventin-pro' ) ),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'delete_item_permissions_check' ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The records, newest first.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page = (int) $request['per_page'];
		$page     = $this->records()->page( (int) $request['paged'], $per_page, trim( (string) $request['search'] ) );
		$items    = array();
		foreach ( $page['items'] as $record ) {
			$items[] = $this->prepare_response_for_collection( $this->prepare_item_for_response( $record, $request ) );
		}
		return $this->list_response( $items, $page['total'], $per_page );
	}

	/**
	 * One record.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$record = $this->records()->get( (int) $request['id'] );
		if ( null === $record ) {
			return $this->not_found( __( 'No script with this id.', 'eventin-pro' ) );
		}
		return $this->prepare_item_for_response( $record, $request );
	}

	/**
	 * Creates the record of a shortcode (or answers the existing one).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$parsed = EmbedShortcode::parse( $request['shortcode'] );
		if ( is_wp_error( $parsed ) ) {
			return $this->invalid_param( 'shortcode', $parsed->get_error_message() );
		}
		$name = (string) $request['post_name'];
		if ( '' === $name ) {
			$widget = Catalogue::get( $parsed['tag'] );
			$name   = null !== $widget ? WidgetTitles::title( $widget->key() ) : $parsed['tag'];
		}
		$saved = $this->records()->save( $name, $parsed['tag'], $parsed['atts'] );
		if ( is_wp_error( $saved ) ) {
			return new WP_Error( $saved->get_error_code(), $saved->get_error_message(), array( 'status' => 500 ) );
		}
		$response = $this->prepare_item_for_response( $saved['record'], $request );
		$response->set_status( $saved['created'] ? 201 : 200 );
		if ( $saved['created'] ) {
			$response->header( 'Location', rest_url( $this->namespace . '/' . $this->rest_base . '/' . $saved['record']['id'] ) );
		}
		return $response;
	}

	/**
	 * Deletes a record: `{ deleted: true, previous }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$id     = (int) $request['id'];
		$record = $this->records()->get( $id );
		if ( null === $record ) {
			return $this->not_found( __( 'No script with this id.', 'eventin-pro' ) );
		}
		$previous = $this->prepare_item_for_response( $record, $request )->get_data();
		if ( ! $this->records()->delete( $id ) ) {
			return new WP_Error( 'eventin_embed_not_deleted', __( 'The script could not be deleted.', 'eventin-pro' ), array( 'status' => 500 ) );
		}
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $previous,
			)
		);
	}

	/**
	 * A record as the API shows it.
	 *
	 * @param array<string,mixed> $item    Record (EmbedRecords::get()).
	 * @param WP_REST_Request     $request Request.
	 * @return WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$id   = (int) $item['id'];
		$name = (string) $item['name'];
		return rest_ensure_response(
			array(
				'id'         => $id,
				'post_name'  => $name,
				'widget'     => (string) $item['tag'],
				'shortcode'  => EmbedShortcode::serialize( (string) $item['tag'], (array) $item['atts'] ),
				'script'     => EmbedPage::script_tag( $id, $name ),
				'script_url' => EmbedPage::script_url( $id ),
				'embed_url'  => EmbedPage::url( $id ),
				'date'       => mysql_to_rfc3339( (string) $item['date'] ),
			)
		);
	}

	/**
	 * Query params of the list.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params() {
		$params                          = parent::get_collection_params();
		$params['search']['description'] = __( 'Search in the scripts\' names.', 'eventin-pro' );
		return $params;
	}

	/**
	 * Schema.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-shortcode-script',
			'type'       => 'object',
			'properties' => array(
				'id'         => array(
					'description' => __( 'Unique identifier of the script.', 'eventin-pro' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'post_name'  => array(
					'description' => __( 'Name of the script (plain text; HTML is removed). Empty: the widget\'s title.', 'eventin-pro' ),
					'type'        => 'string',
					'maxLength'   => EmbedRecords::MAX_NAME,
					'default'     => '',
					'arg_options' => array(
						'validate_callback' => array( self::class, 'validate_name' ),
						'sanitize_callback' => array( self::class, 'sanitize_name' ),
					),
				),
				'shortcode'  => array(
					'description' => __( 'One Eventin Pro widget shortcode, such as [etn_pro_events_classic event_count="3"]. Answered with every attribute cleaned and written out.', 'eventin-pro' ),
					'type'        => 'string',
					'required'    => true,
					// What it holds is checked by EmbedShortcode::parse(), which tells why it refuses.
					'maxLength'   => EmbedShortcode::MAX_LENGTH,
				),
				'widget'     => array(
					'description' => __( 'The widget\'s shortcode tag.', 'eventin-pro' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'script'     => array(
					'description' => __( 'The HTML to paste on a registered site: a script tag that shows the widget in a frame.', 'eventin-pro' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'script_url' => array(
					'description' => __( 'The script\'s address, with the id.', 'eventin-pro' ),
					'type'        => 'string',
					'format'      => 'uri',
					'readonly'    => true,
				),
				'embed_url'  => array(
					'description' => __( 'The page the frame shows.', 'eventin-pro' ),
					'type'        => 'string',
					'format'      => 'uri',
					'readonly'    => true,
				),
				'date'       => array(
					'description' => __( 'When the script was made (UTC).', 'eventin-pro' ),
					'type'        => 'string',
					'format'      => 'date-time',
					'readonly'    => true,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * A name that is text once markup is removed (or empty, for the default).
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_name( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid;
		}
		if ( '' !== trim( (string) $value ) && '' === self::sanitize_name( $value ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'post_name must be plain text (HTML is removed), or empty for the widget\'s title.', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * The name as stored: plain text on one line.
	 *
	 * @param mixed $value Value.
	 */
	public static function sanitize_name( $value ): string {
		return sanitize_text_field( (string) $value );
	}
}
