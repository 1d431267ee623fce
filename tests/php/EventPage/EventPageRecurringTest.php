<?php
/**
 * A recurring event's page lists its upcoming occurrences; the block
 * template of single events.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\EventPage;

use EventinPro\EventPage\EventPage;

/**
 * Occurrences and template.
 */
final class EventPageRecurringTest extends EventPageTestCase {

	/**
	 * Upcoming occurrences, soonest first, linked; past ones left out; an
	 * occurrence's own page lists none.
	 */
	public function test_parent_lists_upcoming_occurrences(): void {
		$parent   = $this->event(
			array(
				'start_date'        => '2026-04-20',
				'start_time'        => '18:00',
				'end_time'          => '19:00',
				'timezone'          => 'UTC',
				'recurring_enabled' => 'yes',
				'recurrence'        => array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => '2026-05-18',
				),
			)
		);
		$children = get_children(
			array(
				'post_parent' => $parent,
				'post_type'   => 'etn',
				'orderby'     => 'ID',
				'order'       => 'ASC',
			)
		);
		$this->assertCount( 5, $children, 'weekly occurrences 2026-04-20 to 2026-05-18' );
		foreach ( $children as $child ) {
			wp_publish_post( $child );
		}
		$this->visit( $parent );
		$html = $this->content();
		$this->assertStringContainsString( 'eventin-event__occurrences', $html );
		preg_match_all( '#<li><a href="([^"]+)">([^<]+)</a></li>#', (string) strstr( $html, 'eventin-event__occurrences' ), $links );
		$this->assertSame( array( 'May 4, 2026 6:00 pm', 'May 11, 2026 6:00 pm', 'May 18, 2026 6:00 pm' ), $links[2], 'upcoming only (now is May 1), soonest first' );
		$permalinks = array_map( 'get_permalink', array_keys( $children ) );
		foreach ( $links[1] as $url ) {
			$this->assertContains( html_entity_decode( $url ), $permalinks, 'links to an occurrence' );
		}

		$child = (int) array_key_last( $children );
		$this->visit( $child );
		$this->assertStringNotContainsString( 'eventin-event__occurrences', $this->content() );
	}

	/**
	 * Block themes get the plugin's single-event template: title, featured
	 * image and content, no post meta.
	 */
	public function test_block_template_is_registered(): void {
		if ( ! function_exists( 'register_block_template' ) ) {
			$this->markTestSkipped( 'WordPress 6.7+' );
		}
		$this->assertTrue( \WP_Block_Templates_Registry::get_instance()->is_registered( EventPage::TEMPLATE_NAME ) );
		$template = \WP_Block_Templates_Registry::get_instance()->get_registered( EventPage::TEMPLATE_NAME );
		$this->assertSame( 'single-etn', $template->slug );
		foreach ( array( 'wp:template-part {"slug":"header"', 'wp:post-title', 'wp:post-featured-image', 'wp:post-content', 'wp:template-part {"slug":"footer"' ) as $block ) {
			$this->assertStringContainsString( $block, $template->content );
		}
		$this->assertStringNotContainsString( 'wp:post-author', $template->content );
		$this->assertStringNotContainsString( 'wp:post-terms', $template->content );
	}
}
