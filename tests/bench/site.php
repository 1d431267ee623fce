<?php
/**
 * Boots the benchmark site for a bench script (events-list.php, export.php):
 * WordPress as the PHP tests load it, on the database run.sh started, seeded
 * once per size (seed.php, then seed-bookings.php) or reused as it is
 * (--reuse), with the install steps the seed skips run, and the tables analyzed.
 *
 * Reads the including script's options with their defaults from $eventin_options,
 * adds the site's (events, attendees, posts, reuse) and sets them from the
 * command line (--name=number, --reuse).
 *
 * @package EventinPro\Tests
 */

use EventinPro\Attendees\AttendeesRepository;
use EventinPro\Attendees\AttendeeListTable;
use EventinPro\Attendees\TicketIds;
use EventinPro\Bookings\BookingListTable;
use EventinPro\Checkins\Checkins;
use EventinPro\Events\Events;
use EventinPro\Events\EventsListIndex;
use EventinPro\Events\EventsListTable;
use EventinPro\Rsvp\Rsvp;
use EventinPro\Rsvp\RsvpListTable;
use EventinPro\Rsvp\RsvpRepository;
use EventinPro\Tests\Support\Site;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL, WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$eventin_options = ( $eventin_options ?? array() ) + array(
	'events'    => 10000,
	'attendees' => 100000,
	'posts'     => 10000,
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
if ( ! get_option( 'eventin_bench_bookings' ) ) {
	require __DIR__ . '/seed-bookings.php'; // Also on a database seeded before bookings were.
	update_option( 'eventin_bench_bookings', 1, false );
}
if ( ! get_option( 'eventin_bench_rsvp_event' ) ) {
	require __DIR__ . '/seed-rsvp.php'; // Also on a database seeded before RSVP was.
}
// A database seeded by older code lacks the tables added since (ticket ids, check-in ledger).
AttendeesRepository::ensure_meta_value_index();
TicketIds::create_table();
Checkins::install();
// The RSVP counts as an upgrade leaves them (table created, emptied), then counted once by the
// first read of the seeded event, as on a site (the benchmarks' transactions would roll it back).
Rsvp::install();
$eventin_t0 = microtime( true );
( new RsvpRepository() )->counts( array( (int) get_option( 'eventin_bench_rsvp_event' ) ) );
printf( "RSVP counts of the event with 50,000 answers, counted once after install: %.2f s\n", microtime( true ) - $eventin_t0 );
// The seed writes rows with SQL, past the hooks that keep the attendee and booking lists' tables:
// their install step (as an upgrade runs it) when a table is missing rows, timed.
$eventin_lists = array(
	'etn-attendee' => AttendeeListTable::instance(),
	'etn-order'    => BookingListTable::instance(),
	'etn_rsvp'     => RsvpListTable::instance(),
);
foreach ( $eventin_lists as $eventin_type => $eventin_list ) {
	$eventin_rows = $eventin_list->ready() ? (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$eventin_list->table()}" ) : -1;
	if ( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", $eventin_type ) ) !== $eventin_rows ) {
		$eventin_t0 = microtime( true );
		$eventin_list->create();
		list( , $eventin_n ) = $eventin_list->fill( PHP_INT_MAX ); // All at once (a site does it in steps of 20 s).
		printf( "%s install step (fill and count the totals): %d rows written in %.1f s, peak memory %.1f MiB\n", $eventin_list->table(), $eventin_n, microtime( true ) - $eventin_t0, memory_get_peak_usage() / 1048576 );
	}
	$wpdb->query( "ANALYZE TABLE {$eventin_list->table()}, {$eventin_list->totals_table()}" );
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


/**
 * Starts the transaction a benchmark that writes rolls back at its end (a
 * plain ROLLBACK; the plugin's own transactions nest as savepoints), and acts
 * as the site's first administrator.
 */
function eventin_bench_begin_as_admin(): void {
	global $wpdb;
	$wpdb->query( 'SET autocommit = 0' );
	$wpdb->query( 'START TRANSACTION' );
	$admin = get_users(
		array(
			'role'   => 'administrator',
			'number' => 1,
			'fields' => 'ID',
		)
	);
	wp_set_current_user( (int) ( $admin[0] ?? 1 ) );
}
