<?php
/**
 * REST routes for speakers and organizers: list, create, read, update,
 * delete, bulk delete.
 *
 * @package EventinPro
 */

namespace EventinPro\Speakers;

use EventinPro\AccessControl\Permissions;
use EventinPro\Rest\ResourceController;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Controller for /eventin/v2/speakers.
 *
 * @extends ResourceController<SpeakersService>
 */
final class SpeakersController extends ResourceController {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'speakers';

	/**
	 * The service (created on first use unless given).
	 *
	 * @var SpeakersService|null
	 */
	protected $service;

	/**
	 * Constructor.
	 *
	 * @param SpeakersService|null $speakers Service.
	 */
	public function __construct( ?SpeakersService $speakers = null ) {
		$this->service       = $speakers;
		$this->service_class = SpeakersService::class;
		$this->schema_class  = SpeakerSchema::class;
		$this->schema_title  = 'eventin-speaker';
		$this->capability    = Permissions::ORGANIZER;
		$this->image_fields  = array( 'image_id' );
		$this->endpoint_keys = array(
			'get_items'   => array( 'response' => array( 'shape' => 'array' ) ),
			'create_item' => array( 'permission_note' => 'Also needs create_users: a speaker is a WordPress account.' ),
			'update_item' => array( 'permission_note' => 'And WordPress\'s edit_user for that account.' ),
			'delete_item' => array(
				'permission_note' => 'And WordPress\'s delete_user for that account.',
				'response'        => array(
					'shape'  => 'item',
					'schema' => array( $this, 'deleted_schema' ),
				),
			),
		);
	}

	/**
	 * Schema of a delete's answer: whether the account went too (an account
	 * holding another role only loses the speaker roles).
	 *
	 * @return array<string,mixed>
	 */
	public function deleted_schema(): array {
		$speaker = $this->get_public_item_schema();
		unset( $speaker['$schema'] );
		return array(
			'title'      => 'eventin-speaker-deleted',
			'type'       => 'object',
			'properties' => array(
				'deleted'         => array( 'type' => 'boolean' ),
				'account_deleted' => array( 'type' => 'boolean' ),
				'previous'        => $speaker,
			),
		);
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes() {
		$this->register_crud_routes( __( 'User id of the speaker.', 'eventin-pro' ) );
	}

	/**
	 * Create permission: the speakers permission, and create_users (a speaker
	 * is a new WordPress account).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		$allowed = parent::create_item_permissions_check( $request );
		if ( true !== $allowed ) {
			return $allowed;
		}
		$reason = SpeakerAccess::create_denied();
		return null === $reason ? true : $this->forbidden( $reason );
	}

	/**
	 * Account-level rights: edit_user (and promote_user for new roles) to
	 * change a speaker, delete_user to delete one (see SpeakerAccess).
	 *
	 * @param string          $action  'edit' or 'delete'.
	 * @param int             $id      User id.
	 * @param WP_REST_Request $request Request.
	 */
	protected function item_denied( string $action, int $id, WP_REST_Request $request ): ?string {
		$user = $this->service()->account( $id );
		if ( ! $user ) {
			return null;
		}
		return 'delete' === $action ? SpeakerAccess::delete_denied( $user ) : SpeakerAccess::edit_denied( $user, $this->fields_from_request( $request ) );
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
		list( $items, $total ) = $this->service()->list(
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
	 * Deletes one speaker: `{ deleted, account_deleted, previous }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$result = $this->service()->delete( (int) $request['id'], get_current_user_id() );
		if ( null === $result ) {
			return $this->item_not_found();
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
			$denied = $this->item_denied( 'delete', (int) $id, $request );
			if ( null !== $denied ) {
				$failed[ $id ] = $denied;
				continue;
			}
			$result = $this->service()->delete( (int) $id, get_current_user_id() );
			if ( null === $result ) {
				$failed[ $id ] = $this->item_not_found()->get_error_message();
			} elseif ( is_wp_error( $result ) ) {
				$failed[ $id ] = $result->get_error_message();
			} else {
				$deleted[] = (int) $id;
			}
		}
		return $this->bulk_response( $deleted, $failed );
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
	 * 404 for an id that is not a speaker or organizer.
	 */
	protected function item_not_found(): WP_Error {
		return $this->not_found( __( 'No speaker with this id.', 'eventin-pro' ) );
	}

	/**
	 * 500 when storage refused the delete.
	 */
	protected function item_not_deleted(): WP_Error {
		return new WP_Error( 'eventin_speaker_not_deleted', __( 'The speaker could not be deleted.', 'eventin-pro' ), array( 'status' => 500 ) );
	}
}
