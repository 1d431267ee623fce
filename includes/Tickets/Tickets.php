<?php
/**
 * Tickets feature facade: each attendee's ticket page with its QR code.
 *
 * @package EventinPro
 */

namespace EventinPro\Tickets;

use EventinPro\Support\BaseFeature;
use EventinPro\Support\ClientIp;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Tickets extends BaseFeature {

	/**
	 * Query arguments of a ticket's private URL: the attendee id and its edit token.
	 */
	public const QUERY_ID    = 'etn_ticket';
	public const QUERY_TOKEN = 'etn_ticket_token';

	/**
	 * Hooks. The page itself (TicketPage) loads only on a request for a ticket.
	 */
	public static function register(): void {
		add_filter( 'eventin_ticket_url', array( self::class, 'url_filter' ), 10, 2 );
		add_action( 'parse_request', array( self::class, 'maybe_serve' ), 0 );
	}

	/**
	 * The private URL of an attendee's ticket page ('' when the id is no attendee).
	 * An attendee without an edit token gets one here.
	 *
	 * @param int $attendee_id Attendee id.
	 */
	public static function url( int $attendee_id ): string {
		return PrivateLink::url( self::QUERY_ID, self::QUERY_TOKEN, $attendee_id );
	}

	/**
	 * Filter `eventin_ticket_url`: a URL given by an earlier callback stays.
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
	 * Answers a request for a ticket page (any front-end URL with ?etn_ticket=ID)
	 * and ends it; every other request goes on untouched.
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
		TicketPage::send( ( new TicketPage() )->response( $asked[0], $asked[1], ClientIp::get() ) );
		exit;
	}
}
