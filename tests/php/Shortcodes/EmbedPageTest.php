<?php
/**
 * The embed page (/?eventin_embed=ID) and the generator's preview: the
 * frame-ancestors policy from the registered origins, no X-Frame-Options,
 * 404 for what is not a published record, the page as a logged-out visitor
 * sees it, hostile attributes and names inert, the preview's nonce and
 * permission.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Shortcodes;

use EventinPro\Settings\SettingsRepository;
use EventinPro\Shortcodes\Catalogue;
use EventinPro\Shortcodes\Embed\EmbedPage;
use EventinPro\Shortcodes\Embed\EmbedRecords;
use EventinPro\Shortcodes\WidgetAssets;
use EventinPro\Tests\Events\EventsTestCase;
use WP;

/**
 * Embed page.
 */
final class EmbedPageTest extends EventsTestCase {

	/**
	 * Fresh script and style queues: each page prints its own.
	 */
	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress makes new ones on first use.
		$GLOBALS['wp_styles']  = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	/**
	 * Forgets what a page enqueued.
	 */
	protected function tearDown(): void {
		foreach ( array( WidgetAssets::STYLE, WidgetAssets::SCRIPTS['widgets'], EmbedPage::FRAME_HANDLE ) as $handle ) {
			wp_dequeue_script( $handle );
			wp_dequeue_style( $handle );
			wp_deregister_script( $handle );
			wp_deregister_style( $handle );
		}
		parent::tearDown();
	}

	/**
	 * A record of a widget.
	 *
	 * @param string              $name Name.
	 * @param string              $tag  Tag.
	 * @param array<string,mixed> $atts Raw attributes.
	 */
	private function record( string $name = 'Events', string $tag = 'etn_pro_events_standard', array $atts = array() ): int {
		$saved = ( new EmbedRecords() )->save( $name, $tag, Catalogue::clean( $tag, $atts ) );
		$this->assertIsArray( $saved );
		return $saved['record']['id'];
	}

	/**
	 * Registers origins (as the settings route stores them).
	 *
	 * @param string[] $origins Origins.
	 */
	private function register_origins( array $origins ): void {
		( new SettingsRepository() )->update( array( 'embed_domains' => $origins ) );
	}

	/**
	 * The page of a record id (or 'preview').
	 *
	 * @param string      $which     Query var.
	 * @param string|null $shortcode Preview shortcode.
	 * @param string      $nonce     Preview nonce.
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	private function page( string $which, ?string $shortcode = null, string $nonce = '' ): array {
		return EmbedPage::respond( $which, $shortcode, $nonce );
	}

	/**
	 * Frame-ancestors with 0, 1 and 2 registered origins, exactly.
	 *
	 * @return array<string,array{0:string[],1:string}>
	 */
	public function origin_sets(): array {
		return array(
			'none' => array( array(), "frame-ancestors 'self'" ),
			'one'  => array( array( 'https://partner.example' ), "frame-ancestors 'self' https://partner.example" ),
			'two'  => array( array( 'https://Partner.Example/', 'http://127.0.0.1:9551' ), "frame-ancestors 'self' https://partner.example http://127.0.0.1:9551" ),
		);
	}

	/**
	 * @dataProvider origin_sets
	 *
	 * @param string[] $origins Registered origins.
	 * @param string   $csp     Expected header.
	 */
	public function test_the_policy_lists_exactly_the_registered_origins( array $origins, string $csp ): void {
		$this->register_origins( $origins );
		$id   = $this->record();
		$page = $this->page( (string) $id );
		$this->assertSame( 200, $page['status'] );
		$this->assertSame( $csp, $page['headers']['Content-Security-Policy'] );
		$this->assertSame( 'public, max-age=300', $page['headers']['Cache-Control'] );
		$this->assertSame( 'noindex', $page['headers']['X-Robots-Tag'] );
		foreach ( array_keys( $page['headers'] ) as $name ) {
			$this->assertNotSame( 'x-frame-options', strtolower( $name ) );
		}
		// The 404 page says so in the same frames.
		$this->assertSame( $csp, $this->page( '987654321' )['headers']['Content-Security-Policy'] );
	}

	public function test_a_stored_origin_that_is_not_one_never_reaches_the_header(): void {
		update_option(
			SettingsRepository::OPTION,
			array( 'embed_domains' => array( "https://ok.example\r\nX-Frame-Options: DENY", '*', 'https://a.example; script-src *', 'https://b.example' ) )
		);
		$this->assertSame( "frame-ancestors 'self' https://b.example", $this->page( (string) $this->record() )['headers']['Content-Security-Policy'] );
	}

	/**
	 * Ids that name no published record.
	 *
	 * @return array<string,array{0:callable}>
	 */
	public function missing(): array {
		return array(
			'unknown id'     => array( static fn() => '987654321' ),
			'zero'           => array( static fn() => '0' ),
			'text'           => array( static fn() => 'abc' ),
			'markup'         => array( static fn() => '"><script>alert(1)</script>' ),
			'huge number'    => array( static fn() => str_repeat( '9', 40 ) ),
			'a page'         => array(
				static fn() => (string) wp_insert_post(
					array(
						'post_type'   => 'page',
						'post_status' => 'publish',
						'post_title'  => 'About',
					)
				),
			),
			'a draft record' => array(
				static function () {
					$id = ( new EmbedRecords() )->save( 'Draft', 'etn_pro_organizers', array() )['record']['id'];
					wp_update_post(
						array(
							'ID'          => $id,
							'post_status' => 'draft',
						)
					);
					return (string) $id;
				},
			),
			'a record of a widget no longer in the catalogue' => array(
				static function () {
					$id = ( new EmbedRecords() )->save( 'Old', 'etn_pro_organizers', array() )['record']['id'];
					update_post_meta( $id, EmbedRecords::META_TAG, 'etn_pro_countdown' );
					return (string) $id;
				},
			),
		);
	}

	/**
	 * @dataProvider missing
	 *
	 * @param callable $which Gives the query var.
	 */
	public function test_what_is_not_a_published_record_is_a_404( callable $which ): void {
		$page = $this->page( $which() );
		$this->assertSame( 404, $page['status'] );
		$this->assertStringContainsString( 'This content is not available.', $page['body'] );
		$this->assertStringNotContainsString( 'eventin-widget--', $page['body'] );
		$this->assertStringNotContainsString( '<script>alert', $page['body'] );
		$this->assertSame( 'public, max-age=60', $page['headers']['Cache-Control'] );
	}

	public function test_a_deleted_record_is_a_404(): void {
		$id = $this->record();
		$this->assertSame( 200, $this->page( (string) $id )['status'] );
		( new EmbedRecords() )->delete( $id );
		$this->assertSame( 404, $this->page( (string) $id )['status'] );
	}

	public function test_the_page_is_minimal_and_follows_the_theme(): void {
		$this->event( array( 'title' => 'Open-air concert' ) );
		$id   = $this->record( 'Concerts' );
		$body = $this->page( (string) $id )['body'];

		$this->assertStringStartsWith( '<!doctype html>', ltrim( $body ) );
		$this->assertMatchesRegularExpression( '#<head>.*<base target="_blank">.*</head>#s', $body );
		$this->assertMatchesRegularExpression( "#<meta name='robots' content='[^']*noindex#", $body );
		$this->assertStringContainsString( 'data-eventin-embed="' . $id . '"', $body );
		$this->assertStringContainsString( '<div class="eventin-embed"><div class="eventin-widget eventin-widget--events-standard"', $body );
		$this->assertStringContainsString( 'Open-air concert', $body );
		$this->assertMatchesRegularExpression( '#<script[^>]+src="[^"]*build/embed-frame\.js\?ver=[^"]*"#', $body, 'the height reporter' );
		$this->assertMatchesRegularExpression( '#<link[^>]+id=\'eventin-widgets-css\'#', $body, 'the widgets\' style in the head' );
		$this->assertStringNotContainsString( 'wpadminbar', $body );
		$this->assertSame( 1, substr_count( $body, 'eventin-widget--' ), 'only the record\'s widget' );
	}

	public function test_the_page_shows_what_a_logged_out_visitor_sees(): void {
		$this->event( array( 'title' => 'Public gala' ) );
		$this->event(
			array(
				'title'       => 'Board meeting',
				'post_status' => 'private',
			)
		);
		$id = $this->record();
		$this->as_user( 'administrator' );
		$body = $this->page( (string) $id )['body'];
		$this->assertSame( 0, get_current_user_id() );
		$this->assertStringContainsString( 'Public gala', $body );
		$this->assertStringNotContainsString( 'Board meeting', $body );
		$this->assertStringNotContainsString( 'wpadminbar', $body );
		$this->assertStringNotContainsString( '_wpnonce', $body );
	}

	public function test_hostile_attributes_and_names_are_inert(): void {
		$this->event( array( 'title' => 'Gala' ) );
		$id   = $this->record(
			'</title><script>alert(1)</script>',
			'etn_pro_events_standard',
			array(
				'btn_text'  => '"><script>alert(2)</script><img src=x onerror=alert(3)>',
				'show_btn'  => 'yes',
				'event_col' => '2" onmouseover="alert(4)',
				'order'     => 'ASC; DROP TABLE wp_posts',
			)
		);
		$body = $this->page( (string) $id )['body'];
		$this->assertStringNotContainsString( '<script>alert', $body );
		$this->assertStringNotContainsString( 'onerror=', $body );
		$this->assertStringNotContainsString( 'onmouseover', $body );
		$this->assertStringNotContainsString( '<img src=x', $body );
		$this->assertStringNotContainsString( 'DROP TABLE', $body );
	}

	public function test_the_preview_needs_the_permission_and_the_nonce(): void {
		$this->register_origins( array( 'https://partner.example' ) );
		$shortcode = '[etn_pro_events_standard event_count="2"]';

		$anonymous = $this->page( EmbedPage::PREVIEW, $shortcode, wp_create_nonce( EmbedPage::NONCE_ACTION ) );
		$this->assertSame( 403, $anonymous['status'] );

		$this->as_user( 'subscriber' );
		$this->assertSame( 403, $this->page( EmbedPage::PREVIEW, $shortcode, wp_create_nonce( EmbedPage::NONCE_ACTION ) )['status'], 'subscriber with a nonce' );

		$this->as_user( $this->make_user( 'embed_preview_settings', array( 'etn_manage_settings' ) ) );
		$this->assertSame( 403, $this->page( EmbedPage::PREVIEW, $shortcode, wp_create_nonce( EmbedPage::NONCE_ACTION ) )['status'], 'another permission' );

		$holder = $this->as_user( $this->make_user( 'embed_preview_shortcode', array( 'etn_manage_shortcode' ) ) );
		$this->assertSame( 403, $this->page( EmbedPage::PREVIEW, $shortcode, '' )['status'], 'no nonce' );
		$this->assertSame( 403, $this->page( EmbedPage::PREVIEW, $shortcode, wp_create_nonce( 'wp_rest' ) )['status'], 'another action\'s nonce' );
		$this->assertSame( 403, $this->page( EmbedPage::PREVIEW, $shortcode, 'abcdef1234' )['status'], 'made-up nonce' );

		wp_set_current_user( $holder );
		$page = $this->page( EmbedPage::PREVIEW, $shortcode, wp_create_nonce( EmbedPage::NONCE_ACTION ) );
		$this->assertSame( 200, $page['status'] );
		$this->assertSame( "frame-ancestors 'self'", $page['headers']['Content-Security-Policy'], 'our own pages only' );
		$this->assertSame( 'no-store, private', $page['headers']['Cache-Control'] );
		$this->assertStringContainsString( 'eventin-widget--events-standard', $page['body'] );
		$this->assertStringContainsString( 'data-eventin-embed="preview"', $page['body'] );
		$this->assertSame( 0, get_current_user_id(), 'rendered as a visitor' );

		wp_set_current_user( $holder );
		$bad = $this->page( EmbedPage::PREVIEW, '[gallery]', wp_create_nonce( EmbedPage::NONCE_ACTION ) );
		$this->assertSame( 400, $bad['status'] );
		$this->assertStringContainsString( '[gallery] is not an Eventin Pro widget', $bad['body'] );
		$this->assertStringNotContainsString( 'eventin-widget--', $bad['body'] );
	}

	public function test_the_preview_address_carries_the_nonce(): void {
		$this->as_user( 'administrator' );
		$url = EmbedPage::preview_url();
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$this->assertSame( 'preview', $query['eventin_embed'] );
		$page = $this->page( EmbedPage::PREVIEW, '[etn_pro_organizers]', $query['_wpnonce'] );
		$this->assertSame( 200, $page['status'] );
	}

	public function test_other_requests_are_left_alone(): void {
		$this->assertContains( EmbedPage::QUERY_VAR, apply_filters( 'query_vars', array() ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$wp             = new WP();
		$wp->query_vars = array( 'p' => '5' );
		ob_start();
		EmbedPage::maybe_serve( $wp );
		$this->assertSame( '', ob_get_clean() );
		$rest             = new WP();
		$rest->query_vars = array(
			'rest_route'         => '/eventin/v2/shortcodes',
			EmbedPage::QUERY_VAR => '5',
		);
		ob_start();
		EmbedPage::maybe_serve( $rest );
		$this->assertSame( '', ob_get_clean() );
	}

	public function test_the_script_address_tells_home_only_when_it_is_not_the_root(): void {
		$this->assertStringNotContainsString( 'home=', EmbedPage::script_url( 5 ) );
		$folder = static function () {
			return 'http://example.org/blog';
		};
		add_filter( 'home_url', $folder );
		try {
			$this->assertStringContainsString( '&id=5&home=' . rawurlencode( 'http://example.org/blog' ), EmbedPage::script_url( 5 ) );
			$this->assertStringNotContainsString( 'home=', EmbedPage::script_url() );
		} finally {
			remove_filter( 'home_url', $folder );
		}
	}
}
