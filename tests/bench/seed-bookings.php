<?php
/**
 * Seeds bookings on the benchmark site (required by events-list.php once the
 * events and attendees are there, also on a database seeded before bookings
 * were): one `etn-order` per attendee, with Eventin 4's keys, and the attendee
 * pointing at it (`eventin_order_id`). Everything is INSERT … SELECT inside
 * MariaDB, in slices of attendee ids, so that a million bookings take minutes;
 * it prints what it made.
 *
 * Statuses: an attendee whose etn_status is failed has a failed booking; of the
 * others, by id, 5 % pending, 5 % refunded, 5 % cancelled, the rest completed.
 * 5 % of the tickets are checked in (`used`), so that filter is selective.
 *
 * @package EventinPro\Tests
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL, WordPress.PHP.DevelopmentFunctions

$eventin_t0    = microtime( true );
$eventin_range = $wpdb->get_row( "SELECT MIN(ID) AS low, MAX(ID) AS high FROM {$wpdb->posts} WHERE post_type = 'etn-attendee'" );
$eventin_slice = 100000;
// A larger buffer pool while writing (the seeded tables are far bigger than the default 128 MiB); set back after.
$eventin_pool = (int) $wpdb->get_var( 'SELECT @@innodb_buffer_pool_size' );
$wpdb->query( 'SET GLOBAL innodb_buffer_pool_size = ' . max( $eventin_pool, 1024 * 1024 * 1024 ) );

$eventin_status = "CASE WHEN st.meta_value = 'failed' THEN 'failed' WHEN a.ID % 20 = 1 THEN 'pending' WHEN a.ID % 20 = 3 THEN 'refunded' WHEN a.ID % 20 = 5 THEN 'cancelled' ELSE 'completed' END";
for ( $eventin_low = (int) $eventin_range->low; $eventin_low <= (int) $eventin_range->high; $eventin_low += $eventin_slice ) {
	$eventin_high  = $eventin_low + $eventin_slice - 1;
	$eventin_slice_where = "a.post_type = 'etn-attendee' AND a.ID BETWEEN $eventin_low AND $eventin_high";
	// The booking's post_name carries its attendee's id until the meta below is written.
	$wpdb->query(
		"INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, comment_count)
		SELECT 1, a.post_date, '0000-00-00 00:00:00', '', '', '', 'draft', 'closed', 'closed', CONCAT('bench-order-', a.ID), '', '', a.post_date, a.post_date_gmt, '', 0, '', 0, 'etn-order', 0
		FROM {$wpdb->posts} a WHERE $eventin_slice_where ORDER BY a.ID"
	);
	$eventin_join = "FROM {$wpdb->posts} a
		INNER JOIN {$wpdb->posts} o ON o.post_name = CONCAT('bench-order-', a.ID) AND o.post_type = 'etn-order'
		INNER JOIN {$wpdb->postmeta} ev ON ev.post_id = a.ID AND ev.meta_key = 'etn_event_id'
		INNER JOIN {$wpdb->postmeta} st ON st.post_id = a.ID AND st.meta_key = 'etn_status'
		WHERE $eventin_slice_where";
	$eventin_values = array(
		'customer_fname' => "CONCAT('Buyer', a.ID)",
		'customer_lname' => "'Bench'",
		'customer_email' => "CONCAT('buyer', a.ID, '@example.org')",
		'event_id'       => 'ev.meta_value',
		'status'         => $eventin_status,
		'tickets'        => "CONCAT('a:1:{i:0;a:3:{s:11:\"ticket_slug\";s:', LENGTH(CONCAT('regular-', ev.meta_value)), ':\"regular-', ev.meta_value, '\";s:15:\"ticket_quantity\";i:1;s:12:\"ticket_price\";i:10;}}')",
		'total_price'    => "'10'",
		'currency'       => "'USD'",
		'payment_method' => "'stripe'",
		'user_id'        => "'0'",
		'date_time'      => "DATE_FORMAT(a.post_date, '%Y-%m-%d %h:%i %p')",
	);
	$eventin_selects = array();
	foreach ( $eventin_values as $eventin_key => $eventin_value ) {
		$eventin_selects[] = "SELECT o.ID, '$eventin_key', $eventin_value $eventin_join";
	}
	$eventin_selects[] = "SELECT a.ID, 'eventin_order_id', o.ID $eventin_join";
	foreach ( $eventin_selects as $eventin_select ) {
		$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) $eventin_select" );
	}
	// The attendee's own status follows its booking, as BookingsService::transition() leaves it.
	$wpdb->query(
		"UPDATE {$wpdb->postmeta} st
		INNER JOIN {$wpdb->posts} a ON a.ID = st.post_id
		SET st.meta_value = CASE WHEN a.ID % 20 = 1 THEN 'pending' WHEN a.ID % 20 = 3 THEN 'refunded' ELSE 'failed' END
		WHERE st.meta_key = 'etn_status' AND st.meta_value <> 'failed' AND a.ID % 20 IN (1, 3, 5) AND $eventin_slice_where"
	);
	$wpdb->query(
		"UPDATE {$wpdb->postmeta} ts
		INNER JOIN {$wpdb->posts} a ON a.ID = ts.post_id
		SET ts.meta_value = 'used'
		WHERE ts.meta_key = 'etn_attendeee_ticket_status' AND a.ID % 20 = 7 AND $eventin_slice_where"
	);
	printf( "  bookings of attendees %d to %d: %.1f s\n", $eventin_low, $eventin_high, microtime( true ) - $eventin_t0 );
}
$wpdb->query( "UPDATE {$wpdb->posts} SET post_name = CONCAT('etn-order-', ID) WHERE post_type = 'etn-order' AND post_name LIKE 'bench-order-%'" );
$wpdb->query( 'SET GLOBAL innodb_buffer_pool_size = ' . $eventin_pool );
printf(
	"Seeded %d bookings in %.1f s\n",
	(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'etn-order'" ),
	microtime( true ) - $eventin_t0
);
