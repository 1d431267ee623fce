<?php
/**
 * One of many parallel requests of a test using ParallelRequests: loads the
 * test site (its own PHP process and database connection), acts as the user
 * given, waits at the test's barrier until every worker is loaded, runs the
 * test's job once and prints its outcome as JSON.
 *
 *   php parallel-worker.php CONFIG BARRIER_DIR '{"job":"Class::method","user":1,"payload":{..}}'
 *
 * @package EventinPro\Tests
 */

use EventinPro\Tests\Support\Site;

if ( 'cli' !== PHP_SAPI || 4 !== $argc ) {
	fwrite( STDERR, "usage: php parallel-worker.php CONFIG BARRIER_DIR JSON\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	exit( 2 );
}

require dirname( __DIR__, 3 ) . '/vendor/autoload.php';

Site::prepare(); // Mail is caught, as in the tests.
require $argv[1];
require ABSPATH . 'wp-settings.php';
Site::loaded( 'loading a parallel worker' );

$eventin_spec = json_decode( $argv[3], true );
if ( ! is_array( $eventin_spec ) || ! is_string( $eventin_spec['job'] ?? null ) || ! is_callable( $eventin_spec['job'] ) ) {
	fwrite( STDERR, "no job to run: {$argv[3]}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput
	exit( 2 );
}
wp_set_current_user( (int) ( $eventin_spec['user'] ?? 0 ) );

// The barrier: say this process is ready, then wait for the test's go (all are ready by then).
touch( $argv[2] . '/ready-' . getmypid() );
$eventin_until = microtime( true ) + 120;
while ( ! file_exists( $argv[2] . '/go' ) && microtime( true ) < $eventin_until ) {
	usleep( 2000 );
}

echo wp_json_encode( call_user_func( $eventin_spec['job'], (array) ( $eventin_spec['payload'] ?? array() ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- JSON for the test process.
