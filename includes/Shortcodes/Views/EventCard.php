<?php
/**
 * One event in an event widget: a card (in one of its looks) or a line.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use EventinPro\Shortcodes\Atts;
use DateTimeImmutable;
use EventinPro\EventPage\EventFacts;
use EventinPro\Events\EventsRepository;
use EventinPro\Events\EventTime;
use EventinPro\Taxonomies\Taxonomies;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Renders events from the primed caches (EventQuery::find()): no query of
 * its own. Everything printed is escaped here; stored text (titles,
 * addresses, descriptions, term names) is printed as text, never as markup.
 */
final class EventCard {

	/**
	 * Looks: image on top; the same with a date badge; image beside the text
	 * (on top when the card is narrow); text over the image; one line.
	 */
	public const CARD    = 'card';
	public const DATED   = 'dated';
	public const MEDIA   = 'media';
	public const OVERLAY = 'overlay';
	public const LINE    = 'line';

	/**
	 * Most category names a card shows.
	 */
	private const MAX_CATEGORIES = 3;

	/**
	 * Cleaned attributes of the widget.
	 *
	 * @var array<string,int|string|int[]>
	 */
	private $atts;

	/**
	 * Attendees by event id (empty when not shown).
	 *
	 * @var array<int,int>
	 */
	private $sold;

	/**
	 * Location terms by slug (EventLocation::terms()).
	 *
	 * @var array<string,array{name:string,url:string}>
	 */
	private $terms;

	/**
	 * The images' sizes attribute (how wide a card is on screen).
	 *
	 * @var string
	 */
	private $sizes;

	/**
	 * Storage of events (clean fields from the primed caches).
	 *
	 * @var EventsRepository
	 */
	private $events;

	/**
	 * Cards of one widget.
	 *
	 * @param array<string,int|string|int[]>              $atts  Cleaned attributes.
	 * @param array<int,int>                              $sold  Attendees by event id.
	 * @param array<string,array{name:string,url:string}> $terms Location terms by slug.
	 * @param string                                      $sizes The images' sizes attribute.
	 */
	public function __construct( array $atts, array $sold, array $terms, string $sizes ) {
		$this->atts   = $atts;
		$this->sold   = $sold;
		$this->terms  = $terms;
		$this->sizes  = $sizes;
		$this->events = new EventsRepository();
	}

	/**
	 * One event's HTML.
	 *
	 * @param WP_Post $post    Event.
	 * @param string  $variant One of the looks.
	 * @return string Escaped HTML.
	 */
	public function render( WP_Post $post, string $variant ): string {
		$fields = $this->events->fields( $post );
		$range  = $this->range( $fields );
		$url    = (string) get_permalink( $post );
		$title  = '<a href="' . esc_url( $url ) . '">' . esc_html( $post->post_title ) . '</a>';
		$thumb  = $this->on( 'show_thumb' ) ? $this->image( $post ) : '';
		$meta   = $this->when( $range ) . $this->where( $post, (array) $fields['location'] );

		if ( self::LINE === $variant ) {
			return '<li class="eventin-event-line">'
				. $this->badge( $range )
				. '<div class="eventin-event-line__body">'
				. '<h3 class="eventin-event-line__title">' . $title . '</h3>'
				. ( '' !== $meta ? '<p class="eventin-event-card__meta">' . $meta . '</p>' : '' )
				. $this->categories( $post )
				. '</div>'
				. $this->button( $post, $url )
				. '</li>';
		}

		$classes = array( 'eventin-card', 'eventin-event-card', 'is-' . $variant, '' !== $thumb ? 'has-thumb' : 'no-thumb' );
		$html    = '<article class="' . esc_attr( implode( ' ', $classes ) ) . '">';
		if ( '' !== $thumb ) {
			// The image repeats the title's link: one tab stop per card, and screen readers hear the title once.
			$html .= '<a class="eventin-event-card__media" href="' . esc_url( $url ) . '" tabindex="-1" aria-hidden="true">' . $thumb . '</a>';
		}
		$html .= '<div class="eventin-event-card__body">';
		if ( self::DATED === $variant ) {
			$html .= $this->badge( $range );
		}
		$html .= $this->categories( $post );
		$html .= '<h3 class="eventin-event-card__title">' . $title . '</h3>';
		if ( '' !== $meta ) {
			$html .= '<p class="eventin-event-card__meta">' . $meta . '</p>';
		}
		$html  .= $this->description( $post );
		$footer = $this->attendees( $post ) . $this->button( $post, $url );
		if ( '' !== $footer ) {
			$html .= '<div class="eventin-event-card__footer">' . $footer . '</div>';
		}
		return $html . '</div></article>';
	}

	/**
	 * Whether a yes/no attribute is yes.
	 *
	 * @param string $name Attribute.
	 */
	private function on( string $name ): bool {
		return 'yes' === ( $this->atts[ $name ] ?? 'no' );
	}

	/**
	 * Start, end (in the event's zone) and whether times are set; null for an
	 * event without a start date.
	 *
	 * @param array<string,mixed> $fields Clean fields.
	 * @return array{0:DateTimeImmutable,1:DateTimeImmutable,2:bool}|null
	 */
	private function range( array $fields ): ?array {
		// The zone as the normalized keys read it ("UTC+6" included), then the event page's rule.
		$zone = EventTime::timezone( (string) $fields['timezone'] ) ?? wp_timezone();
		return EventFacts::range(
			array(
				'start_date' => $fields['start_date'],
				'end_date'   => $fields['end_date'],
				'start_time' => $fields['start_time'],
				'end_time'   => $fields['end_time'],
				'timezone'   => $zone->getName(),
			)
		);
	}

	/**
	 * Date and time in the event's own zone, as the event page writes them;
	 * the end only with show_end_date (its time alone on the same day).
	 *
	 * @param array{0:DateTimeImmutable,1:DateTimeImmutable,2:bool}|null $range Range.
	 */
	private function when( ?array $range ): string {
		if ( ! $range ) {
			return '';
		}
		list( $start, $end, $timed ) = $range;
		$date_format                 = (string) get_option( 'date_format', 'F j, Y' );
		$time_format                 = (string) get_option( 'time_format', 'g:i a' );
		$format                      = $date_format . ( $timed ? ' ' . $time_format : '' );
		$html                        = '<time datetime="' . esc_attr( $start->format( DATE_ATOM ) ) . '">' . esc_html( wp_date( $format, $start->getTimestamp(), $start->getTimezone() ) ) . '</time>';
		if ( $this->on( 'show_end_date' ) ) {
			$same_day = $start->format( 'Y-m-d' ) === $end->format( 'Y-m-d' );
			$end_text = $same_day ? ( $timed ? wp_date( $time_format, $end->getTimestamp(), $end->getTimezone() ) : '' ) : wp_date( $format, $end->getTimestamp(), $end->getTimezone() );
			if ( '' !== $end_text && $end->getTimestamp() !== $start->getTimestamp() ) {
				$html .= ' – <time datetime="' . esc_attr( $end->format( DATE_ATOM ) ) . '">' . esc_html( $end_text ) . '</time>';
			}
		}
		$site = ( new DateTimeImmutable( '@' . $start->getTimestamp() ) )->setTimezone( wp_timezone() );
		if ( $timed && $site->getOffset() !== $start->getOffset() ) {
			// Times in another zone than the site's say which.
			$html .= ' <span class="eventin-event-card__zone">(UTC' . esc_html( $start->format( 'P' ) ) . ')</span>';
		}
		return '<span class="eventin-event-card__when">' . $html . '</span>';
	}

	/**
	 * The place (show_event_location).
	 *
	 * @param WP_Post             $post     Event.
	 * @param array<string,mixed> $location Location field.
	 */
	private function where( WP_Post $post, array $location ): string {
		if ( ! $this->on( 'show_event_location' ) ) {
			return '';
		}
		$label = EventLocation::label( $post, $location, $this->terms );
		return '' === $label ? '' : '<span class="eventin-event-card__where">' . esc_html( $label ) . '</span>';
	}

	/**
	 * Day and month of the start, large (the full date is in the meta line,
	 * so screen readers skip it).
	 *
	 * @param array{0:DateTimeImmutable,1:DateTimeImmutable,2:bool}|null $range Range.
	 */
	private function badge( ?array $range ): string {
		if ( ! $range ) {
			return '';
		}
		$start = $range[0];
		return '<div class="eventin-event-card__badge" aria-hidden="true">'
			. '<span class="eventin-event-card__day">' . esc_html( wp_date( 'j', $start->getTimestamp(), $start->getTimezone() ) ) . '</span>'
			. '<span class="eventin-event-card__month">' . esc_html( wp_date( 'M', $start->getTimestamp(), $start->getTimezone() ) ) . '</span>'
			. '</div>';
	}

	/**
	 * The featured image (srcset, width and height from WordPress; loaded
	 * when it comes into view).
	 *
	 * @param WP_Post $post Event.
	 */
	private function image( WP_Post $post ): string {
		$id = (int) get_post_thumbnail_id( $post );
		if ( $id < 1 ) {
			return '';
		}
		return (string) wp_get_attachment_image(
			$id,
			'medium_large',
			false,
			array(
				'class'    => 'eventin-event-card__image',
				'alt'      => '', // Decorative next to the title.
				'loading'  => 'lazy',
				'decoding' => 'async',
				'sizes'    => $this->sizes,
			)
		);
	}

	/**
	 * Category names (show_category), from the term cache.
	 *
	 * @param WP_Post $post Event.
	 */
	private function categories( WP_Post $post ): string {
		if ( ! $this->on( 'show_category' ) ) {
			return '';
		}
		$terms = get_the_terms( $post, Taxonomies::CATEGORY );
		if ( ! is_array( $terms ) || ! $terms ) {
			return '';
		}
		$names = array();
		foreach ( array_slice( $terms, 0, self::MAX_CATEGORIES ) as $term ) {
			$names[] = '<span class="eventin-event-card__category">' . esc_html( $term->name ) . '</span>';
		}
		/* translators: hidden label before an event's category names. */
		return '<p class="eventin-event-card__categories"><span class="screen-reader-text">' . esc_html__( 'Categories:', 'eventin-pro' ) . ' </span>' . implode( ' ', $names ) . '</p>';
	}

	/**
	 * The excerpt, else the description, as plain text of at most desc_limit
	 * words (show_desc). Shortcodes and blocks are dropped, never run: a
	 * widget never renders inside a widget.
	 *
	 * @param WP_Post $post Event.
	 */
	private function description( WP_Post $post ): string {
		if ( ! $this->on( 'show_desc' ) ) {
			return '';
		}
		$source = '' !== trim( $post->post_excerpt ) ? $post->post_excerpt : $post->post_content;
		$plain  = wp_strip_all_tags( strip_shortcodes( $source ) );
		$words  = max( 1, min( 200, (int) ( $this->atts['desc_limit'] ?? 20 ) ) );
		$text   = html_entity_decode( wp_trim_words( $plain, $words, '…' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return '' === trim( $text ) ? '' : '<p class="eventin-event-card__description">' . esc_html( $text ) . '</p>';
	}

	/**
	 * The number of attendees (show_attendee_count).
	 *
	 * @param WP_Post $post Event.
	 */
	private function attendees( WP_Post $post ): string {
		if ( ! $this->on( 'show_attendee_count' ) ) {
			return '';
		}
		$count = (int) ( $this->sold[ $post->ID ] ?? 0 );
		/* translators: %s: number of people attending an event. */
		$text = sprintf( _n( '%s attending', '%s attending', $count, 'eventin-pro' ), number_format_i18n( $count ) );
		return '<span class="eventin-event-card__attendees">' . esc_html( $text ) . '</span>';
	}

	/**
	 * The button to the event's page (show_btn, btn_text), named after the
	 * event for screen readers.
	 *
	 * @param WP_Post $post Event.
	 * @param string  $url  Its page.
	 */
	private function button( WP_Post $post, string $url ): string {
		if ( ! $this->on( 'show_btn' ) ) {
			return '';
		}
		$text = Atts::text( $this->atts, 'btn_text' );
		if ( '' === trim( $text ) ) {
			$text = __( 'Attend', 'eventin-pro' );
		}
		return '<a class="eventin-button wp-element-button" href="' . esc_url( $url ) . '">' . esc_html( $text ) . '<span class="screen-reader-text">: ' . esc_html( $post->post_title ) . '</span></a>';
	}
}
