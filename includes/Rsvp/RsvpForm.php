<?php
/**
 * The RSVP form on the event page, and its plain POST (it works without
 * JavaScript): admin-post.php?action=eventin_rsvp, back to the event page
 * with the answer's message, or with the errors and everything typed.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\Checkout\BookingForm;
use EventinPro\Rest\FieldError;
use EventinPro\Settings\SettingsRepository;
use EventinPro\Support\BuildAssets;
use EventinPro\Support\ClientIp;
use EventinPro\Support\FormState;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Form. It takes the booking form's field classes (build/booking.css is on
 * every event page), so it needs no style of its own.
 */
final class RsvpForm {

	public const ACTION = 'eventin_rsvp';

	public const ANCHOR = 'eventin-rsvp';

	public const HANDLE = 'eventin-rsvp';

	/**
	 * Query argument of the page the form returns to: the answer given
	 * (going, not_going, maybe, or confirm for a change waiting).
	 */
	public const DONE_ARG = 'eventin_rsvp_done';

	/**
	 * Query argument of a kept form state (FormState).
	 */
	public const STATE_ARG = 'eventin_rsvp_form';

	/**
	 * The form for an event taking answers (filter `eventin_event_rsvp_form`).
	 *
	 * @param string              $html  Markup so far.
	 * @param array<string,mixed> $event Event item (EventsService::get()).
	 */
	public static function render( $html, $event ): string {
		if ( ! is_array( $event ) || ! isset( $event['id'] ) || 'yes' !== ( $event['rsvp_enabled'] ?? '' ) ) {
			return (string) $html;
		}
		$modules = ( new SettingsRepository() )->get( 'modules' );
		if ( 'on' !== ( $modules['rsvp'] ?? 'on' ) ) {
			return (string) $html;
		}
		$rules = EventRsvp::of( (int) $event['id'], true );
		$out   = '<section class="eventin-booking eventin-rsvp" id="' . esc_attr( self::ANCHOR ) . '" aria-labelledby="eventin-rsvp-title"><h2 id="eventin-rsvp-title">' . esc_html__( 'RSVP', 'eventin-pro' ) . '</h2>';
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading the page the form returned to.
		$done  = isset( $_GET[ self::DONE_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::DONE_ARG ] ) ) : '';
		$state = isset( $_GET[ self::STATE_ARG ] ) ? FormState::take( 'rsvp', sanitize_key( wp_unslash( $_GET[ self::STATE_ARG ] ) ), (int) $event['id'] ) : null;
		// phpcs:enable
		if ( in_array( $done, RsvpRepository::STATUSES, true ) ) {
			return (string) $html . $out . '<p class="eventin-rsvp__done" role="status">' . esc_html( RsvpService::recorded_message( $done ) ) . '</p></section>';
		}
		if ( 'confirm' === $done ) {
			return (string) $html . $out . '<p class="eventin-rsvp__done" role="status">' . esc_html__( 'You have already answered. We sent you a link by e-mail: open it to confirm the change.', 'eventin-pro' ) . '</p></section>';
		}
		if ( self::closed( $event, $rules ) ) {
			return (string) $html . $out . '<p class="eventin-event__closed" role="status">' . esc_html__( 'Answers are closed for this event.', 'eventin-pro' ) . '</p></section>';
		}
		self::enqueue();
		return (string) $html . $out . self::places( (int) $event['id'], $rules ) . self::form( $event, $rules, $state['values'] ?? array(), $state['errors'] ?? array() ) . '</section>';
	}

	/**
	 * Handles the form's POST (admin_post_eventin_rsvp, for visitors too).
	 */
	public static function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- process() verifies the nonce of the event's form.
		$result = self::process( wp_unslash( $_POST ), ClientIp::get() );
		if ( '' === $result['url'] ) {
			wp_die( esc_html( $result['message'] ), '', array( 'response' => (int) $result['status'] ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- an HTTP status code.
		}
		wp_safe_redirect( $result['url'], 303 );
		exit;
	}

	/**
	 * What a POST of the form does: where the visitor goes next.
	 *
	 * @param array<string,mixed> $post Form values (unslashed).
	 * @param string              $ip   Client address.
	 * @return array{status:int,url:string,message:string}
	 */
	public static function process( array $post, string $ip ): array {
		$event_id = isset( $post['event_id'] ) && is_string( $post['event_id'] ) && ctype_digit( $post['event_id'] ) ? (int) $post['event_id'] : 0;
		$service  = new RsvpService();
		$event    = $service->event( $event_id );
		if ( ! $event ) {
			return array(
				'status'  => 404,
				'url'     => '',
				'message' => __( 'This event does not exist.', 'eventin-pro' ),
			);
		}
		$values = self::values( $post );
		if ( ! is_string( $post['_wpnonce'] ?? null ) || ! wp_verify_nonce( $post['_wpnonce'], self::nonce_action( $event_id ) ) ) {
			return self::back( $event, $values, array( 'form' => __( 'The form expired. Please send it again.', 'eventin-pro' ) ), 403 );
		}
		$result = $service->register( $values + array( 'event_id' => $event_id ), $ip );
		if ( is_wp_error( $result ) ) {
			return self::back( $event, $values, self::errors( $result ), (int) ( $result->get_error_data()['status'] ?? 400 ) );
		}
		$done = 202 === $result['status'] ? 'confirm' : $values['status'];
		return array(
			'status'  => $result['status'],
			'url'     => add_query_arg( self::DONE_ARG, $done, (string) $event['link'] ) . '#' . self::ANCHOR,
			'message' => $result['message'],
		);
	}

	/**
	 * Loads the form's script on the page that prints the form.
	 */
	private static function enqueue(): void {
		if ( ! wp_script_is( self::HANDLE, 'enqueued' ) && BuildAssets::register_script( self::HANDLE, 'rsvp' ) ) {
			wp_enqueue_script( self::HANDLE );
		}
	}

	/**
	 * Nonce action of an event's form.
	 *
	 * @param int $event_id Event id.
	 */
	public static function nonce_action( int $event_id ): string {
		return self::ACTION . '_' . $event_id;
	}

	/**
	 * The form's fields from a POST.
	 *
	 * @param array<string,mixed> $post Form values.
	 * @return array<string,mixed>
	 */
	private static function values( array $post ): array {
		$text   = static function ( $value ): string {
			return is_string( $value ) ? $value : '';
		};
		$guests = array();
		foreach ( is_array( $post['guests'] ?? null ) ? $post['guests'] : array() as $name ) {
			if ( '' !== trim( $text( $name ) ) ) {
				$guests[] = array( 'name' => $text( $name ) );
			}
		}
		return array(
			'name'    => $text( $post['name'] ?? '' ),
			'email'   => $text( $post['email'] ?? '' ),
			'status'  => $text( $post['status'] ?? '' ),
			'people'  => $text( $post['people'] ?? '1' ),
			'guests'  => $guests,
			'reason'  => $text( $post['reason'] ?? '' ),
			'website' => $text( $post['website'] ?? '' ),
		);
	}

	/**
	 * The refusal as field => message ('form' for the whole form).
	 *
	 * @param WP_Error $error Refusal.
	 * @return array<string,string>
	 */
	private static function errors( WP_Error $error ): array {
		if ( FieldError::CODE === $error->get_error_code() ) {
			$field = (string) ( $error->get_error_data()['field'] ?? 'form' );
			return array( 0 === strpos( $field, 'guests' ) ? 'guests' : $field => $error->get_error_message() );
		}
		return array( 'form' => $error->get_error_message() );
	}

	/**
	 * Back to the form, its errors and values kept.
	 *
	 * @param array<string,mixed>  $event  Event.
	 * @param array<string,mixed>  $values Typed values.
	 * @param array<string,string> $errors Errors.
	 * @param int                  $status Status.
	 * @return array{status:int,url:string,message:string}
	 */
	private static function back( array $event, array $values, array $errors, int $status ): array {
		unset( $values['website'] );
		$key = FormState::keep( 'rsvp', (int) $event['id'], $values, $errors );
		return array(
			'status'  => $status,
			'url'     => add_query_arg( self::STATE_ARG, $key, (string) $event['link'] ) . '#' . self::ANCHOR,
			'message' => (string) reset( $errors ),
		);
	}

	/**
	 * Whether answers are closed: past the deadline, or the event has started.
	 *
	 * @param array<string,mixed> $event Event item.
	 * @param array{enabled:bool,limit:int,min_people:int,max_people:int,answers:string[],guest_names:bool,deadline:string} $rules RSVP settings.
	 */
	private static function closed( array $event, array $rules ): bool {
		if ( '' !== $rules['deadline'] ) {
			return date_create_immutable( $rules['deadline'], wp_timezone() ) < date_create_immutable( 'now', wp_timezone() );
		}
		return in_array( (string) $event['status'], array( 'ongoing', 'expired' ), true );
	}

	/**
	 * The places line: how many are left of the limit.
	 *
	 * @param int $event_id Event id.
	 * @param array{enabled:bool,limit:int,min_people:int,max_people:int,answers:string[],guest_names:bool,deadline:string} $rules RSVP settings.
	 */
	private static function places( int $event_id, array $rules ): string {
		if ( $rules['limit'] <= 0 ) {
			return '';
		}
		$left = max( 0, $rules['limit'] - ( new RsvpRepository() )->counts( array( $event_id ) )[ $event_id ]['going'] );
		$text = 0 === $left
			? __( 'All places are taken. You can still answer "maybe".', 'eventin-pro' )
			/* translators: 1: places left, 2: places in all. */
			: sprintf( _n( '%1$d of %2$d place left.', '%1$d of %2$d places left.', $left, 'eventin-pro' ), $left, $rules['limit'] );
		return '<p class="eventin-rsvp__places">' . esc_html( $text ) . '</p>';
	}

	/**
	 * The form.
	 *
	 * @param array<string,mixed>  $event  Event item.
	 * @param array<string,mixed>  $rules  RSVP settings.
	 * @param array<string,mixed>  $values Values kept.
	 * @param array<string,string> $errors Errors kept.
	 */
	private static function form( array $event, array $rules, array $values, array $errors ): string {
		$value  = static function ( string $key ) use ( $values ): string {
			return is_string( $values[ $key ] ?? null ) ? $values[ $key ] : '';
		};
		$status = $value( 'status' ) ? $value( 'status' ) : $rules['answers'][0];
		$out    = '<form class="eventin-rsvp__form" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" data-eventin-rsvp="1" data-min="' . esc_attr( (string) $rules['min_people'] ) . '" data-max="' . esc_attr( (string) $rules['max_people'] ) . '" data-rest="' . esc_url( rest_url( 'eventin/v2/rsvp-registration' ) ) . '">';
		$out   .= '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '"><input type="hidden" name="event_id" value="' . esc_attr( (string) $event['id'] ) . '">';
		$out   .= wp_nonce_field( self::nonce_action( (int) $event['id'] ), '_wpnonce', false, false );
		$out   .= '<p class="eventin-booking__alert" role="alert"' . ( isset( $errors['form'] ) ? '' : ' hidden' ) . '>' . esc_html( $errors['form'] ?? '' ) . '</p>';
		$out   .= '<fieldset class="eventin-booking__field"><legend>' . esc_html__( 'Your answer', 'eventin-pro' ) . '</legend>';
		foreach ( $rules['answers'] as $answer ) {
			$out .= '<label class="eventin-rsvp__answer"><input type="radio" name="status" value="' . esc_attr( $answer ) . '"' . checked( $status, $answer, false ) . '> ' . esc_html( RsvpMails::answer_label( $answer ) ) . '</label> ';
		}
		$out .= BookingForm::error( 'status', $errors ) . '</fieldset>';
		foreach ( array(
			'name'  => array( __( 'Your name', 'eventin-pro' ), 'text', 'name' ),
			'email' => array( __( 'Your e-mail address', 'eventin-pro' ), 'email', 'email' ),
		) as $key => list( $label, $type, $autocomplete ) ) {
			$out .= '<p class="eventin-booking__field"><label for="eventin-rsvp-' . esc_attr( $key ) . '">' . esc_html( $label ) . ' <span class="eventin-booking__required" aria-hidden="true">*</span></label>';
			$out .= '<input type="' . esc_attr( $type ) . '" id="eventin-rsvp-' . esc_attr( $key ) . '" name="' . esc_attr( $key ) . '" autocomplete="' . esc_attr( $autocomplete ) . '" maxlength="100" required value="' . esc_attr( $value( $key ) ) . '"' . BookingForm::described( $key, $errors ) . '>';
			$out .= BookingForm::error( $key, $errors ) . '</p>';
		}
		if ( $rules['max_people'] > 1 ) {
			$people = $value( 'people' ) ? $value( 'people' ) : (string) $rules['min_people'];
			$out   .= '<p class="eventin-booking__field" data-rsvp-coming="1"><label for="eventin-rsvp-people">' . esc_html__( 'Number of people, you included', 'eventin-pro' ) . '</label>';
			$out   .= '<input type="number" id="eventin-rsvp-people" name="people" min="' . esc_attr( (string) $rules['min_people'] ) . '" max="' . esc_attr( (string) $rules['max_people'] ) . '" value="' . esc_attr( $people ) . '"' . BookingForm::described( 'people', $errors ) . '>';
			$out   .= BookingForm::error( 'people', $errors ) . '</p>';
			if ( $rules['guest_names'] ) {
				$guests = array_column( is_array( $values['guests'] ?? null ) ? $values['guests'] : array(), 'name' );
				$out   .= '<fieldset class="eventin-booking__field" data-rsvp-coming="1" data-rsvp-guests="1"><legend>' . esc_html__( 'Your guests\' names', 'eventin-pro' ) . '</legend>';
				for ( $n = 0; $n < $rules['max_people'] - 1; $n++ ) {
					/* translators: %d: guest number. */
					$out .= '<p data-rsvp-guest="' . esc_attr( (string) $n ) . '"><label for="eventin-rsvp-guest-' . esc_attr( (string) $n ) . '">' . esc_html( sprintf( __( 'Guest %d', 'eventin-pro' ), $n + 1 ) ) . '</label>';
					$out .= '<input type="text" id="eventin-rsvp-guest-' . esc_attr( (string) $n ) . '" name="guests[]" maxlength="100" value="' . esc_attr( (string) ( $guests[ $n ] ?? '' ) ) . '"></p>';
				}
				$out .= BookingForm::error( 'guests', $errors ) . '</fieldset>';
			}
		}
		if ( in_array( 'not_going', $rules['answers'], true ) ) {
			$out .= '<p class="eventin-booking__field" data-rsvp-not-coming="1"><label for="eventin-rsvp-reason">' . esc_html__( 'Why not? (optional)', 'eventin-pro' ) . '</label>';
			$out .= '<textarea id="eventin-rsvp-reason" name="reason" maxlength="500" rows="2"' . BookingForm::described( 'reason', $errors ) . '>' . esc_textarea( $value( 'reason' ) ) . '</textarea>' . BookingForm::error( 'reason', $errors ) . '</p>';
		}
		// A field people never see or reach; robots fill it in.
		$out .= '<div class="eventin-booking__hp" aria-hidden="true" style="position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden"><label for="eventin-rsvp-website">' . esc_html__( 'Leave this field empty', 'eventin-pro' ) . '</label><input type="text" id="eventin-rsvp-website" name="website" value="" tabindex="-1" autocomplete="off"></div>';
		$out .= '<p><button type="submit" class="wp-element-button">' . esc_html__( 'Send my answer', 'eventin-pro' ) . '</button></p>';
		return $out . '</form>';
	}
}
