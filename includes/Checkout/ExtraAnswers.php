<?php
/**
 * The answers to an event's extra fields on the booking form: read from the
 * POST, checked (the booking script checks the same with the same keys and
 * messages), and shaped for storage (Eventin 4's attendee meta
 * `etn_attendee_extra_field_<slug>`, a checkbox's answers as a list).
 *
 * @package EventinPro
 */

namespace EventinPro\Checkout;

use EventinPro\Events\ExtraFields;
use EventinPro\Support\Formats;

defined( 'ABSPATH' ) || exit;

/**
 * Extra field answers (static: it holds no state).
 */
final class ExtraAnswers {

	/**
	 * Longest text answer.
	 */
	public const MAX_TEXT = 200;

	/**
	 * The event's extra fields by key (CheckoutRules reads them from the event).
	 *
	 * @param array<string,mixed> $event The event (EventsService::get()).
	 * @return array<string,array{label:string,type:string,placeholder:string,required:bool,options:string[]}>
	 */
	public static function fields( array $event ): array {
		$fields = array();
		foreach ( is_array( $event['extra_fields'] ?? null ) ? $event['extra_fields'] : array() as $field ) {
			$fields[ ExtraFields::slug( (string) $field['label'] ) ] = $field;
		}
		return $fields;
	}

	/**
	 * The answers as typed: a checkbox's a list of strings, others a trimmed string.
	 *
	 * @param mixed                               $posted Submitted `extra` array.
	 * @param array<string,array<string,mixed>> $fields Fields by key.
	 * @return array<string,string|string[]>
	 */
	public static function values( $posted, array $fields ): array {
		$posted  = is_array( $posted ) ? $posted : array();
		$answers = array();
		foreach ( $fields as $slug => $field ) {
			$value = $posted[ $slug ] ?? null;
			if ( 'checkbox' === $field['type'] ) {
				$answers[ $slug ] = array_values( array_map( 'trim', array_filter( is_array( $value ) ? $value : array(), 'is_string' ) ) );
			} else {
				$answers[ $slug ] = is_string( $value ) ? trim( $value ) : '';
			}
		}
		return $answers;
	}

	/**
	 * Errors of one set of answers, keyed "<prefix>.<slug>".
	 *
	 * @param array<string,string|string[]>     $answers Answers (values()).
	 * @param array<string,array<string,mixed>> $fields  Fields by key.
	 * @param string                            $prefix  Key prefix ('extra', 'attendees.0.extra').
	 * @return array<string,string>
	 */
	public static function errors( array $answers, array $fields, string $prefix ): array {
		$errors = array();
		foreach ( $fields as $slug => $field ) {
			$error = self::error( $answers[ $slug ] ?? '', $field );
			if ( '' !== $error ) {
				$errors[ "$prefix.$slug" ] = $error;
			}
		}
		return $errors;
	}

	/**
	 * Why one answer is refused, or ''.
	 *
	 * @param string|string[]     $value Answer.
	 * @param array<string,mixed> $field Field.
	 */
	private static function error( $value, array $field ): string {
		$filled = static function ( string $text ): bool {
			return '' !== $text;
		};
		$given  = is_array( $value ) ? array_values( array_filter( $value, $filled ) ) : (string) $value;
		if ( '' === $given || array() === $given ) {
			return $field['required'] ? __( 'This field is required.', 'eventin-pro' ) : '';
		}
		if ( is_array( $given ) ) { // A checkbox's answers: values() gives a list to no other type.
			return array_diff( $given, $field['options'] ) ? __( 'Choose one of the options.', 'eventin-pro' ) : '';
		}
		switch ( $field['type'] ) {
			case 'number':
				return is_numeric( $given ) ? '' : __( 'Enter a number.', 'eventin-pro' );
			case 'date':
				return null !== Formats::date( $given ) ? '' : __( 'Enter a date as YYYY-MM-DD.', 'eventin-pro' );
			case 'radio':
			case 'select':
			case 'checkbox':
				return ! in_array( $given, $field['options'], true ) ? __( 'Choose one of the options.', 'eventin-pro' ) : '';
			default:
				if ( wp_strip_all_tags( $given ) !== $given ) {
					return __( 'HTML is not allowed here.', 'eventin-pro' );
				}
				/* translators: %d: most characters allowed. */
				return mb_strlen( $given ) > self::MAX_TEXT ? sprintf( __( 'At most %d characters.', 'eventin-pro' ), self::MAX_TEXT ) : '';
		}
	}

	/**
	 * Valid answers as stored: the fields answered only (an attendee's meta
	 * key per field; a checkbox's answers a list).
	 *
	 * @param array<string,string|string[]> $answers Valid answers.
	 * @return array<string,string|string[]>
	 */
	public static function stored( array $answers ): array {
		return array_filter(
			$answers,
			static function ( $value ): bool {
				return '' !== $value && array() !== $value;
			}
		);
	}
}
