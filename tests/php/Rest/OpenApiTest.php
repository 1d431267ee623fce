<?php
/**
 * The OpenAPI document: generated from the routes, kept in docs/openapi.json,
 * served to administrators.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Rest;

use EventinPro\Rest\OpenApi\Document;
use EventinPro\Tests\Support\Site;
use EventinPro\Tests\TestCase;

/**
 * Document generator, its copy in the repository and its route.
 */
final class OpenApiTest extends TestCase {

	/**
	 * The repository's copy.
	 */
	private static function file(): string {
		return Site::root() . '/docs/openapi.json';
	}

	/**
	 * Who may read the document: administrators (manage_options) only.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'every Eventin permission' => array( 'eventin-all', array( 'etn_manage_event', 'etn_manage_organizer', 'etn_manage_schedule', 'etn_manage_attendee', 'etn_manage_order', 'etn_manage_qr_scan', 'etn_manage_template', 'etn_manage_settings', 'etn_manage_rsvp', 'etn_manage_shortcode' ), false ),
			)
		);
	}

	/**
	 * GET /eventin/v2/openapi: 401 anonymous, 403 without manage_options,
	 * the document for administrators.
	 *
	 * @dataProvider roles
	 *
	 * @param string|int $role    Role (0 = anonymous).
	 * @param string[]   $caps    Caps of a custom role.
	 * @param bool       $allowed Whether the role may read it.
	 */
	public function test_the_route_serves_administrators_only( $role, array $caps, bool $allowed ): void {
		$this->as_user( $this->matrix_user( $role, $caps ) );
		$response = $this->request( 'GET', '/eventin/v2/openapi' );
		if ( ! $allowed ) {
			$this->assertStatus( 0 === $role ? 401 : 403, $response );
			$this->assertSame( 'rest_forbidden', $response->get_data()['code'] );
			return;
		}
		$this->assertStatus( 200, $response );
		$this->assertSame( Document::to_json( Document::build( rest_get_server() ) ), Document::to_json( $response->get_data() ) );
	}

	/**
	 * Every operation of every route is there, with a summary, a tag, a
	 * success with a schema, and a permission (or says it is public).
	 */
	public function test_every_route_and_method_is_described(): void {
		$document = Document::build( rest_get_server() );
		$count    = 0;
		foreach ( rest_get_server()->get_routes( 'eventin/v2' ) as $route => $endpoints ) {
			if ( '/eventin/v2' === $route ) {
				continue;
			}
			$path = Document::path( $route )[0];
			foreach ( $endpoints as $endpoint ) {
				foreach ( array_keys( $endpoint['methods'] ) as $method ) {
					$operation = $document['paths'][ $path ][ strtolower( $method ) ] ?? null;
					$this->assertNotNull( $operation, "$method $path" );
					$this->assertNotSame( '', $operation['summary'], "$method $path" );
					$this->assertCount( 1, $operation['tags'], "$method $path" );
					if ( '__return_true' === $endpoint['permission_callback'] ) {
						$this->assertSame( array(), $operation['security'], "$method $path is public" );
						$this->assertStringStartsWith( 'Public', $operation['description'] );
					} else {
						$this->assertNotEmpty( $operation['x-permission'], "$method $path" );
						$this->assertArrayHasKey( '401', $operation['responses'] );
						$this->assertArrayHasKey( '403', $operation['responses'] );
					}
					++$count;
				}
			}
		}
		$ids = array();
		foreach ( $document['paths'] as $operations ) {
			$ids = array_merge( $ids, array_column( $operations, 'operationId' ) );
		}
		$this->assertCount( $count, $ids, 'one operation per route and method' );
		$this->assertSame( $ids, array_unique( $ids ), 'operation ids are unique' );
		$this->assertGreaterThan( 100, $count );
	}

	/**
	 * Routes' regexes become OpenAPI paths with typed path parameters.
	 */
	public function test_route_patterns_become_path_parameters(): void {
		$this->assertSame( array( '/eventin/v2/events/{id}/clone', array( 'id' => '[\d]+' ) ), Document::path( '/eventin/v2/events/(?P<id>[\d]+)/clone' ) );
		$this->assertSame(
			array( '/eventin/v2/permissions/{role}', array( 'role' => '(?!roles$|settings$|current-user$)[^/]+' ) ),
			Document::path( '/eventin/v2/permissions/(?P<role>(?!roles$|settings$|current-user$)[^/]+)' )
		);
		$document = Document::build( rest_get_server() );
		$id       = $document['paths']['/eventin/v2/events/{id}']['get']['parameters'][0];
		$this->assertSame( 'id', $id['name'] );
		$this->assertSame( 'path', $id['in'] );
		$this->assertTrue( $id['required'] );
		$this->assertSame( 'integer', $id['schema']['type'] );
		$role = $document['paths']['/eventin/v2/permissions/{role}']['put']['parameters'][0];
		$this->assertSame( '^(?!roles$|settings$|current-user$)[^/]+$', $role['schema']['pattern'] );
	}

	/**
	 * The shapes the controllers answer: the paged envelope, the speakers'
	 * bare array, the public routes' empty security.
	 */
	public function test_list_shapes_and_public_routes(): void {
		$paths  = Document::build( rest_get_server() )['paths'];
		$events = $paths['/eventin/v2/events']['get'];
		$this->assertSame( array( 'items', 'total_items' ), $events['responses']['200']['content']['application/json']['schema']['required'] );
		$this->assertSame( array( 'X-WP-Total', 'X-WP-TotalPages' ), array_keys( $events['responses']['200']['headers'] ) );
		$this->assertSame( 'array', $paths['/eventin/v2/speakers']['get']['responses']['200']['content']['application/json']['schema']['type'] );
		$this->assertSame( array(), $paths['/eventin/v2/calendar-events']['get']['security'] );
		$this->assertSame( array(), $paths['/eventin/v2/rsvp-registration']['post']['security'] );
		$this->assertSame( 'etn_manage_event', $events['x-permission'] );
		$this->assertArrayHasKey( 'text/csv', $paths['/eventin/v2/orders/export']['get']['responses']['200']['content'] );
		$per_page = array_column( $events['parameters'], null, 'name' )['per_page']['schema'];
		$this->assertSame( array( 1, 100, 10 ), array( $per_page['minimum'], $per_page['maximum'], $per_page['default'] ) );
	}

	/**
	 * docs/openapi.json is what the routes generate: a change to a route, its
	 * args or its schema fails here until the file is written again.
	 */
	public function test_the_repository_copy_is_current(): void {
		$json = Document::to_json( Document::build( rest_get_server() ) );
		if ( getenv( 'EVENTIN_UPDATE_FIXTURES' ) ) {
			file_put_contents( self::file(), $json ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a repository file.
		}
		$this->assertFileExists( self::file() );
		$this->assertSame(
			(string) file_get_contents( self::file() ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a repository file.
			$json,
			'docs/openapi.json is out of date: write it again with EVENTIN_UPDATE_FIXTURES=1 bash scripts/test-php.sh --filter OpenApi'
		);
	}
}
