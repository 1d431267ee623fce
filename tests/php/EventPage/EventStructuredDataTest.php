<?php
/**
 * Schema.org Event JSON-LD of the event page.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\EventPage;

use EventinPro\Settings\SettingsRepository;

/**
 * JSON-LD fields.
 */
final class EventStructuredDataTest extends EventPageTestCase {

	/**
	 * An in-person event with offers.
	 */
	public function test_event_with_place_and_offers(): void {
		( new SettingsRepository() )->update( array( 'currency' => 'EUR' ) );
		$organizer = $this->person(
			array(
				'name'     => 'Org Person',
				'category' => array( 'organizer' ),
			)
		);
		$id        = $this->event(
			array(
				'title'             => 'Summit & "friends"',
				'description'       => '<p>Hello <strong>world</strong></p>',
				'start_date'        => '2026-06-01',
				'start_time'        => '09:00',
				'end_time'          => '17:00',
				'timezone'          => 'America/New_York',
				'location'          => array(
					'type'    => 'offline',
					'address' => '5th Avenue, New York',
				),
				'organizers'        => array( $organizer ),
				'ticket_variations' => array(
					$this->ticket( 'Regular', 12.5, 10 ),
					$this->ticket( 'Gone', 3, 0 ),
				),
			)
		);
		$this->visit( $id );
		$data = $this->json_ld();

		$this->assertSame( 'https://schema.org', $data['@context'] );
		$this->assertSame( 'Event', $data['@type'] );
		$this->assertSame( 'Summit & "friends"', $data['name'] );
		$this->assertSame( '2026-06-01T09:00:00-04:00', $data['startDate'] );
		$this->assertSame( '2026-06-01T17:00:00-04:00', $data['endDate'] );
		$this->assertSame( 'Hello world', $data['description'] );
		$this->assertSame( 'https://schema.org/EventScheduled', $data['eventStatus'] );
		$this->assertSame( 'https://schema.org/OfflineEventAttendanceMode', $data['eventAttendanceMode'] );
		$this->assertSame( 'Place', $data['location']['@type'] );
		$this->assertSame( 'PostalAddress', $data['location']['address']['@type'] );
		$this->assertSame( '5th Avenue, New York', $data['location']['address']['streetAddress'] );
		$this->assertSame( 'Org Person', $data['organizer']['name'] );
		$this->assertSame( get_permalink( $id ), $data['url'] );
		$this->assertCount( 2, $data['offers'] );
		$this->assertSame( '12.50', $data['offers'][0]['price'] );
		$this->assertSame( 'EUR', $data['offers'][0]['priceCurrency'] );
		$this->assertSame( 'https://schema.org/InStock', $data['offers'][0]['availability'] );
		$this->assertSame( 'https://schema.org/SoldOut', $data['offers'][1]['availability'] );
	}

	/**
	 * An online event is a VirtualLocation; its meeting link stays private.
	 */
	public function test_online_event_is_virtual(): void {
		$id = $this->event(
			array(
				'location' => array(
					'type'        => 'online',
					'online_link' => 'https://meet.example.org/secret',
				),
			)
		);
		$this->visit( $id );
		$data = $this->json_ld();
		$this->assertSame( 'VirtualLocation', $data['location']['@type'] );
		$this->assertSame( 'https://schema.org/OnlineEventAttendanceMode', $data['eventAttendanceMode'] );
		$this->assertStringNotContainsString( 'meet.example.org', $this->head() );
	}

	/**
	 * Nothing on other pages.
	 */
	public function test_none_on_a_post(): void {
		$this->main_query(
			array(
				'p' => (int) wp_insert_post(
					array(
						'post_title'  => 'Post',
						'post_status' => 'publish',
					)
				),
			)
		);
		$this->assertSame( '', $this->head() );
	}
}
