<?php
/**
 * Shortcodes feature facade: Eventin Pro's widget shortcodes, the same
 * widgets as blocks, their assets, the generator's routes and its place in
 * the dashboard.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\BuildAssets;
use EventinPro\Support\RestRoutes;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Shortcodes extends BaseFeature {

	/**
	 * Blocks are named <namespace>/<widget key with dashes>.
	 */
	public const BLOCK_NAMESPACE = 'eventin-pro';

	/**
	 * Block attribute names that differ from the shortcode's: `style` is the
	 * block editor's own (its style object), so a widget's style is
	 * `widget_style` on a block.
	 */
	public const BLOCK_ATTRIBUTE_NAMES = array( 'style' => 'widget_style' );

	/**
	 * The block editor's script for the widget blocks.
	 */
	public const BLOCKS_HANDLE = 'eventin-widget-blocks';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_shortcodes' ) );
		add_action( 'init', array( self::class, 'register_blocks' ) );
		add_action( 'wp_enqueue_scripts', array( WidgetAssets::class, 'detect' ) );
		RestRoutes::add( array( self::class, 'register_routes' ) );
		add_action( 'enqueue_block_editor_assets', array( self::class, 'block_editor_data' ) );
		add_filter( 'rest_pre_dispatch', array( self::class, 'with_block_attributes' ), 10, 3 );
		add_action( 'init', array( self::class, 'register_post_type' ) );
		Embed\EmbedPage::register();
	}

	/**
	 * Uninstall: the script records go with the content.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		Embed\EmbedRecords::uninstall( $delete_content );
	}

	/**
	 * The widgets' definitions for the block editor's controls, only where
	 * the editor loads (enqueue_block_editor_assets).
	 */
	public static function block_editor_data(): void {
		if ( wp_script_is( self::BLOCKS_HANDLE, 'registered' ) ) {
			$widgets = array_map( array( WidgetTitles::class, 'describe' ), array_values( Catalogue::widgets() ) );
			wp_add_inline_script( self::BLOCKS_HANDLE, 'window.eventinWidgetBlocks = ' . wp_json_encode( $widgets ) . ';', 'before' );
		}
	}

	/**
	 * The script records' post type, every capability of it the shortcode
	 * permission.
	 */
	public static function register_post_type(): void {
		Embed\EmbedRecords::register_post_type( self::post_type_capabilities( Permissions::SHORTCODE ) );
	}

	/**
	 * One shortcode per widget, under Eventin Pro's tags.
	 */
	public static function register_shortcodes(): void {
		foreach ( array_keys( Catalogue::keys() ) as $tag ) {
			add_shortcode( $tag, array( Renderer::class, 'shortcode' ) );
		}
	}

	/**
	 * The block name of a widget key.
	 *
	 * @param string $key Widget key.
	 */
	public static function block_name_of( string $key ): string {
		return self::BLOCK_NAMESPACE . '/' . str_replace( '_', '-', $key );
	}

	/**
	 * The block name of a widget.
	 *
	 * @param Widget $widget Widget.
	 */
	public static function block_name( Widget $widget ): string {
		return self::block_name_of( $widget->key() );
	}

	/**
	 * One dynamic block per widget, rendered by the same PHP as its shortcode
	 * (the catalogue cleans its attributes on render).
	 *
	 * The attribute tables are not built here, on every request: the editor
	 * gets them with its script (block_editor_data()), and the block renderer
	 * route, which checks attributes against them, gets them just before it
	 * runs (with_block_attributes()). A front-end render needs none.
	 */
	public static function register_blocks(): void {
		// The widgets' style, also in the editor's canvas (editor_style_handles
		// below: plain style_handles would load on every page of a classic theme).
		$style = BuildAssets::register_style( WidgetAssets::STYLE, 'widgets' );
		$info  = BuildAssets::info( 'widget-blocks' );
		if ( null !== $info ) {
			BuildAssets::register_script( self::BLOCKS_HANDLE, 'widget-blocks' );
		}
		foreach ( Catalogue::keys() as $tag => $key ) {
			register_block_type(
				self::block_name_of( $key ),
				array(
					'api_version'          => 3,
					'title'                => WidgetTitles::title( $key ),
					'category'             => 'widgets',
					'supports'             => array(
						'html'  => false,
						'align' => array( 'wide', 'full' ),
					),
					'editor_script'        => null !== $info ? self::BLOCKS_HANDLE : null,
					'editor_style_handles' => $style ? array( WidgetAssets::STYLE ) : array(),
					'render_callback'      => static function ( $attributes ) use ( $tag ) {
						// A block saves only what differs from the defaults its editor showed: the form's.
						$given = self::shortcode_attributes( is_array( $attributes ) ? $attributes : array() );
						$widget = Catalogue::get( $tag ); // Registered from the catalogue: never null.
						return Renderer::render( $tag, $given + ( $widget ? $widget->defaults() : array() ) );
					},
				)
			);
		}
	}

	/**
	 * A block's attributes under the shortcode's names (a block's own
	 * `style` object never reaches the widget).
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @return array<string,mixed>
	 */
	public static function shortcode_attributes( array $attributes ): array {
		unset( $attributes['style'] );
		foreach ( self::BLOCK_ATTRIBUTE_NAMES as $name => $block_name ) {
			if ( array_key_exists( $block_name, $attributes ) ) {
				$attributes[ $name ] = $attributes[ $block_name ];
				unset( $attributes[ $block_name ] );
			}
		}
		return $attributes;
	}

	/**
	 * Gives our blocks their attribute tables before WordPress's block
	 * renderer route (the editor's preview) checks a request against them
	 * (rest_pre_dispatch).
	 *
	 * @param mixed            $result  Short-circuit value, passed through.
	 * @param \WP_REST_Server  $server  Server.
	 * @param \WP_REST_Request $request Request.
	 * @return mixed
	 */
	public static function with_block_attributes( $result, $server, $request ) {
		unset( $server );
		$prefix = '/wp/v2/block-renderer/' . self::BLOCK_NAMESPACE . '/';
		if ( $request instanceof \WP_REST_Request && 0 === strpos( $request->get_route(), $prefix ) ) {
			$registry = \WP_Block_Type_Registry::get_instance();
			foreach ( Catalogue::widgets() as $widget ) {
				$type = $registry->get_registered( self::block_name( $widget ) );
				if ( $type ) {
					// Block supports may have added theirs (align) already.
					$type->attributes = self::block_attributes( $widget ) + (array) $type->attributes;
				}
			}
		}
		return $result;
	}

	/**
	 * Block attribute definitions of a widget (the generator form's defaults).
	 *
	 * @param Widget $widget Widget.
	 * @return array<string,array<string,mixed>>
	 */
	public static function block_attributes( Widget $widget ): array {
		$out = array(
			'align' => array( 'type' => 'string' ),
		);
		foreach ( $widget->attributes() as $name => $attribute ) {
			switch ( $attribute->type() ) {
				case Attribute::INT:
					$type = 'integer';
					break;
				case Attribute::IDS:
					$type = 'array';
					break;
				default:
					$type = 'string';
			}
			$key         = self::BLOCK_ATTRIBUTE_NAMES[ $name ] ?? $name;
			$out[ $key ] = array(
				'type'    => $type,
				'default' => $attribute->default_value(),
			);
			if ( 'array' === $type ) {
				$out[ $key ]['items'] = array( 'type' => 'integer' );
			}
		}
		return $out;
	}

	/**
	 * REST routes.
	 */
	public static function register_routes(): void {
		( new ShortcodesController() )->register_routes();
		( new Embed\ScriptController() )->register_routes();
		( new Calendar\CalendarController() )->register_routes();
	}

	/**
	 * Demo pages made of the widgets.
	 *
	 * @return array<string,callable>
	 */
	public static function demo_data(): array {
		return array( 'widget pages' => array( ShortcodesDemoData::class, 'seed' ) );
	}

	/**
	 * The generator in WordPress's Eventin submenu.
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array( self::section( 'shortcodes', __( 'Shortcodes', 'eventin-pro' ), Permissions::SHORTCODE, 85 ) );
	}
}
