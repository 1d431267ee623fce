<?php
/**
 * The admin menu and the assets: ours load on our page only.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Admin;

use EventinPro\Admin\Assets;
use EventinPro\Admin\Menu;
use EventinPro\Tests\TestCase;

/**
 * Admin page.
 */
final class AdminPageTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		if ( ! is_readable( EVENTIN_PRO_DIR . 'build/admin.asset.php' ) ) {
			$this->markTestSkipped( 'needs `npm run build` first' );
		}
	}

	protected function tearDown(): void {
		wp_dequeue_script( Assets::HANDLE );
		wp_deregister_script( Assets::HANDLE );
		parent::tearDown();
	}

	public function test_nothing_is_enqueued_on_other_admin_pages(): void {
		$this->as_user( 'administrator' );
		Assets::enqueue( 'edit.php' );
		Assets::enqueue( 'index.php' );
		$this->assertFalse( wp_script_is( Assets::HANDLE, 'enqueued' ) );
		$this->assertSame( 0, did_action( 'wp_enqueue_media' ) );
	}

	public function test_dashboard_page_enqueues_the_bundle_with_boot_data_and_preloads(): void {
		$this->as_user( 'administrator' );
		Assets::enqueue( Menu::HOOK );
		$this->assertTrue( wp_script_is( Assets::HANDLE, 'enqueued' ) );
		$before = implode( "\n", (array) wp_scripts()->get_data( Assets::HANDLE, 'before' ) );
		$this->assertStringContainsString( 'window.eventinBoot = ', $before );
		$after = implode( "\n", (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertStringContainsString( '\/eventin\/v2\/permissions\/current-user', $after );
		$this->assertStringContainsString( '\/eventin\/v2\/settings', $after );
		$this->assertSame( home_url( '/' ), Assets::boot_data()['siteUrl'] );
		// The media library for the event editor's featured image.
		$this->assertTrue( wp_script_is( 'media-editor', 'enqueued' ) );
		$this->assertGreaterThan( 0, did_action( 'wp_enqueue_media' ) );
	}

	public function test_menu_links_follow_the_permissions(): void {
		global $submenu, $menu;
		$menu    = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$submenu = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->as_user( $this->make_user( 'speaker_desk_menu', array( 'etn_manage_organizer' ) ) );
		Menu::register();
		$links = array_column( $submenu['eventin'] ?? array(), 2 );
		$this->assertContains( 'admin.php?page=eventin#/speakers', $links );
		$this->assertNotContains( 'admin.php?page=eventin#/events', $links );
		$this->assertNotContains( 'admin.php?page=eventin#/categories', $links );
	}
}
