<?php
/**
 * Scripts and styles of the build folder: one way to enqueue an entry with
 * the dependencies and version its `*.asset.php` lists.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Build entries (build/<entry>.js, build/<entry>.css, build/<entry>.asset.php).
 *
 * Every script of ours is registered here (register_script(), enqueue()), so
 * every handle that shows strings (its build lists wp-i18n) gets its
 * translations: wp_set_script_translations() with the text domain
 * 'eventin-pro'. (Blocks registered from their block.json get them from
 * WordPress, which reads the block's textdomain.)
 *
 * Lazy chunks. WordPress loads a handle's translations from the JSON file
 * named after the md5 of the handle's own file (build/admin.js), but the
 * dashboard's screens are webpack chunks (build/chunks/*.js) that the entry
 * loads itself, never handles: their strings would stay untranslated. The
 * build lists the chunks each entry can load (build/lazy-chunks.php, written
 * by webpack.config.js); each is registered as a handle that is never
 * enqueued, only so that load_script_textdomain() finds its JSON file the way
 * it finds any script's, and when WordPress loads the entry's translations
 * (pre_load_script_translations, at print time) the chunks' messages are
 * merged into the entry's: the one wp.i18n.setLocaleData() that runs before
 * the entry then holds every string the entry and its chunks show.
 */
final class BuildAssets {

	/**
	 * The text domain of our scripts.
	 */
	public const DOMAIN = 'eventin-pro';

	/**
	 * Entry handles that load chunks => the chunks' handles.
	 *
	 * @var array<string,string[]>
	 */
	private static $chunk_handles = array();

	/**
	 * Merged translations per entry handle and locale, once per request.
	 *
	 * @var array<string,string|false>
	 */
	private static $merged = array();

	/**
	 * Whether the chunks' translations are being read (the entry's own file
	 * is then read the ordinary way).
	 *
	 * @var bool
	 */
	private static $merging = false;

	/**
	 * The entry's asset file (dependencies, version), or null before a build.
	 *
	 * @param string $entry Entry name, e.g. 'widgets'.
	 * @return array{dependencies:non-empty-string[],version:string}|null
	 */
	public static function info( string $entry ): ?array {
		$file = EVENTIN_PRO_DIR . 'build/' . $entry . '.asset.php';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$info = require $file;
		return array(
			'dependencies' => array_values( array_filter( array_map( 'strval', (array) ( $info['dependencies'] ?? array() ) ) ) ),
			'version'      => (string) ( $info['version'] ?? EVENTIN_PRO_VERSION ),
		);
	}

	/**
	 * Enqueues the entry's script (in the footer, deferred) and its style when
	 * the build has one. Nothing before a build.
	 *
	 * @param non-empty-string   $handle Handle for both.
	 * @param string             $entry  Entry name.
	 * @param non-empty-string[] $extra  More script dependencies.
	 * @return bool Whether the script is enqueued.
	 */
	public static function enqueue( string $handle, string $entry, array $extra = array() ): bool {
		$info = self::info( $entry );
		if ( null === $info ) {
			return false;
		}
		self::style( $handle, $entry, $info['version'] );
		self::register_script(
			$handle,
			$entry,
			$extra,
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		wp_enqueue_script( $handle );
		return true;
	}

	/**
	 * Registers the entry's script with its translations (its own and its
	 * lazy chunks'), to be enqueued or printed later by its handle.
	 *
	 * @param non-empty-string    $handle Handle.
	 * @param string              $entry  Entry name.
	 * @param non-empty-string[]  $extra  More script dependencies.
	 * @param array<string,mixed> $args   wp_register_script()'s arguments (default: in the footer).
	 * @return bool Whether the script is registered (false before a build).
	 */
	public static function register_script( string $handle, string $entry, array $extra = array(), array $args = array( 'in_footer' => true ) ): bool {
		$info = self::info( $entry );
		if ( null === $info ) {
			return false;
		}
		wp_register_script( $handle, EVENTIN_PRO_URL . 'build/' . $entry . '.js', array_merge( $info['dependencies'], $extra ), $info['version'], $args );
		$files = self::chunks( $entry );
		// A script that shows strings imports @wordpress/i18n, which the build
		// lists as the dependency wp-i18n; one without it has none, and setting
		// translations would only add wp-i18n to its pages.
		if ( $files || in_array( 'wp-i18n', $info['dependencies'], true ) ) {
			self::translate( $handle );
		}
		$chunks = array();
		foreach ( $files as $file ) {
			$chunk = $handle . '-chunk-' . sanitize_key( basename( $file, '.js' ) );
			wp_register_script( $chunk, EVENTIN_PRO_URL . 'build/' . $file, array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- Never printed: only its translations are read.
			self::translate( $chunk );
			$chunks[] = $chunk;
		}
		if ( $chunks ) {
			self::$chunk_handles[ $handle ] = $chunks;
			unset( self::$merged[ $handle . '|' . determine_locale() ] );
			if ( false === has_filter( 'pre_load_script_translations', array( self::class, 'with_chunks' ) ) ) {
				add_filter( 'pre_load_script_translations', array( self::class, 'with_chunks' ), 10, 4 );
			}
		}
		return true;
	}

	/**
	 * Sets a handle's translations: the text domain and our languages folder
	 * (WordPress's wp-content/languages/plugins is looked up after it).
	 *
	 * @param string $handle Registered script handle.
	 */
	public static function translate( string $handle ): void {
		wp_set_script_translations( $handle, self::DOMAIN, EVENTIN_PRO_DIR . 'languages' );
	}

	/**
	 * The lazy chunks an entry can load (paths relative to build/), from
	 * build/lazy-chunks.php.
	 *
	 * @param string $entry Entry name.
	 * @return string[]
	 */
	public static function chunks( string $entry ): array {
		static $map = null;
		if ( null === $map ) {
			$file = EVENTIN_PRO_DIR . 'build/lazy-chunks.php';
			$map  = is_readable( $file ) ? (array) require $file : array();
		}
		return array_values( array_map( 'strval', (array) ( $map[ $entry ] ?? array() ) ) );
	}

	/**
	 * An entry's translations with its chunks' merged in
	 * (pre_load_script_translations). Null for any other handle or domain,
	 * which WordPress then loads as usual.
	 *
	 * @param string|false|null $translations JSON so far (null).
	 * @param string|false      $file         File WordPress is about to read.
	 * @param string            $handle       Script handle.
	 * @param string            $domain       Text domain.
	 * @return string|false|null
	 */
	public static function with_chunks( $translations, $file, $handle, $domain ) {
		unset( $file );
		if ( null !== $translations || self::$merging || self::DOMAIN !== $domain || ! isset( self::$chunk_handles[ $handle ] ) ) {
			return $translations;
		}
		$key = $handle . '|' . determine_locale();
		if ( ! isset( self::$merged[ $key ] ) ) {
			self::$merging = true;
			$path          = EVENTIN_PRO_DIR . 'languages';
			$parts         = array( load_script_textdomain( $handle, self::DOMAIN, $path ) );
			foreach ( self::$chunk_handles[ $handle ] as $chunk ) {
				$parts[] = load_script_textdomain( $chunk, self::DOMAIN, $path );
			}
			self::$merging        = false;
			self::$merged[ $key ] = self::merge( $parts );
		}
		return self::$merged[ $key ];
	}

	/**
	 * Jed JSON files in one: the first file's header, every file's messages
	 * (the first file's own win). False when none has any.
	 *
	 * @param array<int,string|false> $parts JSON texts, false for a missing one.
	 * @return string|false
	 */
	private static function merge( array $parts ) {
		$base     = null;
		$messages = array();
		foreach ( $parts as $json ) {
			$data = is_string( $json ) ? json_decode( $json, true ) : null;
			if ( ! is_array( $data ) || ! isset( $data['locale_data'] ) || ! is_array( $data['locale_data'] ) ) {
				continue;
			}
			$locale = $data['locale_data'][ self::DOMAIN ] ?? $data['locale_data']['messages'] ?? null;
			if ( ! is_array( $locale ) ) {
				continue;
			}
			$base      = $base ?? $data;
			$messages += $locale;
		}
		if ( null === $base ) {
			return false;
		}
		$base['locale_data'] = array( 'messages' => $messages );
		return (string) wp_json_encode( $base );
	}

	/**
	 * Registers the entry's style (when the build has one), to be enqueued
	 * later by its handle.
	 *
	 * @param string $handle Handle.
	 * @param string $entry  Entry name.
	 * @return bool Whether a style is registered.
	 */
	public static function register_style( string $handle, string $entry ): bool {
		if ( ! is_readable( EVENTIN_PRO_DIR . 'build/' . $entry . '.css' ) ) {
			return false;
		}
		$version = self::info( $entry )['version'] ?? EVENTIN_PRO_VERSION;
		wp_register_style( $handle, EVENTIN_PRO_URL . 'build/' . $entry . '.css', array(), $version );
		wp_style_add_data( $handle, 'rtl', 'replace' );
		return true;
	}

	/**
	 * Enqueues the entry's style alone (when the build has one).
	 *
	 * @param string      $handle  Handle.
	 * @param string      $entry   Entry name.
	 * @param string|null $version Version (default: the asset file's).
	 * @return bool Whether a style is enqueued.
	 */
	public static function style( string $handle, string $entry, ?string $version = null ): bool {
		if ( ! is_readable( EVENTIN_PRO_DIR . 'build/' . $entry . '.css' ) ) {
			return false;
		}
		$version = $version ?? ( self::info( $entry )['version'] ?? EVENTIN_PRO_VERSION );
		wp_enqueue_style( $handle, EVENTIN_PRO_URL . 'build/' . $entry . '.css', array(), $version );
		return true;
	}
}
