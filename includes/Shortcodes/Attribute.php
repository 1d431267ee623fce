<?php
/**
 * One typed, allow-listed shortcode attribute: its type, default and bounds,
 * and the one place that turns a raw value (whatever a page, a block or an
 * attacker sends) into a value of that type.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes;

use InvalidArgumentException;

defined( 'ABSPATH' ) || exit;

/**
 * Attribute definition. Build with the named constructors; clean() never
 * throws and never raises a PHP warning, whatever it is given.
 */
final class Attribute {

	public const INT     = 'int';
	public const ENUM    = 'enum';
	public const YES_NO  = 'yes_no';
	public const IDS     = 'ids';
	public const TEXT    = 'text';
	public const ORDER   = 'order';
	public const ORDERBY = 'orderby';

	/**
	 * At most this many ids are kept from a list.
	 */
	public const MAX_IDS = 100;

	/**
	 * Words that mean yes / no, compared case-insensitively.
	 */
	private const YES = array( 'yes', 'true', '1', 'on' );
	private const NO  = array( 'no', 'false', '0', 'off' );

	/**
	 * Type (one of the constants).
	 *
	 * @var string
	 */
	private $type;

	/**
	 * Value used when the attribute is missing or unusable.
	 *
	 * @var int|string|int[]
	 */
	private $default;

	/**
	 * Lower bound of an int.
	 *
	 * @var int|null
	 */
	private $min;

	/**
	 * Upper bound of an int; maximum length of a text.
	 *
	 * @var int|null
	 */
	private $max;

	/**
	 * Allowed values of an enum/order/orderby/yes_no, in their canonical spelling.
	 *
	 * @var string[]
	 */
	private $allowed;

	/**
	 * Value when a page leaves the attribute out (Eventin's own default, so
	 * that pages written for Eventin render as they did); the form default
	 * ($default) otherwise.
	 *
	 * @var int|string|int[]
	 */
	private $omitted;

	/**
	 * Use the named constructors.
	 *
	 * @param string           $type    Type.
	 * @param int|string|int[] $default Default.
	 * @param int|null         $min     Lower bound.
	 * @param int|null         $max     Upper bound or maximum length.
	 * @param string[]         $allowed Allowed values.
	 */
	private function __construct( string $type, $default, ?int $min = null, ?int $max = null, array $allowed = array() ) {
		$this->type    = $type;
		$this->default = $default;
		$this->min     = $min;
		$this->max     = $max;
		$this->allowed = $allowed;
		$this->omitted = $default;
	}

	/**
	 * A whole number; out of range is clamped, anything not written as a whole
	 * number in digits ("1e9", "3abc", "2.5", arrays, null) gives the default.
	 *
	 * @param int $default Default, within the bounds.
	 * @param int $min     Lowest value.
	 * @param int $max     Highest value.
	 * @return self
	 * @throws InvalidArgumentException When the default is out of bounds (a catalogue mistake).
	 */
	public static function int( int $default, int $min, int $max ): self {
		if ( $min > $max || $default < $min || $default > $max ) {
			throw new InvalidArgumentException( 'Attribute default out of bounds.' );
		}
		return new self( self::INT, $default, $min, $max );
	}

	/**
	 * One of a list of values, matched case-insensitively and returned in the
	 * list's spelling; anything else gives the default.
	 *
	 * @param string   $default Default, one of $allowed.
	 * @param string[] $allowed Allowed values.
	 * @return self
	 */
	public static function enum( string $default, array $allowed ): self {
		return self::choice( self::ENUM, $default, $allowed );
	}

	/**
	 * 'yes' or 'no'; true/false, 1/0 and on/off are accepted too.
	 *
	 * @param string      $default 'yes' or 'no': the form's default, and the value of anything unreadable.
	 * @param string|null $omitted The value when a page leaves it out (default: $default).
	 * @return self
	 */
	public static function yes_no( string $default = 'no', ?string $omitted = null ): self {
		$attribute = self::choice( self::YES_NO, $default, array( 'yes', 'no' ) );
		if ( null !== $omitted ) {
			$attribute->omitted = $attribute->clean_choice( $omitted );
		}
		return $attribute;
	}

	/**
	 * A list of positive integers (comma-separated text, or an array), at most
	 * MAX_IDS of them, without repeats; anything else in the list is dropped.
	 *
	 * @return self
	 */
	public static function ids(): self {
		return new self( self::IDS, array() );
	}

	/**
	 * Plain text on one line: tags, control characters and the characters
	 * < > " removed, at most $max_length characters; empty gives the default.
	 *
	 * @param string $default    Default.
	 * @param int    $max_length Maximum length in characters.
	 * @return self
	 */
	public static function text( string $default, int $max_length = 100 ): self {
		return new self( self::TEXT, $default, null, $max_length );
	}

	/**
	 * Sort direction: ASC or DESC, default DESC.
	 *
	 * @return self
	 */
	public static function order(): self {
		return self::choice( self::ORDER, 'DESC', array( 'ASC', 'DESC' ) );
	}

	/**
	 * Sort field: title, ID, post_date, name, plus etn_start_date and
	 * etn_end_date for events; default ID.
	 *
	 * @param bool $events Whether the widget lists events.
	 * @return self
	 */
	public static function orderby( bool $events = false ): self {
		$allowed = array( 'title', 'ID', 'post_date', 'name' );
		if ( $events ) {
			$allowed[] = 'etn_start_date';
			$allowed[] = 'etn_end_date';
		}
		return self::choice( self::ORDERBY, 'ID', $allowed );
	}

	/**
	 * An attribute whose value is one of a list.
	 *
	 * @param string   $type    Type.
	 * @param string   $default Default.
	 * @param string[] $allowed Allowed values.
	 * @return self
	 * @throws InvalidArgumentException When the default is not allowed (a catalogue mistake).
	 */
	private static function choice( string $type, string $default, array $allowed ): self {
		if ( ! in_array( $default, $allowed, true ) ) {
			throw new InvalidArgumentException( 'Attribute default not among the allowed values.' );
		}
		return new self( $type, $default, null, null, array_values( $allowed ) );
	}

	/**
	 * Type: one of the class constants.
	 *
	 * @return string
	 */
	public function type(): string {
		return $this->type;
	}

	/**
	 * Default value.
	 *
	 * @return int|string|int[]
	 */
	public function default_value() {
		return $this->default;
	}

	/**
	 * Value when a page leaves the attribute out.
	 *
	 * @return int|string|int[]
	 */
	public function omitted_value() {
		return $this->omitted;
	}

	/**
	 * Lowest value of an int, else null.
	 *
	 * @return int|null
	 */
	public function min(): ?int {
		return $this->min;
	}

	/**
	 * Highest value of an int, maximum length of a text, else null.
	 *
	 * @return int|null
	 */
	public function max(): ?int {
		return $this->max;
	}

	/**
	 * Allowed values of a choice (enum, yes_no, order, orderby), else empty.
	 *
	 * @return string[]
	 */
	public function allowed(): array {
		return $this->allowed;
	}

	/**
	 * The definition as plain data (for the shortcode generator and blocks).
	 *
	 * @return array<string,mixed>
	 */
	public function to_array(): array {
		$out = array(
			'type'    => $this->type,
			'default' => $this->default,
		);
		if ( $this->omitted !== $this->default ) {
			$out['omitted'] = $this->omitted;
		}
		if ( self::INT === $this->type ) {
			$out['min'] = $this->min;
			$out['max'] = $this->max;
		} elseif ( self::TEXT === $this->type ) {
			$out['max_length'] = $this->max;
		} elseif ( array() !== $this->allowed ) {
			$out['allowed'] = $this->allowed;
		}
		return $out;
	}

	/**
	 * The raw value as a value of this attribute's type.
	 *
	 * @param mixed $raw Anything.
	 * @return int|string|int[]
	 */
	public function clean( $raw ) {
		switch ( $this->type ) {
			case self::INT:
				return $this->clean_int( $raw );
			case self::IDS:
				return self::clean_ids( $raw );
			case self::TEXT:
				return $this->clean_text( $raw );
			case self::YES_NO:
				return $this->clean_yes_no( $raw );
			default:
				return $this->clean_choice( $raw );
		}
	}

	/**
	 * Int: digits with an optional sign and surrounding spaces, clamped.
	 *
	 * @param mixed $raw Raw value.
	 * @return int
	 */
	private function clean_int( $raw ): int {
		if ( is_float( $raw ) && is_finite( $raw ) && floor( $raw ) === $raw ) {
			return $this->clamp( $raw );
		}
		if ( is_int( $raw ) ) {
			return $this->clamp( $raw );
		}
		if ( ! is_string( $raw ) || ! preg_match( '/^\s*+([+-]?)(\d++)\s*+$/D', $raw, $m ) ) {
			return (int) $this->default;
		}
		$digits = ltrim( $m[2], '0' );
		if ( strlen( $digits ) > 9 ) {
			// Beyond any bound (and possibly beyond PHP_INT_MAX): the nearest bound.
			return '-' === $m[1] ? (int) $this->min : (int) $this->max;
		}
		return $this->clamp( '-' === $m[1] ? - (int) $digits : (int) $digits );
	}

	/**
	 * A number within the bounds.
	 *
	 * @param int|float $value Whole number.
	 * @return int
	 */
	private function clamp( $value ): int {
		if ( $value < $this->min ) {
			return (int) $this->min;
		}
		if ( $value > $this->max ) {
			return (int) $this->max;
		}
		return (int) $value;
	}

	/**
	 * Enum, order, orderby: the allowed value equal to the raw one ignoring case.
	 *
	 * @param mixed $raw Raw value.
	 * @return string
	 */
	private function clean_choice( $raw ): string {
		if ( is_int( $raw ) ) {
			$raw = (string) $raw;
		}
		if ( is_string( $raw ) && strlen( $raw ) <= 100 ) {
			$raw = trim( $raw );
			foreach ( $this->allowed as $value ) {
				if ( 0 === strcasecmp( $value, $raw ) ) {
					return $value;
				}
			}
		}
		return $this->text_default();
	}

	/**
	 * Yes/no: booleans, 1/0 and the words in YES / NO.
	 *
	 * @param mixed $raw Raw value.
	 * @return string
	 */
	private function clean_yes_no( $raw ): string {
		if ( is_bool( $raw ) ) {
			return $raw ? 'yes' : 'no';
		}
		if ( 1 === $raw || 0 === $raw ) {
			return 1 === $raw ? 'yes' : 'no';
		}
		if ( is_string( $raw ) && strlen( $raw ) <= 100 ) {
			$word = strtolower( trim( $raw ) );
			if ( in_array( $word, self::YES, true ) ) {
				return 'yes';
			}
			if ( in_array( $word, self::NO, true ) ) {
				return 'no';
			}
		}
		return $this->text_default();
	}

	/**
	 * The default of a choice, yes/no or text attribute (their constructors
	 * take only a string).
	 */
	private function text_default(): string {
		return is_array( $this->default ) ? '' : (string) $this->default;
	}

	/**
	 * Ids: positive integers from a comma-separated text, a number or a flat array.
	 *
	 * @param mixed $raw Raw value.
	 * @return int[]
	 */
	private static function clean_ids( $raw ): array {
		if ( is_int( $raw ) ) {
			$pieces = array( $raw );
		} elseif ( is_string( $raw ) ) {
			// Bounded work on a huge list: the last piece keeps the rest and is dropped (it holds commas).
			$pieces = explode( ',', $raw, 10 * self::MAX_IDS );
		} elseif ( is_array( $raw ) ) {
			$pieces = array_slice( array_values( $raw ), 0, 10 * self::MAX_IDS );
		} else {
			return array();
		}

		$ids = array();
		foreach ( $pieces as $piece ) {
			$id = self::positive_int( $piece );
			if ( null !== $id ) {
				$ids[ $id ] = $id;
				if ( count( $ids ) >= self::MAX_IDS ) {
					break;
				}
			}
		}
		return array_values( $ids );
	}

	/**
	 * A positive integer written in digits (at most 18, so it fits an int), else null.
	 *
	 * @param mixed $piece One list item.
	 * @return int|null
	 */
	private static function positive_int( $piece ): ?int {
		if ( is_int( $piece ) ) {
			return $piece > 0 ? $piece : null;
		}
		if ( ! is_string( $piece ) || ! preg_match( '/^\s*+(\d++)\s*+$/D', $piece, $m ) ) {
			return null;
		}
		$digits = ltrim( $m[1], '0' );
		return '' !== $digits && strlen( $digits ) <= 18 ? (int) $digits : null;
	}

	/**
	 * Text: plain, one line, no < > ", at most max() characters.
	 *
	 * @param mixed $raw Raw value.
	 * @return string
	 */
	private function clean_text( $raw ): string {
		if ( is_int( $raw ) ) {
			$raw = (string) $raw;
		}
		if ( ! is_string( $raw ) ) {
			return $this->text_default();
		}
		$text = wp_strip_all_tags( wp_check_invalid_utf8( $raw ) );
		$text = str_replace( array( '<', '>', '"' ), '', $text );
		// ASCII controls and spaces only: a byte class with \s could split UTF-8 sequences.
		$text = trim( (string) preg_replace( '/[\x00-\x20\x7F]+/', ' ', $text ) );
		if ( '' === $text ) {
			return $this->text_default();
		}
		return trim( mb_substr( $text, 0, (int) $this->max ) );
	}
}
