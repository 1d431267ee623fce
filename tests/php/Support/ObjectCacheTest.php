<?php
/**
 * The object cache the run uses is the one it claims: the object-cache pass
 * (scripts/test-php.sh, EVENTIN_REDIS_SOCKET) shares a persistent Redis cache
 * between PHP processes; the plain pass keeps WordPress's in-memory cache.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

use EventinPro\Tests\TestCase;

/**
 * Object cache of the test site.
 */
final class ObjectCacheTest extends TestCase {

	use ParallelRequests;

	/**
	 * A worker's job: what this process's cache holds under a key.
	 *
	 * @param array<string,mixed> $payload {key}.
	 * @return array{value:mixed,external:bool}
	 */
	public static function read_job( array $payload ): array {
		return array(
			'value'    => wp_cache_get( (string) $payload['key'], 'eventin_tests' ),
			'external' => (bool) wp_using_ext_object_cache(),
		);
	}

	public function test_the_cache_is_redis_exactly_when_the_pass_says_so(): void {
		$this->assertSame( Site::uses_redis(), (bool) wp_using_ext_object_cache() );
		$this->assertSame( Site::uses_redis(), $GLOBALS['wp_object_cache'] instanceof \WP_Object_Cache && is_file( WP_CONTENT_DIR . '/object-cache.php' ) );
	}

	public function test_a_value_set_here_is_read_by_another_process_only_with_redis(): void {
		$key   = 'shared-' . wp_generate_password( 12, false );
		$value = array( 'token' => wp_generate_password( 20, false ) );
		$this->assertTrue( wp_cache_set( $key, $value, 'eventin_tests' ) );
		$outcome = $this->run_parallel( self::class . '::read_job', array( array( 'key' => $key ) ) )[0];
		$this->assertSame( Site::uses_redis(), $outcome['external'] );
		$this->assertSame( Site::uses_redis() ? $value : false, $outcome['value'] );
	}

	public function test_a_fresh_cache_object_reads_what_was_set_only_with_redis(): void {
		wp_cache_set( 'counter', 5, 'eventin_tests' );
		wp_cache_set( 'list', array( 1, 2, 3 ), 'eventin_tests' );
		$this->assertSame( 7, wp_cache_incr( 'counter', 2, 'eventin_tests' ) );

		$fresh = new \WP_Object_Cache(); // With Redis its own connection; nothing read yet.
		$this->assertSame( Site::uses_redis() ? 7 : false, $fresh->get( 'counter', 'eventin_tests' ) );
		$this->assertSame( Site::uses_redis() ? array( 1, 2, 3 ) : false, $fresh->get( 'list', 'eventin_tests' ) );
		if ( ! Site::uses_redis() ) {
			return;
		}
		$redis = new \Redis();
		$redis->connect( Site::settings()['redis'] );
		$this->assertGreaterThan( 0, $redis->dbSize() );
		wp_cache_flush();
		$this->assertSame( 0, $redis->dbSize(), 'wp_cache_flush() empties the server' );
		$this->assertFalse( $fresh->get( 'counter', 'eventin_tests', true ) );
		$redis->close();
	}

	public function test_non_persistent_groups_stay_in_this_process(): void {
		wp_cache_add_non_persistent_groups( array( 'eventin_tests_local' ) );
		wp_cache_set( 'here', 'only', 'eventin_tests_local' );
		$fresh = new \WP_Object_Cache();
		if ( Site::uses_redis() ) {
			$fresh->add_non_persistent_groups( array( 'eventin_tests_local' ) );
		}
		$this->assertFalse( $fresh->get( 'here', 'eventin_tests_local' ) );
		$this->assertSame( 'only', wp_cache_get( 'here', 'eventin_tests_local' ) );
	}

	public function test_flush_group_removes_only_that_group(): void {
		wp_cache_set( 'a', 1, 'eventin_tests_one' );
		wp_cache_set( 'b', 2, 'eventin_tests_two' );
		$this->assertTrue( wp_cache_supports( 'flush_group' ) );
		wp_cache_flush_group( 'eventin_tests_one' );
		$fresh = Site::uses_redis() ? new \WP_Object_Cache() : $GLOBALS['wp_object_cache'];
		$this->assertFalse( $fresh->get( 'a', 'eventin_tests_one' ) );
		$this->assertSame( 2, $fresh->get( 'b', 'eventin_tests_two' ) );
	}
}
