<?php
/**
 * The ticket scanner on the bench site: the server time and SQL queries of
 * one verification call on the scanner page (ScannerPage::response(), as the
 * page's GET answers it), with an empty object cache each call as a request
 * has: a check-in by QR code (attendee id + ticket id), the same ticket
 * scanned again ("already checked in"), the two-step question (ticket_info)
 * and a typed ticket id. Then one page (500) of an event's offline manifest.
 * Budget: 50 ms per check-in (median and p95 printed).
 *
 * Run it with `bash tests/bench/run.sh checkin --reuse` (the site seeded for
 * the lists: 10,000 events, 100,000 attendees). Options: --scans=200 and the
 * site's sizes. The attendees it makes and checks in are rolled back at the
 * end. It prints; it asserts nothing.
 *
 * @package EventinPro\Tests
 */

use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Scanner\ScannerPage;
use EventinPro\Scanner\ScannerService;
use EventinPro\Scanner\Verification;

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions, WordPress.Security.EscapeOutput, WordPress.DB.DirectDatabaseQuery

$eventin_options = array( 'scans' => 200 );
require __DIR__ . '/site.php';

global $wpdb;
eventin_bench_begin_as_admin();
$eventin_event = ( new EventsService() )->create(
	array(
		'title'       => 'Bench door',
		'post_status' => 'publish',
		'start_date'  => gmdate( 'Y-m-d', time() + DAY_IN_SECONDS ),
		'start_time'  => '09:00',
		'end_time'    => '18:00',
	)
);
$eventin_ids   = array();
for ( $eventin_n = 0; $eventin_n < $eventin_options['scans']; $eventin_n++ ) {
	$eventin_ids[] = ( new AttendeesService() )->create(
		(int) $eventin_event['id'],
		array(
			'name'           => "Door guest $eventin_n",
			'email'          => "door$eventin_n@example.org",
			'ticket_name'    => 'Standard',
			'payment_status' => 'success',
		)
	);
}
$eventin_attendees = ( new AttendeesService() )->get_many( $eventin_ids );
$eventin_total     = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", 'etn-attendee' ) );
$eventin_nonce     = Verification::nonce();

/**
 * One verification call, timed with an empty object cache.
 *
 * @param array<string,string> $params Parameters besides the call's own.
 * @return array{0:float,1:int,2:int} Milliseconds, queries, status code.
 */
$eventin_call = static function ( array $params ) use ( $wpdb, $eventin_nonce, $eventin_event ): array {
	wp_cache_flush();
	wp_load_alloptions();
	$before   = $wpdb->num_queries;
	$start    = hrtime( true );
	$response = ScannerPage::response(
		$params + array(
			'scanner_active' => '1',
			'action'         => 'scanner_verification',
			'security'       => $eventin_nonce,
			'event_id'       => (string) $eventin_event['id'],
			'device'         => 'Bench',
		)
	);
	$ms       = ( hrtime( true ) - $start ) / 1e6;
	$body     = json_decode( $response['body'], true );
	return array( $ms, $wpdb->num_queries - $before, (int) $body['data']['status_code'] );
};

$eventin_runs    = array(
	'check-in (QR: attendee + ticket id)' => array(),
	'scanned again (already checked in)'  => array(),
	'two-step question (ticket_info=1)'   => array(),
	'typed ticket id (index lookup)'      => array(),
);
$eventin_queries = array();
$eventin_codes   = array();
foreach ( array_values( $eventin_attendees ) as $eventin_i => $eventin_attendee ) {
	$eventin_qr = array(
		'attendee_id' => (string) $eventin_attendee['id'],
		'ticket_id'   => (string) $eventin_attendee['ticket_id'],
	);
	// Half the tickets are checked in by QR code, the other half typed at the door.
	$eventin_first = 0 === $eventin_i % 2
		? array( 'check-in (QR: attendee + ticket id)', $eventin_qr )
		: array( 'typed ticket id (index lookup)', array( 'query' => (string) $eventin_attendee['ticket_id'] ) );
	$eventin_plan  = array(
		array( 'two-step question (ticket_info=1)', $eventin_qr + array( 'ticket_info' => '1' ) ),
		$eventin_first,
		array( 'scanned again (already checked in)', $eventin_qr ),
	);
	foreach ( $eventin_plan as list( $eventin_label, $eventin_params ) ) {
		list( $eventin_ms, $eventin_q, $eventin_code )    = $eventin_call( $eventin_params );
		$eventin_runs[ $eventin_label ][]                 = $eventin_ms;
		$eventin_queries[ $eventin_label ]                = $eventin_q;
		$eventin_codes[ $eventin_label ][ $eventin_code ] = ( $eventin_codes[ $eventin_label ][ $eventin_code ] ?? 0 ) + 1;
	}
}

wp_cache_flush();
wp_load_alloptions();
$eventin_before   = $wpdb->num_queries;
$eventin_start    = hrtime( true );
$eventin_manifest = ( new ScannerService() )->manifest( (int) $eventin_event['id'], 1 );
$eventin_man_ms   = ( hrtime( true ) - $eventin_start ) / 1e6;
$eventin_man_q    = $wpdb->num_queries - $eventin_before;

$wpdb->query( 'ROLLBACK' );

$eventin_percentile = static function ( array $values, float $p ): float {
	sort( $values );
	return $values[ (int) min( count( $values ) - 1, max( 0, ceil( $p * count( $values ) ) - 1 ) ) ];
};
printf( "Scanner verification on a site with %d attendees (ScannerPage::response, empty object cache each call; budget 50 ms):\n", $eventin_total );
foreach ( $eventin_runs as $eventin_label => $eventin_values ) {
	if ( ! $eventin_values ) {
		continue;
	}
	ksort( $eventin_codes[ $eventin_label ] );
	printf(
		"  %-38s n=%3d  median %5.1f ms  p95 %5.1f ms  max %5.1f ms  %2d queries  status codes %s\n",
		$eventin_label,
		count( $eventin_values ),
		$eventin_percentile( $eventin_values, 0.5 ),
		$eventin_percentile( $eventin_values, 0.95 ),
		max( $eventin_values ),
		$eventin_queries[ $eventin_label ],
		wp_json_encode( $eventin_codes[ $eventin_label ] )
	);
}
printf( "Offline manifest, one page of %d tickets: %.1f ms, %d queries\n", count( $eventin_manifest['items'] ), $eventin_man_ms, $eventin_man_q );
