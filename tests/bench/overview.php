<?php
/**
 * The dashboard overview (GET /eventin/v2/overview) on the bench site: time
 * and queries, each request with an empty object cache.
 *
 * @package EventinPro\Tests
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions, WordPress.Security.EscapeOutput

$eventin_options = array( 'rounds' => 3 );
require __DIR__ . '/site.php';

wp_set_current_user( 1 );
rest_get_server();
$eventin_times = array();
for ( $eventin_round = 0; $eventin_round < (int) $eventin_options['rounds']; $eventin_round++ ) {
	wp_cache_flush();
	wp_load_alloptions();
	$eventin_queries = 0;
	$eventin_count   = static function ( $sql ) use ( &$eventin_queries ) {
		++$eventin_queries;
		return $sql;
	};
	add_filter( 'query', $eventin_count );
	$eventin_start    = hrtime( true );
	$eventin_response = rest_do_request( new WP_REST_Request( 'GET', '/eventin/v2/overview' ) );
	$eventin_times[]  = ( hrtime( true ) - $eventin_start ) / 1e6;
	remove_filter( 'query', $eventin_count );
	if ( 200 !== $eventin_response->get_status() ) {
		echo 'overview answered ' . $eventin_response->get_status() . "\n";
		exit( 1 );
	}
}
// The slowest statements of one more request.
if ( ! defined( 'SAVEQUERIES' ) ) {
	define( 'SAVEQUERIES', true );
}
$GLOBALS['wpdb']->queries = array();
wp_cache_flush();
rest_do_request( new WP_REST_Request( 'GET', '/eventin/v2/overview' ) );
$eventin_slow = $GLOBALS['wpdb']->queries;
usort(
	$eventin_slow,
	static function ( $a, $b ) {
		return $b[1] <=> $a[1];
	}
);
foreach ( array_slice( $eventin_slow, 0, 3 ) as $eventin_query ) {
	printf( "  %8.1f ms  %s\n", $eventin_query[1] * 1000, substr( preg_replace( '/\s+/', ' ', $eventin_query[0] ), 0, 300 ) );
}
sort( $eventin_times );
printf( "GET /eventin/v2/overview: median %.1f ms (min %.1f, max %.1f) over %d requests, %d queries\n", $eventin_times[ intdiv( count( $eventin_times ), 2 ) ], $eventin_times[0], end( $eventin_times ), count( $eventin_times ), $eventin_queries );
