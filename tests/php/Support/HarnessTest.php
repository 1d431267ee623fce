<?php
/**
 * Proves the test harness: WordPress, the plugin, isolation and the helpers.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

use EventinPro\Tests\TestCase;

/**
 * The harness itself (no plugin feature is tested here).
 */
final class HarnessTest extends TestCase {

	/**
	 * Set by one test, read by the next (tests run in file order).
	 *
	 * @var int
	 */
	private static $user_from_previous_test = 0;

	public function test_wordpress_is_loaded_and_installed(): void {
		$this->assertTrue( function_exists( 'wp_insert_post' ) );
		$this->assertTrue( is_blog_installed() );
		$this->assertStringStartsWith( '6.8', get_bloginfo( 'version' ) );
		$this->assertTrue( WP_DEBUG );
		$this->assertSame( 'http://example.org', home_url() );
	}

	public function test_the_plugin_is_active(): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$this->assertTrue( is_plugin_active( Site::PLUGIN ) );
		$this->assertTrue( class_exists( 'EventinPro\\Plugin' ) );
		$this->assertTrue( defined( 'EVENTIN_PRO_VERSION' ) );
		$this->assertSame( realpath( Site::root() . '/eventin-pro.php' ), realpath( WP_PLUGIN_DIR . '/' . Site::PLUGIN ) );
	}

	public function test_activation_granted_the_administrator_its_capabilities(): void {
		$this->assertTrue( get_role( 'administrator' )->has_cap( 'etn_manage_event' ) );
		$this->as_user( 'administrator' );
		$this->assertTrue( current_user_can( 'etn_manage_event' ) );
		$this->as_user( 'subscriber' );
		$this->assertFalse( current_user_can( 'etn_manage_event' ) );
	}

	public function test_every_table_is_innodb(): void {
		global $wpdb;
		$engines = $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = %s AND TABLE_TYPE = %s', DB_NAME, 'BASE TABLE' ) );
		$this->assertSame( array( 'InnoDB' ), $engines );
	}

	public function test_a_user_made_in_one_test_exists_there(): void {
		self::$user_from_previous_test = $this->make_user( 'editor' );
		$this->assertInstanceOf( \WP_User::class, get_user_by( 'id', self::$user_from_previous_test ) );
		update_option( 'eventin_harness_probe', 'written' );
		$this->assertSame( 'written', get_option( 'eventin_harness_probe' ) );
	}

	/**
	 * @depends test_a_user_made_in_one_test_exists_there
	 */
	public function test_is_gone_in_the_next(): void {
		$this->assertGreaterThan( 0, self::$user_from_previous_test );
		$this->assertFalse( get_user_by( 'id', self::$user_from_previous_test ) );
		$this->assertFalse( get_option( 'eventin_harness_probe' ) );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_a_created_table_is_temporary_and_gone_after_the_test(): void {
		global $wpdb;
		$wpdb->query( "CREATE TABLE {$wpdb->prefix}eventin_probe (id INT) ENGINE=InnoDB" );
		$this->assertSame( 1, (int) $wpdb->query( "INSERT INTO {$wpdb->prefix}eventin_probe VALUES (1)" ) );
		$wpdb->query( 'ROLLBACK' ); // Would undo nothing if CREATE TABLE had committed.
		$wpdb->query( 'START TRANSACTION' );
		$this->assertSame( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}eventin_probe" ) );
	}

	public function test_core_rest_route_answers(): void {
		$response = $this->request( 'GET', '/wp/v2/posts' );
		$this->assertStatus( 200, $response );
		$this->assertIsArray( $response->get_data() );
		$this->assertSame( (int) wp_count_posts()->publish, (int) $response->get_headers()['X-WP-Total'] );
	}

	public function test_anonymous_users_me_is_401(): void {
		$response = $this->request( 'GET', '/wp/v2/users/me' );
		$this->assertStatus( 401, $response );
		$this->assertSame( 'rest_not_logged_in', $response->get_data()['code'] );
	}

	public function test_json_body_and_query_parameters(): void {
		$this->as_user( 'editor' );
		$created = $this->request(
			'POST',
			'/wp/v2/posts',
			array(
				'title'  => 'Harness <b>post</b>',
				'status' => 'publish',
			)
		);
		$this->assertStatus( 201, $created );
		$id = $created->get_data()['id'];

		$found = $this->request( 'GET', '/wp/v2/posts?context=edit', array( 'include' => array( $id ) ) );
		$this->assertStatus( 200, $found );
		$this->assertSame( array( $id ), wp_list_pluck( $found->get_data(), 'id' ) );
		$this->assertSame( 'Harness <b>post</b>', $this->json( $found )[0]['title']['raw'] );

		$this->assertStatus( 400, $this->request( 'POST', '/wp/v2/posts', array( 'status' => 'no-such-status' ) ) );
	}

	public function test_custom_role_holds_exactly_the_given_caps(): void {
		$id   = $this->make_user( 'etn_test_one_key', array( 'etn_manage_event' ) );
		$user = get_user_by( 'id', $id );
		$this->assertTrue( $user->has_cap( 'etn_manage_event' ) );
		$this->assertTrue( $user->has_cap( 'read' ) );
		$this->assertFalse( $user->has_cap( 'edit_posts' ) );
		$this->assertFalse( $user->has_cap( 'etn_manage_attendee' ) );
		$this->make_user( 'etn_test_one_key', array( 'etn_manage_event' ) ); // Reused.

		$this->expectException( \LogicException::class );
		$this->make_user( 'etn_test_one_key', array( 'etn_manage_attendee' ) );
	}

	public function test_custom_role_is_gone_in_the_next_test(): void {
		$this->assertNull( get_role( 'etn_test_one_key' ) );
	}

	public function test_count_queries(): void {
		$count = $this->count_queries(
			function (): void {
				global $wpdb;
				$wpdb->get_var( 'SELECT 1' );
				$wpdb->get_var( 'SELECT 2' );
			},
			$queries
		);
		$this->assertSame( 2, $count );
		$this->assertSame( array( 'SELECT 1', 'SELECT 2' ), $queries );
	}

	public function test_mail_is_caught_not_sent(): void {
		$this->assertTrue( wp_mail( 'someone@example.org', 'Subject', 'Body' ) );
		$this->assertCount( 1, $this->mails() );
		$this->assertSame( 'someone@example.org', $this->mails()[0]['to'] );
	}

	public function test_http_requests_are_blocked(): void {
		$this->assertWPErrorCode( 'http_request_blocked', wp_remote_get( 'https://example.com/' ) );
	}

	public function test_wp_die_throws(): void {
		$this->expectException( WPDieException::class );
		$this->expectExceptionMessage( 'Stopped' );
		wp_die( 'Stopped' );
	}

	public function test_php_warnings_and_deprecations_throw(): void {
		$values = array();
		try {
			$values['missing'] = $values['missing'] + 1;
			$this->fail( 'A PHP warning did not throw.' );
		} catch ( \PHPUnit\Framework\Error\Warning $e ) {
			$this->assertStringContainsString( 'Undefined array key', $e->getMessage() );
		}
		try {
			trigger_error( 'Probe', E_USER_DEPRECATED ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			$this->fail( 'A deprecation did not throw.' );
		} catch ( \PHPUnit\Framework\Error\Deprecated $e ) {
			$this->assertSame( 'Probe', $e->getMessage() );
		}
	}

	public function test_doing_it_wrong_fails_unless_expected(): void {
		$this->expect_incorrect_usage( 'harness_probe' );
		_doing_it_wrong( 'harness_probe', 'Probe.', '6.8' );
	}

	public function test_doing_it_wrong_is_recorded(): void {
		_doing_it_wrong( 'harness_probe', 'Probe.', '6.8' );
		$this->assertCount( 1, Strict::records() );
		Strict::reset(); // Else assertPostConditions() fails this test, which is the point.
	}

	/**
	 * Asserts a WP_Error with a code.
	 *
	 * @param string $code  Expected code.
	 * @param mixed  $value Value.
	 */
	private function assertWPErrorCode( string $code, $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
		$this->assertSame( $code, $value->get_error_code() );
	}
}
