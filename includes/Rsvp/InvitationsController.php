<?php
/**
 * RSVP invitations: GET /eventin/v2/rsvp-invitations/options (what the form
 * chooses from), POST /eventin/v2/rsvp-invitations/preview and POST
 * /eventin/v2/rsvp-invitations (the send, queued; its progress is
 * GET /eventin/v2/jobs/{id}).
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\AccessControl\Permissions;
use EventinPro\Jobs\JobsController;
use EventinPro\Jobs\JobsService;
use EventinPro\Rest\Controller;
use EventinPro\Rest\FieldError;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller. Every route needs the RSVP permission (etn_manage_rsvp); the
 * sources that read people (users by role, another event's attendees) also
 * need the right to list them.
 */
final class InvitationsController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'rsvp-invitations';

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->capability = Permissions::RSVP;
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes() {
		$body = array(
			'event_id'   => array(
				'description' => __( 'The event the invitation is to.', 'eventin-pro' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
			'recipients' => array(
				'description' => __( 'Who gets it: typed addresses, users by role, the attendees of another event, this event\'s "maybe" or not yet answered invitees.', 'eventin-pro' ),
				'type'        => 'object',
				'required'    => true,
				'properties'  => array(
					'emails'       => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
					'roles'        => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
					'attendees_of' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'answers'      => array(
						'type'  => 'array',
						'items' => array(
							'type' => 'string',
							'enum' => InvitationService::ANSWER_SOURCES,
						),
					),
				),
			),
			'subject'    => array(
				'description' => __( 'Subject, with placeholders.', 'eventin-pro' ),
				'type'        => 'string',
				'required'    => true,
			),
			'message'    => array(
				'description' => __( 'Message, with placeholders.', 'eventin-pro' ),
				'type'        => 'string',
				'required'    => true,
			),
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/options',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_options' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'summary'             => 'List the events and roles an invitation can use',
					'response'            => array( 'schema' => array( $this, 'options_schema' ) ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/preview',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'preview' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'summary'             => 'Preview an invitation and count its recipients',
					'response'            => array( 'schema' => array( $this, 'preview_schema' ) ),
					'args'                => $body,
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'summary'             => 'Send an invitation (queued as a mail job)',
					'response'            => array(
						'status' => 202,
						'schema' => array( JobsController::class, 'job_schema' ),
					),
					'args'                => $body,
				),
			)
		);
	}

	/**
	 * Schema of the options.
	 *
	 * @return array<string,mixed>
	 */
	public function options_schema(): array {
		return array(
			'title'      => 'eventin-rsvp-invitation-options',
			'type'       => 'object',
			'properties' => array(
				'roles'  => array(
					'description' => 'Empty unless the user may list users.',
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'slug'  => array( 'type' => 'string' ),
							'name'  => array( 'type' => 'string' ),
							'users' => array( 'type' => 'integer' ),
						),
					),
				),
				'events' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'         => array( 'type' => 'integer' ),
							'title'      => array( 'type' => 'string' ),
							'start_date' => array( 'type' => 'string' ),
						),
					),
				),
			),
		);
	}

	/**
	 * Schema of a preview.
	 *
	 * @return array<string,mixed>
	 */
	public function preview_schema(): array {
		$person = array(
			'type'       => 'object',
			'properties' => array(
				'name'  => array( 'type' => 'string' ),
				'email' => array( 'type' => 'string' ),
			),
		);
		return array(
			'title'      => 'eventin-rsvp-invitation-preview',
			'type'       => 'object',
			'properties' => array(
				'subject' => array( 'type' => 'string' ),
				'message' => array( 'type' => 'string' ),
				'to'      => array( 'type' => array( 'object', 'null' ) ) + $person,
				'total'   => array( 'type' => 'integer' ),
				'sample'  => array(
					'type'  => 'array',
					'items' => $person,
				),
			),
		);
	}

	/**
	 * The RSVP permission.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permissions_check( $request ) {
		return $this->require_capability( $this->capability );
	}

	/**
	 * The events and roles the form chooses from.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_options( $request ): WP_REST_Response {
		return new WP_REST_Response( ( new InvitationService() )->options() );
	}

	/**
	 * The invitation as its first recipient will read it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function preview( $request ) {
		$result = ( new InvitationService() )->preview( $request->get_params() );
		return is_wp_error( $result ) ? $this->error( $result ) : new WP_REST_Response( $result );
	}

	/**
	 * Sends the invitation (queued): 202 with the job.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$result = ( new InvitationService() )->send( $request->get_params(), get_current_user_id() );
		if ( is_wp_error( $result ) ) {
			return $this->error( $result );
		}
		$response = new WP_REST_Response(
			array(
				'job'     => JobsService::public_fields( $result['job'] ),
				'message' => sprintf(
					/* translators: %s: number of people. */
					_n( 'The invitation is being sent to %s person.', 'The invitation is being sent to %s people.', $result['total'], 'eventin-pro' ),
					number_format_i18n( $result['total'] )
				),
			),
			202
		);
		return $response;
	}

	/**
	 * A service error as the route answers it: a field's 400, or as it is.
	 *
	 * @param WP_Error $error Error.
	 */
	private function error( WP_Error $error ): WP_Error {
		return FieldError::CODE === $error->get_error_code() ? $this->service_error( $error ) : $error;
	}
}
