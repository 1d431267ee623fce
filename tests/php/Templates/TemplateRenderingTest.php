<?php
/**
 * Rendering templates: blocks with the attendee and event as context,
 * placeholders after the blocks (hostile names stay text), the allow-list of
 * blocks, CSS that cannot leave its style element, page sizes, and the ticket
 * page through the event's ticket template.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Templates;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Templates\TemplateBlocks;
use EventinPro\Templates\TemplateRenderer;
use EventinPro\Templates\TemplatesRepository;
use EventinPro\Templates\TemplatesService;
use EventinPro\Tickets\TicketPage;

/**
 * Template rendering.
 */
final class TemplateRenderingTest extends TemplatesTestCase {

	/**
	 * A certificate's blocks: a heading with a placeholder, the attendee's
	 * name and ticket id, the event's title and a QR code, in the container.
	 */
	public const CERTIFICATE = '<!-- wp:eventin-pro/template-container {"styles":{"Desktop":{"backgroundColor":"#fafafa"},"Tablet":{},"Mobile":{}}} -->'
		. '<!-- wp:heading {"level":1} --><h1 class="wp-block-heading">Certificate for {{attendee_name}}</h1><!-- /wp:heading -->'
		. '<!-- wp:eventin-pro/attendee-info {"fields":["name","ticket_id"]} /-->'
		. '<!-- wp:eventin-pro/event-info {"fields":["title"],"showLabels":false} /-->'
		. '<!-- wp:eventin-pro/qr-code {"size":150} /-->'
		. '<!-- /wp:eventin-pro/template-container -->';

	/**
	 * Fails when the blocks are not built (their block.json is in build/).
	 */
	protected function setUp(): void {
		parent::setUp();
		foreach ( TemplateBlocks::NAMES as $name ) {
			$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( 'eventin-pro/' . $name ), "eventin-pro/$name is registered: run npm run build first" );
		}
		// Template content is kept as the user may write it: an administrator's as sent.
		$this->as_user( $this->make_user( 'administrator' ) );
	}

	/**
	 * An event and one of its attendees.
	 *
	 * @param string              $name  Attendee name.
	 * @param array<string,mixed> $event Event fields.
	 * @return array{0:array<string,mixed>,1:array<string,mixed>}
	 */
	private function pair( string $name = 'Ada Lovelace', array $event = array() ): array {
		$event_id = $this->event( $event + array( 'title' => 'Spring Conference' ) );
		$id       = ( new AttendeesService() )->create(
			$event_id,
			array(
				'name'         => $name,
				'email'        => 'ada@example.org',
				'ticket_name'  => 'VIP',
				'ticket_price' => 25,
			)
		);
		$this->assertIsInt( $id );
		return array( ( new EventsService() )->get( $event_id ), ( new AttendeesService() )->get( $id ) );
	}

	/**
	 * A published template's item.
	 *
	 * @param string              $content Blocks.
	 * @param array<string,mixed> $fields  More fields.
	 * @return array<string,mixed>
	 */
	private function published( string $content, array $fields = array() ): array {
		$id = $this->template(
			$fields + array(
				'type'    => 'certificate',
				'status'  => 'publish',
				'content' => $content,
			)
		);
		return ( new TemplatesService() )->get( $id );
	}

	/**
	 * The elements matching an XPath query in an HTML fragment or document.
	 *
	 * @param string $html  HTML.
	 * @param string $xpath Query.
	 * @return \DOMNodeList<\DOMNode>
	 */
	private static function query( string $html, string $xpath ): \DOMNodeList {
		$dom = new \DOMDocument();
		libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		libxml_clear_errors();
		return ( new \DOMXPath( $dom ) )->query( $xpath );
	}

	public function test_blocks_render_with_the_attendee_and_event_of_the_context(): void {
		list( $event, $attendee ) = $this->pair();
		$template                 = $this->published( self::CERTIFICATE );
		$html                     = TemplateRenderer::body( $template, $event, $attendee );

		$this->assertSame( 'Certificate for Ada Lovelace', trim( self::query( $html, '//h1' )->item( 0 )->textContent ), 'the placeholder, filled' );
		$this->assertStringContainsString( 'Ada Lovelace', self::query( $html, '//*[contains(@class,"eventin-template-attendee-info__row--name")]' )->item( 0 )->textContent );
		$this->assertStringContainsString( $attendee['ticket_id'], self::query( $html, '//*[contains(@class,"eventin-template-attendee-info__row--ticket_id")]' )->item( 0 )->textContent );
		$this->assertSame( 'Spring Conference', trim( self::query( $html, '//*[contains(@class,"eventin-template-event-info")]' )->item( 0 )->textContent ) );
		$container = self::query( $html, '//div[contains(@class,"eventin-template-container")]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $container );
		$this->assertStringContainsString( 'background-color:#fafafa', $container->getAttribute( 'style' ) );

		$qr = self::query( $html, '//*[@data-etn-qr]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $qr );
		$this->assertSame( TicketPage::qr_url( $attendee['id'], $attendee['ticket_id'] ), $qr->getAttribute( 'data-etn-qr' ), 'the ticket page\'s scanner URL' );
		$this->assertStringContainsString( 'width:150px', $qr->getAttribute( 'style' ) );
		$this->assertSame( 'Could not generate QR!', $qr->getAttribute( 'data-error-generate' ) );

		// Another attendee of the same template: the context decides.
		list( $event2, $attendee2 ) = $this->pair( 'Grace Hopper' );
		$other                      = TemplateRenderer::body( $template, $event2, $attendee2 );
		$this->assertStringContainsString( 'Grace Hopper', $other );
		$this->assertStringNotContainsString( 'Ada Lovelace', $other );
		$this->assertSame( TicketPage::qr_url( $attendee2['id'], $attendee2['ticket_id'] ), self::query( $other, '//*[@data-etn-qr]' )->item( 0 )->getAttribute( 'data-etn-qr' ) );
	}

	/**
	 * Names that would run or expand something if they were not text.
	 *
	 * @return array<string,array{0:string,1:string}> Name, what must not appear.
	 */
	public function hostile_names(): array {
		return array(
			'script'        => array( '<script>alert(1)</script>', '<script>' ),
			'shortcode'     => array( '[eventin_test_shortcode]', 'SHORTCODE RAN' ),
			'block comment' => array( '<!-- wp:paragraph --><p>Injected</p><!-- /wp:paragraph -->', '<p>Injected</p>' ),
			'placeholder'   => array( '{{ticket_id}}', '' ),
		);
	}

	/**
	 * @dataProvider hostile_names
	 *
	 * @param string $name      Attendee name.
	 * @param string $forbidden What must not be in the output ('' = the ticket id).
	 */
	public function test_a_hostile_attendee_name_prints_as_text( string $name, string $forbidden ): void {
		add_shortcode( 'eventin_test_shortcode', static fn (): string => 'SHORTCODE RAN' );
		list( $event, $attendee ) = $this->pair( $name );
		$template                 = $this->published(
			'<!-- wp:paragraph --><p class="by-placeholder">{{attendee_name}}</p><!-- /wp:paragraph -->'
			. '<!-- wp:eventin-pro/attendee-info {"fields":["name"],"showLabels":false} /-->'
		);
		$html                     = TemplateRenderer::body( $template, $event, $attendee );
		remove_shortcode( 'eventin_test_shortcode' );

		$this->assertStringNotContainsString( '' !== $forbidden ? $forbidden : $attendee['ticket_id'], $html );
		$this->assertSame( $name, self::query( $html, '//p[@class="by-placeholder"]' )->item( 0 )->textContent, 'the placeholder shows the name as typed' );
		$this->assertSame( $name, self::query( $html, '//*[contains(@class,"eventin-template-attendee-info__value")]' )->item( 0 )->textContent, 'the block shows the name as typed' );
	}

	public function test_blocks_off_the_list_are_dropped_at_every_depth(): void {
		list( $event, $attendee ) = $this->pair();
		$template                 = $this->published(
			'<!-- wp:html --><script>window.evil=1</script><!-- /wp:html -->'
			. '<p>loose HTML outside blocks</p>'
			. '<!-- wp:shortcode -->[eventin_test_shortcode]<!-- /wp:shortcode -->'
			. '<!-- wp:group --><div class="wp-block-group">'
			. '<!-- wp:paragraph --><p>kept inside</p><!-- /wp:paragraph -->'
			. '<!-- wp:html --><iframe src="https://example.org/"></iframe><!-- /wp:html -->'
			. '<!-- wp:paragraph --><p>kept after</p><!-- /wp:paragraph -->'
			. '</div><!-- /wp:group -->'
			. '<!-- wp:latest-posts /-->'
			. '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><!-- wp:heading --><h2 class="wp-block-heading">In a column</h2><!-- /wp:heading --></div><!-- /wp:column --></div><!-- /wp:columns -->'
		);
		$html                     = TemplateRenderer::body( $template, $event, $attendee );

		foreach ( array( 'window.evil', '<script', 'loose HTML', 'eventin_test_shortcode', '<iframe', 'wp-block-latest-posts' ) as $dropped ) {
			$this->assertStringNotContainsString( $dropped, $html );
		}
		$this->assertMatchesRegularExpression( '#<p>kept inside</p>\s*<p>kept after</p>#', $html, 'siblings of a dropped block stay, in order' );
		$this->assertStringContainsString( 'In a column', $html );
		$this->assertContains( 'core/paragraph', TemplateRenderer::ALLOWED_BLOCKS );
		$this->assertNotContains( 'core/html', TemplateRenderer::allowed_names() );
	}

	public function test_template_css_cannot_leave_its_style_element(): void {
		list( $event, $attendee ) = $this->pair();
		$template                 = $this->published( '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->', array( 'template_css' => '.x{color:red}' ) );
		// Stored by hand: the API refuses "<" (Eventin 4's data may hold anything).
		update_post_meta( $template['id'], TemplatesRepository::META_CSS, '.x{color:red}</style><script>alert(1)</script><STYLE>.y{}</Style ><img src=x onerror=alert(2)>' );
		$template = ( new TemplatesService() )->get( $template['id'] );
		$document = TemplateRenderer::document( $template, $event, $attendee, 'T' );

		$this->assertStringNotContainsString( '<script>alert', $document );
		$this->assertStringNotContainsString( '<img', $document );
		$this->assertSame( substr_count( $document, '<style' ), substr_count( strtolower( $document ), '</style>' ), 'every style element closes once, by us' );
		$this->assertSame( 0, self::query( $document, '//script[not(@src)]' )->length );
		$this->assertStringContainsString( '.x{color:red}', $document );
		$this->assertSame( '', TemplateRenderer::css( '</style' ) );
	}

	public function test_certificates_and_tickets_print_one_page_of_their_orientation(): void {
		list( $event, $attendee ) = $this->pair();
		$landscape                = TemplateRenderer::document( $this->published( '' ), $event, $attendee, 'T' );
		$this->assertStringContainsString( '@page{size:842pt 595pt;margin:0}', $landscape );
		$this->assertStringContainsString( 'width:842px;height:595px', $landscape );
		$portrait = TemplateRenderer::document( $this->published( '', array( 'orientation' => 'portrait' ) ), $event, $attendee, 'T' );
		$this->assertStringContainsString( '@page{size:595pt 842pt;margin:0}', $portrait );
		$this->assertStringContainsString( 'width:595px;height:842px', $portrait );
		$this->assertStringNotContainsString( 'ticket.js', $portrait, 'no QR code, no script' );
		$this->assertStringContainsString( 'ticket.js', TemplateRenderer::document( $this->published( self::CERTIFICATE ), $event, $attendee, 'T' ), 'the ticket page\'s script draws the code' );
	}

	public function test_the_ticket_page_renders_through_the_events_published_ticket_template(): void {
		list( $event, $attendee ) = $this->pair();
		$ticket                   = $this->published( self::CERTIFICATE, array( 'type' => 'ticket' ) );
		$page                     = ( new TicketPage() )->response( $attendee['id'], (string) ( new AttendeesService() )->edit_token( $attendee['id'] ) );
		$this->assertStringContainsString( 'etn-ticket__card', $page['body'], 'without a template: the built-in page' );

		( new EventsService() )->update( $event['id'], array( 'ticket_template' => $ticket['id'] ) );
		$page = ( new TicketPage() )->response( $attendee['id'], (string) ( new AttendeesService() )->edit_token( $attendee['id'] ) );
		$this->assertSame( 200, $page['status'] );
		$this->assertSame( 'noindex, nofollow, noarchive', $page['headers']['X-Robots-Tag'] );
		$this->assertStringContainsString( 'Certificate for Ada Lovelace', $page['body'] );
		$this->assertStringNotContainsString( 'etn-ticket__card', $page['body'] );
		$this->assertSame( TicketPage::qr_url( $attendee['id'], $attendee['ticket_id'] ), self::query( $page['body'], '//*[@data-etn-qr]' )->item( 0 )->getAttribute( 'data-etn-qr' ) );
		$this->assertStringContainsString( 'ticket.js', $page['body'] );

		// A draft, or a certificate template, is no ticket template.
		( new TemplatesService() )->update( $ticket['id'], array( 'status' => 'draft' ) );
		$this->assertStringContainsString( 'etn-ticket__card', ( new TicketPage() )->response( $attendee['id'], (string) ( new AttendeesService() )->edit_token( $attendee['id'] ) )['body'] );
		( new EventsService() )->update( $event['id'], array( 'ticket_template' => $this->published( self::CERTIFICATE )['id'] ) );
		$this->assertStringContainsString( 'etn-ticket__card', ( new TicketPage() )->response( $attendee['id'], (string) ( new AttendeesService() )->edit_token( $attendee['id'] ) )['body'] );
		// Refused requests stay the same page.
		wp_set_current_user( 0 );
		$this->assertSame( 404, ( new TicketPage() )->response( $attendee['id'], str_repeat( 'a', 64 ) )['status'] );
	}
}
