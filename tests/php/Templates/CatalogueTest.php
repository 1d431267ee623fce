<?php
/**
 * The template catalogue against the local catalogue server: lists per type,
 * their cache, a catalogue that is down or answers garbage, malformed answers,
 * and a draft template made from a design.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Templates;

use EventinPro\Templates\Catalogue;
use EventinPro\Templates\Templates;
use EventinPro\Tests\License\LicenseServer;

/**
 * Catalogue tests.
 */
final class CatalogueTest extends CatalogueTestCase {

	/**
	 * The repository's designs: type => ids.
	 */
	private const DESIGNS = array(
		'event'       => array( 'conference-landing', 'workshop-landing' ),
		'certificate' => array( 'classic-certificate', 'modern-certificate' ),
		'ticket'      => array( 'compact-ticket', 'standard-ticket' ),
	);

	public function test_it_lists_the_designs_of_each_type(): void {
		$this->as_user( 'administrator' );
		foreach ( self::DESIGNS as $type => $ids ) {
			$response = $this->list_designs( $type );
			$this->assertStatus( 200, $response, $type );
			$body = $this->json( $response );
			$this->assertSame( array( 'items' ), array_keys( $body ) );
			$this->assertSame( $ids, array_column( $body['items'], 'id' ), $type );
			foreach ( $body['items'] as $item ) {
				$this->assertSame( array( 'id', 'name', 'type', 'thumbnail', 'preview_url' ), array_keys( $item ) );
				$this->assertSame( $type, $item['type'] );
				$this->assertSame( self::design_file( $item['id'] )['name'], $item['name'] );
				$this->assertSame( $this->catalogue_url . '/thumbnails/' . $item['id'] . '.svg', $item['thumbnail'] );
				$this->assertSame( $this->catalogue_url . '/preview?template_id=' . $item['id'], $item['preview_url'] );
			}
		}
		$this->assertCount( 3, $this->requested, 'one request per type' );
		$this->assertSame( $this->catalogue_url . '/templates?type=certificate', $this->requested[1] );
	}

	public function test_the_preview_and_the_thumbnail_are_served(): void {
		$preview = LicenseServer::let_loopback_through( false, array( 'method' => 'GET' ), $this->catalogue_url . '/preview?template_id=classic-certificate' );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $preview ) );
		$this->assertStringContainsString( 'Certificate of Attendance', wp_remote_retrieve_body( $preview ) );
		$this->assertStringNotContainsString( '{{attendee_name}}', wp_remote_retrieve_body( $preview ), 'placeholders show sample values' );
		$picture = LicenseServer::let_loopback_through( false, array( 'method' => 'GET' ), $this->catalogue_url . '/thumbnails/classic-certificate.svg' );
		$this->assertSame( 'image/svg+xml', wp_remote_retrieve_header( $picture, 'content-type' ) );
	}

	public function test_a_list_is_cached_for_twelve_hours_per_type_and_catalogue(): void {
		$this->as_user( 'administrator' );
		$first = $this->json( $this->list_designs( 'ticket' ) );
		$this->assertCount( 1, $this->requested );
		$this->assertSame( $first, $this->json( $this->list_designs( 'ticket' ) ), 'the same answer' );
		$this->assertCount( 1, $this->requested, 'the second call makes no request' );

		$timeout = $this->transient_timeout();
		$this->assertEqualsWithDelta( time() + 12 * HOUR_IN_SECONDS, $timeout, 60 );

		$this->list_designs( 'event' );
		$this->assertCount( 2, $this->requested, 'another type is read' );

		$this->catalogue_url .= '/';
		$this->list_designs( 'ticket' );
		$this->assertCount( 2, $this->requested, 'a trailing slash is the same catalogue' );
		$this->catalogue_url = LicenseServer::closed_url();
		$this->assertStatus( 502, $this->list_designs( 'ticket' ) );
		$this->assertCount( 3, $this->requested, 'another catalogue is read' );
	}

	public function test_a_catalogue_that_cannot_be_reached_is_a_502_remembered_for_five_minutes(): void {
		$this->catalogue_url = LicenseServer::closed_url();
		$failures            = array();
		$record              = static function ( \WP_Error $error ) use ( &$failures ) {
			$failures[] = $error->get_error_message();
		};
		add_action( 'eventin_template_catalogue_failed', $record );
		$this->as_user( 'administrator' );

		$response = $this->list_designs( 'event' );
		remove_action( 'eventin_template_catalogue_failed', $record );

		$this->assertStatus( 502, $response );
		$body = $this->json( $response );
		$this->assertSame( 'eventin_catalogue_unreachable', $body['code'] );
		$this->assertSame( 'Could not reach the template catalogue. Check the site\'s internet connection and try again.', $body['message'] );
		$port = (string) wp_parse_url( $this->catalogue_url, PHP_URL_PORT );
		$this->assertStringNotContainsString( $port, (string) wp_json_encode( $body ), 'no address of the site\'s network' );
		$this->assertCount( 1, $failures, 'the detail goes to the action' );

		$this->assertSame( $body, $this->json( $this->list_designs( 'event' ) ), 'the same answer' );
		$this->assertCount( 1, $this->requested, 'a failure is remembered' );
		$this->assertEqualsWithDelta( time() + 5 * MINUTE_IN_SECONDS, $this->transient_timeout(), 60 );

		delete_transient( $this->transient_name() );
		$this->catalogue_url = CatalogueServer::url();
		$this->assertStatus( 200, $this->list_designs( 'event' ), 'back once the failure is forgotten' );
	}

	/**
	 * Catalogues that answer something other than the protocol.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function garbage(): array {
		return array(
			'an HTML page' => array( '/html', 'its answer was not JSON' ),
			'HTTP 500'     => array( '/error', 'it answered with HTTP status 500' ),
			'no list'      => array( '/wrong-shape', 'it did not send a list of templates' ),
		);
	}

	/**
	 * @dataProvider garbage
	 *
	 * @param string $suffix Added to the catalogue URL.
	 * @param string $detail What the message says.
	 */
	public function test_a_catalogue_answering_garbage_is_a_502( string $suffix, string $detail ): void {
		$this->catalogue_url .= $suffix;
		$this->as_user( 'administrator' );
		$response = $this->list_designs( 'event' );
		$this->assertStatus( 502, $response );
		$body = $this->json( $response );
		$this->assertSame( 'eventin_catalogue_invalid_reply', $body['code'] );
		$this->assertStringContainsString( $detail, $body['message'] );
	}

	public function test_malformed_list_items_are_left_out_or_cleaned(): void {
		$this->catalogue_url .= '/malformed';
		$this->as_user( 'administrator' );
		$response = $this->list_designs( 'certificate' );
		$this->assertStatus( 200, $response );
		$items = array_column( $this->json( $response )['items'], null, 'id' );
		// Left out: bad ids, an id that is a number, a javascript: or relative
		// preview, a name that is empty once cleaned or not text, an unknown
		// type, another type, an id listed twice, items that are not objects.
		$this->assertSame( array( 'good-one', 'js-thumbnail', 'data-thumbnail', 'html-name', 'long-name' ), array_keys( $items ) );
		$this->assertSame( 'Good certificate design', $items['good-one']['name'], 'the first of a repeated id' );
		$this->assertSame( '', $items['js-thumbnail']['thumbnail'], 'a javascript: thumbnail reads none' );
		$this->assertSame( '', $items['data-thumbnail']['thumbnail'], 'only http(s) pictures' );
		$this->assertSame( 'Gala night', $items['html-name']['name'], 'names are plain text' );
		$this->assertSame( str_repeat( 'n', 200 ), $items['long-name']['name'], 'names are cut to 200 characters' );
		foreach ( $items as $item ) {
			$this->assertSame( 'certificate', $item['type'] );
			$this->assertMatchesRegularExpression( '#^http://127\.0\.0\.1:\d+/malformed/preview\?template_id=#', $item['preview_url'] );
		}
	}

	public function test_the_request_is_a_safe_get_with_a_short_timeout(): void {
		$seen = array();
		$spy  = static function ( $preempt, $args ) use ( &$seen ) {
			$seen = $args;
			return $preempt;
		};
		add_filter( 'pre_http_request', $spy, 2, 2 );
		$this->as_user( 'administrator' );
		$this->assertStatus( 200, $this->list_designs( 'event' ) );
		remove_filter( 'pre_http_request', $spy, 2 );

		$this->assertSame( 'GET', $seen['method'] );
		$this->assertTrue( $seen['reject_unsafe_urls'], 'wp_safe_remote_get' );
		$this->assertLessThanOrEqual( 10, $seen['timeout'] );
		// The loopback catalogue is let through for its own requests only.
		$this->assertFalse( wp_http_validate_url( $this->catalogue_url . '/templates' ) );
	}

	public function test_the_catalogue_url_comes_from_the_constant_through_the_filter(): void {
		remove_all_filters( 'eventin_template_catalogue_url' );
		$this->assertSame( Templates::DEFAULT_CATALOGUE, EVENTIN_PRO_TEMPLATE_CATALOGUE, 'the vendor\'s catalogue unless wp-config.php says otherwise' );
		$this->assertSame( EVENTIN_PRO_TEMPLATE_CATALOGUE, ( new Catalogue() )->base_url() );
		add_filter(
			'eventin_template_catalogue_url',
			static function () {
				return 'not a url';
			}
		);
		$this->as_user( 'administrator' );
		$response = $this->list_designs( 'event' );
		remove_all_filters( 'eventin_template_catalogue_url' );
		$this->assertStatus( 502, $response );
		$this->assertSame( 'eventin_catalogue_unreachable', $this->json( $response )['code'] );
		$this->assertSame( array(), $this->requested, 'no request to a URL that is not one' );
	}

	public function test_using_a_design_makes_a_draft_with_its_content(): void {
		$this->as_user( 'administrator' );
		$count = $this->template_count();
		foreach ( array( 'classic-certificate', 'modern-certificate', 'conference-landing', 'compact-ticket' ) as $id ) {
			$design   = self::design_file( $id );
			$response = $this->request( 'POST', self::CATALOGUE . "/$id" );
			$this->assertStatus( 201, $response, $id );
			$item = $this->json( $response );
			$this->assertGreaterThan( 0, $item['id'] );
			$this->assertSame( $design['name'], $item['name'] );
			$this->assertSame( $design['type'], $item['type'] );
			$this->assertSame( $design['orientation'], $item['orientation'] );
			$this->assertSame( 'draft', $item['status'] );
			$this->assertSame( $design['content'], $item['content'], "$id: the design's blocks, as they are" );
			$this->assertSame( '', $item['thumbnail'] );
			$this->assertSame( rest_url( 'eventin/v2/templates/' . $item['id'] ), $item['_links']['self'][0]['href'] );
			$this->assertSame( $item, $this->json( $this->request( 'GET', self::ROUTE . '/' . $item['id'] ) ), 'the same as the template route answers' );
			$this->assertSame( 'draft', get_post_status( $item['id'] ) );
		}
		$this->assertSame( $count + 4, $this->template_count() );
		$this->assertSame( array( $this->catalogue_url . '/templates/classic-certificate' ), array_slice( $this->requested, 0, 1 ), 'the design is read from the catalogue' );
	}

	public function test_the_role_holding_only_the_permission_gets_filtered_content_as_the_administrator_does(): void {
		$this->catalogue_url .= '/malformed';
		foreach ( array( 'administrator', $this->make_user( 'template_only', array( 'etn_manage_template' ) ) ) as $user ) {
			$this->as_user( $user );
			$response = $this->request( 'POST', self::CATALOGUE . '/html-name' );
			$this->assertStatus( 201, $response );
			$item = $this->json( $response );
			$this->assertSame( 'Gala night', $item['name'], 'plain text' );
			$this->assertStringContainsString( 'Hi {{attendee_name}}', $item['content'] );
			$this->assertStringNotContainsString( '<script', $item['content'], 'a design is filtered as post content whoever uses it' );
			$this->assertStringNotContainsString( 'javascript:', $item['content'] );
			$this->assertSame( 'portrait', $item['orientation'] );
			$this->assertSame( 'certificate', $item['type'] );
		}
		$item = $this->json( $this->request( 'POST', self::CATALOGUE . '/odd-orientation' ) );
		$this->assertSame( 'landscape', $item['orientation'], 'an unknown orientation reads landscape' );
		$item = $this->json( $this->request( 'POST', self::CATALOGUE . '/long-name' ) );
		$this->assertSame( str_repeat( 'n', 200 ), $item['name'] );
	}

	public function test_an_unknown_design_is_a_404(): void {
		$this->as_user( 'administrator' );
		$count    = $this->template_count();
		$response = $this->request( 'POST', self::CATALOGUE . '/no-such-design' );
		$this->assertStatus( 404, $response );
		$body = $this->json( $response );
		$this->assertSame( 'rest_not_found', $body['code'] );
		$this->assertSame( 'The template catalogue has no design with this id.', $body['message'] );
		$this->assertSame( $count, $this->template_count() );
	}

	/**
	 * Designs the plugin must refuse.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function malformed_designs(): array {
		return array(
			'content over 1,000,000 characters' => array( 'huge-content', 'longer than' ),
			'content as a list'                 => array( 'content-array', 'no content' ),
			'no content'                        => array( 'no-content', 'no content' ),
			'another design'                    => array( 'other-id', 'not the one asked for' ),
			'an unknown type'                   => array( 'bad-type', 'not well formed' ),
			'JSON cut short'                    => array( 'not-json', 'not JSON' ),
		);
	}

	/**
	 * @dataProvider malformed_designs
	 *
	 * @param string $id     Design id.
	 * @param string $detail What the message says.
	 */
	public function test_a_malformed_design_is_a_502_and_makes_nothing( string $id, string $detail ): void {
		$this->catalogue_url .= '/malformed';
		$this->as_user( 'administrator' );
		$count    = $this->template_count();
		$response = $this->request( 'POST', self::CATALOGUE . "/$id" );
		$this->assertStatus( 502, $response );
		$body = $this->json( $response );
		$this->assertSame( 'eventin_catalogue_invalid_reply', $body['code'] );
		$this->assertStringContainsString( $detail, $body['message'] );
		$this->assertSame( $count, $this->template_count(), 'nothing created' );
	}

	public function test_using_a_design_of_a_catalogue_that_is_down_is_a_502(): void {
		$this->catalogue_url = LicenseServer::closed_url();
		$this->as_user( 'administrator' );
		$count    = $this->template_count();
		$response = $this->request( 'POST', self::CATALOGUE . '/classic-certificate' );
		$this->assertStatus( 502, $response );
		$this->assertSame( 'eventin_catalogue_unreachable', $this->json( $response )['code'] );
		$this->assertSame( $count, $this->template_count() );
	}

	/**
	 * The expiry time of the one catalogue transient there is.
	 */
	private function transient_timeout(): int {
		return (int) get_option( '_transient_timeout_' . $this->transient_name() );
	}

	/**
	 * The name of the one catalogue transient there is.
	 */
	private function transient_name(): string {
		global $wpdb;
		$names = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_eventin\\_template\\_catalogue\\_%'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertNotEmpty( $names, 'a transient is stored' );
		return substr( (string) end( $names ), strlen( '_transient_' ) );
	}
}
