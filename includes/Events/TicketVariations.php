<?php
/**
 * An event's ticket variations in Eventin 4's stored shape (`etn_ticket_variations`):
 * read to clean fields, and merged back into what is stored.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Ticket variations mapper (static: it holds no state).
 *
 * This plugin owns a variation's name, price, capacity and per-order limits.
 * Every other key (Eventin's `etn_sold_tickets`, sale dates, `pending`, other
 * plugins' keys) is kept as stored, and an owned key is only rewritten when
 * its value changes, so an unchanged save writes nothing.
 */
final class TicketVariations {

	/**
	 * Most tickets per order of a new variation (capped at its capacity).
	 */
	private const DEFAULT_MAX_PER_ORDER = 10;

	/**
	 * Clean variations from the stored value.
	 *
	 * `sold` is Eventin's `etn_sold_tickets`: Eventin keeps it per variation on
	 * every booking and its own list shows it, while attendees are only counted
	 * per event (the event's `sold_tickets`).
	 *
	 * @param mixed $raw Stored value.
	 * @return array<int,array{name:string,slug:string,price:float,capacity:int,sold:int,min_per_order:int,max_per_order:int}>
	 */
	public static function read( $raw ): array {
		$tickets = array();
		foreach ( is_array( $raw ) ? $raw : array() as $variation ) {
			if ( is_array( $variation ) ) {
				$tickets[] = self::read_one( $variation );
			}
		}
		return $tickets;
	}

	/**
	 * Merges the submitted variations into the stored ones and keeps the event's
	 * total in sync; writes nothing when the result is what is stored.
	 *
	 * A variation is matched by `slug` (by name when it comes without one, as
	 * from older clients); one that matches nothing is new and gets Eventin's
	 * keys. Stored variations left out of the request are removed.
	 *
	 * @param int                              $id      Event id.
	 * @param array<int,array<string,mixed>> $tickets Clean variations (name, price, capacity; optional slug, min_per_order, max_per_order).
	 */
	public static function write( int $id, array $tickets ): void {
		$raw      = get_post_meta( $id, EventsRepository::META_TICKETS, true );
		$previous = is_array( $raw ) ? array_values( array_filter( $raw, 'is_array' ) ) : array();
		$by_slug  = array();
		$by_name  = array();
		// Lists, in stored order: a slug or name may repeat in old data.
		foreach ( $previous as $position => $variation ) {
			if ( isset( $variation['etn_ticket_slug'] ) && is_scalar( $variation['etn_ticket_slug'] ) ) {
				$by_slug[ (string) $variation['etn_ticket_slug'] ][] = $position;
			}
			if ( isset( $variation['etn_ticket_name'] ) && is_scalar( $variation['etn_ticket_name'] ) ) {
				$by_name[ (string) $variation['etn_ticket_name'] ][] = $position;
			}
		}

		$stored = array();
		$used   = array();
		foreach ( $tickets as $ticket ) {
			$slug       = (string) ( $ticket['slug'] ?? '' );
			$candidates = '' !== $slug ? ( $by_slug[ $slug ] ?? array() ) : ( $by_name[ (string) $ticket['name'] ] ?? array() );
			$match      = null;
			foreach ( $candidates as $position ) {
				if ( ! isset( $used[ $position ] ) ) {
					$match             = $position;
					$used[ $position ] = true;
					break;
				}
			}
			$stored[] = self::merge( null === $match ? self::create( $ticket ) : $previous[ $match ], $ticket );
		}
		if ( $stored === $previous && is_array( $raw ) ) {
			return;
		}
		update_post_meta( $id, EventsRepository::META_TICKETS, wp_slash( $stored ) );
		update_post_meta( $id, EventsRepository::META_TOTAL_TICKETS, self::total( self::read( $stored ) ) );
	}

	/**
	 * Sets each variation's `etn_sold_tickets` to the count the Bookings feature
	 * made (hooked to `eventin_tickets_sold`), as Eventin 4 does on each booking.
	 * Only counts that differ are written, and every other key stays as stored.
	 *
	 * @param int               $id   Event id.
	 * @param array<string,int> $sold Variation slug => sold tickets (a slug left out sold none).
	 */
	public static function write_sold( int $id, array $sold ): void {
		$raw = get_post_meta( $id, EventsRepository::META_TICKETS, true );
		if ( ! is_array( $raw ) ) {
			return;
		}
		$stored = $raw;
		foreach ( $stored as $position => $variation ) {
			if ( ! is_array( $variation ) || ! isset( $variation['etn_ticket_slug'] ) || ! is_scalar( $variation['etn_ticket_slug'] ) ) {
				continue;
			}
			$count = (int) ( $sold[ (string) $variation['etn_ticket_slug'] ] ?? 0 );
			if ( self::read_one( $variation )['sold'] !== $count || ! isset( $variation['etn_sold_tickets'] ) ) {
				$stored[ $position ]['etn_sold_tickets'] = $count;
			}
		}
		if ( $stored !== $raw ) {
			update_post_meta( $id, EventsRepository::META_TICKETS, wp_slash( $stored ) );
		}
	}

	/**
	 * Sum of capacities, -1 when any is unlimited.
	 *
	 * @param array<int,array{capacity:int}> $tickets Variations.
	 */
	public static function total( array $tickets ): int {
		$total = 0;
		foreach ( $tickets as $ticket ) {
			if ( $ticket['capacity'] < 0 ) {
				return -1;
			}
			$total += $ticket['capacity'];
		}
		return $total;
	}

	/**
	 * One clean variation; missing or malformed keys read as Eventin's defaults.
	 *
	 * @param array<string,mixed> $variation Stored variation.
	 * @return array{name:string,slug:string,price:float,capacity:int,sold:int,min_per_order:int,max_per_order:int}
	 */
	private static function read_one( array $variation ): array {
		$capacity = isset( $variation['etn_avaiilable_tickets'] ) && is_numeric( $variation['etn_avaiilable_tickets'] ) ? (int) $variation['etn_avaiilable_tickets'] : 0;
		if ( ! empty( $variation['etn_unlimited_tickets'] ) || $capacity < 0 ) {
			$capacity = -1;
		}
		$price = $variation['etn_ticket_price'] ?? 0;
		$min   = self::count_of( $variation['etn_min_ticket'] ?? null, 1 );
		return array(
			'name'          => is_scalar( $variation['etn_ticket_name'] ?? null ) ? (string) $variation['etn_ticket_name'] : '',
			'slug'          => is_scalar( $variation['etn_ticket_slug'] ?? null ) ? (string) $variation['etn_ticket_slug'] : '',
			'price'         => is_numeric( $price ) ? (float) $price : 0.0,
			'capacity'      => $capacity,
			'sold'          => max( 0, self::count_of( $variation['etn_sold_tickets'] ?? null, 0 ) ),
			'min_per_order' => $min,
			'max_per_order' => max( $min, self::count_of( $variation['etn_max_ticket'] ?? null, self::default_max( $capacity ) ) ),
		);
	}

	/**
	 * A new variation with every key Eventin 4 stores for one.
	 *
	 * @param array<string,mixed> $ticket Clean variation.
	 * @return array<string,mixed>
	 */
	private static function create( array $ticket ): array {
		$name     = (string) $ticket['name'];
		$capacity = (int) $ticket['capacity'];
		return array(
			'etn_ticket_name'        => $name,
			'etn_ticket_price'       => 0,
			'etn_avaiilable_tickets' => max( 0, $capacity ),
			'etn_min_ticket'         => 1,
			'etn_max_ticket'         => self::default_max( $capacity ),
			// Bookings refer to a variation by its slug: a given one (an occurrence's copy of its parent's) is kept.
			'etn_ticket_slug'        => '' !== (string) ( $ticket['slug'] ?? '' ) ? (string) $ticket['slug'] : sanitize_title( $name ) . '-' . strtolower( wp_generate_password( 5, false ) ),
			'etn_unlimited_tickets'  => -1 === $capacity,
			'etn_sold_tickets'       => 0,
		);
	}

	/**
	 * The stored variation with the owned fields the request names changed, and
	 * only those whose value differs from what is read.
	 *
	 * @param array<string,mixed> $stored Stored variation.
	 * @param array<string,mixed> $ticket Clean variation.
	 * @return array<string,mixed>
	 */
	private static function merge( array $stored, array $ticket ): array {
		$current = self::read_one( $stored );
		if ( (string) $ticket['name'] !== $current['name'] ) {
			$stored['etn_ticket_name'] = (string) $ticket['name'];
		}
		$price = round( (float) ( $ticket['price'] ?? 0 ), 2 );
		if ( $price !== $current['price'] ) {
			// Eventin stores whole prices as integers.
			$stored['etn_ticket_price'] = floor( $price ) === $price ? (int) $price : $price;
		}
		$capacity = (int) $ticket['capacity'];
		if ( $capacity !== $current['capacity'] ) {
			if ( $capacity < 0 ) {
				$stored['etn_unlimited_tickets'] = true;
			} else {
				$stored['etn_avaiilable_tickets'] = $capacity;
				$stored['etn_unlimited_tickets']  = false;
			}
		}
		$limits = array(
			'min_per_order' => 'etn_min_ticket',
			'max_per_order' => 'etn_max_ticket',
		);
		foreach ( $limits as $field => $key ) {
			if ( isset( $ticket[ $field ] ) && (int) $ticket[ $field ] !== $current[ $field ] ) {
				$stored[ $key ] = (int) $ticket[ $field ];
			}
		}
		return $stored;
	}

	/**
	 * Most tickets per order when none is stored or given.
	 *
	 * @param int $capacity Capacity, -1 when unlimited.
	 */
	private static function default_max( int $capacity ): int {
		return $capacity > 0 ? min( self::DEFAULT_MAX_PER_ORDER, $capacity ) : self::DEFAULT_MAX_PER_ORDER;
	}

	/**
	 * A stored count, or the fallback when it is not a whole number of at least 1 (0 for sold).
	 *
	 * @param mixed $raw      Stored value.
	 * @param int   $fallback Fallback.
	 */
	private static function count_of( $raw, int $fallback ): int {
		if ( ! is_numeric( $raw ) ) {
			return $fallback;
		}
		$count = (int) $raw;
		return $count >= 1 || 0 === $fallback ? $count : $fallback;
	}
}
