<?php
/**
 * The template builder's page: admin.php?page=eventin-template-builder, a
 * page with no menu item that mounts the same dashboard as the Eventin page,
 * with WordPress's block editor loaded first. It hosts the event editor too
 * (`#/events/create/:id/*`), whose Description is a compact block editor. The editor's scripts (about
 * 1 MB gzip of wp-block-editor, wp-components, wp-block-library…) load here
 * only, never on the other dashboard screens.
 *
 * Order on the page: the builder entry (build/template-builder.js) registers
 * its screen through the `eventin.templateBuilder.screen` filter, then the
 * dashboard bundle (which depends on it) mounts and its route
 * `#/template-builder/:id` renders that screen.
 *
 * @package EventinPro
 */

namespace EventinPro\Admin;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\BuildAssets;
use EventinPro\Templates\TemplateBlocks;
use WP_Block_Editor_Context;
use WP_Styles;

defined( 'ABSPATH' ) || exit;

/**
 * Template builder page.
 */
final class BuilderPage {

	public const SLUG = 'eventin-template-builder';

	/** The hook WordPress gives a page registered with no parent. */
	public const HOOK = 'admin_page_eventin-template-builder';

	public const HANDLE = 'eventin-template-builder';

	/** The editor context name, for `block_editor_settings_all` filters. */
	public const CONTEXT = 'eventin-pro/template-builder';

	/**
	 * Registers the page without a menu item (admin_menu).
	 */
	public static function register(): void {
		add_submenu_page(
			'',
			__( 'Template Builder', 'eventin-pro' ),
			__( 'Template Builder', 'eventin-pro' ),
			self::capability(),
			self::SLUG,
			array( Menu::class, 'render' )
		);
	}

	/**
	 * The capability the page needs: the page hosts the template builder
	 * and the event editor, so either permission opens it. The template
	 * routes stay guarded by the dashboard's route guard and the templates
	 * API (`etn_manage_template`), the event editor by the events API.
	 */
	public static function capability(): string {
		return current_user_can( Permissions::TEMPLATE ) ? Permissions::TEMPLATE : Permissions::EVENT;
	}

	/**
	 * The page's URL for the event editor, '' where the dashboard keeps the
	 * event editor itself (no build of the editor entry, or no permission).
	 */
	public static function event_editor_url(): string {
		if ( ! current_user_can( Permissions::EVENT ) || ! is_readable( EVENTIN_PRO_DIR . 'build/template-builder.asset.php' ) ) {
			return '';
		}
		return self::url();
	}

	/**
	 * The page's URL (the dashboard redirects `#/template-builder/:id` and
	 * `#/events/create/:id/*` here).
	 */
	public static function url(): string {
		return admin_url( 'admin.php?page=' . self::SLUG );
	}

	/**
	 * Keeps Eventin → Templates highlighted in the admin menu on this page.
	 *
	 * @param string $parent_file Parent menu slug.
	 * @return string
	 */
	public static function parent_file( $parent_file ) {
		return self::is_current() ? Menu::SLUG : $parent_file;
	}

	/**
	 * The highlighted submenu item on this page.
	 *
	 * @param string|null $submenu_file Submenu slug.
	 * @return string|null
	 */
	public static function submenu_file( $submenu_file ) {
		return self::is_current() ? 'admin.php?page=' . Menu::SLUG . '#/template-builder' : $submenu_file;
	}

	/**
	 * The browser title (WordPress finds none for a page without a menu item).
	 *
	 * @param string $admin_title Title.
	 * @param string $title       Page title.
	 * @return string
	 */
	public static function admin_title( $admin_title, $title ) {
		if ( ! self::is_current() || '' !== (string) $title ) {
			return $admin_title;
		}
		/* translators: %s: site name. */
		return sprintf( __( 'Template Builder ‹ %s — WordPress', 'eventin-pro' ), get_bloginfo( 'name' ) );
	}

	/**
	 * Enqueues the editor, then the dashboard, on this page only.
	 *
	 * @param string $hook Current admin page hook.
	 */
	public static function enqueue( string $hook ): void {
		if ( self::HOOK !== $hook ) {
			return;
		}
		$asset_file = EVENTIN_PRO_DIR . 'build/template-builder.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			add_action( 'admin_notices', array( Assets::class, 'missing_build_notice' ) );
			return;
		}
		$asset = require $asset_file;

		// Images of core/image come from the media library.
		wp_enqueue_media();
		foreach ( array( 'wp-components', 'wp-block-editor', 'wp-edit-blocks', 'wp-format-library' ) as $style ) {
			wp_enqueue_style( $style );
		}
		BuildAssets::register_script( self::HANDLE, 'template-builder' );
		wp_enqueue_script( self::HANDLE );
		wp_add_inline_script(
			self::HANDLE,
			'window.eventinEditorSettings = ' . wp_json_encode( self::editor_settings() ) . ';',
			'before'
		);
		if ( is_readable( EVENTIN_PRO_DIR . 'build/template-builder.css' ) ) {
			wp_enqueue_style( self::HANDLE, EVENTIN_PRO_URL . 'build/template-builder.css', array(), $asset['version'] );
		}
		wp_add_inline_script(
			'wp-blocks',
			sprintf( 'wp.blocks.setCategories( %s );', wp_json_encode( get_block_categories( self::context() ) ) ),
			'after'
		);
		// Our blocks as PHP registered them, titles and descriptions in the
		// site's language (the block.json strings are in the .mo, not in any
		// script's JSON), before their scripts register them: the first
		// definition of a block wins. WordPress's own editor pages do the same
		// for every block.
		wp_add_inline_script(
			'wp-blocks',
			sprintf( 'wp.blocks.unstable__bootstrapServerSideBlockDefinitions( %s );', wp_json_encode( self::block_definitions() ) ),
			'after'
		);
		// Our blocks' editor scripts (registered from their block.json on init).
		foreach ( TemplateBlocks::NAMES as $name ) {
			$handle = generate_block_asset_handle( 'eventin-pro/' . $name, 'editorScript' );
			if ( wp_script_is( $handle, 'registered' ) ) {
				wp_enqueue_script( $handle );
			}
		}

		// The dashboard itself, after the builder has registered its screen.
		Assets::enqueue_dashboard( array( self::HANDLE ) );
	}

	/**
	 * The editor's definitions of our blocks, as WordPress gives them to its
	 * own editors (translated with the plugin's text domain).
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function block_definitions(): array {
		if ( ! function_exists( 'get_block_editor_server_block_settings' ) ) {
			require_once ABSPATH . 'wp-admin/includes/post.php';
		}
		return array_filter(
			get_block_editor_server_block_settings(),
			static function ( string $name ): bool {
				return 0 === strpos( $name, 'eventin-pro/' );
			},
			ARRAY_FILTER_USE_KEY
		);
	}

	/**
	 * Block editor settings, trimmed: no theme styles (certificates and
	 * tickets do not take on the theme) and, inside the canvas iframe, only
	 * the block library's and block editor's content CSS.
	 *
	 * @return array<string,mixed>
	 */
	public static function editor_settings(): array {
		$settings = get_block_editor_settings(
			array(
				'alignWide'              => false,
				'hasFixedToolbar'        => false,
				'disableCustomFontSizes' => false,
				'bodyPlaceholder'        => __( 'Type / to choose a block', 'eventin-pro' ),
			),
			self::context()
		);
		unset( $settings['styles'], $settings['defaultEditorStyles'], $settings['__experimentalAdditionalBlockPatterns'], $settings['__experimentalAdditionalBlockPatternCategories'], $settings['__experimentalBlockPatterns'], $settings['__experimentalBlockPatternCategories'], $settings['blockPatterns'], $settings['blockPatternCategories'] );
		$settings['__unstableResolvedAssets'] = array(
			'styles'  => self::canvas_styles(),
			'scripts' => '',
		);
		return $settings;
	}

	/**
	 * The editor context.
	 */
	private static function context(): WP_Block_Editor_Context {
		return new WP_Block_Editor_Context( array( 'name' => self::CONTEXT ) );
	}

	/**
	 * The `<link>` tags of the canvas: wp-edit-blocks and what it depends on
	 * (block library, block editor content), nothing the theme adds.
	 */
	private static function canvas_styles(): string {
		global $wp_styles;
		$current               = wp_styles();
		$wp_styles             = new WP_Styles(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$wp_styles->registered = $current->registered;
		ob_start();
		// The styles alone, without the wp_print_styles action (emoji styles).
		$wp_styles->do_items( array( 'wp-edit-blocks' ) );
		$html      = (string) ob_get_clean();
		$wp_styles = $current; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		return $html;
	}

	/**
	 * Whether the current admin page is this one.
	 */
	private static function is_current(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading which page is shown.
		return is_admin() && isset( $_GET['page'] ) && self::SLUG === $_GET['page'];
	}
}
