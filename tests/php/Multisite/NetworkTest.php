<?php
/**
 * The plugin on a network (the "multisite" pass of scripts/test-php.sh: the
 * site is a network in sub-directories, with a second site made before the
 * plugin was network-activated).
 *
 * These tests make sites for real (their tables are created and dropped, not
 * temporary) and delete them afterwards.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Multisite;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Settings\SettingsRepository;
use EventinPro\Support\Installer;
use EventinPro\Support\PostListTable;
use EventinPro\Support\Uninstaller;
use EventinPro\Tests\Support\Site;
use EventinPro\Tests\TestCase;

/**
 * Network activation, new sites, separate data and roles, network uninstall.
 */
final class NetworkTest extends TestCase {

	/**
	 * Sites this test made.
	 *
	 * @var int[]
	 */
	private $sites = array();

	/**
	 * Leaves the test's transaction: making a site creates tables for real.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$wpdb->query( 'SET autocommit = 1' );
		remove_filter( 'query', array( TestCase::class, 'temporary_tables' ) );
		$this->assertTrue( is_multisite(), 'the multisite pass runs on a network' );
	}

	/**
	 * Deletes the sites (and their tables).
	 */
	protected function tearDown(): void {
		while ( ms_is_switched() ) {
			restore_current_blog();
		}
		foreach ( $this->sites as $site ) {
			if ( get_site( $site ) ) {
				wp_delete_site( $site );
			}
		}
		parent::tearDown();
	}

	/**
	 * A new site of the network.
	 */
	private function site(): int {
		$id = wp_insert_site(
			array(
				'domain'  => 'example.org',
				'path'    => '/site-' . wp_generate_password( 8, false, false ) . '/',
				'title'   => 'Test site',
				'user_id' => 1,
			)
		);
		$this->assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : '' );
		$this->sites[] = $id;
		return $id;
	}

	/**
	 * The plugin's tables in the current site (by $wpdb->prefix).
	 *
	 * @return string[]
	 */
	private static function tables(): array {
		global $wpdb;
		return $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'eventin_' ) . '%' ) );
	}

	/**
	 * Asserts the current site is installed: version, tables, capabilities.
	 *
	 * @param string $which Site, for the message.
	 */
	private function assert_installed( string $which ): void {
		global $wpdb;
		$this->assertSame( EVENTIN_PRO_VERSION, get_option( Installer::VERSION_OPTION ), "$which: version" );
		$tables = self::tables();
		$this->assertContains( $wpdb->prefix . 'eventin_jobs', $tables, "$which: its own job table" );
		$this->assertContains( $wpdb->prefix . 'eventin_event_list', $tables, "$which: its own events list table" );
		foreach ( $tables as $table ) {
			$this->assertMatchesRegularExpression( '/^' . preg_quote( $wpdb->prefix, '/' ) . 'eventin_[a-z_]+$/', $table );
		}
		$this->assertTrue( get_role( 'administrator' )->has_cap( Permissions::EVENT ), "$which: administrators manage events" );
		$this->assertNotNull( get_role( 'etn-speaker' ), "$which: the speaker role" );
	}

	public function test_network_activation_installed_the_sites_that_existed(): void {
		$this->assertTrue( is_plugin_active_for_network( Site::PLUGIN ) );
		$this->assert_installed( 'main site' );
		$existing = get_site_by_path( 'example.org', Site::EXISTING_SITE_PATH );
		$this->assertNotNull( $existing );
		$this->assertNotSame( 1, (int) $existing->blog_id );
		// Nobody has visited it: activation installed it.
		switch_to_blog( (int) $existing->blog_id );
		$this->assert_installed( 'site made before the activation' );
		restore_current_blog();
	}

	public function test_a_site_made_after_network_activation_is_installed(): void {
		$site = $this->site();
		switch_to_blog( $site );
		$this->assert_installed( 'new site' );
		restore_current_blog();
	}

	public function test_each_site_lists_only_its_own_events_and_attendees(): void {
		$this->as_user( 1 );
		$site = $this->site();
		$main = $this->json( $this->request( 'GET', '/eventin/v2/events', array( 'per_page' => 100 ) ) )['total_items'];

		switch_to_blog( $site );
		$event = ( new EventsService() )->create(
			array(
				'title'       => 'Only on the new site',
				'start_date'  => '2030-06-01',
				'post_status' => 'publish',
			)
		);
		$this->assertIsArray( $event );
		$attendee = ( new AttendeesService() )->create(
			$event['id'],
			array(
				'name'  => 'Grace Hopper',
				'email' => 'grace@example.org',
			)
		);
		$this->assertIsInt( $attendee );
		restore_current_blog();
		PostListTable::flush_all(); // The end of the request that wrote them, back on the main site.

		$listed = $this->json( $this->request( 'GET', '/eventin/v2/events', array( 'per_page' => 100 ) ) );
		$this->assertSame( $main, $listed['total_items'], 'the main site lists no event of the new site' );
		$this->assertNotContains( 'Only on the new site', array_column( $listed['items'], 'title' ) );

		switch_to_blog( $site );
		$listed = $this->json( $this->request( 'GET', '/eventin/v2/events', array( 'per_page' => 100 ) ) );
		$this->assertSame( array( $event['id'] ), array_column( $listed['items'], 'id' ) );
		$this->assertSame( 1, $listed['total_items'] );
		$attendees = $this->json( $this->request( 'GET', '/eventin/v2/attendees', array( 'per_page' => 100 ) ) );
		$this->assertSame( array( $attendee ), array_column( $attendees['items'], 'id' ), 'the new site lists its attendee' );
		$this->assertSame( 1, $attendees['total_items'] );
		restore_current_blog();
	}

	public function test_each_site_keeps_its_own_role_capabilities(): void {
		$site = $this->site();
		switch_to_blog( $site );
		get_role( 'editor' )->add_cap( Permissions::ATTENDEE );
		$this->assertTrue( get_role( 'editor' )->has_cap( Permissions::ATTENDEE ) );
		restore_current_blog();
		$this->assertFalse( get_role( 'editor' )->has_cap( Permissions::ATTENDEE ), 'the main site\'s editors are unchanged' );
	}

	public function test_deleting_a_site_drops_its_tables(): void {
		global $wpdb;
		$site = $this->site();
		switch_to_blog( $site );
		$this->assertNotSame( array(), self::tables() );
		$prefix = $wpdb->prefix;
		restore_current_blog();
		wp_delete_site( $site );
		$left = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $prefix ) . '%' ) );
		$this->assertSame( array(), $left, 'no table of the deleted site is left' );
		$this->assert_installed( 'main site' );
	}

	public function test_network_deactivation_drops_every_site_rewrite_rules(): void {
		$site = $this->site();
		switch_to_blog( $site );
		update_option( 'rewrite_rules', array( 'events/([^/]+)/?$' => 'index.php?etn=$matches[1]' ) );
		restore_current_blog();
		$only = static function ( $found, $query ) use ( $site ) {
			return null !== $found ? $found : ( 'ids' === $query->query_vars['fields'] ? array( $site ) : array( get_site( $site ) ) );
		};
		add_filter( 'sites_pre_query', $only, 10, 2 );
		try {
			Installer::deactivate( true );
		} finally {
			remove_filter( 'sites_pre_query', $only, 10 );
		}
		switch_to_blog( $site );
		$this->assertFalse( get_option( 'rewrite_rules' ), 'rebuilt without the events on the next request' );
		restore_current_blog();
	}

	public function test_uninstall_on_the_network_removes_every_site_footprint(): void {
		global $wpdb;
		$sites = array( $this->site(), $this->site() );
		// The first site asks for its content to go; the second keeps it (its ledgers stay).
		switch_to_blog( $sites[0] );
		( new SettingsRepository() )->update( array( 'delete_data_on_uninstall' => 'on' ) );
		restore_current_blog();
		$this->assertSame( 'off', ( new SettingsRepository() )->get( 'delete_data_on_uninstall' ), 'the main site keeps its setting' );
		$kept = array( 'checkin_undos', 'checkins', 'job_items', 'jobs', 'rsvp_invites', 'ticket_ids' );
		// Only this test's sites: the others serve the rest of the run.
		$only = static function ( $found, $query ) use ( $sites ) {
			if ( null !== $found ) {
				return $found;
			}
			return 'ids' === $query->query_vars['fields'] ? $sites : array_map( 'get_site', $sites );
		};
		add_filter( 'sites_pre_query', $only, 10, 2 );
		try {
			Uninstaller::uninstall_network();
		} finally {
			remove_filter( 'sites_pre_query', $only, 10 );
		}
		foreach ( $sites as $n => $site ) {
			switch_to_blog( $site );
			$this->assertSame( 0 === $n ? array() : preg_filter( '/^/', $wpdb->prefix . 'eventin_', $kept ), self::tables(), "site $site: tables dropped but the kept content's" );
			$this->assertFalse( get_option( Installer::VERSION_OPTION ), "site $site: version forgotten" );
			$this->assertFalse( get_role( 'administrator' )->has_cap( Permissions::EVENT ), "site $site: capabilities removed" );
			restore_current_blog();
		}
		$this->assert_installed( 'main site, not chosen' );
	}
}
