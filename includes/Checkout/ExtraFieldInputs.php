<?php
/**
 * The inputs of an event's extra fields on the booking form, for one
 * attendee row or once for the whole booking: a label for every input,
 * radio and checkbox groups as a fieldset with a legend, the required ones
 * marked, the typed answers and each field's error kept.
 *
 * @package EventinPro
 */

namespace EventinPro\Checkout;

defined( 'ABSPATH' ) || exit;

/**
 * Extra field inputs (static: it holds no state).
 */
final class ExtraFieldInputs {

	/**
	 * The inputs of every field.
	 *
	 * @param array<string,array<string,mixed>> $fields  Fields by key (ExtraAnswers::fields()).
	 * @param array<string,mixed>               $answers Answers typed before, by key.
	 * @param array<string,string>              $errors  Errors of the form.
	 * @param int|null                          $row     Attendee row (from 0), or null for the booking.
	 */
	public static function render( array $fields, array $answers, array $errors, ?int $row = null ): string {
		$out = '';
		foreach ( $fields as $slug => $field ) {
			$where = null === $row
				? array( 'eventin-extra-' . $slug, "extra[$slug]", "extra.$slug" )
				: array( "eventin-attendee-$row-extra-$slug", "attendees[$row][extra][$slug]", "attendees.$row.extra.$slug" );
			$out  .= self::field( $field, $where, $answers[ $slug ] ?? '', $errors, self::label( (string) $field['label'], $row ) );
		}
		return $out;
	}

	/**
	 * A field's label as HTML: the label, or "Attendee N: label" in a row (the
	 * number in its own element, which the booking script renumbers).
	 *
	 * @param string   $label Label.
	 * @param int|null $row   Attendee row, or null.
	 */
	public static function label( string $label, ?int $row ): string {
		if ( null === $row ) {
			return esc_html( $label );
		}
		/* translators: 1: attendee number, 2: field label. */
		return sprintf( esc_html__( 'Attendee %1$s: %2$s', 'eventin-pro' ), self::number( $row ), esc_html( $label ) );
	}

	/**
	 * An attendee's number, for the script to renumber copies.
	 *
	 * @param int $row Attendee row (from 0).
	 */
	public static function number( int $row ): string {
		return '<span class="eventin-booking__n">' . esc_html( (string) ( $row + 1 ) ) . '</span>';
	}

	/**
	 * One field.
	 *
	 * @param array<string,mixed>  $field  Field.
	 * @param string[]             $where  Id, name and error key.
	 * @param mixed                $answer Answer typed before.
	 * @param array<string,string> $errors Errors.
	 * @param string               $label  Label HTML (escaped).
	 */
	private static function field( array $field, array $where, $answer, array $errors, string $label ): string {
		list( $id, $name, $key ) = $where;
		$required                = (bool) $field['required'];
		$mark                    = $required ? ' <span class="eventin-booking__required" aria-hidden="true">*</span>' : '';
		// What the booking script checks: the field's key, its type, whether it is required.
		$data = ' data-extra="' . esc_attr( $key ) . '" data-type="' . esc_attr( (string) $field['type'] ) . '"' . ( $required ? ' data-required="1"' : '' );
		if ( in_array( $field['type'], array( 'radio', 'checkbox' ), true ) ) {
			return self::group( $field, $where, $answer, $errors, $data, $label . $mark . ( $required ? ' <span class="eventin-booking__sr">' . esc_html__( '(required)', 'eventin-pro' ) . '</span>' : '' ) );
		}
		$value = is_string( $answer ) ? $answer : '';
		$attrs = ' id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '"' . ( $required ? ' required' : '' ) . BookingForm::described( $key, $errors );
		$out   = '<p class="eventin-booking__field"' . $data . '><label for="' . esc_attr( $id ) . '">' . $label . $mark . '</label>';
		if ( 'select' === $field['type'] ) {
			$out .= '<select' . $attrs . '><option value="">' . esc_html( '' !== $field['placeholder'] ? $field['placeholder'] : __( 'Choose…', 'eventin-pro' ) ) . '</option>';
			foreach ( $field['options'] as $option ) {
				$out .= '<option value="' . esc_attr( $option ) . '"' . selected( $value, $option, false ) . '>' . esc_html( $option ) . '</option>';
			}
			$out .= '</select>';
		} else {
			$types = array(
				'number' => ' type="number" step="any" inputmode="decimal"',
				'date'   => ' type="date"',
				'text'   => ' type="text" maxlength="' . ExtraAnswers::MAX_TEXT . '"',
			);
			$hint  = '' !== $field['placeholder'] && 'date' !== $field['type'] ? ' placeholder="' . esc_attr( $field['placeholder'] ) . '"' : '';
			$out  .= '<input' . ( $types[ $field['type'] ] ?? $types['text'] ) . $attrs . $hint . ' value="' . esc_attr( $value ) . '">';
		}
		return $out . BookingForm::error( $key, $errors ) . '</p>';
	}

	/**
	 * A radio or checkbox group: a fieldset whose legend is the label.
	 *
	 * @param array<string,mixed>  $field  Field.
	 * @param string[]             $where  Id, name and error key.
	 * @param mixed                $answer Answer typed before.
	 * @param array<string,string> $errors Errors.
	 * @param string               $data   Data attributes of the group.
	 * @param string               $legend Legend HTML (escaped).
	 */
	private static function group( array $field, array $where, $answer, array $errors, string $data, string $legend ): string {
		list( $id, $name, $key ) = $where;
		$checkbox                = 'checkbox' === $field['type'];
		$chosen                  = array_map( 'strval', is_array( $answer ) ? $answer : array( $answer ) );
		$out                     = '<fieldset class="eventin-booking__group"' . $data . '><legend>' . $legend . '</legend>';
		foreach ( array_values( $field['options'] ) as $n => $option ) {
			$option_id = "$id-$n";
			$out      .= '<p class="eventin-booking__choice"><input type="' . ( $checkbox ? 'checkbox' : 'radio' ) . '" id="' . esc_attr( $option_id ) . '" name="' . esc_attr( $name . ( $checkbox ? '[]' : '' ) ) . '" value="' . esc_attr( $option ) . '"';
			$out      .= ( in_array( $option, $chosen, true ) ? ' checked' : '' ) . ( $field['required'] && ! $checkbox ? ' required' : '' ) . BookingForm::described( $key, $errors ) . '>';
			$out      .= ' <label for="' . esc_attr( $option_id ) . '">' . esc_html( $option ) . '</label></p>';
		}
		return $out . BookingForm::error( $key, $errors ) . '</fieldset>';
	}
}
