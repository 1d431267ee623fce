<?php
/**
 * Plugin Name:       Eventin Pro
 * Description:       Run events from one dashboard: events, categories and tags, speakers, schedules, attendees, reports, templates and a ticket scanner.
 * Version:           0.8.0
 * Requires at least: 6.6
 * Requires PHP:      7.4
 * Author:            Eventin Pro
 * License:           GPL-2.0-or-later
 * Text Domain:       eventin-pro
 * Domain Path:       /languages
 *
 * @package EventinPro
 */

defined( 'ABSPATH' ) || exit;

define( 'EVENTIN_PRO_VERSION', '0.8.0' );
define( 'EVENTIN_PRO_FILE', __FILE__ );
define( 'EVENTIN_PRO_DIR', plugin_dir_path( __FILE__ ) );
define( 'EVENTIN_PRO_URL', plugin_dir_url( __FILE__ ) );
define( 'EVENTIN_PRO_MIN_PHP', '7.4' );
define( 'EVENTIN_PRO_MIN_WP', '6.6' );

if ( version_compare( PHP_VERSION, EVENTIN_PRO_MIN_PHP, '<' ) || version_compare( get_bloginfo( 'version' ), EVENTIN_PRO_MIN_WP, '<' ) ) {
	add_action(
		'admin_notices',
		static function () {
			printf(
				'<div class="notice notice-error"><p>%s</p></div>',
				esc_html(
					sprintf(
						/* translators: 1: required PHP version, 2: required WordPress version. */
						__( 'Eventin Pro needs PHP %1$s and WordPress %2$s or newer. It is installed but not running.', 'eventin-pro' ),
						EVENTIN_PRO_MIN_PHP,
						EVENTIN_PRO_MIN_WP
					)
				)
			);
		}
	);
	return;
}

require_once EVENTIN_PRO_DIR . 'includes/Support/Autoloader.php';
\EventinPro\Support\Autoloader::register( 'EventinPro\\', EVENTIN_PRO_DIR . 'includes/' );

register_activation_hook( __FILE__, array( \EventinPro\Support\Installer::class, 'activate' ) );
\EventinPro\Plugin::boot();
