<?php
/**
 * Prepares a Playground site for Eventin Pro. Run by the blueprint that
 * scripts/lib/site.mjs generates, on every boot, in two separate PHP requests:
 *
 *  - phase "activate": first-time site settings, then activate the plugin
 *    through activate_plugin() so its activation hook runs (only when it is
 *    not active yet);
 *  - phase "seed": when asked, call \EventinPro\Support\DemoData::seed() on every
 *    start; it seeds each named set once (the last seeding is remembered in the
 *    option eventin_pro_dev_seeded). It runs in
 *    its own request so the plugin is loaded the normal way (post types and
 *    taxonomies registered on init).
 *
 * Nothing here may stop the boot: every failure is caught and written to the
 * report file (/eventin-dev/state/setup.json, on the host <site>/state/),
 * which site.mjs reads and prints.
 *
 * Expects the constant EVENTIN_DEV_SETUP: base64 of a JSON object
 * { "phase": "activate"|"seed", "plugin": "eventin-pro/eventin-pro.php", "seed": bool }.
 *
 * @package EventinPro
 */

$eventin_dev_config = json_decode( base64_decode( EVENTIN_DEV_SETUP ), true );
$eventin_dev_report = '/eventin-dev/state/setup.json';

/**
 * Merges $data into the report file.
 *
 * @param array $data Keys to set.
 */
function eventin_dev_report( array $data ) {
	global $eventin_dev_report;
	$current = array();
	if ( file_exists( $eventin_dev_report ) ) {
		$current = json_decode( (string) file_get_contents( $eventin_dev_report ), true );
		$current = is_array( $current ) ? $current : array();
	}
	file_put_contents( $eventin_dev_report, json_encode( array_merge( $current, $data ), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) );
}

/**
 * Short text for a Throwable.
 *
 * @param Throwable $error The error.
 * @return string
 */
function eventin_dev_describe( $error ) {
	return get_class( $error ) . ': ' . $error->getMessage() . ' in ' . $error->getFile() . ':' . $error->getLine();
}

$eventin_dev_phase = $eventin_dev_config['phase'];

// A fatal error that try/catch cannot see (out of memory, compile error)
// still ends up in the report, and the exit status is reset so that the
// boot goes on: a broken plugin should give a site that shows the error, not
// no site at all.
register_shutdown_function(
	static function () use ( $eventin_dev_phase ) {
		$last = error_get_last();
		if ( $last && in_array( $last['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR, E_RECOVERABLE_ERROR ), true ) ) {
			eventin_dev_report(
				array( $eventin_dev_phase . '_error' => 'PHP fatal error: ' . $last['message'] . ' in ' . $last['file'] . ':' . $last['line'] )
			);
			exit( 0 );
		}
	}
);

if ( 'activate' === $eventin_dev_phase ) {
	// Start from a clean report on every boot.
	if ( file_exists( $eventin_dev_report ) ) {
		unlink( $eventin_dev_report );
	}
}

try {
	require '/wordpress/wp-load.php';
} catch ( Throwable $error ) {
	// Most likely the (active) plugin failed while WordPress loaded it.
	eventin_dev_report( array( $eventin_dev_phase . '_error' => 'WordPress failed to load: ' . eventin_dev_describe( $error ) ) );
	exit( 0 );
}
require_once ABSPATH . 'wp-admin/includes/plugin.php';

// Act as the site's administrator, as a person activating from wp-admin would.
$eventin_dev_admins = get_users(
	array(
		'role'    => 'administrator',
		'number'  => 1,
		'orderby' => 'ID',
	)
);
if ( $eventin_dev_admins ) {
	wp_set_current_user( $eventin_dev_admins[0]->ID );
}

$eventin_dev_plugin = $eventin_dev_config['plugin'];

if ( 'activate' === $eventin_dev_phase ) {
	// Once per site: the settings a real site would have.
	if ( ! get_option( 'eventin_pro_dev_site' ) ) {
		update_option( 'permalink_structure', '/%postname%/' );
		update_option( 'blogname', 'Eventin Pro dev site' );
		flush_rewrite_rules( false );
		update_option( 'eventin_pro_dev_site', gmdate( 'c' ) );
	}

	if ( is_plugin_active( $eventin_dev_plugin ) ) {
		eventin_dev_report( array( 'plugin' => 'already-active' ) );
	} else {
		try {
			ob_start();
			$eventin_dev_result = activate_plugin( $eventin_dev_plugin );
			$eventin_dev_output = ob_get_clean();
			if ( is_wp_error( $eventin_dev_result ) ) {
				eventin_dev_report(
					array(
						'plugin'         => 'activation-failed',
						'activate_error' => $eventin_dev_result->get_error_message(),
					)
				);
			} else {
				eventin_dev_report(
					array(
						'plugin'          => 'activated',
						'activate_output' => trim( wp_strip_all_tags( (string) $eventin_dev_output ) ),
					)
				);
			}
		} catch ( Throwable $error ) {
			while ( ob_get_level() > 0 ) {
				ob_end_clean();
			}
			eventin_dev_report(
				array(
					'plugin'         => 'activation-failed',
					'activate_error' => eventin_dev_describe( $error ),
				)
			);
		}
	}
	return;
}

if ( 'seed' === $eventin_dev_phase ) {
	$eventin_dev_active = is_plugin_active( $eventin_dev_plugin );
	eventin_dev_report( array( 'plugin_active' => $eventin_dev_active ) );
	if ( empty( $eventin_dev_config['seed'] ) ) {
		eventin_dev_report( array( 'demo_data' => 'not-requested' ) );
		return;
	}
	if ( ! $eventin_dev_active ) {
		eventin_dev_report( array( 'demo_data' => 'skipped-plugin-inactive' ) );
		return;
	}
	$eventin_dev_class = '\\EventinPro\\Support\\DemoData';
	try {
		if ( ! class_exists( $eventin_dev_class ) || ! is_callable( array( $eventin_dev_class, 'seed' ) ) ) {
			eventin_dev_report( array( 'demo_data' => 'skipped-no-seeder' ) );
			return;
		}
		// DemoData::seed() seeds each named set once and returns the sets it seeded
		// now, so features added since the last start get their demo data too.
		ob_start();
		$eventin_dev_sets = (array) call_user_func( array( $eventin_dev_class, 'seed' ) );
		ob_end_clean();
		if ( ! $eventin_dev_sets ) {
			eventin_dev_report(
				array(
					'demo_data'      => 'already-seeded',
					'demo_seeded_at' => get_option( 'eventin_pro_dev_seeded', '' ),
				)
			);
			return;
		}
		$eventin_dev_now = gmdate( 'c' ) . ' (' . implode( ', ', $eventin_dev_sets ) . ')';
		update_option( 'eventin_pro_dev_seeded', $eventin_dev_now, false );
		eventin_dev_report(
			array(
				'demo_data'      => 'seeded',
				'demo_seeded_at' => $eventin_dev_now,
			)
		);
	} catch ( Throwable $error ) {
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		eventin_dev_report(
			array(
				'demo_data'  => 'seed-failed',
				'seed_error' => eventin_dev_describe( $error ),
			)
		);
	}
}
