<?php
/**
 * Benchmark: the attendees CSV export of every attendee, fetched page by page
 * as the dashboard does (GET /eventin/v2/attendees/export?paged=N&per_page=2000
 * until X-WP-TotalPages), each page a request dispatched in-process with an
 * empty object cache. Prints, per page and in all: time, bytes, rows, and the
 * peak PHP memory of the request (memory_reset_peak_usage() before each), above
 * the memory in use when it started and in all (WordPress loaded included).
 *
 * Run it with `bash tests/bench/run.sh export --reuse --events=10000 --attendees=100000`
 * (the sizes and --reuse as for events-list.php; the site seeded is shared).
 *
 * @package EventinPro\Tests
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions, WordPress.Security.EscapeOutput

// This script's options; site.php adds the site's (--events, --attendees, --posts, --reuse) and reads them.
$eventin_options = array(
	'per_page' => 2000,
);
require __DIR__ . '/site.php';

wp_set_current_user( 1 );
rest_get_server();
$eventin_loaded = memory_get_usage();
printf( "WordPress and the plugin loaded: %.1f MiB in use (memory_limit %s)\n", $eventin_loaded / 1048576, ini_get( 'memory_limit' ) );

$eventin_total = array(
	'ms'    => 0.0,
	'bytes' => 0,
	'rows'  => 0,
	'peak'  => 0,
	'delta' => 0,
);
$eventin_page  = 1;
$eventin_pages = 1;
while ( $eventin_page <= $eventin_pages ) {
	wp_cache_flush();
	wp_load_alloptions();
	gc_collect_cycles();
	memory_reset_peak_usage();
	$eventin_before = memory_get_usage();
	$eventin_bytes  = 0;
	$eventin_lines  = 0;
	$eventin_start  = hrtime( true );
	$eventin_req    = new WP_REST_Request( 'GET', '/eventin/v2/attendees/export' );
	$eventin_req->set_query_params(
		array(
			'paged'    => $eventin_page,
			'per_page' => $eventin_options['per_page'],
		)
	);
	$eventin_res = rest_do_request( $eventin_req );
	if ( 200 !== $eventin_res->get_status() ) {
		fwrite( STDERR, 'export answered ' . $eventin_res->get_status() . ': ' . wp_json_encode( $eventin_res->get_data() ) . "\n" );
		exit( 1 );
	}
	// The body goes out as it is written (as to the client), counted, never kept.
	ob_start(
		static function ( string $chunk ) use ( &$eventin_bytes, &$eventin_lines ): string {
			$eventin_bytes += strlen( $chunk );
			$eventin_lines += substr_count( $chunk, "\n" );
			return '';
		},
		8192
	);
	apply_filters( 'rest_pre_serve_request', false, $eventin_res, $eventin_req, rest_get_server() );
	ob_end_clean();
	$eventin_ms    = ( hrtime( true ) - $eventin_start ) / 1e6;
	$eventin_peak  = memory_get_peak_usage();
	$eventin_pages = (int) $eventin_res->get_headers()['X-WP-TotalPages'];
	$eventin_rows  = $eventin_lines - ( 1 === $eventin_page ? 1 : 0 );
	printf(
		"  page %2d: %7.1f ms, %9d bytes, %5d rows, peak %.1f MiB (%.1f MiB above the request's start)\n",
		$eventin_page,
		$eventin_ms,
		$eventin_bytes,
		$eventin_rows,
		$eventin_peak / 1048576,
		( $eventin_peak - $eventin_before ) / 1048576
	);
	$eventin_total['ms']    += $eventin_ms;
	$eventin_total['bytes'] += $eventin_bytes;
	$eventin_total['rows']  += $eventin_rows;
	$eventin_total['peak']   = max( $eventin_total['peak'], $eventin_peak );
	$eventin_total['delta']  = max( $eventin_total['delta'], $eventin_peak - $eventin_before );
	++$eventin_page;
}
printf(
	"Export of %d attendees in %d requests: %.1f s in all, %.1f MiB; largest peak %.1f MiB (%.1f MiB above a request's start)\n",
	$eventin_total['rows'],
	$eventin_pages,
	$eventin_total['ms'] / 1000,
	$eventin_total['bytes'] / 1048576,
	$eventin_total['peak'] / 1048576,
	$eventin_total['delta'] / 1048576
);
