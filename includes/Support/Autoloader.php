<?php
/**
 * A small PSR-4 autoloader: EventinPro\Events\Foo lives in includes/Events/Foo.php.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Maps one namespace prefix to one directory.
 */
final class Autoloader {

	/**
	 * Registers the loader.
	 *
	 * @param string $prefix Namespace prefix with trailing backslash.
	 * @param string $dir    Base directory with trailing slash.
	 */
	public static function register( string $prefix, string $dir ): void {
		spl_autoload_register(
			static function ( string $class ) use ( $prefix, $dir ): void {
				if ( 0 !== strpos( $class, $prefix ) ) {
					return;
				}
				$file = $dir . str_replace( '\\', '/', substr( $class, strlen( $prefix ) ) ) . '.php';
				if ( is_readable( $file ) ) {
					require $file;
				}
			}
		);
	}
}
