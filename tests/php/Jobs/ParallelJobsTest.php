<?php
/**
 * Real parallel runners (separate PHP processes, each with its own database
 * connection, released at the same moment) and a runner killed mid-batch:
 * every recipient still gets exactly one mail.
 *
 * These tests commit their data (the workers cannot see an open transaction)
 * and delete it afterwards.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Jobs;

use EventinPro\Jobs\JobsRepository;
use EventinPro\Jobs\JobsService;
use EventinPro\Tests\Support\Mailbox;
use EventinPro\Tests\Support\ParallelRequests;

/**
 * Parallel and killed runners.
 */
final class ParallelJobsTest extends JobsTestCase {

	use ParallelRequests;

	/**
	 * Templates committed for the workers.
	 *
	 * @var int[]
	 */
	private $templates = array();

	/**
	 * Removes what the test committed (events with their attendees and, through
	 * the event's deletion, its jobs; templates; scheduled batches).
	 */
	protected function tearDown(): void {
		$this->remove_committed();
		foreach ( $this->templates as $template ) {
			wp_delete_post( $template, true );
		}
		wp_unschedule_hook( JobsService::HOOK );
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		parent::tearDown();
	}

	/**
	 * A committed event with $count attendees and its queued certificate job.
	 *
	 * @param int $count Attendees.
	 * @return array{0:int,1:int[]} Job id, attendee ids.
	 */
	private function committed_job( int $count ): array {
		list( $event, $template ) = $this->certified_event();
		$this->templates[]        = $template;
		$ids                      = $this->attendees( $event, $count );
		$this->as_user( 'administrator' );
		$result = ( new JobsService() )->enqueue_certificates( $event, get_current_user_id() );
		$this->assertIsArray( $result );
		$this->commit_for_workers( $event );
		return array( $result['job']['id'], $ids );
	}

	/**
	 * A worker's job: runs small batches of the job until it ends, as cron
	 * and the progress route would, competing for its lock.
	 *
	 * @param array<string,mixed> $payload {job}.
	 * @return array{mails:int[],batches:int,locked:int}
	 */
	public static function runner_job( array $payload ): array {
		$service = new JobsService();
		$batches = 0;
		$locked  = 0;
		$until   = microtime( true ) + 60;
		while ( microtime( true ) < $until ) {
			$job = $service->run( (int) $payload['job'], 10, 20 );
			if ( null === $job ) {
				++$locked;
				usleep( 1000 );
				$job = $service->get( (int) $payload['job'] );
			} else {
				++$batches;
			}
			if ( ! in_array( $job['status'], JobsRepository::ACTIVE, true ) ) {
				break;
			}
		}
		return array(
			'mails'   => self::recipients_of( Mailbox::sent() ),
			'batches' => $batches,
			'locked'  => $locked,
		);
	}

	/**
	 * A worker's job: sends the job's items as if it held the lock while the
	 * other does too (a runner that outlived its lock).
	 *
	 * @param array<string,mixed> $payload {job}.
	 * @return array{mails:int[],claimed:int}
	 */
	public static function sender_job( array $payload ): array {
		$service = new JobsService();
		$claimed = $service->send_items( (array) $service->get( (int) $payload['job'] ), 100000, microtime( true ) + 60 );
		return array(
			'mails'   => self::recipients_of( Mailbox::sent() ),
			'claimed' => $claimed,
		);
	}

	/**
	 * A worker's job: runs one batch and dies (exit: no finally block, no
	 * unlock) right after its fifth mail went out.
	 *
	 * @param array<string,mixed> $payload {job}.
	 * @return array<string,mixed> Printed by the shutdown function instead.
	 */
	public static function killed_job( array $payload ): array {
		register_shutdown_function(
			static function (): void {
				echo wp_json_encode( array( 'mails' => self::recipients_of( Mailbox::sent() ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput
			}
		);
		add_filter(
			'pre_wp_mail',
			static function ( $result, $atts ) {
				if ( 5 === count( Mailbox::sent() ) + 1 ) {
					Mailbox::capture( null, $atts );
					exit( 0 );
				}
				return $result;
			},
			10,
			2
		);
		( new JobsService() )->run( (int) $payload['job'], 100, 60 );
		return array( 'error' => 'not killed' );
	}

	/**
	 * A worker's job: queues the event's certificates (the button clicked in two tabs at once).
	 *
	 * @param array<string,mixed> $payload {event}.
	 * @return array{job?:int,created?:bool,error?:string}
	 */
	public static function enqueue_job( array $payload ): array {
		$result = ( new JobsService() )->enqueue_certificates( (int) $payload['event'], get_current_user_id() );
		if ( is_wp_error( $result ) ) {
			return array( 'error' => $result->get_error_code() );
		}
		return array(
			'job'     => (int) $result['job']['id'],
			'created' => (bool) $result['created'],
		);
	}

	public function test_two_requests_queueing_the_same_mails_at_once_make_one_job(): void {
		list( $event, $template ) = $this->certified_event();
		$this->templates[]        = $template;
		$ids                      = $this->attendees( $event, 50 );
		$admin                    = $this->make_user( 'administrator' );
		$this->commit_for_workers( $event );
		$outcomes = $this->run_parallel(
			self::class . '::enqueue_job',
			array( array( 'event' => $event ), array( 'event' => $event ) ),
			$admin
		);
		$this->assertArrayHasKey( 'job', $outcomes[0], wp_json_encode( $outcomes ) );
		$this->assertArrayHasKey( 'job', $outcomes[1], wp_json_encode( $outcomes ) );
		$this->assertSame( $outcomes[0]['job'], $outcomes[1]['job'], 'both were given the one job' );
		$created = array( $outcomes[0]['created'], $outcomes[1]['created'] );
		sort( $created );
		$this->assertSame( array( false, true ), $created, 'one created it, the other found it' );
		$items = ( new JobsRepository() )->items( $outcomes[0]['job'] );
		$this->assertSame( $ids, array_map( 'intval', array_column( $items, 'attendee_id' ) ), 'one item per attendee' );
	}

	public function test_two_runners_at_once_send_each_mail_once(): void {
		list( $job, $ids ) = $this->committed_job( 200 );
		$outcomes          = $this->run_parallel(
			self::class . '::runner_job',
			array( array( 'job' => $job ), array( 'job' => $job ) )
		);
		$sent              = array_merge( $outcomes[0]['mails'], $outcomes[1]['mails'] );
		sort( $sent );
		$this->assertSame( $ids, $sent, 'exactly one mail per attendee across both runners' );
		$final = ( new JobsService() )->get( $job );
		$this->assertSame( array( 'done', 200, 200, 0 ), array( $final['status'], $final['total'], $final['sent'], $final['failed'] ) );
		$this->assertGreaterThanOrEqual( 20, $outcomes[0]['batches'] + $outcomes[1]['batches'] );
		$attempts = array_map( 'intval', array_column( ( new JobsRepository() )->items( $job ), 'attempts' ) );
		$this->assertSame( array_fill( 0, 200, 1 ), $attempts, 'the ledger: each recipient\'s step ran once' );
	}

	public function test_two_senders_holding_the_lock_at_once_still_send_each_mail_once(): void {
		list( $job, $ids ) = $this->committed_job( 300 );
		$outcomes          = $this->run_parallel(
			self::class . '::sender_job',
			array( array( 'job' => $job ), array( 'job' => $job ) )
		);
		$sent              = array_merge( $outcomes[0]['mails'], $outcomes[1]['mails'] );
		sort( $sent );
		$this->assertSame( $ids, $sent, 'the item ledger lets one sender claim each mail' );
		$this->assertSame( 300, $outcomes[0]['claimed'] + $outcomes[1]['claimed'] );
		$counts = ( new JobsRepository() )->counts( $job );
		$this->assertSame( array( 0, 0, 300, 0 ), array( $counts['queued'], $counts['sending'], $counts['sent'], $counts['failed'] ) );
	}

	public function test_a_runner_killed_mid_batch_then_run_again_sends_each_mail_once(): void {
		list( $job, $ids ) = $this->committed_job( 40 );
		$killed            = $this->run_parallel( self::class . '::killed_job', array( array( 'job' => $job ) ) )[0];
		$this->assertCount( 5, $killed['mails'], 'five mails went out before it died' );

		$this->assertNull( ( new JobsService() )->run( $job, 100, 60 ), 'its lock holds until it runs out' );
		$this->assertSame( array(), $this->mails() );
		$items = array_count_values( array_column( ( new JobsRepository() )->items( $job ), 'status' ) );
		$this->assertSame( 1, $items['sending'], 'the fifth: mailed, not marked' );

		$this->age_job( $job, JobsService::LOCK_TTL + 1 );
		$this->run_to_end( $job );
		$sent = array_merge( $killed['mails'], self::recipients_of( $this->mails() ) );
		sort( $sent );
		$this->assertSame( $ids, $sent, 'exactly one mail per attendee' );
		$final = ( new JobsService() )->get( $job );
		$this->assertSame( array( 'done', 40, 39, 1 ), array( $final['status'], $final['total'], $final['sent'], $final['failed'] ), 'the one in doubt is reported, not resent' );
	}
}
