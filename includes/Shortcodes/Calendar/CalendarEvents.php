<?php
/**
 * The published events a calendar shows in a window of days, with the few
 * public fields it needs: for the calendar route and the first window the
 * calendar widgets print inline.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Calendar;

use DateTimeImmutable;
use DateTimeZone;
use EventinPro\Events\Events;
use EventinPro\Events\EventsListTable;
use EventinPro\Events\EventsRepository;
use EventinPro\Events\EventTime;
use EventinPro\Support\Formats;
use EventinPro\Taxonomies\Taxonomies;
use EventinPro\Taxonomies\TermsRepository;
use Exception;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Events of a window.
 *
 * Which events: published, without a password, overlapping the window
 * [start 00:00, end 00:00) of the site's timezone (an event that starts
 * before and ends inside it, or spans it, is in). Occurrences of a recurring
 * event are child posts with their own dates; `parents` off leaves out an
 * event with published occurrences, `children` off every occurrence, as the
 * event widgets read show_parent_event and show_child_event (EventQuery).
 *
 * Times: every timed event is placed on the site's clock, so that events
 * stored in other timezones sit where they happen for the site: `start` and
 * `end` are ISO 8601 date-times in the site's timezone with its UTC offset at
 * that instant ("2026-06-01T16:00:00+02:00"), from the normalized UTC keys.
 * An event without a start time is an all-day event (as the event page and
 * its calendar file read it): `start` is its first date and `end` the day
 * after its last one (exclusive), both "Y-m-d", the dates it is on wherever
 * it is held.
 *
 * Cost: a constant number of queries whatever the number of events: the ids
 * from the events list table (its `by_start`/`by_end` indexes hold both
 * dates, the status and the parent), then WordPress's caches primed for all
 * of them (posts, meta, terms, the parents' posts for their permalinks, the
 * categories' colours).
 */
final class CalendarEvents {

	/**
	 * Most events one answer holds.
	 */
	public const MAX_EVENTS = 500;

	/**
	 * Longest window, in days (a month grid shows at most 6 weeks).
	 */
	public const MAX_DAYS = 62;

	/**
	 * Earliest and latest dates a window may name.
	 */
	public const MIN_DATE = '1900-01-01';
	public const MAX_DATE = '2999-12-31';

	/**
	 * All-day events are matched on their own dates, wherever they are held:
	 * the query looks this far (UTC+14 to UTC-12) around the window and the
	 * exact rule is applied to what it finds.
	 */
	private const ZONE_MARGIN = 26 * HOUR_IN_SECONDS;

	/**
	 * Query var of the postmeta query that leaves out series' parents.
	 */
	private const WITHOUT_SERIES = 'eventin_calendar_without_series_parents';

	/**
	 * The events of a window.
	 *
	 * @param string $start      First day, "Y-m-d" (valid, see CalendarController).
	 * @param string $end        Day after the last one, "Y-m-d", after $start.
	 * @param int[]  $categories Category term ids (their sub-categories included); none = every event.
	 * @param bool   $children   Whether occurrences of recurring events are listed.
	 * @param bool   $parents    Whether the parent events of recurring series are listed.
	 * @return array{items:array<int,array<string,mixed>>,truncated:bool}
	 */
	public function between( string $start, string $end, array $categories, bool $children, bool $parents ): array {
		$none  = array(
			'items'     => array(),
			'truncated' => false,
		);
		$zone  = wp_timezone();
		$utc   = new DateTimeZone( 'UTC' );
		$from  = new DateTimeImmutable( $start . ' 00:00:00', $zone );
		$until = new DateTimeImmutable( $end . ' 00:00:00', $zone );
		$terms = array();
		if ( $categories ) {
			$terms = ( new EventsRepository() )->term_filter( array( Taxonomies::CATEGORY => $categories ) )['tt_ids'][ Taxonomies::CATEGORY ] ?? array();
			if ( ! $terms ) {
				return $none; // Only categories that do not exist: nothing is in them.
			}
		}
		$window    = array(
			'from_utc'  => $from->setTimezone( $utc )->format( EventTime::SQL_FORMAT ),
			'until_utc' => $until->setTimezone( $utc )->format( EventTime::SQL_FORMAT ),
			'start'     => $start,
			'end'       => $end,
		);
		$ids       = $this->ids(
			gmdate( EventTime::SQL_FORMAT, $from->getTimestamp() - self::ZONE_MARGIN ),
			gmdate( EventTime::SQL_FORMAT, $until->getTimestamp() + self::ZONE_MARGIN ),
			$terms,
			$children,
			$parents
		);
		$truncated = count( $ids ) > self::MAX_EVENTS;
		if ( ! $ids ) {
			return $none;
		}
		$posts = $this->prime( array_slice( $ids, 0, self::MAX_EVENTS ) );
		$items = array();
		foreach ( $posts as $post ) {
			$item = $this->item( $post, $window, $zone );
			if ( null !== $item ) {
				$items[] = $item;
			}
		}
		return array(
			'items'     => $items,
			'truncated' => $truncated,
		);
	}

	/**
	 * Ids of the published events overlapping [$from_utc, $until_utc), soonest
	 * first, at most MAX_EVENTS + 1 (the one more tells that the list is cut).
	 *
	 * @param string $from_utc  UTC "Y-m-d H:i:s".
	 * @param string $until_utc UTC "Y-m-d H:i:s".
	 * @param int[]  $terms     Term taxonomy ids of the categories (with their sub-categories); none = any.
	 * @param bool   $children  Occurrences too.
	 * @param bool   $parents   Recurring series' parents too.
	 * @return int[]
	 */
	private function ids( string $from_utc, string $until_utc, array $terms, bool $children, bool $parents ): array {
		global $wpdb;
		if ( ! EventsListTable::ready() ) {
			return $this->ids_from_postmeta( $from_utc, $until_utc, $terms, $children, $parents );
		}
		$table = EventsListTable::name();
		// The events list table is the Events feature's index of the normalized date keys (EventsListTable):
		// a range of `by_start` or `by_end` (whichever the optimizer finds narrower) answers the dates, the
		// status and the parent; wp_posts is read by primary key for the password and through its post_parent
		// index for the occurrences of a series. The statement reads the table as EventsListTable::page() does.
		$where = array(
			'l.post_status = %s',
			'l.start_utc < %s',
			'l.end_utc >= %s',
			"p.post_password = ''",
		);
		$args  = array( 'publish', $until_utc, $from_utc );
		if ( ! $children ) {
			$where[] = 'l.post_parent = 0';
		}
		if ( ! $parents ) {
			$where[] = self::without_series_parents( 'l.event_id' );
		}
		if ( $terms ) {
			$where[] = "EXISTS (SELECT 1 FROM {$wpdb->term_relationships} tr WHERE tr.object_id = l.event_id AND tr.term_taxonomy_id IN (" . implode( ', ', array_fill( 0, count( $terms ), '%d' ) ) . '))';
			$args    = array_merge( $args, array_map( 'intval', $terms ) );
		}
		$args[] = self::MAX_EVENTS + 1;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- the events list table, fixed conditions and one placeholder per value.
		return array_map(
			'intval',
			$wpdb->get_col(
				$wpdb->prepare(
					"SELECT l.event_id FROM $table l INNER JOIN {$wpdb->posts} p ON p.ID = l.event_id WHERE " . implode( ' AND ', $where ) . ' ORDER BY l.start_utc ASC, l.event_id ASC LIMIT %d',
					$args
				)
			)
		);
		// phpcs:enable
	}

	/**
	 * The same ids from postmeta, while the events list table is not filled
	 * yet (install, about a minute at 100,000 events).
	 *
	 * @param string $from_utc  UTC "Y-m-d H:i:s".
	 * @param string $until_utc UTC "Y-m-d H:i:s".
	 * @param int[]  $terms     Term taxonomy ids.
	 * @param bool   $children  Occurrences too.
	 * @param bool   $parents   Recurring series' parents too.
	 * @return int[]
	 */
	private function ids_from_postmeta( string $from_utc, string $until_utc, array $terms, bool $children, bool $parents ): array {
		$meta_query = array(
			'eventin_start' => array(
				'key'     => EventsRepository::META_START_UTC,
				'value'   => $until_utc,
				'compare' => '<',
			),
			array(
				'key'     => EventsRepository::META_END_UTC,
				'value'   => $from_utc,
				'compare' => '>=',
			),
		);
		$args       = array(
			'post_type'              => Events::POST_TYPE,
			'post_status'            => 'publish',
			'has_password'           => false,
			'fields'                 => 'ids',
			'posts_per_page'         => self::MAX_EVENTS + 1, // phpcs:ignore WordPress.WP.PostsPerPage -- a calendar window, bounded.
			'no_found_rows'          => true,
			'ignore_sticky_posts'    => true,
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
			'meta_query'             => $meta_query, // phpcs:ignore WordPress.DB.SlowDBQuery -- dates are meta until the list table is filled.
			'orderby'                => array(
				'eventin_start' => 'ASC',
				'ID'            => 'ASC',
			),
		);
		if ( ! $children ) {
			$args['post_parent'] = 0;
		}
		if ( $terms ) {
			$args['tax_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery -- the category filter.
				array(
					'taxonomy'         => Taxonomies::CATEGORY,
					'field'            => 'term_taxonomy_id',
					'terms'            => array_map( 'intval', $terms ),
					'include_children' => false,
				),
			);
		}
		if ( ! $parents ) {
			$args['suppress_filters']     = false;
			$args[ self::WITHOUT_SERIES ] = true;
		}
		$filter = static function ( $where, $query ) {
			global $wpdb;
			return $query instanceof WP_Query && $query->get( self::WITHOUT_SERIES ) ? $where . ' AND ' . self::without_series_parents( "{$wpdb->posts}.ID" ) : $where;
		};
		add_filter( 'posts_where', $filter, 10, 2 );
		try {
			return wp_parse_id_list( ( new WP_Query( $args ) )->posts ?? array() );
		} finally {
			remove_filter( 'posts_where', $filter, 10 );
		}
	}

	/**
	 * The SQL condition that leaves out the parent of a series with published
	 * occurrences, as the event widgets read show_parent_event (EventQuery).
	 *
	 * @param string $id The event id's column.
	 */
	private static function without_series_parents( string $id ): string {
		global $wpdb;
		return $wpdb->prepare(
			"NOT EXISTS (SELECT 1 FROM {$wpdb->posts} o WHERE o.post_parent = $id AND o.post_type = %s AND o.post_status = 'publish')", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a column name of ours.
			Events::POST_TYPE
		);
	}

	/**
	 * The posts of the ids, in their order, with every cache a calendar entry
	 * reads primed at once.
	 *
	 * @param int[] $ids Event ids.
	 * @return WP_Post[]
	 */
	private function prime( array $ids ): array {
		_prime_post_caches( $ids, true, true );
		$posts   = array_values( array_filter( array_map( 'get_post', $ids ) ) );
		$parents = array();
		$terms   = array();
		foreach ( $posts as $post ) {
			if ( $post->post_parent ) {
				$parents[] = (int) $post->post_parent; // A child's permalink holds its parent's slug.
			}
			$categories = get_the_terms( $post, Taxonomies::CATEGORY );
			foreach ( is_array( $categories ) ? $categories : array() as $term ) {
				$terms[] = (int) $term->term_id;
			}
		}
		if ( $parents ) {
			_prime_post_caches( array_unique( $parents ), false, false );
		}
		if ( $terms ) {
			update_termmeta_cache( array_values( array_unique( $terms ) ) );
		}
		return $posts;
	}

	/**
	 * One calendar entry, or null when the event is outside the window after
	 * all (an all-day event on other dates).
	 *
	 * @param WP_Post                                                     $post   Event.
	 * @param array{from_utc:string,until_utc:string,start:string,end:string} $window Window.
	 * @param DateTimeZone                                                $zone   Site timezone.
	 * @return array{id:int,title:string,start:string,end:string,allDay:bool,url:string,categories:int[],color:string}|null
	 */
	private function item( WP_Post $post, array $window, DateTimeZone $zone ): ?array {
		$times = $this->times( $post, $window, $zone );
		if ( null === $times ) {
			return null;
		}
		$categories = get_the_terms( $post, Taxonomies::CATEGORY );
		$categories = is_array( $categories ) ? $categories : array();
		$colors     = new TermsRepository( Taxonomies::CATEGORY, true );
		$color      = '';
		foreach ( $categories as $term ) {
			$color = $colors->color( (int) $term->term_id );
			if ( '' !== $color ) {
				break; // The first category with a colour colours the event.
			}
		}
		return array(
			'id'         => (int) $post->ID,
			'title'      => self::plain( (string) $post->post_title ),
			'start'      => $times[0],
			'end'        => $times[1],
			'allDay'     => $times[2],
			'url'        => (string) get_permalink( $post ),
			'categories' => array_map(
				static function ( $term ): int {
					return (int) $term->term_id;
				},
				array_values( $categories )
			),
			'color'      => $color,
		);
	}

	/**
	 * Start, end and whether the event is all-day, as the class comment says;
	 * null when it is outside the window.
	 *
	 * @param WP_Post                                                     $post   Event.
	 * @param array{from_utc:string,until_utc:string,start:string,end:string} $window Window.
	 * @param DateTimeZone                                                $zone   Site timezone.
	 * @return array{0:string,1:string,2:bool}|null
	 */
	private function times( WP_Post $post, array $window, DateTimeZone $zone ): ?array {
		$id = (int) $post->ID;
		if ( null === Formats::stored_time( get_post_meta( $id, EventsRepository::META_START_TIME, true ) ) ) {
			$first = Formats::date( get_post_meta( $id, EventsRepository::META_START_DATE, true ) );
			if ( null === $first ) {
				return null;
			}
			$last = Formats::date( get_post_meta( $id, EventsRepository::META_END_DATE, true ) ) ?? $first;
			$last = $last < $first ? $first : $last;
			$end  = EventTime::add_days( $last, 1 );
			return $first < $window['end'] && $end > $window['start'] ? array( $first, $end, true ) : null;
		}
		$start_utc = (string) get_post_meta( $id, EventsRepository::META_START_UTC, true );
		$end_utc   = (string) get_post_meta( $id, EventsRepository::META_END_UTC, true );
		if ( ! ( $start_utc < $window['until_utc'] && $end_utc >= $window['from_utc'] ) ) {
			return null;
		}
		try {
			$utc   = new DateTimeZone( 'UTC' );
			$start = ( new DateTimeImmutable( $start_utc, $utc ) )->setTimezone( $zone );
			$end   = ( new DateTimeImmutable( $end_utc, $utc ) )->setTimezone( $zone );
		} catch ( Exception $e ) {
			return null;
		}
		return array( $start->format( 'Y-m-d\TH:i:sP' ), $end->format( 'Y-m-d\TH:i:sP' ), false );
	}

	/**
	 * A stored title as plain text (tags dropped, entities decoded): the
	 * calendar sets it as text, and each output escapes it its own way.
	 *
	 * @param string $title Stored title.
	 */
	public static function plain( string $title ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $title ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}
}
