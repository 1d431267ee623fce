<?php
/**
 * The booking form of the event page (the `eventin_event_booking_form`
 * filter): quantities per ticket type on sale, the buyer, each attendee when
 * the event asks, the event's extra fields (per attendee, or once for the
 * booking), the payment method, a honeypot. A plain POST that works
 * without JavaScript; the booking script adds totals and validation. After a
 * booking, the same place shows the confirmation.
 *
 * @package EventinPro
 */

namespace EventinPro\Checkout;

use EventinPro\Settings\Money;
use EventinPro\Support\BuildAssets;

defined( 'ABSPATH' ) || exit;

/**
 * Booking form.
 */
final class BookingForm {

	/**
	 * The form's id (and anchor to come back to).
	 */
	public const ANCHOR = 'eventin-booking';

	/**
	 * Script and style handle.
	 */
	public const HANDLE = 'eventin-booking';

	/**
	 * The form's HTML ('' when the event takes no bookings), or the
	 * confirmation when the URL carries a booking and its key.
	 *
	 * @param string                   $html  HTML so far.
	 * @param array<string,mixed>|null $event The event (EventsService::get()).
	 */
	public static function render( $html, $event ): string {
		if ( ! is_array( $event ) || ! isset( $event['id'], $event['ticket_variations'] ) ) {
			return (string) $html;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading a page.
		if ( isset( $_GET[ Confirmation::BOOKING_ARG ] ) || '' !== CheckoutRules::closed_reason( $event ) ) {
			// A confirmation page shows the confirmation (Confirmation::content()), not a second form.
			return (string) $html;
		}
		$state = isset( $_GET[ Checkout::FORM_STATE_ARG ] ) ? CheckoutHandler::take_state( sanitize_key( wp_unslash( $_GET[ Checkout::FORM_STATE_ARG ] ) ), (int) $event['id'] ) : null;
		// phpcs:enable
		self::enqueue();
		return (string) $html . self::form( $event, $state['values'] ?? array(), $state['errors'] ?? array() );
	}

	/**
	 * What the event page says when the form is refused ('past', 'deadline', …).
	 *
	 * @param string $reason CheckoutRules::closed_reason().
	 */
	public static function closed_message( string $reason ): string {
		$messages = array(
			'draft'      => __( 'This event is not published.', 'eventin-pro' ),
			'past'       => __( 'This event has ended and takes no more bookings.', 'eventin-pro' ),
			'deadline'   => __( 'Registration for this event is closed.', 'eventin-pro' ),
			'sold_out'   => __( 'This event is sold out.', 'eventin-pro' ),
			'no_tickets' => __( 'This event has no tickets on sale.', 'eventin-pro' ),
		);
		return $messages[ $reason ] ?? __( 'This event takes no bookings.', 'eventin-pro' );
	}

	/**
	 * The form.
	 *
	 * @param array<string,mixed>  $event  The event.
	 * @param array<string,mixed>  $values Values typed before (kept after an error).
	 * @param array<string,string> $errors Field => message.
	 */
	public static function form( array $event, array $values, array $errors ): string {
		$types    = CheckoutRules::on_sale( $event );
		$qty      = is_array( $values['qty'] ?? null ) ? $values['qty'] : array();
		$out      = '<section id="' . esc_attr( self::ANCHOR ) . '" class="eventin-booking" aria-labelledby="eventin-booking-title">';
		$out     .= '<h2 id="eventin-booking-title" class="eventin-booking__title">' . esc_html__( 'Book tickets', 'eventin-pro' ) . '</h2>';
		if ( $errors ) {
			$out .= '<div class="eventin-booking__alert" role="alert" tabindex="-1">';
			$out .= '<p>' . esc_html( $errors['form'] ?? __( 'Please correct the fields marked below.', 'eventin-pro' ) ) . '</p></div>';
		}
		$out .= '<form class="eventin-booking__form" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" data-money="' . esc_attr( (string) wp_json_encode( Money::script_format() ) ) . '" data-nonce-url="' . esc_url( Checkout::nonce_url( (int) $event['id'] ) ) . '">';
		$out .= '<input type="hidden" name="action" value="' . esc_attr( Checkout::ACTION ) . '">';
		$out .= '<input type="hidden" name="event_id" value="' . esc_attr( (string) (int) $event['id'] ) . '">';
		$out .= wp_nonce_field( Checkout::nonce_action( (int) $event['id'] ), '_wpnonce', false, false );

		$out .= '<fieldset class="eventin-booking__tickets"><legend>' . esc_html__( 'Tickets', 'eventin-pro' ) . '</legend>';
		$out .= self::error( 'qty', $errors );
		$paid = false;
		foreach ( $types as $slug => $type ) {
			$id    = 'eventin-qty-' . sanitize_html_class( $slug );
			$paid  = $paid || $type['price'] > 0;
			$price = Money::price( $type['price'] );
			$left  = $type['left'] < 0 ? __( 'Unlimited', 'eventin-pro' ) : sprintf( /* translators: %d: tickets left. */ _n( '%d left', '%d left', $type['left'], 'eventin-pro' ), $type['left'] );
			$key   = 'qty.' . $slug;
			$out  .= '<div class="eventin-booking__ticket">';
			$out  .= '<label for="' . esc_attr( $id ) . '"><span class="eventin-booking__ticket-name">' . esc_html( $type['name'] ) . '</span> <span class="eventin-booking__price">' . esc_html( $price ) . '</span></label>';
			$out  .= '<input type="number" id="' . esc_attr( $id ) . '" name="qty[' . esc_attr( $slug ) . ']" min="0" max="' . esc_attr( (string) $type['max'] ) . '" step="1" inputmode="numeric" value="' . esc_attr( (string) ( $qty[ $slug ] ?? '0' ) ) . '"';
			$out  .= ' data-price="' . esc_attr( (string) $type['price'] ) . '" data-min="' . esc_attr( (string) $type['min'] ) . '" data-name="' . esc_attr( $type['name'] ) . '"' . self::described( $key, $errors, $id . '-left' ) . '>';
			$out  .= '<span class="eventin-booking__left" id="' . esc_attr( $id . '-left' ) . '">' . esc_html( $left ) . '</span>';
			$out  .= self::error( $key, $errors );
			$out  .= '</div>';
		}
		$out .= '<p class="eventin-booking__total" aria-live="polite">' . esc_html__( 'Total:', 'eventin-pro' ) . ' <output class="eventin-booking__total-value" for="' . esc_attr( implode( ' ', array_map( static fn( $s ) => 'eventin-qty-' . sanitize_html_class( $s ), array_keys( $types ) ) ) ) . '">' . esc_html( Money::format( self::total( $qty, $types ) ) ) . '</output></p>';
		$out .= '</fieldset>';

		$out .= '<fieldset class="eventin-booking__buyer"><legend>' . esc_html__( 'Your details', 'eventin-pro' ) . '</legend>';
		$out .= self::input( 'first_name', __( 'First name', 'eventin-pro' ), 'text', 'given-name', true, $values, $errors );
		$out .= self::input( 'last_name', __( 'Last name', 'eventin-pro' ), 'text', 'family-name', true, $values, $errors );
		$out .= self::input( 'email', __( 'E-mail', 'eventin-pro' ), 'email', 'email', true, $values, $errors );
		$out .= self::input( 'phone', __( 'Phone', 'eventin-pro' ), 'tel', 'tel', false, $values, $errors );

		$extra = ExtraAnswers::fields( $event );
		$ask   = CheckoutRules::asks_attendees( $event );
		if ( ! $ask ) {
			// Asked once, the answers go to every attendee of the booking.
			$out .= ExtraFieldInputs::render( $extra, is_array( $values['extra'] ?? null ) ? $values['extra'] : array(), $errors );
		}
		$out .= '</fieldset>';

		if ( $ask ) {
			$out .= self::attendees( $values, $errors, (int) array_sum( array_map( 'intval', $qty ) ), $extra );
		}
		if ( $paid ) {
			$out .= self::payment( $values, $errors );
		}
		// The honeypot: people never see it (off screen, hidden from assistive technology, out of the tab order).
		$out .= '<div class="eventin-booking__hp" aria-hidden="true" style="position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden">';
		$out .= '<label for="eventin-website">' . esc_html__( 'Leave this field empty', 'eventin-pro' ) . '</label>';
		$out .= '<input type="text" id="eventin-website" name="' . esc_attr( Checkout::HONEYPOT ) . '" value="" tabindex="-1" autocomplete="off"></div>';
		$out .= '<p class="eventin-booking__submit"><button type="submit" class="wp-element-button">' . esc_html__( 'Book now', 'eventin-pro' ) . '</button></p>';
		$out .= '</form></section>';
		return $out;
	}

	/**
	 * One labelled input with its error.
	 *
	 * @param string               $name         Field name.
	 * @param string               $label        Label.
	 * @param string               $type         Input type.
	 * @param string               $autocomplete Autocomplete token.
	 * @param bool                 $required     Whether required.
	 * @param array<string,mixed>  $values       Values.
	 * @param array<string,string> $errors       Errors.
	 */
	private static function input( string $name, string $label, string $type, string $autocomplete, bool $required, array $values, array $errors ): string {
		$id   = 'eventin-' . str_replace( '_', '-', $name );
		$out  = '<p class="eventin-booking__field">';
		$out .= '<label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . ( $required ? ' <span class="eventin-booking__required" aria-hidden="true">*</span>' : '' ) . '</label>';
		$out .= '<input type="' . esc_attr( $type ) . '" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" autocomplete="' . esc_attr( $autocomplete ) . '" maxlength="100" value="' . esc_attr( is_string( $values[ $name ] ?? null ) ? $values[ $name ] : '' ) . '"' . ( $required ? ' required' : '' ) . self::described( $name, $errors ) . '>';
		$out .= self::error( $name, $errors );
		return $out . '</p>';
	}

	/**
	 * One name and e-mail (and the extra fields) per ticket chosen: rows for
	 * the quantities kept, and an empty row in a template, which the script
	 * copies as quantities change.
	 *
	 * @param array<string,mixed>               $values Values.
	 * @param array<string,string>              $errors Errors.
	 * @param int                               $count  Tickets chosen.
	 * @param array<string,array<string,mixed>> $extra  Extra fields by key.
	 */
	private static function attendees( array $values, array $errors, int $count, array $extra ): string {
		$people = is_array( $values['attendees'] ?? null ) ? $values['attendees'] : array();
		$out    = '<fieldset class="eventin-booking__attendees" data-attendees="1"><legend>' . esc_html__( 'Attendees', 'eventin-pro' ) . '</legend>';
		$out   .= '<p class="eventin-booking__hint">' . esc_html__( 'One name per ticket; an e-mail address (optional) sends the attendee their own ticket.', 'eventin-pro' ) . '</p>';
		$rows   = max( 1, $count );
		for ( $i = 0; $i < $rows; $i++ ) {
			$out .= self::attendee( $i, is_array( $people[ $i ] ?? null ) ? $people[ $i ] : array(), $errors, $extra );
		}
		$out .= '<template class="eventin-booking__attendee-template">' . self::attendee( 0, array(), array(), $extra ) . '</template>';
		return $out . '</fieldset>';
	}

	/**
	 * One attendee's row.
	 *
	 * @param int                               $i      Row, from 0.
	 * @param array<string,mixed>               $person Values typed for this attendee.
	 * @param array<string,string>              $errors Errors.
	 * @param array<string,array<string,mixed>> $extra  Extra fields by key.
	 */
	private static function attendee( int $i, array $person, array $errors, array $extra ): string {
		$out    = '<div class="eventin-booking__attendee">';
		$labels = array(
			/* translators: %s: attendee number. */
			'name'  => sprintf( esc_html__( 'Attendee %s: name', 'eventin-pro' ), ExtraFieldInputs::number( $i ) ),
			/* translators: %s: attendee number. */
			'email' => sprintf( esc_html__( 'Attendee %s: e-mail', 'eventin-pro' ), ExtraFieldInputs::number( $i ) ),
		);
		foreach ( $labels as $field => $label ) {
			$id   = "eventin-attendee-$i-$field";
			$key  = "attendees.$i.$field";
			$out .= '<p class="eventin-booking__field"><label for="' . esc_attr( $id ) . '">' . $label . '</label>'; // Escaped above.
			$out .= '<input type="' . ( 'email' === $field ? 'email' : 'text' ) . '" id="' . esc_attr( $id ) . '" name="attendees[' . $i . '][' . $field . ']" maxlength="100" value="' . esc_attr( is_string( $person[ $field ] ?? null ) ? $person[ $field ] : '' ) . '"' . self::described( $key, $errors ) . '>';
			$out .= self::error( $key, $errors ) . '</p>';
		}
		$out .= ExtraFieldInputs::render( $extra, is_array( $person['extra'] ?? null ) ? $person['extra'] : array(), $errors, $i );
		return $out . '</div>';
	}

	/**
	 * The payment method: radio buttons when there is a choice, else the one method named.
	 *
	 * @param array<string,mixed>  $values Values.
	 * @param array<string,string> $errors Errors.
	 */
	private static function payment( array $values, array $errors ): string {
		$methods = CheckoutRules::payment_methods();
		$chosen  = is_string( $values['payment_method'] ?? null ) && isset( $methods[ $values['payment_method'] ] ) ? $values['payment_method'] : (string) key( $methods );
		$out     = '<fieldset class="eventin-booking__payment"><legend>' . esc_html__( 'Payment', 'eventin-pro' ) . '</legend>';
		$out    .= self::error( 'payment_method', $errors );
		foreach ( $methods as $key => $label ) {
			$id   = 'eventin-pay-' . $key;
			$out .= '<p class="eventin-booking__choice"><input type="radio" id="' . esc_attr( $id ) . '" name="payment_method" value="' . esc_attr( $key ) . '"' . checked( $chosen, $key, false ) . '> <label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label></p>';
		}
		return $out . '</fieldset>';
	}

	/**
	 * A field's error message, next to it ('' when none).
	 *
	 * @param string               $key    Field key.
	 * @param array<string,string> $errors Errors.
	 */
	public static function error( string $key, array $errors ): string {
		$id = 'eventin-error-' . sanitize_html_class( str_replace( '.', '-', $key ) );
		return '<span class="eventin-booking__error" id="' . esc_attr( $id ) . '" data-error-for="' . esc_attr( $key ) . '">' . esc_html( $errors[ $key ] ?? '' ) . '</span>';
	}

	/**
	 * aria-invalid / aria-describedby attributes of a field.
	 *
	 * @param string               $key    Field key.
	 * @param array<string,string> $errors Errors.
	 * @param string               $hint   Id of a hint that describes it too.
	 */
	public static function described( string $key, array $errors, string $hint = '' ): string {
		$ids = trim( $hint . ' eventin-error-' . sanitize_html_class( str_replace( '.', '-', $key ) ) );
		return ' aria-describedby="' . esc_attr( $ids ) . '"' . ( isset( $errors[ $key ] ) ? ' aria-invalid="true"' : '' );
	}

	/**
	 * Total of the quantities kept.
	 *
	 * @param array<string,mixed>               $qty   Slug => quantity.
	 * @param array<string,array<string,mixed>> $types Types on sale.
	 */
	private static function total( array $qty, array $types ): float {
		$total = 0.0;
		foreach ( $qty as $slug => $quantity ) {
			$total += isset( $types[ $slug ] ) ? max( 0, (int) $quantity ) * $types[ $slug ]['price'] : 0;
		}
		return $total;
	}

	/**
	 * Loads the booking script (and its style) on the page that prints the form.
	 */
	private static function enqueue(): void {
		$asset = EVENTIN_PRO_DIR . 'build/booking.asset.php';
		if ( ! is_readable( $asset ) || wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return;
		}
		$info = require $asset;
		// The script's messages (the same as the server's) in the visitor's language.
		BuildAssets::register_script( self::HANDLE, 'booking' );
		wp_enqueue_script( self::HANDLE );
		if ( is_readable( EVENTIN_PRO_DIR . 'build/booking.css' ) ) {
			wp_enqueue_style( self::HANDLE, EVENTIN_PRO_URL . 'build/booking.css', array(), (string) $info['version'] );
		}
	}
}
