<?php
/**
 * Benchmark: GET /eventin/v2/events?per_page=20 against WordPress core's own
 * GET /wp/v2/posts?per_page=20 on the same seeded site, side by side.
 *
 * Run it with `bash tests/bench/run.sh` (it starts the private MariaDB). Options:
 * --events=10000 --attendees=100000 --posts=10000 --rounds=30 --warmup=5
 *
 * Run it with `bash tests/bench/run.sh` (it starts the private MariaDB). Options:
 * --events=10000 --attendees=100000 --posts=10000 --rounds=30 --warmup=5, and
 * --reuse (run.sh keeps the database; a site seeded with the same sizes is used
 * again as it is, without installing or seeding).
 *
 * Both requests are dispatched in-process through rest_do_request() as the
 * administrator, alternating A B A B, once for each list: no filter, each status
 * filter, a date range, a category and a search. Before each one the object cache is
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
 * instead of the events list's table (EventsListTable).
 *
 * @package EventinPro\Tests
 */

use EventinPro\Attendees\AttendeesRepository;
use EventinPro\Events\Events;
use EventinPro\Events\EventsListIndex;
use EventinPro\Events\EventsListTable;
use EventinPro\Tests\Support\Site;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL, WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$eventin_options = array(
	'events'    => 10000,
	'attendees' => 100000,
	'posts'     => 10000,
	'rounds'    => 30,
	'warmup'    => 5,
	'reuse'     => 0,
);
foreach ( array_slice( $argv, 1 ) as $eventin_arg ) {
	if ( '--reuse' === $eventin_arg ) {
		$eventin_options['reuse'] = 1;
	} elseif ( preg_match( '/^--(\w+)=(\d+)$/', $eventin_arg, $eventin_m ) && isset( $eventin_options[ $eventin_m[1] ] ) ) {
		$eventin_options[ $eventin_m[1] ] = (int) $eventin_m[2];
	} else {
		fwrite( STDERR, "unknown option $eventin_arg\n" );
		exit( 2 );
	}
}

// --- Boot WordPress as the PHP tests do (tests/php/bootstrap.php) ----------------
global $wpdb, $table_prefix, $wp_version, $wp_db_version, $wp, $wp_query, $wp_the_query, $wp_rewrite,
	$wp_roles, $wp_filter, $wp_actions, $wp_current_filter, $wp_locale, $wp_embed, $wp_widget_factory,
	$wp_rest_server, $shortcode_tags, $current_user, $post, $pagenow, $phpmailer, $wp_theme_directories;

require_once dirname( __DIR__, 2 ) . '/vendor/autoload.php';

/**
 * Whether the database already holds a finished seed of these sizes (--reuse).
 *
 * @param array  $settings  Site::settings().
 * @param string $signature Sizes, as stored in the option eventin_bench_seed.
 */
function eventin_bench_seeded( array $settings, string $signature ): bool {
	list( $host, $socket ) = array_pad( explode( ':', $settings['db_host'], 2 ), 2, '' );
	mysqli_report( MYSQLI_REPORT_OFF );
	$db = mysqli_init();
	if ( ! $db || ! @$db->real_connect( $host, $settings['db_user'], $settings['db_password'], $settings['db_name'], 0, $socket ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a missing database is the answer "no".
		return false;
	}
	$result = $db->query( "SELECT option_value FROM wp_options WHERE option_name = 'eventin_bench_seed'" );
	$row    = $result ? $result->fetch_row() : null;
	$db->close();
	return $row && $row[0] === $signature;
}

$eventin_started   = microtime( true );
$eventin_settings  = Site::settings();
$eventin_signature = sprintf( '%d events, %d attendees, %d posts', $eventin_options['events'], $eventin_options['attendees'], $eventin_options['posts'] );
if ( $eventin_options['reuse'] ) {
	// One database per size, so that 10,000 and 100,000 events both stay seeded.
	$eventin_settings['db_name'] = sprintf( 'eventin_bench_%d_%d_%d', $eventin_options['events'], $eventin_options['attendees'], $eventin_options['posts'] );
}
Site::check( $eventin_settings );
$eventin_config = Site::write_config( $eventin_settings );
$eventin_reused = $eventin_options['reuse'] && eventin_bench_seeded( $eventin_settings, $eventin_signature );
if ( ! $eventin_reused ) {
	Site::create_database( $eventin_settings );
	Site::run_step( $eventin_config, 'install' );
	Site::run_step( $eventin_config, 'activate' );
}
Site::prepare();
if ( getenv( 'EVENTIN_BENCH_PROFILE' ) ) {
	define( 'SAVEQUERIES', true ); // Prints each side's queries with their times once, after the figures.
}
require $eventin_config;
require ABSPATH . 'wp-settings.php';
Site::loaded( 'loading WordPress for the benchmark' );
printf(
	"WordPress %s, PHP %s, %s; %s in %.1f s\n",
	get_bloginfo( 'version' ),
	PHP_VERSION,
	$wpdb->db_server_info(),
	$eventin_reused ? "reused the seeded database {$eventin_settings['db_name']}" : 'installed',
	microtime( true ) - $eventin_started
);

// --- Seed ----------------------------------------------------------------------
if ( ! $eventin_reused ) {
	require __DIR__ . '/seed.php';
	update_option( 'eventin_bench_seed', $eventin_signature, false );
}
if ( getenv( 'EVENTIN_BENCH_WITHOUT_INDEX' ) ) {
	AttendeesRepository::drop_meta_value_index(); // To see what the postmeta index buys.
	echo "postmeta index dropped\n";
} else {
	AttendeesRepository::ensure_meta_value_index(); // Back after a run without it (--reuse).
}
// The seed writes rows with SQL, past the hooks that fill the events list's table: run the
// Events install step as an upgrade does (also on a database seeded by older code).
$eventin_rows = EventsListTable::ready() ? (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . EventsListTable::name() ) : -1;
if ( (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'etn'" ) !== $eventin_rows ) {
	$eventin_t0 = microtime( true );
	Events::install();
	printf( "Events install step (normalized keys, list table, list index) over every event: %.1f s\n", microtime( true ) - $eventin_t0 );
}
if ( getenv( 'EVENTIN_BENCH_WITHOUT_LIST_INDEX' ) ) {
	EventsListIndex::drop(); // To see what the events list's index buys.
	echo "events list index dropped\n";
} else {
	EventsListIndex::ensure();
}
if ( getenv( 'EVENTIN_BENCH_WITHOUT_LIST_TABLE' ) ) {
	update_option( EventsListTable::OPTION, 'off' ); // The dated lists answer from postmeta, as before the table.
	echo "events list table not used\n";
}
$wpdb->query( "ANALYZE TABLE {$wpdb->posts}, {$wpdb->postmeta}, {$wpdb->term_relationships}, {$wpdb->term_taxonomy}" . ( EventsListTable::ready() ? ', ' . EventsListTable::name() : '' ) );
wp_cache_flush();

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
$eventin_lists    = array(
	'no filter'       => array(),
	'status=upcoming' => array( 'status' => 'upcoming' ),
	'status=ongoing'  => array( 'status' => 'ongoing' ),
	'status=past'     => array( 'status' => 'past' ),
	'status=draft'    => array( 'status' => 'draft' ),
	'30-day range'    => $eventin_range,
	'category'        => array( 'category' => (string) reset( $eventin_category ) ),
	'search'          => array( 'search' => 'Bench event 4242' ),
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

printf(
	"\n%d rounds A B A B per list after %d warm-up rounds; each request starts with an empty object cache\n  B is GET /wp/v2/posts?per_page=20 each time; A is GET /eventin/v2/events?per_page=20 with:\n",
	$eventin_options['rounds'],
	$eventin_options['warmup']
);
$eventin_worst = array();
foreach ( $eventin_lists as $eventin_label => $eventin_params ) {
	$eventin_sides = array(
		'A' => array( '/eventin/v2/events', $eventin_params ),
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
	list( , $eventin_q20, $eventin_items, $eventin_total ) = eventin_bench_once( '/eventin/v2/events', $eventin_params, $eventin_sql );
	list( , $eventin_q100 )                                = eventin_bench_once( '/eventin/v2/events', array( 'per_page' => 100 ) + $eventin_params );
	list( , $eventin_qb )                                  = eventin_bench_once( ...$eventin_core );
	$eventin_a = eventin_bench_median( $eventin_times['A'] );
	$eventin_b = eventin_bench_median( $eventin_times['B'] );
	printf(
		"  %-16s A %7.2f ms  B %7.2f ms  A/B %.2f  | A %2d queries (per_page 100: %2d), B %2d | %2d items of %d\n",
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
	$eventin_worst[ $eventin_label ] = $eventin_sql;
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
