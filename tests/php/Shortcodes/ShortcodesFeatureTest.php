<?php
/**
 * The shortcode feature's frame: every widget is a shortcode and a block,
 * the catalogue route and who may read it, and the widgets' style only on
 * pages that show a widget.
 *
 * @package EventinPro
 */

namespace EventinPro\Tests\Shortcodes;

use EventinPro\Shortcodes\Catalogue;
use EventinPro\Shortcodes\Renderer;
use EventinPro\Shortcodes\Shortcodes;
use EventinPro\Shortcodes\WidgetAssets;
use EventinPro\Tests\TestCase;

/**
 * Feature test.
 */
final class ShortcodesFeatureTest extends TestCase {

	/**
	 * Each widget is registered under Eventin Pro's tag and as a dynamic block.
	 */
	public function test_every_widget_is_a_shortcode_and_a_block(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$this->assertCount( 14, Catalogue::widgets() );
		$this->assertSame( array_keys( Catalogue::widgets() ), array_keys( Catalogue::keys() ) );
		// The attribute tables come with the block renderer route (the editor's preview).
		$this->as_user( 'administrator' );
		$this->request( 'GET', '/wp/v2/block-renderer/eventin-pro/organizers', array( 'context' => 'edit' ) );
		foreach ( Catalogue::widgets() as $tag => $widget ) {
			$this->assertTrue( shortcode_exists( $tag ), $tag );
			$block = $registry->get_registered( Shortcodes::block_name( $widget ) );
			$this->assertNotNull( $block, $tag );
			$this->assertTrue( $block->is_dynamic(), $tag );
			// The editor's canvas shows the widget in its style (the build's).
			$this->assertSame( array( WidgetAssets::STYLE ), $block->editor_style_handles, $tag );
			$this->assertSame( array(), $block->style_handles, $tag );
			foreach ( $widget->attributes() as $name => $attribute ) {
				$key = 'style' === $name ? 'widget_style' : $name;
				$this->assertArrayHasKey( $key, $block->attributes, "$tag $name" );
				$this->assertSame( $attribute->default_value(), $block->attributes[ $key ]['default'], "$tag $name" );
			}
		}
		$this->assertSame( 'eventin-pro/events-classic', Shortcodes::block_name( Catalogue::get( 'etn_pro_events_classic' ) ) );
		$this->assertFalse( shortcode_exists( 'etn_pro_countdown' ), 'Only the widgets of the catalogue are ours.' );
	}

	/**
	 * The editor's preview of a block: WordPress's block renderer route
	 * checks the attributes against the widget's table and renders through
	 * the same PHP as the shortcode; a value of the wrong type is refused.
	 */
	public function test_block_renderer_previews_a_widget(): void {
		$this->as_user( 'administrator' );
		$response = $this->request(
			'GET',
			'/wp/v2/block-renderer/eventin-pro/organizers',
			array(
				'context'    => 'edit',
				'attributes' => array(
					'limit'           => 2,
					'etn_speaker_col' => 2,
				),
			)
		);
		$this->assertStatus( 200, $response );
		$this->assertStringContainsString( 'eventin-widget--organizers', $this->json( $response )['rendered'] );

		$response = $this->request(
			'GET',
			'/wp/v2/block-renderer/eventin-pro/organizers',
			array(
				'context'    => 'edit',
				'attributes' => array( 'onclick' => 'x' ),
			)
		);
		$this->assertStatus( 400, $response );
	}

	/**
	 * The demo pages (the development site's) render every widget they hold,
	 * from blocks and from shortcodes, with the demo's events, speakers and
	 * schedules in them; seeding again makes no second page.
	 */
	public function test_demo_pages_render_their_widgets(): void {
		\EventinPro\Support\DemoData::seed();
		\EventinPro\Shortcodes\ShortcodesDemoData::seed();
		$pages = get_posts(
			array(
				'post_type' => 'page',
				'name'      => 'eventin-widgets',
			)
		);
		$this->assertCount( 1, $pages );
		$html = (string) apply_filters( 'the_content', $pages[0]->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, as a theme applies it.
		foreach ( array( 'events-classic', 'speakers-slider', 'schedules-tab', 'calendar-standard' ) as $key ) {
			$this->assertStringContainsString( 'eventin-widget--' . $key, $html, $key );
		}
		$this->assertStringContainsString( 'Amara Okafor', $html );
		$this->assertStringNotContainsString( 'amara.okafor@example.org', $html );

		$page = get_page_by_path( 'eventin-shortcodes' );
		$html = (string) apply_filters( 'the_content', $page->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- idem.
		foreach ( array( 'events-tab', 'events-one-line', 'event-locations', 'organizers', 'calendar-list' ) as $key ) {
			$this->assertStringContainsString( 'eventin-widget--' . $key, $html, $key );
		}
		$this->assertStringNotContainsString( '[etn_pro_', $html );
	}

	/**
	 * A block set wide or full width gets the theme's class; nothing else
	 * reaches the wrapper's class.
	 */
	public function test_block_alignment_reaches_the_wrapper(): void {
		$this->assertStringContainsString( 'class="eventin-widget eventin-widget--organizers alignwide"', Renderer::render( 'etn_pro_organizers', array( 'align' => 'wide' ) ) );
		$this->assertStringContainsString( 'class="eventin-widget eventin-widget--organizers alignfull"', Renderer::render( 'etn_pro_organizers', array( 'align' => 'full' ) ) );
		$this->assertStringContainsString( 'class="eventin-widget eventin-widget--organizers"', Renderer::render( 'etn_pro_organizers', array( 'align' => '"><script>' ) ) );
		$this->assertStringContainsString( 'class="eventin-widget eventin-widget--organizers"', do_shortcode( '[etn_pro_organizers align="wide x"]' ) );
		$this->assertStringContainsString( 'alignwide', do_blocks( '<!-- wp:eventin-pro/organizers {"align":"wide"} /-->' ) );
	}

	/**
	 * A widget's style is `widget_style` on a block, because the editor
	 * treats `style` as its own style object; the block's preview takes it.
	 */
	public function test_block_style_attribute(): void {
		$this->as_user( 'administrator' );
		$response = $this->request(
			'GET',
			'/wp/v2/block-renderer/eventin-pro/speakers-classic',
			array(
				'context'    => 'edit',
				'attributes' => array( 'widget_style' => 'style-1' ),
			)
		);
		$this->assertStatus( 200, $response );
		$this->assertStringContainsString( 'eventin-widget--speakers-classic', $this->json( $response )['rendered'] );
		$this->assertSame(
			array(
				'speaker_count' => 2,
				'style'         => 'style-3',
			),
			Shortcodes::shortcode_attributes(
				array(
					'speaker_count' => 2,
					'widget_style'  => 'style-3',
					'style'         => array( 'color' => array( 'text' => 'red' ) ),
				)
			)
		);
		$html = do_blocks( '<!-- wp:eventin-pro/speakers-classic {"widget_style":"style-1","style":{"color":{"text":"red"}}} /-->' );
		$this->assertStringContainsString( 'eventin-widget--speakers-classic', $html );
	}

	/**
	 * A block left at its editor's defaults renders with them (the form's),
	 * as its preview did; a shortcode that leaves attributes out keeps
	 * Eventin's values.
	 */
	public function test_block_defaults_are_the_editors(): void {
		$speaker = $this->make_user( 'etn-speaker' );
		update_user_meta( $speaker, 'etn_speaker_designation', 'Keynote <b>host</b>' );
		$block = do_blocks( '<!-- wp:eventin-pro/speakers-standard /-->' );
		$page  = do_shortcode( '[etn_pro_speakers_standard]' );
		$this->assertStringContainsString( 'eventin-widget--speakers-standard', $block );
		// show_designation: no in the editor (the form's default), yes where a page leaves it out (Eventin's).
		$this->assertStringNotContainsString( 'Keynote', $block );
		$this->assertStringContainsString( 'Keynote', $page );
	}

	/**
	 * Unknown tags render nothing; a widget inside a widget inside a widget stops.
	 */
	public function test_unknown_tags_render_nothing(): void {
		$this->assertSame( '', Renderer::render( 'etn_pro_countdown', array() ) );
		$this->assertSame( '', Renderer::render( 'gallery', '' ) );
	}

	/**
	 * Route × role: the catalogue needs etn_manage_shortcode.
	 *
	 * @dataProvider catalogue_roles
	 *
	 * @param string|int $role    Role.
	 * @param string[]   $caps    Caps of a custom role.
	 * @param bool       $allowed Whether it may read.
	 */
	public function test_catalogue_route_permissions( $role, array $caps, bool $allowed ): void {
		wp_set_current_user( $this->matrix_user( $role, $caps ) );
		$response = $this->request( 'GET', '/eventin/v2/shortcodes' );
		if ( $allowed ) {
			$this->assertStatus( 200, $response );
		} else {
			$this->assertStatus( 0 === $role ? 401 : 403, $response );
		}
	}

	/**
	 * Matrix rows.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public static function catalogue_roles(): array {
		return self::matrix_roles(
			array(
				'shortcode manager' => array( 'shortcode_manager', array( 'etn_manage_shortcode' ), true ),
				'event manager'     => array( 'event_manager_only', array( 'etn_manage_event' ), false ),
			)
		);
	}

	/**
	 * The catalogue as the generator reads it: every widget with its title,
	 * description, block name and labelled, typed attributes.
	 */
	public function test_catalogue_describes_every_widget(): void {
		$this->as_user( 'administrator' );
		$data    = $this->json( $this->request( 'GET', '/eventin/v2/shortcodes' ) );
		$widgets = $data['widgets'];
		$this->assertSame( array_keys( Catalogue::widgets() ), array_column( $widgets, 'tag' ) );
		foreach ( $widgets as $widget ) {
			$this->assertNotSame( '', $widget['title'], $widget['tag'] );
			$this->assertNotSame( $widget['key'], $widget['title'], $widget['tag'] );
			$this->assertNotSame( '', $widget['description'], $widget['tag'] );
			$this->assertStringStartsWith( 'eventin-pro/', $widget['block'] );
			foreach ( $widget['attributes'] as $name => $attribute ) {
				$this->assertNotSame( $name, $attribute['label'], "{$widget['tag']} $name has a label" );
				$this->assertArrayHasKey( 'type', $attribute );
				$this->assertArrayHasKey( 'default', $attribute );
			}
		}
		$classic = $widgets[0];
		$this->assertSame( 'Events Classic', $classic['title'] );
		$this->assertSame(
			array(
				'type'    => 'int',
				'default' => 20,
				'min'     => 1,
				'max'     => 100,
				'label'   => 'Number of events',
			),
			$classic['attributes']['event_count']
		);
		$this->assertSame( 'yes', $classic['attributes']['show_thumb']['omitted'] );
		$this->assertSame( 'no', $classic['attributes']['show_thumb']['default'] );
	}

	/**
	 * The catalogue the dashboard's tests answer with
	 * (tests/fixtures/shortcode-catalogue.json) is the route's own: a change
	 * to a widget fails here until the file is written again with
	 * EVENTIN_UPDATE_FIXTURES=1.
	 */
	public function test_dashboard_fixture_matches_the_catalogue(): void {
		$this->as_user( 'administrator' );
		$widgets = $this->json( $this->request( 'GET', '/eventin/v2/shortcodes' ) )['widgets'];
		$file    = dirname( __DIR__, 2 ) . '/fixtures/shortcode-catalogue.json';
		if ( getenv( 'EVENTIN_UPDATE_FIXTURES' ) ) {
			file_put_contents( $file, wp_json_encode( $widgets, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a test fixture.
		}
		$this->assertFileExists( $file );
		$this->assertSame( $widgets, json_decode( (string) file_get_contents( $file ), true ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	}

	/**
	 * The style loads in the head of a page whose content holds a widget
	 * (shortcode or block), and nowhere else; no widget script by itself.
	 */
	public function test_style_only_on_pages_with_a_widget(): void {
		$post  = static function ( string $content, string $type = 'post' ): int {
			return (int) wp_insert_post(
				array(
					'post_type'    => $type,
					'post_status'  => 'publish',
					'post_title'   => 'Page ' . wp_generate_password( 6, false ),
					'post_content' => $content,
				)
			);
		};
		$pages = array(
			$post( 'Just text [etn_pro_not_ours] and [gallery].' ) => false,
			$post( 'Before [etn_pro_events_standard event_count="2"] after.' ) => true,
			$post( '<!-- wp:eventin-pro/speakers-standard {"speaker_count":2} /-->' ) => true,
			$post( '[etn_pro_calendar_list]', 'page' ) => true,
		);
		foreach ( $pages as $id => $expected ) {
			$this->reset_assets();
			$this->main_query(
				array(
					'p'         => $id,
					'post_type' => get_post_type( $id ),
				)
			);
			do_action( 'wp_enqueue_scripts' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, as a page fires it.
			$this->assertSame( $expected, wp_style_is( WidgetAssets::STYLE, 'enqueued' ), (string) get_post_field( 'post_content', $id ) );
			foreach ( WidgetAssets::SCRIPTS as $handle ) {
				$this->assertFalse( wp_script_is( $handle, 'enqueued' ), $handle );
			}
		}

		// A list of posts, one of them with a widget; then one without.
		$this->reset_assets();
		$this->main_query( array( 'post__in' => array_keys( $pages ) ) );
		do_action( 'wp_enqueue_scripts' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, as a page fires it.
		$this->assertTrue( wp_style_is( WidgetAssets::STYLE, 'enqueued' ) );
		$this->reset_assets();
		$this->main_query( array( 'post__in' => array( array_key_first( $pages ) ) ) );
		do_action( 'wp_enqueue_scripts' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, as a page fires it.
		$this->assertFalse( wp_style_is( WidgetAssets::STYLE, 'enqueued' ) );
	}

	/**
	 * Runs a main query as WordPress does for a request.
	 *
	 * @param array<string,mixed> $args Query.
	 */
	private function main_query( array $args ): void {
		$query                   = new \WP_Query( $args );
		$GLOBALS['wp_query']     = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the request's main query.
		$GLOBALS['wp_the_query'] = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- idem.
	}

	/**
	 * Whether content holds a widget.
	 */
	public function test_holds_widget(): void {
		$this->assertTrue( WidgetAssets::holds_widget( '[etn_pro_organizers limit="2"]' ) );
		$this->assertTrue( WidgetAssets::holds_widget( "<!-- wp:eventin-pro/events-tab /-->\n" ) );
		$this->assertFalse( WidgetAssets::holds_widget( '[etn_pro_countdown]' ) );
		$this->assertFalse( WidgetAssets::holds_widget( '<!-- wp:paragraph --><p>[etn_pro_organizers</p><!-- /wp:paragraph -->' ) );
		$this->assertFalse( WidgetAssets::holds_widget( '' ) );
	}

	/**
	 * A fresh style and script queue, as on a new request.
	 */
	private function reset_assets(): void {
		$GLOBALS['wp_styles']  = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a new request's queue.
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- idem.
		wp_styles();
		wp_scripts();
	}
}
