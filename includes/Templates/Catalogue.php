<?php
/**
 * Reads the template catalogue: the remote service of ready-made designs the
 * template chooser offers (the vendor's, or scripts/template-catalogue-server.mjs
 * locally). The site fetches designs itself and keeps only what is well formed;
 * nothing of a design passes through the browser.
 *
 * Protocol (<base> is the catalogue URL):
 *   GET <base>/templates?type=<type> → { "items": [ { id, name, type, thumbnail, preview_url } ] }
 *   GET <base>/templates/<id>        → { id, name, type, thumbnail, preview_url, orientation, content }
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Catalogue client.
 */
class Catalogue {

	/**
	 * Seconds to wait for the catalogue: the chooser waits for it.
	 */
	public const TIMEOUT = 5;

	/**
	 * A design id.
	 */
	public const ID_PATTERN = '^[a-z0-9-]{1,64}$';

	/**
	 * How long a list stays cached, and how long a failure to read one does.
	 */
	public const CACHE_SECONDS   = 12 * HOUR_IN_SECONDS;
	public const FAILURE_SECONDS = 5 * MINUTE_IN_SECONDS;

	/**
	 * Designs listed per type, at most.
	 */
	public const MAX_ITEMS = 100;

	/**
	 * Bytes read of an answer, at most: a list, and one design (1,000,000
	 * characters of content, JSON-escaped).
	 */
	private const MAX_LIST_BYTES   = 1048576;
	private const MAX_DESIGN_BYTES = 8388608;

	/**
	 * The catalogue's URL: the constant EVENTIN_PRO_TEMPLATE_CATALOGUE
	 * through the filter eventin_template_catalogue_url, without a trailing slash.
	 */
	public function base_url(): string {
		$url = defined( 'EVENTIN_PRO_TEMPLATE_CATALOGUE' ) ? (string) EVENTIN_PRO_TEMPLATE_CATALOGUE : Templates::DEFAULT_CATALOGUE;
		/**
		 * Filters the URL of the template catalogue (the base of its
		 * /templates routes).
		 *
		 * @param string $url Catalogue URL.
		 */
		return untrailingslashit( (string) apply_filters( 'eventin_template_catalogue_url', $url ) );
	}

	/**
	 * The designs of a type, cached for CACHE_SECONDS (a failure for
	 * FAILURE_SECONDS).
	 *
	 * @param string $type event, certificate or ticket.
	 * @return array<int,array{id:string,name:string,type:string,thumbnail:string,preview_url:string}>|WP_Error
	 */
	public function designs( string $type ) {
		$key    = $this->cache_key( $type );
		$cached = get_transient( $key );
		if ( is_array( $cached ) && isset( $cached['items'] ) && is_array( $cached['items'] ) ) {
			return $cached['items'];
		}
		if ( is_array( $cached ) && isset( $cached['error'], $cached['message'] ) ) {
			return $this->error( (string) $cached['error'], (string) $cached['message'] );
		}
		$items = $this->fetch_list( $type );
		if ( is_wp_error( $items ) ) {
			set_transient(
				$key,
				array(
					'error'   => $items->get_error_code(),
					'message' => $items->get_error_message(),
				),
				self::FAILURE_SECONDS
			);
			return $items;
		}
		set_transient( $key, array( 'items' => $items ), self::CACHE_SECONDS );
		return $items;
	}

	/**
	 * One design with its content, read afresh.
	 *
	 * @param string $id Design id.
	 * @return array{id:string,name:string,type:string,thumbnail:string,preview_url:string,orientation:string,content:string}|WP_Error|null
	 *         Null when the catalogue has no such design.
	 */
	public function design( string $id ) {
		if ( ! self::is_id( $id ) ) {
			return null;
		}
		$body = $this->get( '/templates/' . $id, self::MAX_DESIGN_BYTES );
		if ( null === $body || is_wp_error( $body ) ) {
			return $body;
		}
		$design = $this->clean_item( $body );
		if ( ! $design || $design['id'] !== $id ) {
			return $this->invalid_reply( __( 'the design it sent is not the one asked for, or not well formed', 'eventin-pro' ) );
		}
		if ( ! isset( $body['content'] ) || ! is_string( $body['content'] ) ) {
			return $this->invalid_reply( __( 'the design has no content', 'eventin-pro' ) );
		}
		if ( mb_strlen( $body['content'] ) > TemplateSchema::MAX_CONTENT ) {
			/* translators: %s: maximum number of characters. */
			return $this->invalid_reply( sprintf( __( 'the design\'s content is longer than %s characters', 'eventin-pro' ), number_format_i18n( TemplateSchema::MAX_CONTENT ) ) );
		}
		$orientation = $body['orientation'] ?? '';
		return $design + array(
			'orientation' => in_array( $orientation, TemplateSchema::ORIENTATIONS, true ) ? $orientation : TemplateSchema::DEFAULT_ORIENTATION,
			'content'     => $body['content'],
		);
	}

	/**
	 * Forgets the cached lists (of the current catalogue URL).
	 */
	public function forget(): void {
		foreach ( TemplateSchema::TYPES as $type ) {
			delete_transient( $this->cache_key( $type ) );
		}
	}

	/**
	 * Whether a string is a design id.
	 *
	 * @param mixed $id Value.
	 */
	public static function is_id( $id ): bool {
		return is_string( $id ) && 1 === preg_match( '/' . self::ID_PATTERN . '/D', $id );
	}

	/**
	 * Reads and cleans a list: items that are not well formed, or of another
	 * type, or listed twice, are left out; a body that is not a list is an error.
	 *
	 * @param string $type Type.
	 * @return array<int,array{id:string,name:string,type:string,thumbnail:string,preview_url:string}>|WP_Error
	 */
	private function fetch_list( string $type ) {
		$body = $this->get( '/templates?type=' . rawurlencode( $type ), self::MAX_LIST_BYTES );
		if ( is_wp_error( $body ) ) {
			return $body;
		}
		if ( null === $body || ! isset( $body['items'] ) || ! is_array( $body['items'] ) || ! wp_is_numeric_array( $body['items'] ) ) {
			return $this->invalid_reply( __( 'it did not send a list of templates', 'eventin-pro' ) );
		}
		$items = array();
		foreach ( $body['items'] as $raw ) {
			$item = is_array( $raw ) ? $this->clean_item( $raw ) : null;
			if ( $item && $type === $item['type'] && ! isset( $items[ $item['id'] ] ) ) {
				$items[ $item['id'] ] = $item;
			}
			if ( count( $items ) >= self::MAX_ITEMS ) {
				break;
			}
		}
		return array_values( $items );
	}

	/**
	 * The listed fields of a design, cleaned, or null when it is not well
	 * formed: id [a-z0-9-]{1,64}; type from the list; name plain text (tags
	 * stripped, cut to 200 characters, not empty); preview_url http(s); a
	 * thumbnail that is not an http(s) URL reads ''.
	 *
	 * @param array<mixed> $raw Decoded item.
	 * @return array{id:string,name:string,type:string,thumbnail:string,preview_url:string}|null
	 */
	private function clean_item( array $raw ): ?array {
		$id   = $raw['id'] ?? null;
		$type = $raw['type'] ?? null;
		$name = $raw['name'] ?? null;
		if ( ! self::is_id( $id ) || ! in_array( $type, TemplateSchema::TYPES, true ) || ! is_string( $name ) ) {
			return null;
		}
		$name    = mb_substr( TemplateSchema::plain( wp_strip_all_tags( $name ) ), 0, TemplateSchema::MAX_NAME );
		$preview = self::http_url( $raw['preview_url'] ?? null );
		if ( '' === trim( $name ) || '' === $preview ) {
			return null;
		}
		return array(
			'id'          => $id,
			'name'        => trim( $name ),
			'type'        => $type,
			'thumbnail'   => self::http_url( $raw['thumbnail'] ?? null ),
			'preview_url' => $preview,
		);
	}

	/**
	 * An absolute http(s) URL, cleaned as esc_url_raw cleans it, or ''.
	 *
	 * @param mixed $url Value.
	 */
	private static function http_url( $url ): string {
		if ( ! is_string( $url ) || ! preg_match( '#^https?://#i', $url ) ) {
			return '';
		}
		$clean = esc_url_raw( $url, array( 'http', 'https' ) );
		$host  = wp_parse_url( $clean, PHP_URL_HOST );
		return is_string( $host ) && '' !== $host ? $clean : '';
	}

	/**
	 * GET <base><path>: the decoded JSON object of a 200 answer, null for a
	 * 404, else an error. Made with wp_safe_remote_get, which refuses local and
	 * private addresses and odd ports; the configured catalogue host (and its
	 * port) is let through for this request only, so that a catalogue on the
	 * site's own network (the local development server) can be used while a
	 * redirect elsewhere inside the network still cannot.
	 *
	 * @param string $path      Path and query below the base.
	 * @param int    $max_bytes Bytes of the answer read at most.
	 * @return array<mixed>|WP_Error|null
	 */
	private function get( string $path, int $max_bytes ) {
		$base  = $this->base_url();
		$parts = wp_parse_url( $base );
		if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ) {
			return $this->unreachable( new WP_Error( 'eventin_catalogue_url', __( 'The template catalogue address is not a valid URL.', 'eventin-pro' ) ) );
		}
		$host  = strtolower( $parts['host'] );
		$port  = isset( $parts['port'] ) ? (int) $parts['port'] : 0;
		$allow = static function ( $external, $asked ) use ( $host ) {
			return $external || strtolower( (string) $asked ) === $host;
		};
		$ports = static function ( $allowed, $asked ) use ( $host, $port ) {
			if ( $port && strtolower( (string) $asked ) === $host && is_array( $allowed ) ) {
				$allowed[] = $port;
			}
			return $allowed;
		};
		add_filter( 'http_request_host_is_external', $allow, 10, 2 );
		add_filter( 'http_allowed_safe_ports', $ports, 10, 2 );
		$response = wp_safe_remote_get(
			$base . $path,
			array(
				'timeout'             => self::TIMEOUT,
				'redirection'         => 2,
				'limit_response_size' => $max_bytes,
				'headers'             => array( 'Accept' => 'application/json' ),
			)
		);
		remove_filter( 'http_request_host_is_external', $allow, 10 );
		remove_filter( 'http_allowed_safe_ports', $ports, 10 );

		if ( is_wp_error( $response ) ) {
			return $this->unreachable( $response );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( 404 === $status ) {
			return null;
		}
		if ( 200 !== $status ) {
			/* translators: %d: HTTP status code. */
			return $this->invalid_reply( sprintf( __( 'it answered with HTTP status %d', 'eventin-pro' ), $status ) );
		}
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		// A JSON object; a list ([…]) or a scalar is not an answer of the protocol.
		if ( ! is_array( $body ) || ( array() !== $body && wp_is_numeric_array( $body ) ) ) {
			return $this->invalid_reply( __( 'its answer was not JSON', 'eventin-pro' ) );
		}
		return $body;
	}

	/**
	 * The transient of a type's list, for the current catalogue URL.
	 *
	 * @param string $type Type.
	 */
	private function cache_key( string $type ): string {
		return 'eventin_template_catalogue_' . substr( md5( $this->base_url() . '|' . $type ), 0, 16 );
	}

	/**
	 * 502: the catalogue could not be reached. The browser gets a neutral
	 * message (the transport's own names hosts and addresses of the site's
	 * network); the detail goes to the action eventin_template_catalogue_failed
	 * and, with WP_DEBUG_LOG on, the debug log.
	 *
	 * @param WP_Error $failure Why, in the transport's words.
	 */
	private function unreachable( WP_Error $failure ): WP_Error {
		/**
		 * Fires when the template catalogue cannot be reached, with the
		 * transport's error (which may name internal hosts and addresses).
		 *
		 * @param WP_Error $failure The error.
		 */
		do_action( 'eventin_template_catalogue_failed', $failure );
		if ( defined( 'WP_DEBUG_LOG' ) && WP_DEBUG_LOG ) {
			error_log( 'Eventin Pro: the template catalogue could not be reached: ' . $failure->get_error_message() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the detail belongs in the site's log, not in the browser.
		}
		return $this->error( 'eventin_catalogue_unreachable', __( 'Could not reach the template catalogue. Check the site\'s internet connection and try again.', 'eventin-pro' ) );
	}

	/**
	 * 502: the catalogue answered something other than the protocol.
	 *
	 * @param string $detail What was wrong.
	 */
	private function invalid_reply( string $detail ): WP_Error {
		return $this->error(
			'eventin_catalogue_invalid_reply',
			sprintf(
				/* translators: %s: what was wrong with the answer. */
				__( 'The template catalogue sent an unexpected answer (%s). Try again later.', 'eventin-pro' ),
				$detail
			)
		);
	}

	/**
	 * A 502 error.
	 *
	 * @param string $code    Code.
	 * @param string $message Message.
	 */
	private function error( string $code, string $message ): WP_Error {
		return new WP_Error( $code, $message, array( 'status' => 502 ) );
	}
}
