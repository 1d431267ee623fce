<?php
/**
 * Dashboard scripts and boot data, enqueued only on the Eventin page.
 *
 * @package EventinPro
 */

namespace EventinPro\Admin;

use EventinPro\Scanner\ScannerPage;
use EventinPro\Support\BuildAssets;
use EventinPro\Support\Features;

defined( 'ABSPATH' ) || exit;

/**
 * Admin assets.
 */
final class Assets {

	public const HANDLE = 'eventin-admin';

	/**
	 * Enqueues the dashboard on its own page only.
	 *
	 * @param string $hook Current admin page hook.
	 */
	public static function enqueue( string $hook ): void {
		if ( Menu::HOOK !== $hook ) {
			return;
		}
		self::enqueue_dashboard();
	}

	/**
	 * Enqueues the dashboard bundle, its boot data and preloads (on the
	 * Eventin page, and on the template builder's page after the editor).
	 *
	 * @param non-empty-string[] $after Script handles that must run before the bundle.
	 */
	public static function enqueue_dashboard( array $after = array() ): void {
		$asset_file = EVENTIN_PRO_DIR . 'build/admin.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			add_action( 'admin_notices', array( self::class, 'missing_build_notice' ) );
			return;
		}
		$asset = require $asset_file;

		// The event editor picks featured images from the media library (wp.media).
		wp_enqueue_media();
		BuildAssets::register_script( self::HANDLE, 'admin', $after );
		wp_enqueue_script( self::HANDLE );
		wp_add_inline_script( self::HANDLE, 'window.eventinBoot = ' . wp_json_encode( self::boot_data() ) . ';', 'before' );
		wp_add_inline_script(
			'wp-api-fetch',
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( self::preloaded() ) ),
			'after'
		);
		if ( is_readable( EVENTIN_PRO_DIR . 'build/admin.css' ) ) {
			wp_enqueue_style( self::HANDLE, EVENTIN_PRO_URL . 'build/admin.css', array(), $asset['version'] );
		}
	}

	/**
	 * The one boot payload, read by src/admin/boot.ts.
	 *
	 * @return array<string,mixed>
	 */
	public static function boot_data(): array {
		$user = wp_get_current_user();
		return array(
			'version'        => EVENTIN_PRO_VERSION,
			'siteUrl'        => home_url( '/' ),
			'adminUrl'       => admin_url(),
			'pageUrl'        => admin_url( 'admin.php?page=' . Menu::SLUG ),
			// The template builder's page (the editor's scripts load there only).
			'builderUrl'     => BuilderPage::url(),
			// The same page for the event editor (its Description's block editor).
			'eventEditorUrl' => BuilderPage::event_editor_url(),
			// The ticket scanner's page (Scan Ticket adds ?event_id=).
			'scannerUrl'     => ScannerPage::url(),
			// Whether the site can edit templates with Elementor (the builder's link).
			'hasElementor'   => defined( 'ELEMENTOR_VERSION' ),
			'user'           => array(
				'id'   => (int) $user->ID,
				'name' => $user->display_name,
			),
			// Booking and check-in times arrive in UTC; the dashboard shows them in site time.
			'timezone'       => wp_timezone_string(),
		);
	}

	/**
	 * Responses for the preloading middleware: the REST paths the features
	 * declare, answered from the page itself so the first screen needs no round trip for them.
	 *
	 * @return array<string,mixed>
	 */
	private static function preloaded(): array {
		$paths = array();
		foreach ( Features::all() as $feature ) {
			$paths = array_merge( $paths, $feature::preload_paths() );
		}
		return array_reduce( array_unique( $paths ), 'rest_preload_api_request', array() );
	}

	/**
	 * Shown when the JavaScript has not been built.
	 */
	public static function missing_build_notice(): void {
		echo '<div class="notice notice-error"><p>' . esc_html__( 'Eventin Pro: the dashboard assets are missing. Run "npm run build".', 'eventin-pro' ) . '</p></div>';
	}
}
