<?php
/**
 * Typed reads of a widget's cleaned attributes.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes;

defined( 'ABSPATH' ) || exit;

/**
 * Widget::clean() gives each attribute its type (int, string or a list of
 * ids), but the attributes travel as one array of all three: a view reads
 * each as the type its Attribute has.
 */
final class Atts {

	/**
	 * A text, choice or yes/no attribute; $fallback when missing (or not text).
	 *
	 * @param array<string,int|string|int[]> $atts     Cleaned attributes.
	 * @param string                         $name     Attribute.
	 * @param string                         $fallback Value when it is missing.
	 */
	public static function text( array $atts, string $name, string $fallback = '' ): string {
		$value = $atts[ $name ] ?? $fallback;
		return is_array( $value ) ? $fallback : (string) $value;
	}

	/**
	 * An ids attribute; empty when missing.
	 *
	 * @param array<string,int|string|int[]> $atts Cleaned attributes.
	 * @param string                         $name Attribute.
	 * @return int[]
	 */
	public static function ids( array $atts, string $name ): array {
		$value = $atts[ $name ] ?? array();
		return is_array( $value ) ? $value : array();
	}
}
