<?php
/**
 * /eventin/v2/event/categories and /eventin/v2/event/tags.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Taxonomies;

use EventinPro\Tests\TestCase;

/**
 * Both taxonomies run through the same tests (data provider `resources`).
 */
final class TermsControllerTest extends TestCase {

	/**
	 * Route base and taxonomy of each resource.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function resources(): array {
		return array(
			'categories' => array( '/eventin/v2/event/categories', 'etn_category' ),
			'tags'       => array( '/eventin/v2/event/tags', 'etn_tags' ),
		);
	}

	/**
	 * @dataProvider resources
	 */
	public function test_create_then_read_it_back( string $route, string $taxonomy ): void {
		$this->as_user( 'administrator' );
		$created = $this->request(
			'POST',
			$route,
			array(
				'name'        => 'Summer Festival',
				'description' => 'Outdoor events',
			)
		);
		$this->assertStatus( 201, $created );
		$item = $this->json( $created );
		$this->assertSame( 'Summer Festival', $item['name'] );
		$this->assertSame( 'Outdoor events', $item['description'] );
		$this->assertSame( 'summer-festival', $item['slug'] );
		$this->assertSame( 0, $item['count'] );
		$this->assertInstanceOf( \WP_Term::class, get_term( $item['id'], $taxonomy ) );

		$read = $this->request( 'GET', "$route/{$item['id']}" );
		$this->assertStatus( 200, $read );
		$this->assertSame( $item, $this->json( $read ) );
	}

	public function test_category_with_parent(): void {
		$this->as_user( 'administrator' );
		$parent = $this->json( $this->request( 'POST', '/eventin/v2/event/categories', array( 'name' => 'Music' ) ) );
		$child  = $this->request(
			'POST',
			'/eventin/v2/event/categories',
			array(
				'name'   => 'Jazz',
				'parent' => $parent['id'],
			)
		);
		$this->assertStatus( 201, $child );
		$this->assertSame( $parent['id'], $this->json( $child )['parent'] );
	}

	public function test_tags_have_no_parent_field(): void {
		$this->as_user( 'administrator' );
		$tag = $this->json(
			$this->request(
				'POST',
				'/eventin/v2/event/tags',
				array(
					'name'   => 'Free',
					'parent' => 5,
				)
			)
		);
		$this->assertArrayNotHasKey( 'parent', $tag );
	}

	/**
	 * @dataProvider resources
	 */
	public function test_unknown_fields_are_ignored( string $route ): void {
		$this->as_user( 'administrator' );
		$created = $this->request(
			'POST',
			$route,
			array(
				'name'   => 'Workshops',
				'slug'   => 'evil',
				'count'  => 99,
				'weight' => 'heavy',
			)
		);
		$this->assertStatus( 201, $created );
		$item = $this->json( $created );
		$this->assertSame( 'workshops', $item['slug'] );
		$this->assertSame( 0, $item['count'] );
		$this->assertArrayNotHasKey( 'weight', $item );
	}

	/**
	 * @dataProvider resources
	 */
	public function test_list_search_and_pagination( string $route, string $taxonomy ): void {
		$this->as_user( 'administrator' );
		foreach ( array( 'Alpha Talk', 'Beta Talk', 'Gamma Talk', 'Delta Meetup', 'Epsilon Talk' ) as $name ) {
			wp_insert_term( $name, $taxonomy );
		}

		$page1 = $this->request(
			'GET',
			$route,
			array(
				'per_page' => 2,
				'paged'    => 1,
			)
		);
		$this->assertStatus( 200, $page1 );
		$body = $this->json( $page1 );
		$this->assertSame( 5, $body['total_items'] );
		$this->assertSame( array( 'Alpha Talk', 'Beta Talk' ), array_column( $body['items'], 'name' ) );
		$this->assertSame( '5', (string) $page1->get_headers()['X-WP-Total'] );
		$this->assertSame( '3', (string) $page1->get_headers()['X-WP-TotalPages'] );

		$page3 = $this->json(
			$this->request(
				'GET',
				$route,
				array(
					'per_page' => 2,
					'paged'    => 3,
				)
			)
		);
		$this->assertSame( array( 'Gamma Talk' ), array_column( $page3['items'], 'name' ) );

		$search = $this->request(
			'GET',
			$route,
			array(
				'search'   => 'talk',
				'per_page' => 3,
			)
		);
		$found  = $this->json( $search );
		$this->assertSame( 4, $found['total_items'], 'total counts every match, not the page' );
		$this->assertCount( 3, $found['items'] );
		$this->assertNotContains( 'Delta Meetup', array_column( $found['items'], 'name' ) );
	}

	/**
	 * @dataProvider resources
	 */
	public function test_defaults_to_ten_per_page_and_caps_at_one_hundred( string $route, string $taxonomy ): void {
		$this->as_user( 'administrator' );
		for ( $i = 1; $i <= 12; $i++ ) {
			wp_insert_term( sprintf( 'Term %02d', $i ), $taxonomy );
		}
		$this->assertCount( 10, $this->json( $this->request( 'GET', $route ) )['items'] );
		$this->assertStatus( 400, $this->request( 'GET', $route, array( 'per_page' => 101 ) ) );
		$this->assertStatus( 400, $this->request( 'GET', $route, array( 'paged' => 0 ) ) );
	}

	/**
	 * @dataProvider resources
	 */
	public function test_update( string $route ): void {
		$this->as_user( 'administrator' );
		$item    = $this->json( $this->request( 'POST', $route, array( 'name' => 'Old name' ) ) );
		$updated = $this->request(
			'PUT',
			"$route/{$item['id']}",
			array(
				'name'        => 'New name',
				'description' => 'Now described',
			)
		);
		$this->assertStatus( 200, $updated );
		$this->assertSame( 'New name', $this->json( $updated )['name'] );
		$this->assertSame( 'Now described', $this->json( $updated )['description'] );

		$only_description = $this->request( 'PUT', "$route/{$item['id']}", array( 'description' => 'Changed again' ) );
		$this->assertSame( 'New name', $this->json( $only_description )['name'], 'a partial update keeps the name' );
	}

	public function test_a_category_cannot_become_its_own_descendant(): void {
		$this->as_user( 'administrator' );
		$parent = $this->json( $this->request( 'POST', '/eventin/v2/event/categories', array( 'name' => 'Parent' ) ) );
		$child  = $this->json(
			$this->request(
				'POST',
				'/eventin/v2/event/categories',
				array(
					'name'   => 'Child',
					'parent' => $parent['id'],
				)
			)
		);

		$self = $this->request( 'PUT', "/eventin/v2/event/categories/{$parent['id']}", array( 'parent' => $parent['id'] ) );
		$this->assertStatus( 400, $self );
		$loop = $this->request( 'PUT', "/eventin/v2/event/categories/{$parent['id']}", array( 'parent' => $child['id'] ) );
		$this->assertStatus( 400, $loop );
		$this->assertArrayHasKey( 'parent', $this->json( $loop )['data']['params'] );
	}

	/**
	 * @dataProvider resources
	 */
	public function test_delete_one( string $route, string $taxonomy ): void {
		$this->as_user( 'administrator' );
		$item    = $this->json( $this->request( 'POST', $route, array( 'name' => 'Doomed' ) ) );
		$deleted = $this->request( 'DELETE', "$route/{$item['id']}" );
		$this->assertStatus( 200, $deleted );
		$this->assertTrue( $this->json( $deleted )['deleted'] );
		$this->assertSame( 'Doomed', $this->json( $deleted )['previous']['name'] );
		$this->assertNull( get_term( $item['id'], $taxonomy ) );
		$this->assertStatus( 404, $this->request( 'DELETE', "$route/{$item['id']}" ) );
		$this->assertStatus( 404, $this->request( 'GET', "$route/{$item['id']}" ) );
	}

	/**
	 * @dataProvider resources
	 */
	public function test_bulk_delete_reports_what_failed( string $route, string $taxonomy ): void {
		$this->as_user( 'administrator' );
		$a = wp_insert_term( 'Bulk A', $taxonomy )['term_id'];
		$b = wp_insert_term( 'Bulk B', $taxonomy )['term_id'];
		$c = wp_insert_term( 'Bulk C', $taxonomy )['term_id'];

		$response = $this->request( 'DELETE', $route . '?ids=' . $a . ',' . $b . ',999999' );
		$this->assertStatus( 200, $response );
		$body = $this->json( $response );
		$this->assertEqualsCanonicalizing( array( $a, $b ), $body['deleted'] );
		$this->assertSame( 999999, $body['failed'][0]['id'] );
		$this->assertNotEmpty( $body['failed'][0]['message'] );
		$this->assertNull( get_term( $a, $taxonomy ) );
		$this->assertInstanceOf( \WP_Term::class, get_term( $c, $taxonomy ) );

		$as_array = $this->request( 'DELETE', $route, array( 'ids' => array( $c ) ) );
		$this->assertSame( array( $c ), $this->json( $as_array )['deleted'] );
	}

	/**
	 * Bad payloads for create.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_creates(): array {
		return array(
			'missing name'      => array( array( 'description' => 'x' ), 'name' ),
			'empty name'        => array( array( 'name' => '' ), 'name' ),
			'blank name'        => array( array( 'name' => '    ' ), 'name' ),
			'over-long name'    => array( array( 'name' => str_repeat( 'a', 201 ) ), 'name' ),
			'name as array'     => array( array( 'name' => array( 'x' ) ), 'name' ),
			'name as number'    => array( array( 'name' => 42 ), 'name' ),
			'description array' => array(
				array(
					'name'        => 'Ok',
					'description' => array( 1 ),
				),
				'description',
			),
			'huge description'  => array(
				array(
					'name'        => 'Ok',
					'description' => str_repeat( 'd', 5001 ),
				),
				'description',
			),
			'only markup name'  => array( array( 'name' => '<script>alert(1)</script>' ), 'name' ),
		);
	}

	/**
	 * @dataProvider bad_creates
	 *
	 * @param array<string,mixed> $payload Payload.
	 * @param string              $field   Field the error must name.
	 */
	public function test_bad_input_is_a_400_naming_the_field( array $payload, string $field ): void {
		$this->as_user( 'administrator' );
		foreach ( array( '/eventin/v2/event/categories', '/eventin/v2/event/tags' ) as $route ) {
			$response = $this->request( 'POST', $route, $payload );
			$this->assertStatus( 400, $response, $route );
			$body = $this->json( $response );
			$this->assertContains( $body['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
			$params = $body['data']['params'];
			$this->assertTrue( isset( $params[ $field ] ) || in_array( $field, (array) $params, true ), "the error names $field" );
			$this->assertNotEmpty( $body['message'] );
		}
	}

	/**
	 * Bad parents.
	 *
	 * @return array<string,array{0:mixed}>
	 */
	public function bad_parents(): array {
		return array(
			'string'   => array( 'music' ),
			'negative' => array( -3 ),
			'float'    => array( 1.5 ),
			'missing'  => array( 987654 ),
			'array'    => array( array( 1 ) ),
		);
	}

	/**
	 * @dataProvider bad_parents
	 *
	 * @param mixed $parent Parent value.
	 */
	public function test_wrong_parent_is_a_400( $parent ): void {
		$this->as_user( 'administrator' );
		$response = $this->request(
			'POST',
			'/eventin/v2/event/categories',
			array(
				'name'   => 'Child',
				'parent' => $parent,
			)
		);
		$this->assertStatus( 400, $response );
		$this->assertArrayHasKey( 'parent', $this->json( $response )['data']['params'] );
	}

	/**
	 * @dataProvider resources
	 */
	public function test_duplicate_name_is_a_400( string $route ): void {
		$this->as_user( 'administrator' );
		$this->request( 'POST', $route, array( 'name' => 'Twice' ) );
		$again = $this->request( 'POST', $route, array( 'name' => 'Twice' ) );
		$this->assertStatus( 400, $again );
		$this->assertStringContainsString( 'already exists', $this->json( $again )['data']['params']['name'] );
	}

	/**
	 * @dataProvider resources
	 */
	public function test_html_in_a_name_is_stored_and_returned_safely( string $route, string $taxonomy ): void {
		$this->as_user( 'administrator' );
		$response = $this->request(
			'POST',
			$route,
			array(
				'name'        => 'Rock <script>alert(1)</script><b onmouseover="x()">Night</b>',
				'description' => '<img src=x onerror=alert(1)>Loud',
			)
		);
		$this->assertStatus( 201, $response );
		$item = $this->json( $response );
		$this->assertSame( 'Rock Night', $item['name'] );
		$this->assertSame( 'Loud', $item['description'] );
		$stored = get_term( $item['id'], $taxonomy );
		$this->assertStringNotContainsString( '<', $stored->name . $stored->description );
	}

	/**
	 * Every route of one resource with a payload that would succeed.
	 *
	 * @return array<int,array{0:string,1:string,2:array<string,mixed>}>
	 */
	private function routes_of( string $route, int $id ): array {
		return array(
			array( 'GET', $route, array() ),
			array( 'POST', $route, array( 'name' => 'Matrix ' . wp_rand() ) ),
			array( 'DELETE', $route, array( 'ids' => (string) $id ) ),
			array( 'GET', "$route/$id", array() ),
			array( 'PUT', "$route/$id", array( 'name' => 'Matrix renamed ' . wp_rand() ) ),
			array( 'POST', "$route/$id", array( 'name' => 'Matrix posted ' . wp_rand() ) ),
			array( 'DELETE', "$route/$id", array() ),
		);
	}

	/**
	 * Who may use the routes: expected status per role.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'organizer-only role' => array( 'organizer_only', array( 'etn_manage_organizer' ), false ),
				'event-only role'     => array( 'event_only', array( 'etn_manage_event' ), true ),
			)
		);
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string|int $role    Role (0 = anonymous).
	 * @param string[]   $caps    Caps of a custom role.
	 * @param bool       $allowed Whether every route must succeed.
	 */
	public function test_role_matrix( $role, array $caps, bool $allowed ): void {
		foreach ( $this->resources() as list( $route, $taxonomy ) ) {
			foreach ( $this->routes_of( $route, 0 ) as $index => $unused ) {
				$id                             = wp_insert_term( 'Matrix target ' . wp_rand(), $taxonomy )['term_id'];
				list( $method, $path, $params ) = $this->routes_of( $route, $id )[ $index ];
				wp_set_current_user( $this->matrix_user( $role, $caps ) );

				$response = $this->request( $method, $path, $params );
				if ( $allowed ) {
					$this->assertContains( $response->get_status(), array( 200, 201 ), "$method $path" );
				} else {
					$this->assertStatus( 0 === $role ? 401 : 403, $response, "$method $path" );
					$this->assertInstanceOf( \WP_Term::class, get_term( $id, $taxonomy ), 'nothing was deleted' );
				}
			}
		}
	}

	/**
	 * @dataProvider resources
	 */
	public function test_list_costs_the_same_queries_for_any_page_size( string $route, string $taxonomy ): void {
		$this->as_user( 'administrator' );
		for ( $i = 1; $i <= 60; $i++ ) {
			wp_insert_term( "Query count $i", $taxonomy );
		}
		$small = $this->count_queries(
			function () use ( $route ) {
				wp_cache_flush();
				$this->request( 'GET', $route, array( 'per_page' => 5 ) );
			}
		);
		$large = $this->count_queries(
			function () use ( $route ) {
				wp_cache_flush();
				$this->request( 'GET', $route, array( 'per_page' => 50 ) );
			}
		);
		$this->assertSame( $small, $large );
		$this->assertLessThanOrEqual( 12, $large );
	}
}
