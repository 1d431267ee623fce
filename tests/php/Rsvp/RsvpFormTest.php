<?php
/**
 * The RSVP form on the event page and its plain POST (no JavaScript): the
 * form follows the event's settings, an answer returns to the page with its
 * message, and a refused one returns with its errors and everything typed.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Rsvp;

use EventinPro\Events\EventsService;
use EventinPro\Rsvp\RsvpForm;
use EventinPro\Settings\SettingsRepository;

/**
 * Form.
 */
final class RsvpFormTest extends RsvpTestCase {

	protected function tearDown(): void {
		$_GET = array();
		parent::tearDown();
	}

	/**
	 * The event page's RSVP slot, as a visitor sees it (after the redirect's query, when given).
	 *
	 * @param int                  $event Event id.
	 * @param array<string,string> $query The page's query.
	 */
	private static function slot( int $event, array $query = array() ): string {
		$_GET = $query; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the page under test.
		wp_set_current_user( 0 );
		return (string) apply_filters( 'eventin_event_rsvp_form', '', ( new EventsService() )->get( $event ) );
	}

	/**
	 * A POST of the form with a valid nonce.
	 *
	 * @param int                 $event Event id.
	 * @param array<string,mixed> $more  Values.
	 * @return array{status:int,url:string,message:string}
	 */
	private static function post( int $event, array $more = array() ): array {
		wp_set_current_user( 0 );
		return RsvpForm::process(
			$more + array(
				'event_id' => (string) $event,
				'_wpnonce' => wp_create_nonce( RsvpForm::nonce_action( $event ) ),
				'name'     => 'Grace Hopper',
				'email'    => 'grace@example.org',
				'status'   => 'going',
				'people'   => '2',
				'guests'   => array( 'Alan Turing', '', '' ),
			),
			''
		);
	}

	/**
	 * The query of a URL.
	 *
	 * @param string $url URL.
	 * @return array<string,string>
	 */
	private static function query_of( string $url ): array {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		return $query;
	}

	public function test_the_form_follows_the_events_settings(): void {
		$event = self::rsvp_event( array( 'rsvp_form_type' => array( 'going', 'maybe' ) ) );
		$html  = self::slot( $event );
		$this->assertStringContainsString( '<h2 id="eventin-rsvp-title">RSVP</h2>', $html );
		$this->assertStringContainsString( 'action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"', $html );
		$this->assertStringContainsString( 'name="action" value="eventin_rsvp"', $html );
		$this->assertStringContainsString( 'data-rest="' . esc_url( rest_url( 'eventin/v2/rsvp-registration' ) ) . '"', $html, 'the script sends to the REST twin' );
		$this->assertMatchesRegularExpression( '/name="_wpnonce" value="[0-9a-f]{10}"/', $html );
		$this->assertStringContainsString( 'value="going" checked', $html );
		$this->assertStringContainsString( 'value="maybe"', $html );
		$this->assertStringNotContainsString( 'value="not_going"', $html, 'only the answers offered' );
		$this->assertStringNotContainsString( 'name="reason"', $html );
		$this->assertStringContainsString( 'min="1" max="4"', $html );
		$this->assertSame( 3, substr_count( $html, 'name="guests[]"' ), 'up to 4 people: 3 guests' );
		$this->assertStringContainsString( 'name="website"', $html );
		$this->assertStringContainsString( '10 of 10 places left.', $html );

		update_post_meta( $event, 'etn_enable_rsvp_form', 'no' );
		update_post_meta( $event, 'rsvp_settings', array( 'enable_rsvp_form' => '' ) );
		$this->assertSame( '', self::slot( $event ), 'RSVP off: no form' );

		$other = self::rsvp_event();
		( new SettingsRepository() )->update( array( 'modules' => array( 'rsvp' => 'off' ) ) );
		$this->assertSame( '', self::slot( $other ), 'module off: no form' );
	}

	public function test_a_closed_event_says_so(): void {
		$event = self::rsvp_event( array( 'eventin_deadline' => wp_date( 'Y-m-d H:i', time() - 60 ) ) );
		$html  = self::slot( $event );
		$this->assertStringContainsString( 'Answers are closed for this event.', $html );
		$this->assertStringNotContainsString( '<form', $html );
	}

	public function test_an_answer_returns_to_the_page_with_its_message(): void {
		$event  = self::rsvp_event();
		$result = self::post( $event );
		$this->assertSame( 201, $result['status'] );
		$this->assertStringEndsWith( '#eventin-rsvp', $result['url'] );
		$this->assertSame( 'going', self::query_of( $result['url'] )[ RsvpForm::DONE_ARG ] );
		$answer = (int) get_posts(
			array(
				'post_type'   => 'etn_rsvp',
				'fields'      => 'ids',
				'post_parent' => 0,
			)
		)[0];
		$guests = get_children(
			array(
				'post_type'   => 'etn_rsvp',
				'post_parent' => $answer,
			)
		);
		$this->assertSame( array( 'Alan Turing' ), array_values( wp_list_pluck( $guests, 'post_title' ) ), 'empty guest boxes are left out' );
		$page = self::slot( $event, self::query_of( $result['url'] ) );
		$this->assertStringContainsString( 'Thank you! You are on the list.', $page );
		$this->assertStringNotContainsString( '<form', $page );

		$again = self::post( $event, array( 'status' => 'maybe' ) );
		$this->assertSame( 202, $again['status'] );
		$this->assertStringContainsString( 'open it to confirm the change', self::slot( $event, self::query_of( $again['url'] ) ) );
	}

	public function test_a_refused_answer_returns_with_its_error_and_everything_typed(): void {
		$event  = self::rsvp_event();
		$result = self::post(
			$event,
			array(
				'name'  => '"><img src=x onerror=alert(1)>',
				'email' => 'not-an-address',
			)
		);
		$this->assertSame( 400, $result['status'] );
		$state = self::query_of( $result['url'] );
		$this->assertArrayHasKey( RsvpForm::STATE_ARG, $state );
		$html = self::slot( $event, $state );
		$this->assertStringContainsString( 'Your name: plain text of 1 to 100 characters.', $html );
		$this->assertStringContainsString( 'value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"', $html, 'kept, escaped' );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringContainsString( 'id="eventin-rsvp-name" name="name" autocomplete="name" maxlength="100" required value', $html );
		$this->assertMatchesRegularExpression( '/name="name"[^>]+aria-invalid="true"/', $html );
		$this->assertStringContainsString( 'value="not-an-address"', $html );
		$this->assertStringContainsString( 'value="Alan Turing"', $html );
	}

	public function test_an_expired_form_or_a_full_event_keeps_what_was_typed(): void {
		$event   = self::rsvp_event( array( 'etn_rsvp_limit_amount' => 1 ) );
		$expired = self::post( $event, array( '_wpnonce' => 'expired' ) );
		$this->assertSame( 403, $expired['status'] );
		$html = self::slot( $event, self::query_of( $expired['url'] ) );
		$this->assertStringContainsString( 'The form expired. Please send it again.', $html );
		$this->assertStringContainsString( 'value="grace@example.org"', $html );

		$full = self::post( $event );
		$this->assertSame( 409, $full['status'] );
		$this->assertStringContainsString( 'Only 1 place is left.', self::slot( $event, self::query_of( $full['url'] ) ) );
		$this->assertSame( 404, RsvpForm::process( array( 'event_id' => '999999' ), '' )['status'] );
	}

	public function test_the_event_page_prints_the_form(): void {
		$event = self::rsvp_event();
		$html  = \EventinPro\EventPage\EventPageView::render( ( new EventsService() )->get( $event ), '' );
		$this->assertStringContainsString( '<section class="eventin-booking eventin-rsvp" id="eventin-rsvp"', $html );
	}

}
