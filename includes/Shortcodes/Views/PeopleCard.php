<?php
/**
 * One person's card in the speaker and organizer widgets, and the small
 * photo a schedule slot shows next to a speaker's name.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

defined( 'ABSPATH' ) || exit;

/**
 * Escaped markup of a public profile (PeopleProfile::of()).
 */
final class PeopleCard {

	/**
	 * Side of a photo without stored dimensions, in pixels.
	 */
	private const FALLBACK_SIZE = 150;

	/**
	 * A speaker's card: photo, name (a link to the speaker's page), and,
	 * when asked, designation and social links.
	 *
	 * @param array<string,mixed> $person  Public profile.
	 * @param array<string,mixed> $options style (class suffix), designation (bool), social (bool), size (image size).
	 */
	public static function speaker( array $person, array $options ): string {
		$html  = '<article class="eventin-card eventin-person is-' . esc_attr( (string) $options['style'] ) . '">';
		$html .= '<div class="eventin-person__media">' . self::photo( $person, (string) $options['size'], 'eventin-person__photo' ) . '</div>';
		$html .= '<div class="eventin-person__body">';
		$html .= '<h3 class="eventin-person__name">' . self::name( $person ) . '</h3>';
		if ( ! empty( $options['designation'] ) && '' !== $person['designation'] ) {
			$html .= '<p class="eventin-person__designation">' . esc_html( (string) $person['designation'] ) . '</p>';
		}
		if ( ! empty( $options['social'] ) ) {
			$html .= self::social( $person );
		}
		return $html . '</div></article>';
	}

	/**
	 * An organizer's card: logo (when asked), name, and a link to the
	 * organizer's website (when asked and known).
	 *
	 * @param array<string,mixed> $person  Public profile.
	 * @param array<string,mixed> $options logo (bool), url (bool).
	 */
	public static function organizer( array $person, array $options ): string {
		$html = '<article class="eventin-card eventin-person eventin-organizer">';
		if ( ! empty( $options['logo'] ) ) {
			$logo = self::image( (int) $person['logo_id'], (string) $person['logo_url'], 'medium', 'eventin-organizer__logo' );
			if ( '' === $logo ) {
				$logo = self::image( (int) $person['photo_id'], (string) $person['photo_url'], 'medium', 'eventin-organizer__logo' );
			}
			$html .= '' !== $logo ? '<div class="eventin-organizer__media">' . $logo . '</div>' : '';
		}
		$html .= '<div class="eventin-person__body">';
		$html .= '<h3 class="eventin-person__name">' . self::name( $person ) . '</h3>';
		if ( '' !== $person['company'] && $person['company'] !== $person['name'] ) {
			$html .= '<p class="eventin-person__designation">' . esc_html( (string) $person['company'] ) . '</p>';
		}
		if ( ! empty( $options['url'] ) && '' !== $person['website'] ) {
			$host = (string) preg_replace( '/^www\./i', '', (string) wp_parse_url( (string) $person['website'], PHP_URL_HOST ) );
			/* translators: %s: organizer name. */
			$label = sprintf( __( 'Website of %s', 'eventin-pro' ), (string) $person['name'] );
			$html .= '<p class="eventin-organizer__website"><a class="eventin-organizer__website-link" href="' . esc_url( (string) $person['website'] ) . '" rel="noopener noreferrer">'
				. '<span class="screen-reader-text">' . esc_html( $label ) . ' </span>'
				. esc_html( '' !== $host ? $host : (string) $person['website'] ) . '</a></p>';
		}
		return $html . '</div></article>';
	}

	/**
	 * The person's name, linked to their page when they have one.
	 *
	 * @param array<string,mixed> $person Public profile.
	 */
	public static function name( array $person ): string {
		$name = esc_html( (string) $person['name'] );
		if ( '' === (string) $person['link'] ) {
			return $name;
		}
		return '<a href="' . esc_url( (string) $person['link'] ) . '">' . $name . '</a>';
	}

	/**
	 * The person's photo, or their initials in its place (decorative: the
	 * name is printed next to it).
	 *
	 * @param array<string,mixed> $person Public profile.
	 * @param string              $size   Image size.
	 * @param string              $class  Class of the image.
	 */
	public static function photo( array $person, string $size, string $class ): string {
		$img = self::image( (int) $person['photo_id'], (string) $person['photo_url'], $size, $class );
		if ( '' !== $img ) {
			return $img;
		}
		return '<span class="' . esc_attr( $class ) . ' eventin-person__initials" aria-hidden="true">' . esc_html( self::initials( (string) $person['name'] ) ) . '</span>';
	}

	/**
	 * An attachment image with its width and height, lazy, or an image by
	 * address; '' when neither is there.
	 *
	 * @param int    $id    Attachment id.
	 * @param string $url   Stored http(s) address.
	 * @param string $size  Image size.
	 * @param string $class Class.
	 */
	private static function image( int $id, string $url, string $size, string $class ): string {
		if ( $id > 0 && wp_attachment_is_image( $id ) ) {
			$src = wp_get_attachment_image_src( $id, $size );
			// Without stored dimensions WordPress reports 1 x 1: not a size to print.
			if ( is_array( $src ) && (int) $src[1] > 1 && (int) $src[2] > 1 ) {
				return wp_get_attachment_image(
					$id,
					$size,
					false,
					array(
						'class'    => $class,
						'alt'      => '',
						'loading'  => 'lazy',
						'decoding' => 'async',
					)
				);
			}
			if ( is_array( $src ) && '' === $url ) {
				$url = PeopleProfile::web_url( $src[0] ); // No stored dimensions: a square box.
			}
		}
		if ( '' === $url ) {
			return '';
		}
		return sprintf(
			'<img class="%1$s" src="%2$s" alt="" width="%3$d" height="%3$d" loading="lazy" decoding="async">',
			esc_attr( $class ),
			esc_url( $url ),
			self::FALLBACK_SIZE
		);
	}

	/**
	 * Social links: web addresses only, each named for screen readers.
	 *
	 * @param array<string,mixed> $person Public profile.
	 */
	private static function social( array $person ): string {
		if ( ! $person['social'] ) {
			return '';
		}
		$networks = PeopleProfile::networks();
		$html     = '<ul class="eventin-person__social">';
		foreach ( (array) $person['social'] as $link ) {
			if ( 'website' === $link['network'] ) {
				/* translators: %s: person's name. */
				$label = sprintf( __( 'Website of %s', 'eventin-pro' ), (string) $person['name'] );
			} else {
				/* translators: 1: person's name, 2: social network such as LinkedIn. */
				$label = sprintf( __( '%1$s on %2$s', 'eventin-pro' ), (string) $person['name'], $networks[ $link['network'] ] );
			}
			$html .= '<li><a class="eventin-person__social-link is-' . esc_attr( $link['network'] ) . '" href="' . esc_url( $link['url'] ) . '" rel="noopener noreferrer">'
				. '<span class="screen-reader-text">' . esc_html( $label ) . '</span></a></li>';
		}
		return $html . '</ul>';
	}

	/**
	 * Up to two initials of a name ("Ayesha Rahman" => "AR").
	 *
	 * @param string $name Name.
	 */
	private static function initials( string $name ): string {
		$out   = '';
		$words = preg_split( '/\s+/u', trim( $name ), -1, PREG_SPLIT_NO_EMPTY ); // False for invalid UTF-8.
		foreach ( is_array( $words ) ? $words : array() as $word ) {
			if ( preg_match( '/\p{L}|\p{N}/u', $word, $m ) ) {
				// mbstring is optional for WordPress (it polyfills mb_substr and mb_strlen only).
				$out .= function_exists( 'mb_strtoupper' ) ? mb_strtoupper( $m[0] ) : strtoupper( $m[0] );
			}
			if ( mb_strlen( $out ) >= 2 ) {
				break;
			}
		}
		return $out;
	}
}
