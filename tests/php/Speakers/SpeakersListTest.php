<?php
/**
 * GET /eventin/v2/speakers: filters, search, paging, totals and query cost.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Speakers;

/**
 * The speaker list.
 */
final class SpeakersListTest extends SpeakersTestCase {

	/**
	 * Names in a list response.
	 *
	 * @param \WP_REST_Response $response Response.
	 * @return string[]
	 */
	private function names( \WP_REST_Response $response ): array {
		$this->assertStatus( 200, $response );
		return array_column( $this->json( $response ), 'name' );
	}

	public function test_lists_speakers_and_organizers_as_a_bare_array_with_totals(): void {
		$this->as_user( 'administrator' );
		$keynote = $this->group( 'Keynote' );
		$this->speaker(
			array(
				'name'              => 'Beth Speaker',
				'speaker_group_ids' => array( $keynote ),
			)
		);
		$this->speaker(
			array(
				'name'     => 'Alan Organizer',
				'category' => array( 'organizer' ),
			)
		);
		$this->make_user( 'editor' ); // Not a speaker: never listed.

		$response = $this->request( 'GET', self::ROUTE );
		$this->assertSame( array( 'Alan Organizer', 'Beth Speaker' ), $this->names( $response ), 'by name' );
		$this->assertSame( '2', (string) $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '1', (string) $response->get_headers()['X-WP-TotalPages'] );
		$body = $this->json( $response );
		$this->assertArrayNotHasKey( 'items', $body, 'a bare array' );
		$beth = $body[1];
		$this->assertSame( array( 'Keynote' ), $beth['speaker_group'] );
		$this->assertSame( array( 'speaker' ), $beth['category'] );
		foreach ( array( 'id', 'name', 'email', 'designation', 'bio', 'image_id', 'image', 'social', 'company', 'speaker_group', 'speaker_group_ids', 'category', 'author_url', 'keeps_account' ) as $field ) {
			$this->assertArrayHasKey( $field, $beth, $field );
		}
	}

	public function test_filters_by_group_role_and_search_in_any_combination(): void {
		$this->as_user( 'administrator' );
		$keynote  = $this->group( 'Keynote' );
		$workshop = $this->group( 'Workshop' );
		// A group whose id contains the other's, to show matches are exact.
		$this->speaker(
			array(
				'name'              => 'Ann Keynote',
				'email'             => 'ann@conf.example',
				'speaker_group_ids' => array( $keynote ),
			)
		);
		$this->speaker(
			array(
				'name'              => 'Bob Both',
				'speaker_group_ids' => array( $workshop, $keynote ),
				'category'          => array( 'speaker', 'organizer' ),
			)
		);
		$this->speaker(
			array(
				'name'              => 'Cat Workshop',
				'speaker_group_ids' => array( $workshop ),
				'category'          => array( 'organizer' ),
			)
		);
		$this->speaker( array( 'name' => 'Dan Nogroup' ) );

		$this->assertSame( array( 'Ann Keynote', 'Bob Both' ), $this->names( $this->request( 'GET', self::ROUTE, array( 'speaker_group' => $keynote ) ) ) );
		$this->assertSame( array( 'Bob Both', 'Cat Workshop' ), $this->names( $this->request( 'GET', self::ROUTE, array( 'speaker_group' => $workshop ) ) ) );
		$this->assertSame( array( 'Ann Keynote', 'Bob Both', 'Dan Nogroup' ), $this->names( $this->request( 'GET', self::ROUTE, array( 'category' => 'speaker' ) ) ) );
		$this->assertSame( array( 'Bob Both', 'Cat Workshop' ), $this->names( $this->request( 'GET', self::ROUTE, array( 'category' => 'organizer' ) ) ) );
		$this->assertSame(
			array( 'Bob Both' ),
			$this->names(
				$this->request(
					'GET',
					self::ROUTE,
					array(
						'category'      => 'organizer',
						'speaker_group' => $keynote,
					)
				)
			)
		);
		$this->assertSame( array( 'Cat Workshop' ), $this->names( $this->request( 'GET', self::ROUTE, array( 'search' => 'workshop' ) ) ), 'search by name' );
		$this->assertSame( array( 'Ann Keynote' ), $this->names( $this->request( 'GET', self::ROUTE, array( 'search' => 'conf.example' ) ) ), 'search by email' );
		$response = $this->request(
			'GET',
			self::ROUTE,
			array(
				'search'        => 'b',
				'speaker_group' => $workshop,
			)
		);
		$this->assertSame( array( 'Bob Both' ), $this->names( $response ) );
		$this->assertSame( '1', (string) $response->get_headers()['X-WP-Total'] );
		$this->assertSame( array(), $this->names( $this->request( 'GET', self::ROUTE, array( 'speaker_group' => 987654 ) ) ) );
		$this->assertSame( array(), $this->names( $this->request( 'GET', self::ROUTE, array( 'search' => '%' ) ) ), 'LIKE wildcards are literal' );
	}

	public function test_group_filter_matches_whole_ids_only(): void {
		$this->as_user( 'administrator' );
		$group = $this->group( 'Exact' );
		$other = $this->group( 'Other' );
		$this->speaker(
			array(
				'name'              => 'Member',
				'speaker_group_ids' => array( $other, $group ),
			)
		);
		$lookalike = $this->speaker( array( 'name' => 'Lookalike' ) );
		// Ids that contain the group's digits, as a prefix and as a suffix.
		update_user_meta( $lookalike, 'etn_speaker_group', array( "1$group", "{$group}1" ) );
		$this->assertSame( array( 'Member' ), $this->names( $this->request( 'GET', self::ROUTE, array( 'speaker_group' => $group ) ) ) );
		$this->assertSame( array( 'Member' ), $this->names( $this->request( 'GET', self::ROUTE, array( 'speaker_group' => $other ) ) ) );
	}

	public function test_pages_through_the_list(): void {
		$this->as_user( 'administrator' );
		for ( $i = 1; $i <= 7; $i++ ) {
			$this->speaker( array( 'name' => sprintf( 'Pager %02d', $i ) ) );
		}
		$response = $this->request(
			'GET',
			self::ROUTE,
			array(
				'per_page' => 3,
				'paged'    => 3,
			)
		);
		$this->assertSame( array( 'Pager 07' ), $this->names( $response ) );
		$this->assertSame( '7', (string) $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '3', (string) $response->get_headers()['X-WP-TotalPages'] );
		$this->assertSame(
			array( 'Pager 04', 'Pager 05', 'Pager 06' ),
			$this->names(
				$this->request(
					'GET',
					self::ROUTE,
					array(
						'per_page' => 3,
						'paged'    => 2,
					)
				)
			)
		);
		$beyond = $this->request( 'GET', self::ROUTE, array( 'paged' => 9 ) );
		$this->assertSame( array(), $this->names( $beyond ) );
		$this->assertSame( '7', (string) $beyond->get_headers()['X-WP-Total'] );
	}

	public function test_list_costs_the_same_queries_for_any_page_size(): void {
		$this->as_user( 'administrator' );
		$groups = array( $this->group( 'Cost A' ), $this->group( 'Cost B' ), $this->group( 'Cost C' ) );
		$photo  = $this->attachment();
		for ( $i = 1; $i <= 110; $i++ ) {
			$this->speaker(
				array(
					'name'              => "Cost $i",
					'designation'       => 'Speaker',
					'image_id'          => $photo,
					'social'            => array(
						array(
							'icon' => 'x',
							'url'  => "https://x.com/cost$i",
						),
					),
					'speaker_group_ids' => array( $groups[ $i % 3 ], $groups[ ( $i + 1 ) % 3 ] ),
					'category'          => $i % 2 ? array( 'speaker' ) : array( 'speaker', 'organizer' ),
				)
			);
		}
		$measure = function ( array $params ): int {
			return $this->count_queries(
				function () use ( $params ) {
					wp_cache_flush();
					$this->assertStatus( 200, $this->request( 'GET', self::ROUTE, $params ) );
				}
			);
		};
		$small   = $measure( array( 'per_page' => 10 ) );
		$large   = $measure( array( 'per_page' => 100 ) );
		$this->assertSame( $small, $large, 'per_page 10 and 100 cost the same' );
		$this->assertLessThanOrEqual( 12, $large, 'within the budget (7 when measured: ids, total, users, meta, options, groups x2)' );
		$filtered_small = $measure(
			array(
				'per_page'      => 10,
				'speaker_group' => $groups[0],
				'category'      => 'organizer',
				'search'        => 'cost',
			)
		);
		$filtered_large = $measure(
			array(
				'per_page'      => 100,
				'speaker_group' => $groups[0],
				'category'      => 'organizer',
				'search'        => 'cost',
			)
		);
		$this->assertSame( $filtered_small, $filtered_large );
		$this->assertLessThanOrEqual( 12, $filtered_large );
	}
}
