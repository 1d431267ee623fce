<?php
/**
 * What the attendee's private pages (the ticket, the certificate) share: who
 * may open them (the attendee's edit token, or staff who manage attendees),
 * the headers of every answer and the limit on refused requests.
 *
 * The pages share one token, so they share one count of refused requests per
 * address too: guessing on both pages gives no more tries than on one.
 *
 * @package EventinPro
 */

namespace EventinPro\Tickets;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Support\RateLimit;

defined( 'ABSPATH' ) || exit;

/**
 * Access rules and answers of an attendee's private pages.
 */
final class PrivateLink {

	/**
	 * Headers of every answer, granted or refused: the URL carries a secret,
	 * so nothing may index it, keep it in a shared cache or send it on as a referrer.
	 */
	public const HEADERS = array(
		'Content-Type'    => 'text/html; charset=UTF-8',
		'X-Robots-Tag'    => 'noindex, nofollow, noarchive',
		'Cache-Control'   => 'no-store, no-cache, must-revalidate, max-age=0, private',
		'Pragma'          => 'no-cache',
		'Referrer-Policy' => 'no-referrer',
	);

	/**
	 * Refused requests one address may make in WINDOW seconds (filter
	 * `eventin_ticket_rate_limit`); after that it gets 429 until the window ends.
	 */
	public const REFUSALS = 30;
	public const WINDOW   = 600;

	/**
	 * A private page's URL for an attendee: any front-end URL with the
	 * attendee's id and edit token ('' when the id is no attendee). An
	 * attendee without an edit token gets one here.
	 *
	 * @param string $id_arg      Query argument of the id.
	 * @param string $token_arg   Query argument of the token.
	 * @param int    $attendee_id Attendee id.
	 */
	public static function url( string $id_arg, string $token_arg, int $attendee_id ): string {
		$token = $attendee_id > 0 ? ( new AttendeesService() )->edit_token( $attendee_id ) : '';
		if ( '' === $token ) {
			return '';
		}
		return add_query_arg(
			array(
				$id_arg    => $attendee_id,
				$token_arg => rawurlencode( $token ),
			),
			home_url( '/' )
		);
	}

	/**
	 * The attendee id and token a front-end request asks a private page for,
	 * or null when it asks for none (every other request goes on untouched).
	 *
	 * @param string $id_arg    Query argument of the id.
	 * @param string $token_arg Query argument of the token.
	 * @return array{0:int,1:string}|null
	 */
	public static function requested( string $id_arg, string $token_arg ): ?array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only page; the token is its authorisation.
		if ( ! isset( $_GET[ $id_arg ] ) || is_admin() ) {
			return null;
		}
		$id    = absint( wp_unslash( $_GET[ $id_arg ] ) );
		$token = isset( $_GET[ $token_arg ] ) ? sanitize_text_field( wp_unslash( $_GET[ $token_arg ] ) ) : '';
		// phpcs:enable
		return array( $id, $token );
	}

	/**
	 * Whether the current user is staff who open any attendee's pages.
	 */
	public static function is_staff(): bool {
		return is_user_logged_in() && current_user_can( Permissions::ATTENDEE );
	}

	/**
	 * Whether the current visitor may open this attendee's pages: staff who
	 * manage attendees always, anyone else with the attendee's own token
	 * (compared in constant time).
	 *
	 * @param array<string,mixed> $attendee Attendee (AttendeesService::get()).
	 * @param string              $token    Token given.
	 */
	public static function may_open( array $attendee, string $token ): bool {
		if ( self::is_staff() ) {
			return true;
		}
		$stored = (string) ( $attendee['edit_token'] ?? '' );
		return '' !== $stored && '' !== $token && hash_equals( $stored, $token );
	}

	/**
	 * Whether an address used up its refused requests of the current window.
	 *
	 * @param string $ip Client address.
	 */
	public static function limited( string $ip ): bool {
		$state = get_transient( self::limit_key( $ip ) );
		$limit = (int) apply_filters( 'eventin_ticket_rate_limit', self::REFUSALS );
		return is_array( $state ) && (int) ( $state['start'] ?? 0 ) + self::WINDOW > time() && (int) ( $state['count'] ?? 0 ) >= $limit;
	}

	/**
	 * Counts a refused request of an address in its window (a new window after WINDOW seconds).
	 *
	 * @param string $ip Client address.
	 */
	public static function count_refusal( string $ip ): void {
		$key   = self::limit_key( $ip );
		$now   = time();
		$state = RateLimit::window( get_transient( $key ), $now, self::WINDOW );
		++$state['count'];
		set_transient( $key, $state, max( 1, $state['start'] + self::WINDOW - $now ) );
	}

	/**
	 * The answer to a refused request: 429 (with Retry-After) when the
	 * address is limited, else 404; the same $body either way.
	 *
	 * @param bool   $limited Whether the address is limited.
	 * @param string $body    The refusal page.
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	public static function refusal( bool $limited, string $body ): array {
		return array(
			'status'  => $limited ? 429 : 404,
			'headers' => $limited ? self::HEADERS + array( 'Retry-After' => (string) self::WINDOW ) : self::HEADERS,
			'body'    => $body,
		);
	}

	/**
	 * Transient key of an address (hashed: no address is stored as such).
	 *
	 * @param string $ip Client address.
	 */
	private static function limit_key( string $ip ): string {
		return 'eventin_ticket_rl_' . md5( $ip );
	}

	/**
	 * Sends a response and its headers.
	 *
	 * @param array{status:int,headers:array<string,string>,body:string} $response Response.
	 */
	public static function send( array $response ): void {
		status_header( $response['status'] );
		nocache_headers();
		foreach ( $response['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		echo $response['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Whole documents built by TicketTemplate and TemplateRenderer, which escape every value.
	}
}
