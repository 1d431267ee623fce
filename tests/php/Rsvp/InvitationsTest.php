<?php
/**
 * RSVP invitations: recipients from every source (each address once), the
 * preview with its placeholders filled, the send through the job queue (one
 * mail per person, invited people remembered), reminders to the "maybe" and
 * the not yet answered, bad input, and who may send.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Rsvp;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Jobs\JobsRepository;
use EventinPro\Jobs\JobsService;

/**
 * Invitations.
 */
final class InvitationsTest extends RsvpTestCase {

	/**
	 * A send's body.
	 *
	 * @param int                 $event      Event id.
	 * @param array<string,mixed> $recipients Recipients.
	 * @param array<string,mixed> $more       Changes.
	 * @return array<string,mixed>
	 */
	private static function body( int $event, array $recipients, array $more = array() ): array {
		return $more + array(
			'event_id'   => $event,
			'recipients' => $recipients,
			'subject'    => 'Will you come to {{event_title}}?',
			'message'    => "Hello {{attendee_name}},\n\n{{event_title}} starts {{event_start_date}}.\nAnswer here: {{rsvp_link}}",
		);
	}

	/**
	 * Runs a job's batches until it ends.
	 *
	 * @param int $job_id Job id.
	 */
	private function run_job( int $job_id ): array {
		$service = new JobsService();
		for ( $n = 0; $n < 50; $n++ ) {
			$job = (array) $service->run( $job_id, 500, 60 );
			if ( ! in_array( $job['status'] ?? '', JobsRepository::ACTIVE, true ) ) {
				return $job;
			}
		}
		$this->fail( 'the job did not end' );
	}

	/**
	 * Addresses of the mails sent, sorted.
	 *
	 * @return string[]
	 */
	private function mailed(): array {
		$to = array();
		foreach ( $this->mails() as $mail ) {
			$to[] = is_array( $mail['to'] ) ? implode( ',', $mail['to'] ) : (string) $mail['to'];
		}
		sort( $to );
		return $to;
	}

	public function test_the_preview_fills_the_placeholders_for_the_first_recipient_and_counts_each_address_once(): void {
		$this->as_user( 'administrator' );
		$event = self::rsvp_event( array(), 'Garden <b>party</b>' );
		self::eventin_answer( $event, 'Ann Lee', 'maybe', 1 );
		$response = $this->request(
			'POST',
			'/eventin/v2/rsvp-invitations/preview',
			self::body(
				$event,
				array(
					'emails'  => array( 'grace@example.org', 'GRACE@example.org', 'ann.lee@example.org' ),
					'answers' => array( 'maybe' ),
				)
			)
		);
		$this->assertStatus( 200, $response );
		$data = $this->json( $response );
		$this->assertSame( 2, $data['total'] );
		$this->assertSame( array( 'grace@example.org', 'ann.lee@example.org' ), array_column( $data['sample'], 'email' ) );
		$this->assertSame(
			array(
				'name'  => '',
				'email' => 'grace@example.org',
			),
			$data['to']
		);
		$this->assertSame( 'Will you come to Garden party?', $data['subject'] );
		$this->assertStringStartsWith( "Hello grace,\n\nGarden party starts ", $data['message'] );
		$this->assertStringContainsString( 'Answer here: ' . get_permalink( $event ) . '#eventin-rsvp', $data['message'] );
		$this->assertSame( array(), $this->mails(), 'a preview sends nothing' );
	}

	public function test_a_send_mails_each_person_once_and_remembers_them_for_a_reminder(): void {
		$this->as_user( 'administrator' );
		$event    = self::rsvp_event();
		$response = $this->request( 'POST', '/eventin/v2/rsvp-invitations', self::body( $event, array( 'emails' => array( 'a@example.org', 'b@example.org', 'c@example.org', 'A@example.org' ) ) ) );
		$this->assertStatus( 202, $response );
		$data = $this->json( $response );
		$this->assertSame( 'The invitation is being sent to 3 people.', $data['message'] );
		$this->assertSame( 3, $data['job']['total'] );
		$this->assertSame( array(), $this->mails(), 'the send only queues' );

		$again = $this->request( 'POST', '/eventin/v2/rsvp-invitations', self::body( $event, array( 'emails' => array( 'd@example.org' ) ) ) );
		$this->assertStatus( 409, $again );
		$this->assertSame( 'eventin_rsvp_invitations_busy', $this->json( $again )['code'] );
		$this->assertSame( $data['job']['id'], $this->json( $again )['data']['job']['id'] );

		$job = $this->run_job( (int) $data['job']['id'] );
		$this->assertSame( array( 'done', 3, 0 ), array( $job['status'], $job['sent'], $job['failed'] ) );
		$this->assertSame( array( 'a@example.org', 'b@example.org', 'c@example.org' ), $this->mailed() );
		$this->run_job( (int) $data['job']['id'] );
		$this->assertCount( 3, $this->mails(), 'nobody is mailed twice by one send' );
		$mail = $this->mails()[0];
		$this->assertSame( 'Will you come to Garden party?', $mail['subject'] );
		$this->assertStringContainsString( 'Content-Type: text/plain', implode( "\n", (array) $mail['headers'] ) );

		$progress = $this->json( $this->request( 'GET', '/eventin/v2/jobs/' . $data['job']['id'] ) );
		$this->assertSame( '3 of 3 sent, 0 failed.', $progress['message'] );

		// B answers; the reminder to those who have not answered goes to A and C.
		list( $status ) = self::answer( self::going( $event, array( 'email' => 'b@example.org' ) ) );
		$this->assertSame( 201, $status );
		$before   = count( $this->mails() );
		$reminder = $this->request( 'POST', '/eventin/v2/rsvp-invitations', self::body( $event, array( 'answers' => array( 'not_answered' ) ) ) );
		$this->assertStatus( 202, $reminder );
		$this->run_job( (int) $this->json( $reminder )['job']['id'] );
		$sent = array_map(
			static function ( array $mail ): string {
				return (string) $mail['to'];
			},
			array_slice( $this->mails(), $before )
		);
		sort( $sent );
		$this->assertSame( array( 'a@example.org', 'c@example.org' ), $sent );
	}

	public function test_a_reminder_to_the_maybes_and_another_events_attendees(): void {
		$this->as_user( 'administrator' );
		$event = self::rsvp_event();
		self::eventin_answer( $event, 'Ann Lee', 'maybe', 2 );
		self::eventin_answer( $event, 'Bob Ray', 'going', 1 );
		$other = ( new EventsService() )->create(
			array(
				'title'       => 'Last year',
				'post_status' => 'publish',
				'start_date'  => '2025-06-01',
			)
		);
		( new AttendeesService() )->create(
			(int) $other['id'],
			array(
				'name'           => 'Cy Dow',
				'email'          => 'cy@example.org',
				'payment_status' => 'success',
			)
		);
		$response = $this->request(
			'POST',
			'/eventin/v2/rsvp-invitations/preview',
			self::body(
				$event,
				array(
					'answers'      => array( 'maybe' ),
					'attendees_of' => (int) $other['id'],
				)
			)
		);
		$this->assertStatus( 200, $response );
		$this->assertEqualsCanonicalizing(
			array(
				array(
					'name'  => 'Cy Dow',
					'email' => 'cy@example.org',
				),
				array(
					'name'  => 'Ann Lee',
					'email' => 'ann.lee@example.org',
				),
			),
			$this->json( $response )['sample']
		);
	}

	/**
	 * Bad sends: the field and the reason.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string,2:string}>
	 */
	public function bad_sends(): array {
		return array(
			'no recipient'       => array( array( 'recipients' => array() ), 'recipients', 'Choose at least one recipient.' ),
			'a bad address'      => array( array( 'recipients' => array( 'emails' => array( 'ok@example.org', 'not-an-address' ) ) ), 'recipients.emails', 'Not an e-mail address: not-an-address' ),
			'an unknown role'    => array( array( 'recipients' => array( 'roles' => array( 'wizard' ) ) ), 'recipients.roles', 'No role is called wizard.' ),
			'an empty subject'   => array( array( 'subject' => '  ' ), 'subject', 'Subject: 1 to 200 characters on one line.' ),
			'a long message'     => array( array( 'message' => str_repeat( 'x', 5001 ) ), 'message', 'Message: 1 to 5000 characters.' ),
			'an unknown event'   => array( array( 'event_id' => 999999 ), 'event_id', 'Choose a published event whose RSVP is on.' ),
			'no attendees event' => array( array( 'recipients' => array( 'attendees_of' => 999999 ) ), 'recipients.attendees_of', 'No event has this id.' ),
		);
	}

	/**
	 * A bad send is refused naming the field, and sends nothing.
	 *
	 * @dataProvider bad_sends
	 * @param array<string,mixed> $change  Change to a good body.
	 * @param string              $field   Field named.
	 * @param string              $message Reason.
	 */
	public function test_a_bad_send_is_refused_naming_the_field( array $change, string $field, string $message ): void {
		$this->as_user( 'administrator' );
		$event = self::rsvp_event();
		foreach ( array( '/eventin/v2/rsvp-invitations/preview', '/eventin/v2/rsvp-invitations' ) as $route ) {
			$response = $this->request( 'POST', $route, array_merge( self::body( $event, array( 'emails' => array( 'ok@example.org' ) ) ), $change ) );
			$this->assertStatus( 400, $response, $route );
			$this->assertSame( array( $field => $message ), $this->json( $response )['data']['params'], $route );
		}
		$this->assertSame( 0, (int) $GLOBALS['wpdb']->get_var( 'SELECT COUNT(*) FROM ' . JobsRepository::table() . " WHERE type = 'rsvp_invitation'" ) ); // phpcs:ignore WordPress.DB
	}

	public function test_an_event_whose_rsvp_is_off_takes_no_invitation_and_a_job_stops_when_it_is_turned_off(): void {
		$this->as_user( 'administrator' );
		$event    = self::rsvp_event();
		$response = $this->request( 'POST', '/eventin/v2/rsvp-invitations', self::body( $event, array( 'emails' => array( 'a@example.org' ) ) ) );
		$this->assertStatus( 202, $response );
		( new EventsService() )->update( $event, array( 'rsvp_enabled' => 'no' ) );
		$job = $this->run_job( (int) $this->json( $response )['job']['id'] );
		$this->assertSame( 'failed', $job['status'] );
		$this->assertSame( array(), $this->mails() );
		$progress = $this->json( $this->request( 'GET', '/eventin/v2/jobs/' . $job['id'] ) );
		$this->assertSame( 'The invitations could not all be sent: the event was deleted or no longer takes RSVP answers.', $progress['message'] );
		$this->assertStatus( 400, $this->request( 'POST', '/eventin/v2/rsvp-invitations/preview', self::body( $event, array( 'emails' => array( 'a@example.org' ) ) ) ) );
	}

	/**
	 * Who may send.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'rsvp-only role'  => array( 'invite_matrix_rsvp', array( Permissions::RSVP ), true ),
				'event-only role' => array( 'invite_matrix_events', array( Permissions::EVENT ), false ),
			)
		);
	}

	/**
	 * The route × role matrix.
	 *
	 * @dataProvider roles
	 * @param string|int $role    Role (0: anonymous).
	 * @param string[]   $caps    Caps of a custom role.
	 * @param bool       $allowed Whether it may send.
	 */
	public function test_route_role_matrix( $role, array $caps, bool $allowed ): void {
		$event = self::rsvp_event();
		wp_set_current_user( $this->matrix_user( $role, $caps ) );
		$denied = 0 === $role ? 401 : 403;
		$body   = self::body( $event, array( 'emails' => array( 'a@example.org' ) ) );
		$this->assertStatus( $allowed ? 200 : $denied, $this->request( 'GET', '/eventin/v2/rsvp-invitations/options' ) );
		$this->assertStatus( $allowed ? 200 : $denied, $this->request( 'POST', '/eventin/v2/rsvp-invitations/preview', $body ) );
		$this->assertStatus( $allowed ? 202 : $denied, $this->request( 'POST', '/eventin/v2/rsvp-invitations', $body ) );
	}

	public function test_sources_that_read_people_need_the_right_to_list_them(): void {
		$this->as_user( $this->make_user( 'invite_only_rsvp', array( Permissions::RSVP ) ) );
		$event   = self::rsvp_event();
		$options = $this->json( $this->request( 'GET', '/eventin/v2/rsvp-invitations/options' ) );
		$this->assertSame( array(), $options['roles'], 'no roles for who may not list users' );
		$this->assertSame( array( $event ), array_column( $options['events'], 'id' ) );
		$by_role = $this->request( 'POST', '/eventin/v2/rsvp-invitations/preview', self::body( $event, array( 'roles' => array( 'subscriber' ) ) ) );
		$this->assertStatus( 403, $by_role );
		$this->assertSame( 'Sorry, you are not allowed to send to users by role.', $this->json( $by_role )['message'] );
		$attendees = $this->request( 'POST', '/eventin/v2/rsvp-invitations/preview', self::body( $event, array( 'attendees_of' => $event ) ) );
		$this->assertStatus( 403, $attendees );

		$this->as_user( 'administrator' );
		$options = $this->json( $this->request( 'GET', '/eventin/v2/rsvp-invitations/options' ) );
		$this->assertContains( 'subscriber', array_column( $options['roles'], 'slug' ) );
		$this->make_user( 'subscriber' );
		$preview = $this->json( $this->request( 'POST', '/eventin/v2/rsvp-invitations/preview', self::body( $event, array( 'roles' => array( 'subscriber' ) ) ) ) );
		$this->assertGreaterThanOrEqual( 1, $preview['total'] );
	}
}
