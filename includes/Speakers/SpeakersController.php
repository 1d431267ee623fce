<?php
/**
 * REST routes for speakers and organizers: list, create, read, update,
 * delete, bulk delete.
 *
 * @package EventinPro
 */

namespace EventinPro\Speakers;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Controller for /eventin/v2/speakers.
 */
final class SpeakersController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'speakers';

	/**
	 * Rules.
	 *
	 * @var SpeakersService
	 */
	private $speakers;

	/**
	 * Constructor.
	 *
	 * @param SpeakersService|null $speakers Service.
	 */
	public function __construct( ?SpeakersService $speakers = null ) {
		$this->speakers   = $speakers ?? new SpeakersService();
		$this->capability = Permissions::ORGANIZER;
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes() {
		$this->register_crud_routes( __( 'User id of the speaker.', 'eventin-pro' ) );
	}

	/**
	 * Lists speakers: a bare array (spec), the total in X-WP-Total. Order: by
	 * name, then id.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page              = (int) $request['per_page'];
		list( $items, $total ) = $this->speakers->list(
			array(
				'category'      => (string) $request['category'],
				'speaker_group' => (int) $request['speaker_group'],
				'search'        => (string) $request['search'],
				'paged'         => (int) $request['paged'],
				'per_page'      => $per_page,
			)
		);
		$data                  = array();
		foreach ( $items as $item ) {
			$data[] = $this->prepare_response_for_collection( $this->prepare_item_for_response( $item, $request ) );
		}
		$response = rest_ensure_response( $data );
		$this->add_total_headers( $response, $total, $per_page );
		return $response;
	}

	/**
	 * One speaker.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$item = $this->speakers->get( (int) $request['id'] );
		return $item ? $this->prepare_item_for_response( $item, $request ) : $this->speaker_not_found();
	}

	/**
	 * Creates a speaker.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$item = $this->speakers->create( $this->fields_from_request( $request ) );
		if ( is_wp_error( $item ) ) {
			return $this->service_error( $item );
		}
		$response = $this->prepare_item_for_response( $item, $request );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Changes the submitted fields of a speaker.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$item = $this->speakers->update( (int) $request['id'], $this->fields_from_request( $request ) );
		if ( null === $item ) {
			return $this->speaker_not_found();
		}
		if ( is_wp_error( $item ) ) {
			return $this->service_error( $item );
		}
		return $this->prepare_item_for_response( $item, $request );
	}

	/**
	 * Deletes one speaker: `{ deleted, account_deleted, previous }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$result = $this->speakers->delete( (int) $request['id'], get_current_user_id() );
		if ( null === $result ) {
			return $this->speaker_not_found();
		}
		if ( is_wp_error( $result ) ) {
			return $this->service_error( $result );
		}
		return rest_ensure_response( $result );
	}

	/**
	 * Deletes several speakers; reports each failure instead of hiding it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function delete_items( $request ) {
		$deleted = array();
		$failed  = array();
		foreach ( (array) $request['ids'] as $id ) {
			$result = $this->speakers->delete( (int) $id, get_current_user_id() );
			if ( null === $result ) {
				$failed[ $id ] = __( 'No speaker with this id.', 'eventin-pro' );
			} elseif ( is_wp_error( $result ) ) {
				$failed[ $id ] = $result->get_error_message();
			} else {
				$deleted[] = (int) $id;
			}
		}
		return $this->bulk_response( $deleted, $failed );
	}

	/**
	 * The API item as it is (the service builds it).
	 *
	 * @param array<string,mixed> $item    Item.
	 * @param WP_REST_Request     $request Request.
	 * @return WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$response = rest_ensure_response( $item );
		$response->add_link( 'self', rest_url( sprintf( '%s/%s/%d', $this->namespace, $this->rest_base, $item['id'] ) ) );
		return $response;
	}

	/**
	 * Query params of the list.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params() {
		return array_merge(
			parent::get_collection_params(),
			array(
				'speaker_group' => array(
					'description' => __( 'Only members of this speaker group (term id).', 'eventin-pro' ),
					'type'        => 'integer',
					'minimum'     => 1,
				),
				'category'      => array(
					'description' => __( 'Only speakers or only organizers.', 'eventin-pro' ),
					'type'        => 'string',
					'enum'        => SpeakerSchema::CATEGORIES,
				),
			)
		);
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
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-speaker',
			'type'       => 'object',
			'properties' => SpeakerSchema::properties(),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * Clean fields from the submitted params (only those given; the schema
	 * args have validated and sanitized them).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 */
	private function fields_from_request( WP_REST_Request $request ): array {
		$fields = array();
		foreach ( SpeakerSchema::WRITABLE as $field ) {
			if ( ! $request->has_param( $field ) ) {
				continue;
			}
			$value = $request[ $field ];
			switch ( $field ) {
				case 'name':
				case 'designation':
				case 'company':
				case 'email':
					$value = trim( (string) $value );
					break;
				case 'bio':
					$value = trim( (string) $value );
					break;
				case 'image_id':
					$value = (int) $value;
					break;
				case 'speaker_group_ids':
					$value = array_values( array_unique( array_map( 'intval', (array) $value ) ) );
					break;
				case 'category':
					$value = array_values( array_intersect( SpeakerSchema::CATEGORIES, (array) $value ) );
					break;
				case 'social':
					$value = array_map(
						static function ( $link ): array {
							return array(
								'icon' => (string) $link['icon'],
								'url'  => trim( (string) $link['url'] ),
							);
						},
						array_values( (array) $value )
					);
					break;
			}
			$fields[ $field ] = $value;
		}
		return $fields;
	}

	/**
	 * Maps a service error: a field rejection is a 400 naming the field.
	 *
	 * @param WP_Error $error Error.
	 */
	private function service_error( WP_Error $error ): WP_Error {
		$data = $error->get_error_data();
		if ( SpeakersService::INVALID_FIELD === $error->get_error_code() && is_array( $data ) ) {
			return $this->invalid_param( (string) $data['field'], $error->get_error_message() );
		}
		return new WP_Error( $error->get_error_code(), $error->get_error_message(), array( 'status' => 500 ) );
	}

	/**
	 * 404 for an id that is not a speaker or organizer.
	 */
	private function speaker_not_found(): WP_Error {
		return $this->not_found( __( 'No speaker with this id.', 'eventin-pro' ) );
	}
}
