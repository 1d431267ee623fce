<?php
/**
 * The places published events use, with how many events each has.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use EventinPro\Events\Events;
use EventinPro\Events\EventsRepository;
use EventinPro\Events\EventStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Reads (static: it holds no state).
 *
 * A place is what Eventin Pro's location list grouped events by: the address
 * of an event (`etn_event_location`), or, for Eventin 3's "new location"
 * events, each `etn_location` term it names (EventLocation). Addresses that
 * differ only in case or spacing are one place. Online events have none.
 *
 * Events counted: published, not password-protected, and the dated ones
 * only: a series counts its published occurrences, not its parent as well.
 */
final class LocationList {

	/**
	 * The most used places.
	 *
	 * Two queries at most, whatever the number of events: one groups the
	 * events by their stored location in SQL (each distinct stored value once,
	 * with its counts), one reads the names of the location terms, when any
	 * event names one.
	 *
	 * @param int $limit How many places.
	 * @return array<int,array{name:string,url:string,address:string,events:int,upcoming:int}>
	 *         By upcoming events, then all events, then name.
	 */
	public static function top( int $limit ): array {
		$places = array();
		$slugs  = array();
		foreach ( self::groups() as $row ) {
			$events   = (int) $row->events;
			$upcoming = (int) $row->upcoming;
			$terms    = EventLocation::slugs( maybe_unserialize( (string) $row->location_type ), maybe_unserialize( (string) $row->location_list ) );
			if ( $terms ) {
				foreach ( $terms as $slug ) {
					$slugs[ $slug ] = $slug;
					self::add( $places, 'term:' . $slug, $slug, '', $events, $upcoming );
				}
				continue;
			}
			$address = EventLocation::address( (string) $row->location );
			if ( '' !== $address ) {
				$key = 'address:' . mb_strtolower( (string) preg_replace( '/\s+/u', ' ', $address ) );
				self::add( $places, $key, $address, $address, $events, $upcoming );
			}
		}

		$names = EventLocation::terms_by_slug( array_values( $slugs ) );
		$out   = array();
		foreach ( $places as $key => $place ) {
			if ( 0 === strpos( $key, 'term:' ) ) {
				if ( ! isset( $names[ $place['name'] ] ) ) {
					continue; // A slug whose term is gone.
				}
				$place['url']  = $names[ $place['name'] ]['url'];
				$place['name'] = $names[ $place['name'] ]['name'];
			}
			$out[] = $place;
		}
		usort(
			$out,
			static function ( array $a, array $b ): int {
				$by_count = array( $b['upcoming'], $b['events'] ) <=> array( $a['upcoming'], $a['events'] );
				return 0 !== $by_count ? $by_count : strnatcasecmp( $a['name'], $b['name'] );
			}
		);
		return array_slice( $out, 0, max( 1, $limit ) );
	}

	/**
	 * Adds an event group's counts to a place.
	 *
	 * @param array<string,array{name:string,url:string,address:string,events:int,upcoming:int}> $places   Places by key.
	 * @param string                                                                            $key      Place key.
	 * @param string                                                                            $name     Name (a slug for terms, until their names are read).
	 * @param string                                                                            $address  Address ('' for a term).
	 * @param int                                                                               $events   Events.
	 * @param int                                                                               $upcoming Upcoming or ongoing events.
	 */
	private static function add( array &$places, string $key, string $name, string $address, int $events, int $upcoming ): void {
		if ( ! isset( $places[ $key ] ) ) {
			$places[ $key ] = array(
				'name'     => $name,
				'url'      => '',
				'address'  => $address,
				'events'   => 0,
				'upcoming' => 0,
			);
		}
		$places[ $key ]['events']   += $events;
		$places[ $key ]['upcoming'] += $upcoming;
	}

	/**
	 * Published dated events grouped by their stored location: each
	 * distinct value with its number of events, and of those not over yet.
	 *
	 * @return list<object{location:string|null,location_type:string|null,location_list:string|null,events:string,upcoming:string}>
	 *         Rows: location, location_type, location_list (null when the event has none), events, upcoming.
	 */
	private static function groups(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one grouped read; WP_Query cannot count per meta value.
		/** @var list<object{location:string|null,location_type:string|null,location_list:string|null,events:string,upcoming:string}>|null $rows The SELECT's columns; wpdb reads every value as a string, a missing meta value as null. */
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT loc.meta_value AS location, kind.meta_value AS location_type, list.meta_value AS location_list,
					COUNT( DISTINCT p.ID ) AS events,
					COUNT( DISTINCT CASE WHEN ends.meta_value >= %s THEN p.ID END ) AS upcoming
				FROM {$wpdb->posts} p
				LEFT JOIN {$wpdb->postmeta} loc ON loc.post_id = p.ID AND loc.meta_key = %s
				LEFT JOIN {$wpdb->postmeta} kind ON kind.post_id = p.ID AND kind.meta_key = %s
				LEFT JOIN {$wpdb->postmeta} list ON list.post_id = p.ID AND list.meta_key = %s
				LEFT JOIN {$wpdb->postmeta} ends ON ends.post_id = p.ID AND ends.meta_key = %s
				WHERE p.post_type = %s AND p.post_status = 'publish' AND p.post_password = ''
					AND ( loc.meta_value IS NOT NULL OR list.meta_value IS NOT NULL )
					AND NOT EXISTS ( SELECT 1 FROM {$wpdb->posts} c WHERE c.post_parent = p.ID AND c.post_type = %s AND c.post_status = 'publish' )
				GROUP BY loc.meta_value, kind.meta_value, list.meta_value",
				EventStatus::now_utc(),
				EventsRepository::META_LOCATION,
				EventLocation::META_TYPE,
				EventLocation::META_LIST,
				EventsRepository::META_END_UTC,
				Events::POST_TYPE,
				Events::POST_TYPE
			)
		);
		return is_array( $rows ) ? $rows : array();
	}
}
