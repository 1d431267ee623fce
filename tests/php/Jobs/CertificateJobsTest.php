<?php
/**
 * The certificate job: starting it (once per event), who may start and watch
 * it, whom it mails, and that every recipient gets exactly one mail, driven
 * through the runner as cron would, through the progress route's fallback,
 * and across a batch that dies halfway.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Jobs;

use EventinPro\Jobs\Jobs;
use EventinPro\Jobs\JobsRepository;
use EventinPro\Jobs\JobsService;
use EventinPro\Templates\Certificates;
use EventinPro\Templates\TemplatesService;
use EventinPro\Tests\Support\Mailbox;

/**
 * Certificate jobs.
 */
final class CertificateJobsTest extends JobsTestCase {

	/**
	 * Starts the certificate job of an event as an administrator.
	 *
	 * @param int    $event_id Event id.
	 * @param string $method   GET or POST.
	 * @return array<string,mixed> The answer.
	 */
	private function start( int $event_id, string $method = 'POST' ): array {
		if ( ! get_current_user_id() ) {
			$this->as_user( 'administrator' );
		}
		$response = $this->request( $method, "/eventin/v2/events/$event_id/send_certificate" );
		$this->assertStatus( 200, $response );
		return $this->json( $response );
	}

	public function test_starting_queues_the_attendees_once_and_sends_nothing(): void {
		list( $event ) = $this->certified_event();
		$ids           = $this->attendees( $event, 3 );
		$first         = $this->start( $event );
		$this->assertSame( array( 'id', 'status', 'total', 'sent', 'failed' ), array_keys( $first['job'] ) );
		$this->assertSame( 'queued', $first['job']['status'] );
		$this->assertSame( 3, $first['job']['total'] );
		$this->assertSame( 'The certificates are being sent to 3 attendees.', $first['message'] );
		$this->assertSame( array(), $this->mails(), 'the start route only queues' );
		$this->assertTrue( JobsService::is_scheduled( $first['job']['id'] ), 'a cron batch is scheduled' );
		$this->assertSame( $ids, array_map( 'intval', array_column( ( new JobsRepository() )->items( $first['job']['id'] ), 'attendee_id' ) ) );

		$second = $this->start( $event, 'GET' );
		$this->assertSame( $first['job'], $second['job'], 'the same job, not a second one' );
		$this->assertSame( 'The certificates of this event are being sent already.', $second['message'] );
		$this->assertCount( 3, ( new JobsRepository() )->items( $first['job']['id'] ) );

		$this->run_to_end( $first['job']['id'] );
		$third = $this->start( $event );
		$this->assertNotSame( $first['job']['id'], $third['job']['id'], 'a finished job lets the event start another' );
	}

	public function test_only_published_paid_attendees_with_an_address_are_mailed(): void {
		list( $event ) = $this->certified_event();
		$paid          = $this->attendees( $event, 1 );
		$pending       = $this->attendees( $event, 1, array( 'etn_status' => 'pending' ) );
		$this->attendees( $event, 1, array( 'etn_status' => 'failed' ) );
		$this->attendees( $event, 1, array( 'etn_status' => 'refunded' ) );
		$this->attendees( $event, 1, array(), 'trash' );
		$this->attendees( $event, 1, array(), 'draft' );
		$this->attendees( $event, 1, array( 'etn_email' => '' ) );
		$this->attendees( $event, 1, array( 'etn_email' => 'not an address' ) );
		$booked = array();
		foreach ( array( 'completed', 'cancelled', 'refunded', 'failed' ) as $status ) {
			$booking = wp_insert_post(
				array(
					'post_type'   => 'etn-order',
					'post_status' => 'publish',
					'post_title'  => 'Booking',
				)
			);
			update_post_meta( $booking, 'status', $status );
			$booked[ $status ] = $this->attendees( $event, 1, array( 'eventin_order_id' => (string) $booking ) )[0];
		}
		list( $other ) = $this->certified_event();
		$this->attendees( $other, 2 );

		$job = $this->start( $event )['job'];
		$this->assertSame( 3, $job['total'] );
		$this->run_to_end( $job['id'] );
		$sent = self::recipients_of( $this->mails() );
		sort( $sent );
		$this->assertSame( array( $paid[0], $pending[0], $booked['completed'] ), $sent );
	}

	public function test_a_thousand_attendees_get_exactly_a_thousand_mails(): void {
		list( $event ) = $this->certified_event( array( 'title' => 'Spring <b>Conference</b>' ) );
		( new \EventinPro\Settings\SettingsRepository() )->update(
			array(
				'email_sender_name'    => 'Eventin Team',
				'email_sender_address' => 'events@example.org',
			)
		);
		$ids     = $this->attendees( $event, 1000 );
		$job     = $this->start( $event )['job'];
		$started = microtime( true );
		$batches = $this->run_to_end( $job['id'] );
		$seconds = microtime( true ) - $started;
		$this->assertSame( 2, $batches, '1,000 mails in batches of ' . JobsService::BATCH_ITEMS );

		$mails = $this->mails();
		$this->assertCount( 1000, $mails );
		$sent = self::recipients_of( $mails );
		sort( $sent );
		$this->assertSame( $ids, $sent, 'each attendee once' );
		$mail = $mails[0];
		$this->assertSame( "attendee-{$ids[0]}@example.org", $mail['to'] );
		$this->assertSame( 'Your certificate for Spring Conference', $mail['subject'] );
		$this->assertStringContainsString( "Hello Attendee {$ids[0]},", $mail['message'] );
		$this->assertStringContainsString( Certificates::url( $ids[0] ), $mail['message'] );
		$this->assertContains( 'From: "Eventin Team" <events@example.org>', $mail['headers'] );
		$this->assertContains( 'Content-Type: text/plain; charset=UTF-8', $mail['headers'] );

		$final = ( new JobsService() )->get( $job['id'] );
		$this->assertSame( array( 'done', 1000, 1000, 0 ), array( $final['status'], $final['total'], $final['sent'], $final['failed'] ) );
		$this->assertFalse( JobsService::is_scheduled( $job['id'] ), 'nothing left to schedule' );
		$this->assertNull( ( new JobsRepository() )->active( JobsService::TYPE_CERTIFICATE, $event ) );
		$this->assertSame( 'done', ( new JobsService() )->run( $job['id'], 10, 10 )['status'], 'running a finished job sends nothing' );
		$this->assertCount( 1000, $this->mails() );
		$this->assertGreaterThan( 0, $seconds );
	}

	public function test_a_batch_that_dies_after_a_mail_never_sends_it_again(): void {
		list( $event ) = $this->certified_event();
		$ids           = $this->attendees( $event, 10 );
		$job           = $this->start( $event )['job'];
		// The fourth mail goes out, then the request dies before the item is marked sent.
		$die = static function ( $result, $atts ) {
			if ( 4 === count( Mailbox::sent() ) + 1 ) {
				Mailbox::capture( null, $atts );
				throw new \RuntimeException( 'killed' );
			}
			return $result;
		};
		add_filter( 'pre_wp_mail', $die, 10, 2 );
		try {
			( new JobsService() )->run( $job['id'], 100, 60 );
			$this->fail( 'the batch should have died' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'killed', $e->getMessage() );
		} finally {
			remove_filter( 'pre_wp_mail', $die, 10 );
		}
		$this->assertCount( 4, $this->mails() );
		$items = array_column( ( new JobsRepository() )->items( $job['id'] ), 'status', 'attendee_id' );
		$this->assertSame( 'sending', $items[ $ids[3] ], 'claimed, its end unknown' );

		// Run again at once: the others go out; the one in doubt waits until its runner surely died.
		$this->run_batches_until_only_doubt( $job['id'] );
		$this->assertCount( 10, $this->mails() );
		$this->age_job( $job['id'], JobsService::LOCK_TTL + 1 );
		$this->run_to_end( $job['id'] );

		$sent = self::recipients_of( $this->mails() );
		sort( $sent );
		$this->assertSame( $ids, $sent, 'exactly one mail per attendee' );
		$final = ( new JobsService() )->get( $job['id'] );
		$this->assertSame( array( 'done', 10, 9, 1 ), array( $final['status'], $final['total'], $final['sent'], $final['failed'] ) );
		$doubt = ( new JobsRepository() )->items( $job['id'] )[3];
		$this->assertSame( array( 'failed', '1' ), array( $doubt['status'], (string) $doubt['attempts'] ) );
		$this->assertStringStartsWith( 'Interrupted while sending', $doubt['last_error'] );
	}

	public function test_a_batch_that_dies_before_a_mail_loses_only_that_mail(): void {
		list( $event ) = $this->certified_event();
		$ids           = $this->attendees( $event, 6 );
		$job           = $this->start( $event )['job'];
		$calls         = 0;
		$die           = static function ( $result ) use ( &$calls ) {
			if ( 3 === ++$calls ) {
				throw new \RuntimeException( 'killed' );
			}
			return $result;
		};
		add_filter( 'pre_wp_mail', $die, 10 );
		try {
			( new JobsService() )->run( $job['id'], 100, 60 );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'killed', $e->getMessage() );
		} finally {
			remove_filter( 'pre_wp_mail', $die, 10 );
		}
		$this->age_job( $job['id'], JobsService::LOCK_TTL + 1 );
		$this->run_to_end( $job['id'] );
		$sent = self::recipients_of( $this->mails() );
		sort( $sent );
		$this->assertSame( array( $ids[0], $ids[1], $ids[3], $ids[4], $ids[5] ), $sent, 'never twice; the mail in flight is the one lost' );
		$final = ( new JobsService() )->get( $job['id'] );
		$this->assertSame( array( 'done', 6, 5, 1 ), array( $final['status'], $final['total'], $final['sent'], $final['failed'] ) );
	}

	public function test_a_mail_wp_mail_refuses_is_tried_again_then_counted_failed(): void {
		list( $event ) = $this->certified_event();
		$ids           = $this->attendees( $event, 3 );
		$job           = $this->start( $event )['job'];
		$refuse        = static function ( $result, $atts ) use ( $ids ) {
			if ( "attendee-{$ids[1]}@example.org" === $atts['to'] ) {
				do_action( 'wp_mail_failed', new \WP_Error( 'wp_mail_failed', 'SMTP connect() failed.' ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- as wp_mail() reports a failure.
				return false;
			}
			return $result;
		};
		add_filter( 'pre_wp_mail', $refuse, 10, 2 );
		$this->run_to_end( $job['id'] );
		remove_filter( 'pre_wp_mail', $refuse, 10 );
		$this->assertSame( array( $ids[0], $ids[2] ), self::recipients_of( $this->mails() ) );
		$item = ( new JobsRepository() )->items( $job['id'] )[1];
		$this->assertSame( array( 'failed', (string) JobsService::MAX_ATTEMPTS, 'SMTP connect() failed.' ), array( $item['status'], (string) $item['attempts'], $item['last_error'] ) );
		$final = ( new JobsService() )->get( $job['id'] );
		$this->assertSame( array( 'done', 3, 2, 1 ), array( $final['status'], $final['total'], $final['sent'], $final['failed'] ) );
	}

	public function test_the_progress_route_runs_a_batch_when_the_job_waited_too_long(): void {
		list( $event ) = $this->certified_event();
		$this->attendees( $event, JobsService::POLL_ITEMS + 5 );
		$job = $this->start( $event )['job'];

		$progress = $this->json( $this->request( 'GET', "/eventin/v2/jobs/{$job['id']}" ) );
		$this->assertSame( $job, $progress['job'], 'fresh: cron has its chance first' );
		$this->assertSame( '0 of 30 sent, 0 failed.', $progress['message'] );
		$this->assertSame( array(), $this->mails() );

		$this->age_job( $job['id'], JobsService::STALE_SECONDS + 1 );
		( new JobsRepository() )->lock( $job['id'], time() + 60, time() );
		$this->request( 'GET', "/eventin/v2/jobs/{$job['id']}" );
		$this->assertSame( array(), $this->mails(), 'not while a runner holds it' );

		$this->age_job( $job['id'], JobsService::STALE_SECONDS + 1 );
		$progress = $this->json( $this->request( 'GET', "/eventin/v2/jobs/{$job['id']}" ) );
		$this->assertCount( JobsService::POLL_ITEMS, $this->mails(), 'one small batch' );
		$this->assertSame( array( 'running', 30, JobsService::POLL_ITEMS, 0 ), array( $progress['job']['status'], $progress['job']['total'], $progress['job']['sent'], $progress['job']['failed'] ) );

		$this->age_job( $job['id'], JobsService::STALE_SECONDS + 1 );
		$progress = $this->json( $this->request( 'GET', "/eventin/v2/jobs/{$job['id']}" ) );
		$this->assertSame( array( 'done', 30, 30, 0 ), array( $progress['job']['status'], $progress['job']['total'], $progress['job']['sent'], $progress['job']['failed'] ) );
		$this->assertCount( 30, $this->mails() );
	}

	public function test_a_job_cron_never_started_runs_from_the_progress_route_after_a_few_seconds(): void {
		list( $event ) = $this->certified_event();
		$this->attendees( $event, 3 );
		$job = $this->start( $event )['job'];
		$this->age_job( $job['id'], JobsService::START_SECONDS - 2 );
		$this->request( 'GET', "/eventin/v2/jobs/{$job['id']}" );
		$this->assertSame( array(), $this->mails(), 'cron still has its chance' );

		$this->age_job( $job['id'], JobsService::START_SECONDS + 1 );
		$progress = $this->json( $this->request( 'GET', "/eventin/v2/jobs/{$job['id']}" ) );
		$this->assertCount( 3, $this->mails() );
		$this->assertSame( 'done', $progress['job']['status'] );
	}

	public function test_the_cron_hook_runs_a_batch_and_schedules_the_next(): void {
		list( $event ) = $this->certified_event();
		$this->attendees( $event, 3 );
		$job = $this->start( $event )['job'];
		wp_unschedule_hook( JobsService::HOOK );
		do_action( JobsService::HOOK, $job['id'], 0 ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- the plugin's own hook, as WP-Cron fires it.
		$this->assertCount( 3, $this->mails() );
		$this->assertSame( 'done', ( new JobsService() )->get( $job['id'] )['status'] );
		$this->assertFalse( JobsService::is_scheduled( $job['id'] ) );

		list( $big ) = $this->certified_event();
		$this->attendees( $big, JobsService::BATCH_ITEMS + 1 );
		$job = $this->start( $big )['job'];
		wp_unschedule_hook( JobsService::HOOK );
		do_action( JobsService::HOOK, $job['id'], 0 ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- the plugin's own hook, as WP-Cron fires it.
		$this->assertSame( 'running', ( new JobsService() )->get( $job['id'] )['status'] );
		$next = wp_get_scheduled_event( JobsService::HOOK, array( $job['id'], 1 ) );
		$this->assertNotFalse( $next, 'the next batch, with other arguments' );
	}

	public function test_a_job_fails_when_the_template_is_unpublished_meanwhile(): void {
		list( $event, $template ) = $this->certified_event();
		$this->attendees( $event, 4 );
		$job = $this->start( $event )['job'];
		( new TemplatesService() )->update( $template, array( 'status' => 'draft' ) );
		$this->run_to_end( $job['id'] );
		$this->assertSame( array(), $this->mails() );
		$final    = ( new JobsService() )->get( $job['id'] );
		$progress = $this->json( $this->request( 'GET', "/eventin/v2/jobs/{$job['id']}" ) );
		$this->assertSame( array( 'failed', 4, 0, 4 ), array( $final['status'], $final['total'], $final['sent'], $final['failed'] ) );
		$this->assertStringContainsString( 'could not all be sent', $progress['message'] );
	}

	public function test_an_event_without_a_published_certificate_template_or_recipients_is_refused(): void {
		$this->as_user( 'administrator' );
		list( $draft ) = $this->certified_event( array(), 'draft' );
		$this->attendees( $draft, 2 );
		$response = $this->request( 'POST', "/eventin/v2/events/$draft/send_certificate" );
		$this->assertStatus( 400, $response );
		$this->assertSame( 'eventin_no_certificate_template', $this->json( $response )['code'] );

		list( $none ) = $this->certified_event( array( 'certificate_template' => 0 ) );
		$this->assertStatus( 400, $this->request( 'POST', "/eventin/v2/events/$none/send_certificate" ) );

		list( $empty ) = $this->certified_event();
		$response      = $this->request( 'POST', "/eventin/v2/events/$empty/send_certificate" );
		$this->assertStatus( 400, $response );
		$this->assertSame( 'No attendee of this event has an e-mail address to send a certificate to.', $this->json( $response )['message'] );
		$this->assertNull( ( new JobsRepository() )->active( JobsService::TYPE_CERTIFICATE, $empty ) );

		$this->assertStatus( 404, $this->request( 'POST', '/eventin/v2/events/999999999/send_certificate' ) );
		$this->assertStatus( 404, $this->request( 'GET', '/eventin/v2/jobs/999999999' ) );
		$this->assertSame( array(), $this->mails() );
	}

	/**
	 * Who may start an event's certificates and who may watch the job.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:int,3:int}> Role, caps, start status, progress status.
	 */
	public static function roles(): array {
		return array(
			'anonymous'                           => array( 0, array(), 401, 401 ),
			'subscriber'                          => array( 'subscriber', array(), 403, 403 ),
			'editor'                              => array( 'editor', array(), 403, 403 ),
			'an organizer'                        => array( 'etn-organizer', array(), 403, 403 ),
			'templates only'                      => array( 'jobs-templates', array( 'etn_manage_template' ), 403, 403 ),
			'an event manager, not of this event' => array( 'jobs-events', array( 'etn_manage_event' ), 403, 200 ),
			'administrator'                       => array( 'administrator', array(), 200, 200 ),
		);
	}

	/**
	 * The route × role matrix.
	 *
	 * @dataProvider roles
	 *
	 * @param string|int $role     Role (0 = anonymous).
	 * @param string[]   $caps     Caps of a custom role.
	 * @param int        $start    Expected status of the start.
	 * @param int        $progress Expected status of the progress.
	 */
	public function test_permissions( $role, array $caps, int $start, int $progress ): void {
		list( $event ) = $this->certified_event();
		$this->attendees( $event, 2 );
		$this->as_user( 'administrator' );
		$job = $this->start( $event )['job'];
		$this->as_user( $this->matrix_user( $role, $caps ) );
		foreach ( array( 'GET', 'POST' ) as $method ) {
			$this->assertStatus( $start, $this->request( $method, "/eventin/v2/events/$event/send_certificate" ), $method );
		}
		$this->assertStatus( $progress, $this->request( 'GET', "/eventin/v2/jobs/{$job['id']}" ) );
		if ( 403 === $progress ) {
			$this->assertStatus( 403, $this->request( 'GET', '/eventin/v2/jobs/999999999' ), 'not even whether a job exists' );
		}
		$this->assertSame( array(), $this->mails() );
	}

	public function test_an_event_manager_starts_their_own_events_certificates_and_watches_the_job(): void {
		$manager       = $this->make_user( 'jobs-events', array( 'etn_manage_event' ) );
		list( $event ) = $this->certified_event( array( 'post_author' => $manager ) );
		$this->attendees( $event, 2 );
		$this->as_user( $manager );
		$job = $this->start( $event )['job'];
		$this->assertSame( 2, $job['total'] );
		$this->assertSame( $manager, ( new JobsService() )->get( $job['id'] )['created_by'] );

		// The creator keeps seeing their job's progress after losing the permission.
		$user = get_userdata( $manager );
		$user->set_role( 'subscriber' );
		wp_set_current_user( 0 );
		wp_set_current_user( $manager );
		$this->assertStatus( 200, $this->request( 'GET', "/eventin/v2/jobs/{$job['id']}" ) );
		$this->assertStatus( 403, $this->request( 'POST', "/eventin/v2/events/$event/send_certificate" ) );
	}

	public function test_install_is_idempotent_and_uninstall_removes_the_queue(): void {
		Jobs::install();
		Jobs::install();
		list( $event ) = $this->certified_event();
		$this->attendees( $event, 1 );
		$job = $this->start( $event )['job'];
		$this->assertTrue( JobsService::is_scheduled( $job['id'] ) );
		Jobs::uninstall( false );
		$this->assertFalse( JobsService::is_scheduled( $job['id'] ), 'scheduled batches always go' );
		$this->assertNotNull( ( new JobsService() )->get( $job['id'] ), 'the history stays without content removal' );

		wp_delete_post( $event, true );
		$this->assertNull( ( new JobsService() )->get( $job['id'] ), 'a deleted event takes its jobs along' );
	}

	/**
	 * Runs batches until only items in doubt (claimed, end unknown) remain.
	 *
	 * @param int $job_id Job id.
	 */
	private function run_batches_until_only_doubt( int $job_id ): void {
		$service = new JobsService();
		for ( $i = 0; $i < 10; $i++ ) {
			$job    = $service->run( $job_id, 100, 60 );
			$counts = ( new JobsRepository() )->counts( $job_id );
			if ( 0 === $counts['queued'] ) {
				$this->assertSame( 'running', $job['status'], 'not done while an item is in doubt' );
				$this->assertSame( 1, $counts['sending'] );
				return;
			}
		}
		$this->fail( 'items remained queued' );
	}
}
