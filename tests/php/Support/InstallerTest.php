<?php
/**
 * Activation, upgrades, demo data and uninstall.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

use EventinPro\AccessControl\Permissions;
use EventinPro\Settings\SettingsRepository;
use EventinPro\Support\DemoData;
use EventinPro\Support\Installer;
use EventinPro\Support\Uninstaller;
use EventinPro\Taxonomies\Taxonomies;
use EventinPro\Tests\TestCase;

/**
 * Lifecycle.
 */
final class InstallerTest extends TestCase {

	public function test_install_twice_changes_nothing(): void {
		Installer::install();
		$roles   = get_option( wp_roles()->role_key );
		$version = get_option( Installer::VERSION_OPTION );
		Installer::install();
		$this->assertSame( $roles, get_option( wp_roles()->role_key ) );
		$this->assertSame( EVENTIN_PRO_VERSION, $version );
		foreach ( Permissions::keys() as $cap ) {
			$this->assertTrue( get_role( 'administrator' )->has_cap( $cap ), $cap );
		}
	}

	public function test_upgrade_restores_a_lost_administrator_capability(): void {
		get_role( 'administrator' )->remove_cap( Permissions::ORDER );
		update_option( Installer::VERSION_OPTION, '0.0.1' );
		Installer::maybe_upgrade();
		$this->assertTrue( get_role( 'administrator' )->has_cap( Permissions::ORDER ) );
		$this->assertSame( EVENTIN_PRO_VERSION, get_option( Installer::VERSION_OPTION ) );
	}

	public function test_demo_data_is_seeded_once(): void {
		delete_option( DemoData::OPTION );
		$this->assertSame( array( 'taxonomies', 'events', 'speakers' ), array_slice( DemoData::seed(), 0, 3 ) );
		$count = (int) wp_count_terms(
			array(
				'taxonomy'   => Taxonomies::CATEGORY,
				'hide_empty' => false,
			)
		);
		$this->assertGreaterThan( 3, $count );
		$this->assertSame( array(), DemoData::seed() );
		$this->assertSame(
			$count,
			(int) wp_count_terms(
				array(
					'taxonomy'   => Taxonomies::CATEGORY,
					'hide_empty' => false,
				)
			)
		);
		$keynote = get_term_by( 'name', 'Keynote', Taxonomies::CATEGORY );
		$this->assertSame( get_term_by( 'name', 'Conference', Taxonomies::CATEGORY )->term_id, $keynote->parent );
	}

	public function test_uninstall_keeps_content_unless_asked(): void {
		$term = wp_insert_term( 'Survivor', Taxonomies::TAG )['term_id'];
		Uninstaller::uninstall();
		$this->assertFalse( get_role( 'administrator' )->has_cap( Permissions::EVENT ) );
		$this->assertInstanceOf( \WP_Term::class, get_term( $term, Taxonomies::TAG ) );
		Installer::install();
	}

	public function test_uninstall_deletes_content_when_asked(): void {
		$term = wp_insert_term( 'Goner', Taxonomies::TAG )['term_id'];
		( new SettingsRepository() )->update( array( 'delete_data_on_uninstall' => 'on' ) );
		Uninstaller::uninstall();
		$this->assertNull( get_term( $term, Taxonomies::TAG ) );
		$this->assertFalse( get_option( SettingsRepository::OPTION ) );
		Installer::install();
	}
}
