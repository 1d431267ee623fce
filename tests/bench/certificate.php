<?php
/**
 * One certificate on the bench site: the server time and SQL queries of a
 * whole certificate page (the access check, the attendee, the event, the
 * template's blocks with a QR code, attendee and event info, placeholders,
 * the document), with an empty object cache each round as a request has,
 * and then with warm caches. Budget: 50 ms.
 *
 * Run it with `bash tests/bench/run.sh certificate --reuse`. Options:
 * --rounds=30 and the site's sizes. What it makes is rolled back at the end.
 * It prints; it asserts nothing.
 *
 * @package EventinPro\Tests
 */

use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Templates\Certificates;
use EventinPro\Templates\TemplatesService;

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions, WordPress.Security.EscapeOutput, WordPress.DB.DirectDatabaseQuery

$eventin_options = array( 'rounds' => 30 );
require __DIR__ . '/site.php';

global $wpdb;
eventin_bench_begin_as_admin();
$eventin_template = ( new TemplatesService() )->create(
	array(
		'name'         => 'Bench certificate',
		'type'         => 'certificate',
		'status'       => 'publish',
		'template_css' => '.wp-block-heading{color:#6b2ee5}',
		'content'      => '<!-- wp:eventin-pro/template-container {"styles":{"Desktop":{"padding":"40px"},"Tablet":{},"Mobile":{}}} -->'
			. '<!-- wp:heading {"level":1,"textAlign":"center"} --><h1 class="wp-block-heading has-text-align-center">Certificate of attendance</h1><!-- /wp:heading -->'
			. '<!-- wp:paragraph {"align":"center"} --><p class="has-text-align-center">This certifies that <strong>{{attendee_name}}</strong> attended {{event_title}} on {{event_start_date}} at {{event_location}}.</p><!-- /wp:paragraph -->'
			. '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column">'
			. '<!-- wp:eventin-pro/attendee-info {"fields":["name","ticket_type","ticket_id"]} /-->'
			. '<!-- wp:eventin-pro/event-info {"fields":["title","date","location"]} /-->'
			. '</div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column">'
			. '<!-- wp:eventin-pro/qr-code {"size":140} /-->'
			. '</div><!-- /wp:column --></div><!-- /wp:columns -->'
			. '<!-- wp:separator --><hr class="wp-block-separator has-alpha-channel-opacity"/><!-- /wp:separator -->'
			. '<!-- wp:paragraph --><p>Signed, the organizers</p><!-- /wp:paragraph -->'
			. '<!-- /wp:eventin-pro/template-container -->',
	)
);
$eventin_event    = ( new EventsService() )->create(
	array(
		'title'                => 'Bench Conference',
		'post_status'          => 'publish',
		'start_date'           => '2026-06-01',
		'start_time'           => '09:00',
		'end_time'             => '17:00',
		'timezone'             => 'Europe/Berlin',
		'location'             => array(
			'type'    => 'offline',
			'address' => 'Alexanderplatz 1, Berlin',
		),
		'certificate_template' => $eventin_template['id'],
	)
);
$eventin_attendee = ( new AttendeesService() )->create(
	(int) $eventin_event['id'],
	array(
		'name'        => 'Ada Lovelace',
		'email'       => 'ada@example.org',
		'ticket_name' => 'Standard',
	)
);
$eventin_token    = ( new AttendeesService() )->edit_token( (int) $eventin_attendee );
wp_set_current_user( 0 );

$eventin_first = Certificates::response( (int) $eventin_attendee, $eventin_token );
if ( 200 !== $eventin_first['status'] || false === strpos( $eventin_first['body'], 'Ada Lovelace' ) ) {
	fwrite( STDERR, "the certificate did not render\n" );
	exit( 1 );
}

$eventin_times   = array(
	'cold cache' => array(),
	'warm cache' => array(),
);
$eventin_queries = array();
for ( $eventin_round = 0; $eventin_round < $eventin_options['rounds']; $eventin_round++ ) {
	foreach ( array_keys( $eventin_times ) as $eventin_label ) {
		if ( 'cold cache' === $eventin_label ) {
			wp_cache_flush();
		}
		$eventin_before                    = $wpdb->num_queries;
		$eventin_start                     = hrtime( true );
		$eventin_page                      = Certificates::response( (int) $eventin_attendee, $eventin_token );
		$eventin_times[ $eventin_label ][] = ( hrtime( true ) - $eventin_start ) / 1e6;
		$eventin_queries[ $eventin_label ] = $wpdb->num_queries - $eventin_before;
	}
}
$wpdb->query( 'ROLLBACK' );

$eventin_median = static function ( array $values ): float {
	sort( $values );
	$n = count( $values );
	return $n % 2 ? $values[ intdiv( $n, 2 ) ] : ( $values[ $n / 2 - 1 ] + $values[ $n / 2 ] ) / 2;
};
echo "One certificate page (Certificates::response, {$eventin_options['rounds']} rounds; budget 50 ms):\n";
foreach ( $eventin_times as $eventin_label => $eventin_values ) {
	printf( "  %-12s median %6.1f ms (min %6.1f, max %6.1f)  %3d queries  %6d bytes\n", $eventin_label, $eventin_median( $eventin_values ), min( $eventin_values ), max( $eventin_values ), $eventin_queries[ $eventin_label ], strlen( $eventin_page['body'] ) );
}
