<?php
/**
 * The certificate mails of an event with --recipients attendees (1,000) on the
 * bench site: queueing them (the start route's work) and sending them batch
 * after batch through the runner, as WP-Cron would, with wp_mail()
 * short-circuited (pre_wp_mail), so the figure is the queue's own cost: mails
 * per second, SQL queries per mail, batches. Everything it makes is rolled
 * back at the end. It prints; it asserts nothing.
 *
 * Run it with `bash tests/bench/run.sh certificate-mails --reuse`.
 *
 * @package EventinPro\Tests
 */

use EventinPro\Attendees\Attendees;
use EventinPro\Events\EventsService;
use EventinPro\Jobs\JobsService;
use EventinPro\Templates\TemplatesService;

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions, WordPress.Security.EscapeOutput, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL

$eventin_options = array( 'recipients' => 1000 );
require __DIR__ . '/site.php';

global $wpdb;
eventin_bench_begin_as_admin();
$eventin_template = ( new TemplatesService() )->create(
	array(
		'name'    => 'Bench certificate',
		'type'    => 'certificate',
		'status'  => 'publish',
		'content' => '<!-- wp:paragraph --><p>{{attendee_name}}</p><!-- /wp:paragraph -->',
	)
);
$eventin_event    = ( new EventsService() )->create(
	array(
		'title'                => 'Bench Conference',
		'post_status'          => 'publish',
		'start_date'           => '2026-06-01',
		'certificate_template' => $eventin_template['id'],
	)
);
$eventin_event_id = (int) $eventin_event['id'];

// The attendees, in a few multi-row statements.
$eventin_prefix = 'bench-mail-' . wp_rand() . '-';
$eventin_now    = gmdate( 'Y-m-d H:i:s' );
foreach ( array_chunk( range( 1, $eventin_options['recipients'] ), 500 ) as $eventin_chunk ) {
	$eventin_rows = array();
	foreach ( $eventin_chunk as $eventin_n ) {
		$eventin_rows[] = $wpdb->prepare( '(%s, %s, %s, %s, %s, %s, %s, %s, %s)', "Attendee $eventin_n", $eventin_prefix . $eventin_n, Attendees::POST_TYPE, 'publish', $eventin_now, $eventin_now, '', '', '' );
	}
	$wpdb->query( "INSERT INTO {$wpdb->posts} (post_title, post_name, post_type, post_status, post_date, post_date_gmt, post_content, post_excerpt, to_ping) VALUES " . implode( ',', $eventin_rows ) );
}
$eventin_ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_name LIKE %s", $wpdb->esc_like( $eventin_prefix ) . '%' ) ) );
foreach ( array_chunk( $eventin_ids, 200 ) as $eventin_chunk ) {
	$eventin_rows = array();
	foreach ( $eventin_chunk as $eventin_id ) {
		foreach ( array(
			'etn_event_id' => (string) $eventin_event_id,
			'etn_name'     => "Attendee $eventin_id",
			'etn_email'    => "attendee-$eventin_id@example.org",
			'etn_status'   => 'success',
		) as $eventin_key => $eventin_value ) {
			$eventin_rows[] = $wpdb->prepare( '(%d, %s, %s)', $eventin_id, $eventin_key, $eventin_value );
		}
	}
	$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $eventin_rows ) );
}
wp_cache_flush();

$eventin_mails = 0;
add_filter(
	'pre_wp_mail',
	static function () use ( &$eventin_mails ) {
		++$eventin_mails;
		return true;
	}
);

$eventin_service = new JobsService();
$eventin_before  = $wpdb->num_queries;
$eventin_start   = hrtime( true );
$eventin_result  = $eventin_service->enqueue_certificates( $eventin_event_id, get_current_user_id() );
$eventin_queue   = ( hrtime( true ) - $eventin_start ) / 1e6;
$eventin_queued  = $wpdb->num_queries - $eventin_before;
if ( ! is_array( $eventin_result ) ) {
	fwrite( STDERR, 'could not queue: ' . $eventin_result->get_error_message() . "\n" );
	exit( 1 );
}
$eventin_job = $eventin_result['job'];

$eventin_batches = 0;
$eventin_before  = $wpdb->num_queries;
$eventin_start   = hrtime( true );
do {
	wp_cache_flush(); // Each batch is a request of its own.
	$eventin_job = $eventin_service->run( (int) $eventin_job['id'], JobsService::BATCH_ITEMS, JobsService::BATCH_SECONDS );
	++$eventin_batches;
} while ( $eventin_job && in_array( $eventin_job['status'], array( 'queued', 'running' ), true ) && $eventin_batches < 10000 );
$eventin_seconds = ( hrtime( true ) - $eventin_start ) / 1e9;
$eventin_queries = $wpdb->num_queries - $eventin_before;
$wpdb->query( 'ROLLBACK' );

printf( "Certificate mails of one event (%d attendees; wp_mail short-circuited):\n", $eventin_options['recipients'] );
printf( "  queue      %7.1f ms  %5d queries\n", $eventin_queue, $eventin_queued );
printf( "  send       %7.2f s   %5d mails in %d batches, %.0f mails/s, %.1f queries per mail, job %s (%d sent, %d failed)\n", $eventin_seconds, $eventin_mails, $eventin_batches, $eventin_mails / max( $eventin_seconds, 1e-9 ), $eventin_queries / max( 1, $eventin_mails ), $eventin_job['status'] ?? '?', $eventin_job['sent'] ?? 0, $eventin_job['failed'] ?? 0 );
