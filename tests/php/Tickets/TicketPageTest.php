<?php
/**
 * The ticket page: who opens it (the attendee's token, staff who manage
 * attendees), what a refusal shows (nothing), headers, escaping, and the
 * URL the QR code holds.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Tickets;

use EventinPro\Attendees\AttendeesRepository;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Tests\Bookings\BookingsTestCase;
use EventinPro\Tickets\TicketPage;
use EventinPro\Tickets\Tickets;

/**
 * Ticket page.
 */
final class TicketPageTest extends BookingsTestCase {

	/**
	 * An event and one of its attendees (booked, so it has a booking).
	 *
	 * @return array{0:array<string,mixed>,1:array<string,mixed>} Event, attendee.
	 */
	private function attendee(): array {
		$event   = self::make_event( array( 'Standard' => 10 ), 25.0 );
		$booking = self::book( $event, 'Standard', 2, 'pending' );
		$ids     = ( new AttendeesService() )->ids_of_booking( (int) $booking['id'] );
		( new AttendeesService() )->update( $ids[0], array( 'name' => 'Ada Example' ) );
		return array( $event, ( new AttendeesService() )->get( $ids[0] ) );
	}

	/**
	 * The page as a visitor with $token sees it.
	 *
	 * @param int    $id    Attendee id.
	 * @param string $token Token.
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	private function open( int $id, string $token ): array {
		return ( new TicketPage() )->response( $id, $token );
	}

	/**
	 * The token in a ticket URL.
	 *
	 * @param string $url URL.
	 */
	private static function token_of( string $url ): string {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		return (string) $query[ Tickets::QUERY_TOKEN ];
	}

	/**
	 * Attribute value of the first element matching an XPath query.
	 *
	 * @param string $html  Document.
	 * @param string $xpath Query.
	 * @param string $name  Attribute.
	 */
	private static function attribute( string $html, string $xpath, string $name ): string {
		$dom = new \DOMDocument();
		libxml_use_internal_errors( true );
		$dom->loadHTML( $html );
		libxml_clear_errors();
		$node = ( new \DOMXPath( $dom ) )->query( $xpath )->item( 0 );
		return $node instanceof \DOMElement ? $node->getAttribute( $name ) : '';
	}

	public function test_the_attendee_opens_the_ticket_with_the_token_of_its_url(): void {
		list( $event, $attendee ) = $this->attendee();
		$url                      = Tickets::url( $attendee['id'] );
		$this->assertSame( $url, apply_filters( 'eventin_ticket_url', '', $attendee['id'] ), 'the filter gives the same URL' );
		$this->assertStringStartsWith( home_url( '/' ), $url );
		$this->assertSame( $attendee['edit_token'], self::token_of( $url ) );
		$this->assertSame( 64, strlen( self::token_of( $url ) ) );

		$page = $this->open( $attendee['id'], self::token_of( $url ) );
		$this->assertSame( 200, $page['status'] );
		foreach ( array( 'Booked event', 'Ada Example', 'Standard', $attendee['ticket_id'], 'Pending payment' ) as $shown ) {
			$this->assertStringContainsString( esc_html( $shown ), $page['body'] );
		}
		$this->assertStringContainsString( '$25.00', $page['body'], 'the price, as the site writes prices' );
		$this->assertStringContainsString( 'Could not generate QR!', $page['body'] );
		$this->assertStringContainsString( 'QR Library not found !', $page['body'] );
	}

	public function test_the_qr_code_holds_eventin_4s_scanner_url(): void {
		list( , $attendee ) = $this->attendee();
		$page               = $this->open( $attendee['id'], $attendee['edit_token'] );
		$expected           = admin_url( 'edit.php?post_type=etn-attendee&etn_action=ticket_scanner&attendee_id=' . $attendee['id'] . '&ticket_id=' . $attendee['ticket_id'] );
		$this->assertSame( $expected, self::attribute( $page['body'], '//*[@data-etn-qr]', 'data-etn-qr' ) );
		$this->assertSame( $expected, TicketPage::qr_url( $attendee['id'], $attendee['ticket_id'] ) );
		// Eventin 4's 10-character ids go in as they are.
		$this->assertStringEndsWith( '&ticket_id=a1B2c3D4e5', TicketPage::qr_url( 7, 'a1B2c3D4e5' ) );
	}

	/**
	 * Wrong tokens.
	 *
	 * @return array<string,array{0:callable}>
	 */
	public function refused_tokens(): array {
		return array(
			'missing'               => array( static fn( array $a, array $b ): string => '' ),
			'wrong'                 => array( static fn( array $a, array $b ): string => str_repeat( 'a', 64 ) ),
			'one character changed' => array( static fn( array $a, array $b ): string => substr( $a['edit_token'], 0, -1 ) . ( '0' === substr( $a['edit_token'], -1 ) ? '1' : '0' ) ),
			'a prefix'              => array( static fn( array $a, array $b ): string => substr( $a['edit_token'], 0, 32 ) ),
			'another attendee\'s'   => array( static fn( array $a, array $b ): string => $b['edit_token'] ),
		);
	}

	/**
	 * @dataProvider refused_tokens
	 *
	 * @param callable $token Token from (attendee, other attendee).
	 */
	public function test_a_wrong_or_missing_token_shows_nothing_of_the_ticket( callable $token ): void {
		list( , $attendee ) = $this->attendee();
		list( , $other )    = $this->attendee();
		$given              = $token( $attendee, $other );
		$this->assertNotSame( $attendee['edit_token'], $given );

		$page = $this->open( $attendee['id'], $given );
		$this->assertSame( 404, $page['status'] );
		foreach ( array( 'Booked event', 'Ada Example', 'Standard', $attendee['ticket_id'], 'ticket_scanner', 'data-etn-qr', 'dana@example.org', '<script' ) as $hidden ) {
			$this->assertStringNotContainsString( $hidden, $page['body'] );
		}
		$this->assertSame( $this->open( 999999999, $given )['body'], $page['body'], 'the same page as for an attendee that does not exist' );
		$this->assertSame( 'noindex, nofollow, noarchive', $page['headers']['X-Robots-Tag'] );
	}

	public function test_staff_who_manage_attendees_open_any_ticket_without_the_token(): void {
		list( , $attendee ) = $this->attendee();

		$this->as_user( $this->make_user( 'ticket-staff', array( 'etn_manage_attendee' ) ) );
		$this->assertSame( 200, $this->open( $attendee['id'], '' )['status'] );
		$this->as_user( 'administrator' );
		$this->assertSame( 200, $this->open( $attendee['id'], '' )['status'] );

		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->as_user( $role );
			$this->assertSame( 404, $this->open( $attendee['id'], '' )['status'], $role );
			$this->assertSame( 200, $this->open( $attendee['id'], $attendee['edit_token'] )['status'], "$role with the token" );
		}
		$this->as_user( $this->make_user( 'order-staff', array( 'etn_manage_order', 'etn_manage_event' ) ) );
		$this->assertSame( 404, $this->open( $attendee['id'], '' )['status'], 'other permissions do not open tickets' );
	}

	public function test_nothing_indexes_or_caches_the_page_granted_or_refused(): void {
		list( , $attendee ) = $this->attendee();
		foreach ( array( $attendee['edit_token'], 'nope' ) as $token ) {
			$page = $this->open( $attendee['id'], $token );
			$this->assertSame( 'noindex, nofollow, noarchive', $page['headers']['X-Robots-Tag'] );
			$this->assertStringContainsString( 'no-store', $page['headers']['Cache-Control'] );
			$this->assertSame( 'no-referrer', $page['headers']['Referrer-Policy'] );
			$this->assertStringContainsString( '<meta name="robots" content="noindex, nofollow, noarchive">', $page['body'] );
		}
	}

	public function test_an_xss_payload_in_names_and_titles_renders_inert(): void {
		$payload = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
		$event   = self::make_event( array( 'Standard' => 10 ) );
		// As typed by a user with unfiltered_html (kses would strip it for others).
		kses_remove_filters();
		( new EventsService() )->update( $event['id'], array( 'title' => 'Gala ' . $payload ) );
		kses_init_filters();
		$this->assertStringContainsString( '<script>', ( new EventsService() )->get( $event['id'] )['title'] );
		$id       = ( new AttendeesService() )->create(
			$event['id'],
			array(
				'name'        => 'Eve ' . $payload,
				'ticket_name' => 'VIP ' . $payload,
			)
		);
		$attendee = ( new AttendeesService() )->get( $id );
		$this->assertStringContainsString( '<script>', $attendee['name'], 'stored as typed' );

		$page = $this->open( $id, $attendee['edit_token'] );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringNotContainsString( '<script>alert', $page['body'] );
		$this->assertStringNotContainsString( '<img src=x', $page['body'] );
		$escaped = esc_html( $payload );
		$this->assertSame( 3, substr_count( $page['body'], 'Eve ' . $escaped ) + substr_count( $page['body'], 'VIP ' . $escaped ) + ( false !== strpos( $page['body'], '<h1 id="etn-ticket-title" class="etn-ticket__title">Gala ' . $escaped ) ? 1 : 0 ) );
		$this->assertStringContainsString( '<title>Ticket: Gala ' . $escaped . '</title>', $page['body'] );
	}

	public function test_an_attendee_without_a_token_gets_one_with_its_first_link(): void {
		list( , $attendee ) = $this->attendee();
		delete_post_meta( $attendee['id'], AttendeesRepository::META_EDIT_TOKEN );
		$this->assertSame( 404, $this->open( $attendee['id'], '' )['status'], 'no token opens nothing' );

		$url   = Tickets::url( $attendee['id'] );
		$token = self::token_of( $url );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $token );
		$this->assertNotSame( $attendee['edit_token'], $token );
		$this->assertSame( $token, get_post_meta( $attendee['id'], AttendeesRepository::META_EDIT_TOKEN, true ) );
		$this->assertSame( $url, Tickets::url( $attendee['id'] ), 'the same link afterwards' );
		$this->assertSame( 200, $this->open( $attendee['id'], $token )['status'] );

		update_post_meta( $attendee['id'], AttendeesRepository::META_EDIT_TOKEN, '' );
		$this->assertSame( 404, $this->open( $attendee['id'], '' )['status'], 'an empty token opens nothing' );
		$again = self::token_of( Tickets::url( $attendee['id'] ) );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $again, 'an empty stored token is replaced' );
		$this->assertSame( $again, get_post_meta( $attendee['id'], AttendeesRepository::META_EDIT_TOKEN, true ) );
	}

	public function test_ids_that_are_no_attendee_have_no_link(): void {
		$post = wp_insert_post(
			array(
				'post_title'  => 'A post',
				'post_status' => 'publish',
			)
		);
		$this->assertSame( '', Tickets::url( $post ) );
		$this->assertSame( '', Tickets::url( 0 ) );
		$this->assertSame( '', apply_filters( 'eventin_ticket_url', '', $post ) );
		$this->assertSame( '', get_post_meta( $post, AttendeesRepository::META_EDIT_TOKEN, true ), 'no token added to other posts' );
	}

	public function test_a_ticket_template_renders_through_the_filter(): void {
		list( , $attendee ) = $this->attendee();
		$seen               = null;
		$filter             = static function ( string $html, array $ticket ) use ( &$seen ): string {
			$seen = $ticket;
			return '<p>custom</p>';
		};
		add_filter( 'eventin_ticket_html', $filter, 10, 2 );
		$page = $this->open( $attendee['id'], $attendee['edit_token'] );
		remove_filter( 'eventin_ticket_html', $filter, 10 );
		$this->assertSame( '<p>custom</p>', $page['body'] );
		$this->assertSame( 'Ada Example', $seen['attendee_name'] );
		$this->assertSame( TicketPage::qr_url( $attendee['id'], $attendee['ticket_id'] ), $seen['qr_url'] );
	}

	public function test_the_date_is_in_the_events_timezone_with_its_offset(): void {
		$when = TicketPage::when(
			array(
				'timezone'   => 'Asia/Kolkata',
				'start_date' => '2030-03-04',
				'start_time' => '09:30',
				'end_date'   => '2030-03-04',
				'end_time'   => '17:00',
			)
		);
		$this->assertStringContainsString( wp_date( get_option( 'date_format' ), strtotime( '2030-03-04 04:00 UTC' ), new \DateTimeZone( 'Asia/Kolkata' ) ), $when );
		$this->assertStringContainsString( wp_date( get_option( 'time_format' ), strtotime( '2030-03-04 04:00 UTC' ), new \DateTimeZone( 'Asia/Kolkata' ) ), $when );
		$this->assertStringEndsWith( '(Asia/Kolkata, UTC+05:30)', $when );
	}

	public function test_the_ticket_script_loads_on_the_ticket_only(): void {
		if ( ! is_readable( EVENTIN_PRO_DIR . 'build/ticket.asset.php' ) ) {
			$this->markTestSkipped( 'No build (npm run build).' );
		}
		list( , $attendee ) = $this->attendee();
		$granted            = $this->open( $attendee['id'], $attendee['edit_token'] )['body'];
		$refused            = $this->open( $attendee['id'], 'x' )['body'];
		$this->assertMatchesRegularExpression( '#<script[^>]+build/ticket\.js\?ver=[^"\']+["\'][^>]*defer#', $granted );
		$this->assertStringContainsString( 'build/ticket.css', $granted );
		$this->assertStringNotContainsString( 'ticket.js', $refused );
	}

	public function test_an_address_whose_guesses_keep_failing_is_refused_for_a_while(): void {
		list( , $attendee ) = $this->attendee();
		$page               = new TicketPage();
		for ( $i = 0; $i < TicketPage::REFUSALS; $i++ ) {
			$this->assertSame( 404, $page->response( $attendee['id'], 'guess' . $i, '203.0.113.7' )['status'] );
		}
		$this->assertSame( 200, $page->response( $attendee['id'], $attendee['edit_token'], '203.0.113.8' )['status'], 'another address is not limited' );
		$limited = $page->response( $attendee['id'], $attendee['edit_token'], '203.0.113.7' );
		$this->assertSame( 429, $limited['status'], 'even the right token, once limited' );
		$this->assertSame( (string) TicketPage::WINDOW, $limited['headers']['Retry-After'] );
		$this->assertStringNotContainsString( 'Ada Example', $limited['body'] );
		$this->assertSame( 'noindex, nofollow, noarchive', $limited['headers']['X-Robots-Tag'] );

		$this->as_user( $this->make_user( 'ticket-door', array( 'etn_manage_attendee' ) ) );
		$this->assertSame( 200, $page->response( $attendee['id'], '', '203.0.113.7' )['status'], 'staff are not limited' );
		$this->as_user( 0 );

		// Granted requests do not count.
		for ( $i = 0; $i < TicketPage::REFUSALS + 5; $i++ ) {
			$this->assertSame( 200, $page->response( $attendee['id'], $attendee['edit_token'], '203.0.113.9' )['status'] );
		}
	}
}
