<?php
/**
 * The speaker roles and group data across install, upgrade, demo data and uninstall.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Speakers;

use EventinPro\Speakers\Speakers;
use EventinPro\Support\DemoData;
use EventinPro\Support\Installer;
use EventinPro\Support\Uninstaller;

/**
 * Lifecycle of the feature's stored state.
 */
final class SpeakersInstallTest extends SpeakersTestCase {

	public function test_the_roles_exist_and_grant_only_read(): void {
		foreach ( Speakers::ROLES as $role ) {
			$object = get_role( $role );
			$this->assertNotNull( $object, $role );
			$this->assertSame( array( 'read' => true ), $object->capabilities, $role );
		}
	}

	public function test_an_upgrade_recreates_missing_roles_and_twice_changes_nothing(): void {
		remove_role( Speakers::ROLE_ORGANIZER );
		update_option( Installer::VERSION_OPTION, '0.2.0' );
		Installer::maybe_upgrade();
		$this->assertNotNull( get_role( Speakers::ROLE_ORGANIZER ) );
		$roles = get_option( wp_roles()->role_key );
		Installer::install();
		$this->assertSame( $roles, get_option( wp_roles()->role_key ) );
	}

	public function test_an_upgrade_keeps_capabilities_the_site_gave_the_roles(): void {
		get_role( Speakers::ROLE_ORGANIZER )->add_cap( 'etn_manage_schedule' );
		Installer::install();
		$this->assertTrue( get_role( Speakers::ROLE_ORGANIZER )->has_cap( 'etn_manage_schedule' ) );
	}

	public function test_an_upgrade_keeps_every_group_membership_form_and_counts_them(): void {
		$this->as_user( 'administrator' );
		$a      = $this->group( 'Old A' );
		$b      = $this->group( 'Old B' );
		$single = $this->make_user( 'etn-speaker' );
		$json   = $this->make_user( 'etn-speaker' );
		$ints   = $this->make_user( 'etn-organizer' );
		update_user_meta( $single, 'etn_speaker_group', (string) $a );
		update_user_meta( $json, 'etn_speaker_group', wp_json_encode( array( (string) $a, (string) $b ) ) );
		update_user_meta( $ints, 'etn_speaker_group', array( $b ) );

		Installer::install();
		$this->assertSame( (string) $a, get_user_meta( $single, 'etn_speaker_group', true ) );
		$this->assertSame( wp_json_encode( array( (string) $a, (string) $b ) ), get_user_meta( $json, 'etn_speaker_group', true ) );
		$this->assertSame( array( $b ), get_user_meta( $ints, 'etn_speaker_group', true ) );
		$this->assertSame( 2, (int) get_term( $a )->count );
		$this->assertSame( 2, (int) get_term( $b )->count );
		$names = array_column( $this->json( $this->request( 'GET', self::ROUTE, array( 'speaker_group' => $b ) ) ), 'id' );
		sort( $names );
		$this->assertSame( array( $json, $ints ), $names );
	}

	public function test_demo_speakers_are_seeded_once(): void {
		// Only the speakers set runs: what other features' sets do (a demo
		// booking mails its customer) is theirs to test.
		$done = array_fill_keys( array_keys( DemoData::sets() ), time() );
		unset( $done['speakers'] );
		update_option( DemoData::OPTION, $done );
		$this->assertSame( array( 'speakers' ), DemoData::seed() );
		$this->assertSame( array(), $this->mails(), 'demo accounts get no mail' );

		$this->as_user( 'administrator' );
		$speakers   = $this->request( 'GET', self::ROUTE, array( 'category' => 'speaker' ) );
		$organizers = $this->request( 'GET', self::ROUTE, array( 'category' => 'organizer' ) );
		$this->assertGreaterThanOrEqual( 5, (int) $speakers->get_headers()['X-WP-Total'] );
		$this->assertGreaterThanOrEqual( 2, (int) $organizers->get_headers()['X-WP-Total'] );
		$groups = array_column( $this->json( $this->request( 'GET', self::GROUPS ) )['items'], 'count', 'name' );
		$this->assertGreaterThan( 0, $groups['Keynote Speakers'] );
		$this->assertGreaterThan( 0, $groups['Workshop Hosts'] );
		$someone = $this->json( $speakers )[0];
		$this->assertNotSame( '', $someone['designation'] );
		$this->assertNotSame( '', $someone['company'] );
		$this->assertNotSame( array(), $someone['social'] );

		$users = $this->user_count();
		$done  = (array) get_option( DemoData::OPTION, array() );
		unset( $done['speakers'] );
		update_option( DemoData::OPTION, $done );
		DemoData::seed();
		$this->assertSame( $users, $this->user_count(), 'seeding again creates nobody twice' );
	}

	public function test_uninstall_removes_the_roles_and_keeps_groups_unless_asked(): void {
		$group = $this->group( 'Survivor' );
		Uninstaller::uninstall();
		$this->assertNull( get_role( Speakers::ROLE_SPEAKER ) );
		$this->assertNull( get_role( Speakers::ROLE_ORGANIZER ) );
		$this->assertInstanceOf( \WP_Term::class, get_term( $group, Speakers::GROUP_TAXONOMY ) );
		Installer::install();
		$this->assertNotNull( get_role( Speakers::ROLE_SPEAKER ) );
	}

	public function test_uninstall_deletes_groups_when_asked(): void {
		$group = $this->group( 'Goner' );
		( new \EventinPro\Settings\SettingsRepository() )->update( array( 'delete_data_on_uninstall' => 'on' ) );
		Uninstaller::uninstall();
		$this->assertNull( get_term( $group, Speakers::GROUP_TAXONOMY ) );
		Installer::install();
	}
}
