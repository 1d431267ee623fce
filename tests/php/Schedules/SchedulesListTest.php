<?php
/**
 * GET /eventin/v2/schedules: year and search filters, order, paging, headers
 * and query count.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Schedules;

/**
 * The list.
 */
final class SchedulesListTest extends SchedulesTestCase {

	/**
	 * Schedules over three years: title => date.
	 */
	private const FIXTURES = array(
		'Opening Day'        => '2025-12-31',
		'Workshop Day'       => '2026-01-01',
		'Closing Day'        => '2026-12-31',
		'Alpha Workshop'     => '2026-06-01',
		'Beta Meetup'        => '2026-06-01',
		'Retro Workshop'     => '2024-03-15',
		'Workshop of 100%'   => '2026-02-02',
		'Under_score lounge' => '2026-03-03',
	);

	/**
	 * Creates the fixtures and returns title => id.
	 *
	 * @return array<string,int>
	 */
	private function fixtures(): array {
		$ids = array();
		foreach ( self::FIXTURES as $title => $date ) {
			$ids[ $title ] = $this->schedule(
				array(
					'program_title' => $title,
					'date'          => $date,
				)
			);
		}
		return $ids;
	}

	/**
	 * Titles of a list response, in order.
	 *
	 * @param array<string,mixed> $params Query.
	 * @return string[]
	 */
	private function titles( array $params = array() ): array {
		$response = $this->request( 'GET', self::ROUTE, $params + array( 'per_page' => 100 ) );
		$this->assertStatus( 200, $response );
		return array_column( $this->json( $response )['items'], 'program_title' );
	}

	public function test_every_year_and_search_combination(): void {
		$this->as_user( 'administrator' );
		$this->fixtures();
		$checked = 0;
		foreach ( array( 0, 2024, 2025, 2026, 2027 ) as $year ) {
			foreach ( array( '', 'workshop', 'DAY', '100%', 'under_', 'nothing' ) as $search ) {
				$expected = array();
				foreach ( self::FIXTURES as $title => $date ) {
					if ( ( ! $year || 0 === strpos( $date, (string) $year ) ) && ( '' === $search || false !== stripos( $title, $search ) ) ) {
						$expected[ $title ] = $date . ' ' . $title;
					}
				}
				asort( $expected );
				$params = array_filter(
					array(
						'year'   => $year,
						'search' => $search,
					)
				);
				$label  = "year=$year, search='$search'";
				$this->assertSame( array_keys( $expected ), $this->titles( $params ), $label );

				$page = $this->request(
					'GET',
					self::ROUTE,
					$params + array(
						'per_page' => 2,
						'paged'    => 2,
					)
				);
				$this->assertSame( count( $expected ), $this->json( $page )['total_items'], $label );
				$this->assertSame( (string) count( $expected ), (string) $page->get_headers()['X-WP-Total'], $label );
				$this->assertSame( array_slice( array_keys( $expected ), 2, 2 ), array_column( $this->json( $page )['items'], 'program_title' ), $label );
				++$checked;
			}
		}
		$this->assertSame( 30, $checked );
	}

	public function test_order_is_date_then_title_then_id(): void {
		$this->as_user( 'administrator' );
		$b     = $this->schedule(
			array(
				'program_title' => 'Same',
				'date'          => '2026-05-01',
			)
		);
		$a     = $this->schedule(
			array(
				'program_title' => 'Same',
				'date'          => '2026-05-01',
			)
		);
		$first = $this->schedule(
			array(
				'program_title' => 'Zulu',
				'date'          => '2026-04-30',
			)
		);
		$mid   = $this->schedule(
			array(
				'program_title' => 'Echo',
				'date'          => '2026-05-01',
			)
		);
		$ids   = array_column( $this->json( $this->request( 'GET', self::ROUTE ) )['items'], 'id' );
		$this->assertSame( array( $first, $mid, min( $a, $b ), max( $a, $b ) ), $ids );
	}

	public function test_an_undated_schedule_is_listed_first_and_not_in_a_year(): void {
		$this->as_user( 'administrator' );
		$dated   = $this->schedule( array( 'date' => '2026-01-01' ) );
		$undated = wp_insert_post(
			array(
				'post_type'   => 'etn-schedule',
				'post_status' => 'publish',
				'post_title'  => 'No date',
			)
		);
		$body    = $this->json( $this->request( 'GET', self::ROUTE ) );
		$this->assertSame( array( $undated, $dated ), array_column( $body['items'], 'id' ) );
		$this->assertSame( '', $body['items'][0]['date'] );
		$this->assertSame( array( $dated ), array_column( $this->json( $this->request( 'GET', self::ROUTE, array( 'year' => 2026 ) ) )['items'], 'id' ) );
	}

	public function test_trashed_and_auto_draft_schedules_are_not_listed(): void {
		$this->as_user( 'administrator' );
		$kept = $this->schedule();
		wp_trash_post( $this->schedule() );
		wp_insert_post(
			array(
				'post_type'   => 'etn-schedule',
				'post_status' => 'auto-draft',
				'post_title'  => 'Auto',
			)
		);
		$body = $this->json( $this->request( 'GET', self::ROUTE ) );
		$this->assertSame( array( $kept ), array_column( $body['items'], 'id' ) );
		$this->assertSame( 1, $body['total_items'] );
	}

	public function test_paging_and_headers(): void {
		$this->as_user( 'administrator' );
		for ( $i = 1; $i <= 12; $i++ ) {
			$this->schedule( array( 'date' => sprintf( '2026-01-%02d', $i ) ) );
		}
		$first = $this->request( 'GET', self::ROUTE );
		$this->assertCount( 10, $this->json( $first )['items'], 'ten per page by default' );
		$this->assertSame( 12, $this->json( $first )['total_items'] );
		$this->assertSame( '12', (string) $first->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', (string) $first->get_headers()['X-WP-TotalPages'] );
		$second = $this->json( $this->request( 'GET', self::ROUTE, array( 'paged' => 2 ) ) );
		$this->assertSame( array( '2026-01-11', '2026-01-12' ), array_column( $second['items'], 'date' ) );
		$beyond = $this->request( 'GET', self::ROUTE, array( 'paged' => 9 ) );
		$this->assertSame( array(), $this->json( $beyond )['items'] );
		$this->assertSame( 12, $this->json( $beyond )['total_items'], 'a page past the end still tells the total' );
		$this->assertSame( '12', (string) $beyond->get_headers()['X-WP-Total'] );
		$this->assertSame( 12, $this->json( $this->request( 'GET', self::ROUTE, array( 'per_page' => 100 ) ) )['total_items'] );
	}

	/**
	 * Bad list params.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_params(): array {
		return array(
			'year in two digits'  => array( array( 'year' => 26 ), 'year' ),
			'year in five digits' => array( array( 'year' => 20260 ), 'year' ),
			'year as text'        => array( array( 'year' => 'this' ), 'year' ),
			'year negative'       => array( array( 'year' => -2026 ), 'year' ),
			'year as a date'      => array( array( 'year' => '2026-01-01' ), 'year' ),
			'per_page too big'    => array( array( 'per_page' => 101 ), 'per_page' ),
			'per_page zero'       => array( array( 'per_page' => 0 ), 'per_page' ),
			'paged zero'          => array( array( 'paged' => 0 ), 'paged' ),
			'paged as text'       => array( array( 'paged' => 'two' ), 'paged' ),
			'over-long search'    => array( array( 'search' => str_repeat( 's', 201 ) ), 'search' ),
			'search as array'     => array( array( 'search' => array( 'a' ) ), 'search' ),
		);
	}

	/**
	 * @dataProvider bad_params
	 *
	 * @param array<string,mixed> $params Params.
	 * @param string              $field  Field named.
	 */
	public function test_bad_params_are_a_400_naming_the_field( array $params, string $field ): void {
		$this->as_user( 'administrator' );
		$this->assertInvalidField( $field, $this->request( 'GET', self::ROUTE, $params ) );
	}

	public function test_search_is_not_sql(): void {
		$this->as_user( 'administrator' );
		$this->schedule( array( 'program_title' => 'Plain' ) );
		$this->assertSame( array(), $this->titles( array( 'search' => "' OR 1=1 -- " ) ) );
		$this->assertSame( array(), $this->titles( array( 'search' => '%' ) ) );
	}

	public function test_queries_do_not_grow_with_the_page_size(): void {
		$this->as_user( 'administrator' );
		$speakers = array( $this->speaker(), $this->speaker( 'etn-organizer' ) );
		for ( $i = 0; $i < 120; $i++ ) {
			$this->schedule(
				array(
					'program_title' => "Counted $i",
					'date'          => sprintf( '2026-%02d-%02d', 1 + $i % 12, 1 + $i % 28 ),
					'slots'         => array(
						$this->slot( '09:00', '10:00', 'Morning', $speakers ),
						$this->slot( '10:00', '11:00', 'Late morning', array( $speakers[0] ) ),
					),
				)
			);
		}
		$count = function ( array $params, &$queries ) {
			return $this->count_queries(
				function () use ( $params ) {
					wp_cache_flush();
					$response = $this->request( 'GET', self::ROUTE, $params );
					$this->assertStatus( 200, $response );
					$this->assertCount( $params['per_page'], $this->json( $response )['items'] );
					$this->assertCount( 2, $this->json( $response )['items'][0]['slots'] );
				},
				$queries
			);
		};
		$small = $count( array( 'per_page' => 10 ), $small_queries );
		$large = $count( array( 'per_page' => 100 ), $large_queries );
		$this->assertSame( $small, $large, "per_page=10:\n" . implode( "\n", $small_queries ) . "\n\nper_page=100:\n" . implode( "\n", $large_queries ) );
		$this->assertLessThanOrEqual( 12, $large, implode( "\n", $large_queries ) );

		$filtered = $count(
			array(
				'per_page' => 100,
				'year'     => 2026,
				'search'   => 'Counted',
				'paged'    => 1,
			),
			$filtered_queries
		);
		$this->assertLessThanOrEqual( 12, $filtered, implode( "\n", $filtered_queries ) );
	}
}
