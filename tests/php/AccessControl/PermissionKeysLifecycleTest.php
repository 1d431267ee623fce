<?php
/**
 * The permission keys across install, upgrade and uninstall, and the admin
 * menu links of the administrator-only screens.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\AccessControl;

use EventinPro\AccessControl\Permissions;
use EventinPro\Admin\Menu;
use EventinPro\Support\Installer;
use EventinPro\Support\Uninstaller;
use EventinPro\Tests\TestCase;

/**
 * Lifecycle of the keys.
 */
final class PermissionKeysLifecycleTest extends TestCase {

	/**
	 * The keys added with access control.
	 *
	 * @return string[]
	 */
	private function new_keys(): array {
		return array( Permissions::TEMPLATE, Permissions::SETTINGS, Permissions::RSVP, Permissions::SHORTCODE );
	}

	public function test_an_upgrade_from_an_older_version_grants_the_new_keys_to_administrators(): void {
		$admin = get_role( 'administrator' );
		foreach ( $this->new_keys() as $key ) {
			$admin->remove_cap( $key );
		}
		update_option( Installer::VERSION_OPTION, '0.2.0' );
		Installer::maybe_upgrade();
		foreach ( $this->new_keys() as $key ) {
			$this->assertTrue( get_role( 'administrator' )->has_cap( $key ), $key );
		}
		$this->assertFalse( get_role( 'editor' )->has_cap( Permissions::SETTINGS ), 'other roles get nothing' );
	}

	public function test_uninstall_removes_every_key_from_every_role(): void {
		get_role( 'editor' )->add_cap( Permissions::RSVP );
		get_role( 'author' )->add_cap( Permissions::SHORTCODE );
		Uninstaller::uninstall();
		foreach ( wp_roles()->role_objects as $name => $role ) {
			foreach ( Permissions::keys() as $key ) {
				$this->assertArrayNotHasKey( $key, $role->capabilities, "$name still has $key" );
			}
		}
		Installer::install();
	}

	/**
	 * The Eventin submenu as the user sees it.
	 *
	 * @param int $user User id.
	 * @return string[] Link targets.
	 */
	private function submenu_links( int $user ): array {
		global $submenu, $menu;
		$menu    = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$submenu = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wp_set_current_user( $user );
		Menu::register();
		return array_column( $submenu['eventin'] ?? array(), 2 );
	}

	public function test_manage_access_and_license_links_are_for_administrators(): void {
		$links = $this->submenu_links( $this->make_user( 'administrator' ) );
		$this->assertContains( 'admin.php?page=eventin#/access-control', $links );
		$this->assertContains( 'admin.php?page=eventin#/license', $links );

		$links = $this->submenu_links( $this->make_user( 'menu_event_desk', array( Permissions::EVENT, Permissions::SETTINGS ) ) );
		$this->assertSame( 'eventin', $links[0], 'Events: the page itself' );
		$this->assertNotContains( 'admin.php?page=eventin#/access-control', $links );
		$this->assertNotContains( 'admin.php?page=eventin#/license', $links );
	}
}
