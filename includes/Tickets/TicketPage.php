<?php
/**
 * The ticket page: who may open an attendee's ticket, and the response
 * (status, headers, document) a request for it gets.
 *
 * @package EventinPro
 */

namespace EventinPro\Tickets;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Bookings\BookingsService;
use EventinPro\Events\EventsService;
use EventinPro\Settings\Money;

defined( 'ABSPATH' ) || exit;

/**
 * One ticket page request.
 */
final class TicketPage {

	/**
	 * Headers of every answer, granted or refused (PrivateLink's).
	 */
	public const HEADERS = PrivateLink::HEADERS;

	/**
	 * Refused requests one address may make in WINDOW seconds (PrivateLink's).
	 */
	public const REFUSALS = PrivateLink::REFUSALS;
	public const WINDOW   = PrivateLink::WINDOW;

	/**
	 * Attendees.
	 *
	 * @var AttendeesService
	 */
	private $attendees;

	/**
	 * Constructor.
	 *
	 * @param AttendeesService|null $attendees Attendees.
	 */
	public function __construct( ?AttendeesService $attendees = null ) {
		$this->attendees = $attendees ?? new AttendeesService();
	}

	/**
	 * The answer to a request for attendee $id's ticket with $token: the
	 * ticket, or the same "not found" page whether the attendee does not exist
	 * or the token is wrong (nothing tells them apart).
	 *
	 * Public on purpose (the token is the authorisation): an address whose
	 * guesses keep failing is refused for a while, whatever it asks next.
	 *
	 * @param int    $id    Attendee id from the URL.
	 * @param string $token Token from the URL ('' when missing).
	 * @param string $ip    Client address ('' when unknown: not limited).
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	public function response( int $id, string $token, string $ip = '' ): array {
		if ( ! PrivateLink::is_staff() && '' !== $ip && PrivateLink::limited( $ip ) ) {
			return PrivateLink::refusal( true, TicketTemplate::not_found() );
		}
		$attendee = $id > 0 ? $this->attendees->get( $id ) : null;
		if ( null === $attendee || ! PrivateLink::may_open( $attendee, $token ) ) {
			if ( '' !== $ip ) {
				PrivateLink::count_refusal( $ip );
			}
			return PrivateLink::refusal( false, TicketTemplate::not_found() );
		}
		$ticket = $this->ticket( $attendee );
		$html   = TicketTemplate::ticket( $ticket );
		/**
		 * Filters the ticket page's document (a ticket template renders here).
		 *
		 * @param string              $html     The built-in page.
		 * @param array<string,mixed> $ticket   What the page shows (event, attendee, qr_url, …); raw values, escape them.
		 * @param array<string,mixed> $attendee The attendee (AttendeesService::get()).
		 */
		$html = (string) apply_filters( 'eventin_ticket_html', $html, $ticket, $attendee );
		return array(
			'status'  => 200,
			'headers' => self::HEADERS,
			'body'    => $html,
		);
	}

	/**
	 * Whether the current visitor may open this attendee's ticket: staff who
	 * manage attendees always, anyone else with the attendee's own token.
	 *
	 * @param array<string,mixed> $attendee Attendee (AttendeesService::get()).
	 * @param string              $token    Token given.
	 */
	public static function may_open( array $attendee, string $token ): bool {
		return PrivateLink::may_open( $attendee, $token );
	}

	/**
	 * The URL the QR code holds, exactly as Eventin 4 prints it, so that either
	 * plugin's scanner reads either plugin's tickets.
	 *
	 * @param int    $attendee_id Attendee id.
	 * @param string $ticket_id   Ticket id.
	 */
	public static function qr_url( int $attendee_id, string $ticket_id ): string {
		return admin_url( 'edit.php?post_type=etn-attendee&etn_action=ticket_scanner&attendee_id=' . $attendee_id . '&ticket_id=' . rawurlencode( $ticket_id ) );
	}

	/**
	 * Sends a response and its headers.
	 *
	 * @param array{status:int,headers:array<string,string>,body:string} $response Response.
	 */
	public static function send( array $response ): void {
		PrivateLink::send( $response );
	}

	/**
	 * What the page shows, raw (the template escapes).
	 *
	 * @param array<string,mixed> $attendee Attendee.
	 * @return array<string,mixed>
	 */
	private function ticket( array $attendee ): array {
		$event   = $attendee['event_id'] ? ( new EventsService() )->get( (int) $attendee['event_id'] ) : null;
		$payment = self::payment( $attendee );
		return array(
			'event_title'    => $event ? (string) $event['title'] : '',
			'when'           => $event ? self::when( $event ) : '',
			'place'          => $event ? self::place( $event ) : '',
			'attendee_name'  => (string) $attendee['name'],
			'ticket_name'    => (string) $attendee['ticket_name'],
			'price'          => $payment['price'],
			'payment_status' => $payment['status'],
			'ticket_id'      => (string) $attendee['ticket_id'],
			'qr_url'         => self::qr_url( (int) $attendee['id'], (string) $attendee['ticket_id'] ),
		);
	}

	/**
	 * An attendee's ticket price (in its booking's currency, else the site's)
	 * and readable payment status (its booking's, else its own), as tickets
	 * and ticket templates print them; raw text.
	 *
	 * @param array<string,mixed> $attendee Attendee (AttendeesService::get()).
	 * @return array{price:string,status:string}
	 */
	public static function payment( array $attendee ): array {
		$booking  = ! empty( $attendee['booking_id'] ) ? ( new BookingsService() )->get( (int) $attendee['booking_id'] ) : null;
		$status   = $booking ? (string) ( $booking['status'] ?? '' ) : (string) ( $attendee['payment_status'] ?? '' );
		$currency = $booking && ! empty( $booking['currency'] ) ? (string) $booking['currency'] : '';
		return array(
			'price'  => Money::price( (float) ( $attendee['ticket_price'] ?? 0 ), $currency ),
			'status' => self::status_label( $status ),
		);
	}

	/**
	 * The event's date and time range in its own timezone, with the zone and its offset.
	 *
	 * @param array<string,mixed> $event Event (EventsService::get()).
	 */
	public static function when( array $event ): string {
		try {
			$zone = new \DateTimeZone( '' !== (string) $event['timezone'] ? (string) $event['timezone'] : 'UTC' );
		} catch ( \Exception $e ) {
			$zone = wp_timezone();
		}
		$date_format = (string) get_option( 'date_format', 'F j, Y' );
		$time_format = (string) get_option( 'time_format', 'g:i a' );
		$start_date  = (string) $event['start_date'];
		if ( '' === $start_date ) {
			return '';
		}
		$start_time = (string) ( $event['start_time'] ?? '' );
		$end_date   = (string) ( $event['end_date'] ?? '' );
		$end_time   = (string) ( $event['end_time'] ?? '' );
		try {
			$start = new \DateTimeImmutable( $start_date . ' ' . ( '' !== $start_time ? $start_time : '00:00' ), $zone );
			$end   = new \DateTimeImmutable( ( '' !== $end_date ? $end_date : $start_date ) . ' ' . ( '' !== $end_time ? $end_time : '23:59' ), $zone );
		} catch ( \Exception $e ) {
			return '';
		}
		$text = wp_date( $date_format, $start->getTimestamp(), $zone );
		if ( '' !== $start_time ) {
			$text .= ', ' . wp_date( $time_format, $start->getTimestamp(), $zone );
		}
		$same_day = $start->format( 'Y-m-d' ) === $end->format( 'Y-m-d' );
		if ( ! $same_day ) {
			$text .= ' – ' . wp_date( $date_format, $end->getTimestamp(), $zone );
			if ( '' !== $end_time ) {
				$text .= ', ' . wp_date( $time_format, $end->getTimestamp(), $zone );
			}
		} elseif ( '' !== $end_time ) {
			$text .= ' – ' . wp_date( $time_format, $end->getTimestamp(), $zone );
		}
		return $text . ' (' . $zone->getName() . ', UTC' . $start->format( 'P' ) . ')';
	}

	/**
	 * Where the event takes place: its address, or "Online".
	 *
	 * @param array<string,mixed> $event Event (EventsService::get()).
	 */
	public static function place( array $event ): string {
		$location = (array) ( $event['location'] ?? array() );
		$address  = trim( (string) ( $location['address'] ?? '' ) );
		if ( '' !== $address ) {
			return $address;
		}
		return 'online' === ( $location['type'] ?? '' ) ? __( 'Online', 'eventin-pro' ) : '';
	}

	/**
	 * Readable payment status (booking status or, without a booking, the attendee's own).
	 *
	 * @param string $status Stored status.
	 */
	private static function status_label( string $status ): string {
		$labels = array(
			'completed' => __( 'Paid', 'eventin-pro' ),
			'success'   => __( 'Paid', 'eventin-pro' ),
			'pending'   => __( 'Pending payment', 'eventin-pro' ),
			'failed'    => __( 'Payment failed', 'eventin-pro' ),
			'refunded'  => __( 'Refunded', 'eventin-pro' ),
			'cancelled' => __( 'Cancelled', 'eventin-pro' ),
		);
		return $labels[ $status ] ?? $status;
	}
}
