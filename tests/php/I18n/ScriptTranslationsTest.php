<?php
/**
 * Every script of ours loads its translations, its lazy chunks' included.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\I18n;

use EventinPro\Admin\Assets;
use EventinPro\Admin\BuilderPage;
use EventinPro\Checkout\BookingForm;
use EventinPro\Rsvp\RsvpForm;
use EventinPro\Scanner\ScannerPage;
use EventinPro\Shortcodes\Embed\EmbedPage;
use EventinPro\Shortcodes\WidgetAssets;
use EventinPro\Support\BuildAssets;
use EventinPro\Tests\TestCase;

/**
 * Script translations.
 */
final class ScriptTranslationsTest extends TestCase {

	/**
	 * The test locale's JSON files: file name => contents.
	 *
	 * @var array<string,string>
	 */
	private $files = array();

	/**
	 * Script handles printed before the test.
	 *
	 * @var string[]
	 */
	private $done = array();

	/**
	 * Script handles registered before the test.
	 *
	 * @var string[]
	 */
	private $before = array();

	protected function setUp(): void {
		parent::setUp();
		if ( ! is_readable( EVENTIN_PRO_DIR . 'build/admin.asset.php' ) || ! is_readable( EVENTIN_PRO_DIR . 'build/lazy-chunks.php' ) ) {
			$this->markTestSkipped( 'needs `npm run build` first' );
		}
		$this->before = array_keys( wp_scripts()->registered );
		$this->done   = wp_scripts()->done;
		$this->files  = array();
		add_filter( 'pre_determine_locale', array( $this, 'locale_of_tests' ) );
		add_filter( 'pre_load_script_translations', array( $this, 'serve_file' ), 5, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_determine_locale', array( $this, 'locale_of_tests' ) );
		remove_filter( 'pre_load_script_translations', array( $this, 'serve_file' ), 5 );
		foreach ( array_diff( array_keys( wp_scripts()->registered ), $this->before ) as $handle ) {
			wp_dequeue_script( $handle );
			wp_deregister_script( $handle );
		}
		wp_scripts()->done = $this->done;
		foreach ( array( Assets::HANDLE, BuilderPage::HANDLE, ScannerPage::HANDLE, BookingForm::HANDLE, RsvpForm::HANDLE ) as $handle ) {
			wp_dequeue_script( $handle );
			wp_deregister_script( $handle );
		}
		parent::tearDown();
	}

	/**
	 * The locale of every request in these tests.
	 *
	 * @return string
	 */
	public function locale_of_tests(): string {
		return 'eo';
	}

	/**
	 * Serves the test locale's files from memory instead of the disk
	 * (pre_load_script_translations, before BuildAssets' filter): a file name
	 * WordPress asks for is answered when the test wrote it.
	 *
	 * @param string|false|null $translations JSON so far.
	 * @param string|false      $file         Path WordPress is about to read.
	 * @return string|false|null
	 */
	public function serve_file( $translations, $file ) {
		if ( null === $translations && is_string( $file ) && isset( $this->files[ basename( $file ) ] ) ) {
			return $this->files[ basename( $file ) ];
		}
		return $translations;
	}

	/**
	 * A Jed JSON file of the test locale for a built file, as WordPress names
	 * it: the md5 of the path relative to the plugin.
	 *
	 * @param string               $relative Path of the script relative to the plugin, e.g. 'build/admin.js'.
	 * @param array<string,string> $messages Original => translation.
	 */
	private function translate_file( string $relative, array $messages ): void {
		$data = array(
			'' => array(
				'domain' => 'messages',
				'lang'   => 'eo',
			),
		);
		foreach ( $messages as $original => $translation ) {
			$data[ $original ] = array( $translation );
		}
		$this->files[ 'eventin-pro-eo-' . md5( $relative ) . '.json' ] = (string) wp_json_encode(
			array(
				'domain'      => 'messages',
				'locale_data' => array( 'messages' => $data ),
			)
		);
	}

	/**
	 * Our script handles now registered: those whose file is in the plugin.
	 *
	 * @return array<string,\_WP_Dependency>
	 */
	private function our_scripts(): array {
		return array_filter(
			wp_scripts()->registered,
			static function ( $script ) {
				return is_string( $script->src ) && 0 === strpos( $script->src, EVENTIN_PRO_URL );
			}
		);
	}

	/**
	 * Calls a private static method (the features' enqueue steps).
	 *
	 * @param string       $class_name Class.
	 * @param string       $method     Method.
	 * @param array<mixed> $args       Arguments.
	 * @return mixed
	 */
	private function call_private( string $class_name, string $method, array $args = array() ) {
		$reflection = new \ReflectionMethod( $class_name, $method );
		$reflection->setAccessible( true );
		return $reflection->invokeArgs( null, $args );
	}

	/**
	 * No file of includes/ registers or enqueues a script by its URL outside
	 * BuildAssets: a new one would miss its translations.
	 */
	public function test_scripts_are_registered_in_one_place(): void {
		$found = array();
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( EVENTIN_PRO_DIR . 'includes', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			if ( 'php' !== $file->getExtension() || 'BuildAssets.php' === $file->getFilename() ) {
				continue;
			}
			$code = (string) file_get_contents( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
			// A call with a second argument (the URL); a handle alone enqueues a registered script.
			if ( preg_match_all( '/\bwp_(?:register|enqueue)_script\(\s*[^,)]+,/', $code, $matches ) ) {
				$found[] = substr( $file->getPathname(), strlen( EVENTIN_PRO_DIR ) ) . ': ' . implode( ' ', $matches[0] );
			}
		}
		$this->assertSame( array(), $found, 'register scripts with BuildAssets::register_script() (it sets their translations)' );
	}

	/**
	 * Every script handle of ours that the features register has the text
	 * domain: the dashboard, the template builder, the scanner, the event page
	 * and its booking and RSVP forms, the widgets, the calendar, the embed
	 * frame, the widget and template blocks, and every lazy chunk.
	 */
	public function test_every_handle_of_ours_has_translations(): void {
		$this->as_user( 'administrator' );
		Assets::enqueue_dashboard();
		BuilderPage::enqueue( BuilderPage::HOOK );
		ScannerPage::response( array() );
		$this->call_private( BookingForm::class, 'enqueue' );
		$this->call_private( RsvpForm::class, 'enqueue' );
		BuildAssets::register_script( 'eventin-event-page', 'event-page' );
		WidgetAssets::script( 'widgets' );
		WidgetAssets::script( 'calendar' );
		BuildAssets::enqueue( EmbedPage::FRAME_HANDLE, 'embed-frame' );

		$scripts = $this->our_scripts();
		$missing = array();
		foreach ( $scripts as $handle => $script ) {
			if ( 'eventin-pro' === ( $script->textdomain ?? null ) ) {
				continue;
			}
			// A script without translations must not use wp.i18n (the build
			// turns @wordpress/i18n into window.wp.i18n and the wp-i18n dependency).
			$path = EVENTIN_PRO_DIR . substr( (string) $script->src, strlen( EVENTIN_PRO_URL ) );
			$code = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a built file.
			if ( in_array( 'wp-i18n', $script->deps, true ) || false !== strpos( $code, 'wp.i18n' ) ) {
				$missing[] = $handle . ' (' . $script->src . ')';
			}
		}
		$this->assertSame( array(), $missing, 'script handles that show strings without translations' );

		$files = array();
		foreach ( $scripts as $script ) {
			$files[] = substr( (string) $script->src, strlen( EVENTIN_PRO_URL . 'build/' ) );
		}
		$expected = array( 'admin.js', 'template-builder.js', 'scanner.js', 'booking.js', 'rsvp.js', 'event-page.js', 'widgets.js', 'calendar.js', 'embed-frame.js', 'widget-blocks.js', 'blocks/qr-code/index.js' );
		foreach ( array( 'admin', 'template-builder', 'scanner' ) as $entry ) {
			$chunks = BuildAssets::chunks( $entry );
			$this->assertNotEmpty( $chunks, "$entry loads chunks" );
			$expected = array_merge( $expected, $chunks );
		}
		$this->assertSame( array(), array_values( array_diff( $expected, $files ) ), 'files without a handle' );
	}

	/**
	 * A lazy screen's strings reach the dashboard: its JSON (named after the
	 * chunk's own file) is merged into the translations printed before
	 * build/admin.js, with the entry's own.
	 */
	public function test_a_chunks_translations_reach_the_dashboards_inline_script(): void {
		$chunks = BuildAssets::chunks( 'admin' );
		$this->assertNotEmpty( $chunks, 'the dashboard has lazy screens' );
		$this->translate_file( 'build/admin.js', array( 'Entry string' => 'Entry translated' ) );
		$this->translate_file( 'build/' . $chunks[ count( $chunks ) - 1 ], array( 'Chunk string' => 'Chunk translated' ) );

		$this->as_user( 'administrator' );
		Assets::enqueue_dashboard();
		ob_start();
		wp_scripts()->do_item( Assets::HANDLE );
		$html = (string) ob_get_clean();

		$script = strpos( $html, 'build/admin.js' );
		$this->assertNotFalse( $script, $html );
		foreach ( array( '"Chunk string":["Chunk translated"]', '"Entry string":["Entry translated"]' ) as $message ) {
			$at = strpos( $html, $message );
			$this->assertNotFalse( $at, "$message in\n$html" );
			$this->assertLessThan( $script, $at, 'the translations run before the script' );
		}
		$this->assertSame( 1, substr_count( $html, 'wp.i18n.setLocaleData' ), 'one set of translations' );
	}

	/**
	 * The same on the scanner's page, whose camera is a chunk, even when the
	 * entry itself has no translation file.
	 */
	public function test_the_scanner_pages_inline_script_holds_its_chunks_translations(): void {
		$camera = preg_grep( '#scanner-camera#', BuildAssets::chunks( 'scanner' ) );
		$this->assertNotEmpty( $camera, 'the scanner loads its camera on demand' );
		$this->translate_file( 'build/' . reset( $camera ), array( 'Camera string' => 'Camera translated' ) );

		$this->as_user( 'administrator' );
		$body = ScannerPage::response( array() )['body'];

		$this->assertStringContainsString( '"Camera string":["Camera translated"]', $body );
		$this->assertLessThan( strpos( $body, 'build/scanner.js' ), strpos( $body, 'Camera translated' ) );
	}

	/**
	 * Without any file for the locale, nothing is printed.
	 */
	public function test_no_translations_print_nothing(): void {
		$this->as_user( 'administrator' );
		Assets::enqueue_dashboard();
		$this->assertFalse( wp_scripts()->print_translations( Assets::HANDLE, false ) );
	}
}
