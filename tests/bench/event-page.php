<?php
/**
 * The event page on the bench site: server time and SQL queries of a whole
 * front-end page (WP::main() and the theme's template, as a visitor, empty
 * object cache) against a core post page with the same content, A B A B;
 * then whether the query count stays the same with 1 or 10 speakers,
 * organizers, schedules and ticket types, and with 10 speakers and
 * organizers picked by group (1 in 1 group, 10 in 3 groups).
 *
 * Run it with `bash tests/bench/run.sh event-page --reuse`. Options:
 * --rounds=7 and the site's sizes. The events, people and post it makes are
 * rolled back at the end: the shared bench database is left as it was.
 * It prints; it asserts nothing (budget: at most 1.2× the time, 10 more queries).
 *
 * @package EventinPro\Tests
 */

use EventinPro\EventPage\EventPage;
use EventinPro\Events\EventsService;
use EventinPro\Schedules\SchedulesService;
use EventinPro\Speakers\Speakers;
use EventinPro\Speakers\SpeakersService;
use EventinPro\Support\PostListTable;

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions, WordPress.Security.EscapeOutput, WordPress.DB.DirectDatabaseQuery, WordPress.WP.GlobalVariablesOverride

$eventin_options = array( 'rounds' => 7 );
require __DIR__ . '/site.php';

global $wpdb;
$wpdb->query( 'SET autocommit = 0' );
$wpdb->query( 'START TRANSACTION' );

/**
 * An event with $n speakers (also its organizers), schedules of two slots and
 * ticket types, an address and a description. With $groups, the people are
 * spread over that many new speaker groups and the event picks its speakers
 * and organizers by those groups.
 *
 * @param int    $n           How many of each.
 * @param string $description Post content.
 * @param int    $groups      Speaker groups (0: people picked one by one).
 */
function eventin_bench_page_event( int $n, string $description, int $groups = 0 ): int {
	$people    = array();
	$schedules = array();
	$tickets   = array();
	$group_ids = array();
	for ( $g = 0; $g < $groups; $g++ ) {
		$group_ids[] = (int) wp_insert_term( "Bench group $n-$g-" . wp_rand(), Speakers::GROUP_TAXONOMY )['term_id'];
	}
	for ( $i = 0; $i < $n; $i++ ) {
		$person   = ( new SpeakersService() )->create(
			array(
				'name'              => "Bench Speaker $n-$i",
				'email'             => "bench-page-$n-$i-" . wp_rand() . '@example.org',
				'category'          => array( 'speaker', 'organizer' ),
				'designation'       => 'Engineer',
				'speaker_group_ids' => $group_ids ? array( $group_ids[ $i % $groups ] ) : array(),
			)
		);
		$people[] = $person['id'];
	}
	for ( $i = 0; $i < $n; $i++ ) {
		$schedule    = ( new SchedulesService() )->create(
			array(
				'program_title' => "Day $i",
				'date'          => gmdate( 'Y-m-d', time() + 30 * DAY_IN_SECONDS ),
				'slots'         => array(
					array(
						'start_time' => '09:00',
						'end_time'   => '10:00',
						'topic'      => "Talk $i",
						'speakers'   => array( $people[ $i ] ),
					),
					array(
						'start_time' => '10:00',
						'end_time'   => '11:00',
						'topic'      => "Panel $i",
						'speakers'   => $people,
					),
				),
			)
		);
		$schedules[] = $schedule['id'];
		$tickets[]   = array(
			'name'     => "Type $i",
			'price'    => 10 + $i,
			'capacity' => 100,
		);
	}
	$event = ( new EventsService() )->create(
		array(
			'title'             => "Bench event page $n",
			'description'       => $description,
			'post_status'       => 'publish',
			'start_date'        => gmdate( 'Y-m-d', time() + 30 * DAY_IN_SECONDS ),
			'start_time'        => '09:00',
			'end_time'          => '17:00',
			'timezone'          => 'Europe/Berlin',
			'location'          => array(
				'type'    => 'offline',
				'address' => '1 Bench Street, Berlin',
			),
			'schedules'         => $schedules,
			'ticket_variations' => $tickets,
		) + ( $group_ids ? array(
			'speaker_type'     => 'group',
			'speaker_groups'   => $group_ids,
			'organizer_type'   => 'group',
			'organizer_groups' => $group_ids,
		) : array(
			'speakers'   => $people,
			'organizers' => $people,
		) )
	);
	if ( is_wp_error( $event ) ) {
		fwrite( STDERR, $event->get_error_message() . "\n" );
		exit( 1 );
	}
	return $event['id'];
}

/**
 * One front-end page as a visitor, from an empty object cache: time in ms,
 * queries and the HTML's length.
 *
 * @param array<string,mixed> $query Query vars.
 * @return array{0:float,1:int,2:int}
 */
function eventin_bench_page( array $query ): array {
	global $wpdb;
	wp_cache_flush();
	EventPage::reset();
	wp_load_alloptions();
	wp_set_current_user( 0 );
	$GLOBALS['wp_scripts'] = null;
	$GLOBALS['wp_styles']  = null;
	$queries               = 0;
	$count                 = static function ( $sql ) use ( &$queries ) {
		++$queries;
		return $sql;
	};
	add_filter( 'query', $count );
	$start = hrtime( true );
	$GLOBALS['wp']->main( $query );
	ob_start();
	require ABSPATH . WPINC . '/template-loader.php';
	$html = (string) ob_get_clean();
	$ms   = ( hrtime( true ) - $start ) / 1e6;
	remove_filter( 'query', $count );
	if ( getenv( 'EVENTIN_BENCH_DUMP' ) ) {
		// To look at what was measured.
		file_put_contents( getenv( 'EVENTIN_BENCH_DUMP' ) . '-' . md5( wp_json_encode( $query ) ) . '.html', $html );
	}
	return array( $ms, $queries, strlen( $html ) );
}

// A front-end request through the theme, as index.php makes it.
if ( ! defined( 'WP_USE_THEMES' ) ) {
	define( 'WP_USE_THEMES', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- core's constant, as index.php sets it.
}
$_SERVER['REQUEST_METHOD'] = 'GET';
remove_action( 'template_redirect', 'redirect_canonical' );
$eventin_text      = str_repeat( "<!-- wp:paragraph -->\n<p>An event about benchmarks, with a description of about the length of a real one: the venue, the programme and who should come.</p>\n<!-- /wp:paragraph -->\n", 12 );
$eventin_one       = eventin_bench_page_event( 1, $eventin_text );
$eventin_ten       = eventin_bench_page_event( 10, $eventin_text );
$eventin_one_group = eventin_bench_page_event( 1, $eventin_text, 1 );
$eventin_by_groups = eventin_bench_page_event( 10, $eventin_text, 3 );
$eventin_post      = wp_insert_post(
	array(
		'post_title'   => 'Bench post page',
		'post_content' => $eventin_text,
		'post_status'  => 'publish',
	)
);
PostListTable::flush_all();

$eventin_pages = array(
	'event (1 of each)'   => array(
		'p'         => $eventin_one,
		'post_type' => 'etn',
	),
	'post'                => array( 'p' => $eventin_post ),
	'event (10 of each)'  => array(
		'p'         => $eventin_ten,
		'post_type' => 'etn',
	),
	'event (1 by group)'  => array(
		'p'         => $eventin_one_group,
		'post_type' => 'etn',
	),
	'event (10 by group)' => array(
		'p'         => $eventin_by_groups,
		'post_type' => 'etn',
	),
);
// One warm-up of each (PHP's compiled code), not counted.
foreach ( $eventin_pages as $eventin_query ) {
	eventin_bench_page( $eventin_query );
}
$eventin_times   = array();
$eventin_queries = array();
$eventin_lengths = array();
for ( $eventin_round = 0; $eventin_round < (int) $eventin_options['rounds']; $eventin_round++ ) {
	foreach ( $eventin_pages as $eventin_label => $eventin_query ) { // A B C, A B C...
		list( $eventin_ms, $eventin_count, $eventin_length ) = eventin_bench_page( $eventin_query );
		$eventin_times[ $eventin_label ][]                   = $eventin_ms;
		$eventin_queries[ $eventin_label ]                   = $eventin_count;
		$eventin_lengths[ $eventin_label ]                   = $eventin_length;
	}
}
$wpdb->query( 'ROLLBACK' );
$wpdb->query( 'SET autocommit = 1' );

$eventin_median = static function ( array $values ): float {
	sort( $values );
	return $values[ intdiv( count( $values ), 2 ) ];
};
foreach ( $eventin_times as $eventin_label => $eventin_values ) {
	printf( "  %-20s median %6.1f ms (min %6.1f)  %3d queries  %6d bytes of HTML\n", $eventin_label, $eventin_median( $eventin_values ), min( $eventin_values ), $eventin_queries[ $eventin_label ], $eventin_lengths[ $eventin_label ] );
}
printf(
	"Event page vs post page over %d rounds: %.2fx the time, %+d queries (budget 1.2x, +10); queries with 1 vs 10 of each: %d vs %d (%s); picked by group, 1 in 1 vs 10 in 3: %d vs %d (%s)\n",
	(int) $eventin_options['rounds'],
	$eventin_median( $eventin_times['event (1 of each)'] ) / $eventin_median( $eventin_times['post'] ),
	$eventin_queries['event (1 of each)'] - $eventin_queries['post'],
	$eventin_queries['event (1 of each)'],
	$eventin_queries['event (10 of each)'],
	$eventin_queries['event (1 of each)'] === $eventin_queries['event (10 of each)'] ? 'constant' : 'NOT constant',
	$eventin_queries['event (1 by group)'],
	$eventin_queries['event (10 by group)'],
	$eventin_queries['event (1 by group)'] === $eventin_queries['event (10 by group)'] ? 'constant' : 'NOT constant'
);
