<?php
/**
 * Eventin 4's event locations read as Eventin answers them and survive a save.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Compat;

use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * Offline locations with coordinates (events 14, 21), an online one with
 * Eventin's `custom_url` and `meeting_link` (event 23), and a hybrid one.
 */
final class EventLocationStorageTest extends TestCase {

	private const ROUTE = '/eventin/v2/events';

	/**
	 * The meta keys that hold a location.
	 */
	private const KEYS = array( 'etn_event_location', 'location', 'event_type', 'meeting_link' );

	/**
	 * Loads the fixture and signs in as its administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		Eventin4Fixture::load();
		$this->as_user( 1 );
	}

	/**
	 * Event ids with a location.
	 *
	 * @return array<string,array{0:int}>
	 */
	public function located_events(): array {
		return array(
			'offline with place id' => array( 14 ),
			'offline'               => array( 21 ),
			'online'                => array( 23 ),
		);
	}

	/**
	 * Address, coordinates, type and link are those Eventin answered, and the
	 * list shows no location warning.
	 *
	 * @dataProvider located_events
	 *
	 * @param int $id Event id.
	 */
	public function test_location_reads_as_eventin_answers_it( int $id ): void {
		$eventin  = Eventin4Fixture::response( "event_$id" );
		$expected = array(
			'type'    => $eventin['event_type'],
			'address' => $eventin['location']['address'] ?? '',
		);
		if ( '' !== $eventin['meeting_link'] ) {
			$expected['online_link'] = $eventin['meeting_link'];
		}
		foreach ( array( 'latitude', 'longitude', 'place_id' ) as $key ) {
			if ( isset( $eventin['location'][ $key ] ) ) {
				$expected[ $key ] = $eventin['location'][ $key ];
			}
		}

		$item = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertSame( $expected, $item['location'] );
		$this->assertTrue( $item['location_valid'] );

		$listed = array_column( $this->json( $this->request( 'GET', self::ROUTE, array( 'per_page' => 100 ) ) )['items'], null, 'id' );
		$this->assertTrue( $listed[ $id ]['location_valid'] );
	}

	/**
	 * Every event's location sent back as read writes nothing.
	 */
	public function test_saving_each_location_unchanged_keeps_its_stored_meta(): void {
		foreach ( Eventin4Fixture::posts( 'etn' ) as $event ) {
			$id   = (int) $event['ID'];
			$item = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
			$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$id", array( 'location' => $item['location'] ) ), "event $id" );
			$this->assertSame( Eventin4Fixture::stored_meta( $event ), Eventin4Fixture::raw_post_meta( $id ), "event $id" );
		}
	}

	/**
	 * A changed address drops the old coordinates and place id (they locate the
	 * old address) and keeps Eventin's copy of the location in step.
	 */
	public function test_a_changed_address_drops_the_old_coordinates(): void {
		$item                        = $this->json( $this->request( 'GET', self::ROUTE . '/14' ) );
		$item['location']['address'] = 'Bashundhara, Dhaka 1229';
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/14', array( 'location' => $item['location'] ) ) );

		$stored = get_post_meta( 14, 'etn_event_location', true );
		$this->assertSame(
			array(
				'address' => 'Bashundhara, Dhaka 1229',
				'type'    => 'offline',
			),
			$stored
		);
		$this->assertSame( $stored, get_post_meta( 14, 'location', true ) );
		$this->assertSame( 'offline', get_post_meta( 14, 'event_type', true ) );
		$this->assertFalse( metadata_exists( 'post', 14, 'meeting_link' ) );
	}

	/**
	 * An online event's new link goes where Eventin reads it; its integration
	 * stays.
	 */
	public function test_a_changed_online_link_keeps_eventins_keys(): void {
		$item                            = $this->json( $this->request( 'GET', self::ROUTE . '/23' ) );
		$item['location']['online_link'] = 'https://meet.example.org/room-2';
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/23', array( 'location' => $item['location'] ) ) );

		$this->assertSame(
			array(
				'integration' => 'custom_url',
				'custom_url'  => 'https://meet.example.org/room-2',
				'type'        => 'online',
				'address'     => '',
			),
			get_post_meta( 23, 'etn_event_location', true )
		);
		$this->assertSame( 'https://meet.example.org/room-2', get_post_meta( 23, 'meeting_link', true ) );
		$this->assertSame( 'online', get_post_meta( 23, 'event_type', true ) );

		$item = $this->json( $this->request( 'GET', self::ROUTE . '/23' ) );
		$this->assertSame( 'https://meet.example.org/room-2', $item['location']['online_link'] );
	}

	/**
	 * Eventin's hybrid event (an address, a custom URL and `event_type` hybrid)
	 * reads as an offline location with its link, and an unchanged save keeps
	 * it hybrid.
	 */
	public function test_a_hybrid_location_is_read_and_kept(): void {
		$location = array(
			'address'     => 'ICCB, Kuril, Dhaka 1229',
			'latitude'    => '23.8200',
			'longitude'   => '90.4210',
			'integration' => 'custom_url',
			'custom_url'  => 'https://meet.example.org/hybrid',
		);
		update_post_meta( 14, 'etn_event_location', $location );
		update_post_meta( 14, 'location', $location );
		update_post_meta( 14, 'event_type', 'hybrid' );
		update_post_meta( 14, 'meeting_link', 'https://meet.example.org/hybrid' );
		$before = array_intersect_key( Eventin4Fixture::raw_post_meta( 14 ), array_flip( self::KEYS ) );

		$item = $this->json( $this->request( 'GET', self::ROUTE . '/14' ) );
		$this->assertSame(
			array(
				'type'        => 'offline',
				'address'     => 'ICCB, Kuril, Dhaka 1229',
				'online_link' => 'https://meet.example.org/hybrid',
				'latitude'    => '23.8200',
				'longitude'   => '90.4210',
			),
			$item['location']
		);
		$this->assertTrue( $item['location_valid'] );

		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/14', array( 'location' => $item['location'] ) ) );
		$this->assertSame( $before, array_intersect_key( Eventin4Fixture::raw_post_meta( 14 ), array_flip( self::KEYS ) ) );
	}
}
