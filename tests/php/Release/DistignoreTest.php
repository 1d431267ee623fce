<?php
/**
 * The shipped plugin: .distignore (read by `wp dist-archive`) keeps every
 * development and test file out and the runtime in.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Release;

use EventinPro\Tests\Support\Site;
use EventinPro\Tests\TestCase;

/**
 * What a release archive contains.
 */
final class DistignoreTest extends TestCase {

	/**
	 * Top-level entries a release ships; everything else at the top must be ignored.
	 */
	private const SHIPPED = array( 'eventin-pro.php', 'uninstall.php', 'includes', 'languages', 'build', 'README.md' );

	/**
	 * Paths that must never ship, whether or not they exist on this machine.
	 */
	private const NEVER = array(
		'tests/php/TestCase.php',
		'tests/e2e/shell.spec.ts',
		'scripts/test-php.sh',
		'src/admin/index.tsx',
		'node_modules/react/index.js',
		'vendor/autoload.php',
		'.cache/wordpress/wp-settings.php',
		'test-results/junit.xml',
		'playwright-report/index.html',
		'package.json',
		'package-lock.json',
		'composer.json',
		'composer.lock',
		'phpunit.xml',
		'phpcs.xml.dist',
		'phpstan.neon.dist',
		'jest.config.js',
		'webpack.config.js',
		'tsconfig.json',
		'playwright.config.ts',
		'.eslintrc.js',
		'.npmrc',
		'.gitignore',
		'.distignore',
		'.ci/run',
		'.git/HEAD',
		'build/admin.js.map',
		'build/chunk-graph.json',
		'eventin-pro.zip',
		'debug.log',
	);

	/**
	 * Paths a release needs.
	 */
	private const ALWAYS = array(
		'eventin-pro.php',
		'uninstall.php',
		'includes/Plugin.php',
		'includes/Speakers/SpeakerAccess.php',
		'languages/eventin-pro.pot',
		'build/admin.js',
		'build/admin.asset.php',
		'build/scanner.js',
	);

	/**
	 * The patterns of .distignore (comments and blank lines left out).
	 *
	 * @return string[]
	 */
	private function patterns(): array {
		$file = Site::root() . '/.distignore';
		$this->assertFileExists( $file );
		$lines = preg_split( '/\R/', (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a repository file.
		return array_values(
			array_filter(
				array_map( 'trim', (array) $lines ),
				static function ( string $line ): bool {
					return '' !== $line && '#' !== $line[0];
				}
			)
		);
	}

	/**
	 * Whether a path is left out, with gitignore's rules as `wp dist-archive`
	 * applies them: "/x" matches x at the top (and all below it), "x" matches
	 * any path segment, "*" matches within a segment.
	 *
	 * @param string   $path     Path relative to the plugin.
	 * @param string[] $patterns Patterns.
	 */
	private static function ignored( string $path, array $patterns ): bool {
		$segments = explode( '/', $path );
		foreach ( $patterns as $pattern ) {
			$pattern = rtrim( $pattern, '/' );
			if ( '/' === $pattern[0] ) {
				$depth = substr_count( $pattern, '/' );
				if ( count( $segments ) >= $depth && fnmatch( substr( $pattern, 1 ), implode( '/', array_slice( $segments, 0, $depth ) ), FNM_PATHNAME ) ) {
					return true;
				}
				continue;
			}
			foreach ( $segments as $segment ) {
				if ( fnmatch( $pattern, $segment ) ) {
					return true;
				}
			}
		}
		return false;
	}

	public function test_development_and_test_files_stay_out(): void {
		$patterns = $this->patterns();
		foreach ( self::NEVER as $path ) {
			$this->assertTrue( self::ignored( $path, $patterns ), "$path must not ship" );
		}
	}

	public function test_the_runtime_ships(): void {
		$patterns = $this->patterns();
		foreach ( self::ALWAYS as $path ) {
			$this->assertFalse( self::ignored( $path, $patterns ), "$path must ship" );
		}
	}

	public function test_every_other_top_level_entry_is_left_out(): void {
		$patterns = $this->patterns();
		$entries  = array_diff( (array) scandir( Site::root() ), array( '.', '..' ) );
		foreach ( $entries as $entry ) {
			if ( ! in_array( $entry, self::SHIPPED, true ) ) {
				$this->assertTrue( self::ignored( (string) $entry, $patterns ), "$entry is not part of the plugin: list it in .distignore" );
			}
		}
	}
}
