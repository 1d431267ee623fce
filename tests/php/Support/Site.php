<?php
/**
 * Sets up the WordPress site the PHP tests run against.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

/**
 * One WordPress per PHPUnit run: a generated config, a wiped database, WordPress
 * installed and the plugin activated (in child processes, as a real site does
 * it), then loaded in the PHPUnit process by bootstrap.php.
 *
 * Settings come from the environment (scripts/test-php.sh sets them):
 * EVENTIN_DB_HOST (e.g. "localhost:/tmp/x/mysqld.sock"), EVENTIN_DB_NAME,
 * EVENTIN_DB_USER, EVENTIN_DB_PASSWORD, EVENTIN_WP_CORE (default .cache/wordpress)
 * and EVENTIN_PHPUNIT_RUN_DIR (generated files; default a folder in the temp dir).
 * With EVENTIN_REDIS_SOCKET (a Redis server's Unix socket) the site runs with a
 * persistent object cache: object-cache-redis.php becomes its
 * wp-content/object-cache.php. With EVENTIN_MULTISITE=1 the site is a network
 * (sub-directories) and the plugin is network-activated.
 */
final class Site {

	/**
	 * The plugin as WordPress names it.
	 */
	public const PLUGIN = 'eventin-pro/eventin-pro.php';

	/**
	 * The site's address (nothing listens there; no test makes HTTP requests).
	 */
	public const URL = 'http://example.org';

	/**
	 * On a network: the path of the site made before the plugin's network activation.
	 */
	public const EXISTING_SITE_PATH = '/existing/';

	/**
	 * The repository root (the plugin's folder).
	 *
	 * @return string
	 */
	public static function root(): string {
		return dirname( __DIR__, 3 );
	}

	/**
	 * Settings from the environment.
	 *
	 * @return array{core:string,run:string,db_host:string,db_name:string,db_user:string,db_password:string,redis:string,multisite:bool}
	 */
	public static function settings(): array {
		$root = self::root();
		$uid  = function_exists( 'posix_getuid' ) ? posix_getuid() : 0;
		return array(
			'core'        => rtrim( self::env( 'EVENTIN_WP_CORE', $root . '/.cache/wordpress' ), '/' ) . '/',
			'run'         => rtrim( self::env( 'EVENTIN_PHPUNIT_RUN_DIR', sys_get_temp_dir() . "/eventin-pro-phpunit-$uid-" . substr( md5( $root ), 0, 8 ) ), '/' ),
			'db_host'     => self::env( 'EVENTIN_DB_HOST', '' ),
			'db_name'     => self::env( 'EVENTIN_DB_NAME', 'eventin_tests' ),
			'db_user'     => self::env( 'EVENTIN_DB_USER', 'root' ),
			'db_password' => self::env( 'EVENTIN_DB_PASSWORD', '' ),
			'redis'       => self::env( 'EVENTIN_REDIS_SOCKET', '' ),
			'multisite'   => '1' === self::env( 'EVENTIN_MULTISITE', '' ),
		);
	}

	/**
	 * Whether this run's site has the Redis object cache.
	 */
	public static function uses_redis(): bool {
		return '' !== self::settings()['redis'];
	}

	/**
	 * Empties the Redis object cache of a run (its database was just wiped).
	 *
	 * @param array $settings From settings().
	 */
	public static function flush_redis( array $settings ): void {
		if ( '' === $settings['redis'] ) {
			return;
		}
		if ( ! class_exists( 'Redis' ) ) {
			self::abort( "PHP's redis extension is missing (Debian package php" . PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION . '-redis).' );
		}
		try {
			$redis = new \Redis();
			$redis->connect( $settings['redis'] );
			$redis->flushAll();
			$redis->close();
		} catch ( \RedisException $e ) {
			self::abort( "Cannot reach Redis on {$settings['redis']}: " . $e->getMessage() );
		}
	}

	/**
	 * Stops the run with a clear message when something the tests need is missing.
	 *
	 * @param array $settings From settings().
	 */
	public static function check( array $settings ): void {
		$how = 'Run the PHP tests with `bash scripts/test-php.sh`: it installs what is missing, starts a private MariaDB and sets EVENTIN_DB_HOST.';
		if ( ! extension_loaded( 'mysqli' ) ) {
			self::abort( "PHP's mysqli extension is missing (Debian package php" . PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION . "-mysql).\n$how" );
		}
		if ( ! is_file( $settings['core'] . 'wp-settings.php' ) ) {
			self::abort( "No WordPress core in {$settings['core']} (`bash scripts/wordpress-core.sh` provisions it).\n$how" );
		}
		if ( '' === $settings['db_host'] ) {
			self::abort( "EVENTIN_DB_HOST is not set.\n$how\nTo use another server, set EVENTIN_DB_HOST, EVENTIN_DB_NAME, EVENTIN_DB_USER and EVENTIN_DB_PASSWORD; that database is wiped." );
		}
		if ( ! preg_match( '/^[A-Za-z0-9_]+$/', $settings['db_name'] ) ) {
			self::abort( 'EVENTIN_DB_NAME may hold only letters, digits and underscores.' );
		}
	}

	/**
	 * Writes the run folder (wp-content with the plugin linked in) and the config file.
	 *
	 * @param array $settings From settings().
	 * @return string Path of the config file.
	 */
	public static function write_config( array $settings ): string {
		$run     = $settings['run'];
		$content = "$run/wp-content";
		foreach ( array( "$content/plugins", "$content/uploads" ) as $dir ) {
			if ( ! is_dir( $dir ) && ! mkdir( $dir, 0777, true ) && ! is_dir( $dir ) ) {
				self::abort( "Cannot create $dir" );
			}
		}
		// The plugin must be WP_PLUGIN_DIR/eventin-pro; the run folder lives outside the
		// repository so that this link makes no loop inside it.
		self::link( self::root(), "$content/plugins/eventin-pro" );
		self::link( $settings['core'] . 'wp-content/themes', "$content/themes" );
		$drop_in = "$content/object-cache.php";
		if ( '' !== $settings['redis'] ) {
			if ( ! copy( __DIR__ . '/object-cache-redis.php', $drop_in ) ) {
				self::abort( "Cannot write $drop_in" );
			}
		} elseif ( is_file( $drop_in ) ) {
			unlink( $drop_in ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
		}

		$constants = array(
			'ABSPATH'                        => $settings['core'],
			'DB_NAME'                        => $settings['db_name'],
			'DB_USER'                        => $settings['db_user'],
			'DB_PASSWORD'                    => $settings['db_password'],
			'DB_HOST'                        => $settings['db_host'],
			'DB_CHARSET'                     => 'utf8mb4',
			'DB_COLLATE'                     => '',
			'WP_HOME'                        => self::URL,
			'WP_SITEURL'                     => self::URL,
			'WP_CONTENT_DIR'                 => $content,
			'WP_CONTENT_URL'                 => self::URL . '/wp-content',
			'WP_PLUGIN_DIR'                  => "$content/plugins",
			'WP_PLUGIN_URL'                  => self::URL . '/wp-content/plugins',
			'WPMU_PLUGIN_DIR'                => "$content/mu-plugins",
			'WP_DEBUG'                       => true,
			'WP_DEBUG_DISPLAY'               => true,
			'WP_DEBUG_LOG'                   => false,
			'WP_DISABLE_FATAL_ERROR_HANDLER' => true,
			'DISABLE_WP_CRON'                => true,
			'AUTOMATIC_UPDATER_DISABLED'     => true,
			'WP_HTTP_BLOCK_EXTERNAL'         => true,
			'AUTH_KEY'                       => 'eventin-tests-auth-key',
			'SECURE_AUTH_KEY'                => 'eventin-tests-secure-auth-key',
			'LOGGED_IN_KEY'                  => 'eventin-tests-logged-in-key',
			'NONCE_KEY'                      => 'eventin-tests-nonce-key',
			'AUTH_SALT'                      => 'eventin-tests-auth-salt',
			'SECURE_AUTH_SALT'               => 'eventin-tests-secure-auth-salt',
			'LOGGED_IN_SALT'                 => 'eventin-tests-logged-in-salt',
			'NONCE_SALT'                     => 'eventin-tests-nonce-salt',
		);
		if ( '' !== $settings['redis'] ) {
			$constants['EVENTIN_REDIS_SOCKET'] = $settings['redis'];
			$constants['WP_CACHE_KEY_SALT']    = $settings['db_name'] . ':';
		}
		$php       = "<?php\n// Generated for one PHPUnit run by tests/php/Support/Site.php. Do not edit.\n";
		foreach ( $constants as $name => $value ) {
			$php .= sprintf( "defined( '%1\$s' ) || define( '%1\$s', %2\$s );\n", $name, var_export( $value, true ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		}
		$php .= "\$GLOBALS['table_prefix'] = 'wp_';\n";
		if ( $settings['multisite'] ) {
			// A network once the install step made it (WordPress installs a single site first).
			$php .= "if ( ! defined( 'WP_INSTALLING' ) ) {\n";
			foreach ( self::multisite_constants() as $name => $value ) {
				$php .= sprintf( "\tdefined( '%1\$s' ) || define( '%1\$s', %2\$s );\n", $name, var_export( $value, true ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			}
			$php .= "}\n";
		}

		$file = "$run/wp-tests-config.php";
		if ( false === file_put_contents( $file, $php ) ) {
			self::abort( "Cannot write $file" );
		}
		return $file;
	}

	/**
	 * The constants of a network in sub-directories on the site's host.
	 *
	 * @return array<string,mixed>
	 */
	public static function multisite_constants(): array {
		return array(
			'WP_ALLOW_MULTISITE'   => true,
			'MULTISITE'            => true,
			'SUBDOMAIN_INSTALL'    => false,
			'DOMAIN_CURRENT_SITE'  => 'example.org',
			'PATH_CURRENT_SITE'    => '/',
			'SITE_ID_CURRENT_SITE' => 1,
			'BLOG_ID_CURRENT_SITE' => 1,
		);
	}

	/**
	 * Drops and re-creates the test database.
	 *
	 * @param array $settings From settings().
	 */
	public static function create_database( array $settings ): void {
		$host   = $settings['db_host'];
		$port   = null;
		$socket = null;
		if ( preg_match( '/^([^:]*):(\/.*)$/', $host, $m ) ) {
			$host   = '' === $m[1] ? 'localhost' : $m[1];
			$socket = $m[2];
		} elseif ( preg_match( '/^([^:]*):(\d+)$/', $host, $m ) ) {
			$host = $m[1];
			$port = (int) $m[2];
		}
		$name = $settings['db_name'];
		try {
			$db = new \mysqli( $host, $settings['db_user'], $settings['db_password'], '', (int) $port, (string) $socket ); // phpcs:ignore WordPress.DB.RestrictedClasses -- WordPress is not loaded yet.
			$db->query( "DROP DATABASE IF EXISTS `$name`" );
			$db->query( "CREATE DATABASE `$name` DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci" );
			$db->close();
		} catch ( \mysqli_sql_exception $e ) {
			self::abort( "Cannot (re)create database $name on {$settings['db_host']}: " . $e->getMessage() );
		}
	}

	/**
	 * Runs one step of Support/install.php ("install" or "activate") in a child process.
	 *
	 * @param string $config Config file.
	 * @param string $step   Step name.
	 */
	public static function run_step( string $config, string $step ): void {
		$command = implode(
			' ',
			array_map( 'escapeshellarg', array( PHP_BINARY, __DIR__ . '/install.php', $config, $step ) )
		) . ' 2>&1';
		$output  = array();
		$code    = 0;
		exec( $command, $output, $code );
		if ( 0 !== $code ) {
			self::abort( "Preparing the test site failed at step \"$step\":\n" . implode( "\n", $output ) );
		}
	}

	/**
	 * Sets what WordPress expects from a web request and the test-wide hooks, and
	 * starts recording PHP errors. Call before loading wp-settings.php.
	 */
	public static function prepare(): void {
		$server = array(
			'HTTP_HOST'       => 'example.org',
			'SERVER_NAME'     => 'example.org',
			'SERVER_PORT'     => '80',
			'SERVER_PROTOCOL' => 'HTTP/1.1',
			'REQUEST_METHOD'  => 'GET',
			'REQUEST_URI'     => '/',
			'PHP_SELF'        => '/index.php',
			'SCRIPT_NAME'     => '/index.php',
			'REMOTE_ADDR'     => '127.0.0.1',
		);
		foreach ( $server as $key => $value ) {
			$_SERVER[ $key ] = $value;
		}
		$GLOBALS['PHP_SELF'] = '/index.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- as a web request sets it.

		$filters = isset( $GLOBALS['wp_filter'] ) && is_array( $GLOBALS['wp_filter'] ) ? $GLOBALS['wp_filter'] : array();
		$filters = Strict::hooks( $filters );
		$add     = static function ( string $hook, callable $callback, int $args = 1 ) use ( &$filters ): void {
			$filters[ $hook ][ PHP_INT_MAX ][] = array(
				'function'      => $callback,
				'accepted_args' => $args,
			);
		};
		// No test reaches the network; a test may mock a response with an earlier pre_http_request filter.
		$add(
			'pre_http_request',
			static function ( $preempt ) {
				return false === $preempt ? new \WP_Error( 'http_request_blocked', 'The PHP tests make no HTTP requests.' ) : $preempt;
			}
		);
		$add( 'pre_wp_mail', array( Mailbox::class, 'capture' ), 2 );
		foreach ( array( 'wp_die_handler', 'wp_die_ajax_handler', 'wp_die_json_handler', 'wp_die_jsonp_handler', 'wp_die_xml_handler', 'wp_die_xmlrpc_handler' ) as $hook ) {
			$add(
				$hook,
				static function () {
					return array( WPDieException::class, 'handler' );
				},
				0
			);
		}
		// Cheap password hashes: tests create many users.
		$add(
			'wp_hash_password_options',
			static function ( $options, $algorithm ) {
				if ( PASSWORD_BCRYPT === $algorithm ) {
					$options['cost'] = 4;
				}
				return $options;
			},
			2
		);
		$GLOBALS['wp_filter'] = $filters; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- early hooks, read by plugin.php.

		Strict::reset();
		set_error_handler( array( Strict::class, 'handle_error' ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	}

	/**
	 * Stops recording PHP errors; ends the run if anything was reported meanwhile.
	 *
	 * @param string $what What was being done, for the message.
	 */
	public static function loaded( string $what ): void {
		restore_error_handler(); // PHPUnit installs its own handler only if none is set.
		$records = Strict::records();
		Strict::reset();
		if ( $records ) {
			self::abort( "PHP errors or WordPress notices while $what (the tests allow none):\n" . Strict::format( $records ) );
		}
	}

	/**
	 * Converts any table that is not InnoDB (tests roll back transactions).
	 */
	public static function use_innodb(): void {
		global $wpdb;
		$tables = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = %s AND TABLE_TYPE = 'BASE TABLE' AND ENGINE <> 'InnoDB'",
				DB_NAME
			)
		);
		foreach ( $tables as $table ) {
			$wpdb->query( "ALTER TABLE `$table` ENGINE = InnoDB" ); // phpcs:ignore WordPress.DB
		}
	}

	/**
	 * Prints a message to stderr and ends the process.
	 *
	 * @param string $message Message.
	 * @return never
	 */
	public static function abort( string $message ): void {
		fwrite( STDERR, "\n$message\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit( 1 );
	}

	/**
	 * An environment variable, or a default when unset or empty.
	 *
	 * @param string $name    Variable.
	 * @param string $default Default.
	 * @return string
	 */
	private static function env( string $name, string $default ): string {
		$value = getenv( $name );
		return false === $value || '' === $value ? $default : $value;
	}

	/**
	 * Points $link at $target (replacing an older link).
	 *
	 * @param string $target Target.
	 * @param string $link   Link path.
	 */
	private static function link( string $target, string $link ): void {
		if ( is_link( $link ) && readlink( $link ) === $target ) {
			return;
		}
		if ( is_link( $link ) || is_file( $link ) ) {
			unlink( $link );
		}
		if ( ! symlink( $target, $link ) ) {
			self::abort( "Cannot link $link to $target" );
		}
	}
}
