<?php
/**
 * PHPUnit bootstrap: a fresh WordPress with Eventin Pro active, on a real MariaDB.
 *
 * Once per run: write a config, wipe the test database, install WordPress and
 * activate the plugin (child processes, see Support/install.php), then load
 * WordPress here with the plugin active. WP_DEBUG is on and any PHP error or
 * WordPress notice while loading ends the run; inside tests PHPUnit and
 * TestCase turn them into failures.
 *
 * Start it with `bash scripts/test-php.sh` (it starts the private MariaDB).
 *
 * @package EventinPro\Tests
 */

use EventinPro\Tests\Support\Contract;
use EventinPro\Tests\Support\Site;

// PHPUnit includes this file from inside a method; WordPress expects its globals.
global $wpdb, $table_prefix, $wp_version, $wp_db_version, $wp, $wp_query, $wp_the_query, $wp_rewrite,
	$wp_roles, $wp_filter, $wp_actions, $wp_current_filter, $wp_locale, $wp_embed, $wp_widget_factory,
	$wp_rest_server, $shortcode_tags, $current_user, $post, $pagenow, $phpmailer, $wp_theme_directories;

require_once dirname( __DIR__, 2 ) . '/vendor/autoload.php';

$eventin_settings = Site::settings();
Site::check( $eventin_settings );
$eventin_config = Site::write_config( $eventin_settings );
Site::create_database( $eventin_settings );
Site::run_step( $eventin_config, 'install' );
Site::run_step( $eventin_config, 'activate' );

Site::prepare();
require $eventin_config;
require ABSPATH . 'wp-settings.php';
Site::loaded( 'loading WordPress with Eventin Pro active' );
Contract::watch(); // Every answer of our routes is checked against docs/openapi.json.

unset( $eventin_settings, $eventin_config );
