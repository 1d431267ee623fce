<?php
/**
 * Scripts and styles of the build folder: one way to enqueue an entry with
 * the dependencies and version its `*.asset.php` lists.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Build entries (build/<entry>.js, build/<entry>.css, build/<entry>.asset.php).
 */
final class BuildAssets {

	/**
	 * The entry's asset file (dependencies, version), or null before a build.
	 *
	 * @param string $entry Entry name, e.g. 'widgets'.
	 * @return array{dependencies:string[],version:string}|null
	 */
	public static function info( string $entry ): ?array {
		$file = EVENTIN_PRO_DIR . 'build/' . $entry . '.asset.php';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$info = require $file;
		return array(
			'dependencies' => array_values( array_map( 'strval', (array) ( $info['dependencies'] ?? array() ) ) ),
			'version'      => (string) ( $info['version'] ?? EVENTIN_PRO_VERSION ),
		);
	}

	/**
	 * Enqueues the entry's script (in the footer, deferred) and its style when
	 * the build has one. Nothing before a build.
	 *
	 * @param string   $handle Handle for both.
	 * @param string   $entry  Entry name.
	 * @param string[] $extra  More script dependencies.
	 * @return bool Whether the script is enqueued.
	 */
	public static function enqueue( string $handle, string $entry, array $extra = array() ): bool {
		$info = self::info( $entry );
		if ( null === $info ) {
			return false;
		}
		self::style( $handle, $entry, $info['version'] );
		wp_enqueue_script(
			$handle,
			EVENTIN_PRO_URL . 'build/' . $entry . '.js',
			array_merge( $info['dependencies'], $extra ),
			$info['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		return true;
	}

	/**
	 * Registers the entry's style (when the build has one), to be enqueued
	 * later by its handle.
	 *
	 * @param string $handle Handle.
	 * @param string $entry  Entry name.
	 * @return bool Whether a style is registered.
	 */
	public static function register_style( string $handle, string $entry ): bool {
		if ( ! is_readable( EVENTIN_PRO_DIR . 'build/' . $entry . '.css' ) ) {
			return false;
		}
		$version = self::info( $entry )['version'] ?? EVENTIN_PRO_VERSION;
		wp_register_style( $handle, EVENTIN_PRO_URL . 'build/' . $entry . '.css', array(), $version );
		wp_style_add_data( $handle, 'rtl', 'replace' );
		return true;
	}

	/**
	 * Enqueues the entry's style alone (when the build has one).
	 *
	 * @param string      $handle  Handle.
	 * @param string      $entry   Entry name.
	 * @param string|null $version Version (default: the asset file's).
	 * @return bool Whether a style is enqueued.
	 */
	public static function style( string $handle, string $entry, ?string $version = null ): bool {
		if ( ! is_readable( EVENTIN_PRO_DIR . 'build/' . $entry . '.css' ) ) {
			return false;
		}
		$version = $version ?? ( self::info( $entry )['version'] ?? EVENTIN_PRO_VERSION );
		wp_enqueue_style( $handle, EVENTIN_PRO_URL . 'build/' . $entry . '.css', array(), $version );
		return true;
	}
}
