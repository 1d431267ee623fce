<?php
/**
 * REST routes for attendees: list, read, update, delete, bulk delete. New
 * attendees come from bookings; check-in routes are the Checkins feature's.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

use EventinPro\AccessControl\Permissions;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller for /eventin/v2/attendees. Every route needs etn_manage_attendee.
 *
 * @extends ListController<AttendeesService>
 */
final class AttendeesController extends ListController {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'attendees';

	/**
	 * The service (created on first use unless given).
	 *
	 * @var AttendeesService|null
	 */
	protected $service;

	/**
	 * Constructor.
	 *
	 * @param AttendeesService|null $attendees Service.
	 */
	public function __construct( ?AttendeesService $attendees = null ) {
		$this->service       = $attendees;
		$this->service_class = AttendeesService::class;
		$this->schema_class  = AttendeeSchema::class;
		$this->schema_title  = 'eventin-attendee';
		$this->capability    = Permissions::ATTENDEE;
		$this->endpoint_keys = array(
			'export' => array(
				'summary'  => 'Export one page of attendees as CSV',
				'response' => array( 'content_type' => 'text/csv' ),
			),
		);
	}

	/**
	 * Registers the routes (no create: attendees come with bookings).
	 *
	 * @return void
	 */
	public function register_routes() {
		$schema = array( $this, 'get_public_item_schema' );
		$this->route(
			'',
			array(
				array( WP_REST_Server::READABLE, 'get_items', 'get_items_permissions_check', $this->get_collection_params() ),
				array( WP_REST_Server::DELETABLE, 'delete_items', 'delete_item_permissions_check', $this->bulk_delete_args() ),
			),
			$schema
		);
		$this->route( '/export', array( array( WP_REST_Server::READABLE, 'export', 'get_items_permissions_check', $this->export_params() ) ) );
		$this->route(
			'/(?P<id>[\d]+)',
			array(
				array( WP_REST_Server::READABLE, 'get_item', 'get_item_permissions_check', array() ),
				array( WP_REST_Server::EDITABLE, 'update_item', 'update_item_permissions_check', $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE ) ),
				array( WP_REST_Server::DELETABLE, 'delete_item', 'delete_item_permissions_check', array() ),
			),
			$schema,
			$this->id_arg( __( 'Unique identifier of the attendee.', 'eventin-pro' ) )
		);
	}

	/**
	 * One page of the list's rows as CSV (the filters of the list), written as
	 * it is read; the header row on page 1. Columns include every extra field.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function export( $request ) {
		list( $page, $per_page ) = CsvExport::paging( $request );
		list( $ids, $total )     = $this->service()->find_ids( $this->filters( $request ), $page, $per_page );
		$extra                   = $this->service()->extra_field_keys();
		$header                  = array_merge(
			array(
				__( 'ID', 'eventin-pro' ),
				__( 'Name', 'eventin-pro' ),
				__( 'E-mail', 'eventin-pro' ),
				__( 'Phone', 'eventin-pro' ),
				__( 'Event', 'eventin-pro' ),
				__( 'Ticket type', 'eventin-pro' ),
				__( 'Ticket ID', 'eventin-pro' ),
				__( 'Price', 'eventin-pro' ),
				__( 'Payment status', 'eventin-pro' ),
				__( 'Ticket status', 'eventin-pro' ),
				__( 'Checked in at (UTC)', 'eventin-pro' ),
				__( 'Booking', 'eventin-pro' ),
				__( 'Registered (UTC)', 'eventin-pro' ),
			),
			array_map(
				static function ( string $key ): string {
					return ucwords( str_replace( '_', ' ', $key ) );
				},
				$extra
			)
		);
		$rows                    = function ( array $chunk ) use ( $extra ): array {
			$rows = array();
			foreach ( $this->api_items( $this->service()->get_many( $chunk ) ) as $item ) {
				$row = array( $item['id'], $item['name'], $item['email'], $item['phone'], $item['event_title'], $item['ticket_name'], $item['ticket_id'], $item['ticket_price'], $item['payment_status'], $item['ticket_status'], $item['checked_in'] ? $item['checked_in']['at'] : '', $item['booking_id'] ? $item['booking_id'] : '', $item['date'] );
				foreach ( $extra as $key ) {
					$value = ( (array) $item['extra_fields'] )[ $key ] ?? '';
					$row[] = is_array( $value ) ? implode( ', ', $value ) : $value;
				}
				$rows[] = $row;
			}
			return $rows;
		};
		return CsvExport::stream( $header, $ids, $rows, $page, $total, 'attendees.csv' );
	}

	/**
	 * Names of the list's filters.
	 *
	 * @return string[]
	 */
	protected function filter_names(): array {
		return array( 'event_id', 'booking_id', 'payment_status', 'ticket_status' );
	}

	/**
	 * Changes the submitted fields; a new ticket status checks in or undoes
	 * through the check-in ledger, and is refused (409) when the ledger refuses.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$id       = (int) $request['id'];
		$attendee = $this->service()->get( $id );
		if ( ! $attendee ) {
			return $this->item_not_found();
		}
		$fields = $this->fields_from_request( $request );
		$status = $fields['ticket_status'] ?? $attendee['ticket_status'];
		unset( $fields['ticket_status'] );
		$this->service()->update( $id, $fields );
		if ( $status !== $attendee['ticket_status'] ) {
			/**
			 * Changes an attendee's ticket status through the check-in ledger
			 * (the Checkins feature answers): a verdict with its `status`.
			 *
			 * @param array|null $verdict Null until a feature answers.
			 * @param int        $id      Attendee id.
			 * @param string     $status  'used' or 'unused'.
			 */
			$verdict = apply_filters( 'eventin_attendee_ticket_status_change', null, $id, $status );
			if ( null === $verdict ) {
				$this->service()->update( $id, array( 'ticket_status' => $status ) );
			} elseif ( ! in_array( $verdict['status'], array( 'checked_in', 'already_checked_in', 'undone', 'not_checked_in' ), true ) ) {
				return new WP_Error(
					'eventin_ticket_status',
					'not_paid' === $verdict['status']
						? __( 'This ticket is not paid yet: it cannot be checked in.', 'eventin-pro' )
						: __( 'This ticket is not valid (its booking failed, was cancelled or refunded): it cannot be checked in.', 'eventin-pro' ),
					array(
						'status' => 409,
						'field'  => 'ticket_status',
					)
				);
			}
		}
		clean_post_cache( $id );
		return $this->prepare_item_for_response( (array) $this->service()->get( $id ), $request );
	}

	/**
	 * API items of a page of attendees: their events' titles and their check-ins
	 * in two queries whatever the page size. The edit token never leaves.
	 *
	 * @param array<int,array<string,mixed>> $attendees Attendees (clean fields).
	 * @return array<int,array<string,mixed>>
	 */
	public function api_items( array $attendees ): array {
		$attendees = array_values( $attendees );
		$events    = array_values( array_unique( array_column( $attendees, 'event_id' ) ) );
		if ( $events ) {
			_prime_post_caches( $events, false, false );
		}
		/**
		 * Check-ins of a page of attendees (the Checkins feature answers).
		 *
		 * @param array<int,array> $found Attendee id => checked_in_at, checked_in_by, source, device.
		 * @param int[]            $ids   Attendee ids.
		 */
		$checkins = (array) apply_filters( 'eventin_attendee_checkins', array(), array_column( $attendees, 'id' ) );
		$items    = array();
		foreach ( $attendees as $attendee ) {
			$checkin = $checkins[ $attendee['id'] ] ?? null;
			$user    = $checkin ? get_userdata( (int) $checkin['checked_in_by'] ) : false;
			$items[] = array(
				'id'             => $attendee['id'],
				'event_id'       => $attendee['event_id'],
				'event_title'    => $attendee['event_id'] ? wp_specialchars_decode( get_the_title( $attendee['event_id'] ), ENT_QUOTES ) : '',
				'booking_id'     => $attendee['booking_id'],
				'name'           => $attendee['name'],
				'email'          => $attendee['email'],
				'phone'          => $attendee['phone'],
				'ticket_id'      => $attendee['ticket_id'],
				'ticket_name'    => $attendee['ticket_name'],
				'ticket_slug'    => $attendee['ticket_slug'],
				'ticket_price'   => $attendee['ticket_price'],
				'seat'           => $attendee['seat'],
				'payment_status' => $attendee['payment_status'],
				'ticket_status'  => $attendee['ticket_status'],
				'checked_in'     => $checkin ? array(
					'at'     => $checkin['checked_in_at'],
					'by'     => array(
						'id'   => (int) $checkin['checked_in_by'],
						'name' => $user ? $user->display_name : '',
					),
					'source' => $checkin['source'],
					'device' => $checkin['device'],
				) : null,
				'extra_fields'   => (object) $attendee['extra_fields'],
				'date'           => $attendee['date'],
			);
		}
		return $items;
	}

	/**
	 * Query params of the list.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params() {
		$params                          = parent::get_collection_params();
		$params['search']['description'] = __( 'The start of a name or e-mail address, or a whole ticket id.', 'eventin-pro' );
		$params['event_id']              = array(
			'description' => __( 'Attendees of this event.', 'eventin-pro' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
		$params['booking_id']            = array(
			'description' => __( 'Attendees of this booking.', 'eventin-pro' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
		$params['payment_status']        = array(
			'description' => __( 'Payment status.', 'eventin-pro' ),
			'type'        => 'string',
			'enum'        => AttendeeSchema::PAYMENT_STATUSES,
		);
		$params['ticket_status']         = array(
			'description' => __( 'Ticket status.', 'eventin-pro' ),
			'type'        => 'string',
			'enum'        => AttendeeSchema::TICKET_STATUSES,
		);
		return $params;
	}

	/**
	 * 404 for an unknown id.
	 */
	protected function item_not_found(): WP_Error {
		return $this->not_found( __( 'No attendee with this id.', 'eventin-pro' ) );
	}

	/**
	 * 500 when storage refused the delete.
	 */
	protected function item_not_deleted(): WP_Error {
		return new WP_Error( 'eventin_attendee_not_deleted', __( 'The attendee could not be deleted.', 'eventin-pro' ), array( 'status' => 500 ) );
	}
}
