<?php
/**
 * The certificate page and the builder's preview: who opens them (the
 * attendee's token, staff; users who may edit the template), what a refusal
 * shows (nothing), the shared limit on refused requests.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Templates;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Templates\Certificates;
use EventinPro\Templates\TemplatePreview;
use EventinPro\Tickets\PrivateLink;
use EventinPro\Tickets\TicketPage;

/**
 * Certificate page and template preview.
 */
final class CertificatePageTest extends TemplatesTestCase {

	/**
	 * An event with a published certificate template and one attendee.
	 *
	 * @return array{0:int,1:array<string,mixed>,2:int} Event id, attendee, template id.
	 */
	private function certified(): array {
		$this->as_user( $this->make_user( 'administrator' ) );
		$template = $this->template(
			array(
				'type'    => 'certificate',
				'status'  => 'publish',
				'content' => TemplateRenderingTest::CERTIFICATE,
			)
		);
		$event_id = $this->event(
			array(
				'title'                => 'Spring Conference',
				'certificate_template' => $template,
			)
		);
		$id       = ( new AttendeesService() )->create(
			$event_id,
			array(
				'name'  => 'Ada Lovelace',
				'email' => 'ada@example.org',
			)
		);
		wp_set_current_user( 0 );
		return array( $event_id, ( new AttendeesService() )->get( $id ), $template );
	}

	/**
	 * The token in a URL.
	 *
	 * @param string $url URL.
	 */
	private static function token_of( string $url ): string {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		return (string) $query[ Certificates::QUERY_TOKEN ];
	}

	public function test_the_attendee_opens_the_certificate_with_the_token_of_its_url(): void {
		list( , $attendee ) = $this->certified();
		$url                = Certificates::url( $attendee['id'] );
		$this->assertSame( $url, apply_filters( 'eventin_certificate_url', '', $attendee['id'] ) );
		$this->assertStringStartsWith( home_url( '/' ), $url );
		$this->assertStringContainsString( Certificates::QUERY_ID . '=' . $attendee['id'], $url );
		$token = self::token_of( $url );
		$this->assertSame( 64, strlen( $token ) );
		$this->assertSame( ( new AttendeesService() )->get( $attendee['id'] )['edit_token'], $token, 'the ticket\'s token' );
		$this->assertSame( '', Certificates::url( 999999999 ) );

		$page = Certificates::response( $attendee['id'], $token );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringContainsString( 'Certificate for Ada Lovelace', $page['body'] );
		$this->assertStringContainsString( '<title>Certificate: Spring Conference</title>', $page['body'] );
		$this->assertStringContainsString( esc_attr( TicketPage::qr_url( $attendee['id'], $attendee['ticket_id'] ) ), $page['body'] );
		foreach ( PrivateLink::HEADERS as $name => $value ) {
			$this->assertSame( $value, $page['headers'][ $name ] );
		}
	}

	public function test_a_wrong_or_missing_token_gets_the_same_404_and_staff_open_any(): void {
		list( , $attendee ) = $this->certified();
		$token              = self::token_of( Certificates::url( $attendee['id'] ) );
		$other              = ( new AttendeesService() )->edit_token( (int) ( new AttendeesService() )->create( (int) $attendee['event_id'], array( 'name' => 'Other' ) ) );
		$missing            = Certificates::response( 999999999, $token );
		$this->assertSame( 404, $missing['status'] );
		foreach ( array( '', str_repeat( 'a', 64 ), substr( $token, 0, 32 ), $other, strtoupper( $token ) ) as $wrong ) {
			$page = Certificates::response( $attendee['id'], $wrong );
			$this->assertSame( 404, $page['status'], "token '$wrong'" );
			$this->assertStringNotContainsString( 'Ada Lovelace', $page['body'] );
			$this->assertStringNotContainsString( 'data-etn-qr', $page['body'] );
			$this->assertSame( $missing['body'], $page['body'], 'the same page as for no attendee' );
			$this->assertSame( 'noindex, nofollow, noarchive', $page['headers']['X-Robots-Tag'] );
		}

		$this->as_user( $this->make_user( 'certificate-staff', array( 'etn_manage_attendee' ) ) );
		$this->assertSame( 200, Certificates::response( $attendee['id'], '' )['status'], 'staff who manage attendees open any' );
		$this->as_user( $this->make_user( 'editor' ) );
		$this->assertSame( 404, Certificates::response( $attendee['id'], '' )['status'], 'other users need the token' );
	}

	public function test_an_event_without_a_published_certificate_template_has_no_certificate(): void {
		list( $event_id, $attendee, $template ) = $this->certified();
		$token                                  = self::token_of( Certificates::url( $attendee['id'] ) );
		$this->as_user( $this->make_user( 'administrator' ) );
		( new \EventinPro\Templates\TemplatesService() )->update( $template, array( 'status' => 'draft' ) );
		wp_set_current_user( 0 );
		$this->assertSame( 404, Certificates::response( $attendee['id'], $token )['status'], 'a draft' );
		( new EventsService() )->update( $event_id, array( 'certificate_template' => 0 ) );
		$page = Certificates::response( $attendee['id'], $token );
		$this->assertSame( 404, $page['status'], 'none' );
		$this->assertStringContainsString( 'Certificate not found', $page['body'] );
	}

	public function test_refused_requests_of_an_address_share_the_ticket_pages_limit(): void {
		list( , $attendee ) = $this->certified();
		$token              = self::token_of( Certificates::url( $attendee['id'] ) );
		$three              = static fn (): int => 3;
		add_filter( 'eventin_ticket_rate_limit', $three );
		$ip                 = '203.0.113.9';
		( new TicketPage() )->response( $attendee['id'], 'wrong', $ip );
		Certificates::response( $attendee['id'], 'wrong', $ip );
		$this->assertSame( 404, Certificates::response( $attendee['id'], 'wrong', $ip )['status'] );
		$limited = Certificates::response( $attendee['id'], $token, $ip );
		$this->assertSame( 429, $limited['status'], 'even with the right token, until the window ends' );
		$this->assertSame( (string) PrivateLink::WINDOW, $limited['headers']['Retry-After'] );
		$this->assertSame( 429, ( new TicketPage() )->response( $attendee['id'], $token, $ip )['status'], 'the ticket page too' );
		$this->assertSame( 200, Certificates::response( $attendee['id'], $token, '198.51.100.7' )['status'], 'another address is not limited' );
		remove_filter( 'eventin_ticket_rate_limit', $three );
	}

	public function test_the_preview_is_only_for_users_who_may_edit_the_template(): void {
		list( $event_id, , $template ) = $this->certified();
		$this->assertSame( 'http://' . wp_parse_url( home_url(), PHP_URL_HOST ) . ( wp_parse_url( home_url(), PHP_URL_PORT ) ? ':' . wp_parse_url( home_url(), PHP_URL_PORT ) : '' ) . '/?action=etn-preview-template&template_id=' . $template, TemplatePreview::url( $template ) );

		$this->assertSame( 403, TemplatePreview::response( $template )['status'], 'anonymous' );
		foreach ( array( 'subscriber', 'author', 'editor' ) as $role ) {
			$this->as_user( $this->make_user( $role ) );
			$page = TemplatePreview::response( $template );
			$this->assertSame( 403, $page['status'], $role );
			$this->assertStringNotContainsString( 'Certificate for', $page['body'] );
		}
		$this->as_user( $this->make_user( 'template-designer', array( 'etn_manage_template' ) ) );
		$page = TemplatePreview::response( $template );
		$this->assertSame( 200, $page['status'] );
		$this->assertStringContainsString( 'Certificate for John Doe', $page['body'], 'a sample attendee' );
		$this->assertStringContainsString( 'noindex', $page['headers']['X-Robots-Tag'] );
		$this->assertSame( 404, TemplatePreview::response( $event_id )['status'], 'not a template' );
		$this->assertSame( 404, TemplatePreview::response( 0 )['status'] );

		// The template's preview event, when it has one.
		$this->as_user( $this->make_user( 'administrator' ) );
		( new \EventinPro\Templates\TemplatesService() )->update( $template, array( 'preview_event_id' => $event_id ) );
		$this->assertStringContainsString( 'Spring Conference', TemplatePreview::response( $template )['body'] );
	}
}
