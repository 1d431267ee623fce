<?php
/**
 * RSVP invitations and reminders: who gets them (typed addresses, users by
 * role, another event's attendees, this event's "maybe" or not yet answered
 * invitees), their preview, and the send through the job queue.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Jobs\JobsService;
use EventinPro\Rest\FieldError;
use EventinPro\Support\PlainMail;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Service.
 */
final class InvitationService {

	/** The job type of a send. */
	public const JOB_TYPE = 'rsvp_invitation';

	/** Most recipients of one send. */
	public const MAX_RECIPIENTS = 10000;

	/** Most typed addresses. */
	public const MAX_TYPED = 1000;

	/** Longest subject and message. */
	public const MAX_SUBJECT = 200;
	public const MAX_MESSAGE = 5000;

	/** The answers a reminder may go to. */
	public const ANSWER_SOURCES = array( 'maybe', 'not_answered' );

	/** The placeholders of a subject and message. */
	public const PLACEHOLDERS = array( '{{event_title}}', '{{event_start_date}}', '{{rsvp_link}}', '{{attendee_name}}' );

	/** People read per query. */
	private const PAGE = 500;

	/**
	 * RSVP answers.
	 *
	 * @var RsvpService
	 */
	private $rsvp;

	/**
	 * Invitations.
	 *
	 * @var InvitationsRepository
	 */
	private $invites;

	/**
	 * Constructor.
	 *
	 * @param RsvpService|null           $rsvp    Answers.
	 * @param InvitationsRepository|null $invites Invitations.
	 */
	public function __construct( ?RsvpService $rsvp = null, ?InvitationsRepository $invites = null ) {
		$this->rsvp    = $rsvp ?? new RsvpService();
		$this->invites = $invites ?? new InvitationsRepository();
	}

	/**
	 * What the form chooses from: the published events whose RSVP is on
	 * (soonest last first, at most 100) and, for those who may list users,
	 * the roles with their numbers of users.
	 *
	 * @return array{roles:array<int,array{slug:string,name:string,users:int}>,events:array<int,array{id:int,title:string,start_date:string}>}
	 */
	public function options(): array {
		$events = array();
		foreach ( ( new \EventinPro\Events\EventsService() )->with_rsvp( '', 1, 100 )[0] as $event ) {
			if ( 'publish' === get_post_status( (int) $event['id'] ) ) {
				$events[] = array(
					'id'         => (int) $event['id'],
					'title'      => (string) $event['title'],
					'start_date' => (string) $event['start_date'],
				);
			}
		}
		$roles = array();
		if ( current_user_can( 'list_users' ) ) {
			$counts = count_users();
			foreach ( wp_roles()->get_names() as $slug => $name ) {
				$roles[] = array(
					'slug'  => (string) $slug,
					'name'  => translate_user_role( $name ),
					'users' => (int) ( $counts['avail_roles'][ $slug ] ?? 0 ),
				);
			}
		}
		return array(
			'roles'  => $roles,
			'events' => $events,
		);
	}

	/**
	 * The invitation as the first recipient will read it, the number of
	 * recipients and the first ten.
	 *
	 * @param array<string,mixed> $input event_id, recipients, subject, message.
	 * @return array{subject:string,message:string,to:?array{name:string,email:string},total:int,sample:array<int,array{name:string,email:string}>}|WP_Error
	 */
	public function preview( array $input ) {
		$checked = $this->check( $input );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		list( $event, $people, $subject, $message ) = $checked;
		$sample                                     = array();
		foreach ( array_slice( $people, 0, 10, true ) as $email => $name ) {
			$sample[] = array(
				'name'  => $name,
				'email' => $email,
			);
		}
		$first = $sample[0] ?? null;
		$mail  = self::compose( $event, $first ? $first['email'] : '', $first ? $first['name'] : '', $subject, $message );
		return array(
			'subject' => $mail['subject'],
			'message' => $mail['message'],
			'to'      => $first,
			'total'   => count( $people ),
			'sample'  => $sample,
		);
	}

	/**
	 * Sends the invitation: remembers its recipients as invited and queues one
	 * mail to each (the queue's ledger sends each at most once). A send to an
	 * event whose invitations are being sent already is refused with that job.
	 *
	 * @param array<string,mixed> $input   event_id, recipients, subject, message.
	 * @param int                 $user_id Who sends.
	 * @return array{job:array<string,mixed>,total:int}|WP_Error
	 */
	public function send( array $input, int $user_id ) {
		$checked = $this->check( $input );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		list( $event, $people, $subject, $message ) = $checked;
		$jobs                                       = new JobsService();
		$busy                                       = static function ( array $job ): WP_Error {
			return new WP_Error(
				'eventin_rsvp_invitations_busy',
				__( 'Invitations to this event are being sent already. Wait until they are sent, then send again.', 'eventin-pro' ),
				array(
					'status' => 409,
					'job'    => JobsService::public_fields( $job ),
				)
			);
		};
		$active                                     = ( new \EventinPro\Jobs\JobsRepository() )->active( self::JOB_TYPE, (int) $event['id'] );
		if ( $active ) {
			return $busy( $active );
		}
		$ids    = $this->invites->remember( (int) $event['id'], $people, $user_id );
		$result = $jobs->enqueue(
			self::JOB_TYPE,
			(int) $event['id'],
			$user_id,
			static function ( int $after ) use ( $ids ): array {
				$page = array();
				foreach ( $ids as $id ) {
					if ( $id > $after ) {
						$page[ $id ] = true;
						if ( count( $page ) >= 500 ) {
							break;
						}
					}
				}
				return $page;
			},
			array(
				'subject' => $subject,
				'message' => $message,
			),
			__( 'Nobody to send to: the recipients chosen have no e-mail address.', 'eventin-pro' )
		);
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		if ( ! $result['created'] ) {
			return $busy( $result['job'] );
		}
		return array(
			'job'   => $result['job'],
			'total' => count( $ids ),
		);
	}

	/**
	 * An invitation's mail, its placeholders filled (plain text; the subject
	 * on one line).
	 *
	 * @param array<string,mixed> $event   Event (RsvpService::event()).
	 * @param string              $email   Recipient's address.
	 * @param string              $name    Recipient's name ('' when unknown).
	 * @param string              $subject Subject as written.
	 * @param string              $message Message as written.
	 * @return array{to:string,subject:string,message:string,headers:string[]}
	 */
	public static function compose( array $event, string $email, string $name, string $subject, string $message ): array {
		$start = trim( (string) ( $event['start_date'] ?? '' ) . ' ' . (string) ( $event['start_time'] ?? '' ) );
		$when  = '' !== $start ? date_create_immutable( $start, wp_timezone() ) : false;
		$greet = '' !== $name ? $name : strstr( $email, '@', true );
		$pairs = array(
			'{{event_title}}'      => PlainMail::text( $event['title'] ?? '' ),
			'{{event_start_date}}' => $when ? wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $when->getTimestamp() ) : '',
			'{{rsvp_link}}'        => esc_url_raw( (string) ( $event['link'] ?? '' ) ) . '#' . RsvpForm::ANCHOR,
			'{{attendee_name}}'    => PlainMail::text( false !== $greet && '' !== $greet ? $greet : __( 'there', 'eventin-pro' ) ),
		);
		return array(
			'to'      => $email,
			'subject' => PlainMail::text( strtr( $subject, $pairs ) ),
			'message' => rtrim( strtr( str_replace( "\r\n", "\n", $message ), $pairs ) ) . "\n",
			'headers' => PlainMail::headers(),
		);
	}

	/**
	 * The event, recipients (address => name, in order, each once) and the
	 * clean subject and message; or a 400 naming the field, a 403 for a source
	 * the user may not read.
	 *
	 * @param array<string,mixed> $input Input.
	 * @return array{0:array<string,mixed>,1:array<string,string>,2:string,3:string}|WP_Error
	 */
	private function check( array $input ) {
		$event = $this->rsvp->event( (int) ( $input['event_id'] ?? 0 ) );
		if ( ! $event || 'publish' !== $event['post_status'] || ! $event['rsvp']['enabled'] ) {
			return FieldError::make( 'event_id', __( 'Choose a published event whose RSVP is on.', 'eventin-pro' ) );
		}
		$subject = self::text( $input['subject'] ?? null, self::MAX_SUBJECT, false );
		if ( null === $subject ) {
			/* translators: %d: most characters. */
			return FieldError::make( 'subject', sprintf( __( 'Subject: 1 to %d characters on one line.', 'eventin-pro' ), self::MAX_SUBJECT ) );
		}
		$message = self::text( $input['message'] ?? null, self::MAX_MESSAGE, true );
		if ( null === $message ) {
			/* translators: %d: most characters. */
			return FieldError::make( 'message', sprintf( __( 'Message: 1 to %d characters.', 'eventin-pro' ), self::MAX_MESSAGE ) );
		}
		$people = $this->recipients( (int) $event['id'], is_array( $input['recipients'] ?? null ) ? $input['recipients'] : array() );
		if ( is_wp_error( $people ) ) {
			return $people;
		}
		return array( $event, $people, $subject, $message );
	}

	/**
	 * The recipients of the sources chosen: address (as first found) => name,
	 * each address once whatever its case.
	 *
	 * @param int                 $event_id   The invitation's event.
	 * @param array<string,mixed> $recipients emails, roles, attendees_of, answers.
	 * @return array<string,string>|WP_Error
	 */
	private function recipients( int $event_id, array $recipients ) {
		$filled  = static function ( string $text ): bool {
			return '' !== $text;
		};
		$emails  = array_values( array_filter( array_map( 'strval', (array) ( $recipients['emails'] ?? array() ) ), $filled ) );
		$roles   = array_values( array_filter( array_map( 'strval', (array) ( $recipients['roles'] ?? array() ) ), $filled ) );
		$other   = (int) ( $recipients['attendees_of'] ?? 0 );
		$answers = array_values( array_map( 'strval', (array) ( $recipients['answers'] ?? array() ) ) );
		if ( ! $emails && ! $roles && ! $other && ! $answers ) {
			return FieldError::make( 'recipients', __( 'Choose at least one recipient.', 'eventin-pro' ) );
		}
		$people = array();
		$seen   = array();
		$add    = static function ( string $email, string $name ) use ( &$people, &$seen ): bool {
			$key = strtolower( $email );
			if ( ! isset( $seen[ $key ] ) && is_email( $email ) ) {
				$seen[ $key ]     = true;
				$people[ $email ] = mb_substr( PlainMail::text( $name ), 0, 100 );
			}
			return count( $people ) <= self::MAX_RECIPIENTS;
		};

		if ( count( $emails ) > self::MAX_TYPED ) {
			/* translators: %d: most addresses. */
			return FieldError::make( 'recipients.emails', sprintf( __( 'At most %d typed addresses per send.', 'eventin-pro' ), self::MAX_TYPED ) );
		}
		foreach ( $emails as $email ) {
			$email = trim( $email );
			if ( ! is_email( $email ) || strlen( $email ) > 100 ) {
				/* translators: %s: what was typed. */
				return FieldError::make( 'recipients.emails', sprintf( __( 'Not an e-mail address: %s', 'eventin-pro' ), mb_substr( wp_strip_all_tags( $email ), 0, 100 ) ) );
			}
			$add( $email, '' );
		}

		if ( $roles ) {
			if ( ! current_user_can( 'list_users' ) ) {
				return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to send to users by role.', 'eventin-pro' ), array( 'status' => rest_authorization_required_code() ) );
			}
			$unknown = array_diff( $roles, array_keys( wp_roles()->get_names() ) );
			if ( $unknown ) {
				/* translators: %s: role. */
				return FieldError::make( 'recipients.roles', sprintf( __( 'No role is called %s.', 'eventin-pro' ), sanitize_key( (string) reset( $unknown ) ) ) );
			}
			for ( $page = 1; ; $page++ ) {
				$users = get_users(
					array(
						'role__in' => $roles,
						'orderby'  => 'ID',
						'number'   => self::PAGE,
						'paged'    => $page,
						'fields'   => array( 'user_email', 'display_name' ),
					)
				);
				foreach ( $users as $user ) {
					if ( ! $add( (string) $user->user_email, (string) $user->display_name ) ) {
						return self::too_many();
					}
				}
				if ( count( $users ) < self::PAGE ) {
					break;
				}
			}
		}

		if ( $other ) {
			if ( ! current_user_can( Permissions::ATTENDEE ) ) {
				return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to send to the attendees of an event.', 'eventin-pro' ), array( 'status' => rest_authorization_required_code() ) );
			}
			if ( ! $this->rsvp->summary( $other ) ) {
				return FieldError::make( 'recipients.attendees_of', __( 'No event has this id.', 'eventin-pro' ) );
			}
			$attendees = new AttendeesService();
			$after     = 0;
			do {
				$page = $attendees->recipients( $other, $after, self::PAGE );
				$rows = $attendees->get_many( array_keys( $page ) );
				foreach ( $page as $id => $email ) {
					if ( ! $add( $email, (string) ( $rows[ $id ]['name'] ?? '' ) ) ) {
						return self::too_many();
					}
				}
				$after = $page ? max( array_keys( $page ) ) : $after;
				$more  = count( $page ) === self::PAGE;
			} while ( $more );
		}

		foreach ( $answers as $source ) {
			if ( ! in_array( $source, self::ANSWER_SOURCES, true ) ) {
				/* translators: %s: the sources allowed. */
				return FieldError::make( 'recipients.answers', sprintf( __( 'Choose among: %s.', 'eventin-pro' ), implode( ', ', self::ANSWER_SOURCES ) ) );
			}
			$more = 'maybe' === $source ? $this->answered_maybe( $event_id ) : $this->not_answered( $event_id );
			foreach ( $more as $email => $name ) {
				if ( ! $add( (string) $email, $name ) ) {
					return self::too_many();
				}
			}
		}

		if ( ! $people ) {
			return new WP_Error( 'eventin_rsvp_no_recipients', __( 'Nobody to send to: the recipients chosen have no e-mail address.', 'eventin-pro' ), array( 'status' => 400 ) );
		}
		return $people;
	}

	/**
	 * Who answered "maybe" to the event: address => name.
	 *
	 * @param int $event_id Event id.
	 * @return array<string,string>
	 */
	private function answered_maybe( int $event_id ): array {
		$people = array();
		for ( $page = 1; ; $page++ ) {
			list( $ids ) = $this->rsvp->response_ids( $event_id, array( 'status' => 'maybe' ), $page, self::PAGE );
			foreach ( $this->rsvp->get_many( $ids ) as $answer ) {
				$people[ (string) $answer['email'] ] = (string) $answer['name'];
			}
			if ( count( $ids ) < self::PAGE || count( $people ) > self::MAX_RECIPIENTS ) {
				return $people;
			}
		}
	}

	/**
	 * Who was invited to the event and has not answered: address => name.
	 *
	 * @param int $event_id Event id.
	 * @return array<string,string>
	 */
	private function not_answered( int $event_id ): array {
		$people = array();
		$after  = 0;
		do {
			$page = $this->invites->not_answered( $event_id, $after, self::PAGE );
			foreach ( $page as $id => $person ) {
				$people[ $person['email'] ] = $person['name'];
				$after                      = $id;
			}
			$more = count( $page ) === self::PAGE && count( $people ) <= self::MAX_RECIPIENTS;
		} while ( $more );
		return $people;
	}

	/**
	 * Trimmed text of 1 to $max characters without tags (one line unless
	 * $multiline), or null.
	 *
	 * @param mixed $value     Raw value.
	 * @param int   $max       Most characters.
	 * @param bool  $multiline Whether line breaks are kept.
	 */
	private static function text( $value, int $max, bool $multiline ): ?string {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$value = $multiline ? sanitize_textarea_field( $value ) : sanitize_text_field( $value );
		return '' !== $value && mb_strlen( $value ) <= $max ? $value : null;
	}

	/**
	 * The 400 of a send to too many people.
	 */
	private static function too_many(): WP_Error {
		/* translators: %s: most recipients. */
		return FieldError::make( 'recipients', sprintf( __( 'At most %s people per send: choose fewer recipients.', 'eventin-pro' ), number_format_i18n( self::MAX_RECIPIENTS ) ) );
	}
}
