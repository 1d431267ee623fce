<?php
/**
 * Schema.org `Event` structured data of an event page, so that search
 * engines can show the event (dates, place, offers).
 *
 * @package EventinPro
 */

namespace EventinPro\EventPage;

use EventinPro\Settings\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the JSON-LD object and its <script> tag.
 */
final class EventJsonLd {

	/**
	 * The Schema.org object of an event.
	 *
	 * @param array<string,mixed>            $event      Event item (EventsService::get()).
	 * @param array<int,array<string,mixed>> $organizers Organizer items (SpeakersService::get()).
	 * @return array<string,mixed>
	 */
	public static function data( array $event, array $organizers = array() ): array {
		$data  = array(
			'@context' => 'https://schema.org',
			'@type'    => 'Event',
			'name'     => EventFacts::plain( (string) $event['title'] ),
			'url'      => (string) $event['link'],
		);
		$range = EventFacts::range( $event );
		if ( $range ) {
			$format            = $range[2] ? DATE_ATOM : 'Y-m-d';
			$data['startDate'] = $range[0]->format( $format );
			$data['endDate']   = $range[1]->format( $format );
		}
		$description = EventFacts::plain( strip_shortcodes( (string) $event['description'] ) );
		if ( '' !== $description ) {
			$data['description'] = wp_html_excerpt( $description, 500, '…' );
		}
		if ( '' !== (string) ( $event['featured_image_url'] ?? '' ) ) {
			$data['image'] = array( (string) $event['featured_image_url'] );
		}
		$data['eventStatus'] = 'https://schema.org/EventScheduled';

		$location = (array) ( $event['location'] ?? array() );
		$address  = trim( (string) ( $location['address'] ?? '' ) );
		$link     = (string) ( $location['online_link'] ?? '' );
		$places   = array();
		if ( '' !== $address ) {
			$places[] = array(
				'@type'   => 'Place',
				'name'    => $address,
				'address' => array(
					'@type'         => 'PostalAddress',
					'streetAddress' => $address,
				),
			);
		}
		if ( 'online' === ( $location['type'] ?? '' ) || '' !== $link ) {
			// The meeting link is for attendees: the page's URL stands for it.
			$places[] = array(
				'@type' => 'VirtualLocation',
				'url'   => (string) $event['link'],
			);
		}
		if ( $places ) {
			$data['location']            = 1 === count( $places ) ? $places[0] : $places;
			$data['eventAttendanceMode'] = 1 < count( $places ) ? 'https://schema.org/MixedEventAttendanceMode' : ( 'VirtualLocation' === $places[0]['@type'] ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode' );
		}

		$people = array();
		foreach ( $organizers as $organizer ) {
			$people[] = array(
				'@type' => 'Person',
				'name'  => EventFacts::plain( (string) $organizer['name'] ),
				'url'   => (string) $organizer['author_url'],
			);
		}
		if ( $people ) {
			$data['organizer'] = 1 === count( $people ) ? $people[0] : $people;
		}

		$offers   = array();
		$currency = Money::currency();
		foreach ( (array) ( $event['ticket_variations'] ?? array() ) as $ticket ) {
			$ticket   = (array) $ticket;
			$offers[] = array(
				'@type'         => 'Offer',
				'name'          => EventFacts::plain( (string) $ticket['name'] ),
				'price'         => number_format( (float) $ticket['price'], 2, '.', '' ),
				'priceCurrency' => $currency,
				'availability'  => 'sold_out' === EventFacts::sale_status( $event, $ticket ) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
				'url'           => (string) $event['link'],
			);
		}
		if ( $offers ) {
			$data['offers'] = $offers;
		}
		return $data;
	}

	/**
	 * The <script type="application/ld+json"> tag: the JSON escapes `<`, `>`
	 * and `&` so that no text of the event can close the script.
	 *
	 * @param array<string,mixed> $data data().
	 */
	public static function tag( array $data ): string {
		$json = wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		return false === $json ? '' : '<script type="application/ld+json">' . $json . '</script>' . "\n";
	}
}
