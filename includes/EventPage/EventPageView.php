<?php
/**
 * The event page's sections under the title and featured image (which the
 * theme or the plugin's block template prints): dates, place, description,
 * categories and tags, people, schedules, tickets, the booking form slot,
 * upcoming occurrences and the "Add to calendar" link.
 *
 * @package EventinPro
 */

namespace EventinPro\EventPage;

use EventinPro\Events\EventsService;
use EventinPro\Schedules\SchedulesService;
use EventinPro\Settings\Money;
use EventinPro\Speakers\SpeakersService;
use EventinPro\Taxonomies\Taxonomies;

defined( 'ABSPATH' ) || exit;

/**
 * Renders one event's sections; everything printed is escaped here.
 */
final class EventPageView {

	/**
	 * Occurrences of a recurring event listed at most.
	 */
	private const MAX_OCCURRENCES = 10;

	/**
	 * The schedules and people read in this request, by event id.
	 *
	 * @var array<int,array{schedules:array<int,array<string,mixed>>,people:array{speakers:array<int,array<string,mixed>>,organizers:array<int,array<string,mixed>>,all:array<int,array<string,mixed>>}}>
	 */
	private static $casts = array();

	/**
	 * The sections of an event, around its rendered description.
	 *
	 * @param array<string,mixed> $event       Event item (EventsService::get()).
	 * @param string              $description The post content as the_content rendered it.
	 */
	public static function render( array $event, string $description ): string {
		$cast      = self::cast( $event );
		$schedules = $cast['schedules'];
		$people    = $cast['people'];
		$html      = '<div class="eventin-event">';
		$html     .= self::when( $event );
		$html     .= self::where( $event );
		$html     .= '<div class="eventin-event__description">' . wp_kses_post( $description ) . '</div>';
		$html     .= self::terms( (int) $event['id'] );
		$html     .= self::people_section( __( 'Speakers', 'eventin-pro' ), 'speakers', $people['speakers'] );
		$html     .= self::people_section( __( 'Organizers', 'eventin-pro' ), 'organizers', $people['organizers'] );
		$html     .= self::schedules_section( $schedules, $people['all'] );
		$html     .= self::occurrences( $event );
		$html     .= self::tickets( $event );
		$html     .= self::booking( $event );
		/**
		 * Filters the event page's RSVP slot (the RSVP feature's form). Markup
		 * answering it is escaped by its author.
		 *
		 * @param string $html  '' so far.
		 * @param array  $event Event item (EventsService::get()).
		 */
		$html .= (string) apply_filters( 'eventin_event_rsvp_form', '', $event );
		$html .= '</div>';
		return $html;
	}

	/**
	 * Date and time range in the event's zone, with its offset, and a
	 * machine-readable <time> the page's script turns into the visitor's time.
	 *
	 * @param array<string,mixed> $event Event item.
	 */
	private static function when( array $event ): string {
		$range = EventFacts::range( $event );
		if ( ! $range ) {
			return '';
		}
		list( $start, $end, $timed ) = $range;
		$date_format                 = (string) get_option( 'date_format', 'F j, Y' );
		$time_format                 = (string) get_option( 'time_format', 'g:i a' );
		$same_day                    = $start->format( 'Y-m-d' ) === $end->format( 'Y-m-d' );
		$start_text                  = wp_date( $date_format . ( $timed ? ' ' . $time_format : '' ), $start->getTimestamp(), $start->getTimezone() );
		if ( $same_day ) {
			$end_text = $timed ? wp_date( $time_format, $end->getTimestamp(), $end->getTimezone() ) : '';
		} else {
			$end_text = wp_date( $date_format . ( $timed ? ' ' . $time_format : '' ), $end->getTimestamp(), $end->getTimezone() );
		}
		$offset = EventFacts::zone_label( $start );

		$html  = '<section class="eventin-event__when" aria-labelledby="eventin-when">';
		$html .= '<h2 id="eventin-when" class="eventin-event__heading">' . esc_html__( 'Date and time', 'eventin-pro' ) . '</h2>';
		$html .= '<p class="eventin-event__dates"><time datetime="' . esc_attr( $start->format( DATE_ATOM ) ) . '"' . ( $timed ? ' data-eventin-local="start"' : '' ) . '>' . esc_html( $start_text ) . '</time>';
		if ( '' !== $end_text ) {
			$html .= ' – <time datetime="' . esc_attr( $end->format( DATE_ATOM ) ) . '"' . ( $timed ? ' data-eventin-local="end"' : '' ) . '>' . esc_html( $end_text ) . '</time>';
		}
		$html .= ' <span class="eventin-event__zone">(' . esc_html( $offset ) . ')</span></p>';
		if ( $timed ) {
			// Filled by the page's script with the visitor's own time; hidden until then.
			$html .= '<p class="eventin-event__local" hidden data-label="' . esc_attr__( 'Your local time:', 'eventin-pro' ) . '"></p>';
		}
		$html .= '<p><a class="eventin-event__ics" href="' . esc_url( EventPage::calendar_url( (int) $event['id'] ) ) . '" rel="nofollow">' . esc_html__( 'Add to calendar (.ics)', 'eventin-pro' ) . '</a></p>';
		return $html . '</section>';
	}

	/**
	 * The place: an address with an OpenStreetMap link, or the online link
	 * once the event has started (before, only that it is online).
	 *
	 * @param array<string,mixed> $event Event item.
	 */
	private static function where( array $event ): string {
		$location = (array) ( $event['location'] ?? array() );
		$address  = trim( (string) ( $location['address'] ?? '' ) );
		$link     = (string) ( $location['online_link'] ?? '' );
		$online   = 'online' === ( $location['type'] ?? '' );
		if ( '' === $address && ! $online && '' === $link ) {
			return '';
		}
		$html = '<section class="eventin-event__where" aria-labelledby="eventin-where"><h2 id="eventin-where" class="eventin-event__heading">' . esc_html__( 'Location', 'eventin-pro' ) . '</h2>';
		if ( '' !== $address ) {
			$map   = add_query_arg( 'query', rawurlencode( $address ), 'https://www.openstreetmap.org/search' );
			$html .= '<address class="eventin-event__address">' . nl2br( esc_html( $address ) ) . '</address>';
			$html .= '<p><a href="' . esc_url( $map ) . '" rel="noopener" target="_blank">' . esc_html__( 'Open the map', 'eventin-pro' ) . '<span class="screen-reader-text"> ' . esc_html__( '(opens in a new tab)', 'eventin-pro' ) . '</span></a></p>';
		}
		if ( $online || '' !== $link ) {
			$started = in_array( $event['status'] ?? '', array( 'ongoing' ), true );
			if ( $started && '' !== $link ) {
				$html .= '<p><a class="eventin-event__online" href="' . esc_url( $link ) . '" rel="noopener nofollow">' . esc_html__( 'Join online', 'eventin-pro' ) . '</a></p>';
			} elseif ( 'expired' !== ( $event['status'] ?? '' ) ) {
				$html .= '<p>' . esc_html__( 'Online event: the link shows here once the event starts.', 'eventin-pro' ) . '</p>';
			} else {
				$html .= '<p>' . esc_html__( 'Online event.', 'eventin-pro' ) . '</p>';
			}
		}
		return $html . '</section>';
	}

	/**
	 * Category and tag links (from the post's term cache the main query primed).
	 *
	 * @param int $id Event id.
	 */
	private static function terms( int $id ): string {
		$html = '';
		foreach ( array(
			Taxonomies::CATEGORY => __( 'Categories', 'eventin-pro' ),
			Taxonomies::TAG      => __( 'Tags', 'eventin-pro' ),
		) as $taxonomy => $label ) {
			$terms = get_the_terms( $id, $taxonomy );
			if ( ! is_array( $terms ) || ! $terms ) {
				continue;
			}
			$links = array();
			foreach ( $terms as $term ) {
				$url     = get_term_link( $term );
				$links[] = is_wp_error( $url ) ? esc_html( $term->name ) : '<a href="' . esc_url( $url ) . '" rel="tag">' . esc_html( $term->name ) . '</a>';
			}
			$html .= '<p class="eventin-event__terms is-' . esc_attr( sanitize_html_class( $taxonomy ) ) . '"><span class="eventin-event__label">' . esc_html( $label ) . ':</span> ' . implode( ', ', $links ) . '</p>';
		}
		return $html;
	}

	/**
	 * The event's published schedules and the people its page names, read
	 * once per request: the head's JSON-LD names the organizers the content
	 * lists, so the page reads each person once, whoever is in both.
	 *
	 * @param array<string,mixed> $event Event item (EventsService::get()).
	 * @return array{schedules:array<int,array<string,mixed>>,people:array{speakers:array<int,array<string,mixed>>,organizers:array<int,array<string,mixed>>,all:array<int,array<string,mixed>>}}
	 */
	public static function cast( array $event ): array {
		$id = (int) ( $event['id'] ?? 0 );
		if ( ! isset( self::$casts[ $id ] ) ) {
			$schedules          = self::schedules( $event );
			self::$casts[ $id ] = array(
				'schedules' => $schedules,
				'people'    => self::people( $event, $schedules ),
			);
		}
		return self::$casts[ $id ];
	}

	/**
	 * Forgets what cast() read (tests and benchmarks render several requests in one process).
	 */
	public static function reset(): void {
		self::$casts = array();
	}

	/**
	 * Speakers and organizers as API items, and everyone named on the page
	 * (slots' speakers too) by id. Read in one go (SpeakersService::get_many():
	 * users, their meta and their groups' names), so the query count grows
	 * neither with the number of people nor with their groups.
	 *
	 * @param array<string,mixed>            $event     Event item.
	 * @param array<int,array<string,mixed>> $schedules The event's schedules (schedules()).
	 * @return array{speakers:array<int,array<string,mixed>>,organizers:array<int,array<string,mixed>>,all:array<int,array<string,mixed>>}
	 */
	private static function people( array $event, array $schedules ): array {
		$speaker_ids   = array_map( 'intval', (array) ( $event['resolved_speakers'] ?? array() ) );
		$organizer_ids = array_map( 'intval', (array) ( $event['resolved_organizers'] ?? array() ) );
		$slot_ids      = array();
		foreach ( $schedules as $schedule ) {
			foreach ( $schedule['slots'] as $slot ) {
				$slot_ids = array_merge( $slot_ids, array_map( 'intval', (array) $slot['speakers'] ) );
			}
		}
		$ids = array_values( array_unique( array_filter( array_merge( $speaker_ids, $organizer_ids, $slot_ids ) ) ) );
		if ( ! $ids ) {
			return array(
				'speakers'   => array(),
				'organizers' => array(),
				'all'        => array(),
			);
		}
		$all = ( new SpeakersService() )->get_many( $ids );
		// Photos are attachments: their posts and meta in one query each.
		$images = array_filter( array_map( 'intval', array_column( $all, 'image_id' ) ) );
		if ( $images ) {
			_prime_post_caches( $images, false, true );
		}
		$pick = static function ( array $wanted ) use ( $all ): array {
			return array_values( array_intersect_key( $all, array_flip( $wanted ) ) );
		};
		return array(
			'speakers'   => $pick( $speaker_ids ),
			'organizers' => $pick( $organizer_ids ),
			'all'        => $all,
		);
	}

	/**
	 * The event's published schedules as API items, in the event's order.
	 *
	 * @param array<string,mixed> $event Event item.
	 * @return array<int,array<string,mixed>>
	 */
	private static function schedules( array $event ): array {
		$ids   = array_values( array_filter( array_map( 'intval', (array) ( $event['schedules'] ?? array() ) ) ) );
		$items = array();
		if ( $ids ) {
			// Posts and meta in one query each, not per schedule.
			_prime_post_caches( $ids, false, true );
			$service = new SchedulesService();
			foreach ( $ids as $id ) {
				$item = $service->get( $id );
				if ( $item && 'publish' === get_post_status( $id ) ) {
					$items[] = $item;
				}
			}
		}
		return $items;
	}

	/**
	 * One list of people with photo, name, designation and author page link.
	 *
	 * @param string                         $title  Heading.
	 * @param string                         $slug   Class modifier and id.
	 * @param array<int,array<string,mixed>> $people Speaker items.
	 */
	private static function people_section( string $title, string $slug, array $people ): string {
		if ( ! $people ) {
			return '';
		}
		$html = '<section class="eventin-event__people is-' . esc_attr( $slug ) . '" aria-labelledby="eventin-' . esc_attr( $slug ) . '"><h2 id="eventin-' . esc_attr( $slug ) . '" class="eventin-event__heading">' . esc_html( $title ) . '</h2><ul class="eventin-event__people-list">';
		foreach ( $people as $person ) {
			$html .= '<li class="eventin-event__person">' . self::photo( $person );
			$html .= '<a class="eventin-event__person-name" href="' . esc_url( (string) $person['author_url'] ) . '">' . esc_html( (string) $person['name'] ) . '</a>';
			if ( '' !== (string) $person['designation'] ) {
				$html .= '<span class="eventin-event__person-role">' . esc_html( (string) $person['designation'] ) . '</span>';
			}
			$html .= '</li>';
		}
		return $html . '</ul></section>';
	}

	/**
	 * A person's photo with its width and height (no layout shift), or nothing.
	 *
	 * @param array<string,mixed> $person Speaker item.
	 */
	private static function photo( array $person ): string {
		$id = (int) ( $person['image_id'] ?? 0 );
		if ( $id ) {
			$img = wp_get_attachment_image(
				$id,
				'thumbnail',
				false,
				array(
					'class'   => 'eventin-event__photo',
					'alt'     => '',
					'loading' => 'lazy',
				)
			);
			if ( '' !== $img ) {
				return $img;
			}
		}
		$url = (string) ( $person['image'] ?? '' );
		if ( '' === $url ) {
			return '';
		}
		return '<img class="eventin-event__photo" src="' . esc_url( $url ) . '" alt="" width="96" height="96" loading="lazy">';
	}

	/**
	 * The schedules with their slots.
	 *
	 * @param array<int,array<string,mixed>> $schedules Schedule items.
	 * @param array<int,array<string,mixed>> $people    Speaker items by id.
	 */
	private static function schedules_section( array $schedules, array $people ): string {
		if ( ! $schedules ) {
			return '';
		}
		$html = '<section class="eventin-event__schedules" aria-labelledby="eventin-schedule"><h2 id="eventin-schedule" class="eventin-event__heading">' . esc_html__( 'Schedule', 'eventin-pro' ) . '</h2>';
		foreach ( $schedules as $schedule ) {
			$date  = (string) $schedule['date'];
			$html .= '<h3 class="eventin-event__schedule-title">' . esc_html( (string) $schedule['program_title'] );
			$shown = '' !== $date ? mysql2date( (string) get_option( 'date_format', 'F j, Y' ), $date ) : false;
			if ( is_string( $shown ) ) {
				$html .= ' <time datetime="' . esc_attr( $date ) . '">' . esc_html( $shown ) . '</time>';
			}
			$html .= '</h3>';
			if ( ! $schedule['slots'] ) {
				continue;
			}
			$html .= '<ol class="eventin-event__slots">';
			foreach ( $schedule['slots'] as $slot ) {
				$times = trim( $slot['start_time'] . ( '' !== $slot['end_time'] ? ' – ' . $slot['end_time'] : '' ) );
				$html .= '<li class="eventin-event__slot"><span class="eventin-event__slot-time">' . esc_html( $times ) . '</span> ';
				$html .= '<strong class="eventin-event__slot-topic">' . esc_html( $slot['topic'] ) . '</strong>';
				if ( '' !== $slot['room'] ) {
					$html .= ' <span class="eventin-event__slot-room">' . esc_html( $slot['room'] ) . '</span>';
				}
				$names = array();
				foreach ( (array) $slot['speakers'] as $id ) {
					if ( isset( $people[ (int) $id ] ) ) {
						$names[] = esc_html( (string) $people[ (int) $id ]['name'] );
					}
				}
				if ( $names ) {
					$html .= ' <span class="eventin-event__slot-speakers">' . implode( ', ', $names ) . '</span>';
				}
				if ( '' !== $slot['objective'] ) {
					// Eventin 4 edits the objective as rich text: post HTML is kept, the rest stripped.
					$html .= '<div class="eventin-event__slot-objective">' . wp_kses_post( $slot['objective'] ) . '</div>';
				}
				$html .= '</li>';
			}
			$html .= '</ol>';
		}
		return $html . '</section>';
	}

	/**
	 * Ticket types: price, places left (or unlimited) and sale status.
	 *
	 * @param array<string,mixed> $event Event item.
	 */
	private static function tickets( array $event ): string {
		$tickets = (array) ( $event['ticket_variations'] ?? array() );
		if ( ! $tickets ) {
			return '';
		}
		$labels = array(
			'on_sale'  => __( 'On sale', 'eventin-pro' ),
			'ended'    => __( 'Sale ended', 'eventin-pro' ),
			'sold_out' => __( 'Sold out', 'eventin-pro' ),
		);
		$html   = '<section class="eventin-event__tickets" aria-labelledby="eventin-tickets"><h2 id="eventin-tickets" class="eventin-event__heading">' . esc_html__( 'Tickets', 'eventin-pro' ) . '</h2>';
		$html  .= '<table class="eventin-event__ticket-table"><thead><tr><th scope="col">' . esc_html__( 'Ticket', 'eventin-pro' ) . '</th><th scope="col">' . esc_html__( 'Price', 'eventin-pro' ) . '</th><th scope="col">' . esc_html__( 'Places left', 'eventin-pro' ) . '</th><th scope="col">' . esc_html__( 'Status', 'eventin-pro' ) . '</th></tr></thead><tbody>';
		foreach ( $tickets as $ticket ) {
			$ticket = (array) $ticket;
			$left   = EventFacts::left( $ticket );
			$status = EventFacts::sale_status( $event, $ticket );
			$html  .= '<tr><th scope="row">' . esc_html( (string) $ticket['name'] ) . '</th>';
			$html  .= '<td data-label="' . esc_attr__( 'Price', 'eventin-pro' ) . '">' . esc_html( Money::price( (float) $ticket['price'] ) ) . '</td>';
			$html  .= '<td data-label="' . esc_attr__( 'Places left', 'eventin-pro' ) . '">' . esc_html( $left < 0 ? __( 'Unlimited', 'eventin-pro' ) : number_format_i18n( $left ) ) . '</td>';
			$html  .= '<td data-label="' . esc_attr__( 'Status', 'eventin-pro' ) . '"><span class="eventin-event__sale is-' . esc_attr( str_replace( '_', '-', $status ) ) . '">' . esc_html( $labels[ $status ] ) . '</span></td></tr>';
		}
		return $html . '</tbody></table></section>';
	}

	/**
	 * The booking form (Checkout fills the `eventin_event_booking_form`
	 * filter) or why there is none.
	 *
	 * @param array<string,mixed> $event Event item.
	 */
	private static function booking( array $event ): string {
		$reason = EventFacts::closed_reason( $event );
		$form   = '' === $reason ? (string) apply_filters( 'eventin_event_booking_form', '', $event ) : '';
		if ( '' !== $form ) {
			// The form is the booking feature's own markup, escaped there.
			return '<div class="eventin-event__booking">' . $form . '</div>';
		}
		if ( '' === $reason ) {
			return '';
		}
		return '<p class="eventin-event__closed is-' . esc_attr( str_replace( '_', '-', $reason ) ) . '" role="status">' . esc_html( EventFacts::reason_text( $reason ) ) . '</p>';
	}

	/**
	 * A recurring event's upcoming published occurrences, soonest first.
	 *
	 * @param array<string,mixed> $event Event item.
	 */
	private static function occurrences( array $event ): string {
		if ( 'yes' !== ( $event['recurring_enabled'] ?? 'no' ) || (int) ( $event['parent'] ?? 0 ) ) {
			return '';
		}
		$list = ( new EventsService() )->list(
			array(
				'parent'   => (int) $event['id'],
				'status'   => 'upcoming',
				'per_page' => 100,
				'paged'    => 1,
			)
		);
		if ( is_wp_error( $list ) ) {
			return '';
		}
		$items = array_values(
			array_filter(
				$list[0],
				static function ( array $item ): bool {
					return 'publish' === $item['post_status'] && 'upcoming' === $item['status'];
				}
			)
		);
		usort(
			$items,
			static function ( array $a, array $b ): int {
				return strcmp( $a['start_date'] . $a['start_time'], $b['start_date'] . $b['start_time'] );
			}
		);
		$items = array_slice( $items, 0, self::MAX_OCCURRENCES );
		if ( ! $items ) {
			return '';
		}
		$html = '<section class="eventin-event__occurrences" aria-labelledby="eventin-occurrences"><h2 id="eventin-occurrences" class="eventin-event__heading">' . esc_html__( 'Upcoming dates', 'eventin-pro' ) . '</h2><ul>';
		foreach ( $items as $item ) {
			$range = EventFacts::range( $item );
			$text  = $range ? wp_date( get_option( 'date_format', 'F j, Y' ) . ( $range[2] ? ' ' . get_option( 'time_format', 'g:i a' ) : '' ), $range[0]->getTimestamp(), $range[0]->getTimezone() ) : $item['title'];
			$html .= '<li><a href="' . esc_url( (string) $item['link'] ) . '">' . esc_html( (string) $text ) . '</a></li>';
		}
		return $html . '</ul></section>';
	}
}
