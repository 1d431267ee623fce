<?php
/**
 * Eventin 4's way of picking an event's people by speaker group.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Compat;

use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * `speaker_type` / `speaker_group` and `organizer_type` / `organizer_group`
 * are read as Eventin stored them and written where it reads them.
 */
final class EventPeopleStorageTest extends TestCase {

	private const ROUTE = '/eventin/v2/events/';

	/**
	 * Loads the fixture as the administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		Eventin4Fixture::load();
		$this->as_user( 1 );
	}

	public function test_the_way_of_picking_reads_as_eventin_answers_it(): void {
		foreach ( array( 8, 9, 14, 23 ) as $id ) {
			$eventin = Eventin4Fixture::response( "event_$id" );
			$ours    = $this->json( $this->request( 'GET', self::ROUTE . $id ) );
			foreach ( array( 'speaker', 'organizer' ) as $role ) {
				$this->assertSame( 'group' === $eventin[ "{$role}_type" ] ? 'group' : 'single', $ours[ "{$role}_type" ], "event $id {$role}_type" );
				$this->assertSame( array_map( 'intval', (array) $eventin[ "{$role}_group" ] ), $ours[ "{$role}_groups" ], "event $id {$role}_group" );
			}
		}
		$dhaka = $this->json( $this->request( 'GET', self::ROUTE . '14' ) );
		$this->assertSame( array( 2, 3 ), $dhaka['resolved_speakers'] );
		$this->assertSame( array(), $this->json( $this->request( 'GET', self::ROUTE . '8' ) )['resolved_speakers'], 'a group pick without groups shows nobody' );
	}

	public function test_picking_by_group_is_stored_where_eventin_reads_it(): void {
		$before   = Eventin4Fixture::raw_post_meta( 14 );
		$response = $this->request(
			'PATCH',
			self::ROUTE . '14',
			array(
				'speaker_type'   => 'group',
				'speaker_groups' => array( 7 ),
			)
		);
		$this->assertStatus( 200, $response );
		// Users 2 ("[7]") and 3 ("[7,8]") are in group 7, by name.
		$this->assertSame( array( 2, 3 ), $this->json( $response )['resolved_speakers'] );

		$after = Eventin4Fixture::raw_post_meta( 14 );
		$this->assertSame( 'group', $after['speaker_type'] );
		$this->assertSame( array( 7 ), array_map( 'intval', maybe_unserialize( $after['speaker_group'] ) ) );
		unset( $before['speaker_type'], $after['speaker_type'], $after['speaker_group'] );
		$this->assertSame( $before, $after, 'nothing else changes, the one-by-one list included' );
	}

	public function test_saving_the_people_unchanged_writes_nothing(): void {
		foreach ( array( 8, 14, 17 ) as $id ) {
			$before = Eventin4Fixture::raw_post_meta( $id );
			$item   = $this->json( $this->request( 'GET', self::ROUTE . $id ) );
			$fields = array_intersect_key( $item, array_flip( array( 'speakers', 'organizers', 'speaker_type', 'speaker_groups', 'organizer_type', 'organizer_groups' ) ) );
			$this->assertStatus( 200, $this->request( 'PATCH', self::ROUTE . $id, $fields ), "event $id" );
			$this->assertSame( $before, Eventin4Fixture::raw_post_meta( $id ), "event $id" );
		}
	}
}
