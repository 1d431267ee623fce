<?php
/**
 * Each attendee's certificate: a private page rendered through the event's
 * certificate template, `?etn_certificate=ID&etn_certificate_token=TOKEN`
 * (the token is the attendee's edit token, as for the ticket page; staff who
 * manage attendees open any with the id alone). Refusals, headers and the
 * limit on refused requests are the ticket page's (PrivateLink).
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Support\ClientIp;
use EventinPro\Tickets\PrivateLink;
use EventinPro\Tickets\TicketTemplate;

defined( 'ABSPATH' ) || exit;

/**
 * Certificate pages.
 */
final class Certificates {

	/**
	 * Query arguments of a certificate's private URL: the attendee id and its edit token.
	 */
	public const QUERY_ID    = 'etn_certificate';
	public const QUERY_TOKEN = 'etn_certificate_token';

	/**
	 * The private URL of an attendee's certificate ('' when the id is no
	 * attendee). An attendee without an edit token gets one here. Whether
	 * the event has a certificate template is not checked: the page says so.
	 *
	 * @param int $attendee_id Attendee id.
	 */
	public static function url( int $attendee_id ): string {
		return PrivateLink::url( self::QUERY_ID, self::QUERY_TOKEN, $attendee_id );
	}

	/**
	 * Filter `eventin_certificate_url`: a URL given by an earlier callback stays.
	 *
	 * @param string $url         URL so far.
	 * @param int    $attendee_id Attendee id.
	 */
	public static function url_filter( $url, $attendee_id ): string {
		if ( is_string( $url ) && '' !== $url ) {
			return $url;
		}
		return self::url( (int) $attendee_id );
	}

	/**
	 * Answers a request for a certificate (any front-end URL with
	 * ?etn_certificate=ID) and ends it; every other request goes on untouched.
	 */
	public static function maybe_serve(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether to go on; nothing else is loaded on other requests.
		if ( ! isset( $_GET[ self::QUERY_ID ] ) ) {
			return;
		}
		$asked = PrivateLink::requested( self::QUERY_ID, self::QUERY_TOKEN );
		if ( null === $asked ) {
			return;
		}
		PrivateLink::send( self::response( $asked[0], $asked[1], ClientIp::get() ) );
		exit;
	}

	/**
	 * The answer to a request for attendee $id's certificate with $token.
	 * Public on purpose (the token is the authorisation). A wrong token and an
	 * id that is no attendee get the same 404 page, and count against the
	 * address; an event without a published certificate template gets that
	 * page too (not counted: the token was right).
	 *
	 * @param int    $id    Attendee id from the URL.
	 * @param string $token Token from the URL ('' when missing).
	 * @param string $ip    Client address ('' when unknown: not limited).
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	public static function response( int $id, string $token, string $ip = '' ): array {
		if ( ! PrivateLink::is_staff() && '' !== $ip && PrivateLink::limited( $ip ) ) {
			return PrivateLink::refusal( true, self::not_found() );
		}
		$attendee = $id > 0 ? ( new AttendeesService() )->get( $id ) : null;
		if ( null === $attendee || ! PrivateLink::may_open( $attendee, $token ) ) {
			if ( '' !== $ip ) {
				PrivateLink::count_refusal( $ip );
			}
			return PrivateLink::refusal( false, self::not_found() );
		}
		$event    = ! empty( $attendee['event_id'] ) ? ( new EventsService() )->get( (int) $attendee['event_id'] ) : null;
		$template = $event ? TemplateRenderer::published( (int) ( $event['certificate_template'] ?? 0 ), 'certificate' ) : null;
		if ( null === $template ) {
			return PrivateLink::refusal( false, self::not_found() );
		}
		/* translators: %s: event title. */
		$title = sprintf( __( 'Certificate: %s', 'eventin-pro' ), (string) $event['title'] );
		$html  = TemplateRenderer::document( $template, $event, $attendee, $title );
		/**
		 * Filters the certificate page's document.
		 *
		 * @param string              $html     The page.
		 * @param array<string,mixed> $attendee The attendee (AttendeesService::get()).
		 * @param array<string,mixed> $event    The event (EventsService::get()).
		 */
		$html = (string) apply_filters( 'eventin_certificate_html', $html, $attendee, $event );
		return array(
			'status'  => 200,
			'headers' => PrivateLink::HEADERS,
			'body'    => $html,
		);
	}

	/**
	 * The page for a certificate that does not exist or may not be seen.
	 */
	public static function not_found(): string {
		$body = '<main class="etn-ticket"><article class="etn-ticket__card"><h1 class="etn-ticket__title">' . esc_html__( 'Certificate not found', 'eventin-pro' ) . '</h1><p>' . esc_html__( 'This link is not valid, or this event gives no certificates.', 'eventin-pro' ) . '</p></article></main>';
		return TicketTemplate::document( __( 'Certificate not found', 'eventin-pro' ), $body, false );
	}
}
