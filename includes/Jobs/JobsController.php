<?php
/**
 * REST routes of the job queue: starting an event's certificate mails
 * (GET as the spec lists it, and POST) and a job's progress.
 *
 * @package EventinPro
 */

namespace EventinPro\Jobs;

use EventinPro\AccessControl\Permissions;
use EventinPro\Events\EventsService;
use EventinPro\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller. Thin: the service queues, runs and reports.
 */
final class JobsController extends Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'jobs';

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->capability = Permissions::EVENT;
	}

	/**
	 * Schema of a job's answers: the job's counters and a sentence.
	 *
	 * @return array<string,mixed>
	 */
	public static function job_schema(): array {
		$count = array( 'type' => 'integer' );
		return array(
			'title'      => 'eventin-job',
			'type'       => 'object',
			'properties' => array(
				'job'     => array(
					'type'       => 'object',
					'properties' => array(
						'id'     => $count,
						'status' => array( 'type' => 'string' ),
						'total'  => $count,
						'sent'   => $count,
						'failed' => $count,
					),
				),
				'message' => array( 'type' => 'string' ),
			),
		);
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes() {
		$id = array(
			'id' => array(
				'description' => __( 'Unique identifier for the object.', 'eventin-pro' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		// GET as the spec lists it; the dashboard POSTs. Either needs the
		// permission on that event and the REST nonce (cookie sessions), and
		// only queues: the mails go out from the queue.
		register_rest_route(
			$this->namespace,
			'/events/(?P<id>[\d]+)/send_certificate',
			array(
				'args' => $id,
				array(
					'methods'             => array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE ),
					'callback'            => array( $this, 'send_certificate' ),
					'permission_callback' => array( $this, 'send_certificate_permissions_check' ),
					'summary'             => 'Queue the certificate mails of an event\'s attendees',
					'permission_note'     => 'And the right to edit that event.',
					'response'            => array( 'schema' => array( self::class, 'job_schema' ) ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args' => $id,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'summary'             => 'Get a mail job\'s progress (and send its next few mails when no runner did)',
					'permission_note'     => 'Whoever started the job may follow it without.',
					'response'            => array( 'schema' => array( self::class, 'job_schema' ) ),
				),
			)
		);
	}

	/**
	 * Start permission: the event permission, and the right to edit this
	 * event (edit_post: one's own events, or anyone's with edit_others_posts).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function send_certificate_permissions_check( $request ) {
		$allowed = $this->require_capability( $this->capability );
		if ( true !== $allowed ) {
			return $allowed;
		}
		if ( ! ( new EventsService() )->may( 'edit', (int) $request['id'] ) ) {
			return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to send the certificates of this event.', 'eventin-pro' ), array( 'status' => rest_authorization_required_code() ) );
		}
		return true;
	}

	/**
	 * Queues the certificate mails of the event (or answers its queued job).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function send_certificate( $request ) {
		$result = ( new JobsService() )->enqueue_certificates( (int) $request['id'], get_current_user_id() );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		$job = $result['job'];
		if ( $result['created'] ) {
			$message = sprintf(
				/* translators: %s: number of attendees. */
				_n( 'The certificate is being sent to %s attendee.', 'The certificates are being sent to %s attendees.', (int) $job['total'], 'eventin-pro' ),
				number_format_i18n( (int) $job['total'] )
			);
		} else {
			$message = __( 'The certificates of this event are being sent already.', 'eventin-pro' );
		}
		return new WP_REST_Response(
			array(
				'job'     => JobsService::public_fields( $job ),
				'message' => $message,
			)
		);
	}

	/**
	 * Progress permission: the event permission, or the job's creator.
	 * Anyone else learns nothing, not even whether the job exists.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$allowed = $this->require_capability( $this->capability );
		if ( true === $allowed || ! is_user_logged_in() ) {
			return $allowed;
		}
		$job = ( new JobsService() )->get( (int) $request['id'] );
		if ( null !== $job && $job['created_by'] > 0 && get_current_user_id() === $job['created_by'] ) {
			return true;
		}
		return $allowed;
	}

	/**
	 * A job's progress (running a small batch first when cron left it waiting).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$job = ( new JobsService() )->progress( (int) $request['id'] );
		if ( null === $job ) {
			return $this->not_found( __( 'Job not found.', 'eventin-pro' ) );
		}
		return new WP_REST_Response(
			array(
				'job'     => JobsService::public_fields( $job ),
				'message' => JobsService::progress_message( $job ),
			)
		);
	}
}
