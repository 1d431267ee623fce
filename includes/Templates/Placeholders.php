<?php
/**
 * The placeholders of certificate and ticket templates ({{event_title}},
 * {{attendee_name}}, …) and their replacement in rendered HTML.
 *
 * A renderer calls replace() AFTER every block and shortcode has rendered,
 * never before: a value is then only ever text. Each value is escaped for
 * HTML here, and all placeholders are replaced in one strtr() pass, so an
 * attendee named "[shortcode]", "<!-- wp:paragraph -->", "<script>" or
 * "{{ticket_id}}" shows as those characters and runs or expands nothing.
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Events\EventTime;
use EventinPro\Tickets\TicketPage;

defined( 'ABSPATH' ) || exit;

/**
 * Placeholder values and replacement.
 */
final class Placeholders {

	/**
	 * The placeholders the template builder lists (spec: non-event templates), without braces.
	 */
	public const KEYS = array(
		'event_title',
		'event_location',
		'event_start_date',
		'event_end_time',
		'event_timezone',
		'attendee_name',
		'attendee_email',
		'attendee_phone',
		'ticket_id',
		'ticket_price',
		'ticket_type',
		'attendee_seat',
		'payment_status',
		'extra_fields',
	);

	/**
	 * More placeholders Eventin 4's templates may hold, replaced as Eventin 4 does.
	 */
	public const EVENTIN_KEYS = array( 'event_start_time', 'event_end_date', 'event_description', 'extra_fields_inline' );

	/**
	 * $html with every placeholder replaced, in one pass.
	 *
	 * @param string                   $html     Rendered HTML (blocks and shortcodes already done).
	 * @param array<string,mixed>|null $event    Event (EventsService::get()), or null.
	 * @param array<string,mixed>|null $attendee Attendee (AttendeesService::get()), or null.
	 */
	public static function replace( string $html, ?array $event, ?array $attendee ): string {
		return strtr( $html, self::values( $event, $attendee ) );
	}

	/**
	 * replace() for an attendee by id, with their event; placeholders read ''
	 * when there is no such attendee or event.
	 *
	 * @param string $html        Rendered HTML.
	 * @param int    $attendee_id Attendee id.
	 */
	public static function replace_for_attendee( string $html, int $attendee_id ): string {
		$attendee = $attendee_id > 0 ? ( new AttendeesService() )->get( $attendee_id ) : null;
		$event    = $attendee && ! empty( $attendee['event_id'] ) ? ( new EventsService() )->get( (int) $attendee['event_id'] ) : null;
		return self::replace( $html, $event, $attendee );
	}

	/**
	 * Every placeholder ('{{key}}') and its value, escaped for HTML: text with
	 * esc_html() (which encodes quotes too, so a value is safe in an attribute),
	 * the extra fields and description as HTML through wp_kses_post().
	 *
	 * @param array<string,mixed>|null $event    Event, or null.
	 * @param array<string,mixed>|null $attendee Attendee, or null.
	 * @return array<string,string>
	 */
	public static function values( ?array $event, ?array $attendee ): array {
		$event    = $event ?? array();
		$attendee = $attendee ?? array();
		$dates    = self::dates( $event );
		$extra    = self::extra_fields( (array) ( $attendee['extra_fields'] ?? array() ) );
		$payment  = $attendee ? TicketPage::payment( $attendee ) : array(
			'price'  => '',
			'status' => '',
		);
		$text     = array(
			'event_title'         => self::text( $event['title'] ?? '' ),
			'event_location'      => $event ? TicketPage::place( $event ) : '',
			'event_start_date'    => $dates['start_date'],
			'event_end_time'      => $dates['end_time'],
			'event_timezone'      => $dates['timezone'],
			'attendee_name'       => self::text( $attendee['name'] ?? '' ),
			'attendee_email'      => self::text( $attendee['email'] ?? '' ),
			'attendee_phone'      => self::text( $attendee['phone'] ?? '' ),
			'ticket_id'           => self::text( $attendee['ticket_id'] ?? '' ),
			'ticket_price'        => $payment['price'],
			'ticket_type'         => self::text( $attendee['ticket_name'] ?? '' ),
			'attendee_seat'       => self::text( $attendee['seat'] ?? '' ),
			'payment_status'      => $payment['status'],
			'event_start_time'    => $dates['start_time'],
			'event_end_date'      => $dates['end_date'],
			'extra_fields_inline' => implode( ', ', array_map( 'strval', $extra ) ),
		);
		$values   = array();
		foreach ( $text as $key => $value ) {
			$values[ '{{' . $key . '}}' ] = esc_html( $value );
		}
		$values['{{extra_fields}}']      = wp_kses_post( self::extra_fields_html( $extra ) );
		$values['{{event_description}}'] = wp_kses_post( self::text( $event['description'] ?? '' ) );
		/**
		 * Filters the placeholder values of a template, after escaping: whatever
		 * a callback adds must be escaped HTML too.
		 *
		 * @param array<string,string> $values   '{{key}}' => escaped value.
		 * @param array<string,mixed>  $event    Event ([] when none).
		 * @param array<string,mixed>  $attendee Attendee ([] when none).
		 */
		return (array) apply_filters( 'eventin_template_placeholders', $values, $event, $attendee );
	}

	/**
	 * The event's start date and times, end date and time in its own timezone
	 * (EventTime's rule: a missing end date is the start date), formatted as
	 * the site's date and time formats say; the times only when the event
	 * stores them.
	 *
	 * @param array<string,mixed> $event Event.
	 * @return array{start_date:string,start_time:string,end_date:string,end_time:string,timezone:string}
	 */
	private static function dates( array $event ): array {
		$name  = self::text( $event['timezone'] ?? '' );
		$zone  = EventTime::timezone( $name ) ?? wp_timezone();
		$dates = array(
			'start_date' => '',
			'start_time' => '',
			'end_date'   => '',
			'end_time'   => '',
			'timezone'   => $event ? ( '' !== $name ? $name : $zone->getName() ) : '',
		);
		$range = $event ? EventTime::local_range( $event, $zone ) : null;
		if ( null === $range ) {
			return $dates;
		}
		$date_format         = (string) get_option( 'date_format', 'F j, Y' );
		$time_format         = (string) get_option( 'time_format', 'g:i a' );
		$dates['start_date'] = (string) wp_date( $date_format, $range[0]->getTimestamp(), $zone );
		$dates['end_date']   = (string) wp_date( $date_format, $range[1]->getTimestamp(), $zone );
		if ( '' !== self::text( $event['start_time'] ?? '' ) ) {
			$dates['start_time'] = (string) wp_date( $time_format, $range[0]->getTimestamp(), $zone );
		}
		if ( '' !== self::text( $event['end_time'] ?? '' ) ) {
			$dates['end_time'] = (string) wp_date( $time_format, $range[1]->getTimestamp(), $zone );
		}
		return $dates;
	}

	/**
	 * The attendee's extra fields as label => text (lists joined with commas,
	 * empty answers left out).
	 *
	 * @param array<string,mixed> $fields Key => stored answer.
	 * @return array<string,string>
	 */
	private static function extra_fields( array $fields ): array {
		$answers = array();
		foreach ( $fields as $key => $value ) {
			$text = is_array( $value ) ? implode( ', ', array_map( array( self::class, 'text' ), $value ) ) : self::text( $value );
			if ( '' !== trim( $text ) ) {
				$answers[ ucfirst( trim( str_replace( array( '_', '-' ), ' ', (string) $key ) ) ) ] = $text;
			}
		}
		return $answers;
	}

	/**
	 * The extra fields as a list, every label and answer escaped.
	 *
	 * @param array<string,string> $answers Label => text.
	 */
	private static function extra_fields_html( array $answers ): string {
		if ( ! $answers ) {
			return '';
		}
		$html = '<ul class="eventin-extra-fields">';
		foreach ( $answers as $label => $text ) {
			$html .= '<li><strong>' . esc_html( (string) $label ) . ':</strong> ' . esc_html( $text ) . '</li>';
		}
		return $html . '</ul>';
	}

	/**
	 * A scalar as text ('' for anything else).
	 *
	 * @param mixed $value Value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}
}
