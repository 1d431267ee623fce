<?php
/**
 * Registered domains: the exact origins (scheme://host[:port]) allowed to
 * frame the embed page. Stored in the plugin settings as `embed_domains`;
 * the embed page turns them into `Content-Security-Policy: frame-ancestors`,
 * which the browser enforces. (Eventin Pro compared the Referer's last two
 * host labels with a setting, and served the script even without a Referer.)
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Embed;

use EventinPro\Settings\SettingsRepository;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * The setting's schema, validation and normal form, and the header it makes.
 */
final class EmbedDomains {

	/**
	 * Setting name (REST field and stored key).
	 */
	public const SETTING = 'embed_domains';

	/**
	 * Most origins a site may register.
	 */
	public const MAX = 50;

	/**
	 * Longest origin accepted, in characters.
	 */
	public const MAX_LENGTH = 300;

	/**
	 * Default ports, left out of the normal form (browsers leave them out of origins).
	 */
	private const DEFAULT_PORTS = array(
		'http'  => 80,
		'https' => 443,
	);

	/**
	 * The registered origins, in their normal form.
	 *
	 * @return string[]
	 */
	public static function origins(): array {
		$origins = ( new SettingsRepository() )->get( self::SETTING );
		return is_array( $origins ) ? $origins : array();
	}

	/**
	 * The value of a Content-Security-Policy header allowing the site itself
	 * and the given origins to frame a page.
	 *
	 * @param string[] $origins Origins in their normal form.
	 */
	public static function frame_ancestors( array $origins ): string {
		$sources = array( "'self'" );
		foreach ( $origins as $origin ) {
			// Checked again: only a normal-form origin may reach a header.
			if ( is_string( $origin ) && self::normalize( $origin ) === $origin ) {
				$sources[] = $origin;
			}
		}
		return 'frame-ancestors ' . implode( ' ', array_unique( $sources ) );
	}

	/**
	 * The setting's schema property.
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		return array(
			'description' => __( 'Sites allowed to show the embedded widgets (Get Script): exact origins such as https://www.example.com, without a path.', 'eventin-pro' ),
			'type'        => 'array',
			'items'       => array( 'type' => 'string' ),
			'context'     => array( 'view', 'edit' ),
			'arg_options' => array(
				'validate_callback' => array( self::class, 'validate' ),
				'sanitize_callback' => array( self::class, 'sanitize' ),
			),
		);
	}

	/**
	 * Validates the list: text items, each an origin, at most MAX different ones.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate( $value, $request, $param ) {
		// WordPress would read "a,b" text as a list; a list is asked for.
		if ( ! is_array( $value ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'embed_domains must be a list of site addresses.', 'eventin-pro' ) );
		}
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid;
		}
		$origins = array();
		foreach ( (array) $value as $item ) {
			$reason = self::reason( $item );
			if ( null !== $reason ) {
				return new WP_Error( 'rest_invalid_param', $reason );
			}
			$origins[ (string) self::normalize( $item ) ] = true;
		}
		if ( count( $origins ) > self::MAX ) {
			/* translators: %d: most origins allowed. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( 'embed_domains may list at most %d sites.', 'eventin-pro' ), self::MAX ) );
		}
		return true;
	}

	/**
	 * The list in normal form, repeats removed (after validate()).
	 *
	 * @param mixed $value Value.
	 * @return string[]
	 */
	public static function sanitize( $value ): array {
		return self::clean_list( $value );
	}

	/**
	 * Whatever is stored, as a list of normal-form origins: anything that is
	 * not an origin dropped, repeats removed, at most MAX.
	 *
	 * @param mixed $value Stored value.
	 * @return string[]
	 */
	public static function clean_list( $value ): array {
		$origins = array();
		foreach ( is_array( $value ) ? $value : array() as $item ) {
			$origin = self::normalize( $item );
			if ( null !== $origin ) {
				$origins[ $origin ] = $origin;
			}
		}
		return array_slice( array_values( $origins ), 0, self::MAX );
	}

	/**
	 * The normal form of an origin (lower-case scheme and host, no default
	 * port, no trailing slash), or null when it is not one.
	 *
	 * @param mixed $value Value.
	 */
	public static function normalize( $value ): ?string {
		$parts = self::parts( $value );
		return is_array( $parts ) ? $parts['origin'] : null;
	}

	/**
	 * Why a value is not an origin, or null when it is one.
	 *
	 * @param mixed $value Value.
	 */
	public static function reason( $value ): ?string {
		$parts = self::parts( $value );
		return is_string( $parts ) ? $parts : null;
	}

	/**
	 * Reads an origin: its normal form, or the reason it is refused.
	 *
	 * @param mixed $value Value.
	 * @return array{origin:string}|string
	 */
	private static function parts( $value ) {
		if ( ! is_string( $value ) ) {
			return __( 'embed_domains must list web addresses as text.', 'eventin-pro' );
		}
		$text = trim( $value );
		$show = mb_substr( wp_check_invalid_utf8( $text ), 0, 80 );
		/* translators: %s: the address that was sent. */
		$not_origin = sprintf( __( '“%s” is not a site address: use the form https://www.example.com (http or https, a host name, an optional port).', 'eventin-pro' ), $show );
		if ( '' === $text ) {
			return __( 'embed_domains must not hold an empty address.', 'eventin-pro' );
		}
		if ( strlen( $text ) > self::MAX_LENGTH ) {
			/* translators: %d: maximum length. */
			return sprintf( __( 'embed_domains addresses must be at most %d characters long.', 'eventin-pro' ), self::MAX_LENGTH );
		}
		if ( false !== strpos( $text, '*' ) ) {
			/* translators: %s: the address that was sent. */
			return sprintf( __( '“%s”: wildcards are not allowed; list each site exactly, such as https://shop.example.com.', 'eventin-pro' ), $show );
		}
		if ( ! preg_match( '#^([A-Za-z][A-Za-z0-9+.-]*):(//)?(.*)$#sD', $text, $m ) ) {
			return $not_origin;
		}
		$scheme = strtolower( $m[1] );
		if ( ! isset( self::DEFAULT_PORTS[ $scheme ] ) ) {
			/* translators: %s: the address that was sent. */
			return sprintf( __( '“%s” must start with https:// or http://.', 'eventin-pro' ), $show );
		}
		if ( '//' !== $m[2] ) {
			return $not_origin;
		}
		$rest = preg_replace( '#/$#D', '', $m[3] ); // One trailing slash is the root: allowed.
		if ( preg_match( '#[/?\#\\\\]#', (string) $rest ) ) {
			/* translators: %s: the address that was sent. */
			return sprintf( __( '“%s” must be the site alone, without a path, query or fragment: keep only its scheme, host and port, such as https://www.example.com.', 'eventin-pro' ), $show );
		}
		if ( false !== strpos( (string) $rest, '@' ) ) {
			/* translators: %s: the address that was sent. */
			return sprintf( __( '“%s” must not hold a user name or password.', 'eventin-pro' ), $show );
		}
		if ( ! preg_match( '#^(\[[0-9A-Fa-f:.]+\]|[^:\[\]]+)(?::(\d{1,5}))?$#D', (string) $rest, $hp ) ) {
			return $not_origin;
		}
		$host = self::host( $hp[1] );
		if ( null === $host ) {
			return $not_origin;
		}
		$port = isset( $hp[2] ) ? (int) $hp[2] : null;
		if ( null !== $port && ( $port < 1 || $port > 65535 ) ) {
			/* translators: %s: the address that was sent. */
			return sprintf( __( '“%s” has a port outside 1 to 65535.', 'eventin-pro' ), $show );
		}
		$origin = $scheme . '://' . $host;
		if ( null !== $port && self::DEFAULT_PORTS[ $scheme ] !== $port ) {
			$origin .= ':' . $port;
		}
		return array( 'origin' => $origin );
	}

	/**
	 * A host in lower case: a DNS name (an internationalized one in its
	 * punycode form, when PHP's intl extension is there), an IPv4 address or
	 * a bracketed IPv6 address; null otherwise.
	 *
	 * @param string $host Host as written.
	 */
	private static function host( string $host ): ?string {
		if ( '[' === $host[0] ) {
			$ip = substr( $host, 1, -1 );
			return false !== filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ? '[' . strtolower( $ip ) . ']' : null;
		}
		if ( preg_match( '/[^\x00-\x7F]/', $host ) ) {
			if ( ! function_exists( 'idn_to_ascii' ) ) {
				return null;
			}
			$ascii = idn_to_ascii( $host, IDNA_DEFAULT, INTL_IDNA_VARIANT_UTS46 );
			if ( ! is_string( $ascii ) ) {
				return null;
			}
			$host = $ascii;
		}
		$host = strtolower( rtrim( $host, '.' ) );
		if ( '' === $host || strlen( $host ) > 253 ) {
			return null;
		}
		foreach ( explode( '.', $host ) as $label ) {
			if ( ! preg_match( '/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/D', $label ) ) {
				return null;
			}
		}
		return $host;
	}
}
