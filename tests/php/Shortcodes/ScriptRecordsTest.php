<?php
/**
 * Script records (eventin/v2/shortcodes/script): who may use the routes,
 * what a record stores (the widget tag and cleaned attributes, nothing
 * typed), the answer's script tag, asking twice, the list, delete, and a
 * 400 naming the field for each bad input.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Shortcodes;

use EventinPro\Shortcodes\Catalogue;
use EventinPro\Shortcodes\Embed\EmbedPage;
use EventinPro\Shortcodes\Embed\EmbedRecords;
use EventinPro\Shortcodes\Embed\EmbedShortcode;
use EventinPro\Support\BuildAssets;
use EventinPro\Tests\TestCase;

/**
 * Script records.
 */
final class ScriptRecordsTest extends TestCase {

	private const ROUTE = '/eventin/v2/shortcodes/script';

	private const SHORTCODE = '[etn_pro_events_standard event_count="3" order="ASC"]';

	/**
	 * Creates a record as the current user.
	 *
	 * @param string $shortcode Shortcode.
	 * @param string $name      Name.
	 * @return array<string,mixed> The answer.
	 */
	private function create( string $shortcode = self::SHORTCODE, string $name = 'Upcoming events' ): array {
		$response = $this->request(
			'POST',
			self::ROUTE,
			array(
				'post_name' => $name,
				'shortcode' => $shortcode,
			)
		);
		$this->assertStatus( 201, $response );
		return $this->json( $response );
	}

	/**
	 * Every stored record id.
	 *
	 * @return int[]
	 */
	private function stored_ids(): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'   => EmbedRecords::POST_TYPE,
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			)
		);
	}

	/**
	 * Roles and whether they may use the routes.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'shortcode-only role' => array( 'matrix_embed_shortcode', array( 'etn_manage_shortcode' ), true ),
				'settings-only role'  => array( 'matrix_embed_settings', array( 'etn_manage_settings' ), false ),
				'event-only role'     => array( 'matrix_embed_event', array( 'etn_manage_event' ), false ),
				'template-only role'  => array( 'matrix_embed_template', array( 'etn_manage_template' ), false ),
			)
		);
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string|int $role    Role (0 = anonymous).
	 * @param string[]   $caps    Caps of a custom role.
	 * @param bool       $allowed Whether the routes answer.
	 */
	public function test_role_matrix( $role, array $caps, bool $allowed ): void {
		$this->as_user( 'administrator' );
		$existing = $this->create( '[etn_pro_speakers_standard]', 'Speakers' );

		wp_set_current_user( $this->matrix_user( $role, $caps ) );
		$denied = 0 === $role ? 401 : 403;
		$item   = self::ROUTE . '/' . $existing['id'];

		$this->assertStatus( $allowed ? 201 : $denied, $this->request( 'POST', self::ROUTE, array( 'shortcode' => self::SHORTCODE ) ), 'POST' );
		$this->assertStatus( $allowed ? 200 : $denied, $this->request( 'GET', self::ROUTE ), 'GET list' );
		$this->assertStatus( $allowed ? 200 : $denied, $this->request( 'GET', $item ), 'GET item' );
		$this->assertStatus( $allowed ? 200 : $denied, $this->request( 'DELETE', $item ), 'DELETE' );
		$this->assertSame( $allowed, ! get_post( $existing['id'] ), 'deleted only when allowed' );
		$this->assertCount( $allowed ? 1 : 0, array_diff( $this->stored_ids(), array( $existing['id'] ) ), 'created only when allowed' );

		$catalogue = $this->request( 'GET', '/eventin/v2/shortcodes' );
		$this->assertStatus( $allowed ? 200 : $denied, $catalogue, 'GET catalogue' );
	}

	/**
	 * Bad payloads and the field each must name.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_payloads(): array {
		$ok = array( 'shortcode' => self::SHORTCODE );
		return array(
			'no shortcode'               => array( array( 'post_name' => 'x' ), 'shortcode' ),
			'empty shortcode'            => array( array( 'shortcode' => '' ), 'shortcode' ),
			'blank shortcode'            => array( array( 'shortcode' => "  \n " ), 'shortcode' ),
			'shortcode as array'         => array( array( 'shortcode' => array( self::SHORTCODE ) ), 'shortcode' ),
			'shortcode as number'        => array( array( 'shortcode' => 42 ), 'shortcode' ),
			'shortcode as null'          => array( array( 'shortcode' => null ), 'shortcode' ),
			'core shortcode'             => array( array( 'shortcode' => '[gallery ids="1,2"]' ), 'shortcode' ),
			'Eventin shortcode not ours' => array( array( 'shortcode' => '[etn_pro_countdown event_id="5"]' ), 'shortcode' ),
			'free Eventin shortcode'     => array( array( 'shortcode' => '[events limit="3"]' ), 'shortcode' ),
			'tag in other case'          => array( array( 'shortcode' => '[ETN_PRO_EVENTS_STANDARD]' ), 'shortcode' ),
			'tag with a suffix'          => array( array( 'shortcode' => '[etn_pro_events_standardx]' ), 'shortcode' ),
			'two of our shortcodes'      => array( array( 'shortcode' => '[etn_pro_events_standard][etn_pro_organizers]' ), 'shortcode' ),
			'ours and another'           => array( array( 'shortcode' => '[gallery][etn_pro_events_standard]' ), 'shortcode' ),
			'text before'                => array( array( 'shortcode' => 'Our events: [etn_pro_events_standard]' ), 'shortcode' ),
			'text after'                 => array( array( 'shortcode' => '[etn_pro_events_standard] and more' ), 'shortcode' ),
			'markup around'              => array( array( 'shortcode' => '<p>[etn_pro_events_standard]</p>' ), 'shortcode' ),
			'script around'              => array( array( 'shortcode' => '<script>alert(1)</script>[etn_pro_events_standard]' ), 'shortcode' ),
			'escaped shortcode'          => array( array( 'shortcode' => '[[etn_pro_events_standard]]' ), 'shortcode' ),
			'enclosing content'          => array( array( 'shortcode' => '[etn_pro_events_standard]<b>x</b>[/etn_pro_events_standard]' ), 'shortcode' ),
			'plain text'                 => array( array( 'shortcode' => 'etn_pro_events_standard' ), 'shortcode' ),
			'unclosed bracket'           => array( array( 'shortcode' => '[etn_pro_events_standard event_count="3"' ), 'shortcode' ),
			'bracket inside a value'     => array( array( 'shortcode' => '[etn_pro_events_standard btn_text="a]b"]' ), 'shortcode' ),
			'over-long shortcode'        => array( array( 'shortcode' => '[etn_pro_events_standard btn_text="' . str_repeat( 'a', 4100 ) . '"]' ), 'shortcode' ),
			'name of markup only'        => array( $ok + array( 'post_name' => '<script>alert(1)</script>' ), 'post_name' ),
			'over-long name'             => array( $ok + array( 'post_name' => str_repeat( 'n', 201 ) ), 'post_name' ),
			'name as array'              => array( $ok + array( 'post_name' => array( 'x' ) ), 'post_name' ),
			'name as number'             => array( $ok + array( 'post_name' => 5 ), 'post_name' ),
			'name as object'             => array( $ok + array( 'post_name' => array( 'a' => 'b' ) ), 'post_name' ),
		);
	}

	/**
	 * @dataProvider bad_payloads
	 *
	 * @param array<string,mixed> $payload Payload.
	 * @param string              $field   Field the 400 names.
	 */
	public function test_bad_input_is_a_400_naming_the_field( array $payload, string $field ): void {
		$this->as_user( 'administrator' );
		$response = $this->request( 'POST', self::ROUTE, $payload );
		$this->assertStatus( 400, $response );
		$body = $this->json( $response );
		$this->assertContains( $body['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
		$this->assertContains( $field, array_merge( array_keys( $body['data']['params'] ?? array() ), (array) ( $body['data']['params'] ?? array() ) ), wp_json_encode( $body ) );
		if ( 'rest_invalid_param' === $body['code'] ) {
			$this->assertNotSame( '', trim( (string) $body['data']['params'][ $field ] ), 'a reason' );
		}
		$this->assertSame( array(), $this->stored_ids(), 'nothing stored' );
	}

	/**
	 * The reasons a person reads for the common mistakes.
	 */
	public function test_reasons_say_what_is_wrong(): void {
		$this->as_user( 'administrator' );
		$reason = function ( string $shortcode ): string {
			return (string) $this->json( $this->request( 'POST', self::ROUTE, array( 'shortcode' => $shortcode ) ) )['data']['params']['shortcode'];
		};
		$this->assertStringContainsString( '[gallery] is not an Eventin Pro widget', $reason( '[gallery]' ) );
		$this->assertStringContainsString( '[etn_pro_countdown] is not an Eventin Pro widget', $reason( '[etn_pro_countdown]' ) );
		$this->assertStringContainsString( 'it holds 2', $reason( '[etn_pro_organizers][etn_pro_organizers]' ) );
		$this->assertStringContainsString( 'without text around it', $reason( 'See: [etn_pro_organizers]' ) );
		$this->assertStringContainsString( 'another one', $reason( '[etn_pro_organizers] [gallery]' ) );
		$this->assertStringContainsString( 'must not be empty', $reason( '' ) );
	}

	public function test_a_record_stores_the_cleaned_attributes_only(): void {
		$this->as_user( 'administrator' );
		$hostile = '[etn_pro_events_standard event_count="99999" event_col="-3" order="asc; DROP TABLE wp_posts" '
			. 'btn_text=\'"><script>alert(1)</script><img src=x onerror=alert(2)>Book\' style="../../wp-config" '
			. 'onload="alert(3)" event_cat_ids="5,x,-2,7" show_desc="yes\" onmouseover=\"alert(4)"]';
		$answer  = $this->create( $hostile, '<b>Spring</b> <script>alert(5)</script>line' );

		$post = get_post( $answer['id'] );
		$this->assertSame( EmbedRecords::POST_TYPE, $post->post_type );
		$this->assertSame( '', $post->post_content, 'no shortcode text stored' );
		$this->assertSame( 'Spring line', $post->post_title );
		$this->assertSame( 'Spring line', $answer['post_name'] );

		$expected = Catalogue::clean( 'etn_pro_events_standard', shortcode_parse_atts( substr( $hostile, 24, -1 ) ) );
		$this->assertSame( 'etn_pro_events_standard', get_post_meta( $answer['id'], EmbedRecords::META_TAG, true ) );
		$stored = json_decode( (string) get_post_meta( $answer['id'], EmbedRecords::META_ATTS, true ), true );
		$this->assertSame( $expected, $stored );
		$this->assertSame( 100, $stored['event_count'] );
		$this->assertSame( 1, $stored['event_col'] );
		$this->assertSame( 'DESC', $stored['order'] );
		$this->assertSame( array( 5, 7 ), $stored['event_cat_ids'] );
		$this->assertArrayNotHasKey( 'onload', $stored );
		$this->assertArrayNotHasKey( 'style', $stored, 'events_standard has no style attribute' );

		foreach ( get_post_meta( $answer['id'] ) as $key => $values ) {
			foreach ( $values as $value ) {
				$this->assertStringNotContainsString( '<', $value, $key );
				$this->assertStringNotContainsString( 'onerror', $value, $key );
			}
		}
		$this->assertStringNotContainsString( '<', $answer['shortcode'] );
		$this->assertStringNotContainsString( 'onload', $answer['shortcode'] );
		$this->assertStringStartsWith( '[etn_pro_events_standard event_count="100" event_col="1" ', $answer['shortcode'] );
		$this->assertStringNotContainsString( '<script>', $answer['script'] );
		$this->assertStringContainsString( 'data-title="Spring line"', $answer['script'] );
	}

	public function test_the_answer_carries_the_script_tag_and_every_attribute(): void {
		$this->as_user( 'administrator' );
		$answer = $this->create( '[etn_pro_organizers limit="4" order="asc"]', 'Our organizers & partners' );
		$id     = $answer['id'];

		$this->assertIsInt( $id );
		$this->assertSame( 'Our organizers & partners', $answer['post_name'] );
		$this->assertSame( 'etn_pro_organizers', $answer['widget'] );
		$this->assertSame( '[etn_pro_organizers limit="4" etn_speaker_col="1" cat_id="" order="ASC" orderby="ID" url="yes" logo="yes"]', $answer['shortcode'] );
		$this->assertSame( EmbedPage::script_url( $id ), $answer['script_url'] );
		$this->assertMatchesRegularExpression( '#^' . preg_quote( EVENTIN_PRO_URL, '#' ) . 'build/embed\.js\?ver=[^&]+&id=' . $id . '$#', $answer['script_url'] );
		$this->assertSame(
			'<script src="' . esc_url( $answer['script_url'] ) . '" data-title="Our organizers &amp; partners" async></script>', // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- the tag other sites paste.
			$answer['script']
		);
		$this->assertSame( home_url( '/' ) . '?eventin_embed=' . $id, $answer['embed_url'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/', $answer['date'] );

		$response = $this->request( 'POST', self::ROUTE, array( 'shortcode' => '[etn_pro_organizers]' ) );
		$this->assertSame( rest_url( 'eventin/v2/shortcodes/script/' . $this->json( $response )['id'] ), $response->get_headers()['Location'] );
	}

	public function test_a_name_reads_back_as_typed_without_unfiltered_html(): void {
		$this->as_user( $this->make_user( 'matrix_embed_names', array( 'etn_manage_shortcode' ) ) );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		$answer = $this->create( self::SHORTCODE, 'Jazz & Blues "live"' );
		$this->assertSame( 'Jazz & Blues "live"', $answer['post_name'] );
		$this->assertSame( 'Jazz & Blues "live"', $this->json( $this->request( 'GET', self::ROUTE . '/' . $answer['id'] ) )['post_name'] );
		$this->assertStringContainsString( 'data-title="Jazz &amp; Blues &quot;live&quot;"', $answer['script'] );
	}

	public function test_written_shortcode_reads_back_to_the_same_attributes(): void {
		$atts = Catalogue::clean(
			'etn_pro_events_standard',
			array(
				'btn_text'  => 'Tickets [now] \\ soon',
				'event_ids' => '3,9',
			)
		);
		$text = EmbedShortcode::serialize( 'etn_pro_events_standard', $atts );
		$read = EmbedShortcode::parse( $text );
		$this->assertIsArray( $read );
		$this->assertSame( $atts, $read['atts'] );
		$this->assertSame( 'Tickets [now] \\ soon', $read['atts']['btn_text'] );
	}

	public function test_an_empty_name_is_the_widget_title(): void {
		$this->as_user( 'administrator' );
		$this->assertSame( 'Events Standard', $this->create( self::SHORTCODE, '' )['post_name'] );
		$response = $this->request( 'POST', self::ROUTE, array( 'shortcode' => '[etn_pro_speakers_sliders]' ) );
		$this->assertStatus( 201, $response );
		$this->assertSame( 'Speakers Slider', $this->json( $response )['post_name'] );
	}

	public function test_the_same_widget_twice_answers_the_existing_record(): void {
		$this->as_user( 'administrator' );
		$first = $this->create( '[etn_pro_events_standard event_count="3" order="ASC"]', 'First name' );

		// Same cleaned attributes, written differently: same record, renamed, 200.
		$again = $this->request(
			'POST',
			self::ROUTE,
			array(
				'post_name' => 'Second name',
				'shortcode' => ' [etn_pro_events_standard order=asc event_count=3 unknown="x"] ',
			)
		);
		$this->assertStatus( 200, $again );
		$this->assertSame( $first['id'], $this->json( $again )['id'] );
		$this->assertSame( 'Second name', $this->json( $again )['post_name'] );
		$this->assertCount( 1, $this->stored_ids() );

		// Other attributes or another widget: a new record.
		$this->assertNotSame( $first['id'], $this->create( '[etn_pro_events_standard event_count="4" order="ASC"]' )['id'] );
		$this->assertNotSame( $first['id'], $this->create( '[etn_pro_events_classic event_count="3" order="ASC"]' )['id'] );
		$this->assertCount( 3, $this->stored_ids() );

		// A deleted record is not found again: a new one is made.
		$this->assertStatus( 200, $this->request( 'DELETE', self::ROUTE . '/' . $first['id'] ) );
		$this->assertNotSame( $first['id'], $this->create( '[etn_pro_events_standard event_count="3" order="ASC"]' )['id'] );
	}

	public function test_list_pages_newest_first_in_constant_queries(): void {
		$this->as_user( 'administrator' );
		$ids = array();
		for ( $i = 1; $i <= 12; $i++ ) {
			$ids[] = $this->create( '[etn_pro_events_standard event_count="' . $i . '"]', "Script $i" )['id'];
		}
		$response = $this->request( 'GET', self::ROUTE . '?per_page=5&paged=2' );
		$this->assertStatus( 200, $response );
		$body = $this->json( $response );
		$this->assertSame( 12, $body['total_items'] );
		$this->assertSame( '12', (string) $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '3', (string) $response->get_headers()['X-WP-TotalPages'] );
		// Made in the same second: newest = highest id.
		$this->assertSame( array_slice( array_reverse( $ids ), 5, 5 ), array_column( $body['items'], 'id' ) );
		$this->assertSame( array( 'id', 'post_name', 'widget', 'shortcode', 'script', 'script_url', 'embed_url', 'date' ), array_keys( $body['items'][0] ) );

		$search = $this->json( $this->request( 'GET', self::ROUTE . '?search=Script 11' ) );
		$this->assertSame( array( 'Script 11' ), array_column( $search['items'], 'post_name' ) );

		wp_cache_flush();
		wp_load_alloptions();
		$small = $this->count_queries(
			function () {
				$this->request( 'GET', self::ROUTE . '?per_page=2' );
			},
			$small_queries
		);
		wp_cache_flush();
		wp_load_alloptions();
		$large = $this->count_queries(
			function () {
				$this->request( 'GET', self::ROUTE . '?per_page=12' );
			},
			$large_queries
		);
		$this->assertSame( $small, $large, "queries do not grow with the page size:\n" . implode( "\n", $large_queries ) . "\n---\n" . implode( "\n", $small_queries ) );
		$this->assertLessThanOrEqual( 12, $large );

		$this->assertStatus( 400, $this->request( 'GET', self::ROUTE . '?per_page=101' ) );
		$this->assertStatus( 400, $this->request( 'GET', self::ROUTE . '?paged=0' ) );
	}

	public function test_delete_and_unknown_ids(): void {
		$this->as_user( 'administrator' );
		$answer   = $this->create();
		$response = $this->request( 'DELETE', self::ROUTE . '/' . $answer['id'] );
		$this->assertStatus( 200, $response );
		$this->assertTrue( $this->json( $response )['deleted'] );
		$this->assertSame( $answer['id'], $this->json( $response )['previous']['id'] );
		$this->assertNull( get_post( $answer['id'] ), 'gone, not in the trash' );
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . '/' . $answer['id'] ) );
		$this->assertStatus( 404, $this->request( 'DELETE', self::ROUTE . '/' . $answer['id'] ) );

		// Another post type's id is no script, and stays.
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'About',
			)
		);
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . '/' . $page ) );
		$this->assertStatus( 404, $this->request( 'DELETE', self::ROUTE . '/' . $page ) );
		$this->assertNotNull( get_post( $page ) );
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . '/99999999' ) );
	}

	public function test_the_post_type_is_private_and_needs_the_shortcode_permission(): void {
		$type = get_post_type_object( EmbedRecords::POST_TYPE );
		$this->assertNotNull( $type );
		$this->assertFalse( $type->public );
		$this->assertFalse( $type->publicly_queryable );
		$this->assertFalse( $type->show_in_rest );
		$this->assertFalse( $type->show_ui );
		$this->assertArrayNotHasKey( '/wp/v2/' . EmbedRecords::POST_TYPE, rest_get_server()->get_routes() );

		$this->as_user( 'administrator' );
		$id = $this->create()['id'];

		wp_set_current_user( $this->make_user( 'editor' ) );
		$this->assertFalse( current_user_can( 'edit_post', $id ) );
		$this->assertFalse( current_user_can( 'delete_post', $id ) );
		wp_set_current_user( $this->make_user( 'matrix_embed_caps', array( 'etn_manage_shortcode' ) ) );
		$this->assertTrue( current_user_can( 'edit_post', $id ) );
		$this->assertTrue( current_user_can( 'delete_post', $id ) );

		// No front-end page of its own: only the embed page shows a record.
		$this->assertFalse( is_post_type_viewable( EmbedRecords::POST_TYPE ) );
	}

	public function test_the_catalogue_gives_the_preview_and_script_addresses(): void {
		$this->as_user( 'administrator' );
		$body = $this->json( $this->request( 'GET', '/eventin/v2/shortcodes' ) );
		$this->assertCount( 14, $body['widgets'] );

		$this->assertStringStartsWith( home_url( '/' ) . '?', $body['preview_url'] );
		parse_str( (string) wp_parse_url( $body['preview_url'], PHP_URL_QUERY ), $query );
		$this->assertSame( 'preview', $query['eventin_embed'] );
		$this->assertSame( 1, wp_verify_nonce( $query['_wpnonce'], EmbedPage::NONCE_ACTION ) );

		$this->assertMatchesRegularExpression( '#^' . preg_quote( EVENTIN_PRO_URL, '#' ) . 'build/embed\.js\?ver=[^&]+$#', $body['script_url'] );

		// Other sites load the script without WordPress: it may need nothing.
		$info = BuildAssets::info( 'embed' );
		if ( null !== $info ) {
			$this->assertSame( array(), $info['dependencies'] );
			$this->assertStringContainsString( 'ver=' . $info['version'], $body['script_url'] );
		}
	}
}
