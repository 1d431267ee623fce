<?php
/**
 * The job queue: enqueueing a mail to an event's attendees, running it in
 * batches (WP-Cron, or inline from the progress route when cron does not
 * run), and its progress.
 *
 * @package EventinPro
 */

namespace EventinPro\Jobs;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Templates\TemplateRenderer;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Service.
 *
 * Guarantees (see JobsRepository): one active job per event and type; one
 * runner per job at a time (the job's lock); each recipient's mail handed to
 * wp_mail at most once (the item's compare-and-set before the mail). A
 * request that dies between claiming an item and finishing it leaves the
 * item in `sending`; the next runner, once the lock's time has passed, ends
 * it as failed with the reason instead of sending it again: at most one mail
 * is lost per dead request, none is ever sent twice.
 */
final class JobsService {

	/** The certificate job. */
	public const TYPE_CERTIFICATE = 'certificate';

	/** The runner's WP-Cron hook: ( $job_id, $n ), $n differs per batch. */
	public const HOOK = 'eventin_run_job';

	/** Seconds a runner holds a job's lock (a dead runner's lock runs out after it). */
	public const LOCK_TTL = 120;

	/** A cron batch: at most this many items … */
	public const BATCH_ITEMS = 500;

	/** … or about this many seconds. */
	public const BATCH_SECONDS = 20;

	/** The progress route's inline batch, when cron does not run. */
	public const POLL_ITEMS    = 25;
	public const POLL_SECONDS  = 5;
	public const STALE_SECONDS = 60;

	/**
	 * A job no runner has started yet: cron had this long to start it before
	 * the progress route does (sites whose WP-Cron loopback does not run, such
	 * as Playground, would otherwise wait STALE_SECONDS).
	 */
	public const START_SECONDS = 10;

	/** Tries of a recipient whose mail wp_mail refused (it sent nothing). */
	public const MAX_ATTEMPTS = 3;

	/** Recipients read per query when enqueueing. */
	private const ENQUEUE_PAGE = 500;

	/**
	 * Storage.
	 *
	 * @var JobsRepository
	 */
	private $jobs;

	/**
	 * Constructor.
	 *
	 * @param JobsRepository|null $jobs Storage.
	 */
	public function __construct( ?JobsRepository $jobs = null ) {
		$this->jobs = $jobs ?? new JobsRepository();
	}

	/**
	 * Queues the certificate mails of an event's attendees (published ones
	 * with an e-mail address whose payment did not fail, was not refunded or
	 * cancelled), unless that event's certificate job is queued or running:
	 * then that job. Sends nothing itself.
	 *
	 * @param int $event_id Event id.
	 * @param int $user_id  Who asks.
	 * @return array{job:array<string,mixed>,created:bool}|WP_Error
	 */
	public function enqueue_certificates( int $event_id, int $user_id ) {
		$event = ( new EventsService() )->get( $event_id );
		if ( null === $event ) {
			return new WP_Error( 'rest_not_found', __( 'Event not found.', 'eventin-pro' ), array( 'status' => 404 ) );
		}
		if ( null === TemplateRenderer::published( (int) ( $event['certificate_template'] ?? 0 ), 'certificate' ) ) {
			return new WP_Error( 'eventin_no_certificate_template', __( 'This event has no published certificate template.', 'eventin-pro' ), array( 'status' => 400 ) );
		}
		$attendees = new AttendeesService();
		return $this->enqueue(
			self::TYPE_CERTIFICATE,
			$event_id,
			$user_id,
			function ( int $after ) use ( $attendees, $event_id ): array {
				return $this->valid_recipients( $attendees->recipients( $event_id, $after, self::ENQUEUE_PAGE ) );
			},
			array(),
			__( 'No attendee of this event has an e-mail address to send a certificate to.', 'eventin-pro' )
		);
	}

	/**
	 * Queues a job of a type for an event, unless one of that type and event
	 * is queued or running: then that job (`created` false). Sends nothing
	 * itself. Its recipients come a page at a time from $pages.
	 *
	 * @param string                     $type          Job type (types()).
	 * @param int                        $event_id      Event id.
	 * @param int                        $user_id       Who asks.
	 * @param callable(int):array<int,mixed> $pages     The recipients after an id (0 first), keyed by id ascending;
	 *                                                  a page shorter than ENQUEUE_PAGE is the last.
	 * @param array<string,mixed>        $payload       What the type needs to compose the mails.
	 * @param string                     $no_recipients The 400's message when there is nobody to send to.
	 * @return array{job:array<string,mixed>,created:bool}|WP_Error
	 */
	public function enqueue( string $type, int $event_id, int $user_id, callable $pages, array $payload, string $no_recipients ) {
		$active = $this->jobs->active( $type, $event_id );
		if ( null !== $active ) {
			return array(
				'job'     => $active,
				'created' => false,
			);
		}
		// Created locked: no runner starts it before every item is in.
		$hold = time() + self::LOCK_TTL;
		$id   = $this->jobs->create( $type, $event_id, $user_id, $hold, $payload );
		if ( 0 === $id ) {
			// Another request created it a moment ago.
			$active = $this->jobs->active( $type, $event_id );
			if ( null === $active ) {
				return new WP_Error( 'eventin_job_busy', __( 'The mails could not be queued. Please try again.', 'eventin-pro' ), array( 'status' => 409 ) );
			}
			return array(
				'job'     => $active,
				'created' => false,
			);
		}
		$total = 0;
		$after = 0;
		do {
			$page = $pages( $after );
			$full = count( $page ) >= self::ENQUEUE_PAGE;
			if ( $page ) {
				$after  = max( array_keys( $page ) );
				$total += $this->jobs->add_items( $id, array_keys( $page ) );
			}
		} while ( $full );
		if ( 0 === $total ) {
			$this->jobs->delete( $id );
			return new WP_Error( 'eventin_no_recipients', $no_recipients, array( 'status' => 400 ) );
		}
		$this->jobs->update( $id, 'queued', $total, 0, 0 );
		$this->jobs->unlock( $id, $hold );
		$this->schedule( $id, 0 );
		return array(
			'job'     => (array) $this->jobs->get( $id ),
			'created' => true,
		);
	}

	/**
	 * The job types: type => handler (filter `eventin_job_types`, where
	 * features add theirs).
	 *
	 * @return array<string,JobType>
	 */
	public static function types(): array {
		/**
		 * Job types the queue runs.
		 *
		 * @param array<string,JobType> $types Type => handler.
		 */
		$types = (array) apply_filters( 'eventin_job_types', array( self::TYPE_CERTIFICATE => new CertificateJob() ) );
		return array_filter(
			$types,
			static function ( $handler ): bool {
				return $handler instanceof JobType;
			}
		);
	}

	/**
	 * What the progress of a job says.
	 *
	 * @param array<string,mixed> $job Job.
	 */
	public static function progress_message( array $job ): string {
		$type = self::types()[ $job['type'] ] ?? null;
		if ( 'failed' === $job['status'] && $type ) {
			return $type->failed_message( $job );
		}
		/* translators: 1: mails sent, 2: mails in all, 3: mails that failed. */
		return sprintf( __( '%1$s of %2$s sent, %3$s failed.', 'eventin-pro' ), number_format_i18n( (int) $job['sent'] ), number_format_i18n( (int) $job['total'] ), number_format_i18n( (int) $job['failed'] ) );
	}

	/**
	 * A job, or null.
	 *
	 * @param int $id Job id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		return $this->jobs->get( $id );
	}

	/**
	 * A job's progress. When the job is still to run but no runner has
	 * touched it for STALE_SECONDS (cron does not run on this site, or its
	 * last runner died), or has not started it within START_SECONDS, and
	 * nobody holds it, one small batch runs here first.
	 *
	 * @param int $id Job id.
	 * @return array<string,mixed>|null
	 */
	public function progress( int $id ): ?array {
		$job = $this->jobs->get( $id );
		if ( null === $job || ! in_array( $job['status'], JobsRepository::ACTIVE, true ) ) {
			return $job;
		}
		$now     = time();
		$touched = (int) strtotime( $job['updated_at'] . ' UTC' );
		$waited  = 'queued' === $job['status'] && 0 === $job['sent'] + $job['failed'] ? self::START_SECONDS : self::STALE_SECONDS;
		if ( $touched > $now - $waited || $job['lock_until'] >= $now ) {
			return $job;
		}
		$this->run( $id, self::POLL_ITEMS, self::POLL_SECONDS, $now );
		return $this->jobs->get( $id );
	}

	/**
	 * The WP-Cron hook: one batch, then the next one scheduled while items remain.
	 *
	 * @param int|string $job_id Job id.
	 * @param int|string $n      Batch number.
	 */
	public static function run_hook( $job_id, $n = 0 ): void {
		( new self() )->run( (int) $job_id, self::BATCH_ITEMS, self::BATCH_SECONDS, (int) $n + 1 );
	}

	/**
	 * Runs one batch of a job: takes its lock (or returns at once when
	 * another runner holds it), sends up to $max_items mails or for about
	 * $max_seconds, writes the counters and schedules the next batch while
	 * items remain.
	 *
	 * @param int $id          Job id.
	 * @param int $max_items   Most mails.
	 * @param int $max_seconds About this long at most.
	 * @param int $next        Argument of the next batch's cron event (differs per batch).
	 * @return array<string,mixed>|null The job after the batch; null when it was locked or is no job.
	 */
	public function run( int $id, int $max_items, int $max_seconds, int $next = 1 ): ?array {
		$job = $this->jobs->get( $id );
		if ( null === $job || ! in_array( $job['status'], JobsRepository::ACTIVE, true ) ) {
			return $job;
		}
		$now   = time();
		$until = $now + self::LOCK_TTL;
		if ( ! $this->jobs->lock( $id, $until, $now ) ) {
			return null;
		}
		$status = 'running';
		try {
			$this->jobs->update( $id, 'running', $job['total'], $job['sent'], $job['failed'] );
			// Items a dead runner left in `sending`: claimed longer ago than any lock lasts, so their runner is gone.
			$this->jobs->end_abandoned( $id, gmdate( 'Y-m-d H:i:s', $now - self::LOCK_TTL ), __( 'Interrupted while sending: this mail may not have gone out, and is not sent again.', 'eventin-pro' ) );
			$reason = $this->cannot_run( $job );
			if ( '' !== $reason ) {
				$this->jobs->fail_queued( $id, $reason );
				$status = 'failed';
			} else {
				$this->send_items( $job, $max_items, microtime( true ) + $max_seconds );
			}
		} finally {
			$counts = $this->jobs->counts( $id );
			if ( 'failed' !== $status && 0 === $counts['queued'] && 0 === $counts['sending'] ) {
				$status = 'done';
			}
			$this->jobs->update( $id, $status, array_sum( $counts ), $counts['sent'], $counts['failed'] );
			$this->jobs->unlock( $id, $until );
		}
		if ( in_array( $status, JobsRepository::ACTIVE, true ) ) {
			// Only items a dead runner left: look again once they can be ended.
			$this->schedule( $id, $next, 0 === $counts['queued'] ? self::LOCK_TTL : 0 );
		} else {
			self::unschedule( $id );
		}
		/**
		 * Fires after a batch of a job ran.
		 *
		 * @param array<string,mixed> $job The job after the batch.
		 */
		do_action( 'eventin_job_batch_done', $this->jobs->get( $id ) );
		return $this->jobs->get( $id );
	}

	/**
	 * Schedules a batch of a job through WP-Cron (unless one is scheduled)
	 * and asks WordPress to run cron now. The arguments differ per batch:
	 * WordPress refuses an event equal to one scheduled within 10 minutes.
	 *
	 * @param int $id    Job id.
	 * @param int $n     Batch number.
	 * @param int $delay Seconds from now.
	 */
	public function schedule( int $id, int $n, int $delay = 0 ): void {
		if ( self::is_scheduled( $id ) ) {
			return;
		}
		wp_schedule_single_event( time() + $delay, self::HOOK, array( $id, $n ) );
		// A site that disabled WP-Cron runs it from a system cron; the progress route runs batches too.
		if ( ! ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ) && ! wp_doing_cron() ) {
			spawn_cron();
		}
	}

	/**
	 * Whether a batch of the job is scheduled.
	 *
	 * @param int $id Job id.
	 */
	public static function is_scheduled( int $id ): bool {
		foreach ( (array) _get_cron_array() as $hooks ) {
			foreach ( (array) ( $hooks[ self::HOOK ] ?? array() ) as $event ) {
				if ( (int) ( $event['args'][0] ?? 0 ) === $id ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Removes the job's scheduled batches (it ended).
	 *
	 * @param int $id Job id.
	 */
	public static function unschedule( int $id ): void {
		foreach ( (array) _get_cron_array() as $timestamp => $hooks ) {
			foreach ( (array) ( $hooks[ self::HOOK ] ?? array() ) as $event ) {
				if ( (int) ( $event['args'][0] ?? 0 ) === $id ) {
					wp_unschedule_event( (int) $timestamp, self::HOOK, array_values( $event['args'] ) ); // Scheduled as a list: the same list.
				}
			}
		}
	}

	/**
	 * The job's public fields, as the routes answer them.
	 *
	 * @param array<string,mixed> $job Job.
	 * @return array{id:int,status:string,total:int,sent:int,failed:int}
	 */
	public static function public_fields( array $job ): array {
		return array(
			'id'     => (int) $job['id'],
			'status' => (string) $job['status'],
			'total'  => (int) $job['total'],
			'sent'   => (int) $job['sent'],
			'failed' => (int) $job['failed'],
		);
	}

	/**
	 * Why a job can no longer run ('' when it can): its event is gone, its
	 * type unknown, or its type says so.
	 *
	 * @param array<string,mixed> $job Job.
	 */
	private function cannot_run( array $job ): string {
		$event = ( new EventsService() )->get( (int) $job['event_id'] );
		if ( null === $event ) {
			return __( 'The event was deleted.', 'eventin-pro' );
		}
		$type = self::types()[ $job['type'] ] ?? null;
		if ( null === $type ) {
			return __( 'Unknown job type.', 'eventin-pro' );
		}
		return $type->cannot_run( $job, $event );
	}

	/**
	 * Sends the next items of a job, each claimed first. The caller holds the
	 * job's lock; even two callers at once (a runner that outlived its lock)
	 * send each item's mail once, as only one of them claims it.
	 *
	 * @param array<string,mixed> $job       Job.
	 * @param int                 $max_items Most mails.
	 * @param float               $deadline  microtime() to stop at.
	 * @return int Items claimed.
	 */
	public function send_items( array $job, int $max_items, float $deadline ): int {
		$event   = (array) ( new EventsService() )->get( (int) $job['event_id'] );
		$type    = self::types()[ $job['type'] ] ?? null;
		$done    = 0;
		$written = microtime( true );
		$error   = '';
		$listen  = static function ( $failure ) use ( &$error ): void {
			$error = is_wp_error( $failure ) ? $failure->get_error_message() : __( 'The mail could not be sent.', 'eventin-pro' );
		};
		add_action( 'wp_mail_failed', $listen );
		try {
			while ( $done < $max_items && microtime( true ) < $deadline ) {
				$items = $this->jobs->queued( (int) $job['id'], min( 50, $max_items - $done ) );
				if ( ! $items ) {
					break;
				}
				$mails = $type ? $type->mails( $job, $event, array_column( $items, 'attendee_id' ) ) : array();
				foreach ( $items as $item_id => $item ) {
					if ( $done >= $max_items || microtime( true ) >= $deadline ) {
						break 2;
					}
					// The compare-and-set: only the request that moved the item to `sending` sends its mail.
					if ( ! $this->jobs->claim( $item_id ) ) {
						continue;
					}
					++$done;
					$mail = $mails[ $item['attendee_id'] ] ?? __( 'No longer a recipient.', 'eventin-pro' );
					if ( ! is_array( $mail ) ) {
						$this->jobs->finish( $item_id, 'failed', (string) $mail );
						continue;
					}
					$error = '';
					if ( wp_mail( $mail['to'], $mail['subject'], $mail['message'], $mail['headers'] ) ) {
						$this->jobs->finish( $item_id, 'sent' );
					} else {
						// wp_mail sent nothing: try again in a later batch, a few times.
						$again = $item['attempts'] + 1 < self::MAX_ATTEMPTS;
						// @phpstan-ignore notIdentical.alwaysFalse ($error is set by reference, by the wp_mail_failed listener above.)
						$this->jobs->finish( $item_id, $again ? 'queued' : 'failed', '' !== $error ? $error : __( 'The mail could not be sent.', 'eventin-pro' ) );
					}
					if ( microtime( true ) - $written > 2 ) {
						// Progress for the dashboard, every few seconds of a long batch.
						$counts  = $this->jobs->counts( (int) $job['id'] );
						$written = microtime( true );
						$this->jobs->update( (int) $job['id'], 'running', array_sum( $counts ), $counts['sent'], $counts['failed'] );
					}
				}
			}
		} finally {
			remove_action( 'wp_mail_failed', $listen );
		}
		return $done;
	}

	/**
	 * The recipients with a valid address.
	 *
	 * @param array<int,string> $recipients Attendee id => address.
	 * @return array<int,string>
	 */
	private function valid_recipients( array $recipients ): array {
		return array_filter(
			$recipients,
			static function ( string $email ): bool {
				return (bool) is_email( $email );
			}
		);
	}
}
