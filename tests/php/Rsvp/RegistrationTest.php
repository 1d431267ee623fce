<?php
/**
 * A visitor's RSVP answer (POST /eventin/v2/rsvp-registration): stored as
 * Eventin Pro 4 stores it, mailed without the form's free text, one answer
 * per address (a change waits for the mailed confirmation), the "going"
 * limit, "can't come", bad input, the honeypot and the rate limits.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Rsvp;

use EventinPro\EventPage\EventPage;
use EventinPro\Rsvp\RsvpLinks;
use EventinPro\Rsvp\RsvpRepository;
use EventinPro\Settings\SettingsRepository;

/**
 * Registration.
 */
final class RegistrationTest extends RsvpTestCase {

	/**
	 * The links of a mail's body.
	 *
	 * @param string $message Body.
	 * @return string[]
	 */
	private static function links( string $message ): array {
		preg_match_all( '#https?://\S+#', $message, $found );
		return $found[0];
	}

	/**
	 * The query values of a link.
	 *
	 * @param string $url Link.
	 * @return array<string,string>
	 */
	private static function query( string $url ): array {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $values );
		return $values;
	}

	/**
	 * Answers stored for an event (top-level posts).
	 *
	 * @param int $event Event id.
	 * @return \WP_Post[]
	 */
	private static function stored( int $event ): array {
		return get_posts(
			array(
				'post_type'   => RsvpRepository::POST_TYPE,
				'post_parent' => 0,
				'numberposts' => -1,
				'meta_key'    => 'event_id', // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_value'  => (string) $event, // phpcs:ignore WordPress.DB.SlowDBQuery
			)
		);
	}

	public function test_an_answer_is_stored_as_eventin_stores_it_and_mailed_to_its_address(): void {
		$event                 = self::rsvp_event();
		list( $status, $body ) = self::answer(
			self::going(
				$event,
				array(
					'name' => 'Grace <b>Hopper</b>',
				)
			)
		);
		$this->assertSame( 400, $status, 'markup in the name is refused' );
		$this->assertArrayHasKey( 'name', $body['data']['params'] );

		list( $status, $body ) = self::answer( self::going( $event ) );
		$this->assertSame( 201, $status );
		$this->assertSame( 'recorded', $body['result'] );
		$this->assertSame( 'Thank you! You are on the list. We sent you a confirmation by e-mail.', $body['message'] );
		$this->assertSame( array( 'id', 'status', 'people' ), array_keys( $body['answer'] ), 'nothing more goes back to the visitor' );
		$id = $body['answer']['id'];
		$this->assertSame( 'Grace Hopper', get_the_title( $id ) );
		$this->assertSame( 'going', get_post_meta( $id, 'etn_rsvp_value', true ) );
		$this->assertSame( '2', get_post_meta( $id, 'number_of_attendee', true ) );
		$this->assertSame( 'grace@example.org', get_post_meta( $id, 'attendee_email', true ) );
		$this->assertSame( (string) $event, get_post_meta( $id, 'event_id', true ) );
		$guests = get_children(
			array(
				'post_parent' => $id,
				'post_type'   => RsvpRepository::POST_TYPE,
			)
		);
		$this->assertSame( array( 'Alan Turing' ), array_values( wp_list_pluck( $guests, 'post_title' ) ) );
		$this->assertSame( (string) $event, get_post_meta( (int) key( $guests ), 'event_id', true ) );

		$mails = $this->mails();
		$this->assertCount( 1, $mails );
		$this->assertSame( 'grace@example.org', $mails[0]['to'] );
		$this->assertSame( 'Your answer to Garden party', $mails[0]['subject'] );
		$this->assertStringContainsString( 'Hello Grace Hopper,', $mails[0]['message'] );
		$this->assertStringContainsString( 'Your answer "Going" to Garden party is recorded.', $mails[0]['message'] );
		$this->assertStringNotContainsString( 'Alan Turing', $mails[0]['message'], 'no other free text from the form' );
		$links = self::links( $mails[0]['message'] );
		$this->assertContains( EventPage::calendar_url( $event ), $links );
		$cancel = self::query( $links[1] );
		$this->assertSame( 'cancel', $cancel['eventin_rsvp'] );
		$this->assertSame( (string) $id, $cancel['rsvp'] );
	}

	public function test_answering_again_changes_nothing_until_the_mailed_link_is_confirmed(): void {
		$event           = self::rsvp_event();
		list( , $first ) = self::answer( self::going( $event ) );
		$id              = $first['answer']['id'];
		\EventinPro\Tests\Support\Mailbox::reset();

		list( $status, $body ) = self::answer(
			array(
				'event_id' => $event,
				'name'     => 'Somebody Else',
				'email'    => 'GRACE@example.org',
				'status'   => 'not_going',
			)
		);
		$this->assertSame( 202, $status );
		$this->assertSame( 'confirm_sent', $body['result'] );
		$this->assertSame( 'going', get_post_meta( $id, 'etn_rsvp_value', true ), 'nothing changes yet' );
		$this->assertCount( 1, self::stored( $event ) );
		$mail = $this->mails()[0];
		$this->assertSame( 'grace@example.org', $mail['to'], 'the address that answered first' );
		$this->assertStringContainsString( 'from "Going" to "Not going"', $mail['message'] );
		$confirm = self::links( $mail['message'] )[0];
		$params  = self::query( $confirm );

		$page = RsvpLinks::response( $params, false, '' );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringContainsString( '<form method="post"', $page['body'] );
		$this->assertSame( 'going', get_post_meta( $id, 'etn_rsvp_value', true ), 'opening the link changes nothing' );

		$wrong = RsvpLinks::response( array( 'rsvp_key' => 'x' . $params['rsvp_key'] ) + $params, true, '' );
		$this->assertSame( 409, $wrong['status'] );
		$this->assertSame( 'going', get_post_meta( $id, 'etn_rsvp_value', true ) );

		$done = RsvpLinks::response( $params, true, '' );
		$this->assertSame( 200, $done['status'] );
		$this->assertStringContainsString( 'Your answer is changed.', $done['body'] );
		$this->assertSame( 'not going', get_post_meta( $id, 'etn_rsvp_value', true ), "Eventin's stored value" );
		$this->assertSame( 'Somebody Else', get_the_title( $id ) );
		$this->assertSame( 409, RsvpLinks::response( $params, true, '' )['status'], 'a change confirms once' );
	}

	public function test_the_cant_come_link_turns_the_answer_to_not_going_and_frees_places(): void {
		$event           = self::rsvp_event( array( 'etn_rsvp_limit_amount' => 2 ) );
		list( , $first ) = self::answer( self::going( $event ) );
		$this->assertSame(
			409,
			self::answer(
				self::going(
					$event,
					array(
						'email'  => 'ada@example.org',
						'people' => 1,
						'guests' => array(),
					)
				)
			)[0],
			'full'
		);
		$cancel = self::query( self::links( $this->mails()[0]['message'] )[1] );

		$this->assertSame( 404, RsvpLinks::response( array( 'rsvp_token' => str_repeat( 'a', 64 ) ) + $cancel, true, '' )['status'] );
		$done = RsvpLinks::response( $cancel, true, '' );
		$this->assertSame( 200, $done['status'] );
		$this->assertSame( 'not going', get_post_meta( $first['answer']['id'], 'etn_rsvp_value', true ) );
		$this->assertSame(
			201,
			self::answer(
				self::going(
					$event,
					array(
						'email'  => 'ada@example.org',
						'people' => 1,
						'guests' => array(),
					)
				)
			)[0],
			'the place is free again'
		);
	}

	public function test_the_going_limit_offers_maybe_when_full(): void {
		$event = self::rsvp_event( array( 'etn_rsvp_limit_amount' => 3 ) );
		$this->assertSame( 201, self::answer( self::going( $event ) )[0] );
		list( $status, $body ) = self::answer( self::going( $event, array( 'email' => 'b@example.org' ) ) );
		$this->assertSame( 409, $status );
		$this->assertSame( 'eventin_rsvp_full', $body['code'] );
		$this->assertSame( 'Only 1 place is left.', $body['message'] );
		$this->assertSame( array( 'maybe' ), $body['data']['offer'] );
		$this->assertSame(
			201,
			self::answer(
				self::going(
					$event,
					array(
						'email'  => 'b@example.org',
						'status' => 'maybe',
					)
				)
			)[0]
		);
		$this->assertSame(
			201,
			self::answer(
				self::going(
					$event,
					array(
						'email'  => 'c@example.org',
						'people' => 1,
						'guests' => array(),
					)
				)
			)[0]
		);
		$this->assertSame(
			'All places are taken. You can still answer "maybe".',
			self::answer(
				self::going(
					$event,
					array(
						'email'  => 'd@example.org',
						'people' => 1,
						'guests' => array(),
					)
				)
			)[1]['message']
		);
	}

	/**
	 * Bad answers: a 400 naming the field.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_answers(): array {
		return array(
			'no name'                 => array( array( 'name' => '' ), 'name' ),
			'a name of 101 chars'     => array( array( 'name' => str_repeat( 'n', 101 ) ), 'name' ),
			'script in the name'      => array( array( 'name' => '<script>alert(1)</script>' ), 'name' ),
			'bad e-mail'              => array( array( 'email' => 'grace@' ), 'email' ),
			'unknown answer'          => array( array( 'status' => 'perhaps' ), 'status' ),
			'too many people'         => array( array( 'people' => 5 ), 'people' ),
			'people as text'          => array( array( 'people' => 'two' ), 'people' ),
			'zero people'             => array( array( 'people' => 0 ), 'people' ),
			'a guest missing'         => array( array( 'guests' => array() ), 'guests' ),
			'a guest without a name'  => array( array( 'guests' => array( array( 'name' => ' ' ) ) ), 'guests[0][name]' ),
			'a guest with a bad mail' => array(
				array(
					'guests' => array(
						array(
							'name'  => 'Al',
							'email' => 'nope',
						),
					),
				),
				'guests[0][email]',
			),
			'a reason too long'       => array(
				array(
					'status' => 'not_going',
					'reason' => str_repeat( 'r', 501 ),
				),
				'reason',
			),
			'no such event'           => array( array( 'event_id' => 999999 ), 'event_id' ),
		);
	}

	/**
	 * Bad answers store nothing and mail nothing.
	 *
	 * @dataProvider bad_answers
	 * @param array<string,mixed> $change What is wrong.
	 * @param string              $field  The field named.
	 */
	public function test_a_bad_answer_is_refused_naming_the_field( array $change, string $field ): void {
		$event                 = self::rsvp_event();
		list( $status, $body ) = self::answer( $change + self::going( $event ) );
		$this->assertSame( 400, $status );
		$this->assertArrayHasKey( $field, $body['data']['params'] );
		$this->assertCount( 0, self::stored( $event ) );
		$this->assertCount( 0, $this->mails() );
	}

	public function test_an_event_without_rsvp_or_past_its_deadline_takes_no_answer(): void {
		$off = self::rsvp_event();
		update_post_meta( $off, 'rsvp_settings', array( 'enable_rsvp_form' => '' ) );
		update_post_meta( $off, 'etn_enable_rsvp_form', 'no' );
		$this->assertSame( 'eventin_rsvp_off', self::answer( self::going( $off ) )[1]['code'] );

		$late                  = self::rsvp_event( array( 'eventin_deadline' => wp_date( 'Y-m-d H:i', time() - HOUR_IN_SECONDS ) ) );
		list( $status, $body ) = self::answer( self::going( $late ) );
		$this->assertSame( 409, $status );
		$this->assertSame( 'Answers are closed for this event.', $body['message'] );

		$module = self::rsvp_event();
		( new SettingsRepository() )->update( array( 'modules' => array( 'rsvp' => 'off' ) ) );
		$this->assertSame( 409, self::answer( self::going( $module ) )[0], 'the RSVP module is off' );
	}

	public function test_not_going_and_maybe_follow_the_answers_offered(): void {
		$event = self::rsvp_event( array( 'rsvp_form_type' => array( 'going', 'not_going' ) ) );
		$this->assertSame( 400, self::answer( self::going( $event, array( 'status' => 'maybe' ) ) )[0] );
		list( $status, $body ) = self::answer(
			array(
				'event_id' => $event,
				'name'     => 'Ada',
				'email'    => 'ada@example.org',
				'status'   => 'not_going',
				'people'   => 3,
				'reason'   => 'Travelling',
			)
		);
		$this->assertSame( 201, $status );
		$this->assertSame( 1, $body['answer']['people'], 'not going counts one' );
		$this->assertSame( 'Travelling', get_post_meta( $body['answer']['id'], 'rsvp_not_going_reason', true ) );
	}

	public function test_a_filled_honeypot_stores_and_mails_nothing(): void {
		$event                 = self::rsvp_event();
		list( $status, $body ) = self::answer( self::going( $event, array( 'website' => 'https://spam.example' ) ) );
		$this->assertSame( 201, $status, 'answered as a success' );
		$this->assertNull( $body['answer'] );
		$this->assertCount( 0, self::stored( $event ) );
		$this->assertCount( 0, $this->mails() );
	}

	public function test_answers_are_limited_per_ip_address_and_per_email_address(): void {
		$event                  = self::rsvp_event( array( 'etn_rsvp_limit_amount' => 0 ) );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		try {
			for ( $n = 1; $n <= 10; $n++ ) {
				$this->assertSame( 201, self::answer( self::going( $event, array( 'email' => "guest$n@example.org" ) ) )[0] );
			}
			list( $status, $body ) = self::answer( self::going( $event, array( 'email' => 'guest11@example.org' ) ) );
			$this->assertSame( 429, $status );
			$this->assertSame( 'Too many answers in a short time. Please try again later.', $body['message'] );

			$_SERVER['REMOTE_ADDR'] = '203.0.113.10';
			for ( $n = 1; $n <= 5; $n++ ) {
				self::answer(
					self::going(
						$event,
						array(
							'email' => 'same@example.org',
							'name'  => "Try $n",
						)
					)
				);
			}
			$this->assertSame( 429, self::answer( self::going( $event, array( 'email' => 'same@example.org' ) ) )[0], 'the same address, whatever the IP' );
		} finally {
			unset( $_SERVER['REMOTE_ADDR'] );
		}
	}
}
