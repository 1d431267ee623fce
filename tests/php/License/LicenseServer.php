<?php
/**
 * The local license server (scripts/license-server.mjs) for the PHP tests.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\License;

use EventinPro\Tests\Support\NodeServer;

/**
 * Starts one license server for the whole PHPUnit run, the first time a test
 * asks for it, on a free port with its activations in memory (NodeServer).
 */
final class LicenseServer {

	public const TEST_KEY     = 'EVENTIN-PRO-TEST-0000-0000-0000';
	public const ONE_SITE_KEY = 'EVENTIN-PRO-ONE-SITE-0000-0000';
	public const EXPIRED_KEY  = 'EVENTIN-PRO-EXPIRED-0000-0000';
	public const DISABLED_KEY = 'EVENTIN-PRO-DISABLED-0000-0000';

	/**
	 * The running server.
	 *
	 * @var NodeServer|null
	 */
	private static $server = null;

	/**
	 * The URL, starting the server on first use.
	 */
	public static function url(): string {
		if ( null === self::$server || '' === self::$server->url ) {
			self::$server = NodeServer::start( 'license-server.mjs', 'license-server' );
		}
		return self::$server->url;
	}

	/**
	 * A URL where nothing listens (a port taken from the kernel and released).
	 */
	public static function closed_url(): string {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $error );
		if ( ! $socket ) {
			throw new \RuntimeException( "No free port: $error" );
		}
		$name = (string) stream_socket_get_name( $socket, false );
		fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
		return 'http://' . $name;
	}

	/**
	 * Sends a protocol request straight to the server, as another site would.
	 *
	 * @param string $action EDD action.
	 * @param string $key    License key.
	 * @param string $site   Site URL.
	 * @return array<string,mixed> The JSON reply.
	 */
	public static function call( string $action, string $key, string $site ): array {
		$response = self::let_loopback_through(
			false,
			array(
				'method'  => 'POST',
				'timeout' => 10,
				'body'    => array(
					'edd_action' => $action,
					'license'    => $key,
					'url'        => $site,
				),
			),
			self::url()
		);
		if ( is_wp_error( $response ) ) {
			throw new \RuntimeException( 'License server: ' . $response->get_error_message() );
		}
		return (array) json_decode( (string) wp_remote_retrieve_body( $response ), true );
	}

	/**
	 * pre_http_request: the test site blocks every HTTP request (Support/Site.php);
	 * requests to a loopback address (the local license server, or a closed port
	 * standing for a server that is down) really go out, through the same
	 * Requests library WP_Http uses. Everything else stays blocked.
	 *
	 * @param false|array|\WP_Error $preempt A response already decided.
	 * @param array                 $args    Request arguments.
	 * @param string                $url     URL.
	 * @return false|array|\WP_Error
	 */
	public static function let_loopback_through( $preempt, $args, $url ) {
		if ( false !== $preempt || '127.0.0.1' !== wp_parse_url( (string) $url, PHP_URL_HOST ) ) {
			return $preempt;
		}
		$body = $args['body'] ?? null;
		try {
			$response = \WpOrg\Requests\Requests::request(
				(string) $url,
				(array) ( $args['headers'] ?? array() ),
				is_array( $body ) ? $body : (string) $body,
				strtoupper( (string) ( $args['method'] ?? 'GET' ) ),
				array(
					'timeout'          => (float) ( $args['timeout'] ?? 5 ),
					'connect_timeout'  => (float) ( $args['timeout'] ?? 5 ),
					'follow_redirects' => false,
				)
			);
		} catch ( \WpOrg\Requests\Exception $error ) {
			return new \WP_Error( 'http_request_failed', $error->getMessage() );
		}
		$http                    = new \WP_HTTP_Requests_Response( $response );
		$result                  = $http->to_array();
		$result['http_response'] = $http;
		return $result;
	}

	/**
	 * Stops the server.
	 */
	public static function stop(): void {
		if ( self::$server ) {
			self::$server->stop();
			self::$server = null;
		}
	}
}
