<?php
/**
 * "Never a PHP warning": collects what WordPress reports as misuse.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

/**
 * Records _doing_it_wrong() and every _deprecated_*() call, and (outside a
 * test, while WordPress loads) every PHP error. Inside a test PHPUnit itself
 * turns PHP errors into failures; TestCase fails a test that left records here.
 */
final class Strict {

	/**
	 * Action fired by WordPress => what it means.
	 */
	private const HOOKS = array(
		'doing_it_wrong_run'         => 'Incorrect usage',
		'deprecated_function_run'    => 'Deprecated function',
		'deprecated_constructor_run' => 'Deprecated constructor',
		'deprecated_class_run'       => 'Deprecated class',
		'deprecated_file_included'   => 'Deprecated file',
		'deprecated_argument_run'    => 'Deprecated argument',
		'deprecated_hook_run'        => 'Deprecated hook',
	);

	/**
	 * Filters that would make WordPress also call trigger_error(); recording is enough.
	 */
	private const TRIGGER_FILTERS = array(
		'doing_it_wrong_trigger_error',
		'deprecated_function_trigger_error',
		'deprecated_constructor_trigger_error',
		'deprecated_class_trigger_error',
		'deprecated_file_trigger_error',
		'deprecated_argument_trigger_error',
		'deprecated_hook_trigger_error',
	);

	/**
	 * Records since the last reset.
	 *
	 * @var array<int,array{kind:string,name:string,detail:string}>
	 */
	private static $records = array();

	/**
	 * Pre-registers the recording hooks in WordPress's early-hook format.
	 *
	 * @param array $filters The $wp_filter array before WordPress loads.
	 * @return array
	 */
	public static function hooks( array $filters ): array {
		foreach ( self::HOOKS as $hook => $kind ) {
			$filters[ $hook ][10][] = array(
				'function'      => static function ( ...$args ) use ( $kind ): void {
					self::record( $kind, (string) ( $args[0] ?? '' ), self::describe( $args ) );
				},
				'accepted_args' => 4,
			);
		}
		foreach ( self::TRIGGER_FILTERS as $filter ) {
			$filters[ $filter ][ PHP_INT_MAX ][] = array(
				'function'      => static function (): bool {
					return false;
				},
				'accepted_args' => 0,
			);
		}
		return $filters;
	}

	/**
	 * Error handler for code that runs outside a test (loading WordPress, installing).
	 *
	 * @param int    $errno  Error level.
	 * @param string $errstr Message.
	 * @param string $file   File.
	 * @param int    $line   Line.
	 * @return bool
	 */
	public static function handle_error( int $errno, string $errstr, string $file, int $line ): bool {
		if ( ! ( error_reporting() & $errno ) ) {
			return false; // Silenced with @.
		}
		// Debian's WordPress package patched a required $signup_id after an optional $meta into
		// two functions of ms-functions.php (loaded on a network only): its own, not ours.
		if ( E_DEPRECATED === $errno && 'ms-functions.php' === basename( $file ) && 0 === strpos( $errstr, 'Optional parameter $meta declared before required parameter $signup_id' ) ) {
			return true;
		}
		self::record( 'PHP ' . self::level( $errno ), $errstr, "$errstr in $file:$line" );
		return true;
	}

	/**
	 * Adds a record.
	 *
	 * @param string $kind   What happened.
	 * @param string $name   Function, class, hook or message it is about.
	 * @param string $detail Human-readable detail.
	 */
	public static function record( string $kind, string $name, string $detail ): void {
		$trace           = self::trace();
		self::$records[] = array(
			'kind'   => $kind,
			'name'   => $name,
			'detail' => '' === $trace ? $detail : "$detail\n    called by: $trace",
		);
	}

	/**
	 * Everything recorded since the last reset.
	 *
	 * @return array<int,array{kind:string,name:string,detail:string}>
	 */
	public static function records(): array {
		return self::$records;
	}

	/**
	 * Forgets all records.
	 */
	public static function reset(): void {
		self::$records = array();
	}

	/**
	 * Formats records for a failure message.
	 *
	 * @param array<int,array{kind:string,name:string,detail:string}> $records Records.
	 * @return string
	 */
	public static function format( array $records ): string {
		$lines = array();
		foreach ( $records as $record ) {
			$lines[] = '- ' . $record['kind'] . ': ' . $record['detail'];
		}
		return implode( "\n", $lines );
	}

	/**
	 * One line from a hook's arguments.
	 *
	 * @param array $args Hook arguments.
	 * @return string
	 */
	private static function describe( array $args ): string {
		$parts = array();
		foreach ( $args as $arg ) {
			if ( is_scalar( $arg ) && '' !== (string) $arg ) {
				$parts[] = wp_strip_all_tags( (string) $arg );
			}
		}
		return implode( ' | ', $parts );
	}

	/**
	 * The calls that led here, oldest first, without PHPUnit's frames before the
	 * test and WordPress's reporting frames after the culprit.
	 *
	 * @return string
	 */
	private static function trace(): string {
		if ( ! function_exists( 'wp_debug_backtrace_summary' ) ) {
			return '';
		}
		$frames = array_reverse( (array) wp_debug_backtrace_summary( self::class, 0, false ) );
		$start  = 0;
		foreach ( $frames as $i => $frame ) {
			if ( false !== strpos( $frame, 'PHPUnit\\' ) ) {
				$start = $i + 1;
			}
		}
		$frames = array_slice( $frames, $start );
		foreach ( $frames as $i => $frame ) {
			if ( preg_match( '/^(_doing_it_wrong|_deprecated_\w+|trigger_error)$/', $frame ) ) {
				$frames = array_slice( $frames, 0, $i + 1 );
				break;
			}
		}
		return implode( ', ', $frames );
	}

	/**
	 * Name of a PHP error level.
	 *
	 * @param int $errno Error level.
	 * @return string
	 */
	private static function level( int $errno ): string {
		switch ( $errno ) {
			case E_WARNING:
			case E_USER_WARNING:
				return 'Warning';
			case E_NOTICE:
			case E_USER_NOTICE:
				return 'Notice';
			case E_DEPRECATED:
			case E_USER_DEPRECATED:
				return 'Deprecated';
			default:
				return 'Error';
		}
	}
}
