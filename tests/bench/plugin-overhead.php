<?php
/**
 * Benchmark: what the plugin costs on requests it does not serve.
 *
 * Run it with `bash tests/bench/run.sh overhead` (it starts the private MariaDB).
 * Options: --rounds=15.
 *
 * Each sample is a fresh PHP process that loads WordPress (wp-settings.php)
 * and answers one request it does not route to us, once with the plugin
 * active and once with it filtered out of active_plugins, alternating A B A B:
 *   - a core REST request, GET /wp/v2/posts?per_page=5, as a visitor;
 *   - the front page query (WP::main() with no query vars), as a visitor.
 * It prints the extra SQL queries and extra peak memory of side A over side B
 * (budget in quality.md: at most 2 queries and 2 MiB). It asserts nothing.
 *
 * @package EventinPro\Tests
 */

use EventinPro\Tests\Support\Site;

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DevelopmentFunctions, WordPress.Security.EscapeOutput

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

// --- Child: one sample ------------------------------------------------------------
if ( isset( $argv[1] ) && 'sample' === $argv[1] ) {
	list( , , $eventin_config, $eventin_with, $eventin_kind ) = $argv;
	if ( 'without' === $eventin_with ) {
		// Filters may be set before WordPress loads; they are turned into hooks on boot.
		$GLOBALS['wp_filter'] = array( // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			'option_active_plugins' => array(
				10 => array(
					array(
						'function'      => static function ( $plugins ) {
							return array_values( array_diff( (array) $plugins, array( 'eventin-pro/eventin-pro.php' ) ) );
						},
						'accepted_args' => 1,
					),
				),
			),
		);
	}
	require $eventin_config;
	require ABSPATH . 'wp-settings.php';
	global $wpdb;
	if ( 'rest' === $eventin_kind ) {
		$eventin_request = new WP_REST_Request( 'GET', '/wp/v2/posts' );
		$eventin_request->set_query_params( array( 'per_page' => 5 ) );
		$eventin_response = rest_do_request( $eventin_request );
		wp_json_encode( rest_get_server()->response_to_data( $eventin_response, false ) );
	} else {
		$GLOBALS['wp']->main();
	}
	echo wp_json_encode(
		array(
			'active'  => class_exists( 'EventinPro\\Plugin', false ),
			'queries' => (int) $wpdb->num_queries,
			'memory'  => memory_get_peak_usage(),
		)
	);
	exit( 0 );
}

// --- Parent -----------------------------------------------------------------------
$eventin_rounds = 15;
foreach ( array_slice( $argv, 1 ) as $eventin_arg ) {
	if ( preg_match( '/^--rounds=(\d+)$/', $eventin_arg, $eventin_m ) ) {
		$eventin_rounds = max( 1, (int) $eventin_m[1] );
	} else {
		fwrite( STDERR, "unknown option $eventin_arg\n" );
		exit( 2 );
	}
}

require_once dirname( __DIR__, 2 ) . '/vendor/autoload.php';
$eventin_settings = Site::settings();
Site::check( $eventin_settings );
$eventin_config = Site::write_config( $eventin_settings );
Site::create_database( $eventin_settings );
Site::run_step( $eventin_config, 'install' );
Site::run_step( $eventin_config, 'activate' );

/**
 * Runs one sample in a new PHP process.
 *
 * @param string $config Config file.
 * @param string $with   'with' or 'without'.
 * @param string $kind   'rest' or 'front'.
 * @return array{active:bool,queries:int,memory:int}
 */
function eventin_overhead_sample( string $config, string $with, string $kind ): array {
	$command = sprintf( '%s %s sample %s %s %s', escapeshellarg( PHP_BINARY ), escapeshellarg( __FILE__ ), escapeshellarg( $config ), $with, $kind );
	$output  = shell_exec( $command );
	$data    = json_decode( (string) $output, true );
	if ( ! is_array( $data ) ) {
		fwrite( STDERR, "sample failed ($with, $kind): $output\n" );
		exit( 1 );
	}
	return $data;
}

/**
 * Median.
 *
 * @param array<int|float> $values Values.
 */
function eventin_overhead_median( array $values ): float {
	sort( $values );
	$n = count( $values );
	return $n % 2 ? $values[ intdiv( $n, 2 ) ] : ( $values[ $n / 2 - 1 ] + $values[ $n / 2 ] ) / 2;
}

printf( "Plugin cost on requests it does not serve (%d fresh processes per side, A B A B)\n", $eventin_rounds );
foreach ( array( 'rest' => 'GET /wp/v2/posts?per_page=5', 'front' => 'front page' ) as $eventin_kind => $eventin_label ) {
	$eventin_samples = array(
		'with'    => array(),
		'without' => array(),
	);
	for ( $eventin_i = 0; $eventin_i < $eventin_rounds; $eventin_i++ ) {
		foreach ( array_keys( $eventin_samples ) as $eventin_with ) {
			$eventin_sample = eventin_overhead_sample( $eventin_config, $eventin_with, $eventin_kind );
			if ( $eventin_sample['active'] !== ( 'with' === $eventin_with ) ) {
				fwrite( STDERR, "the plugin was not $eventin_with as asked\n" );
				exit( 1 );
			}
			$eventin_samples[ $eventin_with ][] = $eventin_sample;
		}
	}
	$eventin_q = array();
	$eventin_m = array();
	foreach ( $eventin_samples as $eventin_with => $eventin_list ) {
		$eventin_q[ $eventin_with ] = eventin_overhead_median( array_column( $eventin_list, 'queries' ) );
		$eventin_m[ $eventin_with ] = eventin_overhead_median( array_column( $eventin_list, 'memory' ) );
	}
	printf(
		"  %-28s queries %3d with, %3d without (+%d)   peak memory %6.2f MiB with, %6.2f MiB without (+%.2f MiB)\n",
		$eventin_label,
		$eventin_q['with'],
		$eventin_q['without'],
		$eventin_q['with'] - $eventin_q['without'],
		$eventin_m['with'] / 1048576,
		$eventin_m['without'] / 1048576,
		( $eventin_m['with'] - $eventin_m['without'] ) / 1048576
	);
}
