<?php
/**
 * RSVP answers: a visitor's answer (one per e-mail address and event, the
 * "going" places never exceeded), a change confirmed from the mail, "can't
 * come", and the organisers' report, edits and deletes.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\Attendees\DeletesMany;
use EventinPro\Attendees\Transaction;
use EventinPro\Events\EventsService;
use EventinPro\Rest\FieldError;
use EventinPro\Settings\SettingsRepository;
use EventinPro\Support\RateLimit;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Service.
 */
final class RsvpService {

	use DeletesMany;

	/**
	 * Answers per IP address per window, and per e-mail address per hour
	 * (filters `eventin_rsvp_rate_limit_ip`, `eventin_rsvp_rate_limit_email`).
	 */
	public const IP_ATTEMPTS    = 10;
	public const IP_WINDOW      = 600;
	public const EMAIL_ATTEMPTS = 5;
	public const EMAIL_WINDOW   = 3600;

	/**
	 * How long a change waits for its confirmation, in seconds.
	 */
	public const CONFIRM_SECONDS = 2 * DAY_IN_SECONDS;

	/**
	 * Longest name, e-mail address and reason.
	 */
	private const MAX_NAME   = 100;
	private const MAX_REASON = 500;

	/**
	 * Answers.
	 *
	 * @var RsvpRepository
	 */
	private $answers;

	/**
	 * Events.
	 *
	 * @var EventsService
	 */
	private $events;

	/**
	 * Constructor.
	 *
	 * @param RsvpRepository|null $answers Answers.
	 * @param EventsService|null  $events  Events.
	 */
	public function __construct( ?RsvpRepository $answers = null, ?EventsService $events = null ) {
		$this->answers = $answers ?? new RsvpRepository();
		$this->events  = $events ?? new EventsService();
	}

	/**
	 * A visitor's answer. A first answer of an address is recorded (201); a
	 * later one waits for the confirmation mailed to that address (202), so
	 * that nobody changes someone else's answer. A filled honeypot is answered
	 * as a success and stores nothing.
	 *
	 * @param array<string,mixed> $input event_id, name, email, status, people, guests, reason, website.
	 * @param string              $ip    Client address ('' when unknown: not limited).
	 * @return array{status:int,result:string,message:string,answer:?array<string,mixed>}|WP_Error
	 */
	public function register( array $input, string $ip ) {
		$event = $this->open_event( (int) ( $input['event_id'] ?? 0 ) );
		if ( is_wp_error( $event ) ) {
			return $event;
		}
		$answer = $this->validate( $input, $event['rsvp'] );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( '' !== trim( (string) ( $input['website'] ?? '' ) ) ) {
			return self::outcome( 201, 'recorded', self::recorded_message( $answer['status'] ), null );
		}
		if ( '' !== $ip && ! RateLimit::attempt( 'rsvp_ip', $ip, (int) apply_filters( 'eventin_rsvp_rate_limit_ip', self::IP_ATTEMPTS ), self::IP_WINDOW ) ) {
			return self::too_many();
		}
		if ( ! RateLimit::attempt( 'rsvp_email', strtolower( $answer['email'] ), (int) apply_filters( 'eventin_rsvp_rate_limit_email', self::EMAIL_ATTEMPTS ), self::EMAIL_WINDOW ) ) {
			return self::too_many();
		}
		$existing = $this->answers->find_by_email( $event['id'], $answer['email'] );
		if ( $existing ) {
			$key = bin2hex( random_bytes( 16 ) );
			$this->answers->set_pending(
				$existing,
				array(
					'key'     => wp_hash_password( $key ),
					'expires' => time() + self::CONFIRM_SECONDS,
					'answer'  => $answer,
				)
			);
			RsvpMails::confirm_change( (array) $this->answers->get( $existing ), $answer, $event, RsvpLinks::url( 'confirm', $existing, $this->answers->token( $existing ), $key ) );
			return self::outcome(
				202,
				'confirm_sent',
				/* translators: %s: e-mail address. */
				sprintf( __( 'You have already answered. We sent a link to %s: open it to confirm the change.', 'eventin-pro' ), $answer['email'] ),
				null
			);
		}
		$answer['event_id'] = $event['id'];
		$answer['token']    = bin2hex( random_bytes( 32 ) );
		$id                 = $this->locked(
			$event['id'],
			function () use ( $answer, $event ) {
				$full = $this->full( $event, $answer['status'], $answer['people'], 0 );
				return $full ? $full : $this->answers->insert( $answer );
			}
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$stored = (array) $this->answers->get( (int) $id );
		RsvpMails::recorded( $stored, $event, RsvpLinks::url( 'cancel', (int) $id, $answer['token'] ) );
		/**
		 * Fires after a visitor's RSVP answer is recorded.
		 *
		 * @param int   $id     Answer id.
		 * @param array $answer The answer.
		 */
		do_action( 'eventin_rsvp_recorded', (int) $id, $stored );
		return self::outcome( 201, 'recorded', self::recorded_message( $answer['status'] ), $stored );
	}

	/**
	 * Applies the change waiting for an answer's confirmation (the mailed link).
	 *
	 * @param int    $id    Answer id.
	 * @param string $token The answer's secret.
	 * @param string $key   The change's key.
	 * @return string 'changed', 'full', 'expired' or 'invalid'.
	 */
	public function confirm( int $id, string $token, string $key ): string {
		$answer = $this->answer_with_token( $id, $token );
		if ( ! $answer ) {
			return 'invalid';
		}
		$pending = $this->answers->pending( $id );
		if ( ! $pending || ! wp_check_password( $key, (string) $pending['key'] ) ) {
			return 'invalid';
		}
		if ( (int) $pending['expires'] < time() ) {
			$this->answers->set_pending( $id, null );
			return 'expired';
		}
		$event  = $this->event( $answer['event_id'] );
		$change = array_intersect_key( (array) $pending['answer'], array_flip( array( 'name', 'status', 'people', 'guests', 'reason' ) ) );
		$done   = $this->locked(
			$answer['event_id'],
			function () use ( $id, $event, $change ) {
				$full = $event ? $this->full( $event, (string) $change['status'], (int) $change['people'], $id ) : null;
				if ( $full ) {
					return $full;
				}
				$this->answers->update( $id, $change );
				$this->answers->set_pending( $id, null );
				return true;
			}
		);
		return is_wp_error( $done ) ? 'full' : 'changed';
	}

	/**
	 * "Can't come any more": the answer becomes not going (the mailed link).
	 *
	 * @param int    $id    Answer id.
	 * @param string $token The answer's secret.
	 * @return string 'cancelled' or 'invalid'.
	 */
	public function cancel( int $id, string $token ): string {
		$answer = $this->answer_with_token( $id, $token );
		if ( ! $answer ) {
			return 'invalid';
		}
		$this->locked(
			$answer['event_id'],
			function () use ( $id ) {
				$this->answers->update( $id, array( 'status' => 'not_going' ) );
				return true;
			}
		);
		return 'cancelled';
	}

	/**
	 * The answer with this id and secret (compared in constant time), or null.
	 *
	 * @param int    $id    Answer id.
	 * @param string $token Secret given.
	 * @return array<string,mixed>|null
	 */
	public function answer_with_token( int $id, string $token ): ?array {
		$answer = $id > 0 ? $this->answers->get( $id ) : null;
		if ( ! $answer || '' === $token || ! hash_equals( $this->answers->token( $id ), $token ) ) {
			return null;
		}
		return $answer;
	}

	/**
	 * One page of the events whose RSVP is on, with their counts.
	 *
	 * @param string $search   Title words.
	 * @param int    $page     Page.
	 * @param int    $per_page Per page.
	 * @return array{0:array<int,array<string,mixed>>,1:int}
	 */
	public function report( string $search, int $page, int $per_page ): array {
		list( $events, $total ) = $this->events->with_rsvp( $search, $page, $per_page );
		$counts                 = $this->answers->counts( array_column( $events, 'id' ) );
		$items                  = array();
		foreach ( $events as $event ) {
			$items[] = array(
				'id'         => $event['id'],
				'title'      => $event['title'],
				'start_date' => $event['start_date'],
				'status'     => $event['status'],
				'limit'      => EventRsvp::of( $event['id'], true )['limit'],
			) + array_intersect_key( $counts[ $event['id'] ], array_flip( array( 'going', 'not_going', 'maybe', 'responses' ) ) );
		}
		return array( $items, $total );
	}

	/**
	 * One page of an event's answers, the total, and its counts.
	 *
	 * @param int                 $event_id Event id.
	 * @param array<string,mixed> $filters  status ('' for all), search, from, to.
	 * @param int                 $page     Page.
	 * @param int                 $per_page Per page.
	 * @return array{0:array<int,array<string,mixed>>,1:int,2:array<string,int>}
	 */
	public function responses( int $event_id, array $filters, int $page, int $per_page ): array {
		list( $ids, $total ) = $this->answers->find_ids( $event_id, $filters, $page, $per_page );
		$counts              = array_intersect_key( $this->answers->counts( array( $event_id ) )[ $event_id ], array_flip( RsvpRepository::STATUSES ) );
		$counts['limit']     = EventRsvp::of( $event_id, true )['limit'];
		return array( array_values( $this->answers->get_many( $ids ) ), $total, $counts );
	}

	/**
	 * Ids of an event's answers matching filters (all pages), for the export.
	 *
	 * @param int                 $event_id Event id.
	 * @param array<string,mixed> $filters  Filters (see responses()).
	 * @param int                 $page     Page.
	 * @param int                 $per_page Per page.
	 * @return array{0:int[],1:int}
	 */
	public function response_ids( int $event_id, array $filters, int $page, int $per_page ): array {
		return $this->answers->find_ids( $event_id, $filters, $page, $per_page );
	}

	/**
	 * Answers by id.
	 *
	 * @param int[] $ids Ids.
	 * @return array<int,array<string,mixed>>
	 */
	public function get_many( array $ids ): array {
		return $this->answers->get_many( $ids );
	}

	/**
	 * One answer, or null.
	 *
	 * @param int $id Answer id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		return $this->answers->get( $id );
	}

	/**
	 * An organiser's edit of an answer (the "going" limit still holds).
	 *
	 * @param int                 $id    Answer id.
	 * @param array<string,mixed> $input Any of name, email, status, people, guests, reason.
	 * @return array<string,mixed>|WP_Error The answer, a 400 naming a field, a 404, or a 409 when full.
	 */
	public function update( int $id, array $input ) {
		$answer = $this->answers->get( $id );
		if ( ! $answer ) {
			return new WP_Error( 'rest_not_found', __( 'No RSVP answer has this id.', 'eventin-pro' ), array( 'status' => 404 ) );
		}
		$event = $this->event( $answer['event_id'] );
		$rules = $event ? $event['rsvp'] : EventRsvp::of( $answer['event_id'], true );
		// An organiser may record any answer and up to the most people of any answer.
		$rules['answers'] = RsvpRepository::STATUSES;
		$merged           = $this->validate( array_merge( $answer, $input ), $rules );
		if ( is_wp_error( $merged ) ) {
			return $merged;
		}
		$done = $this->locked(
			$answer['event_id'],
			function () use ( $id, $event, $merged ) {
				$full = $event ? $this->full( $event, $merged['status'], $merged['people'], $id ) : null;
				if ( $full ) {
					return $full;
				}
				$this->answers->update( $id, $merged );
				return true;
			}
		);
		return is_wp_error( $done ) ? $done : (array) $this->answers->get( $id );
	}

	/**
	 * Deletes an answer and its guests.
	 *
	 * @param int $id Answer id.
	 */
	public function delete( int $id ): bool {
		$answer = $this->answers->get( $id );
		if ( ! $answer ) {
			return false;
		}
		return true === $this->locked(
			$answer['event_id'],
			function () use ( $id ) {
				return $this->answers->delete( $id ) ? true : new WP_Error( 'eventin_rsvp_not_deleted', __( 'The answer could not be deleted.', 'eventin-pro' ) );
			}
		);
	}

	/**
	 * Runs a write of an event's answers in a transaction holding the event's
	 * lock: writes to one event's answers (and its counts) happen one at a time.
	 *
	 * @param int      $event_id Event id.
	 * @param callable $work     The write; a WP_Error rolls it back.
	 * @return mixed|WP_Error Its result.
	 */
	private function locked( int $event_id, callable $work ) {
		return Transaction::run(
			function () use ( $event_id, $work ) {
				$this->events->lock( $event_id );
				return $work();
			}
		);
	}

	/**
	 * An event with its RSVP settings, or null.
	 *
	 * @param int $event_id Event id.
	 * @return array<string,mixed>|null id, title, status, start_date, start_time, rsvp.
	 */
	public function event( int $event_id ): ?array {
		$event = $event_id > 0 ? $this->events->get( $event_id ) : null;
		if ( ! $event ) {
			return null;
		}
		$event['rsvp'] = EventRsvp::of( $event_id, 'yes' === $event['rsvp_enabled'] );
		return $event;
	}

	/**
	 * An event's id, title and status, without the full item (the report's
	 * routes name the event only), or null.
	 *
	 * @param int $event_id Event id.
	 * @return array{id:int,title:string,status:string,parent:int}|null
	 */
	public function summary( int $event_id ): ?array {
		return $event_id > 0 ? $this->events->summary( $event_id ) : null;
	}

	/**
	 * The event of an answer, when it takes answers now: a 404 for no event,
	 * a 409 for one whose RSVP is off, or closed (deadline, started, or the
	 * RSVP module turned off).
	 *
	 * @param int $event_id Event id.
	 * @return array<string,mixed>|WP_Error
	 */
	private function open_event( int $event_id ) {
		$event = $this->event( $event_id );
		if ( ! $event || 'publish' !== $event['post_status'] ) {
			return FieldError::make( 'event_id', __( 'No event has this id.', 'eventin-pro' ) );
		}
		$modules = ( new SettingsRepository() )->get( 'modules' );
		if ( ! $event['rsvp']['enabled'] || 'on' !== ( $modules['rsvp'] ?? 'on' ) ) {
			return new WP_Error( 'eventin_rsvp_off', __( 'This event does not take RSVP answers.', 'eventin-pro' ), array( 'status' => 409 ) );
		}
		$deadline = $event['rsvp']['deadline'];
		$closed   = '' !== $deadline ? ( date_create_immutable( $deadline, wp_timezone() ) < date_create_immutable( 'now', wp_timezone() ) ) : in_array( $event['status'], array( 'ongoing', 'expired' ), true );
		if ( $closed ) {
			return new WP_Error( 'eventin_rsvp_closed', __( 'Answers are closed for this event.', 'eventin-pro' ), array( 'status' => 409 ) );
		}
		return $event;
	}

	/**
	 * A 409 when `people` more going would pass the event's limit (the other
	 * answers' going people counted under the event's lock), else null.
	 *
	 * @param array<string,mixed> $event  Event (with `rsvp`).
	 * @param string              $status Answer.
	 * @param int                 $people People.
	 * @param int                 $except Answer being changed (its own places are free), 0 for none.
	 */
	private function full( array $event, string $status, int $people, int $except ): ?WP_Error {
		$limit = (int) $event['rsvp']['limit'];
		if ( 'going' !== $status || $limit <= 0 ) {
			return null;
		}
		$going = $this->answers->going_locked( (int) $event['id'] );
		if ( $except ) {
			$own    = $this->answers->get( $except );
			$going -= $own && 'going' === $own['status'] ? (int) $own['people'] : 0;
		}
		$left = max( 0, $limit - $going );
		if ( $people <= $left ) {
			return null;
		}
		$message = 0 === $left
			? __( 'All places are taken. You can still answer "maybe".', 'eventin-pro' )
			/* translators: %d: places left. */
			: sprintf( _n( 'Only %d place is left.', 'Only %d places are left.', $left, 'eventin-pro' ), $left );
		return new WP_Error(
			'eventin_rsvp_full',
			$message,
			array(
				'status' => 409,
				'left'   => $left,
				'offer'  => array_values( array_intersect( array( 'maybe' ), $event['rsvp']['answers'] ) ),
			)
		);
	}

	/**
	 * The answer's clean fields, or a 400 naming the first bad one.
	 *
	 * @param array<string,mixed> $input Input.
	 * @param array<string,mixed> $rules The event's RSVP settings.
	 * @return array{name:string,email:string,status:string,people:int,guests:array<int,array{name:string,email:string}>,reason:string}|WP_Error
	 */
	private function validate( array $input, array $rules ) {
		$name = self::plain( $input['name'] ?? null, self::MAX_NAME );
		if ( null === $name || '' === $name ) {
			/* translators: %d: most characters. */
			return FieldError::make( 'name', sprintf( __( 'Your name: plain text of 1 to %d characters.', 'eventin-pro' ), self::MAX_NAME ) );
		}
		$email = is_string( $input['email'] ?? null ) ? trim( $input['email'] ) : '';
		if ( ! is_email( $email ) || strlen( $email ) > self::MAX_NAME ) {
			return FieldError::make( 'email', __( 'Enter a valid e-mail address.', 'eventin-pro' ) );
		}
		$status = is_string( $input['status'] ?? null ) ? RsvpRepository::status( $input['status'] ) : null;
		if ( null === $status || ! in_array( $status, $rules['answers'], true ) ) {
			/* translators: %s: the answers offered. */
			return FieldError::make( 'status', sprintf( __( 'Choose one of: %s.', 'eventin-pro' ), implode( ', ', $rules['answers'] ) ) );
		}
		$people = 1;
		$guests = array();
		if ( 'not_going' !== $status ) {
			$raw = $input['people'] ?? 1;
			if ( ! ( is_int( $raw ) || ( is_string( $raw ) && ctype_digit( $raw ) ) ) || (int) $raw < $rules['min_people'] || (int) $raw > $rules['max_people'] ) {
				/* translators: 1: fewest people, 2: most people. */
				return FieldError::make( 'people', sprintf( __( 'Number of people: from %1$d to %2$d.', 'eventin-pro' ), $rules['min_people'], $rules['max_people'] ) );
			}
			$people = (int) $raw;
			$guests = self::guests( $input['guests'] ?? array(), $people - 1, $rules['guest_names'] );
			if ( is_wp_error( $guests ) ) {
				return $guests;
			}
		}
		$reason = 'not_going' === $status ? self::plain( $input['reason'] ?? '', self::MAX_REASON ) : '';
		if ( null === $reason ) {
			/* translators: %d: most characters. */
			return FieldError::make( 'reason', sprintf( __( 'Reason: plain text of at most %d characters.', 'eventin-pro' ), self::MAX_REASON ) );
		}
		return array(
			'name'   => $name,
			'email'  => $email,
			'status' => $status,
			'people' => $people,
			'guests' => $guests,
			'reason' => $reason,
		);
	}

	/**
	 * The guests' names (and addresses), or a 400 naming the first bad one.
	 *
	 * @param mixed $raw     Raw guests.
	 * @param int   $count   How many the answer brings.
	 * @param bool  $needed  Whether their names are asked.
	 * @return array<int,array{name:string,email:string}>|WP_Error
	 */
	private static function guests( $raw, int $count, bool $needed ) {
		$raw = is_array( $raw ) ? array_values( $raw ) : array();
		if ( ! $needed ) {
			return array();
		}
		if ( count( $raw ) !== $count ) {
			/* translators: %d: number of guests. */
			return FieldError::make( 'guests', sprintf( _n( 'Give the name of your %d guest.', 'Give the names of your %d guests.', $count, 'eventin-pro' ), $count ) );
		}
		$guests = array();
		foreach ( $raw as $n => $guest ) {
			$name = self::plain( is_array( $guest ) ? ( $guest['name'] ?? null ) : $guest, self::MAX_NAME );
			if ( null === $name || '' === $name ) {
				return FieldError::make( "guests[$n][name]", __( 'A guest\'s name: plain text of 1 to 100 characters.', 'eventin-pro' ) );
			}
			$email = is_array( $guest ) && is_string( $guest['email'] ?? null ) ? trim( $guest['email'] ) : '';
			if ( '' !== $email && ! is_email( $email ) ) {
				return FieldError::make( "guests[$n][email]", __( 'Enter a valid e-mail address.', 'eventin-pro' ) );
			}
			$guests[] = array(
				'name'  => $name,
				'email' => $email,
			);
		}
		return $guests;
	}

	/**
	 * Trimmed plain text of at most $max characters, or null (not a string,
	 * markup, or too long).
	 *
	 * @param mixed $value Raw value.
	 * @param int   $max   Most characters.
	 */
	private static function plain( $value, int $max ): ?string {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$value = trim( $value );
		return mb_strlen( $value ) <= $max && wp_strip_all_tags( $value ) === $value ? $value : null;
	}

	/**
	 * What a visitor reads after answering.
	 *
	 * @param string $status Answer.
	 */
	public static function recorded_message( string $status ): string {
		$messages = array(
			'going'     => __( 'Thank you! You are on the list. We sent you a confirmation by e-mail.', 'eventin-pro' ),
			'maybe'     => __( 'Thank you! We noted your "maybe" and sent you a confirmation by e-mail.', 'eventin-pro' ),
			'not_going' => __( 'Thank you for letting us know.', 'eventin-pro' ),
		);
		return $messages[ $status ];
	}

	/**
	 * A 429.
	 */
	private static function too_many(): WP_Error {
		return new WP_Error( 'eventin_rsvp_rate_limited', __( 'Too many answers in a short time. Please try again later.', 'eventin-pro' ), array( 'status' => 429 ) );
	}

	/**
	 * The result of an answer.
	 *
	 * @param int                      $status  HTTP status.
	 * @param string                   $result  Result.
	 * @param string                   $message Message.
	 * @param array<string,mixed>|null $answer  The answer stored.
	 * @return array{status:int,result:string,message:string,answer:?array<string,mixed>}
	 */
	private static function outcome( int $status, string $result, string $message, ?array $answer ): array {
		return array(
			'status'  => $status,
			'result'  => $result,
			'message' => $message,
			'answer'  => $answer,
		);
	}
}
