<?php
/**
 * An event's extra attendee fields in Eventin 4's stored shape
 * (`attendee_extra_fields`): read to clean fields, checked, and merged back
 * into what is stored. Part of the storage layer (with EventMeta).
 *
 * Stored rows: `{ label, type, place_holder, required, <type>: [options] }`
 * (a radio's options under `radio`, a checkbox's under `checkbox`, a
 * select's under `select`); older rows say `field_type`, `placeholder_text`
 * and `field_options` ([{value}]). Clean fields:
 * `{ label, type, placeholder, required, options }`.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Extra fields mapper (static: it holds no state).
 */
final class ExtraFields {

	public const TYPES = array( 'text', 'number', 'date', 'radio', 'checkbox', 'select' );

	/**
	 * Types whose answer is one of (or, for checkbox, some of) the options.
	 */
	public const CHOICE_TYPES = array( 'radio', 'checkbox', 'select' );

	public const MAX_FIELDS = 20;

	/**
	 * Longest label, placeholder or option.
	 */
	public const MAX_TEXT = 100;

	/**
	 * The key of a field's answers: Eventin 4's attendee meta is
	 * `etn_attendee_extra_field_<slug>`, the label lowercased with spaces and
	 * hyphens as underscores (other characters dropped, as sanitize_key() does).
	 *
	 * @param string $label Label.
	 */
	public static function slug( string $label ): string {
		return sanitize_key( str_replace( array( ' ', '-' ), '_', trim( $label ) ) );
	}

	/**
	 * The usable fields of a stored value; rows that cannot be used (not an
	 * array, no label, a type this plugin does not have such as Eventin's
	 * `file`, a choice without options, a label whose key an earlier row has)
	 * are left out.
	 *
	 * @param mixed $raw Stored value.
	 * @return array<int,array{label:string,type:string,placeholder:string,required:bool,options:string[]}>
	 */
	public static function read( $raw ): array {
		$fields = array();
		$slugs  = array();
		foreach ( is_array( $raw ) ? $raw : array() as $row ) {
			$field = is_array( $row ) ? self::read_row( $row ) : null;
			if ( ! $field || isset( $slugs[ self::slug( $field['label'] ) ] ) ) {
				continue;
			}
			$slugs[ self::slug( $field['label'] ) ] = true;
			$fields[]                               = $field;
		}
		return $fields;
	}

	/**
	 * One stored row as a clean field, or null when it cannot be used.
	 *
	 * @param array<string,mixed> $row Stored row.
	 * @return array{label:string,type:string,placeholder:string,required:bool,options:string[]}|null
	 */
	private static function read_row( array $row ): ?array {
		$label = isset( $row['label'] ) && is_scalar( $row['label'] ) ? trim( (string) $row['label'] ) : '';
		$type  = self::stored( $row, array( 'type', 'field_type' ) );
		if ( '' === $label || '' === self::slug( $label ) || ! in_array( $type, self::TYPES, true ) ) {
			return null;
		}
		$options = array();
		if ( in_array( $type, self::CHOICE_TYPES, true ) ) {
			$list = $row[ $type ] ?? $row['field_options'] ?? array();
			foreach ( is_array( $list ) ? $list : array() as $option ) {
				// Eventin 3 kept each option in an array under `value`.
				$option = is_array( $option ) ? ( $option['value'] ?? '' ) : $option;
				$option = is_scalar( $option ) ? trim( (string) $option ) : '';
				if ( '' !== $option && ! in_array( $option, $options, true ) ) {
					$options[] = $option;
				}
			}
			if ( ! $options ) {
				return null;
			}
		}
		return array(
			'label'       => $label,
			'type'        => $type,
			'placeholder' => self::stored( $row, array( 'place_holder', 'placeholder_text' ) ),
			'required'    => in_array( $row['required'] ?? false, array( true, 1, '1', 'yes', 'on', 'true' ), true ),
			'options'     => $options,
		);
	}

	/**
	 * The first of $keys a row holds as text ('' when none).
	 *
	 * @param array<string,mixed> $row  Stored row.
	 * @param string[]            $keys Keys, Eventin 4's first.
	 */
	private static function stored( array $row, array $keys ): string {
		foreach ( $keys as $key ) {
			if ( isset( $row[ $key ] ) && is_scalar( $row[ $key ] ) && '' !== (string) $row[ $key ] ) {
				return trim( (string) $row[ $key ] );
			}
		}
		return '';
	}

	/**
	 * Why a submitted list cannot be stored (field path and reason), or null.
	 * Types, lengths and the number of fields are the schema's.
	 *
	 * @param array<int,array<string,mixed>> $fields Submitted fields.
	 * @return array{0:string,1:string}|null
	 */
	public static function problem( array $fields ): ?array {
		$slugs = array();
		foreach ( array_values( $fields ) as $i => $field ) {
			$label   = trim( (string) ( $field['label'] ?? '' ) );
			$options = array_map( 'trim', array_map( 'strval', (array) ( $field['options'] ?? array() ) ) );
			$choice  = in_array( $field['type'] ?? '', self::CHOICE_TYPES, true );
			$at      = "extra_fields[$i]";
			if ( '' === $label ) {
				return array( "{$at}[label]", __( 'Enter a label.', 'eventin-pro' ) );
			}
			foreach ( array(
				'label'       => $label,
				'placeholder' => (string) ( $field['placeholder'] ?? '' ),
			) as $key => $text ) {
				if ( ! self::plain( $text ) ) {
					return array( "{$at}[$key]", __( 'HTML is not allowed here.', 'eventin-pro' ) );
				}
			}
			$slug = self::slug( $label );
			if ( '' === $slug ) {
				return array( "{$at}[label]", __( 'The label needs a letter or a digit.', 'eventin-pro' ) );
			}
			if ( isset( $slugs[ $slug ] ) ) {
				/* translators: %d: position of the other field, from 1. */
				return array( "{$at}[label]", sprintf( __( 'Field %d has the same label; each label must be different.', 'eventin-pro' ), $slugs[ $slug ] + 1 ) );
			}
			$slugs[ $slug ] = $i;
			if ( ! $choice && $options ) {
				return array( "{$at}[options]", __( 'Only radio, checkbox and select fields have options.', 'eventin-pro' ) );
			}
			if ( $choice && ! $options ) {
				return array( "{$at}[options]", __( 'Add at least one option.', 'eventin-pro' ) );
			}
			$seen = array();
			foreach ( $options as $option ) {
				if ( '' === $option || ! self::plain( $option ) ) {
					return array( "{$at}[options]", '' === $option ? __( 'An option must not be empty.', 'eventin-pro' ) : __( 'HTML is not allowed here.', 'eventin-pro' ) );
				}
				$key = function_exists( 'mb_strtolower' ) ? mb_strtolower( $option ) : strtolower( $option );
				if ( isset( $seen[ $key ] ) ) {
					/* translators: %s: the option. */
					return array( "{$at}[options]", sprintf( __( 'The option "%s" is listed twice.', 'eventin-pro' ), $option ) );
				}
				$seen[ $key ] = true;
			}
		}
		return null;
	}

	/**
	 * Whether a text has no HTML.
	 *
	 * @param string $text Text.
	 */
	private static function plain( string $text ): bool {
		return wp_strip_all_tags( $text ) === $text && false === strpos( $text, '<' );
	}

	/**
	 * A validated submitted list as clean fields.
	 *
	 * @param mixed $value Submitted value.
	 * @return array<int,array{label:string,type:string,placeholder:string,required:bool,options:string[]}>
	 */
	public static function clean( $value ): array {
		$fields = array();
		foreach ( is_array( $value ) ? $value : array() as $field ) {
			$type     = (string) $field['type'];
			$fields[] = array(
				'label'       => trim( (string) $field['label'] ),
				'type'        => $type,
				'placeholder' => trim( (string) ( $field['placeholder'] ?? '' ) ),
				'required'    => rest_sanitize_boolean( $field['required'] ?? false ),
				'options'     => in_array( $type, self::CHOICE_TYPES, true ) ? array_values( array_map( 'trim', array_map( 'strval', (array) ( $field['options'] ?? array() ) ) ) ) : array(),
			);
		}
		return $fields;
	}

	/**
	 * Merges clean fields into the stored rows: a field takes the stored row
	 * with its key (same label, whatever the case), keeps every key this
	 * plugin does not own, and its owned keys go where the row had them
	 * (`field_type` / `placeholder_text` in older rows). Rows this plugin
	 * cannot read (another type, such as Eventin's `file`, or a label an
	 * earlier row has) stay as they are, after the fields.
	 *
	 * @param mixed                          $raw    Stored value.
	 * @param array<int,array<string,mixed>> $fields Clean fields.
	 * @return array<int,mixed> The value to store.
	 */
	public static function merge( $raw, array $fields ): array {
		$by_slug  = array();
		$unusable = array();
		foreach ( is_array( $raw ) ? $raw : array() as $row ) {
			$field = is_array( $row ) ? self::read_row( $row ) : null;
			if ( $field && ! isset( $by_slug[ self::slug( $field['label'] ) ] ) ) {
				$by_slug[ self::slug( $field['label'] ) ] = $row;
			} else {
				$unusable[] = $row;
			}
		}
		$rows = array();
		foreach ( $fields as $field ) {
			$row          = $by_slug[ self::slug( $field['label'] ) ] ?? array();
			$row['label'] = $field['label'];
			$row[ self::key_in( $row, 'type', 'field_type' ) ]               = $field['type'];
			$row[ self::key_in( $row, 'place_holder', 'placeholder_text' ) ] = $field['placeholder'];
			$row['required'] = $field['required'];
			foreach ( self::CHOICE_TYPES as $choice ) {
				unset( $row[ $choice ] );
			}
			if ( in_array( $field['type'], self::CHOICE_TYPES, true ) ) {
				$row[ $field['type'] ] = $field['options'];
				unset( $row['field_options'] ); // Eventin 3's copy would go stale.
			}
			$rows[] = $row;
		}
		return array_merge( $rows, $unusable );
	}

	/**
	 * Where a row keeps a value: Eventin 4's key, or the older one when only it is there.
	 *
	 * @param array<string,mixed> $row   Stored row.
	 * @param string              $key   Eventin 4's key.
	 * @param string              $older Older key.
	 */
	private static function key_in( array $row, string $key, string $older ): string {
		return ! array_key_exists( $key, $row ) && array_key_exists( $older, $row ) ? $older : $key;
	}
}
