<?php
/**
 * The scanner's verification call, as Eventin 4's scanner makes it: GET (or
 * POST) on the scanner page with `scanner_active`, `action=scanner_verification`,
 * `security` (the page's nonce), the ticket (`attendee_id` + `ticket_id` from
 * a QR code, or a typed `query`), optional `event_id` and `ticket_info=1`.
 *
 * @package EventinPro
 */

namespace EventinPro\Scanner;

use EventinPro\AccessControl\Permissions;
use EventinPro\Checkins\CheckinsService;

defined( 'ABSPATH' ) || exit;

/**
 * The answer is `{ success, data: { status_code, messages, content } }`.
 * Status codes (the page's script colours them: 2 green, 3 redirect, any
 * other yellow):
 */
final class Verification {

	public const CHECKED_IN      = 2;
	public const REDIRECT        = 3;
	public const ALREADY         = 4;
	public const WRONG_EVENT     = 5;
	public const NOT_PAID        = 6;
	public const NOT_VALID       = 7;
	public const EXPIRED         = 8;
	public const NOT_FOUND       = 9;
	public const INVALID         = 10;
	public const PAGE_EXPIRED    = 11;
	public const FORBIDDEN       = 12;
	public const CHOOSE          = 13;
	public const NONCE_ACTION    = 'eventin_scanner';
	private const MAX_QUERY      = 200;
	private const VERDICT_STATUS = array(
		'checked_in'         => self::CHECKED_IN,
		'checkable'          => self::CHECKED_IN,
		'already_checked_in' => self::ALREADY,
		'wrong_event'        => self::WRONG_EVENT,
		'not_paid'           => self::NOT_PAID,
		'not_valid'          => self::NOT_VALID,
		'expired'            => self::EXPIRED,
		'not_found'          => self::NOT_FOUND,
		'empty'              => self::INVALID,
		'invalid'            => self::INVALID,
		'logged_out'         => self::REDIRECT,
		'invalid_nonce'      => self::PAGE_EXPIRED,
		'forbidden'          => self::FORBIDDEN,
		'choose'             => self::CHOOSE,
	);

	/**
	 * Scanner service.
	 *
	 * @var ScannerService
	 */
	private $scanner;

	/**
	 * Constructor.
	 *
	 * @param ScannerService|null $scanner Scanner service.
	 */
	public function __construct( ?ScannerService $scanner = null ) {
		$this->scanner = $scanner ?? new ScannerService();
	}

	/**
	 * Whether a request's parameters are a verification call.
	 *
	 * @param array<string,mixed> $params Request parameters.
	 */
	public static function is_call( array $params ): bool {
		return isset( $params['scanner_active'] ) && 'scanner_verification' === ( $params['action'] ?? '' );
	}

	/**
	 * Answers a verification call as the current user.
	 *
	 * @param array<string,mixed> $params Request parameters (unslashed).
	 * @return array{0:int,1:array<string,mixed>} HTTP status and body.
	 */
	public function answer( array $params ): array {
		$event_id = self::whole( $params['event_id'] ?? 0 );
		if ( ! is_user_logged_in() ) {
			return self::reply( 401, array( 'verdict' => 'logged_out' ), array( 'redirect_url' => wp_login_url( ScannerPage::url( $event_id ) ) ) );
		}
		if ( ! current_user_can( Permissions::QR_SCAN ) ) {
			return self::reply( 403, array( 'verdict' => 'forbidden' ) );
		}
		if ( ! is_string( $params['security'] ?? null ) || ! wp_verify_nonce( $params['security'], self::NONCE_ACTION ) ) {
			return self::reply( 403, array( 'verdict' => 'invalid_nonce' ) );
		}
		$bad = self::bad_field( $params );
		if ( $bad ) {
			return self::reply( 400, array( 'verdict' => 'invalid' ), array(), $bad );
		}
		$event = $event_id > 0 ? $this->scanner->event( $event_id ) : null;
		if ( $event_id > 0 && ! $event ) {
			return self::reply( 400, array( 'verdict' => 'invalid' ), array(), __( 'event_id: no event has this id.', 'eventin-pro' ) );
		}
		$found = $this->scanner->resolve(
			self::whole( $params['attendee_id'] ?? 0 ),
			is_string( $params['ticket_id'] ?? null ) ? $params['ticket_id'] : '',
			is_string( $params['query'] ?? null ) ? $params['query'] : '',
			$event_id
		);
		if ( ! isset( $found['attendee'] ) ) {
			return $this->with_counts( self::reply( 'empty' === $found['verdict'] ? 400 : 200, $found ), $event_id );
		}
		$attendee = $found['attendee'];
		if ( '1' === (string) ( $params['ticket_info'] ?? '' ) ) {
			$verdict = $this->scanner->inspect( $attendee, $event_id );
		} else {
			$scan    = isset( $params['client_scan_id'] ) && '' !== $params['client_scan_id'] ? (string) $params['client_scan_id'] : null;
			$verdict = $this->scanner->check_in( $attendee, $event_id, (string) ( $params['device'] ?? '' ), $scan );
			if ( is_wp_error( $verdict ) ) {
				$field = (string) ( $verdict->get_error_data()['field'] ?? '' );
				return self::reply( 400, array( 'verdict' => 'invalid' ), array(), ( '' !== $field ? $field . ': ' : '' ) . $verdict->get_error_message() );
			}
		}
		return $this->with_counts( self::reply( 200, $verdict, $this->about( $attendee, $verdict ) ), $event_id );
	}

	/**
	 * A new nonce for the page's calls.
	 */
	public static function nonce(): string {
		return wp_create_nonce( self::NONCE_ACTION );
	}

	/**
	 * The ticket's part of the answer: names, ids, when and by whom.
	 *
	 * @param array<string,mixed> $attendee Attendee.
	 * @param array<string,mixed> $verdict  Verdict.
	 * @return array<string,mixed>
	 */
	private function about( array $attendee, array $verdict ): array {
		$event = $this->scanner->event( (int) $attendee['event_id'] );
		$who   = isset( $verdict['checked_in_by'] ) ? CheckinsService::who( (int) $verdict['checked_in_by'] ) : null;
		return array(
			'name'          => (string) $attendee['name'],
			'attendee_name' => (string) $attendee['name'],
			'event_name'    => $event ? $event['title'] : '',
			'ticket_name'   => (string) $attendee['ticket_name'],
			'attendee_id'   => (int) $attendee['id'],
			'ticket_id'     => (string) $attendee['ticket_id'],
			'event_id'      => (int) $attendee['event_id'],
			'checked_in_at' => $verdict['checked_in_at'] ?? null,
			'checked_in_by' => $who,
			'undo_until'    => $verdict['undo_until'] ?? null,
		);
	}

	/**
	 * Adds the event's live count to an answer when an event is being scanned.
	 *
	 * @param array{0:int,1:array<string,mixed>} $reply    HTTP status and body.
	 * @param int                                $event_id Event (0 for all).
	 * @return array{0:int,1:array<string,mixed>}
	 */
	private function with_counts( array $reply, int $event_id ): array {
		if ( $event_id > 0 && $this->scanner->event( $event_id ) ) {
			$reply[1]['data']['content']['counts'] = $this->scanner->counts( $event_id );
		}
		return $reply;
	}

	/**
	 * The answer's HTTP status and body.
	 *
	 * @param int                 $http    HTTP status.
	 * @param array<string,mixed> $verdict Verdict (`verdict`, maybe `candidates`).
	 * @param array<string,mixed> $content Content fields known.
	 * @param string              $message Message instead of the verdict's own.
	 * @return array{0:int,1:array<string,mixed>}
	 */
	private static function reply( int $http, array $verdict, array $content = array(), string $message = '' ): array {
		$code    = self::VERDICT_STATUS[ $verdict['verdict'] ] ?? self::INVALID;
		$message = '' !== $message ? $message : self::message( $verdict, $content );
		$content = array_merge(
			array(
				'name'           => '',
				'event_name'     => '',
				'ticket_name'    => '',
				'redirect_url'   => '',
				'attendee_name'  => '',
				'ticket_Message' => $message,
				'verdict'        => $verdict['verdict'],
				'attendee_id'    => null,
				'ticket_id'      => null,
				'event_id'       => null,
				'checked_in_at'  => null,
				'checked_in_by'  => null,
				'undo_until'     => null,
				'counts'         => null,
			),
			$content
		);
		if ( isset( $verdict['candidates'] ) ) {
			$content['candidates'] = $verdict['candidates'];
		}
		return array(
			$http,
			array(
				'success' => in_array( $code, array( self::CHECKED_IN, self::REDIRECT ), true ),
				'data'    => array(
					'status_code' => $code,
					'messages'    => array( $message ),
					'content'     => $content,
				),
			),
		);
	}

	/**
	 * A verdict in words.
	 *
	 * @param array<string,mixed> $verdict Verdict.
	 * @param array<string,mixed> $content Content (names).
	 */
	private static function message( array $verdict, array $content ): string {
		$name = (string) ( $content['attendee_name'] ?? '' );
		switch ( $verdict['verdict'] ) {
			case 'checked_in':
				/* translators: %s: attendee name. */
				return '' !== $name ? sprintf( __( '%s is checked in.', 'eventin-pro' ), $name ) : __( 'Checked in.', 'eventin-pro' );
			case 'checkable':
				/* translators: %s: attendee name. */
				return sprintf( __( 'Valid ticket of %s. Check it in?', 'eventin-pro' ), '' !== $name ? $name : __( 'an attendee', 'eventin-pro' ) );
			case 'wrong_event':
				/* translators: %s: the event the ticket is for. */
				return sprintf( __( 'This ticket is for another event: %s.', 'eventin-pro' ), (string) ( $content['event_name'] ?? '' ) );
			case 'expired':
				/* translators: %s: event title. */
				return sprintf( __( '%s has ended: its tickets can no longer be checked in.', 'eventin-pro' ), (string) ( $content['event_name'] ?? '' ) );
			case 'not_found':
				return __( 'No ticket matches this code.', 'eventin-pro' );
			case 'choose':
				$count = count( (array) ( $verdict['candidates'] ?? array() ) );
				/* translators: %d: number of tickets. */
				return sprintf( _n( '%d ticket belongs to this e-mail address: choose one.', '%d tickets belong to this e-mail address: choose one.', $count, 'eventin-pro' ), $count );
			case 'empty':
				return __( 'Ticket data must be non-empty to be checked.', 'eventin-pro' );
			case 'logged_out':
				return __( 'Log in to scan tickets.', 'eventin-pro' );
			case 'forbidden':
				return __( 'You do not have permission to scan tickets.', 'eventin-pro' );
			case 'invalid_nonce':
				return __( 'This page has expired. Reload it and scan again.', 'eventin-pro' );
			default:
				return CheckinsService::describe( array( 'status' => $verdict['verdict'] ) + $verdict );
		}
	}

	/**
	 * A message naming the first malformed parameter, or ''.
	 *
	 * @param array<string,mixed> $params Parameters.
	 */
	private static function bad_field( array $params ): string {
		foreach ( array( 'event_id', 'attendee_id' ) as $field ) {
			$value = $params[ $field ] ?? '';
			if ( '' !== $value && ( ! is_string( $value ) || ! ctype_digit( $value ) ) ) {
				/* translators: %s: parameter name. */
				return sprintf( __( '%s: a whole number.', 'eventin-pro' ), $field );
			}
		}
		foreach ( array( 'ticket_id', 'query', 'device', 'client_scan_id' ) as $field ) {
			if ( isset( $params[ $field ] ) && ! is_string( $params[ $field ] ) ) {
				/* translators: %s: parameter name. */
				return sprintf( __( '%s: plain text.', 'eventin-pro' ), $field );
			}
		}
		if ( mb_strlen( (string) ( $params['query'] ?? '' ) ) > self::MAX_QUERY ) {
			/* translators: %d: most characters. */
			return sprintf( __( 'query: at most %d characters.', 'eventin-pro' ), self::MAX_QUERY );
		}
		return '';
	}

	/**
	 * A whole number parameter (0 for anything else).
	 *
	 * @param mixed $value Raw value.
	 */
	private static function whole( $value ): int {
		return is_string( $value ) && ctype_digit( $value ) ? (int) $value : ( is_int( $value ) && $value > 0 ? $value : 0 );
	}
}
