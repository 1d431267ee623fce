<?php
/**
 * Seeds one upcoming event that takes RSVP (no limit, up to 3 people per
 * answer) with 50,000 answers, once per database (option
 * `eventin_bench_rsvp_event`): the RSVP report's list measured in events-list.php.
 * Rows are written with INSERT … SELECT over the seeded attendees (one answer
 * per attendee, at its date), statuses spread going 3 / maybe 1 / not going 1.
 *
 * @package EventinPro\Tests
 */

use EventinPro\Events\EventsService;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL, WordPress.PHP.DevelopmentFunctions, WordPress.WP.AlternativeFunctions

$eventin_t0    = microtime( true );
$eventin_rsvp  = ( new EventsService() )->create(
	array(
		'title'        => 'Bench RSVP meetup',
		'post_status'  => 'publish',
		'start_date'   => gmdate( 'Y-m-d', time() + 30 * DAY_IN_SECONDS ),
		'start_time'   => '18:00',
		'end_time'     => '21:00',
		'rsvp_enabled' => 'yes',
	)
);
$eventin_rsvp  = (int) $eventin_rsvp['id'];
update_post_meta(
	(int) $eventin_rsvp,
	'rsvp_settings',
	array(
		'enable_rsvp_form'         => 'on',
		'etn_rsvp_limit_amount'    => 0,
		'rsvp_attendee_form_limit' => 3,
	)
);
$wpdb->query(
	"INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, comment_count)
	SELECT 0, a.post_date, a.post_date_gmt, '', CONCAT('Responder ', a.ID), '', 'publish', 'closed', 'closed', CONCAT('bench-rsvp-', a.ID), '', '', a.post_date, a.post_date_gmt, '', 0, '', 0, 'etn_rsvp', 0
	FROM {$wpdb->posts} a WHERE a.post_type = 'etn-attendee' ORDER BY a.ID LIMIT 50000"
);
$eventin_from   = "FROM {$wpdb->posts} r WHERE r.post_type = 'etn_rsvp' AND r.post_name LIKE 'bench-rsvp-%'";
$eventin_values = array(
	'event_id'           => "'$eventin_rsvp'",
	'etn_rsvp_value'     => "CASE WHEN r.ID % 5 = 3 THEN 'maybe' WHEN r.ID % 5 = 4 THEN 'not going' ELSE 'going' END",
	'number_of_attendee' => "CASE WHEN r.ID % 5 = 4 THEN '1' ELSE 1 + r.ID % 3 END",
	'attendee_email'     => "CONCAT('responder', r.ID, '@example.org')",
);
foreach ( $eventin_values as $eventin_key => $eventin_value ) {
	$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) SELECT r.ID, '$eventin_key', $eventin_value $eventin_from" );
}
update_option( 'eventin_bench_rsvp_event', $eventin_rsvp, false );
printf(
	"RSVP seed: %s answers (one per attendee, at most 50,000) to event %d in %.1f s\n",
	number_format( (int) $wpdb->get_var( "SELECT COUNT(*) $eventin_from" ) ),
	(int) $eventin_rsvp,
	(float) ( microtime( true ) - $eventin_t0 )
);
