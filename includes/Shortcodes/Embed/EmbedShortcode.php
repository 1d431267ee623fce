<?php
/**
 * The shortcode text a script record is made from: exactly one shortcode of
 * the catalogue, nothing around it, read into its tag and cleaned
 * attributes; and the cleaned attributes written back as shortcode text.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Embed;

use EventinPro\Shortcodes\Catalogue;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Shortcode text in and out. Nothing of the raw text is kept: only the tag
 * and Catalogue::clean()'s typed values.
 */
final class EmbedShortcode {

	/**
	 * Longest shortcode text accepted (the generator writes every attribute
	 * out: about 700 characters for the longest widget).
	 */
	public const MAX_LENGTH = 4000;

	/**
	 * The widget tag and cleaned attributes of one shortcode, or why the text
	 * is not one of our shortcodes (a WP_Error whose message names the field).
	 *
	 * @param mixed $text Shortcode text.
	 * @return array{tag:string,atts:array<string,int|string|int[]>}|WP_Error
	 */
	public static function parse( $text ) {
		if ( ! is_string( $text ) ) {
			return self::error( __( 'shortcode must be text.', 'eventin-pro' ) );
		}
		$text = trim( $text );
		if ( '' === $text ) {
			return self::error( __( 'shortcode must not be empty: generate a shortcode first.', 'eventin-pro' ) );
		}
		if ( strlen( $text ) > self::MAX_LENGTH ) {
			/* translators: %d: maximum number of characters. */
			return self::error( sprintf( __( 'shortcode must be at most %d characters long.', 'eventin-pro' ), self::MAX_LENGTH ) );
		}

		$regex = '/' . get_shortcode_regex( array_keys( Catalogue::widgets() ) ) . '/';
		$count = preg_match_all( $regex, $text, $matches, PREG_SET_ORDER );
		if ( ! $count ) {
			return self::error( self::not_ours( $text ) );
		}
		if ( $count > 1 ) {
			/* translators: %d: number of shortcodes found. */
			return self::error( sprintf( __( 'shortcode must hold one shortcode; it holds %d.', 'eventin-pro' ), $count ) );
		}

		$match = $matches[0];
		if ( $match[0] !== $text ) {
			return self::error(
				preg_match( '/\[\/?[A-Za-z0-9_-]+/', str_replace( $match[0], '', $text ) )
					? __( 'shortcode must hold one shortcode; it holds another one besides it.', 'eventin-pro' )
					: __( 'shortcode must be the shortcode alone, without text around it.', 'eventin-pro' )
			);
		}
		if ( '[' === $match[1] && ']' === $match[6] ) {
			return self::error( __( 'shortcode is escaped with double brackets ([[…]]), which shows it as text: use single brackets.', 'eventin-pro' ) );
		}
		if ( '' !== trim( $match[5] ) ) {
			return self::error( __( 'shortcode must not enclose content: these widgets take attributes only.', 'eventin-pro' ) );
		}

		$tag = $match[2];
		$raw = shortcode_parse_atts( $match[3] );
		if ( is_array( $raw ) ) {
			foreach ( $raw as $name => $value ) {
				// Brackets inside a value are written as entities (serialize()).
				$raw[ $name ] = str_replace( array( '&#91;', '&#93;' ), array( '[', ']' ), $value );
			}
		}
		return array(
			'tag'  => $tag,
			'atts' => Catalogue::clean( $tag, is_array( $raw ) ? $raw : array() ),
		);
	}

	/**
	 * Shortcode text of a widget with cleaned attributes, every attribute
	 * written out in the catalogue's order (as the generator writes them).
	 * Reading it back with parse() gives the same attributes.
	 *
	 * @param string                         $tag  Widget tag.
	 * @param array<string,int|string|int[]> $atts Cleaned attributes.
	 */
	public static function serialize( string $tag, array $atts ): string {
		$parts = array( $tag );
		foreach ( Catalogue::clean( $tag, $atts ) as $name => $value ) {
			$text = is_array( $value ) ? implode( ',', $value ) : (string) $value;
			// shortcode_parse_atts() applies stripcslashes(), and a bracket would end the shortcode.
			$text    = str_replace( array( '\\', '[', ']' ), array( '\\\\', '&#91;', '&#93;' ), $text );
			$parts[] = $name . '="' . $text . '"';
		}
		return '[' . implode( ' ', $parts ) . ']';
	}

	/**
	 * Why text that holds none of our shortcodes is refused.
	 *
	 * @param string $text Trimmed text.
	 */
	private static function not_ours( string $text ): string {
		if ( preg_match( '/\[\s*([A-Za-z0-9_-]+)/', $text, $tag ) ) {
			return sprintf(
				/* translators: %s: the shortcode tag that was sent. */
				__( 'shortcode [%s] is not an Eventin Pro widget: use a shortcode from the generator, such as [etn_pro_events_classic].', 'eventin-pro' ),
				substr( $tag[1], 0, 60 )
			);
		}
		return __( 'shortcode must be an Eventin Pro widget shortcode, such as [etn_pro_events_classic].', 'eventin-pro' );
	}

	/**
	 * A rejection of the shortcode field.
	 *
	 * @param string $message Reason.
	 */
	private static function error( string $message ): WP_Error {
		return new WP_Error( 'rest_invalid_param', $message );
	}
}
