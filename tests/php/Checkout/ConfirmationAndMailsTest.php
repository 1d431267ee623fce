<?php
/**
 * After a booking: the confirmation (its token check, its summary and ticket
 * links), the buyer's, attendees' and site's mails, an XSS payload inert in
 * all of them, and the job cancelling unpaid bookings.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Checkout;

use EventinPro\Bookings\BookingsRepository;
use EventinPro\Bookings\BookingsService;
use EventinPro\Checkout\Checkout;
use EventinPro\Checkout\Confirmation;
use EventinPro\Checkout\PendingExpiry;
use EventinPro\Events\EventsService;
use EventinPro\Settings\SettingsRepository;

/**
 * Confirmation, mails, expiry.
 */
final class ConfirmationAndMailsTest extends CheckoutTestCase {

	/**
	 * Ticket pages at a fake address (the Tickets feature's filter, stood in for).
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter(
			'eventin_ticket_url',
			static function ( $url, $attendee_id ) {
				return 'https://tickets.example/t/' . $attendee_id . '?k=a&b=c';
			},
			10,
			2
		);
	}

	/**
	 * The event page's booking area for a URL's query.
	 *
	 * @param array<string,mixed> $event Event.
	 * @param string              $url   Confirmation URL.
	 */
	private function page( array $event, string $url ): string {
		$query = array();
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$_GET = $query;
		if ( ! has_filter( 'the_content', array( Confirmation::class, 'content' ) ) ) {
			add_filter( 'the_content', array( Confirmation::class, 'content' ), 30 ); // As register() adds it for such a URL.
		}
		$this->assertSame( '', (string) apply_filters( 'eventin_event_booking_form', '', ( new EventsService() )->get( (int) $event['id'] ) ), 'no second form' );
		// The event's page as the main query, as WordPress sets it for the URL.
		$main                    = new \WP_Query(
			array(
				'p'         => (int) $event['id'],
				'post_type' => 'etn',
			)
		);
		$GLOBALS['wp_query']     = $main; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a request's main query.
		$GLOBALS['wp_the_query'] = $main; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- idem.
		$this->assertTrue( $main->have_posts() );
		$main->the_post();
		$html = (string) apply_filters( 'the_content', 'Event description.' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		wp_reset_postdata();
		$GLOBALS['wp_query']     = new \WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- back to no main query.
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- idem.
		$this->assertStringContainsString( 'Event description.', $html );
		return $html;
	}

	/**
	 * Mails sent to an address.
	 *
	 * @param string $to Address.
	 * @return array<int,array<string,mixed>>
	 */
	private function mails_to( string $to ): array {
		return array_values(
			array_filter(
				$this->mails(),
				static function ( $mail ) use ( $to ) {
					return in_array( $to, (array) $mail['to'], true );
				}
			)
		);
	}

	public function test_the_confirmation_shows_the_summary_and_a_link_per_ticket_with_the_right_token_only(): void {
		$event  = $this->event_with_types();
		$result = $this->submit(
			$this->post(
				$event,
				array(
					'Free entry' => 1,
					'VIP'        => 1,
				)
			)
		);
		$id     = (int) $result['booking']['id'];
		$token  = (string) get_post_meta( $id, BookingsRepository::META_ACCESS_TOKEN, true );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $token );
		$this->assertSame( Confirmation::url( $result['booking'], $event ), $result['url'] );
		$html = $this->page( $event, $result['url'] );
		$this->assertStringContainsString( 'Your booking is received', $html );
		$this->assertStringContainsString( "Booking #$id.", $html );
		$this->assertStringContainsString( '$30.00', $html );
		$this->assertMatchesRegularExpression( '#<td>Free entry</td><td>1</td><td>Free</td>#', $html, 'a free ticket reads Free, as on the event page' );
		$this->assertStringContainsString( 'Pay later / on arrival', $html );
		foreach ( ( new BookingsService() )->attendees_of( $id ) as $attendee ) {
			$this->assertStringContainsString( 'href="https://tickets.example/t/' . $attendee['id'] . '?k=a&#038;b=c"', $html );
		}
		$wrong = $this->page( $event, str_replace( $token, substr( $token, 0, -1 ) . ( '0' === substr( $token, -1 ) ? '1' : '0' ), $result['url'] ) );
		$this->assertStringContainsString( 'This booking link is not valid', $wrong );
		$this->assertStringNotContainsString( 'tickets.example', $wrong );
		$other = $this->event_with_types();
		$this->assertStringContainsString( 'This booking link is not valid', $this->page( $other, $result['url'] ), 'a booking shows on its own event only' );
		$this->assertStringContainsString( 'This booking link is not valid', $this->page( $event, remove_query_arg( Confirmation::KEY_ARG, $result['url'] ) ) );
	}

	public function test_the_booking_of_the_last_place_still_shows_its_confirmation(): void {
		$event  = self::make_event( array( 'Last' => 1 ), 0.0 );
		$result = $this->submit( $this->post( $event, array( 'Last' => 1 ) ) );
		$this->assertSame( 303, $result['status'] );
		$this->assertStringContainsString( 'Your booking is confirmed', $this->page( $event, $result['url'] ) );
	}

	public function test_no_ticket_page_means_no_link(): void {
		remove_all_filters( 'eventin_ticket_url' );
		$event  = $this->event_with_types();
		$result = $this->submit( $this->post( $event, array( 'Free entry' => 1 ) ) );
		$html   = $this->page( $event, $result['url'] );
		$this->assertStringContainsString( 'Your booking is confirmed', $html );
		$this->assertStringNotContainsString( 'tickets.example', $html );
		$this->assertDoesNotMatchRegularExpression( '#<li><a #', $html );
	}

	public function test_a_free_booking_mails_the_buyer_the_tickets_each_attendee_theirs_and_the_site(): void {
		$event  = $this->event_with_types( array( 'ask_attendees' => 'yes' ) );
		$result = $this->submit(
			$this->post(
				$event,
				array( 'Free entry' => 2 ),
				array(
					'attendees' => array(
						array( 'name' => 'Ana Silva' ),
						array(
							'name'  => 'Rui Costa',
							'email' => 'rui@example.org',
						),
					),
				)
			)
		);
		$this->assertSame( 'completed', $result['booking']['status'] );
		$people = ( new BookingsService() )->attendees_of( (int) $result['booking']['id'] );
		$buyer  = $this->mails_to( 'ana@example.org' );
		$this->assertCount( 1, $buyer, 'one mail to the buyer' );
		$this->assertStringContainsString( 'Your booking for Open day', $buyer[0]['subject'] );
		foreach ( $people as $person ) {
			$this->assertStringContainsString( $person['ticket_id'], $buyer[0]['message'] );
			$this->assertStringContainsString( 'https://tickets.example/t/' . $person['id'], $buyer[0]['message'] );
		}
		$rui = $this->mails_to( 'rui@example.org' );
		$this->assertCount( 1, $rui );
		$this->assertStringContainsString( 'https://tickets.example/t/' . $people[1]['id'], $rui[0]['message'] );
		$this->assertStringNotContainsString( 'https://tickets.example/t/' . $people[0]['id'], $rui[0]['message'], 'an attendee gets only their own ticket' );
		$admin = $this->mails_to( (string) get_option( 'admin_email' ) );
		$this->assertCount( 1, $admin );
		$this->assertStringContainsString( '2 x Free entry', $admin[0]['message'] );
		$this->assertSame( $buyer[0]['message'], $this->resent( (int) $result['booking']['id'] ), 'Resend Invoice sends the same buyer mail' );
	}

	/**
	 * The body of the mail "Resend Invoice" sends.
	 *
	 * @param int $id Booking id.
	 */
	private function resent( int $id ): string {
		\EventinPro\Tests\Support\Mailbox::reset();
		$this->assertTrue( ( new BookingsService() )->resend_invoice( $id ) );
		return (string) $this->mails()[0]['message'];
	}

	public function test_the_admin_mail_can_be_turned_off_and_a_paid_booking_mail_says_what_is_due(): void {
		( new SettingsRepository() )->update( array( 'booking_admin_notification' => 'off' ) );
		$event  = $this->event_with_types();
		$result = $this->submit( $this->post( $event, array( 'VIP' => 2 ) ) );
		$this->assertSame( array(), $this->mails_to( (string) get_option( 'admin_email' ) ) );
		$buyer = $this->mails_to( 'ana@example.org' );
		$this->assertCount( 1, $buyer );
		$this->assertStringContainsString( 'Payment due: $60.00', $buyer[0]['message'] );
		$this->assertSame( 'pending', $result['booking']['status'] );
	}

	public function test_an_xss_payload_in_names_and_phone_is_inert_in_the_confirmation_and_plain_in_mails(): void {
		$payload = '"\'><svg onload=alert(1)>';
		$event   = $this->event_with_types( array( 'title' => 'Open <img src=x onerror=alert(2)> day' ) );
		// Tags are refused in names; what passes (quotes, ampersands, event handlers as text) must stay text.
		$refused = $this->submit( $this->post( $event, array( 'Free entry' => 1 ), array( 'first_name' => $payload ) ) );
		$this->assertSame( 400, $refused['status'] );
		$html = $this->form_after( $event, $refused );
		$this->assertStringNotContainsString( '<svg', $html );
		$this->assertStringContainsString( 'value="&quot;&#039;&gt;&lt;svg onload=alert(1)&gt;"', $html );

		$text   = '" onmouseover="alert(3)" & \'x\'';
		$result = $this->submit(
			$this->post(
				$event,
				array( 'Free entry' => 1 ),
				array(
					'first_name' => $text,
					'last_name'  => $text,
					'phone'      => $text,
				)
			)
		);
		$this->assertSame( 303, $result['status'] );
		$html = $this->page( $event, $result['url'] );
		$this->assertStringNotContainsString( '" onmouseover="', $html );
		$this->assertStringNotContainsString( '<img', $html );
		foreach ( $this->mails() as $mail ) {
			$this->assertStringNotContainsString( '<img', $mail['message'] . $mail['subject'] );
			$this->assertStringNotContainsString( "\n", $mail['subject'] );
		}
	}

	public function test_the_hourly_job_cancels_unpaid_bookings_older_than_the_hours_frees_their_places_and_tells_the_buyer(): void {
		$event = $this->event_with_types();
		$old   = $this->submit( $this->post( $event, array( 'VIP' => 3 ) ) )['booking'];
		$new   = $this->submit( $this->post( $event, array( 'VIP' => 1 ), array( 'email' => 'late@example.org' ) ) )['booking'];
		$free  = $this->submit( $this->post( $event, array( 'Free entry' => 1 ) ) )['booking'];
		$admin = self::book( $event, 'VIP', 1, 'pending' ); // A manual booking of the dashboard: the administrator's to decide.
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() - 25 * HOUR_IN_SECONDS ) ), array( 'ID' => $old['id'] ) );
		$wpdb->update( $wpdb->posts, array( 'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() - 25 * HOUR_IN_SECONDS ) ), array( 'ID' => $admin['id'] ) );
		$wpdb->update( $wpdb->posts, array( 'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() - 2 * HOUR_IN_SECONDS ) ), array( 'ID' => $new['id'] ) );
		clean_post_cache( $old['id'] );
		\EventinPro\Tests\Support\Mailbox::reset();

		$this->assertSame( 1, PendingExpiry::run() );
		$service = new BookingsService();
		$this->assertSame( 'cancelled', $service->get( (int) $old['id'] )['status'] );
		$this->assertSame( 'pending', $service->get( (int) $new['id'] )['status'] );
		$this->assertSame( 'completed', $service->get( (int) $free['id'] )['status'] );
		$this->assertSame( 'pending', $service->get( (int) $admin['id'] )['status'] );
		$this->assertCount( 1, $this->mails() );
		$this->assertSame( 'ana@example.org', $this->mails()[0]['to'] );
		$this->assertStringContainsString( 'cancelled', $this->mails()[0]['subject'] );
		$vip = array_column( ( new EventsService() )->get( (int) $event['id'] )['ticket_variations'], 'sold', 'name' )['VIP'];
		$this->assertSame( 2, $vip, 'the cancelled booking freed its 3 places' );
		$this->assertSame( 0, PendingExpiry::run(), 'a second run finds nothing' );

		( new SettingsRepository() )->update( array( 'pending_booking_hours' => 3 ) );
		$this->assertSame( 0, PendingExpiry::run(), 'the 2-hour-old booking is within 3 hours' );
		( new SettingsRepository() )->update( array( 'pending_booking_hours' => 1 ) );
		$this->assertSame( 1, PendingExpiry::run() );
		$this->assertSame( 'cancelled', $service->get( (int) $new['id'] )['status'] );
	}

	public function test_install_schedules_the_job_hourly_and_uninstall_removes_it(): void {
		wp_clear_scheduled_hook( Checkout::EXPIRY_HOOK );
		Checkout::install();
		$this->assertSame( 'hourly', wp_get_schedule( Checkout::EXPIRY_HOOK ) );
		Checkout::uninstall( false );
		$this->assertFalse( wp_next_scheduled( Checkout::EXPIRY_HOOK ) );
	}
}
