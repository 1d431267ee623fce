<?php
/**
 * The colour of event categories: `color` on /eventin/v2/event/categories,
 * stored in Eventin 4's term meta `color`. Tags and speaker groups have none.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Taxonomies;

use EventinPro\Tests\TestCase;

/**
 * Category colour.
 */
final class CategoryColourTest extends TestCase {

	private const ROUTE = '/eventin/v2/event/categories';

	/**
	 * Creates a category through the route and returns its item.
	 *
	 * @param array<string,mixed> $fields Fields besides a unique name.
	 * @return array<string,mixed>
	 */
	private function category( array $fields = array() ): array {
		$response = $this->request( 'POST', self::ROUTE, $fields + array( 'name' => 'Category ' . wp_rand() ) );
		$this->assertStatus( 201, $response );
		return $this->json( $response );
	}

	/**
	 * Term meta rows of a term: key => values.
	 *
	 * @param int $id Term id.
	 * @return array<string,string[]>
	 */
	private function raw_meta( int $id ): array {
		global $wpdb;
		$meta = array();
		foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->termmeta} WHERE term_id = %d ORDER BY meta_id", $id ), ARRAY_A ) as $row ) {
			$meta[ $row['meta_key'] ][] = $row['meta_value'];
		}
		return $meta;
	}

	/**
	 * The SQL writes a request makes.
	 *
	 * @param string              $method Method.
	 * @param string              $route  Route.
	 * @param array<string,mixed> $params Body.
	 * @return string[]
	 */
	private function writes_of( string $method, string $route, array $params ): array {
		$queries = array();
		$this->count_queries(
			function () use ( $method, $route, $params ) {
				$this->assertStatus( 200, $this->request( $method, $route, $params ) );
			},
			$queries
		);
		return array_values( preg_grep( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', $queries ) );
	}

	/**
	 * Colours a category may have.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function good_colors(): array {
		return array(
			'six digits'     => array( '#3366ff', '#3366ff' ),
			'three digits'   => array( '#f00', '#f00' ),
			'capitals kept'  => array( '#AbCdEf', '#AbCdEf' ),
			'spaces trimmed' => array( '  #123456 ', '#123456' ),
		);
	}

	/**
	 * @dataProvider good_colors
	 *
	 * @param string $sent   Colour sent.
	 * @param string $stored Colour stored and answered.
	 */
	public function test_a_colour_is_stored_in_term_meta_and_answered( string $sent, string $stored ): void {
		$this->as_user( 'administrator' );
		$item = $this->category( array( 'color' => $sent ) );
		$this->assertSame( $stored, $item['color'] );
		$this->assertSame( array( 'color' => array( $stored ) ), $this->raw_meta( $item['id'] ) );
		$this->assertSame( $stored, $this->json( $this->request( 'GET', self::ROUTE . '/' . $item['id'] ) )['color'] );
		$list = $this->json( $this->request( 'GET', self::ROUTE, array( 'per_page' => 100 ) ) )['items'];
		$this->assertSame( array( $stored ), array_column( wp_list_filter( $list, array( 'id' => $item['id'] ) ), 'color' ) );
	}

	public function test_no_colour_reads_as_empty_and_stores_nothing(): void {
		$this->as_user( 'administrator' );
		$without = $this->category();
		$empty   = $this->category( array( 'color' => '' ) );
		$null    = $this->category( array( 'color' => null ) ); // WordPress validates no null param; it means none.
		foreach ( array( $without, $empty, $null ) as $item ) {
			$this->assertSame( '', $item['color'] );
			$this->assertSame( array(), $this->raw_meta( $item['id'] ) );
		}
	}

	/**
	 * Values that are no colour.
	 *
	 * @return array<string,array{0:mixed}>
	 */
	public function bad_colors(): array {
		return array(
			'a name'           => array( 'red' ),
			'no hash'          => array( '3366ff' ),
			'two digits'       => array( '#12' ),
			'four digits'      => array( '#1234' ),
			'seven digits'     => array( '#1234567' ),
			'not hex'          => array( '#ggg' ),
			'rgb()'            => array( 'rgb(255, 0, 0)' ),
			'with a css tail'  => array( '#ff0000;background:url(x)' ),
			'a line after'     => array( "#ff0000\nx" ),
			'markup'           => array( '<script>alert(1)</script>' ),
			'a number'         => array( 16711680 ),
			'an array'         => array( array( '#ff0000' ) ),
			'an object'        => array( array( 'hex' => '#ff0000' ) ),
			'only a hash sign' => array( '#' ),
		);
	}

	/**
	 * @dataProvider bad_colors
	 *
	 * @param mixed $color Bad colour.
	 */
	public function test_a_bad_colour_is_a_400_naming_color_and_nothing_is_stored( $color ): void {
		$this->as_user( 'administrator' );
		$before = (int) wp_count_terms( array( 'taxonomy' => 'etn_category' ) );
		$this->assertInvalidColor(
			$this->request(
				'POST',
				self::ROUTE,
				array(
					'name'  => 'Bad colour',
					'color' => $color,
				)
			)
		);
		$this->assertSame( $before, (int) wp_count_terms( array( 'taxonomy' => 'etn_category' ) ), 'no category was made' );

		$item = $this->category(
			array(
				'name'  => 'Kept',
				'color' => '#00ff00',
			)
		);
		$this->assertInvalidColor(
			$this->request(
				'PUT',
				self::ROUTE . '/' . $item['id'],
				array(
					'name'  => 'Renamed',
					'color' => $color,
				)
			)
		);
		$this->assertSame( $item, $this->json( $this->request( 'GET', self::ROUTE . '/' . $item['id'] ) ), 'nothing changed' );
	}

	/**
	 * Asserts a 400 that names `color` with a reason.
	 *
	 * @param \WP_REST_Response $response Response.
	 */
	private function assertInvalidColor( \WP_REST_Response $response ): void {
		$this->assertStatus( 400, $response );
		$body = $this->json( $response );
		$this->assertSame( 'rest_invalid_param', $body['code'] );
		$this->assertNotEmpty( $body['data']['params']['color'] ?? '', 'the error names color with a reason' );
	}

	public function test_an_unchanged_save_writes_nothing(): void {
		$this->as_user( 'administrator' );
		$parent = $this->category();
		$item   = $this->category(
			array(
				'description' => 'Loud',
				'parent'      => $parent['id'],
				'color'       => '#AABBCC',
			)
		);
		$sent   = array_intersect_key( $item, array_flip( array( 'name', 'description', 'parent', 'color' ) ) );
		$this->assertSame( array(), $this->writes_of( 'PUT', self::ROUTE . '/' . $item['id'], $sent ) );
		$this->assertSame( array(), $this->writes_of( 'PUT', self::ROUTE . '/' . $item['id'], array( 'color' => '#AABBCC' ) ) );
		$this->assertSame( array( 'color' => array( '#AABBCC' ) ), $this->raw_meta( $item['id'] ) );
		$this->assertSame( $item, $this->json( $this->request( 'GET', self::ROUTE . '/' . $item['id'] ) ) );
	}

	public function test_a_stored_value_that_is_no_colour_reads_as_empty_and_is_kept_by_a_save(): void {
		$this->as_user( 'administrator' );
		$item = $this->category();
		add_term_meta( $item['id'], 'color', 'brand-red' ); // Written by something else.
		$read = $this->json( $this->request( 'GET', self::ROUTE . '/' . $item['id'] ) );
		$this->assertSame( '', $read['color'] );
		$this->assertSame( array(), $this->writes_of( 'PUT', self::ROUTE . '/' . $item['id'], array( 'color' => '' ) ) );
		$this->assertSame( array( 'color' => array( 'brand-red' ) ), $this->raw_meta( $item['id'] ) );
	}

	public function test_a_new_colour_replaces_the_old_and_empty_removes_it(): void {
		$this->as_user( 'administrator' );
		$item    = $this->category( array( 'color' => '#111111' ) );
		$changed = $this->request( 'PUT', self::ROUTE . '/' . $item['id'], array( 'color' => '#222' ) );
		$this->assertStatus( 200, $changed );
		$this->assertSame( '#222', $this->json( $changed )['color'] );
		$this->assertSame( array( 'color' => array( '#222' ) ), $this->raw_meta( $item['id'] ) );

		$cleared = $this->request( 'PUT', self::ROUTE . '/' . $item['id'], array( 'color' => '' ) );
		$this->assertStatus( 200, $cleared );
		$this->assertSame( '', $this->json( $cleared )['color'] );
		$this->assertSame( array(), $this->raw_meta( $item['id'] ) );
	}

	public function test_changing_other_fields_keeps_the_colour(): void {
		$this->as_user( 'administrator' );
		$item    = $this->category( array( 'color' => '#336699' ) );
		$renamed = $this->request(
			'PUT',
			self::ROUTE . '/' . $item['id'],
			array(
				'name'        => 'Renamed category',
				'description' => 'Now described',
			)
		);
		$this->assertStatus( 200, $renamed );
		$this->assertSame( 'Renamed category', $this->json( $renamed )['name'] );
		$this->assertSame( '#336699', $this->json( $renamed )['color'] );
		$this->assertSame( array( 'color' => array( '#336699' ) ), $this->raw_meta( $item['id'] ) );
	}

	public function test_the_colour_goes_with_a_deleted_category(): void {
		$this->as_user( 'administrator' );
		$item = $this->category( array( 'color' => '#336699' ) );
		$this->assertStatus( 200, $this->request( 'DELETE', self::ROUTE . '/' . $item['id'] ) );
		$this->assertSame( array(), $this->raw_meta( $item['id'] ) );
	}

	/**
	 * Term routes without a colour, and their taxonomy.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function colourless(): array {
		return array(
			'event tags'     => array( '/eventin/v2/event/tags', 'etn_tags' ),
			'speaker groups' => array( '/eventin/v2/speaker/categories', 'etn_speaker_category' ),
		);
	}

	/**
	 * Tags and speaker groups treat `color` as any unknown field: whatever its
	 * value, it is ignored, never stored and never answered.
	 *
	 * @dataProvider colourless
	 *
	 * @param string $route    Route.
	 * @param string $taxonomy Taxonomy.
	 */
	public function test_other_taxonomies_ignore_color( string $route, string $taxonomy ): void {
		$this->as_user( 'administrator' );
		foreach ( array( '#ff0000', 'red', array( 1 ) ) as $color ) {
			$created = $this->request(
				'POST',
				$route,
				array(
					'name'  => 'No colour ' . wp_rand(),
					'color' => $color,
				)
			);
			$this->assertStatus( 201, $created );
			$id = $this->json( $created )['id'];
			$this->assertArrayNotHasKey( 'color', $this->json( $created ) );
			$updated = $this->request( 'PUT', "$route/$id", array( 'color' => $color ) );
			$this->assertStatus( 200, $updated );
			$this->assertArrayNotHasKey( 'color', $this->json( $updated ) );
			$this->assertSame( array(), $this->raw_meta( $id ), $taxonomy );
		}
		$this->assertArrayNotHasKey( 'color', $this->json( $this->request( 'OPTIONS', $route ) )['schema']['properties'] );
		$this->assertArrayHasKey( 'color', $this->json( $this->request( 'OPTIONS', self::ROUTE ) )['schema']['properties'] );
	}

	public function test_the_list_reads_colours_in_a_constant_number_of_queries(): void {
		$this->as_user( 'administrator' );
		for ( $i = 1; $i <= 30; $i++ ) {
			$term = wp_insert_term( "Coloured $i", 'etn_category' );
			add_term_meta( $term['term_id'], 'color', sprintf( '#%06x', $i ) );
		}
		$count = function ( int $per_page ): int {
			return $this->count_queries(
				function () use ( $per_page ) {
					wp_cache_flush();
					$items = $this->json( $this->request( 'GET', self::ROUTE, array( 'per_page' => $per_page ) ) )['items'];
					$this->assertSame( '#000001', $items[0]['color'] );
				}
			);
		};
		$small = $count( 5 );
		$this->assertSame( $small, $count( 30 ) );
		$this->assertLessThanOrEqual( 12, $small );
	}
}
