<?php
/**
 * Constants PHPStan needs to know while it reads the plugin (phpstan.neon.dist).
 *
 * WordPress defines these at run time (wp-config.php, wp-settings.php) and the
 * plugin defines its own in eventin-pro.php; the stubs declare functions and
 * classes only. Their values are placeholders: phpstan.neon.dist lists them under
 * dynamicConstantNames, so PHPStan reads each as its type, never as this value.
 *
 * @package EventinPro
 */

define( 'ABSPATH', '/' );
define( 'WPINC', 'wp-includes' );
define( 'WP_DEBUG_LOG', false );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'DAY_IN_SECONDS', 86400 );
define( 'WEEK_IN_SECONDS', 604800 );
define( 'OBJECT', 'OBJECT' );
define( 'OBJECT_K', 'OBJECT_K' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'ARRAY_N', 'ARRAY_N' );

define( 'EVENTIN_PRO_VERSION', '0.0.0' );
define( 'EVENTIN_PRO_FILE', __FILE__ );
define( 'EVENTIN_PRO_DIR', __DIR__ . '/' );
define( 'EVENTIN_PRO_URL', 'https://example.org/wp-content/plugins/eventin-pro/' );
define( 'EVENTIN_PRO_MIN_PHP', '7.4' );
define( 'EVENTIN_PRO_MIN_WP', '6.6' );
