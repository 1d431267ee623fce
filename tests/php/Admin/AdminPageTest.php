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
		update_option( 'timezone_string', 'Europe/Berlin' );
		$this->assertSame( 'Europe/Berlin', Assets::boot_data()['timezone'] );
		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', 5.5 );
		$this->assertSame( '+05:30', Assets::boot_data()['timezone'] );
		// The media library for the event editor's featured image.
		$this->assertTrue( wp_script_is( 'media-editor', 'enqueued' ) );
		$this->assertGreaterThan( 0, did_action( 'wp_enqueue_media' ) );
	}

	public function test_the_submenu_lists_the_sections_under_the_dashboard_item(): void {
		$this->as_user( 'administrator' );
		$items = $this->submenu();
		$this->assertSame(
			array( 'Dashboard', 'Events', 'Event Categories', 'Event Tags', 'Speakers', 'Schedules', 'Attendees', 'Bookings', 'Templates', 'Settings', 'Manage Access', 'Shortcodes', 'License' ),
			array_column( $items, 0 )
		);
		// WordPress makes the first item the page itself: the dashboard lands on the overview there.
		$this->assertSame( Menu::SLUG, $items[0][2] );
		$this->assertSame(
			array( 'events', 'categories', 'tags', 'speakers', 'schedules', 'attendees', 'purchase-report', 'template-builder', 'settings', 'access-control', 'shortcodes', 'license' ),
			array_map(
				static function ( string $link ): string {
					return substr( $link, strlen( 'admin.php?page=eventin#/' ) );
				},
				array_slice( array_column( $items, 2 ), 1 )
			)
		);
	}

	public function test_menu_links_follow_the_permissions(): void {
		$this->as_user( $this->make_user( 'speaker_desk_menu', array( 'etn_manage_organizer' ) ) );
		$items = $this->submenu();
		$this->assertSame( array( 'Speakers' ), array_column( $items, 0 ), 'no event, schedule or site items' );
		// The page item opens with a permission the user holds (else WordPress would refuse the page).
		$this->assertSame( Menu::SLUG, $items[0][2] );
		$this->assertTrue( current_user_can( $items[0][1] ) );

		$this->as_user( $this->make_user( 'schedule_and_bookings_menu', array( 'etn_manage_schedule', 'etn_manage_order' ) ) );
		$items = $this->submenu();
		$this->assertSame( array( 'Schedules', 'Bookings' ), array_column( $items, 0 ) );
		$this->assertSame( array( Menu::SLUG, 'admin.php?page=eventin#/purchase-report' ), array_column( $items, 2 ) );
	}

	/**
	 * The Eventin submenu as the current user gets it: [ label, capability, link, page title ] rows.
	 *
	 * @return array<int,array<int,string>>
	 */
	private function submenu(): array {
		global $submenu, $menu;
		$menu    = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$submenu = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		Menu::register();
		return array_values( $submenu[ Menu::SLUG ] ?? array() );
	}
}
