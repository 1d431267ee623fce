<?php
/**
 * Base of the template catalogue tests: the plugin reads the local catalogue
 * server, and every request it makes is counted.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Templates;

use EventinPro\Templates\Catalogue;

/**
 * Points the plugin at the local catalogue (or wherever a test says).
 */
abstract class CatalogueTestCase extends TemplatesTestCase {

	protected const CATALOGUE = '/eventin/v2/templates/catalogue';

	/**
	 * Where the plugin reads the catalogue in this test.
	 *
	 * @var string
	 */
	protected $catalogue_url = '';

	/**
	 * URLs the plugin requested, in order.
	 *
	 * @var string[]
	 */
	protected $requested = array();

	/**
	 * Filter callbacks.
	 *
	 * @var callable[]
	 */
	private $callbacks = array();

	protected function setUp(): void {
		parent::setUp();
		$this->catalogue_url = CatalogueServer::url();
		$this->requested     = array();
		$this->callbacks     = array(
			'point' => function () {
				return $this->catalogue_url;
			},
			'count' => function ( $preempt, $args, $url ) {
				$this->requested[] = (string) $url;
				return $preempt;
			},
		);
		add_filter( 'eventin_template_catalogue_url', $this->callbacks['point'] );
		add_filter( 'pre_http_request', $this->callbacks['count'], 1, 3 );
		add_filter( 'pre_http_request', array( CatalogueServer::class, 'let_through' ), 10, 3 );
	}

	protected function tearDown(): void {
		( new Catalogue() )->forget();
		remove_filter( 'eventin_template_catalogue_url', $this->callbacks['point'] );
		remove_filter( 'pre_http_request', $this->callbacks['count'], 1 );
		remove_filter( 'pre_http_request', array( CatalogueServer::class, 'let_through' ), 10 );
		parent::tearDown();
	}

	/**
	 * A design of the repository's catalogue (scripts/template-catalogue/<id>.json).
	 *
	 * @param string $id Design id.
	 * @return array{name:string,type:string,orientation:string,content:string}
	 */
	protected static function design_file( string $id ): array {
		$data            = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . "/scripts/template-catalogue/$id.json" ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a repository file.
		$data['content'] = implode( "\n", $data['content'] );
		return $data;
	}

	/**
	 * Lists a type through the REST route as the current user.
	 *
	 * @param string $type Type.
	 * @return \WP_REST_Response
	 */
	protected function list_designs( string $type ) {
		return $this->request( 'GET', self::CATALOGUE, array( 'type' => $type ) );
	}
}
