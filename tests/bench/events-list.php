<?php
/**
 * Benchmark: the list routes GET /eventin/v2/events, /eventin/v2/attendees and
 * /eventin/v2/orders (per_page=20, unfiltered and with each filter) against
 * WordPress core's own GET /wp/v2/posts?per_page=20 on the same seeded site,
 * side by side.
 *
 * Run it with `bash tests/bench/run.sh` (it starts the private MariaDB). Options:
 * --events=10000 --attendees=100000 --posts=10000 --rounds=30 --warmup=5, and
 * --reuse (run.sh keeps the database; a site seeded with the same sizes is used
 * again as it is, without installing or seeding). The site has one booking per
 * attendee (seed-bookings.php). EVENTIN_BENCH_LISTS=events,attendees,orders
 * picks the routes (all by default; the RSVP answers' route by its event id, e.g.
 * EVENTIN_BENCH_LISTS=rsvp-report,123).
 *
 * Both requests are dispatched in-process through rest_do_request() as the
 * administrator, alternating A B A B, once for each list: no filter, each status
 * filter, a date range, a category or event, and a search. Before each one the object cache is
 * emptied and the autoloaded options are loaded again, as at the start of a
 * real request, so each side pays its own database reads. The timed part is
 * dispatch plus turning the response into JSON. It prints; it asserts nothing.
 * After the figures: the queries per request at per_page 20 and 100, and each
 * list's slowest SQL statement run again alone, with its time, the handler
 * reads it cost (Handler_read_*) and MariaDB's ANALYZE (estimated and real rows).
 * With EVENTIN_BENCH_PROFILE=1 it also prints each side's queries with their
 * times (and EXPLAIN for slow ones) once; with EVENTIN_BENCH_WITHOUT_INDEX=1 it
 * drops the plugin's postmeta index first, with EVENTIN_BENCH_WITHOUT_LIST_INDEX=1
 * the events list's index on wp_posts (EventsListIndex), and with
 * EVENTIN_BENCH_WITHOUT_LIST_TABLE=1 the dated lists answer from postmeta
 * instead of the events list's table (EventsListTable), and with
 * EVENTIN_BENCH_WITHOUT_WORDS=1 the events search answers from wp_posts
 * (`post_title LIKE '%text%'`) instead of the title word index (EventWords),
 * whose install step runs first when it is not filled (EVENTIN_BENCH_REFILL_WORDS=1:
 * always). The events search's own statements are printed with EXPLAIN and ANALYZE.
 *
 * @package EventinPro\Tests
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL, WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions

// This script's options; site.php adds the site's (--events, --attendees, --posts, --reuse) and reads them.
$eventin_options = array(
	'rounds' => 30,
	'warmup' => 5,
);
require __DIR__ . '/site.php';

// The search's word index of titles: the seed writes titles with SQL, past the hooks that keep it,
// and a database seeded before it existed lacks it. Its install step, as an upgrade runs it.
if ( ! EventinPro\Events\EventWords::ready() || getenv( 'EVENTIN_BENCH_REFILL_WORDS' ) ) {
	$eventin_t0 = microtime( true );
	$eventin_n  = EventinPro\Events\EventWords::install();
	printf( "Events search word index install step: %d events written in %.1f s\n", $eventin_n, microtime( true ) - $eventin_t0 );
}
if ( getenv( 'EVENTIN_BENCH_WITHOUT_WORDS' ) ) {
	update_option( EventinPro\Events\EventWords::OPTION, 'off' ); // The search answers from wp_posts (LIKE '%text%'), as before the index.
	echo "events search word index not used\n";
} elseif ( EventinPro\Events\EventWords::ready() ) {
	$wpdb->query( 'ANALYZE TABLE ' . EventinPro\Events\EventWords::name() );
}

// --- Measure -------------------------------------------------------------------
wp_set_current_user( 1 );
rest_get_server();

$eventin_category = get_terms(
	array(
		'taxonomy'   => 'etn_category',
		'name'       => 'Bench etn_category 3',
		'hide_empty' => false,
		'fields'     => 'ids',
	)
);
$eventin_range    = array(
	'start_date' => gmdate( 'Y-m-d', time() + 10 * DAY_IN_SECONDS ),
	'end_date'   => gmdate( 'Y-m-d', time() + 40 * DAY_IN_SECONDS ),
);
// The newest attendee's event and booking (a filter with a handful of rows).
$eventin_newest  = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts} WHERE post_type = 'etn-attendee'" );
$eventin_event   = (int) get_post_meta( $eventin_newest, 'etn_event_id', true );
$eventin_booking = (int) get_post_meta( $eventin_newest, 'eventin_order_id', true );
$eventin_lists   = array(
	'/eventin/v2/events'    => array(
		'no filter'          => array(),
		'status=upcoming'    => array( 'status' => 'upcoming' ),
		'status=ongoing'     => array( 'status' => 'ongoing' ),
		'status=past'        => array( 'status' => 'past' ),
		'status=draft'       => array( 'status' => 'draft' ),
		'30-day range'       => $eventin_range,
		'category'           => array( 'category' => (string) reset( $eventin_category ) ),
		'search'             => array( 'search' => 'Bench event 4242' ),
		'search one word'    => array( 'search' => '4242' ),
		'search, upcoming'   => array(
			'search' => 'Bench event 4242',
			'status' => 'upcoming',
		),
		'search every event' => array( 'search' => 'bench' ),
	),
	'/eventin/v2/attendees' => array(
		'no filter'              => array(),
		'event_id'               => array( 'event_id' => $eventin_event ),
		'booking_id'             => array( 'booking_id' => $eventin_booking ),
		'payment_status=success' => array( 'payment_status' => 'success' ),
		'payment_status=refund'  => array( 'payment_status' => 'refunded' ),
		'ticket_status=used'     => array( 'ticket_status' => 'used' ),
		'ticket_status=unused'   => array( 'ticket_status' => 'unused' ),
		'search name'            => array( 'search' => 'Attendee 4242' ),
		'search e-mail'          => array( 'search' => "attendee$eventin_newest@" ),
		'search ticket id'       => array( 'search' => "T$eventin_newest" ),
	),
	'/eventin/v2/orders'    => array(
		'no filter'        => array(),
		'event_id'         => array( 'event_id' => $eventin_event ),
		'status=completed' => array( 'status' => 'completed' ),
		'status=pending'   => array( 'status' => 'pending' ),
		'30-day range'     => array(
			'start_date' => gmdate( 'Y-m-d', time() - 40 * DAY_IN_SECONDS ),
			'end_date'   => gmdate( 'Y-m-d', time() - 10 * DAY_IN_SECONDS ),
		),
		'search name'      => array( 'search' => 'Buyer4242' ),
		'search e-mail'    => array( 'search' => "buyer$eventin_newest@" ),
	),
	// One event's 50,000 RSVP answers (seed-rsvp.php), and the events that take RSVP.
	'/eventin/v2/rsvp-report/' . (int) get_option( 'eventin_bench_rsvp_event' ) => array(
		'status=going (default)' => array(),
		'status=maybe'           => array( 'status' => 'maybe' ),
		'status=all'             => array( 'status' => 'all' ),
		'search name'            => array(
			'status' => 'all',
			'search' => 'Responder 4242',
		),
		'search e-mail'          => array(
			'status' => 'all',
			'search' => 'responder4242@',
		),
		'30-day range'           => array(
			'status'    => 'all',
			'date_from' => gmdate( 'Y-m-d', time() - 40 * DAY_IN_SECONDS ),
			'date_to'   => gmdate( 'Y-m-d', time() - 10 * DAY_IN_SECONDS ),
		),
	),
	'/eventin/v2/rsvp-report' => array( 'no filter' => array() ),
);
$eventin_core     = array( '/wp/v2/posts', array() );

/**
 * One request as at the start of a page load: empty object cache, options loaded.
 *
 * @param string              $route    Route.
 * @param array<string,mixed> $params   Query parameters (per_page 20 unless given).
 * @param string[]|null       $captured When an array, receives the SQL statements.
 * @return array{0:float,1:int,2:int,3:int} Milliseconds, SQL queries, items, total.
 */
function eventin_bench_once( string $route, array $params = array(), ?array &$captured = null ): array {
	wp_cache_flush();
	wp_load_alloptions();
	$queries = 0;
	$count   = static function ( $sql ) use ( &$queries, &$captured ) {
		++$queries;
		if ( is_array( $captured ) ) {
			$captured[] = $sql;
		}
		return $sql;
	};
	add_filter( 'query', $count );
	$start   = hrtime( true );
	$request = new WP_REST_Request( 'GET', $route );
	$request->set_query_params( $params + array( 'per_page' => 20 ) );
	$response = rest_do_request( $request );
	$json     = wp_json_encode( rest_get_server()->response_to_data( $response, false ) );
	$elapsed  = ( hrtime( true ) - $start ) / 1e6;
	remove_filter( 'query', $count );
	if ( 200 !== $response->get_status() ) {
		fwrite( STDERR, "$route answered {$response->get_status()}: $json\n" );
		exit( 1 );
	}
	$data  = $response->get_data();
	$items = isset( $data['items'] ) ? count( $data['items'] ) : count( $data );
	return array( $elapsed, $queries, $items, (int) $response->get_headers()['X-WP-Total'] );
}

/**
 * Median.
 *
 * @param float[] $values Values.
 */
function eventin_bench_median( array $values ): float {
	sort( $values );
	$n = count( $values );
	return $n % 2 ? $values[ intdiv( $n, 2 ) ] : ( $values[ $n / 2 - 1 ] + $values[ $n / 2 ] ) / 2;
}

/**
 * Runs one SELECT again alone: its time, its handler reads and MariaDB's ANALYZE rows.
 *
 * @param string $sql Statement.
 * @return array{0:float,1:array<string,int>,2:array<int,array<string,mixed>>}
 */
function eventin_bench_analyze( string $sql ): array {
	global $wpdb;
	$wpdb->query( 'FLUSH STATUS' );
	$start = hrtime( true );
	$wpdb->get_results( $sql );
	$elapsed = ( hrtime( true ) - $start ) / 1e6;
	$reads   = array();
	foreach ( (array) $wpdb->get_results( "SHOW SESSION STATUS LIKE 'Handler_read%'", ARRAY_N ) as list( $name, $value ) ) {
		if ( (int) $value > 0 ) {
			$reads[ substr( $name, strlen( 'Handler_read_' ) ) ] = (int) $value;
		}
	}
	return array( $elapsed, $reads, (array) $wpdb->get_results( 'ANALYZE ' . $sql, ARRAY_A ) );
}

$eventin_only = array_filter( explode( ',', (string) getenv( 'EVENTIN_BENCH_LISTS' ) ) );
printf(
	"\n%d rounds A B A B per list after %d warm-up rounds; each request starts with an empty object cache\n  B is GET /wp/v2/posts?per_page=20 each time; A is the route named, per_page=20, with:\n",
	$eventin_options['rounds'],
	$eventin_options['warmup']
);
$eventin_worst = array();
foreach ( $eventin_lists as $eventin_list_route => $eventin_route_lists ) {
	if ( $eventin_only && ! in_array( basename( $eventin_list_route ), $eventin_only, true ) ) {
		continue;
	}
	echo "GET $eventin_list_route\n";
	foreach ( $eventin_route_lists as $eventin_label => $eventin_params ) {
		$eventin_sides = array(
			'A' => array( $eventin_list_route, $eventin_params ),
			'B' => $eventin_core,
		);
		for ( $eventin_i = 0; $eventin_i < $eventin_options['warmup']; $eventin_i++ ) {
			foreach ( $eventin_sides as list( $eventin_route, $eventin_p ) ) {
				eventin_bench_once( $eventin_route, $eventin_p );
			}
		}
		$eventin_times = array(
			'A' => array(),
			'B' => array(),
		);
		for ( $eventin_i = 0; $eventin_i < $eventin_options['rounds']; $eventin_i++ ) {
			foreach ( $eventin_sides as $eventin_side => list( $eventin_route, $eventin_p ) ) {
				$eventin_result                   = eventin_bench_once( $eventin_route, $eventin_p );
				$eventin_times[ $eventin_side ][] = $eventin_result[0];
			}
		}
		$eventin_sql = array();
		list( , $eventin_q20, $eventin_items, $eventin_total ) = eventin_bench_once( $eventin_list_route, $eventin_params, $eventin_sql );
		list( , $eventin_q100 )                                = eventin_bench_once( $eventin_list_route, array( 'per_page' => 100 ) + $eventin_params );
		list( , $eventin_qb )                                  = eventin_bench_once( ...$eventin_core );
		$eventin_a = eventin_bench_median( $eventin_times['A'] );
		$eventin_b = eventin_bench_median( $eventin_times['B'] );
		printf(
			"  %-22s A %7.2f ms  B %7.2f ms  A/B %.2f  | A %2d queries (per_page 100: %2d), B %2d | %2d items of %d\n",
			$eventin_label,
			$eventin_a,
			$eventin_b,
			$eventin_a / $eventin_b,
			$eventin_q20,
			$eventin_q100,
			$eventin_qb,
			$eventin_items,
			$eventin_total
		);
		$eventin_worst[ basename( $eventin_list_route ) . ' ' . $eventin_label ] = $eventin_sql;
	}
}

echo "\nThe slowest SQL statement of each list, run again alone (handler reads; ANALYZE: key, rows estimated / read, Extra):\n";
foreach ( $eventin_worst as $eventin_label => $eventin_sql ) {
	$eventin_slowest = array( -1.0 );
	foreach ( $eventin_sql as $eventin_statement ) {
		if ( 0 !== stripos( ltrim( $eventin_statement ), 'SELECT' ) || false !== stripos( $eventin_statement, 'FOUND_ROWS()' ) ) {
			continue;
		}
		$eventin_run = eventin_bench_analyze( $eventin_statement );
		if ( $eventin_run[0] > $eventin_slowest[0] ) {
			$eventin_slowest = array_merge( $eventin_run, array( $eventin_statement ) );
		}
	}
	if ( count( $eventin_slowest ) < 4 ) {
		continue;
	}
	list( $eventin_ms, $eventin_reads, $eventin_plan, $eventin_statement ) = $eventin_slowest;
	printf( "  %s: %.2f ms, handler reads %s\n    %s\n", $eventin_label, $eventin_ms, wp_json_encode( $eventin_reads ), preg_replace( '/\s+/', ' ', $eventin_statement ) );
	foreach ( $eventin_plan as $eventin_row ) {
		printf(
			"    %-10s %-6s key %-22s rows %8s / %8s  %s\n",
			$eventin_row['table'],
			$eventin_row['type'],
			(string) $eventin_row['key'],
			(string) $eventin_row['rows'],
			(string) $eventin_row['r_rows'],
			(string) $eventin_row['Extra']
		);
	}
}

if ( ! $eventin_only || in_array( 'events', $eventin_only, true ) ) {
	// The search's own statements (the page and the total, from the word index), whichever was the slowest above.
	foreach ( array( 'search', 'search every event' ) as $eventin_label ) {
		$eventin_sql = array();
		eventin_bench_once( '/eventin/v2/events', $eventin_lists['/eventin/v2/events'][ $eventin_label ], $eventin_sql );
		$eventin_search = preg_grep( '/' . preg_quote( EventinPro\Events\EventWords::name(), '/' ) . '|post_title LIKE/', $eventin_sql );
		printf( "\nThe events %s's statements (%d of %d), run again alone with EXPLAIN and ANALYZE:\n", $eventin_label, count( $eventin_search ), count( $eventin_sql ) );
		foreach ( $eventin_search as $eventin_statement ) {
			list( $eventin_ms, $eventin_reads, $eventin_plan ) = eventin_bench_analyze( $eventin_statement );
			printf( "  %.2f ms, handler reads %s\n    %s\n", $eventin_ms, wp_json_encode( $eventin_reads ), preg_replace( '/\s+/', ' ', $eventin_statement ) );
			foreach ( $eventin_plan as $eventin_row ) {
				printf(
					"    %-4s %-12s %-10s %-12s key %-16s ref %-20s rows %8s / %8s  %s\n",
					(string) $eventin_row['id'],
					(string) $eventin_row['select_type'],
					(string) $eventin_row['table'],
					(string) $eventin_row['type'],
					(string) $eventin_row['key'],
					(string) $eventin_row['ref'],
					(string) $eventin_row['rows'],
					(string) $eventin_row['r_rows'],
					(string) $eventin_row['Extra']
				);
			}
		}
	}
}

if ( defined( 'SAVEQUERIES' ) && SAVEQUERIES ) {
	foreach ( array(
		'A' => array( '/eventin/v2/events', array() ),
		'B' => $eventin_core,
	) as $eventin_side => list( $eventin_route, $eventin_p ) ) {
		$wpdb->queries      = array();
		list( $eventin_ms ) = eventin_bench_once( $eventin_route, $eventin_p );
		printf( "\n%s %s: %.2f ms, of which SQL:\n", $eventin_side, $eventin_route, $eventin_ms );
		foreach ( $wpdb->queries as $eventin_q ) {
			printf( "  %7.2f ms  %s\n", $eventin_q[1] * 1000, preg_replace( '/\s+/', ' ', substr( $eventin_q[0], 0, 160 ) ) );
			if ( $eventin_q[1] > 0.005 ) {
				foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $eventin_q[0], ARRAY_A ) as $eventin_row ) {
					echo '             ', wp_json_encode( $eventin_row ), "\n";
				}
			}
		}
	}
}
