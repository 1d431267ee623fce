<?php
/**
 * Child process of tests/php/bootstrap.php: prepares the test site in two steps.
 *
 *   php install.php CONFIG install    WordPress into the empty database (wp_install)
 *   php install.php CONFIG activate   then, in a fully loaded WordPress, activate the
 *                                     plugin the way wp-admin does (activate_plugin():
 *                                     includes eventin-pro.php and fires its activation
 *                                     hook, Installer::activate)
 *
 * Separate processes because WordPress loads differently while installing
 * (WP_INSTALLING) and because activation must happen before the plugin is loaded
 * in the PHPUnit process. Any PHP error or WordPress notice fails the step.
 *
 * @package EventinPro\Tests
 */

use EventinPro\Tests\Support\Site;
use EventinPro\Tests\Support\Strict;

if ( 'cli' !== PHP_SAPI || 3 !== $argc || ! in_array( $argv[2], array( 'install', 'activate' ), true ) ) {
	fwrite( STDERR, "usage: php install.php CONFIG install|activate\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	exit( 2 );
}
$eventin_step = $argv[2];

require dirname( __DIR__, 3 ) . '/vendor/autoload.php';

Site::prepare();
require $argv[1];
if ( 'install' === $eventin_step ) {
	define( 'WP_INSTALLING', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- WordPress's own switch.
}
require ABSPATH . 'wp-settings.php';

if ( 'install' === $eventin_step ) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	wp_install( 'Eventin Pro Tests', 'admin', 'admin@example.org', true, '', 'password' );
	if ( ! is_blog_installed() ) {
		Site::abort( 'wp_install() did not install WordPress.' );
	}
} else {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	wp_set_current_user( 1 );
	$eventin_result = activate_plugin( Site::PLUGIN );
	if ( is_wp_error( $eventin_result ) ) {
		$eventin_data = $eventin_result->get_error_data();
		Strict::record( 'Activation failed', Site::PLUGIN, $eventin_result->get_error_message() . ' ' . ( is_scalar( $eventin_data ) ? (string) $eventin_data : wp_json_encode( $eventin_data ) ) );
	} elseif ( ! is_plugin_active( Site::PLUGIN ) ) {
		Strict::record( 'Activation failed', Site::PLUGIN, 'the plugin is not active after activate_plugin()' );
	}
	Site::use_innodb();
}

Site::loaded( "running the \"$eventin_step\" step" );
exit( 0 );
