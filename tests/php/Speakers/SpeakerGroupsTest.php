<?php
/**
 * Speaker groups: /eventin/v2/speaker/categories and how memberships follow them.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Speakers;

use EventinPro\Speakers\Speakers;

/**
 * Groups.
 */
final class SpeakerGroupsTest extends SpeakersTestCase {

	public function test_create_strips_markup_and_lists_with_totals(): void {
		$this->as_user( 'administrator' );
		$response = $this->request( 'POST', self::GROUPS, array( 'name' => '<b>Keynote</b> Speakers' ) );
		$this->assertStatus( 201, $response );
		$created = $this->json( $response );
		$this->assertSame( 'Keynote Speakers', $created['name'] );
		$this->assertSame( 0, $created['count'] );
		$this->assertArrayNotHasKey( 'parent', $created, 'groups are flat' );
		$this->assertInstanceOf( \WP_Term::class, get_term( $created['id'], Speakers::GROUP_TAXONOMY ) );

		$this->group( 'Workshop Hosts' );
		$this->group( 'Panel' );
		$list = $this->request(
			'GET',
			self::GROUPS,
			array(
				'per_page' => 2,
				'paged'    => 1,
			)
		);
		$this->assertStatus( 200, $list );
		$body = $this->json( $list );
		$this->assertSame( 3, $body['total_items'] );
		$this->assertSame( array( 'Keynote Speakers', 'Panel' ), array_column( $body['items'], 'name' ) );
		$this->assertSame( '3', (string) $list->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', (string) $list->get_headers()['X-WP-TotalPages'] );

		$found = $this->json( $this->request( 'GET', self::GROUPS, array( 'search' => 'work' ) ) );
		$this->assertSame( array( 'Workshop Hosts' ), array_column( $found['items'], 'name' ) );
	}

	public function test_a_duplicate_name_is_a_400_on_name(): void {
		$this->as_user( 'administrator' );
		$this->group( 'Keynote' );
		$response = $this->request( 'POST', self::GROUPS, array( 'name' => 'Keynote' ) );
		$this->assertInvalidField( 'name', $response );
		$this->assertSame( 'A group with this name already exists.', $this->json( $response )['data']['params']['name'] );
		$this->assertSame(
			1,
			(int) wp_count_terms(
				array(
					'taxonomy'   => Speakers::GROUP_TAXONOMY,
					'hide_empty' => false,
				)
			)
		);
	}

	public function test_count_is_the_number_of_speakers_in_the_group(): void {
		$this->as_user( 'administrator' );
		$keynote  = $this->group( 'Keynote' );
		$workshop = $this->group( 'Workshop' );
		$ann      = $this->speaker( array( 'speaker_group_ids' => array( $keynote ) ) );
		$this->speaker( array( 'speaker_group_ids' => array( $keynote, $workshop ) ) );
		$counts = function (): array {
			$items = $this->json( $this->request( 'GET', self::GROUPS ) )['items'];
			return array_combine( array_column( $items, 'name' ), array_column( $items, 'count' ) );
		};
		$this->assertSame(
			array(
				'Keynote'  => 2,
				'Workshop' => 1,
			),
			$counts()
		);

		$this->request( 'PUT', self::ROUTE . "/$ann", array( 'speaker_group_ids' => array( $workshop ) ) );
		$this->assertSame(
			array(
				'Keynote'  => 1,
				'Workshop' => 2,
			),
			$counts()
		);

		$this->request( 'DELETE', self::ROUTE . "/$ann" );
		$this->assertSame(
			array(
				'Keynote'  => 1,
				'Workshop' => 1,
			),
			$counts()
		);
	}

	public function test_deleting_a_group_removes_it_from_speakers(): void {
		$this->as_user( 'administrator' );
		$keynote  = $this->group( 'Keynote' );
		$workshop = $this->group( 'Workshop' );
		$both     = $this->speaker( array( 'speaker_group_ids' => array( $keynote, $workshop ) ) );
		$only     = $this->speaker( array( 'speaker_group_ids' => array( $keynote ) ) );

		$response = $this->request( 'DELETE', self::GROUPS . "/$keynote" );
		$this->assertStatus( 200, $response );
		$this->assertTrue( $this->json( $response )['deleted'] );
		$this->assertNull( get_term( $keynote, Speakers::GROUP_TAXONOMY ) );

		$item = $this->json( $this->request( 'GET', self::ROUTE . "/$both" ) );
		$this->assertSame( array( $workshop ), $item['speaker_group_ids'] );
		$this->assertSame( array( 'Workshop' ), $item['speaker_group'] );
		$this->assertSame( "[$workshop]", get_user_meta( $both, 'etn_speaker_group', true ), 'Eventin 4\'s JSON form' );
		$this->assertSame( '', get_user_meta( $only, 'etn_speaker_group', true ) );
		$this->assertSame( array(), $this->json( $this->request( 'GET', self::ROUTE, array( 'speaker_group' => $keynote ) ) ) );
	}

	public function test_bulk_delete_of_groups_reports_unknown_ids(): void {
		$this->as_user( 'administrator' );
		$group   = $this->group( 'Panel' );
		$speaker = $this->speaker( array( 'speaker_group_ids' => array( $group ) ) );
		$body    = $this->json( $this->request( 'DELETE', self::GROUPS, array( 'ids' => "$group,987654" ) ) );
		$this->assertSame( array( $group ), $body['deleted'] );
		$this->assertSame( 987654, $body['failed'][0]['id'] );
		$this->assertSame( '', get_user_meta( $speaker, 'etn_speaker_group', true ) );
	}

	public function test_group_list_costs_the_same_queries_for_any_page_size(): void {
		$this->as_user( 'administrator' );
		for ( $i = 1; $i <= 60; $i++ ) {
			$this->group( "Query count $i" );
		}
		$measure = function ( int $per_page ): int {
			return $this->count_queries(
				function () use ( $per_page ) {
					wp_cache_flush();
					$this->request( 'GET', self::GROUPS, array( 'per_page' => $per_page ) );
				}
			);
		};
		$this->assertSame( $measure( 10 ), $measure( 50 ) );
		$this->assertLessThanOrEqual( 12, $measure( 100 ) );
	}
}
