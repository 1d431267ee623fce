<?php
/**
 * One of many parallel visitors of ParallelCheckoutTest: loads the test site
 * (its own PHP process and database connection), waits at the test's barrier
 * until every worker is loaded, posts the booking form as a logged-out
 * visitor (CheckoutHandler::process) and prints the outcome as JSON.
 *
 *   php parallel-checkout-worker.php CONFIG BARRIER_DIR '{"post":{..},"ip":".."}'
 *
 * @package EventinPro\Tests
 */

use EventinPro\Checkout\CheckoutHandler;
use EventinPro\Tests\Support\Site;

if ( 'cli' !== PHP_SAPI || 4 !== $argc ) {
	fwrite( STDERR, "usage: php parallel-checkout-worker.php CONFIG BARRIER_DIR JSON\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	exit( 2 );
}

require dirname( __DIR__, 3 ) . '/vendor/autoload.php';

Site::prepare(); // Mail is caught, as in the tests.
require $argv[1];
require ABSPATH . 'wp-settings.php';
Site::loaded( 'loading a parallel checkout worker' );
wp_set_current_user( 0 );

$eventin_payload = json_decode( $argv[3], true );
touch( $argv[2] . '/ready-' . getmypid() );
$eventin_until = microtime( true ) + 120;
while ( ! file_exists( $argv[2] . '/go' ) && microtime( true ) < $eventin_until ) {
	usleep( 2000 );
}

$eventin_result = CheckoutHandler::process( $eventin_payload['post'], $eventin_payload['ip'] );
echo wp_json_encode( // phpcs:ignore WordPress.Security.EscapeOutput -- JSON for the test process.
	array(
		'status' => $eventin_result['status'],
		'id'     => $eventin_result['booking']['id'] ?? 0,
	)
);
