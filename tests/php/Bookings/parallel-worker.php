<?php
/**
 * One of many parallel requests of ParallelBookingsTest: loads the test site
 * (its own PHP process and database connection), waits for the common start
 * time, makes one booking or one check-in as the administrator, and prints the
 * outcome as JSON.
 *
 *   php parallel-worker.php CONFIG START_AT book    '{"event_id":..,"tickets":[..],...}'
 *   php parallel-worker.php CONFIG START_AT checkin '{"id":..}'
 *
 * @package EventinPro\Tests
 */

use EventinPro\Bookings\BookingsService;
use EventinPro\Checkins\CheckinsService;
use EventinPro\Tests\Support\Site;

if ( 'cli' !== PHP_SAPI || 5 !== $argc ) {
	fwrite( STDERR, "usage: php parallel-worker.php CONFIG START_AT book|checkin JSON\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	exit( 2 );
}

require dirname( __DIR__, 3 ) . '/vendor/autoload.php';

Site::prepare(); // Mail is caught, as in the tests.
require $argv[1];
require ABSPATH . 'wp-settings.php';
Site::loaded( 'loading a parallel worker' );
wp_set_current_user( 1 );

$eventin_payload = json_decode( $argv[4], true );
$eventin_wait    = (float) $argv[2] - microtime( true );
if ( $eventin_wait > 0 ) {
	usleep( (int) ( $eventin_wait * 1000000 ) );
}

if ( 'book' === $argv[3] ) {
	$eventin_result = ( new BookingsService() )->create( $eventin_payload );
	$eventin_output = is_wp_error( $eventin_result ) ? array( 'error' => $eventin_result->get_error_code() ) : array( 'id' => $eventin_result['id'] );
} else {
	$eventin_result = ( new CheckinsService() )->check_in( array( (int) $eventin_payload['id'] ), 'scanner', 'worker ' . getmypid() );
	$eventin_output = is_wp_error( $eventin_result ) ? array( 'error' => $eventin_result->get_error_code() ) : reset( $eventin_result );
}
$eventin_output['late'] = $eventin_wait < 0; // Started after the common start time (a slow boot).
echo wp_json_encode( $eventin_output ); // phpcs:ignore WordPress.Security.EscapeOutput -- JSON for the test process.
