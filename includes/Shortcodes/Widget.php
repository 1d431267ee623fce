<?php
/**
 * One shortcode widget of the catalogue: its tag, a stable key, its kind and
 * its attribute table.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes;

defined( 'ABSPATH' ) || exit;

/**
 * Widget definition (immutable).
 */
final class Widget {

	/**
	 * Shortcode tag, e.g. etn_pro_events_classic.
	 *
	 * @var string
	 */
	private $tag;

	/**
	 * Stable key, e.g. events_classic (for the generator and blocks).
	 *
	 * @var string
	 */
	private $key;

	/**
	 * What it shows: one of the Catalogue::KIND_* values.
	 *
	 * @var string
	 */
	private $kind;

	/**
	 * Attributes by name, in the order a form shows them.
	 *
	 * @var array<string,Attribute>
	 */
	private $attributes;

	/**
	 * Widget.
	 *
	 * @param string                  $tag        Shortcode tag.
	 * @param string                  $key        Stable key.
	 * @param string                  $kind       Kind.
	 * @param array<string,Attribute> $attributes Attributes by (lower-case) name.
	 */
	public function __construct( string $tag, string $key, string $kind, array $attributes ) {
		$this->tag        = $tag;
		$this->key        = $key;
		$this->kind       = $kind;
		$this->attributes = $attributes;
	}

	/**
	 * Shortcode tag.
	 *
	 * @return string
	 */
	public function tag(): string {
		return $this->tag;
	}

	/**
	 * Stable key.
	 *
	 * @return string
	 */
	public function key(): string {
		return $this->key;
	}

	/**
	 * Kind.
	 *
	 * @return string
	 */
	public function kind(): string {
		return $this->kind;
	}

	/**
	 * Attributes by name.
	 *
	 * @return array<string,Attribute>
	 */
	public function attributes(): array {
		return $this->attributes;
	}

	/**
	 * Every attribute at its default (the generator form's starting values).
	 *
	 * @return array<string,int|string|int[]>
	 */
	public function defaults(): array {
		$out = array();
		foreach ( $this->attributes as $name => $attribute ) {
			$out[ $name ] = $attribute->default_value();
		}
		return $out;
	}

	/**
	 * Every attribute as a page that names none of them gets it.
	 *
	 * @return array<string,int|string|int[]>
	 */
	public function omitted(): array {
		$out = array();
		foreach ( $this->attributes as $name => $attribute ) {
			$out[ $name ] = $attribute->omitted_value();
		}
		return $out;
	}

	/**
	 * Every attribute cleaned: unknown names ignored, missing ones at the value
	 * Eventin gave them (Attribute::omitted_value()).
	 * Names match ignoring case (WordPress lower-cases them; blocks may not).
	 *
	 * @param array<mixed,mixed> $raw Raw attributes.
	 * @return array<string,int|string|int[]>
	 */
	public function clean( array $raw ): array {
		$given = array();
		foreach ( $raw as $name => $value ) {
			if ( ! is_string( $name ) ) {
				continue; // Positional attribute ([tag foo]): nothing of ours.
			}
			$lower = strtolower( $name );
			if ( isset( $this->attributes[ $lower ] ) && ( ! array_key_exists( $lower, $given ) || $lower === $name ) ) {
				$given[ $lower ] = $value; // Exactly this name beats the same name in other case.
			}
		}

		$out = array();
		foreach ( $this->attributes as $name => $attribute ) {
			$out[ $name ] = array_key_exists( $name, $given )
				? $attribute->clean( $given[ $name ] )
				: $attribute->omitted_value();
		}
		return $out;
	}

	/**
	 * The definition as plain data (for the shortcode generator and blocks).
	 *
	 * @return array<string,mixed>
	 */
	public function to_array(): array {
		$attributes = array();
		foreach ( $this->attributes as $name => $attribute ) {
			$attributes[ $name ] = $attribute->to_array();
		}
		return array(
			'tag'        => $this->tag,
			'key'        => $this->key,
			'kind'       => $this->kind,
			'attributes' => $attributes,
		);
	}
}
