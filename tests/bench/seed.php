<?php
/**
 * Seeds the benchmark site (required by events-list.php once WordPress is
 * loaded): events with Eventin 4's meta and the normalized date keys, their
 * categories and tags, attendees of random events, and core posts. Rows go in
 * with multi-row INSERTs; it prints what it made.
 *
 * Reads $eventin_options (events, attendees, posts) from the including script.
 *
 * @package EventinPro\Tests
 */

use EventinPro\Events\EventTime;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL, WordPress.WP.AlternativeFunctions

/**
 * Inserts rows in batches with one multi-row INSERT each.
 *
 * @param string                 $table   Table.
 * @param array<string,string>   $columns Column => placeholder (%d, %s).
 * @param iterable<array<mixed>> $rows    Rows (values in column order).
 * @return int Rows inserted.
 */
function eventin_bench_insert( string $table, array $columns, iterable $rows ): int {
	global $wpdb;
	$sql_head = "INSERT INTO $table (" . implode( ',', array_keys( $columns ) ) . ') VALUES ';
	$format   = '(' . implode( ',', $columns ) . ')';
	$batch    = array();
	$count    = 0;
	foreach ( $rows as $row ) {
		$batch[] = $wpdb->prepare( $format, $row );
		++$count;
		if ( count( $batch ) >= 2000 ) {
			$wpdb->query( $sql_head . implode( ',', $batch ) );
			$batch = array();
		}
	}
	if ( $batch ) {
		$wpdb->query( $sql_head . implode( ',', $batch ) );
	}
	return $count;
}

/**
 * Posts rows of one type; returns the new ids.
 *
 * @param string   $type    Post type.
 * @param int      $count   How many.
 * @param callable $columns fn(int $n): array{title:string,content:string,status:string,date:string}.
 * @return int[]
 */
function eventin_bench_posts( string $type, int $count, callable $columns ): array {
	global $wpdb;
	$before = (int) $wpdb->get_var( "SELECT COALESCE(MAX(ID), 0) FROM {$wpdb->posts}" );
	$rows   = ( static function () use ( $type, $count, $columns ) {
		for ( $n = 1; $n <= $count; $n++ ) {
			$c = $columns( $n );
			yield array( 1, $c['date'], $c['date'], $c['content'], $c['title'], '', $c['status'], 'closed', 'closed', "$type-$n", '', '', $c['date'], $c['date'], '', 0, '', 0, $type, 0 );
		}
	} )();
	eventin_bench_insert(
		$wpdb->posts,
		array(
			'post_author'           => '%d',
			'post_date'             => '%s',
			'post_date_gmt'         => '%s',
			'post_content'          => '%s',
			'post_title'            => '%s',
			'post_excerpt'          => '%s',
			'post_status'           => '%s',
			'comment_status'        => '%s',
			'ping_status'           => '%s',
			'post_name'             => '%s',
			'to_ping'               => '%s',
			'pinged'                => '%s',
			'post_modified'         => '%s',
			'post_modified_gmt'     => '%s',
			'post_content_filtered' => '%s',
			'post_parent'           => '%d',
			'guid'                  => '%s',
			'menu_order'            => '%d',
			'post_type'             => '%s',
			'comment_count'         => '%d',
		),
		$rows
	);
	return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID > %d AND post_type = %s ORDER BY ID", $before, $type ) ) );
}

/**
 * Meta rows.
 *
 * @param iterable<array{0:int,1:string,2:mixed}> $rows post id, key, value.
 */
function eventin_bench_meta( iterable $rows ): int {
	global $wpdb;
	$serialized = ( static function () use ( $rows ) {
		foreach ( $rows as list( $id, $key, $value ) ) {
			yield array( $id, $key, maybe_serialize( $value ) );
		}
	} )();
	return eventin_bench_insert(
		$wpdb->postmeta,
		array(
			'post_id'    => '%d',
			'meta_key'   => '%s',
			'meta_value' => '%s',
		),
		$serialized
	);
}

// --- Seed ----------------------------------------------------------------------
mt_srand( 42 );
$eventin_t0   = microtime( true );
$eventin_text = str_repeat( '<!-- wp:paragraph --><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.</p><!-- /wp:paragraph -->', 4 );
$eventin_now  = time();

$eventin_tt = array(
	'etn_category' => array(),
	'etn_tags'     => array(),
);
foreach ( $eventin_tt as $eventin_tax => $eventin_unused ) {
	for ( $eventin_i = 1; $eventin_i <= 10; $eventin_i++ ) {
		$eventin_tt[ $eventin_tax ][] = (int) wp_insert_term( "Bench $eventin_tax $eventin_i", $eventin_tax )['term_taxonomy_id'];
	}
}

$eventin_events = eventin_bench_posts(
	'etn',
	$eventin_options['events'],
	static function ( int $n ) use ( $eventin_now, $eventin_text ): array {
		return array(
			'title'   => "Bench event $n",
			'content' => $eventin_text,
			'status'  => 0 === $n % 10 ? 'draft' : 'publish',
			'date'    => gmdate( 'Y-m-d H:i:s', $eventin_now - mt_rand( 0, 2 * YEAR_IN_SECONDS ) ),
		);
	}
);
$eventin_zones  = array( '', 'Asia/Dhaka', 'America/New_York', 'UTC+6', 'Europe/Berlin' );
$eventin_count  = array( 'meta' => 0 );

$eventin_count['meta'] += eventin_bench_meta(
	( static function () use ( $eventin_events, $eventin_zones, $eventin_now ) {
		foreach ( $eventin_events as $id ) {
			$start = gmdate( 'Y-m-d', $eventin_now + mt_rand( -365, 365 ) * DAY_IN_SECONDS );
			$dates = array(
				'start_date' => $start,
				'end_date'   => EventTime::add_days( $start, mt_rand( 0, 2 ) ),
				'start_time' => sprintf( '%02d:00', mt_rand( 8, 18 ) ),
				'end_time'   => '21:30',
				'timezone'   => $eventin_zones[ $id % count( $eventin_zones ) ],
			);
			$norm  = EventTime::normalized( $dates );
			$cap   = 0 === $id % 7 ? -1 : 50 * mt_rand( 1, 10 );
			yield array( $id, 'etn_start_date', $dates['start_date'] );
			yield array( $id, 'etn_end_date', $dates['end_date'] );
			yield array( $id, 'etn_start_time', $dates['start_time'] );
			yield array( $id, 'etn_end_time', $dates['end_time'] );
			yield array( $id, 'event_timezone', $dates['timezone'] );
			yield array(
				$id,
				'etn_event_location',
				array(
					'type'    => 'offline',
					'address' => "Hall $id, Bench Street",
				),
			);
			yield array( $id, 'event_type', 'offline' );
			yield array(
				$id,
				'etn_ticket_variations',
				array(
					array(
						'etn_ticket_name'        => 'Regular',
						'etn_ticket_price'       => 10,
						'etn_avaiilable_tickets' => $cap,
						'etn_unlimited_tickets'  => -1 === $cap,
						'etn_ticket_slug'        => "regular-$id",
					),
				),
			);
			yield array( $id, 'etn_total_avaiilable_tickets', $cap );
			yield array( $id, 'recurring_enabled', 'no' );
			yield array( $id, '_etn_start_local', $norm['start_local'] );
			yield array( $id, '_etn_end_local', $norm['end_local'] );
			yield array( $id, '_etn_start_utc', $norm['start_utc'] );
			yield array( $id, '_etn_end_utc', $norm['end_utc'] );
		}
	} )()
);

$eventin_count['relationships'] = eventin_bench_insert(
	$wpdb->term_relationships,
	array(
		'object_id'        => '%d',
		'term_taxonomy_id' => '%d',
	),
	( static function () use ( $eventin_events, $eventin_tt ) {
		foreach ( $eventin_events as $id ) {
			yield array( $id, $eventin_tt['etn_category'][ $id % 10 ] );
			yield array( $id, $eventin_tt['etn_tags'][ ( $id * 7 ) % 10 ] );
		}
	} )()
);

$eventin_attendees      = eventin_bench_posts(
	'etn-attendee',
	$eventin_options['attendees'],
	static function ( int $n ) use ( $eventin_now ): array {
		return array(
			'title'   => "Attendee $n",
			'content' => '',
			'status'  => 'publish',
			'date'    => gmdate( 'Y-m-d H:i:s', $eventin_now - mt_rand( 0, YEAR_IN_SECONDS ) ),
		);
	}
);
$eventin_count['meta'] += eventin_bench_meta(
	( static function () use ( $eventin_attendees, $eventin_events ) {
		$last = count( $eventin_events ) - 1;
		foreach ( $eventin_attendees as $id ) {
			yield array( $id, 'etn_event_id', $eventin_events[ mt_rand( 0, $last ) ] );
			yield array( $id, 'etn_status', 0 === $id % 10 ? 'failed' : 'success' );
			yield array( $id, 'etn_name', "Attendee $id" );
			yield array( $id, 'etn_email', "attendee$id@example.org" );
			yield array( $id, 'etn_unique_ticket_id', "T$id" );
			yield array( $id, 'etn_attendeee_ticket_status', 'unused' );
		}
	} )()
);

$eventin_posts                   = eventin_bench_posts(
	'post',
	$eventin_options['posts'],
	static function ( int $n ) use ( $eventin_now, $eventin_text ): array {
		return array(
			'title'   => "Bench post $n",
			'content' => $eventin_text,
			'status'  => 'publish',
			'date'    => gmdate( 'Y-m-d H:i:s', $eventin_now - mt_rand( 0, 2 * YEAR_IN_SECONDS ) ),
		);
	}
);
$eventin_uncategorized           = (int) get_term( (int) get_option( 'default_category' ), 'category' )->term_taxonomy_id;
$eventin_count['relationships'] += eventin_bench_insert(
	$wpdb->term_relationships,
	array(
		'object_id'        => '%d',
		'term_taxonomy_id' => '%d',
	),
	( static function () use ( $eventin_posts, $eventin_uncategorized ) {
		foreach ( $eventin_posts as $id ) {
			yield array( $id, $eventin_uncategorized );
		}
	} )()
);
$eventin_count['meta']          += eventin_bench_meta(
	( static function () use ( $eventin_posts ) {
		foreach ( $eventin_posts as $id ) {
			yield array( $id, '_edit_last', 1 );
		}
	} )()
);
$wpdb->query( "UPDATE {$wpdb->term_taxonomy} tt SET count = (SELECT COUNT(*) FROM {$wpdb->term_relationships} tr WHERE tr.term_taxonomy_id = tt.term_taxonomy_id)" );
printf(
	"Seeded in %.1f s: %d events (10%% drafts), %d attendees (10%% failed), %d posts, %d meta rows, %d term relationships\n",
	microtime( true ) - $eventin_t0,
	count( $eventin_events ),
	count( $eventin_attendees ),
	count( $eventin_posts ),
	$eventin_count['meta'],
	$eventin_count['relationships']
);
