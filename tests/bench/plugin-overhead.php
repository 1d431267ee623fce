<?php
/**
 * Benchmark: what the plugin costs on requests it does not serve.
 *
 * Run it with `bash tests/bench/run.sh overhead` (it starts the private MariaDB).
 * Options: --rounds=15, --detail.
 *
 * Each sample is a fresh PHP process that loads WordPress (wp-settings.php)
 * and answers one request it does not route to us, once with the plugin
 * active and once with it filtered out of active_plugins, alternating A B A B:
 *   - a core REST request, GET /wp/v2/posts?per_page=5, as a visitor;
 *   - the front page query (WP::main() with no query vars), as a visitor.
 * It prints the extra SQL queries and extra peak memory of side A over side B
 * (budget in quality.md: at most 2 queries and 2 MiB). It asserts nothing.
 *
 * With --detail it then shows where the plugin's memory goes, from one more
 * sample of each request with the plugin: loading the plugin (its file and
 * every feature's register()), each of its init and rest_api_init callbacks,
 * and the plugin classes the request loaded, by feature. Without OPcache
 * (PHP's CLI default) a loaded class costs its compiled code.
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
	$eventin_detail = 'with' === $eventin_with && 'detail' === ( $argv[5] ?? '' );
	if ( $eventin_detail ) {
		eventin_overhead_watch();
	}
	require $eventin_config;
	require ABSPATH . 'wp-settings.php';
	global $wpdb;
	if ( 'rest' === $eventin_kind ) {
		// As an HTTP request to /wp-json/wp/v2/posts has it when the REST
		// server starts (WP::parse_request() sets the route first).
		$GLOBALS['wp']->query_vars['rest_route'] = '/wp/v2/posts';
		$eventin_request                         = new WP_REST_Request( 'GET', '/wp/v2/posts' );
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
			'detail'  => $eventin_detail ? eventin_overhead_watch() : null,
		)
	);
	exit( 0 );
}

/**
 * In a sample: the first call (before WordPress loads) hooks the measuring
 * points; later calls return what they measured, with the plugin classes
 * loaded so far.
 *
 * @return array{steps:array<int,array{0:string,1:int}>,classes:string[]}
 */
function eventin_overhead_watch(): array {
	static $steps = null;
	if ( null !== $steps ) {
		$classes = array_values( preg_grep( '/^EventinPro\\\\/', get_declared_classes() ) );
		return array(
			'steps'   => $steps,
			'classes' => $classes,
		);
	}
	$steps  = array();
	$before = 0;
	$plugin = 'eventin-pro/eventin-pro.php';
	// Filters set before WordPress loads become hooks on boot.
	$GLOBALS['wp_filter']['option_active_plugins'][ PHP_INT_MAX ][] = array( // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		'function'      => static function ( $plugins ) use ( &$before ) {
			$before = memory_get_usage();
			return $plugins;
		},
		'accepted_args' => 1,
	);

	$GLOBALS['wp_filter']['plugin_loaded'][ PHP_INT_MAX ][] = array( // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		'function'      => static function ( $file ) use ( &$steps, &$before, $plugin ) {
			if ( substr( $file, -strlen( $plugin ) ) !== $plugin ) { // phpcs:ignore WordPress.PHP.YodaConditions.NotYoda
				return;
			}
			$steps[] = array( 'plugin file and register()', memory_get_usage() - $before );
			foreach ( array( 'init', 'rest_api_init' ) as $hook ) {
				eventin_overhead_wrap( $hook, dirname( $file ), $steps );
			}
		},
		'accepted_args' => 1,
	);
	return array();
}

/**
 * Replaces the plugin's callbacks on $hook with ones that record the memory
 * they add.
 *
 * @param string                            $hook  Hook.
 * @param string                            $dir   Plugin folder.
 * @param array<int,array{0:string,1:int}> $steps Recorded steps.
 */
function eventin_overhead_wrap( string $hook, string $dir, array &$steps ): void {
	global $wp_filter;
	if ( ! isset( $wp_filter[ $hook ] ) ) {
		return;
	}
	foreach ( $wp_filter[ $hook ]->callbacks as $priority => $callbacks ) {
		foreach ( $callbacks as $id => $callback ) {
			$function = $callback['function'];
			if ( is_array( $function ) ) {
				$name = ( is_object( $function[0] ) ? get_class( $function[0] ) : (string) $function[0] ) . '::' . $function[1];
			} elseif ( $function instanceof Closure ) {
				$code = new ReflectionFunction( $function );
				$name = str_replace( realpath( $dir ) . '/', '', (string) realpath( (string) $code->getFileName() ) ) . ':' . $code->getStartLine();
			} else {
				$name = (string) $function;
			}
			if ( 0 !== strpos( $name, 'EventinPro\\' ) && 0 !== strpos( $name, 'includes/' ) ) {
				continue;
			}
			$label = preg_replace( '/^EventinPro\\\\/', '', $name );
			$wp_filter[ $hook ]->callbacks[ $priority ][ $id ]['function'] = static function ( ...$args ) use ( $function, $hook, $label, &$steps ) {
				$before  = memory_get_usage();
				$result  = $function( ...$args );
				$steps[] = array( "$hook $label", memory_get_usage() - $before );
				return $result;
			};
		}
	}
}

// --- Parent -----------------------------------------------------------------------
$eventin_rounds = 15;
$eventin_detail = false;
foreach ( array_slice( $argv, 1 ) as $eventin_arg ) {
	if ( preg_match( '/^--rounds=(\d+)$/', $eventin_arg, $eventin_m ) ) {
		$eventin_rounds = max( 1, (int) $eventin_m[1] );
	} elseif ( '--detail' === $eventin_arg ) {
		$eventin_detail = true;
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
 * @param bool   $detail Whether to record where the memory goes (with the plugin only).
 * @return array{active:bool,queries:int,memory:int,detail:?array}
 */
function eventin_overhead_sample( string $config, string $with, string $kind, bool $detail = false ): array {
	$command = sprintf( '%s %s sample %s %s %s%s', escapeshellarg( PHP_BINARY ), escapeshellarg( __FILE__ ), escapeshellarg( $config ), $with, $kind, $detail ? ' detail' : '' );
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

$eventin_kinds = array(
	'rest'  => 'GET /wp/v2/posts?per_page=5',
	'front' => 'front page',
);
printf( "Plugin cost on requests it does not serve (%d fresh processes per side, A B A B)\n", $eventin_rounds );
foreach ( $eventin_kinds as $eventin_kind => $eventin_label ) {
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

if ( $eventin_detail ) {
	foreach ( $eventin_kinds as $eventin_kind => $eventin_label ) {
		$eventin_sample = eventin_overhead_sample( $eventin_config, 'with', $eventin_kind, true );
		printf( "\nWhere the plugin's memory goes on %s (current memory each step adds, KiB)\n", $eventin_label );
		foreach ( $eventin_sample['detail']['steps'] as $eventin_step ) {
			printf( "  %8.1f  %s\n", $eventin_step[1] / 1024, $eventin_step[0] );
		}
		$eventin_by_feature = array();
		foreach ( $eventin_sample['detail']['classes'] as $eventin_class ) {
			$eventin_parts                                   = explode( '\\', $eventin_class );
			$eventin_by_feature[ $eventin_parts[1] ?? '' ][] = end( $eventin_parts );
		}
		printf( "  %d plugin classes loaded:\n", count( $eventin_sample['detail']['classes'] ) );
		foreach ( $eventin_by_feature as $eventin_feature => $eventin_names ) {
			printf( "    %s: %s\n", $eventin_feature, implode( ', ', $eventin_names ) );
		}
	}
}
