<?php
/**
 * /eventin/v2/events: create, read, update, delete, bulk delete, clone, and the item fields.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Events\EventSchema;
use EventinPro\Events\EventsRepository;

/**
 * CRUD and item shape.
 */
final class EventsControllerTest extends EventsTestCase {

	/**
	 * A full create payload.
	 *
	 * @return array<string,mixed>
	 */
	private function full_payload(): array {
		$category = wp_insert_term( 'Conference', 'etn_category' )['term_id'];
		$tag      = wp_insert_term( 'Free', 'etn_tags' )['term_id'];
		$speaker  = $this->make_user( 'etn-speaker' );
		$schedule = wp_insert_post(
			array(
				'post_type'   => 'etn-schedule',
				'post_status' => 'publish',
				'post_title'  => 'Day 1',
			)
		);
		$image    = wp_insert_attachment(
			array(
				'post_title'     => 'Banner',
				'post_mime_type' => 'image/jpeg',
				'guid'           => 'http://example.org/wp-content/uploads/banner.jpg',
			),
			'banner.jpg'
		);
		return array(
			'title'                 => 'WordCamp Dhaka',
			'description'           => '<p>Two days of <strong>talks</strong>.</p>',
			'post_status'           => 'publish',
			'start_date'            => '2026-09-14',
			'end_date'              => '2026-09-15',
			'start_time'            => '09:00',
			'end_time'              => '17:30',
			'timezone'              => 'Asia/Dhaka',
			'location'              => array(
				'type'    => 'offline',
				'address' => 'Nilkhet Rd, Dhaka 1000',
			),
			'ticket_variations'     => array(
				array(
					'name'     => 'Regular',
					'price'    => 10,
					'capacity' => 100,
				),
				array(
					'name'     => 'VIP',
					'price'    => 49.5,
					'capacity' => 20,
				),
			),
			'categories'            => array( $category ),
			'tags'                  => array( $tag ),
			'certificate_template'  => 77,
			'ticket_template'       => 0,
			'registration_deadline' => '2026-09-13 18:00',
			'rsvp_enabled'          => 'yes',
			'featured_image'        => $image,
			'speakers'              => array( $speaker ),
			'organizers'            => array( $speaker ),
			'schedules'             => array( $schedule ),
		);
	}

	public function test_create_then_read_it_back(): void {
		$this->freeze_now( '2026-01-01 00:00:00' );
		$this->as_user( 'administrator' );
		$payload = $this->full_payload();
		$created = $this->request( 'POST', self::ROUTE, $payload );
		$this->assertStatus( 201, $created );
		$item = $this->json( $created );

		foreach ( $payload as $field => $value ) {
			if ( 'ticket_variations' !== $field ) {
				$this->assertSame( $value, $item[ $field ], $field );
			}
		}
		$this->assertSame( array( 'Regular', 'VIP' ), array_column( $item['ticket_variations'], 'name' ) );
		$this->assertEquals( array( 10, 49.5 ), array_column( $item['ticket_variations'], 'price' ) );
		$this->assertSame( array( 100, 20 ), array_column( $item['ticket_variations'], 'capacity' ) );
		$this->assertSame( 'upcoming', $item['status'] );
		$this->assertSame( 0, $item['parent'] );
		$this->assertSame( 'no', $item['recurring_enabled'] );
		$this->assertNull( $item['recurrence'] );
		$this->assertSame( 0, $item['sold_tickets'] );
		$this->assertSame( 120, $item['total_ticket'] );
		$this->assertTrue( $item['location_valid'] );
		$this->assertSame( get_permalink( $item['id'] ), $item['link'] );
		$this->assertStringContainsString( 'banner.jpg', $item['featured_image_url'] );

		$read = $this->request( 'GET', self::ROUTE . '/' . $item['id'] );
		$this->assertStatus( 200, $read );
		$this->assertSame( $item, $this->json( $read ) );
		$alias = $this->request( 'GET', '/eventin/v2/event/' . $item['id'] );
		$this->assertStatus( 200, $alias );
		$this->assertSame( $item['title'], $this->json( $alias )['title'] );
	}

	public function test_an_item_read_can_be_written_back_unchanged(): void {
		$this->as_user( 'administrator' );
		$payload  = $this->full_payload() + array(
			'recurring_enabled' => 'yes',
			'recurrence'        => array(
				'frequency' => 'daily',
				'interval'  => 1,
				'until'     => '2026-09-16',
			),
		);
		$item     = $this->json( $this->request( 'POST', self::ROUTE, $payload ) );
		$writable = array_intersect_key( $item, array_flip( EventSchema::WRITABLE ) );
		$this->assertCount( count( EventSchema::WRITABLE ), $writable, 'every writable field is read' );
		$again = $this->request( 'PUT', self::ROUTE . '/' . $item['id'], $writable );
		$this->assertStatus( 200, $again );
		$this->assertSame( $item, $this->json( $again ) );

		$minimal = $this->json(
			$this->request(
				'POST',
				self::ROUTE,
				array(
					'title'      => 'Bare',
					'start_date' => '2026-05-01',
				)
			)
		);
		$again   = $this->request( 'PUT', self::ROUTE . '/' . $minimal['id'], array_intersect_key( $minimal, array_flip( EventSchema::WRITABLE ) ) );
		$this->assertStatus( 200, $again );
		$this->assertSame( $minimal, $this->json( $again ) );
	}

	public function test_storage_uses_eventin_keys(): void {
		$this->as_user( 'administrator' );
		$item = $this->json( $this->request( 'POST', self::ROUTE, $this->full_payload() ) );
		$id   = $item['id'];
		$this->assertSame( 'etn', get_post_type( $id ) );
		$this->assertSame( '2026-09-14', get_post_meta( $id, 'etn_start_date', true ) );
		$this->assertSame( '17:30', get_post_meta( $id, 'etn_end_time', true ) );
		$this->assertSame( 'Asia/Dhaka', get_post_meta( $id, 'event_timezone', true ) );
		$this->assertSame( 'Nilkhet Rd, Dhaka 1000', get_post_meta( $id, 'etn_event_location', true )['address'] );
		$this->assertSame( '120', get_post_meta( $id, 'etn_total_avaiilable_tickets', true ) );
		$variations = get_post_meta( $id, 'etn_ticket_variations', true );
		$this->assertSame( 'VIP', $variations[1]['etn_ticket_name'] );
		$this->assertSame( 20, $variations[1]['etn_avaiilable_tickets'] );
		$this->assertNotEmpty( $variations[1]['etn_ticket_slug'] );
		$this->assertSame( '77', get_post_meta( $id, 'certificate_template', true ) );
		// Normalized keys: Dhaka is UTC+6.
		$this->assertSame( '2026-09-14 03:00:00', get_post_meta( $id, '_etn_start_utc', true ) );
		$this->assertSame( '2026-09-15 11:30:00', get_post_meta( $id, '_etn_end_utc', true ) );
		$this->assertSame( '2026-09-14 09:00:00', get_post_meta( $id, '_etn_start_local', true ) );
	}

	public function test_defaults_of_a_minimal_create(): void {
		$this->as_user( 'administrator' );
		$created = $this->request(
			'POST',
			self::ROUTE,
			array(
				'title'      => 'Just a title',
				'start_date' => '2026-05-01',
			)
		);
		$this->assertStatus( 201, $created );
		$item = $this->json( $created );
		$this->assertSame( 'draft', $item['post_status'] );
		$this->assertSame( 'draft', $item['status'] );
		$this->assertSame( '2026-05-01', $item['end_date'], 'a missing end date is the start date' );
		$this->assertSame( '', $item['start_time'] );
		$this->assertSame( wp_timezone_string(), $item['timezone'] );
		$this->assertSame(
			array(
				'type'    => 'offline',
				'address' => '',
			),
			$item['location']
		);
		$this->assertSame( array(), $item['ticket_variations'] );
		$this->assertSame( 0, $item['total_ticket'] );
		$this->assertSame( 0, $item['featured_image'] );
		$this->assertSame( '', $item['featured_image_url'] );
		$this->assertSame( 'no', $item['rsvp_enabled'] );
	}

	public function test_unlimited_variation_makes_the_total_unlimited(): void {
		$this->as_user( 'administrator' );
		$item = $this->json(
			$this->request(
				'POST',
				self::ROUTE,
				array(
					'title'             => 'Open day',
					'start_date'        => '2026-05-01',
					'ticket_variations' => array(
						array(
							'name'     => 'Free',
							'price'    => 0,
							'capacity' => -1,
						),
						array(
							'name'     => 'Paid',
							'price'    => 5,
							'capacity' => 10,
						),
					),
				)
			)
		);
		$this->assertSame( -1, $item['total_ticket'] );
		$this->assertSame( '-1', get_post_meta( $item['id'], 'etn_total_avaiilable_tickets', true ) );
	}

	public function test_update_changes_only_what_is_sent(): void {
		$this->as_user( 'administrator' );
		$item    = $this->json( $this->request( 'POST', self::ROUTE, $this->full_payload() ) );
		$updated = $this->request( 'PUT', self::ROUTE . '/' . $item['id'], array( 'title' => 'Renamed' ) );
		$this->assertStatus( 200, $updated );
		$after = $this->json( $updated );
		$this->assertSame( 'Renamed', $after['title'] );
		unset( $item['title'], $after['title'] );
		$this->assertSame( $item, $after, 'nothing else changed' );

		$moved = $this->json(
			$this->request(
				'PUT',
				self::ROUTE . '/' . $item['id'],
				array(
					'start_date' => '2026-10-01',
					'end_date'   => '2026-10-01',
					'timezone'   => 'UTC+6',
					'location'   => array(
						'type'        => 'online',
						'address'     => '',
						'online_link' => 'https://meet.example.org/wc',
					),
					'tags'       => array(),
				)
			)
		);
		$this->assertSame( '2026-10-01', $moved['start_date'] );
		$this->assertSame( 'UTC+6', $moved['timezone'] );
		$this->assertSame( 'online', $moved['location']['type'] );
		$this->assertSame( 'https://meet.example.org/wc', $moved['location']['online_link'] );
		$this->assertSame( array(), $moved['tags'] );
		$this->assertSame( $item['categories'], $moved['categories'] );
		$this->assertSame( '2026-10-01 03:00:00', get_post_meta( $item['id'], '_etn_start_utc', true ) );
	}

	public function test_update_keeps_ticket_slugs_of_unchanged_names(): void {
		$this->as_user( 'administrator' );
		$item = $this->json( $this->request( 'POST', self::ROUTE, $this->full_payload() ) );
		$slug = get_post_meta( $item['id'], 'etn_ticket_variations', true )[1]['etn_ticket_slug'];
		$this->request(
			'PUT',
			self::ROUTE . '/' . $item['id'],
			array(
				'ticket_variations' => array(
					array(
						'name'     => 'VIP',
						'price'    => 60,
						'capacity' => 25,
					),
				),
			)
		);
		$stored = get_post_meta( $item['id'], 'etn_ticket_variations', true );
		$this->assertSame( $slug, $stored[0]['etn_ticket_slug'] );
		$this->assertSame( '25', get_post_meta( $item['id'], 'etn_total_avaiilable_tickets', true ) );
	}

	public function test_unknown_fields_and_read_only_fields_are_ignored(): void {
		$this->as_user( 'administrator' );
		$created = $this->request(
			'POST',
			self::ROUTE,
			array(
				'title'        => 'Ignore extras',
				'start_date'   => '2026-05-01',
				'status'       => 'expired',
				'sold_tickets' => 99,
				'parent'       => 5,
				'colour'       => 'red',
			)
		);
		$this->assertStatus( 201, $created );
		$item = $this->json( $created );
		$this->assertSame( 'draft', $item['status'] );
		$this->assertSame( 0, $item['sold_tickets'] );
		$this->assertSame( 0, $item['parent'] );
		$this->assertArrayNotHasKey( 'colour', $item );
	}

	public function test_html_is_cleaned(): void {
		$this->as_user( 'administrator' );
		$item = $this->json(
			$this->request(
				'POST',
				self::ROUTE,
				array(
					'title'       => 'Rock <script>alert(1)</script><b>Night</b>',
					'description' => '<p onclick="x()">Loud</p><script>alert(1)</script>',
					'start_date'  => '2026-05-01',
					'location'    => array( 'address' => '<img src=x onerror=alert(1)>Main hall' ),
				)
			)
		);
		$this->assertSame( 'Rock Night', $item['title'] );
		$this->assertSame( '<p>Loud</p>alert(1)', $item['description'] );
		$this->assertSame( 'Main hall', $item['location']['address'] );
	}

	public function test_slashes_and_quotes_survive(): void {
		$this->as_user( 'administrator' );
		$item = $this->json(
			$this->request(
				'POST',
				self::ROUTE,
				array(
					'title'      => 'O\'Reilly \\ "Quotes"',
					'start_date' => '2026-05-01',
					'location'   => array( 'address' => 'C:\\Hall "A"' ),
				)
			)
		);
		$this->assertSame( 'O\'Reilly \\ "Quotes"', $item['title'] );
		$this->assertSame( 'C:\\Hall "A"', $item['location']['address'] );
	}

	/**
	 * Malformed stored locations.
	 *
	 * @return array<string,array{0:mixed,1:string,2:bool}>
	 */
	public function stored_locations(): array {
		return array(
			'plain string'      => array( 'Old Town Hall', 'Old Town Hall', false ),
			'numeric string'    => array( '232', '232', false ),
			'array, no address' => array( array( 'latitude' => 23.7 ), '', false ),
			'address not text'  => array( array( 'address' => array( 'x' ) ), '', false ),
			'number'            => array( 42, '42', false ), // Meta stores scalars as strings.
			'object'            => array( (object) array( 'address' => 'x' ), '', false ),
			'empty'             => array( '', '', true ),
			'eventin 4 shape'   => array(
				array(
					'address'  => 'Nilkhet Rd',
					'place_id' => 'abc',
				),
				'Nilkhet Rd',
				true,
			),
		);
	}

	/**
	 * @dataProvider stored_locations
	 *
	 * @param mixed  $stored  Stored value.
	 * @param string $address Expected address.
	 * @param bool   $valid   Expected flag.
	 */
	public function test_malformed_locations_still_read( $stored, string $address, bool $valid ): void {
		$this->as_user( 'administrator' );
		$id = $this->event();
		update_post_meta( $id, EventsRepository::META_LOCATION, $stored );
		foreach ( array( self::ROUTE . "/$id", self::ROUTE . '?per_page=100' ) as $route ) {
			$response = $this->request( 'GET', $route );
			$this->assertStatus( 200, $response );
			$body = $this->json( $response );
			$item = isset( $body['items'] ) ? array_values(
				array_filter(
					$body['items'],
					static function ( $i ) use ( $id ) {
						return $i['id'] === $id;
					}
				)
			)[0] : $body;
			$this->assertSame( $address, $item['location']['address'], $route );
			$this->assertSame( $valid, $item['location_valid'], $route );
			$this->assertContains( $item['location']['type'], array( 'offline', 'online' ) );
		}
	}

	public function test_eventin_4_style_data_reads(): void {
		$this->as_user( 'administrator' );
		$id = wp_insert_post(
			array(
				'post_type'   => 'etn',
				'post_status' => 'publish',
				'post_title'  => 'Imported',
			)
		);
		update_post_meta( $id, 'etn_start_date', '2026-09-14' );
		update_post_meta( $id, 'etn_start_time', '9:00 AM' );
		update_post_meta( $id, 'etn_end_time', '5:00 PM' );
		update_post_meta( $id, 'event_timezone', 'America/New_York' );
		update_post_meta( $id, 'etn_registration_deadline', '2026-09-10' );
		update_post_meta( $id, 'ticket_template', 'style-2' );
		update_post_meta( $id, 'etn_event_organizer', 'organizer' );
		update_post_meta(
			$id,
			'etn_ticket_variations',
			array(
				array(
					'etn_ticket_name'        => 'VIP Pass',
					'etn_ticket_price'       => 499,
					'etn_avaiilable_tickets' => 100,
					'etn_ticket_slug'        => 'vip',
				),
			)
		);
		$item = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertSame( '09:00', $item['start_time'] );
		$this->assertSame( '17:00', $item['end_time'] );
		$this->assertSame( '2026-09-14', $item['end_date'] );
		$this->assertSame( '2026-09-10 23:59', $item['registration_deadline'] );
		$this->assertSame( 0, $item['ticket_template'] );
		$this->assertSame( array(), $item['organizers'] );
		$this->assertSame( 100, $item['total_ticket'] );
		// The date meta written directly kept the normalized keys in step (New York is UTC-4 in September).
		$this->assertSame( '2026-09-14 13:00:00', get_post_meta( $id, '_etn_start_utc', true ) );
		$this->assertSame( '2026-09-14 21:00:00', get_post_meta( $id, '_etn_end_utc', true ) );
	}

	public function test_sold_tickets_count_attendees_that_did_not_fail(): void {
		$this->as_user( 'administrator' );
		$id    = $this->event();
		$other = $this->event();
		$this->attendee( $id );
		$this->attendee( $id, 'pending' );
		$this->attendee( $id, 'failed' );
		$trashed = $this->attendee( $id );
		wp_trash_post( $trashed );
		$this->attendee( $other );
		$this->assertSame( 2, $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['sold_tickets'] );
		$list = $this->json( $this->request( 'GET', self::ROUTE ) );
		$sold = array_column( $list['items'], 'sold_tickets', 'id' );
		$this->assertSame( 2, $sold[ $id ] );
		$this->assertSame( 1, $sold[ $other ] );
	}

	public function test_delete_one(): void {
		$this->as_user( 'administrator' );
		$id       = $this->event( array( 'title' => 'Doomed' ) );
		$response = $this->request( 'DELETE', self::ROUTE . "/$id" );
		$this->assertStatus( 200, $response );
		$this->assertTrue( $this->json( $response )['deleted'] );
		$this->assertSame( 'Doomed', $this->json( $response )['previous']['title'] );
		$this->assertNull( get_post( $id ) );
		$this->assertStatus( 404, $this->request( 'DELETE', self::ROUTE . "/$id" ) );
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertStatus( 404, $this->request( 'PUT', self::ROUTE . "/$id", array( 'title' => 'Back' ) ) );
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . "/$id/clone" ) );
	}

	public function test_a_post_of_another_type_is_not_an_event(): void {
		$this->as_user( 'administrator' );
		$post = wp_insert_post(
			array(
				'post_title'  => 'A blog post',
				'post_status' => 'publish',
			)
		);
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . "/$post" ) );
		$this->assertStatus( 404, $this->request( 'DELETE', self::ROUTE . "/$post" ) );
		$this->assertInstanceOf( \WP_Post::class, get_post( $post ) );
	}

	public function test_bulk_delete_reports_what_failed(): void {
		$this->as_user( 'administrator' );
		$a = $this->event();
		$b = $this->event();
		$c = $this->event();

		$response = $this->request( 'DELETE', self::ROUTE . "?ids=$a,$b,999999" );
		$this->assertStatus( 200, $response );
		$body = $this->json( $response );
		$this->assertEqualsCanonicalizing( array( $a, $b ), $body['deleted'] );
		$this->assertCount( 1, $body['failed'] );
		$this->assertSame( 999999, $body['failed'][0]['id'] );
		$this->assertNotEmpty( $body['failed'][0]['message'] );
		$this->assertNull( get_post( $a ) );
		$this->assertInstanceOf( \WP_Post::class, get_post( $c ) );

		$as_array = $this->request( 'DELETE', self::ROUTE, array( 'ids' => array( $c ) ) );
		$this->assertSame( array( $c ), $this->json( $as_array )['deleted'] );
	}

	public function test_clone_is_a_draft_copy_with_meta_and_terms(): void {
		$this->as_user( 'administrator' );
		$original = $this->json( $this->request( 'POST', self::ROUTE, $this->full_payload() ) );
		add_post_meta( $original['id'], 'etn_event_faq', array( array( 'etn_faq_title' => 'Who?' ) ) );
		$this->attendee( $original['id'] );

		$response = $this->request( 'GET', self::ROUTE . "/{$original['id']}/clone" );
		$this->assertStatus( 201, $response );
		$copy = $this->json( $response );
		$this->assertNotSame( $original['id'], $copy['id'] );
		$this->assertSame( 'WordCamp Dhaka (Copy)', $copy['title'] );
		$this->assertSame( 'draft', $copy['post_status'] );
		$this->assertSame( 'draft', $copy['status'] );
		$this->assertSame( 0, $copy['sold_tickets'], 'attendees stay with the original' );
		foreach ( array( 'description', 'start_date', 'end_date', 'start_time', 'end_time', 'timezone', 'location', 'ticket_variations', 'categories', 'tags', 'certificate_template', 'registration_deadline', 'rsvp_enabled', 'featured_image', 'speakers', 'organizers', 'schedules', 'total_ticket' ) as $field ) {
			$this->assertSame( $original[ $field ], $copy[ $field ], $field );
		}
		$this->assertSame( array( array( 'etn_faq_title' => 'Who?' ) ), get_post_meta( $copy['id'], 'etn_event_faq', true ) );
		$this->assertSame( get_post_meta( $original['id'], '_etn_start_utc', true ), get_post_meta( $copy['id'], '_etn_start_utc', true ) );
		$this->assertSame( 'publish', get_post_status( $original['id'] ), 'the original is untouched' );
	}
}
