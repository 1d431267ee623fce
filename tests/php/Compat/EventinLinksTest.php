<?php
/**
 * Eventin 4's event links (/etn/<slug>/, /etn/<series>/<occurrence>/) keep
 * working: they answer a 301 to the event's permalink under /events/.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Compat;

use EventinPro\Events\EventLinks;
use EventinPro\Events\Events;
use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * Eventin's links on the Eventin 4.1.18 fixture, with pretty permalinks.
 */
final class EventinLinksTest extends TestCase {

	/**
	 * The fixture, pretty permalinks and the rules built as after an install.
	 */
	protected function setUp(): void {
		parent::setUp();
		Eventin4Fixture::load();
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		Events::register_post_type();
		EventLinks::add_rewrite_rule();
		flush_rewrite_rules( false );
	}

	protected function tearDown(): void {
		unset( $_SERVER['REQUEST_URI'] );
		$GLOBALS['wp_rewrite']->set_permalink_structure( '' );
		$GLOBALS['wp_rewrite']->remove_permastruct( Events::POST_TYPE );
		flush_rewrite_rules( false );
		parent::tearDown();
	}

	/**
	 * What WordPress does with a request for $path: the redirect it answers
	 * ("<status> <location>") or the query it would run.
	 *
	 * @param string $path Path and query.
	 * @return string|array<string,mixed>
	 */
	private function visit( string $path ) {
		$_SERVER['REQUEST_URI'] = $path;
		$stop                   = static function ( string $location, int $status ) {
			throw new \RuntimeException( $status . ' ' . $location );
		};
		add_filter( 'wp_redirect', $stop, 10, 2 );
		try {
			$wp = new \WP();
			$wp->parse_request();
			return $wp->query_vars;
		} catch ( \RuntimeException $redirect ) {
			return $redirect->getMessage();
		} finally {
			remove_filter( 'wp_redirect', $stop, 10 );
		}
	}

	/**
	 * The link Eventin answered for the event, as a path.
	 *
	 * @param int $id Event id.
	 */
	private function eventin_link( int $id ): string {
		return (string) wp_parse_url( Eventin4Fixture::response( 'event_' . $id )['link'], PHP_URL_PATH );
	}

	public function test_an_eventin_link_redirects_to_the_event(): void {
		$this->assertSame( '/etn/berlin-venue-night/', $this->eventin_link( 21 ) );
		$this->assertStringEndsWith( '/events/berlin-venue-night/', get_permalink( 21 ) );

		$this->assertSame( '301 ' . get_permalink( 21 ), $this->visit( $this->eventin_link( 21 ) ) );
		$this->assertSame( '301 ' . get_permalink( 21 ), $this->visit( '/etn/berlin-venue-night' ), 'without the trailing slash' );
	}

	public function test_an_occurrence_link_redirects_to_the_occurrence(): void {
		$this->assertSame( '/etn/design-meetup-daily-series/design-meetup-daily-series/', $this->eventin_link( 17 ) );

		$this->assertSame( '301 ' . get_permalink( 17 ), $this->visit( $this->eventin_link( 17 ) ) );
		$this->assertSame( '301 ' . get_permalink( 16 ), $this->visit( $this->eventin_link( 16 ) ), 'the series itself' );
		$this->assertStringEndsWith( '/events/design-meetup-daily-series/design-meetup-daily-series/', get_permalink( 17 ) );
	}

	public function test_the_query_string_is_kept(): void {
		$this->assertSame( '301 ' . add_query_arg( 'utm_source', 'mail', get_permalink( 21 ) ), $this->visit( '/etn/berlin-venue-night/?utm_source=mail' ) );
	}

	/**
	 * The posts WordPress would show for the query a request ends with.
	 *
	 * @param array<string,mixed> $query Query variables.
	 * @return int[]
	 */
	private function shown( array $query ): array {
		return array_map( 'intval', wp_list_pluck( ( new \WP_Query( $query ) )->posts, 'ID' ) );
	}

	public function test_unknown_and_unpublished_events_are_not_found(): void {
		wp_update_post(
			array(
				'ID'          => 14,
				'post_status' => 'draft',
			)
		);
		foreach ( array( '/etn/no-such-event/', '/etn/dhaka-tech-summit-2026/' ) as $path ) {
			$query = $this->visit( $path );
			$this->assertIsArray( $query, $path . ' is not redirected' );
			$this->assertSame( array(), $this->shown( $query ), $path );
		}
	}

	public function test_a_page_under_etn_still_resolves(): void {
		$parent = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Etn',
				'post_name'   => 'etn',
				'post_status' => 'publish',
			)
		);
		$page   = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'About',
				'post_name'   => 'about',
				'post_status' => 'publish',
				'post_parent' => $parent,
			)
		);
		$query  = $this->visit( '/etn/about/' );
		$this->assertIsArray( $query );
		$this->assertSame( array( $page ), $this->shown( $query ) );
	}
}
