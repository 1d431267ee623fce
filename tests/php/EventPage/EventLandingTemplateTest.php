<?php
/**
 * An event whose `event_layout` names a published event template (as
 * Eventin 4 links them) shows that template as its page's content, with the
 * event's placeholders; otherwise the built-in page.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\EventPage;

use EventinPro\Templates\TemplatePages;
use EventinPro\Templates\TemplatesService;

/**
 * Landing templates.
 */
final class EventLandingTemplateTest extends EventPageTestCase {

	/**
	 * A landing template.
	 *
	 * @param string $status publish or draft.
	 * @param string $type   Template type.
	 */
	private function landing( string $status = 'publish', string $type = 'event' ): int {
		$this->as_user( $this->make_user( 'administrator' ) );
		$item = ( new TemplatesService() )->create(
			array(
				'name'         => 'Landing',
				'type'         => $type,
				'status'       => $status,
				'content'      => '<!-- wp:heading --><h2 class="wp-block-heading">Welcome to {{event_title}}</h2><!-- /wp:heading -->'
					. '<!-- wp:eventin-pro/event-info {"fields":["title","location"]} /-->'
					. '<!-- wp:paragraph --><p class="who">Dear {{attendee_name}}.</p><!-- /wp:paragraph -->',
				'template_css' => '.wp-block-heading{color:#6b2ee5}',
			)
		);
		wp_set_current_user( 0 );
		$this->assertIsArray( $item );
		return (int) $item['id'];
	}

	public function test_the_events_landing_template_is_its_pages_content(): void {
		$id = $this->event(
			array(
				'title'       => 'Harbour Festival <b>2026</b>',
				'description' => 'Built-in description',
				'post_status' => 'publish',
				'start_date'  => '2026-06-01',
				'location'    => array(
					'type'    => 'offline',
					'address' => 'Pier 4',
				),
			)
		);
		$this->visit( $id );
		$this->assertStringContainsString( 'Built-in description', $this->content(), 'without a landing template: the built-in page' );

		update_post_meta( $id, TemplatePages::META_LANDING, (string) $this->landing() );
		$this->visit( $id );
		// The template answers the event page's own filter, before the sections are built.
		$this->assertSame( 10, has_filter( 'eventin_event_page_content', array( TemplatePages::class, 'landing_content' ) ) );
		$this->assertFalse( has_filter( 'the_content', array( TemplatePages::class, 'landing_content' ) ) );
		$html = $this->content();
		$this->assertStringContainsString( 'Welcome to Harbour Festival &lt;b&gt;2026&lt;/b&gt;', $html, 'the event\'s placeholders, escaped' );
		$this->assertStringContainsString( 'Pier 4', $html );
		$this->assertStringContainsString( '<p class="who">Dear .</p>', $html, 'no attendee on an event page' );
		$this->assertStringContainsString( '.wp-block-heading{color:#6b2ee5}', $html );
		$this->assertStringNotContainsString( 'Built-in description', $html );
	}

	public function test_eventin_4_layout_slugs_drafts_and_other_types_keep_the_built_in_page(): void {
		$id = $this->event(
			array(
				'description' => 'Built-in description',
				'post_status' => 'publish',
				'start_date'  => '2026-06-01',
			)
		);
		foreach ( array( 'event-one', (string) $this->landing( 'draft' ), (string) $this->landing( 'publish', 'certificate' ), '999999999' ) as $layout ) {
			update_post_meta( $id, TemplatePages::META_LANDING, $layout );
			$this->visit( $id );
			$this->assertStringContainsString( 'Built-in description', $this->content(), "event_layout '$layout'" );
		}
	}
}
