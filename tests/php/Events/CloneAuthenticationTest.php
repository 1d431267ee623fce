<?php
/**
 * Clone is a GET (the spec's client calls it so), yet it creates an event. It
 * must need what every state change needs: from a browser, the REST nonce
 * (cookie authentication without it is anonymous, so 401), and the capability.
 * The requests go through WordPress's own serve_request(), cookie check included.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use WP_REST_Server;

/**
 * A server that records the status and headers instead of sending them.
 */
final class RecordingServer extends WP_REST_Server {

	/**
	 * Last status set.
	 *
	 * @var int
	 */
	public $status = 200;

	/**
	 * Records the status.
	 *
	 * @param int $code HTTP status.
	 */
	protected function set_status( $code ) {
		$this->status = (int) $code;
	}

	/**
	 * Sends nothing.
	 *
	 * @param string $key   Header name.
	 * @param string $value Header value.
	 */
	public function send_header( $key, $value ) {}

	/**
	 * Removes nothing.
	 *
	 * @param string $key Header name.
	 */
	public function remove_header( $key ) {}
}

/**
 * GET /events/{id}/clone and /schedules/{id}/clone through cookie authentication.
 */
final class CloneAuthenticationTest extends EventsTestCase {

	/**
	 * Logged-in cookie per user (one session each, as one browser has).
	 *
	 * @var array<int,string>
	 */
	private $cookies = array();

	/**
	 * The logged-in cookie of $user.
	 *
	 * @param int $user User.
	 */
	private function cookie( int $user ): string {
		if ( ! isset( $this->cookies[ $user ] ) ) {
			$this->cookies[ $user ] = wp_generate_auth_cookie( $user, time() + HOUR_IN_SECONDS, 'logged_in' );
		}
		return $this->cookies[ $user ];
	}

	/**
	 * Serves a GET the way a browser's request is served: the logged-in cookie
	 * of $user, the nonce header when given.
	 *
	 * @param string      $path  REST path.
	 * @param int         $user  User whose logged-in cookie is sent.
	 * @param string|null $nonce X-WP-Nonce, or null for none.
	 * @return array{0:int,1:array<string,mixed>} Status and decoded body.
	 */
	private function browser_get( string $path, int $user, ?string $nonce ): array {
		$server                         = new RecordingServer();
		$GLOBALS['wp_rest_server']      = $server;
		$_SERVER['REQUEST_METHOD']      = 'GET';
		$_COOKIE[ LOGGED_IN_COOKIE ]    = $this->cookie( $user );
		$GLOBALS['wp_rest_auth_cookie'] = null;
		$GLOBALS['current_user']        = null; // As at the start of a request: who it is comes from the cookie.
		if ( null !== $nonce ) {
			$_SERVER['HTTP_X_WP_NONCE'] = $nonce;
		}
		do_action( 'rest_api_init', $server );
		wp_get_current_user();
		ob_start();
		try {
			$server->serve_request( $path );
		} finally {
			$body = (string) ob_get_clean();
			unset( $_COOKIE[ LOGGED_IN_COOKIE ], $_SERVER['HTTP_X_WP_NONCE'], $GLOBALS['wp_rest_auth_cookie'] );
			$GLOBALS['wp_rest_server'] = null;
		}
		return array( $server->status, (array) json_decode( $body, true ) );
	}

	/**
	 * The nonce the dashboard sends, made for $user's session.
	 *
	 * @param int $user User.
	 */
	private function nonce_for( int $user ): string {
		$_COOKIE[ LOGGED_IN_COOKIE ] = $this->cookie( $user );
		wp_set_current_user( $user );
		$nonce = wp_create_nonce( 'wp_rest' );
		wp_set_current_user( 0 );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		return $nonce;
	}

	/**
	 * The two clone routes, each with an item to clone.
	 *
	 * @return array<string,array{0:string}>
	 */
	public function routes(): array {
		return array(
			'event'    => array( 'events' ),
			'schedule' => array( 'schedules' ),
		);
	}

	/**
	 * An item of $base written by an administrator.
	 *
	 * @param string $base Route base.
	 */
	private function item( string $base ): int {
		wp_set_current_user( $this->make_user( 'administrator' ) );
		$id = 'events' === $base
			? $this->event( array( 'title' => 'Original' ) )
			: (int) wp_insert_post(
				array(
					'post_type'   => 'etn-schedule',
					'post_status' => 'publish',
					'post_title'  => 'Original',
				)
			);
		wp_set_current_user( 0 );
		return $id;
	}

	/**
	 * Number of posts of a type.
	 *
	 * @param string $base Route base.
	 */
	private function count_of( string $base ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", 'events' === $base ? 'etn' : 'etn-schedule' ) );
	}

	/**
	 * @dataProvider routes
	 *
	 * @param string $base Route base.
	 */
	public function test_a_logged_in_cookie_without_the_nonce_is_anonymous( string $base ): void {
		$id                    = $this->item( $base );
		$admin                 = $this->make_user( 'administrator' );
		$count                 = $this->count_of( $base );
		list( $status, $body ) = $this->browser_get( "/eventin/v2/$base/$id/clone", $admin, null );
		$this->assertSame( 401, $status, wp_json_encode( $body ) );
		$this->assertSame( 'rest_forbidden', $body['code'] );
		$this->assertSame( $count, $this->count_of( $base ), 'nothing was cloned' );
	}

	/**
	 * @dataProvider routes
	 *
	 * @param string $base Route base.
	 */
	public function test_a_wrong_nonce_is_refused( string $base ): void {
		$id                    = $this->item( $base );
		$admin                 = $this->make_user( 'administrator' );
		$count                 = $this->count_of( $base );
		list( $status, $body ) = $this->browser_get( "/eventin/v2/$base/$id/clone", $admin, 'not-a-nonce' );
		$this->assertSame( 403, $status );
		$this->assertSame( 'rest_cookie_invalid_nonce', $body['code'] );
		$this->assertSame( $count, $this->count_of( $base ) );
	}

	/**
	 * @dataProvider routes
	 *
	 * @param string $base Route base.
	 */
	public function test_the_nonce_and_the_capability_clone( string $base ): void {
		$id                    = $this->item( $base );
		$admin                 = $this->make_user( 'administrator' );
		$count                 = $this->count_of( $base );
		list( $status, $body ) = $this->browser_get( "/eventin/v2/$base/$id/clone", $admin, $this->nonce_for( $admin ) );
		$this->assertSame( 201, $status, wp_json_encode( $body ) );
		$this->assertNotSame( $id, $body['id'] );
		$this->assertSame( $count + 1, $this->count_of( $base ) );
	}

	/**
	 * @dataProvider routes
	 *
	 * @param string $base Route base.
	 */
	public function test_the_nonce_without_the_capability_is_forbidden( string $base ): void {
		$id                    = $this->item( $base );
		$subscriber            = $this->make_user( 'subscriber' );
		$count                 = $this->count_of( $base );
		list( $status, $body ) = $this->browser_get( "/eventin/v2/$base/$id/clone", $subscriber, $this->nonce_for( $subscriber ) );
		$this->assertSame( 403, $status );
		$this->assertSame( 'rest_forbidden', $body['code'] );
		$this->assertSame( $count, $this->count_of( $base ) );
	}
}
