<?php
/**
 * What the ticket scanner asks: which attendee a scanned code or a typed
 * entry is, what checking it in would say or does say, the last check-in
 * undone, an offline queue synced, an event's ticket manifest and its counts.
 *
 * @package EventinPro
 */

namespace EventinPro\Scanner;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Attendees\TicketIds;
use EventinPro\Checkins\CheckinsService;
use EventinPro\Events\EventsService;
use EventinPro\Rest\FieldError;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Service. Verdicts (`verdict`) are those of CheckinsService (`checked_in`,
 * `already_checked_in`, `not_paid`, `not_valid`, `not_found`, and `checkable`
 * from an inspection) plus the scanner's own: `wrong_event` (the ticket is for
 * another event than the one being scanned), `expired` (its event has ended),
 * `choose` (an e-mail address with several tickets: `candidates`) and `empty`.
 */
final class ScannerService {

	/**
	 * How long a scanner may undo its own check-in, in seconds.
	 */
	public const UNDO_SECONDS = 60;

	/**
	 * Manifest entries per page.
	 */
	public const MANIFEST_PAGE = 500;

	/**
	 * Most scans in one sync batch.
	 */
	public const BATCH_MAX = 50;

	/**
	 * Most tickets offered for one e-mail address.
	 */
	private const MAX_CANDIDATES = 20;

	/**
	 * Offline scans older than this are refused (seconds): a queue kept for
	 * weeks is not a door's queue.
	 */
	private const MAX_SCAN_AGE = 30 * DAY_IN_SECONDS;

	/**
	 * Attendees.
	 *
	 * @var AttendeesService
	 */
	private $attendees;

	/**
	 * Check-ins.
	 *
	 * @var CheckinsService
	 */
	private $checkins;

	/**
	 * Events.
	 *
	 * @var EventsService
	 */
	private $events;

	/**
	 * Event summaries read in this request, by id.
	 *
	 * @var array<int,array{id:int,title:string,status:string,parent:int}|null>
	 */
	private $summaries = array();

	/**
	 * Constructor.
	 *
	 * @param AttendeesService|null $attendees Attendees.
	 * @param CheckinsService|null  $checkins  Check-ins.
	 * @param EventsService|null    $events    Events.
	 */
	public function __construct( ?AttendeesService $attendees = null, ?CheckinsService $checkins = null, ?EventsService $events = null ) {
		$this->attendees = $attendees ?? new AttendeesService();
		$this->checkins  = $checkins ?? new CheckinsService( null, $this->attendees );
		$this->events    = $events ?? new EventsService();
	}

	/**
	 * The attendee a scan names: an attendee id with its ticket id (a QR code:
	 * both must match, compared in constant time), a ticket id alone, or a
	 * typed query (a ticket id or an attendee's e-mail address).
	 *
	 * @param int    $attendee_id Attendee id (0 for none).
	 * @param string $ticket_id   Ticket id ('' for none).
	 * @param string $query       Typed entry ('' for none).
	 * @param int    $event_id    Event being scanned (0 for all): narrows an e-mail's tickets.
	 * @return array<string,mixed> `attendee`, or a `verdict` (`empty`, `not_found`, `choose` with `candidates`).
	 */
	public function resolve( int $attendee_id, string $ticket_id, string $query, int $event_id ): array {
		$ticket_id = trim( $ticket_id );
		$query     = trim( $query );
		if ( '' === $ticket_id && '' === $query ) {
			return array( 'verdict' => 'empty' );
		}
		if ( '' === $ticket_id && is_email( $query ) ) {
			return $this->by_email( $query, $event_id );
		}
		$ticket_id = '' !== $ticket_id ? $ticket_id : $query;
		$attendee  = null;
		if ( TicketIds::is_valid( $ticket_id ) ) {
			$attendee = $this->attendees->get( $attendee_id > 0 ? $attendee_id : $this->attendees->find_by_ticket_id( $ticket_id ) );
		}
		if ( ! $attendee || ! hash_equals( (string) $attendee['ticket_id'], $ticket_id ) ) {
			return array( 'verdict' => 'not_found' );
		}
		return array( 'attendee' => $attendee );
	}

	/**
	 * What checking an attendee in would say (`ticket_info`), changing nothing.
	 *
	 * @param array<string,mixed> $attendee Attendee.
	 * @param int                 $event_id Event being scanned (0 for all).
	 * @return array<string,mixed> Verdict.
	 */
	public function inspect( array $attendee, int $event_id ): array {
		return $this->refusal( $attendee, $event_id ) ?? self::verdict( $this->checkins->inspect( $attendee ) );
	}

	/**
	 * Checks an attendee in from the scanner.
	 *
	 * @param array<string,mixed> $attendee       Attendee.
	 * @param int                 $event_id       Event being scanned (0 for all).
	 * @param string              $device         Device label.
	 * @param string|null         $client_scan_id Client scan id, or null.
	 * @return array<string,mixed>|WP_Error Verdict (with `undo_until` when it checked in), or a 400.
	 */
	public function check_in( array $attendee, int $event_id, string $device, ?string $client_scan_id ) {
		$refused = $this->refusal( $attendee, $event_id );
		if ( $refused ) {
			return $refused;
		}
		$verdicts = $this->checkins->check_in( array( (int) $attendee['id'] ), 'scanner', $device, $client_scan_id );
		if ( is_wp_error( $verdicts ) ) {
			return $verdicts;
		}
		$verdict = self::verdict( $verdicts[ (int) $attendee['id'] ] );
		if ( 'checked_in' === $verdict['verdict'] ) {
			$verdict['undo_until'] = gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( (string) $verdict['checked_in_at'] ) + self::UNDO_SECONDS );
		}
		return $verdict;
	}

	/**
	 * Undoes the current user's own check-in of an attendee, within UNDO_SECONDS.
	 *
	 * @param int $attendee_id Attendee id.
	 * @return string 'undone', 'not_checked_in', 'not_yours' or 'too_late'.
	 */
	public function undo_recent( int $attendee_id ): string {
		$row = $this->checkins->of_attendees( array( $attendee_id ) )[ $attendee_id ] ?? null;
		if ( ! $row || null === $row['checked_in_at'] ) {
			return 'not_checked_in';
		}
		if ( get_current_user_id() !== (int) $row['checked_in_by'] ) {
			return 'not_yours';
		}
		if ( (int) strtotime( (string) $row['checked_in_at'] ) + self::UNDO_SECONDS < time() ) {
			return 'too_late';
		}
		return $this->checkins->undo( array( $attendee_id ) )[ $attendee_id ]['status'];
	}

	/**
	 * Checks an offline queue in. Items are checked first (a 400 naming
	 * `items[N][field]` refuses the whole batch), then each scan gets its
	 * result: `accepted` (checked in by this scan, now or when it was sent
	 * before), `conflict` (checked in earlier by another scan), `wrong_event`,
	 * `not_paid`, `not_valid` or `not_found`.
	 *
	 * @param mixed $items Raw items.
	 * @return array<int,array<string,mixed>>|WP_Error One result per item, in order.
	 */
	public function sync( $items ) {
		$scans = self::validate_batch( $items );
		if ( is_wp_error( $scans ) ) {
			return $scans;
		}
		$results = array();
		foreach ( $scans as $scan ) {
			$results[] = array( 'client_scan_id' => $scan['client_scan_id'] ) + $this->sync_one( $scan );
		}
		return $results;
	}

	/**
	 * One page of an event's ticket manifest, for offline verdicts: ticket ids
	 * and e-mail addresses hashed (SHA-256), names, payment state and check-in.
	 *
	 * @param int $event_id Event id.
	 * @param int $page     Page, from 1.
	 * @return array{items:array<int,array<string,mixed>>,total:int}
	 */
	public function manifest( int $event_id, int $page ): array {
		list( $ids, $total ) = $this->attendees->find_ids( array( 'event_id' => $event_id ), $page, self::MANIFEST_PAGE );
		$attendees           = $this->attendees->get_many( $ids );
		$checkins            = $this->checkins->of_attendees( $ids );
		$items               = array();
		foreach ( $ids as $id ) {
			if ( ! isset( $attendees[ $id ] ) ) {
				continue;
			}
			$attendee = $attendees[ $id ];
			$items[]  = array(
				'h' => hash( 'sha256', (string) $attendee['ticket_id'] ),
				'e' => '' !== trim( (string) $attendee['email'] ) ? hash( 'sha256', strtolower( trim( (string) $attendee['email'] ) ) ) : '',
				'a' => (int) $id,
				'n' => (string) $attendee['name'],
				't' => (string) $attendee['ticket_name'],
				'p' => CheckinsService::payment_state( $attendee ),
				'c' => $checkins[ $id ]['checked_in_at'] ?? ( 'used' === $attendee['ticket_status'] ? self::eventin_time( $attendee ) : null ),
			);
		}
		return array(
			'items' => $items,
			'total' => $total,
		);
	}

	/**
	 * Checked-in and counted tickets of an event (the scanner's live count).
	 *
	 * @param int $event_id Event id.
	 * @return array{checked_in:int,total:int}
	 */
	public function counts( int $event_id ): array {
		return array(
			'checked_in' => $this->attendees->find_ids(
				array(
					'event_id'      => $event_id,
					'ticket_status' => 'used',
				),
				1,
				1
			)[1],
			'total'      => (int) ( $this->attendees->sold_counts( array( $event_id ) )[ $event_id ] ?? 0 ),
		);
	}

	/**
	 * An event's id, title, status and parent (memoized for the request), or null.
	 *
	 * @param int $event_id Event id.
	 * @return array{id:int,title:string,status:string,parent:int}|null
	 */
	public function event( int $event_id ): ?array {
		if ( ! array_key_exists( $event_id, $this->summaries ) ) {
			$this->summaries[ $event_id ] = $event_id > 0 ? $this->events->summary( $event_id ) : null;
		}
		return $this->summaries[ $event_id ];
	}

	/**
	 * The scanner's refusal of an attendee before the ledger is asked: the
	 * ticket is for another event (an occurrence of a recurring event belongs
	 * to it), or its event has ended. Null when neither.
	 *
	 * @param array<string,mixed> $attendee Attendee.
	 * @param int                 $event_id Event being scanned (0 for all).
	 * @return array<string,mixed>|null
	 */
	private function refusal( array $attendee, int $event_id ): ?array {
		$own = $this->event( (int) $attendee['event_id'] );
		if ( $event_id > 0 && ! $this->belongs( $attendee, $event_id ) ) {
			return array( 'verdict' => 'wrong_event' );
		}
		if ( $own && 'expired' === $own['status'] ) {
			return array( 'verdict' => 'expired' );
		}
		return null;
	}

	/**
	 * Whether an attendee's ticket is for an event (or one of its occurrences).
	 *
	 * @param array<string,mixed> $attendee Attendee.
	 * @param int                 $event_id Event id.
	 */
	private function belongs( array $attendee, int $event_id ): bool {
		$own = $this->event( (int) $attendee['event_id'] );
		return (int) $attendee['event_id'] === $event_id || ( $own && $own['parent'] === $event_id );
	}

	/**
	 * The tickets of an e-mail address (of one event when given).
	 *
	 * @param string $email    E-mail address.
	 * @param int    $event_id Event (0 for all).
	 * @return array<string,mixed> `attendee`, or a `verdict` (`not_found`, `choose`).
	 */
	private function by_email( string $email, int $event_id ): array {
		list( $found ) = $this->attendees->find( array( 'search' => $email ), 1, self::MAX_CANDIDATES );
		$matching      = array_values(
			array_filter(
				$found,
				function ( array $attendee ) use ( $email, $event_id ): bool {
					return 0 === strcasecmp( trim( (string) $attendee['email'] ), $email ) && ( 0 === $event_id || $this->belongs( $attendee, $event_id ) );
				}
			)
		);
		if ( ! $matching ) {
			return array( 'verdict' => 'not_found' );
		}
		if ( 1 === count( $matching ) ) {
			return array( 'attendee' => $matching[0] );
		}
		$checked = $this->checkins->of_attendees( array_column( $matching, 'id' ) );
		return array(
			'verdict'    => 'choose',
			'candidates' => array_map(
				static function ( array $attendee ) use ( $checked ): array {
					return array(
						'attendee_id'   => (int) $attendee['id'],
						'ticket_id'     => (string) $attendee['ticket_id'],
						'attendee_name' => (string) $attendee['name'],
						'ticket_name'   => (string) $attendee['ticket_name'],
						'checked_in'    => isset( $checked[ $attendee['id'] ] ) || 'used' === $attendee['ticket_status'],
					);
				},
				$matching
			),
		);
	}

	/**
	 * One synced scan's result.
	 *
	 * @param array<string,mixed> $scan Checked scan.
	 * @return array<string,mixed>
	 */
	private function sync_one( array $scan ): array {
		$attendee = $this->attendees->get( $scan['attendee_id'] );
		if ( ! $attendee || ! hash_equals( (string) $attendee['ticket_id'], $scan['ticket_id'] ) ) {
			return array( 'result' => 'not_found' );
		}
		$about = array(
			'attendee_name' => (string) $attendee['name'],
			'ticket_name'   => (string) $attendee['ticket_name'],
		);
		if ( $scan['event_id'] > 0 && ! $this->belongs( $attendee, $scan['event_id'] ) ) {
			return array( 'result' => 'wrong_event' ) + $about;
		}
		// No "event has ended" check: what counts is when the door saw the ticket.
		$verdicts = $this->checkins->check_in( array( (int) $attendee['id'] ), 'offline-sync', $scan['device'], $scan['client_scan_id'], $scan['scanned_at'] );
		$verdict  = is_wp_error( $verdicts ) ? array( 'status' => 'not_found' ) : $verdicts[ (int) $attendee['id'] ];
		$result   = $verdict['status'];
		if ( 'checked_in' === $result || ( 'already_checked_in' === $result && ! empty( $verdict['replayed'] ) ) ) {
			$result = 'accepted';
		} elseif ( 'already_checked_in' === $result ) {
			$result = 'conflict';
		}
		return array( 'result' => $result ) + $about + array_intersect_key( $verdict, array_flip( array( 'checked_in_at', 'checked_in_by', 'device', 'payment_status' ) ) );
	}

	/**
	 * The checked scans of a batch, or a 400 naming the first bad field.
	 *
	 * @param mixed $items Raw items.
	 * @return array<int,array{client_scan_id:string,attendee_id:int,ticket_id:string,event_id:int,scanned_at:?string,device:string}>|WP_Error
	 */
	private static function validate_batch( $items ) {
		if ( ! is_array( $items ) || ! $items || count( $items ) > self::BATCH_MAX || array_values( $items ) !== $items ) {
			/* translators: %d: most scans in one batch. */
			return FieldError::make( 'items', sprintf( __( 'A list of 1 to %d scans.', 'eventin-pro' ), self::BATCH_MAX ) );
		}
		$scans = array();
		$seen  = array();
		foreach ( $items as $n => $item ) {
			$scan = self::validate_scan( $item, "items[$n]" );
			if ( is_wp_error( $scan ) ) {
				return $scan;
			}
			if ( isset( $seen[ $scan['client_scan_id'] ] ) ) {
				return FieldError::make( "items[$n][client_scan_id]", __( 'Each scan appears once in a batch.', 'eventin-pro' ) );
			}
			$seen[ $scan['client_scan_id'] ] = true;
			$scans[]                         = $scan;
		}
		return $scans;
	}

	/**
	 * One checked scan, or a 400 naming its bad field.
	 *
	 * @param mixed  $item  Raw item.
	 * @param string $field Its name in the request.
	 * @return array{client_scan_id:string,attendee_id:int,ticket_id:string,event_id:int,scanned_at:?string,device:string}|WP_Error
	 */
	private static function validate_scan( $item, string $field ) {
		if ( ! is_array( $item ) ) {
			return FieldError::make( $field, __( 'Each scan is an object.', 'eventin-pro' ) );
		}
		$scan_id = $item['client_scan_id'] ?? null;
		if ( ! is_string( $scan_id ) || ! preg_match( '/^[A-Za-z0-9_.-]{1,40}$/', $scan_id ) ) {
			return FieldError::make( "{$field}[client_scan_id]", __( 'Up to 40 letters, digits, dots, dashes or underscores.', 'eventin-pro' ) );
		}
		$attendee = $item['attendee_id'] ?? null;
		if ( ! is_int( $attendee ) && ! ( is_string( $attendee ) && ctype_digit( $attendee ) ) || (int) $attendee < 1 ) {
			return FieldError::make( "{$field}[attendee_id]", __( 'A positive whole number.', 'eventin-pro' ) );
		}
		$ticket = $item['ticket_id'] ?? null;
		if ( ! is_string( $ticket ) || ! TicketIds::is_valid( $ticket ) ) {
			return FieldError::make( "{$field}[ticket_id]", __( 'A ticket id as the ticket shows it.', 'eventin-pro' ) );
		}
		$event = $item['event_id'] ?? 0;
		if ( ! is_int( $event ) && ! ( is_string( $event ) && ctype_digit( $event ) ) ) {
			return FieldError::make( "{$field}[event_id]", __( 'A whole number, 0 for all events.', 'eventin-pro' ) );
		}
		$scanned = self::scan_time( $item['scanned_at'] ?? null );
		if ( false === $scanned ) {
			return FieldError::make( "{$field}[scanned_at]", __( 'A date and time in ISO 8601 (UTC), not in the future and at most 30 days ago.', 'eventin-pro' ) );
		}
		$device = $item['device'] ?? '';
		if ( ! is_string( $device ) || mb_strlen( $device ) > 100 || wp_strip_all_tags( $device ) !== $device ) {
			return FieldError::make( "{$field}[device]", __( 'Plain text of at most 100 characters.', 'eventin-pro' ) );
		}
		return array(
			'client_scan_id' => $scan_id,
			'attendee_id'    => (int) $attendee,
			'ticket_id'      => $ticket,
			'event_id'       => (int) $event,
			'scanned_at'     => $scanned,
			'device'         => $device,
		);
	}

	/**
	 * A scan time as the ledger stores it ('Y-m-d H:i:s' UTC), null when none
	 * was sent, false when unreadable, in the future (beyond five minutes of
	 * clock drift) or older than MAX_SCAN_AGE.
	 *
	 * @param mixed $value Raw value.
	 * @return string|null|false
	 */
	private static function scan_time( $value ) {
		if ( null === $value || '' === $value ) {
			return null;
		}
		if ( ! is_string( $value ) || ! preg_match( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?(Z|[+-]\d\d:\d\d)$/', $value ) ) {
			return false;
		}
		$time = strtotime( $value );
		if ( false === $time || $time > time() + 5 * MINUTE_IN_SECONDS || $time < time() - self::MAX_SCAN_AGE ) {
			return false;
		}
		return gmdate( 'Y-m-d H:i:s', $time );
	}

	/**
	 * A CheckinsService verdict with the scanner's key (`verdict`).
	 *
	 * @param array<string,mixed> $verdict Verdict (`status`).
	 * @return array<string,mixed>
	 */
	private static function verdict( array $verdict ): array {
		$verdict['verdict'] = $verdict['status'];
		unset( $verdict['status'] );
		return $verdict;
	}

	/**
	 * When Eventin 4's scanner checked a ticket in (ISO 8601 UTC).
	 *
	 * @param array<string,mixed> $attendee Attendee.
	 */
	private static function eventin_time( array $attendee ): string {
		$scanned = '' !== $attendee['scanner_time'] ? date_create_immutable( (string) $attendee['scanner_time'], wp_timezone() ) : false;
		// Checked in at a time Eventin did not keep: the epoch, so the manifest still says "checked in".
		return $scanned ? $scanned->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d\TH:i:s\Z' ) : '1970-01-01T00:00:00Z';
	}
}
