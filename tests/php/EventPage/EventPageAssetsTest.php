<?php
/**
 * The event page's style and script load on event pages only.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\EventPage;

use EventinPro\EventPage\EventPage;

/**
 * Assets.
 */
final class EventPageAssetsTest extends EventPageTestCase {

	/**
	 * Forgets what a test enqueued.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( EventPage::HANDLE );
		wp_dequeue_style( EventPage::HANDLE );
		wp_deregister_script( EventPage::HANDLE );
		wp_deregister_style( EventPage::HANDLE );
		parent::tearDown();
	}

	/**
	 * Whether our handles are enqueued after wp_enqueue_scripts ran for the current main query.
	 *
	 * @return array{script:bool,style:bool}
	 */
	private function enqueued(): array {
		do_action( 'wp_enqueue_scripts' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's action, as wp_head fires it.
		return array(
			'script' => wp_script_is( EventPage::HANDLE, 'enqueued' ),
			'style'  => wp_style_is( EventPage::HANDLE, 'enqueued' ),
		);
	}

	/**
	 * None on the home page, a post or a page.
	 */
	public function test_none_elsewhere(): void {
		$post = (int) wp_insert_post(
			array(
				'post_title'  => 'Post',
				'post_status' => 'publish',
			)
		);
		$page = (int) wp_insert_post(
			array(
				'post_title'  => 'Page',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		$this->event();
		foreach ( array(
			'home' => array(),
			'post' => array( 'p' => $post ),
			'page' => array( 'page_id' => $page ),
		) as $where => $args ) {
			$this->main_query( $args );
			$this->assertSame(
				array(
					'script' => false,
					'style'  => false,
				),
				$this->enqueued(),
				$where
			);
		}
	}

	/**
	 * Both on an event page (when the build exists).
	 */
	public function test_on_event_pages(): void {
		if ( ! is_readable( EVENTIN_PRO_DIR . 'build/event-page.asset.php' ) || ! is_readable( EVENTIN_PRO_DIR . 'build/event-page.css' ) ) {
			$this->markTestSkipped( 'npm run build first' );
		}
		$this->visit( $this->event() );
		$this->assertSame(
			array(
				'script' => true,
				'style'  => true,
			),
			$this->enqueued()
		);
	}
}
