<?php
/**
 * An event as an iCalendar file (RFC 5545) for "Add to calendar".
 *
 * @package EventinPro
 */

namespace EventinPro\EventPage;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the .ics text. Every value from the event goes through text() and
 * fold(): no event field can start a new property (iCal injection).
 */
final class EventCalendar {

	/**
	 * The calendar file of an event.
	 *
	 * @param array<string,mixed> $event Event item (EventsService::get()).
	 * @return string CRLF-terminated lines, folded at 75 octets.
	 */
	public static function ics( array $event ): string {
		$range = EventFacts::range( $event );
		$host  = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$lines = array(
			'BEGIN:VCALENDAR',
			'VERSION:2.0',
			'PRODID:-//Eventin Pro//Event page//EN',
			'CALSCALE:GREGORIAN',
			'METHOD:PUBLISH',
			'BEGIN:VEVENT',
			'UID:event-' . (int) $event['id'] . '@' . self::text( '' !== $host ? $host : 'localhost' ),
			'DTSTAMP:' . gmdate( 'Ymd\THis\Z', EventFacts::now() ),
		);
		if ( $range ) {
			if ( $range[2] ) {
				$utc     = new \DateTimeZone( 'UTC' );
				$lines[] = 'DTSTART:' . $range[0]->setTimezone( $utc )->format( 'Ymd\THis\Z' );
				$lines[] = 'DTEND:' . $range[1]->setTimezone( $utc )->format( 'Ymd\THis\Z' );
			} else {
				// All-day: DTEND is the day after the last day (exclusive).
				$lines[] = 'DTSTART;VALUE=DATE:' . $range[0]->format( 'Ymd' );
				$lines[] = 'DTEND;VALUE=DATE:' . $range[1]->modify( '+1 day' )->format( 'Ymd' );
			}
		}
		$lines[]     = 'SUMMARY:' . self::text( EventFacts::plain( (string) $event['title'] ) );
		$description = EventFacts::plain( strip_shortcodes( (string) $event['description'] ) );
		if ( '' !== $description ) {
			$lines[] = 'DESCRIPTION:' . self::text( $description );
		}
		$location = (array) ( $event['location'] ?? array() );
		$address  = trim( (string) ( $location['address'] ?? '' ) );
		if ( '' !== $address ) {
			$lines[] = 'LOCATION:' . self::text( $address );
		} elseif ( 'online' === ( $location['type'] ?? '' ) ) {
			$lines[] = 'LOCATION:' . self::text( __( 'Online', 'eventin-pro' ) );
		}
		$lines[] = 'URL:' . self::uri( (string) $event['link'] );
		$lines[] = 'END:VEVENT';
		$lines[] = 'END:VCALENDAR';
		return implode( "\r\n", array_map( array( self::class, 'fold' ), $lines ) ) . "\r\n";
	}

	/**
	 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma
	 * escaped, every line break (CRLF, CR, LF) as `\n`, other control
	 * characters dropped.
	 *
	 * @param string $value Text.
	 */
	public static function text( string $value ): string {
		$value = str_replace( array( '\\', ';', ',' ), array( '\\\\', '\\;', '\\,' ), $value );
		$value = str_replace( array( "\r\n", "\r", "\n" ), '\\n', $value );
		return (string) preg_replace( '/[\x00-\x08\x0B-\x1F\x7F]/', '', $value );
	}

	/**
	 * A URI value: only characters a URI may hold (no spaces, quotes or breaks).
	 *
	 * @param string $url URL.
	 */
	private static function uri( string $url ): string {
		return (string) preg_replace( '/[^\x21-\x7E]/', '', esc_url_raw( $url ) );
	}

	/**
	 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF and a space,
	 * never inside a UTF-8 character.
	 *
	 * @param string $line Line without its CRLF.
	 */
	public static function fold( string $line ): string {
		$out    = '';
		$limit  = 75;
		$length = strlen( $line );
		while ( $length > $limit ) {
			$cut = $limit;
			// Back off to the start of a UTF-8 character (continuation bytes are 10xxxxxx).
			while ( $cut > 0 && ( ord( $line[ $cut ] ) & 0xC0 ) === 0x80 ) {
				--$cut;
			}
			$out   .= substr( $line, 0, $cut ) . "\r\n ";
			$line   = substr( $line, $cut );
			$length = strlen( $line );
			$limit  = 74; // The leading space counts.
		}
		return $out . $line;
	}

	/**
	 * A safe file name for the download.
	 *
	 * @param array<string,mixed> $event Event item.
	 */
	public static function filename( array $event ): string {
		$name = sanitize_title( (string) $event['title'] );
		$name = (string) preg_replace( '/[^a-z0-9-]/', '', $name );
		return ( '' !== $name ? substr( $name, 0, 60 ) : 'event-' . (int) $event['id'] ) . '.ics';
	}
}
