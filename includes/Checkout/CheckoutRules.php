<?php
/**
 * When an event takes bookings from its page, which ticket types are on sale
 * and how many of each a visitor may choose. The form and its POST handler read
 * the same rules; BookingsService checks the places again under the event's lock.
 *
 * @package EventinPro
 */

namespace EventinPro\Checkout;

use EventinPro\Events\EventStatus;
use EventinPro\Events\EventTime;

defined( 'ABSPATH' ) || exit;

/**
 * Booking rules of the event page.
 */
final class CheckoutRules {

	/**
	 * Why the event takes no bookings now ('draft', 'past', 'deadline',
	 * 'sold_out', 'no_tickets'), or '' when it does.
	 *
	 * @param array<string,mixed> $event The event (EventsService::get()).
	 */
	public static function closed_reason( array $event ): string {
		if ( 'publish' !== ( $event['post_status'] ?? '' ) || EventStatus::DRAFT === ( $event['status'] ?? '' ) ) {
			return 'draft';
		}
		if ( EventStatus::EXPIRED === ( $event['status'] ?? '' ) ) {
			return 'past';
		}
		if ( self::deadline_passed( $event ) ) {
			return 'deadline';
		}
		if ( empty( $event['ticket_variations'] ) ) {
			return 'no_tickets';
		}
		return self::on_sale( $event ) ? '' : 'sold_out';
	}

	/**
	 * Whether the event's registration deadline (local time in its timezone) has passed.
	 *
	 * @param array<string,mixed> $event The event.
	 */
	public static function deadline_passed( array $event ): bool {
		$deadline = (string) ( $event['registration_deadline'] ?? '' );
		if ( '' === $deadline ) {
			return false;
		}
		$zone = EventTime::timezone( (string) ( $event['timezone'] ?? '' ) ) ?? wp_timezone();
		$at   = date_create_immutable( $deadline, $zone );
		return $at && $at->getTimestamp() <= EventStatus::now();
	}

	/**
	 * Ticket types on sale with the most of each one booking may take (the
	 * places left, the type's per-booking maximum and the event's places left).
	 *
	 * @param array<string,mixed> $event The event.
	 * @return array<string,array{slug:string,name:string,price:float,min:int,max:int,left:int}> Slug => type; unlimited types have left -1.
	 */
	public static function on_sale( array $event ): array {
		$event_left = (int) $event['total_ticket'] >= 0 ? max( 0, (int) $event['total_ticket'] - (int) $event['sold_tickets'] ) : -1;
		$types      = array();
		foreach ( (array) $event['ticket_variations'] as $variation ) {
			$capacity = (int) $variation['capacity'];
			$left     = $capacity >= 0 ? max( 0, $capacity - (int) $variation['sold'] ) : -1;
			if ( $event_left >= 0 ) {
				$left = $left >= 0 ? min( $left, $event_left ) : $event_left;
			}
			$max = (int) $variation['max_per_order'];
			$max = $left >= 0 ? min( $max, $left ) : $max;
			if ( $max < 1 || $max < (int) $variation['min_per_order'] ) {
				continue;
			}
			$types[ (string) $variation['slug'] ] = array(
				'slug'  => (string) $variation['slug'],
				'name'  => (string) $variation['name'],
				'price' => (float) $variation['price'],
				'min'   => max( 1, (int) $variation['min_per_order'] ),
				'max'   => $max,
				'left'  => $left,
			);
		}
		return $types;
	}

	/**
	 * Whether the event asks a name (and optionally an e-mail) for each ticket:
	 * the event's `ask_attendees` (EventsRepository::META_ASK_ATTENDEES), then the filter.
	 *
	 * @param array<string,mixed> $event The event.
	 */
	public static function asks_attendees( array $event ): bool {
		$ask = 'yes' === ( $event['ask_attendees'] ?? 'no' );
		/**
		 * Filters whether the booking form asks each attendee's name and e-mail.
		 *
		 * @param bool  $ask   Whether it asks.
		 * @param array $event The event.
		 */
		return (bool) apply_filters( 'eventin_checkout_ask_attendees', $ask, $event );
	}

	/**
	 * Payment methods a visitor may choose for paid tickets: key => label.
	 *
	 * @return array<string,string>
	 */
	public static function payment_methods(): array {
		/**
		 * Filters the payment methods of the booking form (key => label). A
		 * gateway adds its key here and handles `eventin_checkout_pay`.
		 *
		 * @param array<string,string> $methods Key => label.
		 */
		$methods = apply_filters( 'eventin_checkout_payment_methods', array( Checkout::PAY_LATER => __( 'Pay later / on arrival', 'eventin-pro' ) ) );
		$clean   = array();
		foreach ( is_array( $methods ) ? $methods : array() as $key => $label ) {
			$key = sanitize_key( (string) $key );
			if ( '' !== $key && is_scalar( $label ) ) {
				$clean[ $key ] = (string) $label;
			}
		}
		return $clean ? $clean : array( Checkout::PAY_LATER => __( 'Pay later / on arrival', 'eventin-pro' ) );
	}
}
