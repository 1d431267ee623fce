<?php
/**
 * Child process of tests/php/bootstrap.php: prepares the test site in two steps.
 *
 *   php install.php CONFIG install    WordPress into the empty database (wp_install),
 *                                     and the network when the site is one (EVENTIN_MULTISITE)
 *   php install.php CONFIG activate   then, in a fully loaded WordPress, activate the
 *                                     plugin the way wp-admin does (activate_plugin():
 *                                     includes eventin-pro.php and fires its activation
 *                                     hook, Installer::activate); network-wide on a network
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
if ( 'install' === $eventin_step ) {
	define( 'WP_INSTALLING', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- WordPress's own switch (the config reads it too).
}
require $argv[1];
require ABSPATH . 'wp-settings.php';

if ( 'install' === $eventin_step ) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	wp_install( 'Eventin Pro Tests', 'admin', 'admin@example.org', true, '', 'password' );
	if ( ! is_blog_installed() ) {
		Site::abort( 'wp_install() did not install WordPress.' );
	}
	if ( Site::settings()['multisite'] ) {
		// As Network Setup does it: the network's tables and its first site (this one).
		define( 'WP_INSTALLING_NETWORK', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- WordPress's own switch.
		foreach ( $wpdb->tables( 'ms_global' ) as $eventin_table => $eventin_prefixed ) {
			$wpdb->$eventin_table = $eventin_prefixed; // A single site's $wpdb does not name the network's tables.
		}
		install_network();
		$eventin_network = populate_network( 1, 'example.org', 'admin@example.org', 'Eventin Pro Tests Network', '/', false );
		if ( is_wp_error( $eventin_network ) ) {
			Site::abort( 'populate_network() failed: ' . $eventin_network->get_error_message() );
		}
	}
} else {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	wp_set_current_user( 1 );
	if ( is_multisite() ) {
		// A second site that exists before the network activation (tests/php/Multisite).
		$eventin_site = wp_insert_site(
			array(
				'domain'  => 'example.org',
				'path'    => Site::EXISTING_SITE_PATH,
				'title'   => 'Existing site',
				'user_id' => 1,
			)
		);
		if ( is_wp_error( $eventin_site ) ) {
			Site::abort( 'wp_insert_site() failed: ' . $eventin_site->get_error_message() );
		}
	}
	$eventin_result = activate_plugin( Site::PLUGIN, '', is_multisite() );
	if ( is_wp_error( $eventin_result ) ) {
		$eventin_data = $eventin_result->get_error_data();
		Strict::record( 'Activation failed', Site::PLUGIN, $eventin_result->get_error_message() . ' ' . ( is_scalar( $eventin_data ) ? (string) $eventin_data : wp_json_encode( $eventin_data ) ) );
	} elseif ( ! is_plugin_active( Site::PLUGIN ) || is_multisite() !== is_plugin_active_for_network( Site::PLUGIN ) ) {
		Strict::record( 'Activation failed', Site::PLUGIN, 'the plugin is not active after activate_plugin()' );
	}
	Site::use_innodb();
}

Site::loaded( "running the \"$eventin_step\" step" );
exit( 0 );
