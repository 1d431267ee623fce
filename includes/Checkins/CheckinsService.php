<?php
/**
 * Checking tickets in and undoing it, for several attendees at once, with a
 * verdict per attendee.
 *
 * @package EventinPro
 */

namespace EventinPro\Checkins;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Attendees\Transaction;
use EventinPro\Rest\FieldError;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Service.
 *
 * Verdicts of check_in(), per attendee id (`status`):
 * - `checked_in`: this call checked the ticket in;
 * - `already_checked_in`: it was checked in before (`checked_in_at`, `checked_in_by`;
 *   for a ticket Eventin 4 marked used, its scanner's time and user 0), or this
 *   scan was sent before (`replayed`);
 * - `not_found`: no attendee has this id;
 * - `not_paid`: its booking (or its own payment) is pending;
 * - `not_valid`: its booking failed, was cancelled or refunded (`payment_status`).
 *
 * Verdicts of undo(): `undone`, `not_checked_in`, `not_found`.
 *
 * The attendee's `etn_attendeee_ticket_status` follows (`used` / `unused`), and
 * `scanner_update_time` (the site-time moment Eventin's scanner writes, emptied
 * on undo), in the same transaction as the ledger, so Eventin 4 readers agree.
 */
final class CheckinsService {

	public const SOURCES = array( 'scanner', 'dashboard', 'offline-sync' );

	/**
	 * Longest device label and client scan id accepted (a scan id gets ":<attendee id>"
	 * appended when one scan checks in several attendees, within the column's 64).
	 */
	private const MAX_DEVICE = 100;
	private const MAX_SCAN   = 40;

	/**
	 * Ledger.
	 *
	 * @var CheckinsRepository
	 */
	private $ledger;

	/**
	 * Attendees.
	 *
	 * @var AttendeesService
	 */
	private $attendees;

	/**
	 * Constructor.
	 *
	 * @param CheckinsRepository|null $ledger    Ledger.
	 * @param AttendeesService|null   $attendees Attendees.
	 */
	public function __construct( ?CheckinsRepository $ledger = null, ?AttendeesService $attendees = null ) {
		$this->ledger    = $ledger ?? new CheckinsRepository();
		$this->attendees = $attendees ?? new AttendeesService();
	}

	/**
	 * Checks attendees in, as the current user.
	 *
	 * @param int[]       $ids            Attendee ids.
	 * @param string      $source         One of SOURCES.
	 * @param string      $device         Device label ('' for none).
	 * @param string|null $client_scan_id The client's id of this scan (offline queues resend it), or null.
	 * @param string|null $scanned_at     When an offline scanner saw the ticket ('Y-m-d H:i:s' UTC), or null.
	 * @return array<int,array<string,mixed>>|WP_Error Attendee id => verdict, or a 400 naming a bad argument.
	 */
	public function check_in( array $ids, string $source, string $device = '', ?string $client_scan_id = null, ?string $scanned_at = null ) {
		$bad = self::validate( $source, $device, $client_scan_id );
		if ( $bad ) {
			return $bad;
		}
		$ids       = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		$attendees = $this->attendees->get_many( $ids );
		$verdicts  = array();
		foreach ( $ids as $id ) {
			$scan            = null === $client_scan_id ? null : ( count( $ids ) > 1 ? "$client_scan_id:$id" : $client_scan_id );
			$verdicts[ $id ] = isset( $attendees[ $id ] ) ? $this->check_in_one( $attendees[ $id ], $source, sanitize_text_field( $device ), $scan, $scanned_at ) : array( 'status' => 'not_found' );
		}
		return $verdicts;
	}

	/**
	 * Undoes the check-in of attendees, as the current user.
	 *
	 * @param int[] $ids Attendee ids.
	 * @return array<int,array<string,mixed>> Attendee id => verdict.
	 */
	public function undo( array $ids ): array {
		$ids       = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		$attendees = $this->attendees->get_many( $ids );
		$verdicts  = array();
		foreach ( $ids as $id ) {
			if ( ! isset( $attendees[ $id ] ) ) {
				$verdicts[ $id ] = array( 'status' => 'not_found' );
				continue;
			}
			$attendee        = $attendees[ $id ];
			$undone          = Transaction::run(
				function () use ( $attendee ) {
					$row = $this->ledger->find_by_attendee( $attendee['id'] );
					if ( ! $row && 'used' === $attendee['ticket_status'] ) {
						$row = self::eventin_checkin( $attendee );
					}
					if ( ! $row || ! $this->ledger->undo( $row, get_current_user_id() ) ) {
						return false;
					}
					$this->attendees->update(
						$attendee['id'],
						array(
							'ticket_status' => 'unused',
							'scanner_time'  => '',
						)
					);
					return true;
				}
			);
			$verdicts[ $id ] = array( 'status' => $undone ? 'undone' : 'not_checked_in' );
		}
		return $verdicts;
	}

	/**
	 * What check_in() would say about one attendee, changing nothing: its
	 * verdicts, with `checkable` instead of `checked_in`.
	 *
	 * @param array<string,mixed> $attendee Attendee (AttendeesService::get()).
	 * @return array<string,mixed>
	 */
	public function inspect( array $attendee ): array {
		$refused = self::payment_refusal( $attendee );
		if ( $refused ) {
			return $refused;
		}
		$row = $this->ledger->find_by_attendee( (int) $attendee['id'] );
		if ( ! $row && 'used' === $attendee['ticket_status'] ) {
			$row = self::eventin_checkin( $attendee );
		}
		return $row ? array(
			'status'   => 'already_checked_in',
			'replayed' => false,
		) + self::when_and_who( $row ) : array( 'status' => 'checkable' );
	}

	/**
	 * An attendee's payment as the door sees it: 'paid', 'pending' (not paid
	 * yet) or 'invalid' (failed, cancelled or refunded).
	 *
	 * @param array<string,mixed> $attendee Attendee.
	 */
	public static function payment_state( array $attendee ): string {
		$refused = self::payment_refusal( $attendee );
		if ( ! $refused ) {
			return 'paid';
		}
		return 'not_paid' === $refused['status'] ? 'pending' : 'invalid';
	}

	/**
	 * The verdict refusing an attendee whose booking (or own payment) is not
	 * complete: `not_paid` while pending, else `not_valid`; null when paid.
	 *
	 * @param array<string,mixed> $attendee Attendee.
	 * @return array{status:string,payment_status:string}|null
	 */
	private static function payment_refusal( array $attendee ): ?array {
		$paid = '' !== $attendee['booking_status'] ? 'completed' === $attendee['booking_status'] : 'success' === $attendee['payment_status'];
		if ( $paid ) {
			return null;
		}
		$pending = '' !== $attendee['booking_status'] ? 'pending' === $attendee['booking_status'] : 'pending' === $attendee['payment_status'];
		return array(
			'status'         => $pending ? 'not_paid' : 'not_valid',
			'payment_status' => '' !== $attendee['booking_status'] ? $attendee['booking_status'] : $attendee['payment_status'],
		);
	}

	/**
	 * A verdict in words (check_in(), inspect() and undo()).
	 *
	 * @param array<string,mixed> $verdict Verdict.
	 */
	public static function describe( array $verdict ): string {
		switch ( $verdict['status'] ) {
			case 'checked_in':
				return __( 'Checked in.', 'eventin-pro' );
			case 'checkable':
				return __( 'Valid ticket, not checked in yet.', 'eventin-pro' );
			case 'already_checked_in':
				if ( empty( $verdict['checked_in_at'] ) ) {
					return __( 'Already checked in.', 'eventin-pro' );
				}
				$when = wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) strtotime( (string) $verdict['checked_in_at'] ) );
				$who  = self::who( (int) $verdict['checked_in_by'] );
				if ( ! empty( $verdict['device'] ) ) {
					/* translators: 1: date and time of the check-in, 2: who checked in, 3: the scanning device's name. */
					return sprintf( __( 'Already checked in on %1$s by %2$s (%3$s).', 'eventin-pro' ), $when, $who, $verdict['device'] );
				}
				/* translators: 1: date and time of the check-in, 2: who checked in. */
				return sprintf( __( 'Already checked in on %1$s by %2$s.', 'eventin-pro' ), $when, $who );
			case 'undone':
				return __( 'Check-in undone.', 'eventin-pro' );
			case 'not_checked_in':
				return __( 'Not checked in.', 'eventin-pro' );
			case 'not_paid':
				return __( 'Not paid yet: cannot check in.', 'eventin-pro' );
			case 'not_valid':
				/* translators: %s: payment status (failed, cancelled, refunded). */
				return sprintf( __( 'The booking is %s: the ticket is not valid.', 'eventin-pro' ), (string) ( $verdict['payment_status'] ?? '' ) );
			default:
				return __( 'No attendee with this id.', 'eventin-pro' );
		}
	}

	/**
	 * The display name of whoever checked a ticket in.
	 *
	 * @param int $user_id User id (0: Eventin 4's scanner, which kept none).
	 */
	public static function who( int $user_id ): string {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		return $user ? $user->display_name : __( 'an unknown user', 'eventin-pro' );
	}

	/**
	 * Check-ins of several attendees (one query), for lists: attendee id => when and by whom.
	 *
	 * @param int[] $attendee_ids Attendee ids.
	 * @return array<int,array{checked_in_at:?string,checked_in_by:int,source:string,device:string}> Null time when the row's is empty.
	 */
	public function of_attendees( array $attendee_ids ): array {
		$found = array();
		foreach ( $this->ledger->for_attendees( $attendee_ids ) as $attendee_id => $row ) {
			$found[ (int) $attendee_id ] = self::when_and_who( $row );
		}
		return $found;
	}

	/**
	 * How many tickets were checked in during a span of time (UTC, from
	 * inclusive, to exclusive), from the ledger.
	 *
	 * @param string $from_utc 'Y-m-d H:i:s'.
	 * @param string $to_utc   'Y-m-d H:i:s'.
	 */
	public function count_between( string $from_utc, string $to_utc ): int {
		return $this->ledger->count_between( $from_utc, $to_utc );
	}

	/**
	 * The verdict for one attendee (see the class comment).
	 *
	 * @param array<string,mixed> $attendee Attendee (clean fields).
	 * @param string              $source   Source.
	 * @param string              $device   Device label.
	 * @param string|null         $scan     Client scan id of this attendee's check-in.
	 * @param string|null         $scanned  When an offline scanner saw it, or null.
	 * @return array<string,mixed>
	 */
	private function check_in_one( array $attendee, string $source, string $device, ?string $scan, ?string $scanned ): array {
		$refused = self::payment_refusal( $attendee );
		if ( $refused ) {
			return $refused;
		}
		if ( null !== $scan ) {
			$sent = $this->ledger->find_by_scan( $scan );
			if ( $sent || $this->ledger->scan_was_undone( $scan ) ) {
				// A replay of a scan already recorded (and maybe undone since): nothing changes.
				return array(
					'status'   => 'already_checked_in',
					'replayed' => true,
				) + ( $sent ? self::when_and_who( $sent ) : self::when_and_who( null ) );
			}
		}
		$row      = array(
			'attendee_id'    => $attendee['id'],
			'event_id'       => $attendee['event_id'],
			'ticket_id'      => $attendee['ticket_id'],
			'checked_in_at'  => gmdate( 'Y-m-d H:i:s' ),
			'user_id'        => get_current_user_id(),
			'source'         => $source,
			'device'         => $device,
			'client_scan_id' => $scan,
			'scanned_at'     => $scanned,
		);
		$inserted = Transaction::run(
			function () use ( $row, $attendee ) {
				if ( 'used' === $attendee['ticket_status'] && ! $this->ledger->find_by_attendee( $attendee['id'] ) ) {
					return false; // Eventin 4 checked this ticket in, before the ledger.
				}
				if ( ! $this->ledger->insert( $row ) ) {
					return false;
				}
				$this->attendees->update(
					$attendee['id'],
					array(
						'ticket_status' => 'used',
						'scanner_time'  => current_time( 'mysql' ),
					)
				);
				return true;
			}
		);
		if ( $inserted ) {
			return array( 'status' => 'checked_in' ) + self::when_and_who( $row );
		}
		$earlier = $this->ledger->find_by_attendee( $attendee['id'] );
		if ( ! $earlier && 'used' === $attendee['ticket_status'] ) {
			$earlier = self::eventin_checkin( $attendee );
		}
		return array(
			'status'   => 'already_checked_in',
			// The same scan sent twice at once: the other request recorded it.
			'replayed' => null !== $scan && $earlier && $scan === $earlier['client_scan_id'],
		) + self::when_and_who( $earlier );
	}

	/**
	 * When (ISO 8601, UTC) and by whom a ledger row checked in; nulls without a row.
	 *
	 * @param array<string,mixed>|null $row Ledger row.
	 * @return ($row is null ? array{checked_in_at:null,checked_in_by:null,source:null,device:null} : array{checked_in_at:?string,checked_in_by:int,source:string,device:string})
	 */
	private static function when_and_who( ?array $row ): array {
		if ( null === $row ) {
			return array(
				'checked_in_at' => null,
				'checked_in_by' => null,
				'source'        => null,
				'device'        => null,
			);
		}
		return array(
			'checked_in_at' => $row['checked_in_at'] ? gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( $row['checked_in_at'] . ' UTC' ) ) : null,
			'checked_in_by' => (int) $row['user_id'],
			'source'        => (string) $row['source'],
			'device'        => (string) $row['device'],
		);
	}

	/**
	 * A ledger-shaped row for a ticket Eventin 4 marked used: the time its
	 * scanner wrote (site time; null when none or unreadable), no user.
	 *
	 * @param array<string,mixed> $attendee Attendee.
	 * @return array<string,mixed>
	 */
	private static function eventin_checkin( array $attendee ): array {
		$scanned = '' !== $attendee['scanner_time'] ? date_create_immutable( $attendee['scanner_time'], wp_timezone() ) : false;
		return array(
			'id'             => 0,
			'attendee_id'    => $attendee['id'],
			'entry'          => CheckinsRepository::ENTRY_ONCE,
			'event_id'       => $attendee['event_id'],
			'ticket_id'      => $attendee['ticket_id'],
			'checked_in_at'  => $scanned ? $scanned->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' ) : null,
			'user_id'        => 0,
			'source'         => '',
			'device'         => '',
			'client_scan_id' => null,
		);
	}

	/**
	 * A 400 naming the first bad argument, or null.
	 *
	 * @param string      $source         Source.
	 * @param string      $device         Device label.
	 * @param string|null $client_scan_id Client scan id.
	 */
	private static function validate( string $source, string $device, ?string $client_scan_id ): ?WP_Error {
		if ( ! in_array( $source, self::SOURCES, true ) ) {
			/* translators: %s: the allowed sources. */
			return FieldError::make( 'source', sprintf( __( 'Must be one of: %s.', 'eventin-pro' ), implode( ', ', self::SOURCES ) ) );
		}
		if ( mb_strlen( $device ) > self::MAX_DEVICE || wp_strip_all_tags( $device ) !== $device ) {
			/* translators: %d: most characters allowed. */
			return FieldError::make( 'device', sprintf( __( 'Plain text of at most %d characters.', 'eventin-pro' ), self::MAX_DEVICE ) );
		}
		if ( null !== $client_scan_id && ! preg_match( '/^[A-Za-z0-9_.-]{1,' . self::MAX_SCAN . '}$/', $client_scan_id ) ) {
			/* translators: %d: most characters allowed. */
			return FieldError::make( 'client_scan_id', sprintf( __( 'Up to %d letters, digits, dots, dashes or underscores.', 'eventin-pro' ), self::MAX_SCAN ) );
		}
		return null;
	}
}
