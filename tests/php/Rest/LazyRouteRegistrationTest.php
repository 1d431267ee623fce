<?php
/**
 * Registering the routes (on every REST request, ours or not) creates the
 * controllers only: their services, repositories and HTTP client load when a
 * route of theirs is answered.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Rest;

use EventinPro\Tests\Support\Site;
use EventinPro\Tests\TestCase;

/**
 * Each case is a fresh PHP process (this one has loaded every class already).
 */
final class LazyRouteRegistrationTest extends TestCase {

	/**
	 * What registering the routes must not load: the plugin's cost on requests
	 * it does not serve is budgeted (quality.md, tests/bench/plugin-overhead.php).
	 */
	private const NOT_ON_REGISTRATION = array(
		'EventinPro\\AccessControl\\RolePermissions',
		'EventinPro\\License\\LicenseService',
		'EventinPro\\License\\LicenseClient',
		'EventinPro\\License\\LicenseRepository',
		'EventinPro\\Settings\\SettingsRepository',
		'EventinPro\\Taxonomies\\TermsRepository',
		'EventinPro\\Speakers\\SpeakersService',
		'EventinPro\\Speakers\\SpeakersRepository',
		'EventinPro\\Speakers\\SpeakerAccess',
		'EventinPro\\Schedules\\SchedulesService',
		'EventinPro\\Schedules\\SchedulesRepository',
		'EventinPro\\Checkins\\CheckinsService',
		'EventinPro\\Checkins\\CheckinsRepository',
		'EventinPro\\Overview\\OverviewService',
		'EventinPro\\Templates\\TemplatesService',
		'EventinPro\\Templates\\TemplatesRepository',
		'EventinPro\\Templates\\Catalogue',
	);

	public function test_a_core_rest_request_registers_our_routes_without_loading_services(): void {
		$result = $this->child( '/wp/v2/posts', 0 );

		$this->assertSame( 200, $result['status'] );
		foreach ( array( '/eventin/v2/speakers', '/eventin/v2/schedules', '/eventin/v2/event/categories', '/eventin/v2/settings', '/eventin/v2/license', '/eventin/v2/overview', '/eventin/v2/permissions/current-user', '/eventin/v2/attendees/check-in', '/eventin/v2/templates', '/eventin/v2/templates/catalogue' ) as $route ) {
			$this->assertContains( $route, $result['routes'], "$route is registered" );
		}
		$this->assertSame( array(), array_values( array_intersect( self::NOT_ON_REGISTRATION, $result['classes'] ) ), 'loaded while only registering the routes' );
	}

	/**
	 * Route answered as an administrator => classes it needs.
	 *
	 * @return array<string,array{0:string,1:string[]}>
	 */
	public function routes_and_what_they_load(): array {
		return array(
			'speakers'    => array( '/eventin/v2/speakers', array( 'EventinPro\\Speakers\\SpeakersService', 'EventinPro\\Speakers\\SpeakersRepository' ) ),
			'schedules'   => array( '/eventin/v2/schedules', array( 'EventinPro\\Schedules\\SchedulesService', 'EventinPro\\Schedules\\SchedulesRepository' ) ),
			'categories'  => array( '/eventin/v2/event/categories', array( 'EventinPro\\Taxonomies\\TermsRepository' ) ),
			'settings'    => array( '/eventin/v2/settings', array( 'EventinPro\\Settings\\SettingsRepository' ) ),
			'license'     => array( '/eventin/v2/license', array( 'EventinPro\\License\\LicenseService', 'EventinPro\\License\\LicenseRepository' ) ),
			'overview'    => array( '/eventin/v2/overview', array( 'EventinPro\\Overview\\OverviewService' ) ),
			'permissions' => array( '/eventin/v2/permissions/roles', array( 'EventinPro\\AccessControl\\RolePermissions' ) ),
			'templates'   => array( '/eventin/v2/templates', array( 'EventinPro\\Templates\\TemplatesService', 'EventinPro\\Templates\\TemplatesRepository' ) ),
		);
	}

	/**
	 * The lazily made collaborators are there when a route needs them.
	 *
	 * @dataProvider routes_and_what_they_load
	 *
	 * @param string   $route   Route.
	 * @param string[] $classes Classes it needs.
	 */
	public function test_our_route_creates_what_it_needs_when_answered( string $route, array $classes ): void {
		$admin = (int) ( get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ID',
			)
		)[0] ?? 0 );
		$this->assertGreaterThan( 0, $admin, 'precondition: the installed site has an administrator' );

		$result = $this->child( $route, $admin );

		$this->assertSame( 200, $result['status'], wp_json_encode( $result['data'] ) );
		$this->assertSame( $classes, array_values( array_intersect( $classes, $result['classes'] ) ) );
	}

	/**
	 * Loads WordPress in a new PHP process, answers GET $route as $user and
	 * reports the status, the registered routes and the plugin's loaded classes.
	 *
	 * @param string $route Route.
	 * @param int    $user  User id (0 = visitor).
	 * @return array{status:int,data:mixed,routes:string[],classes:string[]}
	 */
	private function child( string $route, int $user ): array {
		$script = <<<'PHP'
require $argv[1] . '/vendor/autoload.php';
\EventinPro\Tests\Support\Site::prepare();
require $argv[2];
require ABSPATH . 'wp-settings.php';
wp_set_current_user( (int) $argv[4] );
$response = rest_do_request( new WP_REST_Request( 'GET', $argv[3] ) );
$classes  = array_values( array_filter( get_declared_classes(), static function ( $name ) {
	return 0 === strpos( $name, 'EventinPro\\' ) && 0 !== strpos( $name, 'EventinPro\\Tests\\' );
} ) );
echo wp_json_encode( array(
	'status'  => $response->get_status(),
	'data'    => $response->get_data(),
	'routes'  => array_keys( rest_get_server()->get_routes( 'eventin/v2' ) ),
	'classes' => $classes,
) );
PHP;
		$config = Site::settings()['run'] . '/wp-tests-config.php';
		$output = array();
		$code   = 0;
		exec( implode( ' ', array_map( 'escapeshellarg', array( PHP_BINARY, '-r', $script, Site::root(), $config, $route, (string) $user ) ) ) . ' 2>&1', $output, $code ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- a fresh process on purpose.
		$this->assertSame( 0, $code, implode( "\n", $output ) );
		$result = json_decode( implode( "\n", $output ), true );
		$this->assertIsArray( $result, implode( "\n", $output ) );
		return $result;
	}
}
