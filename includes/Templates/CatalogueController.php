<?php
/**
 * REST routes of the template catalogue: the designs the template chooser
 * offers, and a draft template made from one of them.
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller for /eventin/v2/templates/catalogue. Both routes need etn_manage_template.
 */
final class CatalogueController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'templates/catalogue';

	/**
	 * The capability of both routes.
	 *
	 * @var string
	 */
	protected $capability = Permissions::TEMPLATE;

	/**
	 * The catalogue client (created on first use unless given).
	 *
	 * @var Catalogue|null
	 */
	private $catalogue;

	/**
	 * The templates service (created on first use unless given).
	 *
	 * @var TemplatesService|null
	 */
	private $templates;

	/**
	 * Constructor.
	 *
	 * @param Catalogue|null        $catalogue Catalogue client.
	 * @param TemplatesService|null $templates Templates service.
	 */
	public function __construct( ?Catalogue $catalogue = null, ?TemplatesService $templates = null ) {
		$this->catalogue = $catalogue;
		$this->templates = $templates;
	}

	/**
	 * GET /templates/catalogue?type= and POST /templates/catalogue/{id}.
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
					'summary'             => 'List the template catalogue\'s designs of a type',
					'response'            => array(
						'shape'  => 'item',
						'schema' => array( $this, 'designs_schema' ),
					),
					'args'                => $this->get_collection_params(),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[^/]+)',
			array(
				'args' => array(
					'id' => array(
						'description'       => __( 'Identifier of the design in the catalogue.', 'eventin-pro' ),
						'type'              => 'string',
						'validate_callback' => array( self::class, 'validate_id' ),
					),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'summary'             => 'Create a draft template from a catalogue design',
					'response'            => array( 'schema' => array( $this, 'template_schema' ) ),
				),
			)
		);
	}

	/**
	 * Schema of the catalogue's designs.
	 *
	 * @return array<string,mixed>
	 */
	public function designs_schema(): array {
		$string = array( 'type' => 'string' );
		return array(
			'title'      => 'eventin-template-designs',
			'type'       => 'object',
			'properties' => array(
				'items' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'          => $string,
							'name'        => $string,
							'type'        => $string,
							'thumbnail'   => $string,
							'preview_url' => $string,
						),
					),
				),
			),
		);
	}

	/**
	 * Schema of the template a design becomes.
	 *
	 * @return array<string,mixed>
	 */
	public function template_schema(): array {
		return ( new TemplatesController() )->get_public_item_schema();
	}

	/**
	 * The catalogue's designs of a type: `{ items }` (cached by the client).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		$items = $this->catalogue()->designs( (string) $request['type'] );
		return is_wp_error( $items ) ? $items : rest_ensure_response( array( 'items' => $items ) );
	}

	/**
	 * Makes a draft template from a design the site fetches itself: its name,
	 * type, orientation and content (filtered as post content whoever asks:
	 * it comes from the network, not from the user). 201 with the template.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$design = $this->catalogue()->design( (string) $request['id'] );
		if ( null === $design ) {
			return $this->not_found( __( 'The template catalogue has no design with this id.', 'eventin-pro' ) );
		}
		if ( is_wp_error( $design ) ) {
			return $design;
		}
		$item = $this->templates()->create(
			array(
				'name'        => TemplateSchema::clean( 'name', $design['name'] ),
				'type'        => $design['type'],
				'orientation' => $design['orientation'],
				'content'     => wp_kses_post( $design['content'] ),
				'status'      => 'draft',
			)
		);
		if ( is_wp_error( $item ) ) {
			return $this->service_error( $item );
		}
		$response = rest_ensure_response( $item );
		$response->add_link( 'self', rest_url( sprintf( '%s/templates/%d', $this->namespace, $item['id'] ) ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Query params of the list: the type, required.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params() {
		return array(
			'type' => array(
				'description' => __( 'Designs of this type.', 'eventin-pro' ),
				'type'        => 'string',
				'enum'        => TemplateSchema::TYPES,
				'required'    => true,
			),
		);
	}

	/**
	 * A design id: 1 to 64 lowercase letters, digits and hyphens.
	 *
	 * @param mixed $value Value.
	 * @return true|WP_Error
	 */
	public static function validate_id( $value ) {
		return Catalogue::is_id( $value )
			? true
			: new WP_Error( 'rest_invalid_param', __( 'id must be a catalogue design id: 1 to 64 lowercase letters, digits and hyphens.', 'eventin-pro' ) );
	}

	/**
	 * The catalogue client, created on first use.
	 */
	private function catalogue(): Catalogue {
		if ( null === $this->catalogue ) {
			$this->catalogue = new Catalogue();
		}
		return $this->catalogue;
	}

	/**
	 * The templates service, created on first use.
	 */
	private function templates(): TemplatesService {
		if ( null === $this->templates ) {
			$this->templates = new TemplatesService();
		}
		return $this->templates;
	}
}
