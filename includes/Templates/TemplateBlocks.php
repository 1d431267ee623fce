<?php
/**
 * The template builder's own blocks (src/blocks/<name>/, built to
 * build/blocks/<name>/): their registration and their server rendering.
 *
 * Blocks read whom they show from their context (eventin/attendeeId,
 * eventin/eventId), which TemplateRenderer gives every block of a template.
 * Every value is escaped here, and its "{" written as "&#123;", so the
 * placeholder pass that runs after rendering never finds a placeholder in an
 * attendee's or event's own text (an attendee named "{{ticket_id}}" stays so).
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Tickets\TicketPage;
use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * Block registration and rendering.
 */
final class TemplateBlocks {

	/**
	 * Block folders under build/blocks/ (names eventin-pro/<folder>).
	 */
	public const NAMES = array( 'template-container', 'qr-code', 'attendee-info', 'event-info' );

	/**
	 * Context keys the renderer gives.
	 */
	public const CONTEXT_ATTENDEE = 'eventin/attendeeId';
	public const CONTEXT_EVENT    = 'eventin/eventId';

	/**
	 * Fields the attendee-info block may show.
	 */
	public const ATTENDEE_FIELDS = array( 'name', 'email', 'phone', 'ticket_type', 'ticket_price', 'ticket_id', 'seat', 'payment_status' );

	/**
	 * Fields the event-info block may show.
	 */
	public const EVENT_FIELDS = array( 'title', 'date', 'location', 'timezone' );

	/**
	 * The event and attendee being rendered (given by the renderer, so the
	 * blocks read them again from nothing; a preview's sample has id 0).
	 *
	 * @var array{event:array<string,mixed>|null,attendee:array<string,mixed>|null}
	 */
	private static $current = array(
		'event'    => null,
		'attendee' => null,
	);

	/**
	 * Registers the built blocks (init). One block.json read each; before a
	 * build there is nothing to register.
	 */
	public static function register(): void {
		foreach ( self::NAMES as $name ) {
			$dir = EVENTIN_PRO_DIR . 'build/blocks/' . $name;
			if ( is_readable( $dir . '/block.json' ) && ! \WP_Block_Type_Registry::get_instance()->is_registered( 'eventin-pro/' . $name ) ) {
				register_block_type( $dir );
			}
		}
	}

	/**
	 * Sets the event and attendee the blocks of the next render show.
	 *
	 * @param array<string,mixed>|null $event    Event (EventsService::get() or a sample).
	 * @param array<string,mixed>|null $attendee Attendee (AttendeesService::get() or a sample).
	 */
	public static function use_data( ?array $event, ?array $attendee ): void {
		self::$current = array(
			'event'    => $event,
			'attendee' => $attendee,
		);
	}

	/**
	 * The page container: the template's root block, its inner blocks inside.
	 * Its styles (Desktop, then Tablet ≤ 768 px and Mobile ≤ 480 px) and body
	 * styling are CSS declarations, filtered by WordPress's safecss_filter_attr().
	 *
	 * @param array<string,mixed> $attributes Attributes.
	 * @param string              $content    Inner blocks, rendered.
	 * @param WP_Block|null       $block      Block.
	 */
	public static function container( array $attributes, string $content, $block = null ): string {
		unset( $block );
		$styles  = is_array( $attributes['styles'] ?? null ) ? $attributes['styles'] : array();
		$body    = is_array( $attributes['bodyStyling'] ?? null ) ? $attributes['bodyStyling'] : array();
		$desktop = self::declarations( array_merge( $body, is_array( $styles['Desktop'] ?? null ) ? $styles['Desktop'] : array() ) );
		$classes = array( 'eventin-template-container' );
		$names   = preg_split( '/\s+/', (string) ( $attributes['containerClassName'] ?? '' ) );
		foreach ( false === $names ? array() : $names as $class ) {
			$class = sanitize_html_class( $class );
			if ( '' !== $class ) {
				$classes[] = $class;
			}
		}
		$media  = '';
		$unique = '';
		foreach ( array(
			'Tablet' => 768,
			'Mobile' => 480,
		) as $device => $width ) {
			$css = self::declarations( is_array( $styles[ $device ] ?? null ) ? $styles[ $device ] : array() );
			if ( '' !== $css ) {
				$unique = '' !== $unique ? $unique : wp_unique_id( 'eventin-template-container-' );
				$media .= '@media (max-width:' . $width . 'px){.' . $unique . '{' . str_replace( ';', ' !important;', rtrim( $css, ';' ) ) . ' !important}}';
			}
		}
		if ( '' !== $unique ) {
			$classes[] = $unique;
		}
		$wrapper = get_block_wrapper_attributes(
			array_filter(
				array(
					'class' => implode( ' ', $classes ),
					'style' => $desktop,
				)
			)
		);
		$style   = '' !== $media ? '<style>' . str_replace( '<', '', $media ) . '</style>' : '';
		return $style . '<div ' . $wrapper . '>' . $content . '</div>';
	}

	/**
	 * The attendee's ticket QR code: an empty element holding what the code
	 * says (TicketPage's scanner URL); the ticket page's script draws it.
	 *
	 * @param array<string,mixed> $attributes Attributes (size in px).
	 * @param string              $content    Unused.
	 * @param WP_Block|null       $block      Block (its context names the attendee).
	 */
	public static function qr_code( array $attributes, string $content = '', $block = null ): string {
		unset( $content );
		$attendee = self::attendee( $block );
		if ( null === $attendee ) {
			return '';
		}
		$size    = max( 40, min( 600, (int) ( $attributes['size'] ?? 120 ) ) );
		$payload = TicketPage::qr_url( (int) $attendee['id'], (string) ( $attendee['ticket_id'] ?? '' ) );
		$wrapper = get_block_wrapper_attributes(
			array(
				'class' => 'eventin-template-qr',
				'style' => 'width:' . $size . 'px;height:' . $size . 'px',
			)
		);
		return '<div ' . $wrapper . ' data-etn-qr="' . self::attr( $payload ) . '"'
			. ' data-error-generate="' . esc_attr__( 'Could not generate QR!', 'eventin-pro' ) . '"'
			. ' data-error-library="' . esc_attr__( 'QR Library not found !', 'eventin-pro' ) . '"'
			. ' role="img" aria-label="' . esc_attr__( 'QR code of the ticket', 'eventin-pro' ) . '"></div>';
	}

	/**
	 * Chosen fields of the attendee.
	 *
	 * @param array<string,mixed> $attributes Attributes (fields, showLabels).
	 * @param string              $content    Unused.
	 * @param WP_Block|null       $block      Block.
	 */
	public static function attendee_info( array $attributes, string $content = '', $block = null ): string {
		unset( $content );
		$attendee = self::attendee( $block );
		if ( null === $attendee ) {
			return '';
		}
		$payment = TicketPage::payment( $attendee );
		$values  = array(
			'name'           => self::scalar( $attendee['name'] ?? '' ),
			'email'          => self::scalar( $attendee['email'] ?? '' ),
			'phone'          => self::scalar( $attendee['phone'] ?? '' ),
			'ticket_type'    => self::scalar( $attendee['ticket_name'] ?? '' ),
			'ticket_price'   => $payment['price'],
			'ticket_id'      => self::scalar( $attendee['ticket_id'] ?? '' ),
			'seat'           => self::scalar( $attendee['seat'] ?? '' ),
			'payment_status' => $payment['status'],
		);
		$labels  = array(
			'name'           => __( 'Attendee', 'eventin-pro' ),
			'email'          => __( 'E-mail', 'eventin-pro' ),
			'phone'          => __( 'Phone', 'eventin-pro' ),
			'ticket_type'    => __( 'Ticket type', 'eventin-pro' ),
			'ticket_price'   => __( 'Price', 'eventin-pro' ),
			'ticket_id'      => __( 'Ticket ID', 'eventin-pro' ),
			'seat'           => __( 'Seat', 'eventin-pro' ),
			'payment_status' => __( 'Payment status', 'eventin-pro' ),
		);
		return self::info( 'eventin-template-attendee-info', $attributes, self::ATTENDEE_FIELDS, $values, $labels );
	}

	/**
	 * Chosen fields of the event.
	 *
	 * @param array<string,mixed> $attributes Attributes (fields, showLabels).
	 * @param string              $content    Unused.
	 * @param WP_Block|null       $block      Block.
	 */
	public static function event_info( array $attributes, string $content = '', $block = null ): string {
		unset( $content );
		$event = self::event( $block );
		if ( null === $event ) {
			return '';
		}
		$values = array(
			'title'    => self::scalar( $event['title'] ?? '' ),
			'date'     => '' !== self::scalar( $event['start_date'] ?? '' ) ? TicketPage::when( $event ) : '',
			'location' => TicketPage::place( $event ),
			'timezone' => self::scalar( $event['timezone'] ?? '' ),
		);
		$labels = array(
			'title'    => __( 'Event', 'eventin-pro' ),
			'date'     => __( 'Date', 'eventin-pro' ),
			'location' => __( 'Place', 'eventin-pro' ),
			'timezone' => __( 'Timezone', 'eventin-pro' ),
		);
		return self::info( 'eventin-template-event-info', $attributes, self::EVENT_FIELDS, $values, $labels );
	}

	/**
	 * The attendee a block shows: the renderer's when its id is the
	 * context's, else read by id; null without one.
	 *
	 * @param WP_Block|null $block Block.
	 * @return array<string,mixed>|null
	 */
	public static function attendee( $block ): ?array {
		$id      = $block instanceof WP_Block ? (int) ( $block->context[ self::CONTEXT_ATTENDEE ] ?? 0 ) : 0;
		$current = self::$current['attendee'];
		if ( is_array( $current ) && (int) ( $current['id'] ?? 0 ) === $id ) {
			return $current;
		}
		return $id > 0 ? ( new AttendeesService() )->get( $id ) : null;
	}

	/**
	 * The event a block shows (as attendee()).
	 *
	 * @param WP_Block|null $block Block.
	 * @return array<string,mixed>|null
	 */
	public static function event( $block ): ?array {
		$id      = $block instanceof WP_Block ? (int) ( $block->context[ self::CONTEXT_EVENT ] ?? 0 ) : 0;
		$current = self::$current['event'];
		if ( is_array( $current ) && (int) ( $current['id'] ?? 0 ) === $id ) {
			return $current;
		}
		return $id > 0 ? ( new EventsService() )->get( $id ) : null;
	}

	/**
	 * A list of label and value rows; empty values are left out.
	 *
	 * @param string               $class      Block class.
	 * @param array<string,mixed>  $attributes Attributes.
	 * @param string[]             $allowed    Fields that exist.
	 * @param array<string,string> $values     Field => raw text.
	 * @param array<string,string> $labels     Field => label.
	 */
	private static function info( string $class, array $attributes, array $allowed, array $values, array $labels ): string {
		$fields       = array_values( array_intersect( array_map( 'strval', (array) ( $attributes['fields'] ?? array() ) ), $allowed ) );
		$labels_shown = ! isset( $attributes['showLabels'] ) || (bool) $attributes['showLabels'];
		$rows         = '';
		foreach ( $fields as $field ) {
			if ( '' === $values[ $field ] ) {
				continue;
			}
			$rows .= '<div class="' . esc_attr( $class ) . '__row ' . esc_attr( $class ) . '__row--' . esc_attr( $field ) . '">'
				. ( $labels_shown ? '<span class="' . esc_attr( $class ) . '__label">' . self::text( $labels[ $field ] ) . '</span> ' : '' )
				. '<span class="' . esc_attr( $class ) . '__value">' . self::text( $values[ $field ] ) . '</span></div>';
		}
		return '<div ' . get_block_wrapper_attributes( array( 'class' => $class ) ) . '>' . $rows . '</div>';
	}

	/**
	 * CSS declarations from a property => value map, through WordPress's
	 * safecss_filter_attr() (unknown properties and unsafe values are dropped).
	 *
	 * @param array<mixed> $map Property (kebab or camel case) => value.
	 */
	private static function declarations( array $map ): string {
		$css = '';
		foreach ( $map as $property => $value ) {
			if ( ! is_string( $property ) || ! is_scalar( $value ) || '' === (string) $value ) {
				continue;
			}
			$property = strtolower( (string) preg_replace( '/([a-z])([A-Z])/', '$1-$2', $property ) );
			if ( ! preg_match( '/^[a-z-]+$/', $property ) ) {
				continue;
			}
			$css .= $property . ':' . str_replace( array( ';', '{', '}', '<' ), '', (string) $value ) . ';';
		}
		return '' === $css ? '' : rtrim( safecss_filter_attr( $css ), ';' );
	}

	/**
	 * Text escaped for HTML, with "{" written as a character reference so no
	 * placeholder can form in it.
	 *
	 * @param string $text Raw text.
	 */
	private static function text( string $text ): string {
		return str_replace( '{', '&#123;', esc_html( $text ) );
	}

	/**
	 * An attribute value escaped, with "{" written as a character reference.
	 *
	 * @param string $text Raw text.
	 */
	private static function attr( string $text ): string {
		return str_replace( '{', '&#123;', esc_attr( $text ) );
	}

	/**
	 * A scalar as text ('' for anything else).
	 *
	 * @param mixed $value Value.
	 */
	private static function scalar( $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}
}
