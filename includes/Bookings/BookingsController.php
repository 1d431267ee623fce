<?php
/**
 * REST routes for bookings (`/orders`, Eventin's name): list, read, status
 * changes, delete, manual booking, refund, resend the invoice, CSV export.
 *
 * @package EventinPro
 */

namespace EventinPro\Bookings;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Attendees\CsvExport;
use EventinPro\Events\EventsRepository;
use EventinPro\Events\TicketVariations;
use EventinPro\Attendees\ListController;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller for /eventin/v2/orders. Every route needs etn_manage_order; a
 * manual booking (POST) also needs manage_options (administrators).
 *
 * @extends ListController<BookingsService>
 */
final class BookingsController extends ListController {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'orders';

	/**
	 * The service (created on first use unless given).
	 *
	 * @var BookingsService|null
	 */
	protected $service;

	/**
	 * Constructor.
	 *
	 * @param BookingsService|null $bookings Service.
	 */
	public function __construct( ?BookingsService $bookings = null ) {
		$this->service       = $bookings;
		$this->service_class = BookingsService::class;
		$this->schema_class  = BookingSchema::class;
		$this->schema_title  = 'eventin-booking';
		$this->capability    = Permissions::ORDER;
		$this->endpoint_keys = array(
			'create_item'    => array(
				'summary'         => 'Create a manual booking',
				'permission_note' => 'Also needs manage_options.',
			),
			'export'         => array(
				'summary'  => 'Export one page of bookings as CSV',
				'response' => array( 'content_type' => 'text/csv' ),
			),
			'refund'         => array( 'summary' => 'Refund a completed booking' ),
			'resend_invoice' => array(
				'summary'  => 'Send the booking\'s invoice again',
				'response' => array(
					'schema' => array(
						'type'       => 'object',
						'properties' => array( 'message' => array( 'type' => 'string' ) ),
					),
				),
			),
		);
	}

	/**
	 * Registers the routes.
	 *
	 * @return void
	 */
	public function register_routes() {
		$schema = array( $this, 'get_public_item_schema' );
		$id     = $this->id_arg( __( 'Unique identifier of the booking.', 'eventin-pro' ) );
		$this->route(
			'',
			array(
				array( WP_REST_Server::READABLE, 'get_items', 'get_items_permissions_check', $this->get_collection_params() ),
				array( WP_REST_Server::CREATABLE, 'create_item', 'create_item_permissions_check', BookingSchema::create_args() ),
				array( WP_REST_Server::DELETABLE, 'delete_items', 'delete_item_permissions_check', $this->bulk_delete_args() ),
			),
			$schema
		);
		$this->route( '/export', array( array( WP_REST_Server::READABLE, 'export', 'get_items_permissions_check', $this->export_params() ) ) );
		$this->route(
			'/(?P<id>[\d]+)',
			array(
				array( WP_REST_Server::READABLE, 'get_item', 'get_item_permissions_check', array() ),
				array(
					WP_REST_Server::EDITABLE,
					'update_item',
					'update_item_permissions_check',
					array(
						'status' => array(
							'description' => __( 'The new status: completed (paid) or cancelled from pending, refunded from completed.', 'eventin-pro' ),
							'type'        => 'string',
							'enum'        => BookingSchema::STATUSES,
							'required'    => true,
						),
					),
				),
				array( WP_REST_Server::DELETABLE, 'delete_item', 'delete_item_permissions_check', array() ),
			),
			$schema,
			$id
		);
		$this->route( '/(?P<id>[\d]+)/refund', array( array( WP_REST_Server::CREATABLE, 'refund', 'update_item_permissions_check', array() ) ), null, $id );
		$this->route( '/(?P<id>[\d]+)/resend-invoice', array( array( WP_REST_Server::CREATABLE, 'resend_invoice', 'update_item_permissions_check', array() ) ), null, $id );
	}

	/**
	 * A manual booking needs the booking permission and manage_options.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		$allowed = parent::create_item_permissions_check( $request );
		return true === $allowed ? $this->require_capability( 'manage_options' ) : $allowed;
	}

	/**
	 * A manual booking: 201 with the booking; 400 naming a bad field, 409 when sold out.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$input = array();
		foreach ( array_keys( BookingSchema::create_args() ) as $field ) {
			if ( $request->has_param( $field ) ) {
				$input[ $field ] = $request[ $field ];
			}
		}
		$booking = $this->service()->create( $input );
		if ( is_wp_error( $booking ) ) {
			return $this->service_error( $booking );
		}
		$response = $this->prepare_item_for_response( $booking, $request );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * A status change (Mark as paid, Cancel, Refund): 409 when it is not allowed.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		return $this->answer( $this->service()->transition( (int) $request['id'], (string) $request['status'] ), $request );
	}

	/**
	 * Refunds a completed booking.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function refund( $request ) {
		return $this->answer( $this->service()->refund( (int) $request['id'] ), $request );
	}

	/**
	 * Sends the invoice again: `{ message }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function resend_invoice( $request ) {
		$sent = $this->service()->resend_invoice( (int) $request['id'] );
		if ( is_wp_error( $sent ) ) {
			return $this->service_error( $sent );
		}
		$booking = (array) $this->service()->get( (int) $request['id'] );
		/* translators: %s: e-mail address. */
		return rest_ensure_response( array( 'message' => sprintf( __( 'Invoice sent to %s.', 'eventin-pro' ), $booking['email'] ) ) );
	}

	/**
	 * One page of the list's rows as CSV (see CsvExport). Columns: Booking ID,
	 * Date (UTC, ISO 8601), First name, Last name, Email, Phone, Event, Tickets
	 * (`2 × VIP; 1 × Standard`), Total, Currency, Payment method, Status, then
	 * one per extra field (BookingsService::export_extra_fields(), the same on
	 * every page of an export; the header row is on page 1 only).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function export( $request ) {
		list( $page, $per_page ) = CsvExport::paging( $request );
		$filters                 = $this->filters( $request );
		list( $ids, $total )     = $this->service()->find_ids( $filters, $page, $per_page );
		$extra                   = $this->service()->export_extra_fields( $filters );
		$header                  = array_merge(
			array(
				__( 'Booking ID', 'eventin-pro' ),
				__( 'Date', 'eventin-pro' ),
				__( 'First name', 'eventin-pro' ),
				__( 'Last name', 'eventin-pro' ),
				__( 'Email', 'eventin-pro' ),
				__( 'Phone', 'eventin-pro' ),
				__( 'Event', 'eventin-pro' ),
				__( 'Tickets', 'eventin-pro' ),
				__( 'Total', 'eventin-pro' ),
				__( 'Currency', 'eventin-pro' ),
				__( 'Payment method', 'eventin-pro' ),
				__( 'Status', 'eventin-pro' ),
			),
			// Named as the attendees export names its extra fields: the key, words capitalised.
			array_map(
				static function ( string $key ): string {
					return ucwords( str_replace( '_', ' ', $key ) );
				},
				$extra
			)
		);
		$rows = function ( array $chunk ) use ( $extra ): array {
			$rows = array();
			foreach ( $this->api_items( array_values( $this->service()->get_many( $chunk ) ) ) as $item ) {
				$row    = array( $item['id'], $item['date'], $item['first_name'], $item['last_name'], $item['email'], $item['phone'], $item['event_title'], self::tickets_cell( $item['tickets'] ), $item['total_price'], $item['currency'], $item['payment_method'], $item['status'] );
				$fields = (array) $item['extra_fields'];
				foreach ( $extra as $key ) {
					$row[] = self::extra_cell( $fields[ $key ] ?? '' );
				}
				$rows[] = $row;
			}
			return $rows;
		};
		return CsvExport::stream( $header, $ids, $rows, $page, $total, 'bookings.csv' );
	}

	/**
	 * The Tickets cell: `2 × VIP; 1 × Standard` (quantity, multiplication sign, name).
	 *
	 * @param array<int,array<string,mixed>> $tickets API tickets (name, quantity).
	 */
	public static function tickets_cell( array $tickets ): string {
		$parts = array();
		foreach ( $tickets as $ticket ) {
			$parts[] = $ticket['quantity'] . " \u{00D7} " . $ticket['name'];
		}
		return implode( '; ', $parts );
	}

	/**
	 * An extra field's cell: the value, a list's values joined with ", ".
	 *
	 * @param mixed $value Stored value.
	 */
	public static function extra_cell( $value ): string {
		if ( is_array( $value ) ) {
			return implode( ', ', array_map( 'strval', array_filter( $value, 'is_scalar' ) ) );
		}
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * API items of a page of bookings: event titles, ticket names and attendee
	 * counts in a constant number of queries. The access token never leaves.
	 *
	 * @param array<int,array<string,mixed>> $bookings Bookings (clean fields).
	 * @return array<int,array<string,mixed>>
	 */
	public function api_items( array $bookings ): array {
		$events = array_values( array_unique( array_column( $bookings, 'event_id' ) ) );
		if ( $events ) {
			_prime_post_caches( $events, false, true );
		}
		$counts = ( new AttendeesService() )->count_by_booking( array_column( $bookings, 'id' ) );
		$items  = array();
		foreach ( $bookings as $booking ) {
			// The event's variations through the Events feature's reader (meta primed above).
			$names   = array_column( TicketVariations::read( get_post_meta( $booking['event_id'], EventsRepository::META_TICKETS, true ) ), 'name', 'slug' );
			$tickets = array();
			foreach ( $booking['tickets'] as $ticket ) {
				$tickets[] = array(
					'slug'     => $ticket['slug'],
					'name'     => $names[ $ticket['slug'] ] ?? $ticket['slug'],
					'quantity' => $ticket['quantity'],
					'price'    => $ticket['price'],
				);
			}
			$items[] = array(
				'id'             => $booking['id'],
				'event_id'       => $booking['event_id'],
				'event_title'    => $booking['event_id'] ? wp_specialchars_decode( get_the_title( $booking['event_id'] ), ENT_QUOTES ) : '',
				'first_name'     => $booking['first_name'],
				'last_name'      => $booking['last_name'],
				'email'          => $booking['email'],
				'phone'          => $booking['phone'],
				'tickets'        => $tickets,
				'total_price'    => $booking['total_price'],
				'currency'       => $booking['currency'],
				'payment_method' => $booking['payment_method'],
				'status'         => $booking['status'],
				'date'           => $booking['date'],
				'attendee_count' => $counts[ $booking['id'] ] ?? 0,
				'user_id'        => $booking['user_id'],
				'extra_fields'   => (object) $booking['extra_fields'],
			);
		}
		return $items;
	}

	/**
	 * Names of the list's filters.
	 *
	 * @return string[]
	 */
	protected function filter_names(): array {
		return array( 'event_id', 'status', 'start_date', 'end_date' );
	}

	/**
	 * The booking after a change, or the service's error with its status.
	 *
	 * @param array<string,mixed>|WP_Error $booking What the service returned.
	 * @param WP_REST_Request              $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	private function answer( $booking, WP_REST_Request $request ) {
		return is_wp_error( $booking ) ? $this->service_error( $booking ) : $this->prepare_item_for_response( $booking, $request );
	}

	/**
	 * Query params of the list.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params() {
		$params                          = parent::get_collection_params();
		$params['search']['description'] = __( 'The start of the customer\'s first or last name or e-mail address.', 'eventin-pro' );
		$params['event_id']              = array(
			'description' => __( 'Bookings of this event.', 'eventin-pro' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
		$params['status']                = array(
			'description' => __( 'Status.', 'eventin-pro' ),
			'type'        => 'string',
			'enum'        => BookingSchema::STATUSES,
		);
		foreach ( array( 'start_date', 'end_date' ) as $date ) {
			$params[ $date ] = array(
				'description'       => __( 'Booked on or after (start_date) / on or before (end_date) this day, Y-m-d in site time.', 'eventin-pro' ),
				'type'              => 'string',
				'validate_callback' => array( self::class, 'validate_date' ),
			);
		}
		return $params;
	}

	/**
	 * A calendar day as Y-m-d.
	 *
	 * @param mixed            $value   Value.
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Parameter.
	 * @return true|WP_Error
	 */
	public static function validate_date( $value, $request, string $param ) {
		$parts = is_string( $value ) && preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m ) ? $m : null;
		if ( $parts && checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ) {
			return true;
		}
		/* translators: %s: parameter name. */
		return new WP_Error( 'rest_invalid_param', sprintf( __( '%s must be a date as YYYY-MM-DD.', 'eventin-pro' ), $param ) );
	}

	/**
	 * 404 for an unknown id.
	 */
	protected function item_not_found(): WP_Error {
		return $this->not_found( __( 'No booking with this id.', 'eventin-pro' ) );
	}

	/**
	 * 500 when storage refused the delete.
	 */
	protected function item_not_deleted(): WP_Error {
		return new WP_Error( 'eventin_booking_not_deleted', __( 'The booking could not be deleted.', 'eventin-pro' ), array( 'status' => 500 ) );
	}
}
