<?php
/**
 * The template builder's page: WordPress's block editor loads there, and
 * only there; the dashboard's page never depends on it.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Admin;

use EventinPro\Admin\Assets;
use EventinPro\Admin\BuilderPage;
use EventinPro\Admin\Menu;
use EventinPro\Tests\TestCase;

/**
 * Builder page.
 */
final class BuilderPageTest extends TestCase {

	/** WordPress packages only the builder may load. */
	private const EDITOR_HANDLES = array( 'wp-block-editor', 'wp-blocks', 'wp-block-library', 'wp-components', 'wp-format-library', 'wp-media-utils', 'wp-keyboard-shortcuts', 'wp-compose' );

	protected function setUp(): void {
		parent::setUp();
		if ( ! is_readable( EVENTIN_PRO_DIR . 'build/template-builder.asset.php' ) ) {
			$this->markTestSkipped( 'needs `npm run build` first' );
		}
	}

	protected function tearDown(): void {
		foreach ( array( Assets::HANDLE, BuilderPage::HANDLE ) as $handle ) {
			wp_dequeue_script( $handle );
			wp_deregister_script( $handle );
		}
		parent::tearDown();
	}

	public function test_the_page_has_no_menu_item(): void {
		global $submenu, $menu, $_registered_pages;
		$this->as_user( 'administrator' );
		$menu    = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$submenu = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		Menu::register();
		BuilderPage::register();
		$this->assertArrayHasKey( BuilderPage::HOOK, $_registered_pages );
		$this->assertNotContains( BuilderPage::SLUG, array_column( $submenu[ Menu::SLUG ], 2 ), 'no item in the Eventin menu' );
		$this->assertArrayNotHasKey( BuilderPage::SLUG, $menu );
		$this->assertSame( admin_url( 'admin.php?page=eventin-template-builder' ), BuilderPage::url() );
		$this->assertSame( BuilderPage::url(), Assets::boot_data()['builderUrl'] );
		$this->assertFalse( Assets::boot_data()['hasElementor'] );
	}

	public function test_event_managers_open_the_page_for_the_event_editor(): void {
		global $submenu, $_registered_pages, $_wp_submenu_nopriv, $pagenow, $plugin_page;
		$this->as_user( $this->make_user( 'events_only_editor', array( 'etn_manage_event' ) ) );
		$this->assertSame( 'etn_manage_event', BuilderPage::capability() );
		$this->assertSame( BuilderPage::url(), Assets::boot_data()['eventEditorUrl'] );
		$submenu            = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_wp_submenu_nopriv = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		BuilderPage::register();
		$this->assertArrayHasKey( BuilderPage::HOOK, $_registered_pages );
		$pagenow     = 'admin.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$plugin_page = BuilderPage::SLUG; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->assertTrue( user_can_access_admin_page(), 'an event manager opens the page' );
		$this->assertFalse( current_user_can( 'etn_manage_template' ), 'the template routes stay guarded' );

		$this->as_user( 'administrator' );
		$this->assertSame( 'etn_manage_template', BuilderPage::capability() );

		$this->as_user( $this->make_user( 'orders_only_editor', array( 'etn_manage_order' ) ) );
		$this->assertSame( '', Assets::boot_data()['eventEditorUrl'], 'no event editor without the events permission' );
		$_wp_submenu_nopriv = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$submenu            = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		BuilderPage::register();
		$this->assertFalse( user_can_access_admin_page(), 'neither permission: no page' );
		$pagenow     = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$plugin_page = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	public function test_the_dashboard_bundle_depends_on_no_editor_package(): void {
		$asset = require EVENTIN_PRO_DIR . 'build/admin.asset.php';
		$this->assertSame( array(), array_values( array_intersect( self::EDITOR_HANDLES, $asset['dependencies'] ) ) );
		$this->as_user( 'administrator' );
		Assets::enqueue( Menu::HOOK );
		$this->assertFalse( wp_script_is( BuilderPage::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'wp-block-editor', 'enqueued' ) );
	}

	public function test_other_pages_get_nothing(): void {
		$this->as_user( 'administrator' );
		BuilderPage::enqueue( 'edit.php' );
		BuilderPage::enqueue( Menu::HOOK );
		$this->assertFalse( wp_script_is( BuilderPage::HANDLE, 'enqueued' ) );
	}

	public function test_the_builder_page_loads_the_editor_then_the_dashboard(): void {
		$this->as_user( 'administrator' );
		BuilderPage::enqueue( BuilderPage::HOOK );
		$this->assertTrue( wp_script_is( BuilderPage::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_script_is( Assets::HANDLE, 'enqueued' ) );
		// The dashboard runs after the builder has registered its screen.
		$this->assertContains( BuilderPage::HANDLE, wp_scripts()->registered[ Assets::HANDLE ]->deps );
		$deps = wp_scripts()->registered[ BuilderPage::HANDLE ]->deps;
		foreach ( array( 'wp-block-editor', 'wp-blocks', 'wp-block-library', 'wp-components', 'wp-format-library', 'wp-media-utils' ) as $handle ) {
			$this->assertContains( $handle, $deps );
		}
		foreach ( array( 'wp-components', 'wp-block-editor', 'wp-edit-blocks', 'wp-format-library' ) as $style ) {
			$this->assertTrue( wp_style_is( $style, 'enqueued' ), $style );
		}
		$this->assertGreaterThan( 0, did_action( 'wp_enqueue_media' ) );

		$before = implode( "\n", (array) wp_scripts()->get_data( BuilderPage::HANDLE, 'before' ) );
		$this->assertStringContainsString( 'window.eventinEditorSettings = ', $before );
		$settings = BuilderPage::editor_settings();
		$this->assertArrayNotHasKey( 'styles', $settings, 'no theme styles' );
		$this->assertStringContainsString( 'wp-block-library', $settings['__unstableResolvedAssets']['styles'] );
		$this->assertLessThan( 200000, strlen( (string) wp_json_encode( $settings ) ), 'the printed settings stay small' );
		$this->assertStringContainsString( 'wp.blocks.setCategories(', implode( "\n", (array) wp_scripts()->get_data( 'wp-blocks', 'after' ) ) );
	}

	public function test_our_blocks_reach_the_editor_with_their_titles_in_the_sites_language(): void {
		$translate = static function ( $translation, $text, $context, $domain ) {
			return 'eventin-pro' === $domain && 'block title' === $context ? 'Übersetzt: ' . $text : $translation;
		};
		add_filter( 'gettext_with_context', $translate, 10, 4 );
		// Registered again, so that their titles are translated now.
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( \EventinPro\Templates\TemplateBlocks::NAMES as $name ) {
			if ( $registry->is_registered( 'eventin-pro/' . $name ) ) {
				$registry->unregister( 'eventin-pro/' . $name );
			}
		}
		\EventinPro\Templates\TemplateBlocks::register();
		remove_filter( 'gettext_with_context', $translate, 10 );

		$this->as_user( 'administrator' );
		BuilderPage::enqueue( BuilderPage::HOOK );
		$definitions = BuilderPage::block_definitions();
		$this->assertSame( 'Übersetzt: Ticket QR Code', $definitions['eventin-pro/qr-code']['title'] );
		$this->assertSame( 'Übersetzt: Attendee Info', $definitions['eventin-pro/attendee-info']['title'] );
		$this->assertArrayNotHasKey( 'core/paragraph', $definitions, 'only ours' );
		$after = implode( "\n", (array) wp_scripts()->get_data( 'wp-blocks', 'after' ) );
		$this->assertStringContainsString( 'wp.blocks.unstable__bootstrapServerSideBlockDefinitions(', $after );
		$this->assertStringContainsString( wp_json_encode( 'Übersetzt: Ticket QR Code' ), $after );
	}
}
