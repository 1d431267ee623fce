<?php
/**
 * REST routes for one event taxonomy: list, create, read, update, delete, bulk delete.
 *
 * @package EventinPro
 */

namespace EventinPro\Taxonomies;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Controller for one taxonomy's routes (event categories and tags, speaker groups).
 */
final class TermsController extends Controller {

	/**
	 * Storage; null until terms() first needs it.
	 *
	 * @var TermsRepository|null
	 */
	private $terms;

	/**
	 * Taxonomy.
	 *
	 * @var non-empty-string
	 */
	private $taxonomy;

	/**
	 * Whether terms have parents.
	 *
	 * @var bool
	 */
	private $hierarchical;

	/**
	 * Whether terms carry a colour (the `color` field).
	 *
	 * @var bool
	 */
	private $has_color;

	/**
	 * Human noun for messages ("category", "tag").
	 *
	 * @var string
	 */
	private $noun;

	/**
	 * Constructor.
	 *
	 * @param non-empty-string                                                    $taxonomy  Taxonomy.
	 * @param string                                                              $rest_base Route base.
	 * @param array{hierarchical:bool,noun:string,capability?:string,color?:bool} $options   Options; capability defaults to the events permission, color (a `color` field in term meta) to false.
	 */
	public function __construct( string $taxonomy, string $rest_base, array $options ) {
		$this->rest_base    = $rest_base;
		$this->capability   = $options['capability'] ?? Permissions::EVENT;
		$this->has_color    = ! empty( $options['color'] );
		$this->taxonomy     = $taxonomy;
		$this->hierarchical = $options['hierarchical'];
		$this->noun         = $options['noun'];
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes() {
		$this->register_crud_routes( __( 'Unique identifier of the term.', 'eventin-pro' ) );
	}

	/**
	 * Storage, created on first use: registering the routes (on every REST
	 * request) does not load it.
	 */
	private function terms(): TermsRepository {
		if ( null === $this->terms ) {
			$this->terms = new TermsRepository( $this->taxonomy, $this->has_color );
		}
		return $this->terms;
	}

	/**
	 * Lists terms: `{ items, total_items }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		list( $terms, $total ) = $this->terms()->find(
			array(
				'search'   => (string) $request['search'],
				'paged'    => (int) $request['paged'],
				'per_page' => (int) $request['per_page'],
			)
		);
		$items                 = array();
		foreach ( $terms as $term ) {
			$items[] = $this->prepare_response_for_collection( $this->prepare_item_for_response( $term, $request ) );
		}
		return $this->list_response( $items, $total, (int) $request['per_page'] );
	}

	/**
	 * One term.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$term = $this->terms()->get( (int) $request['id'] );
		if ( ! $term ) {
			return $this->term_not_found();
		}
		return $this->prepare_item_for_response( $term, $request );
	}

	/**
	 * Creates a term.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$data = $this->fields_from_request( $request, 0 );
		if ( is_wp_error( $data ) ) {
			return $data;
		}
		if ( ! isset( $data['name'] ) ) { // The route's args require it.
			return $this->invalid_param( 'name', __( 'name must not be empty.', 'eventin-pro' ) );
		}
		$term = $this->terms()->create( $data );
		if ( is_wp_error( $term ) ) {
			return $this->write_error( $term );
		}
		$response = $this->prepare_item_for_response( $term, $request );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Updates a term.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$id = (int) $request['id'];
		if ( ! $this->terms()->get( $id ) ) {
			return $this->term_not_found();
		}
		$data = $this->fields_from_request( $request, $id );
		if ( is_wp_error( $data ) ) {
			return $data;
		}
		$term = $this->terms()->update( $id, $data );
		if ( is_wp_error( $term ) ) {
			return $this->write_error( $term );
		}
		return $this->prepare_item_for_response( $term, $request );
	}

	/**
	 * Deletes one term.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$term = $this->terms()->get( (int) $request['id'] );
		if ( ! $term ) {
			return $this->term_not_found();
		}
		$previous = $this->prepare_item_for_response( $term, $request )->get_data();
		$result   = $this->terms()->delete( $term->term_id );
		if ( is_wp_error( $result ) ) {
			return new WP_Error( $result->get_error_code(), $result->get_error_message(), array( 'status' => 400 ) );
		}
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $previous,
			)
		);
	}

	/**
	 * Deletes several terms; reports each failure instead of hiding it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function delete_items( $request ) {
		$deleted = array();
		$failed  = array();
		foreach ( (array) $request['ids'] as $id ) {
			if ( ! $this->terms()->get( $id ) ) {
				/* translators: %s: term noun, e.g. "category". */
				$failed[ $id ] = sprintf( __( 'No %s with this id.', 'eventin-pro' ), $this->noun );
				continue;
			}
			$result = $this->terms()->delete( $id );
			if ( is_wp_error( $result ) ) {
				$failed[ $id ] = $result->get_error_message();
			} else {
				$deleted[] = $id;
			}
		}
		return $this->bulk_response( $deleted, $failed );
	}

	/**
	 * Shapes a term for the API.
	 *
	 * @param WP_Term         $term    Term.
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function prepare_item_for_response( $term, $request ) {
		$data = array(
			'id'          => (int) $term->term_id,
			'name'        => $term->name,
			'slug'        => $term->slug,
			'description' => $term->description,
			'count'       => (int) $term->count,
		);
		if ( $this->hierarchical ) {
			$data['parent'] = (int) $term->parent;
		}
		if ( $this->has_color ) {
			$data['color'] = $this->terms()->color( (int) $term->term_id );
		}
		return rest_ensure_response( $data );
	}

	/**
	 * Item schema, cached.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$properties = array(
			'id'          => array(
				'description' => __( 'Unique identifier of the term.', 'eventin-pro' ),
				'type'        => 'integer',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'name'        => array(
				'description' => __( 'Name.', 'eventin-pro' ),
				'type'        => 'string',
				'context'     => array( 'view', 'edit' ),
				'required'    => true,
				'minLength'   => 1,
				'maxLength'   => 200,
				'arg_options' => array( 'sanitize_callback' => 'sanitize_text_field' ),
			),
			'slug'        => array(
				'description' => __( 'URL slug.', 'eventin-pro' ),
				'type'        => 'string',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'description' => array(
				'description' => __( 'Description.', 'eventin-pro' ),
				'type'        => 'string',
				'context'     => array( 'view', 'edit' ),
				'maxLength'   => 5000,
				'arg_options' => array( 'sanitize_callback' => 'sanitize_textarea_field' ),
			),
			'count'       => array(
				'description' => __( 'Number of events using the term.', 'eventin-pro' ),
				'type'        => 'integer',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
		);
		if ( $this->hierarchical ) {
			$properties['parent'] = array(
				'description' => __( 'Parent term id, 0 for none.', 'eventin-pro' ),
				'type'        => 'integer',
				'context'     => array( 'view', 'edit' ),
				'minimum'     => 0,
			);
		}
		if ( $this->has_color ) {
			$properties['color'] = array(
				'description' => __( 'Colour: a hex colour (#rrggbb or #rgb), or empty for none.', 'eventin-pro' ),
				'type'        => 'string',
				'context'     => array( 'view', 'edit' ),
			);
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-' . str_replace( '/', '-', $this->rest_base ),
			'type'       => 'object',
			'properties' => $properties,
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * Validated fields for a create or update.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param int             $id      Term being updated, 0 on create.
	 * @return array{name?:string,description?:string,parent?:int,color?:string}|WP_Error
	 */
	private function fields_from_request( WP_REST_Request $request, int $id ) {
		$data = array();
		if ( $request->has_param( 'name' ) ) {
			$data['name'] = trim( (string) $request['name'] );
			if ( '' === $data['name'] ) {
				return $this->invalid_param( 'name', __( 'name must not be empty.', 'eventin-pro' ) );
			}
		}
		if ( $request->has_param( 'description' ) ) {
			$data['description'] = (string) $request['description'];
		}
		if ( $this->hierarchical && $request->has_param( 'parent' ) ) {
			$parent = (int) $request['parent'];
			if ( $parent && ! $this->terms()->get( $parent ) ) {
				return $this->invalid_param( 'parent', __( 'parent must be an existing category.', 'eventin-pro' ) );
			}
			if ( $parent && $id && $this->terms()->would_loop( $id, $parent ) ) {
				return $this->invalid_param( 'parent', __( 'parent cannot be the category itself or one of its sub-categories.', 'eventin-pro' ) );
			}
			$data['parent'] = $parent;
		}
		if ( $this->has_color && $request->has_param( 'color' ) ) {
			$data['color'] = trim( (string) $request['color'] );
			if ( ! TermsRepository::is_color( $data['color'] ) ) {
				return $this->invalid_param( 'color', __( 'color must be a hex colour such as #ff0000 or #f00, or empty for none.', 'eventin-pro' ) );
			}
		}
		return $data;
	}

	/**
	 * Maps a term API error to a 400 on the name field.
	 *
	 * @param WP_Error $error Error from wp_insert_term / wp_update_term.
	 */
	private function write_error( WP_Error $error ): WP_Error {
		if ( in_array( $error->get_error_code(), array( 'term_exists', 'duplicate_term_slug' ), true ) ) {
			/* translators: %s: term noun, e.g. "category". */
			return $this->invalid_param( 'name', sprintf( __( 'A %s with this name already exists.', 'eventin-pro' ), $this->noun ) );
		}
		return $this->invalid_param( 'name', $error->get_error_message() );
	}

	/**
	 * 404 for an unknown id.
	 */
	private function term_not_found(): WP_Error {
		/* translators: %s: term noun, e.g. "category". */
		return $this->not_found( sprintf( __( 'No %s with this id.', 'eventin-pro' ), $this->noun ) );
	}
}
