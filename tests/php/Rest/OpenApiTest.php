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
