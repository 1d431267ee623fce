<?php
/**
 * GET /eventin/v2/templates: filters, search, paging, light items and a
 * constant number of queries.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Templates;

/**
 * The list.
 */
final class TemplatesListTest extends TemplatesTestCase {

	/**
	 * Names of the listed items.
	 *
	 * @param array<string,mixed> $params Query.
	 * @return string[]
	 */
	private function names( array $params ): array {
		$response = $this->request( 'GET', self::ROUTE, $params + array( 'per_page' => 100 ) );
		$this->assertStatus( 200, $response );
		$names = array_column( $this->json( $response )['items'], 'name' );
		sort( $names );
		return $names;
	}

	public function test_filters_by_type_status_and_search(): void {
		$this->template(
			array(
				'name'   => 'Landing A',
				'type'   => 'event',
				'status' => 'publish',
			)
		);
		$this->template( array( 'name' => 'Certificate B', 'type' => 'certificate' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short fixture.
		$this->template(
			array(
				'name'   => 'Ticket C',
				'type'   => 'ticket',
				'status' => 'publish',
			)
		);
		$untyped = wp_insert_post(
			array(
				'post_type'   => 'etn-template',
				'post_status' => 'publish',
				'post_title'  => 'Eventin landing D',
			)
		);
		wp_insert_post(
			array(
				'post_type'   => 'etn-template',
				'post_status' => 'trash',
				'post_title'  => 'Trashed E',
			)
		);
		$this->assertGreaterThan( 0, $untyped );
		$this->as_user( 'administrator' );

		$this->assertSame( array( 'Certificate B', 'Eventin landing D', 'Landing A', 'Ticket C' ), $this->names( array() ), 'any status but trash' );
		$this->assertSame( array( 'Eventin landing D', 'Landing A' ), $this->names( array( 'type' => 'event' ) ), 'no type is an event template' );
		$this->assertSame( array( 'Certificate B' ), $this->names( array( 'type' => 'certificate' ) ) );
		$this->assertSame( array( 'Ticket C' ), $this->names( array( 'type' => 'ticket' ) ) );
		$this->assertSame( array( 'Certificate B' ), $this->names( array( 'status' => 'draft' ) ) );
		$this->assertSame( array( 'Eventin landing D', 'Landing A', 'Ticket C' ), $this->names( array( 'status' => 'publish' ) ) );
		$this->assertSame( array( 'Landing A' ), $this->names( array( 'type' => 'event', 'status' => 'publish', 'search' => 'ing a' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short query.
		$this->assertSame( array(), $this->names( array( 'search' => '%' ) ), 'LIKE wildcards are literal' );
		$this->assertSame( array(), $this->names( array( 'search' => "' OR 1=1 -- " ) ) );
	}

	public function test_paging_headers_and_newest_first(): void {
		$ids = array();
		for ( $i = 1; $i <= 5; $i++ ) {
			$ids[] = $this->template( array( 'name' => "T$i" ) );
		}
		$this->as_user( 'administrator' );
		$response = $this->request(
			'GET',
			self::ROUTE,
			array(
				'per_page' => 2,
				'paged'    => 2,
			)
		);
		$this->assertStatus( 200, $response );
		$body = $this->json( $response );
		$this->assertSame( 5, $body['total_items'] );
		$this->assertSame( '5', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '3', $response->get_headers()['X-WP-TotalPages'] );
		$this->assertCount( 2, $body['items'] );

		$all = $this->json( $this->request( 'GET', self::ROUTE ) );
		$this->assertSame( array_reverse( $ids ), array_column( $all['items'], 'id' ), 'newest first (same second: highest id first)' );
		$this->assertSame( array(), $this->json( $this->request( 'GET', self::ROUTE, array( 'paged' => 9 ) ) )['items'] );
	}

	public function test_items_are_light_and_carry_the_small_thumbnail(): void {
		$small = self::jpeg( 250, 200 );
		$big   = self::jpeg( 1000, 800, 120000 );
		$a     = $this->template(
			array(
				'name'      => 'Small',
				'thumbnail' => $small,
				'content'   => str_repeat( '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->', 1000 ),
			)
		);
		$b     = $this->template(
			array(
				'name'      => 'Big',
				'thumbnail' => $big,
			)
		);
		$this->as_user( 'administrator' );
		$items = array_column( $this->json( $this->request( 'GET', self::ROUTE ) )['items'], null, 'id' );

		$this->assertSame( array( 'id', 'name', 'type', 'status', 'orientation', 'thumbnail', 'edit_with_elementor', 'preview_event_id', 'modified', '_links' ), array_keys( $items[ $a ] ) );
		$this->assertArrayNotHasKey( 'content', $items[ $a ] );
		$this->assertArrayNotHasKey( 'template_css', $items[ $a ] );
		$this->assertSame( $small, $items[ $a ]['thumbnail'], 'a thumbnail 250 px wide is its own small copy' );

		// A wide one is scaled down when GD or Imagick is there, else left out of the list.
		$listed = $items[ $b ]['thumbnail'];
		if ( '' !== $listed ) {
			$size = getimagesizefromstring( base64_decode( substr( $listed, 23 ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- reading the answer.
			$this->assertSame( 250, $size[0] );
		}
		$this->assertLessThan( 49152, strlen( $listed ) );
		$this->assertSame( $big, $this->json( $this->request( 'GET', self::ROUTE . "/$b" ) )['thumbnail'], 'one template carries the full thumbnail' );

		// Eventin 4 kept no small copy: a short stored thumbnail is listed, a long one is not.
		delete_post_meta( $a, '_eventin_thumbnail_small' );
		delete_post_meta( $b, '_eventin_thumbnail_small' );
		wp_cache_flush();
		$items = array_column( $this->json( $this->request( 'GET', self::ROUTE ) )['items'], 'thumbnail', 'id' );
		$this->assertSame( $small, $items[ $a ] );
		$this->assertSame( '', $items[ $b ] );
	}

	public function test_queries_do_not_grow_with_the_page_size(): void {
		// Full pages at per_page 20, so that no answer can skip its count query.
		for ( $i = 0; $i < 40; $i++ ) {
			$this->template(
				array(
					'type'      => 0 === $i % 2 ? 'certificate' : 'ticket',
					'thumbnail' => self::jpeg(),
				)
			);
		}
		$this->as_user( 'administrator' );
		$count = function ( array $params, &$queries ): int {
			return $this->count_queries(
				function () use ( $params ) {
					wp_cache_flush();
					$response = $this->request( 'GET', self::ROUTE, $params );
					$this->assertStatus( 200, $response );
					$this->assertCount( $params['per_page'], $this->json( $response )['items'] );
				},
				$queries
			);
		};
		foreach ( array( array(), array( 'type' => 'certificate' ), array( 'search' => 'Template' ) ) as $filter ) {
			$one    = $count( $filter + array( 'per_page' => 1 ), $one_queries );
			$twenty = $count( $filter + array( 'per_page' => 20 ), $twenty_queries );
			$this->assertSame( $one, $twenty, wp_json_encode( $filter ) . "\nper_page=1:\n" . implode( "\n", $one_queries ) . "\n\nper_page=20:\n" . implode( "\n", $twenty_queries ) );
			$this->assertLessThanOrEqual( 12, $twenty, implode( "\n", $twenty_queries ) );
		}
	}
}
