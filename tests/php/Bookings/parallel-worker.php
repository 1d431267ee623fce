<?php
/**
 * One of many parallel requests of ParallelBookingsTest: loads the test site
 * (its own PHP process and database connection), waits at the test's barrier
 * until every worker is loaded, sends one POST /orders or POST /attendees/check-in as the administrator
 * (dispatched in that process), and prints the outcome as JSON.
 *
 *   php parallel-worker.php CONFIG BARRIER_DIR book    '{"event_id":..,"tickets":[..],...}'
 *   php parallel-worker.php CONFIG BARRIER_DIR checkin '{"id":..}'
 *
 * @package EventinPro\Tests
 */

use EventinPro\Tests\Support\Site;

if ( 'cli' !== PHP_SAPI || 5 !== $argc ) {
	fwrite( STDERR, "usage: php parallel-worker.php CONFIG BARRIER_DIR book|checkin JSON\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	exit( 2 );
}

require dirname( __DIR__, 3 ) . '/vendor/autoload.php';

Site::prepare(); // Mail is caught, as in the tests.
require $argv[1];
require ABSPATH . 'wp-settings.php';
Site::loaded( 'loading a parallel worker' );
wp_set_current_user( 1 );

$eventin_payload = json_decode( $argv[4], true );
// The barrier: say this process is ready, then wait for the test's go (all are ready by then).
touch( $argv[2] . '/ready-' . getmypid() );
$eventin_until = microtime( true ) + 120;
while ( ! file_exists( $argv[2] . '/go' ) && microtime( true ) < $eventin_until ) {
	usleep( 2000 );
}

// Through the REST routes, as the dashboard sends them (the nonce is WordPress's cookie check, outside rest_do_request).
$eventin_request = new WP_REST_Request( 'POST', 'book' === $argv[3] ? '/eventin/v2/orders' : '/eventin/v2/attendees/check-in' );
$eventin_request->set_header( 'Content-Type', 'application/json' );
$eventin_request->set_body( (string) wp_json_encode( 'book' === $argv[3] ? $eventin_payload : array( 'ids' => array( (int) $eventin_payload['id'] ) ) ) );
$eventin_response = rest_do_request( $eventin_request );
$eventin_data     = rest_get_server()->response_to_data( $eventin_response, false );
if ( $eventin_response->is_error() ) {
	$eventin_output = array(
		'error'  => $eventin_data['code'] ?? '',
		'status' => $eventin_response->get_status(),
	);
} elseif ( 'book' === $argv[3] ) {
	$eventin_output = array(
		'id'     => $eventin_data['id'],
		'status' => $eventin_response->get_status(),
	);
} else {
	$eventin_output = array( 'status' => $eventin_data['results'][0]['result'] );
}
echo wp_json_encode( $eventin_output ); // phpcs:ignore WordPress.Security.EscapeOutput -- JSON for the test process.
