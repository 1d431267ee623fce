<?php
/**
 * The pages behind an RSVP mail's links: confirm a changed answer, and
 * "can't come any more". Each link opens a page with one button (a POST):
 * a mail scanner that follows links changes nothing.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\Support\ClientIp;
use EventinPro\Tickets\PrivateLink;

defined( 'ABSPATH' ) || exit;

/**
 * Links: `?eventin_rsvp=confirm|cancel&rsvp=<answer id>&rsvp_token=<secret>[&rsvp_key=<change key>]`.
 * Public on purpose (the responder is not logged in); the answer's secret is
 * compared with hash_equals, and an address with many refused links is
 * limited as for the ticket pages.
 */
final class RsvpLinks {

	public const ACTIONS = array( 'confirm', 'cancel' );

	/**
	 * A mailed link.
	 *
	 * @param string $action confirm or cancel.
	 * @param int    $id     Answer id.
	 * @param string $token  The answer's secret.
	 * @param string $key    The change's key (confirm).
	 */
	public static function url( string $action, int $id, string $token, string $key = '' ): string {
		$args = array(
			'eventin_rsvp' => $action,
			'rsvp'         => $id,
			'rsvp_token'   => $token,
		);
		if ( '' !== $key ) {
			$args['rsvp_key'] = $key;
		}
		return add_query_arg( $args, home_url( '/' ) );
	}

	/**
	 * Serves the page when a link is requested (parse_request), and ends the request.
	 */
	public static function maybe_serve(): void {
		// phpcs:ignore WordPress.Security.NonceVerification -- a routing flag; the secret in the link authorizes.
		if ( ! isset( $_GET['eventin_rsvp'] ) ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification -- the answer's secret authorizes, see the class comment.
		$params = array_map(
			static function ( $value ): string {
				return is_string( $value ) ? sanitize_text_field( $value ) : '';
			},
			wp_unslash( array_merge( $_GET, $_POST ) )
		);
		// phpcs:enable
		$post = 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? 'GET' );
		PrivateLink::send( self::response( $params, $post, ClientIp::get() ) );
		exit;
	}

	/**
	 * The page's answer.
	 *
	 * @param array<string,string> $params Query (and form) values.
	 * @param bool                 $post   Whether the button was pressed.
	 * @param string               $ip     Client address ('' when unknown: not limited).
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	public static function response( array $params, bool $post, string $ip ): array {
		$action  = $params['eventin_rsvp'] ?? '';
		$id      = ctype_digit( $params['rsvp'] ?? '' ) ? (int) $params['rsvp'] : 0;
		$token   = $params['rsvp_token'] ?? '';
		$service = new RsvpService();
		if ( '' !== $ip && PrivateLink::limited( $ip ) ) {
			return PrivateLink::refusal( true, self::document( __( 'Too many attempts. Please try again later.', 'eventin-pro' ) ) );
		}
		$answer = in_array( $action, self::ACTIONS, true ) ? $service->answer_with_token( $id, $token ) : null;
		if ( ! $answer ) {
			if ( '' !== $ip ) {
				PrivateLink::count_refusal( $ip );
			}
			return PrivateLink::refusal( false, self::document( __( 'This link is not valid.', 'eventin-pro' ) ) );
		}
		$event = $service->event( (int) $answer['event_id'] );
		$title = $event ? (string) $event['title'] : '';
		if ( ! $post ) {
			$question = 'cancel' === $action
				/* translators: %s: event title. */
				? sprintf( __( 'Can\'t come to %s any more? Your answer will be "Not going".', 'eventin-pro' ), $title )
				/* translators: %s: event title. */
				: sprintf( __( 'Confirm the change of your answer to %s.', 'eventin-pro' ), $title );
			$button = 'cancel' === $action ? __( 'I can\'t come', 'eventin-pro' ) : __( 'Confirm the change', 'eventin-pro' );
			$form   = '<form method="post" action="' . esc_url( self::url( $action, $id, $token, $params['rsvp_key'] ?? '' ) ) . '"><button type="submit">' . esc_html( $button ) . '</button></form>';
			return self::page( 200, $question, $form );
		}
		$result   = 'cancel' === $action ? $service->cancel( $id, $token ) : $service->confirm( $id, $token, $params['rsvp_key'] ?? '' );
		$messages = array(
			'cancelled' => __( 'Thank you for letting us know: your answer is now "Not going".', 'eventin-pro' ),
			'changed'   => __( 'Your answer is changed.', 'eventin-pro' ),
			'full'      => __( 'All places are taken: your answer did not change.', 'eventin-pro' ),
			'expired'   => __( 'This link has expired: answer again on the event page.', 'eventin-pro' ),
			'invalid'   => __( 'This link is not valid.', 'eventin-pro' ),
		);
		return self::page( in_array( $result, array( 'cancelled', 'changed' ), true ) ? 200 : 409, $messages[ $result ], '' );
	}

	/**
	 * A page.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message Message (plain text).
	 * @param string $html    More HTML, escaped by the caller.
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	private static function page( int $status, string $message, string $html ): array {
		return array(
			'status'  => $status,
			'headers' => PrivateLink::HEADERS,
			'body'    => self::document( $message, $html ),
		);
	}

	/**
	 * A small standalone document.
	 *
	 * @param string $message Message (plain text).
	 * @param string $html    More HTML, escaped by the caller.
	 */
	private static function document( string $message, string $html = '' ): string {
		return '<!DOCTYPE html><html lang="' . esc_attr( get_bloginfo( 'language' ) ) . '"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">'
			. '<title>' . esc_html( get_bloginfo( 'name' ) ) . '</title>'
			. '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1e1e1e}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#6b2ee5;color:#fff;cursor:pointer}</style>'
			. '</head><body><main><h1>' . esc_html( get_bloginfo( 'name' ) ) . '</h1><p>' . esc_html( $message ) . '</p>' . $html . '</main></body></html>';
	}
}
