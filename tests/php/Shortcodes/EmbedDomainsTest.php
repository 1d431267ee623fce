<?php
/**
 * Registered domains (setting embed_domains of eventin/v2/settings): exact
 * origins only, in their normal form, repeats removed, at most 50; a 400
 * naming the field and the bad value otherwise; changed by holders of
 * etn_manage_shortcode, even without etn_manage_settings, and by no one else.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Shortcodes;

use EventinPro\Settings\SettingsRepository;
use EventinPro\Shortcodes\Embed\EmbedDomains;
use EventinPro\Tests\TestCase;

/**
 * Registered domains.
 */
final class EmbedDomainsTest extends TestCase {

	private const ROUTE = '/eventin/v2/settings';

	/**
	 * Stores a list as the current user.
	 *
	 * @param mixed $domains Value of embed_domains.
	 */
	private function put( $domains ): \WP_REST_Response {
		return $this->request( 'PUT', self::ROUTE, array( 'embed_domains' => $domains ) );
	}

	public function test_good_origins_are_stored_in_normal_form_without_repeats(): void {
		$this->as_user( 'administrator' );
		$response = $this->put(
			array(
				'https://Partner.Example',
				'  https://partner.example/  ',
				'HTTPS://PARTNER.EXAMPLE:443',
				'http://127.0.0.1:9551',
				'http://localhost:8080',
				'https://shop.example.co.uk',
				'http://[::1]:3000',
				'https://xn--bcher-kva.example',
				'http://partner.example:80',
			)
		);
		$this->assertStatus( 200, $response );
		$expected = array(
			'https://partner.example',
			'http://127.0.0.1:9551',
			'http://localhost:8080',
			'https://shop.example.co.uk',
			'http://[::1]:3000',
			'https://xn--bcher-kva.example',
			'http://partner.example',
		);
		$this->assertSame( $expected, $this->json( $response )['embed_domains'] );
		$this->assertSame( $expected, $this->json( $this->request( 'GET', self::ROUTE ) )['embed_domains'] );
		$this->assertSame( $expected, EmbedDomains::origins() );

		$this->assertStatus( 200, $this->put( array() ) );
		$this->assertSame( array(), EmbedDomains::origins(), 'an empty list clears them' );
	}

	public function test_an_internationalized_host_is_stored_as_punycode_when_php_can(): void {
		if ( ! function_exists( 'idn_to_ascii' ) ) {
			$this->assertNotNull( EmbedDomains::reason( 'https://bücher.example' ) );
			return;
		}
		$this->assertSame( 'https://xn--bcher-kva.example', EmbedDomains::normalize( 'https://Bücher.example' ) );
	}

	/**
	 * Values that are not origins, and a word of the reason.
	 *
	 * @return array<string,array{0:mixed,1:string}>
	 */
	public function bad_values(): array {
		return array(
			'path'               => array( array( 'https://partner.example/events' ), 'without a path' ),
			'deep path'          => array( array( 'https://partner.example/a/b/' ), 'without a path' ),
			'query'              => array( array( 'https://partner.example?x=1' ), 'without a path, query' ),
			'fragment'           => array( array( 'https://partner.example#top' ), 'fragment' ),
			'backslash'          => array( array( 'https://partner.example\\evil' ), 'without a path' ),
			'javascript:'        => array( array( 'javascript:alert(1)' ), 'https:// or http://' ),
			'data:'              => array( array( 'data:text/html,<script>alert(1)</script>' ), 'https:// or http://' ),
			'ftp'                => array( array( 'ftp://partner.example' ), 'https:// or http://' ),
			'wildcard'           => array( array( '*' ), 'wildcards' ),
			'wildcard subdomain' => array( array( 'https://*.partner.example' ), 'wildcards' ),
			'no scheme'          => array( array( 'partner.example' ), 'not a site address' ),
			'scheme-relative'    => array( array( '//partner.example' ), 'not a site address' ),
			'scheme without //'  => array( array( 'https:partner.example' ), 'not a site address' ),
			'no host'            => array( array( 'https://' ), 'not a site address' ),
			'port only'          => array( array( 'https://:443' ), 'not a site address' ),
			'user and password'  => array( array( 'https://user:pw@partner.example' ), 'user name' ),
			'port too big'       => array( array( 'https://partner.example:99999' ), 'port outside' ),
			'port 0'             => array( array( 'https://partner.example:0' ), 'port outside' ),
			'empty'              => array( array( '' ), 'empty' ),
			'blank'              => array( array( '   ' ), 'empty' ),
			'space in host'      => array( array( 'https://partner .example' ), 'not a site address' ),
			'header injection'   => array( array( "https://partner.example\r\nX-Frame-Options: DENY" ), 'not a site address' ),
			'policy injection'   => array( array( "https://partner.example; script-src 'unsafe-inline'" ), 'not a site address' ),
			'quote'              => array( array( "https://partner.example'" ), 'not a site address' ),
			'empty label'        => array( array( 'https://partner..example' ), 'not a site address' ),
			'label with hyphen'  => array( array( 'https://-partner.example' ), 'not a site address' ),
			'markup'             => array( array( '<script>alert(1)</script>' ), 'not a site address' ),
			'over-long'          => array( array( 'https://' . str_repeat( 'a', 300 ) . '.example' ), 'at most 300' ),
			'number item'        => array( array( 42 ), 'embed_domains' ),
			'list item'          => array( array( array( 'https://partner.example' ) ), 'embed_domains' ),
			'text not a list'    => array( 'https://partner.example', 'embed_domains' ),
			'object'             => array( array( 'a' => 'https://partner.example' ), 'embed_domains' ),
			'good then bad'      => array( array( 'https://ok.example', 'https://bad.example/path' ), 'without a path' ),
			'too many'           => array( array_map( static fn( $n ) => "https://site$n.example", range( 1, 51 ) ), 'at most 50' ),
		);
	}

	/**
	 * @dataProvider bad_values
	 *
	 * @param mixed  $value  embed_domains.
	 * @param string $reason Part of the reason.
	 */
	public function test_bad_values_are_a_400_naming_the_field( $value, string $reason ): void {
		$this->as_user( 'administrator' );
		( new SettingsRepository() )->update( array( 'embed_domains' => array( 'https://kept.example' ) ) );
		$response = $this->put( $value );
		$this->assertStatus( 400, $response );
		$body = $this->json( $response );
		$this->assertSame( 'rest_invalid_param', $body['code'] );
		$this->assertArrayHasKey( 'embed_domains', $body['data']['params'] );
		$this->assertStringContainsString( $reason, $body['data']['params']['embed_domains'] );
		$this->assertSame( array( 'https://kept.example' ), EmbedDomains::origins(), 'nothing changed' );
	}

	public function test_the_reason_names_the_bad_value(): void {
		$this->as_user( 'administrator' );
		$body = $this->json( $this->put( array( 'https://ok.example', 'https://partner.example/shop' ) ) );
		$this->assertStringContainsString( '“https://partner.example/shop”', $body['data']['params']['embed_domains'] );
	}

	public function test_fifty_sites_with_repeats_are_fine(): void {
		$this->as_user( 'administrator' );
		$sites    = array_map( static fn( $n ) => "https://site$n.example", range( 1, 50 ) );
		$response = $this->put( array_merge( $sites, array( 'https://SITE1.example/', 'https://site2.example:443' ) ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( $sites, EmbedDomains::origins() );
	}

	public function test_stored_values_that_are_not_origins_are_dropped_on_read(): void {
		update_option(
			SettingsRepository::OPTION,
			array( 'embed_domains' => array( 'javascript:alert(1)', 'https://OK.example/', 5, array( 'x' ), '*', 'https://ok.example' ) )
		);
		$this->assertSame( array( 'https://ok.example' ), EmbedDomains::origins() );
		update_option( SettingsRepository::OPTION, array( 'embed_domains' => 'https://ok.example' ) );
		$this->assertSame( array(), EmbedDomains::origins() );
	}

	/**
	 * Who may change the registered domains, and the other settings with them.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:int,3:int}>
	 */
	public function roles(): array {
		return array(
			'anonymous'              => array( 0, array(), 401, 401 ),
			'subscriber'             => array( 'subscriber', array(), 403, 403 ),
			'editor'                 => array( 'editor', array(), 403, 403 ),
			'organizer'              => array( 'etn-organizer', array(), 403, 403 ),
			'event-only role'        => array( 'domains_event', array( 'etn_manage_event' ), 403, 403 ),
			'settings-only role'     => array( 'domains_settings', array( 'etn_manage_settings' ), 403, 403 ),
			'shortcode-only role'    => array( 'domains_shortcode', array( 'etn_manage_shortcode' ), 200, 403 ),
			'settings and shortcode' => array( 'domains_both', array( 'etn_manage_settings', 'etn_manage_shortcode' ), 200, 200 ),
			'administrator'          => array( 'administrator', array(), 200, 200 ),
		);
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string|int $role   Role (0 = anonymous).
	 * @param string[]   $caps   Caps of a custom role.
	 * @param int        $alone  Status of a PUT of embed_domains alone.
	 * @param int        $mixed  Status of a PUT of embed_domains with another setting.
	 */
	public function test_who_may_change_them( $role, array $caps, int $alone, int $mixed ): void {
		wp_set_current_user( $this->matrix_user( $role, $caps ) );
		$response = $this->put( array( 'https://partner.example' ) );
		$this->assertStatus( $alone, $response, 'alone' );
		$this->assertSame( 200 === $alone ? array( 'https://partner.example' ) : array(), EmbedDomains::origins() );
		if ( 403 === $alone && is_user_logged_in() ) {
			$this->assertSame( 'rest_forbidden', $this->json( $response )['code'] );
		}
		if ( in_array( 'etn_manage_settings', $caps, true ) && 403 === $alone ) {
			$this->assertStringContainsString( 'manage shortcodes', $this->json( $response )['message'] );
		}

		$response = $this->request(
			'PUT',
			self::ROUTE,
			array(
				'embed_domains' => array( 'https://other.example' ),
				'currency'      => 'EUR',
			)
		);
		$this->assertStatus( $mixed, $response, 'with another setting' );
		$this->assertSame( 200 === $mixed ? 'EUR' : 'USD', ( new SettingsRepository() )->get( 'currency' ) );
	}

	public function test_the_header_follows_the_setting(): void {
		$this->as_user( 'administrator' );
		$this->put( array( 'https://a.example', 'http://127.0.0.1:9551' ) );
		$this->assertSame( "frame-ancestors 'self' https://a.example http://127.0.0.1:9551", EmbedDomains::frame_ancestors( EmbedDomains::origins() ) );
		$this->assertSame( "frame-ancestors 'self'", EmbedDomains::frame_ancestors( array( 'https://a.example/x', "b\nc" ) ) );
	}
}
