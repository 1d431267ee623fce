<?php
/**
 * The PHP 8 functions WordPress 6.6 (the plugin's minimum) defines itself on
 * PHP 7.4, in wp-includes/compat.php, for PHPStan: with phpVersion 70400 it
 * takes PHP's own as missing, and php-stubs/wordpress-stubs leaves compat.php
 * out. Scanned, never loaded (scanFiles in phpstan.neon.dist). Functions that
 * WordPress added after 6.6 (array_find(), array_any(), ...) are left out on
 * purpose: on PHP 7.4 with WordPress 6.6 they do not exist. Declared as
 * WordPress does, only where PHP lacks them (php -l reads this file too).
 *
 * @package EventinPro
 */

if ( ! function_exists( 'str_contains' ) ) {
	/**
	 * PHP 8.0's str_contains(), polyfilled by WordPress 5.9.
	 *
	 * @param string $haystack Text.
	 * @param string $needle   Text to find.
	 */
	function str_contains( string $haystack, string $needle ): bool {}
}

if ( ! function_exists( 'str_starts_with' ) ) {
	/**
	 * PHP 8.0's str_starts_with(), polyfilled by WordPress 5.9.
	 *
	 * @param string $haystack Text.
	 * @param string $needle   Text to find.
	 */
	function str_starts_with( string $haystack, string $needle ): bool {}
}

if ( ! function_exists( 'str_ends_with' ) ) {
	/**
	 * PHP 8.0's str_ends_with(), polyfilled by WordPress 5.9.
	 *
	 * @param string $haystack Text.
	 * @param string $needle   Text to find.
	 */
	function str_ends_with( string $haystack, string $needle ): bool {}
}

if ( ! function_exists( 'array_is_list' ) ) {
	/**
	 * PHP 8.1's array_is_list(), polyfilled by WordPress 6.5.
	 *
	 * @param array<mixed> $arr Array.
	 */
	function array_is_list( array $arr ): bool {}
}
