<?php
/**
 * Bad input on every events write route: 400 naming the field, with a reason,
 * no PHP warning, nothing stored.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

/**
 * Bad-input tables.
 */
final class EventsBadInputTest extends EventsTestCase {

	/**
	 * Payload fragments that are wrong on create and on update, and the field each must name.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_fields(): array {
		$ticket = static function ( array $override ): array {
			return array(
				'ticket_variations' => array(
					$override + array(
						'name'     => 'Seat',
						'price'    => 5,
						'capacity' => 10,
					),
				),
			);
		};
		$rule   = static function ( array $override ): array {
			return array(
				'recurring_enabled' => 'yes',
				'recurrence'        => $override + array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => '2026-07-01',
				),
			);
		};
		return array(
			'empty title'                 => array( array( 'title' => '' ), 'title' ),
			'blank title'                 => array( array( 'title' => '   ' ), 'title' ),
			'title of markup only'        => array( array( 'title' => '<script>alert(1)</script>' ), 'title' ),
			'over-long title'             => array( array( 'title' => str_repeat( 't', 201 ) ), 'title' ),
			'title as array'              => array( array( 'title' => array( 'x' ) ), 'title' ),
			'title as number'             => array( array( 'title' => 42 ), 'title' ),
			'description as array'        => array( array( 'description' => array( 'x' ) ), 'description' ),
			'huge description'            => array( array( 'description' => str_repeat( 'd', 100001 ) ), 'description' ),
			'post_status trash'           => array( array( 'post_status' => 'trash' ), 'post_status' ),
			'impossible date'             => array( array( 'start_date' => '2026-13-40' ), 'start_date' ),
			'February 30th'               => array( array( 'start_date' => '2026-02-30' ), 'start_date' ),
			'date in words'               => array( array( 'start_date' => 'next Monday' ), 'start_date' ),
			'date with time'              => array( array( 'start_date' => '2026-06-01 10:00' ), 'start_date' ),
			'empty start date'            => array( array( 'start_date' => '' ), 'start_date' ),
			'bad end date'                => array( array( 'end_date' => '2026-06-31' ), 'end_date' ),
			'hour 25'                     => array( array( 'start_time' => '25:00' ), 'start_time' ),
			'hour 24'                     => array( array( 'end_time' => '24:00' ), 'end_time' ),
			'minute 60'                   => array( array( 'start_time' => '10:60' ), 'start_time' ),
			'12-hour time'                => array( array( 'start_time' => '9:00 AM' ), 'start_time' ),
			'time as number'              => array( array( 'end_time' => 900 ), 'end_time' ),
			'end date before start'       => array(
				array(
					'start_date' => '2026-06-10',
					'end_date'   => '2026-06-09',
				),
				'end_date',
			),
			'end time before start'       => array(
				array(
					'start_date' => '2026-06-10',
					'end_date'   => '2026-06-10',
					'start_time' => '18:00',
					'end_time'   => '17:59',
				),
				'end_time',
			),
			'end time before, no end day' => array(
				array(
					'start_time' => '18:00',
					'end_time'   => '09:00',
				),
				'end_time',
			),
			'unknown timezone'            => array( array( 'timezone' => 'Mars/Olympus' ), 'timezone' ),
			'offset out of range'         => array( array( 'timezone' => 'UTC+15' ), 'timezone' ),
			'timezone as array'           => array( array( 'timezone' => array( 'Asia/Dhaka' ) ), 'timezone' ),
			'location as string'          => array( array( 'location' => 'Dhaka' ), 'location' ),
			'location type unknown'       => array(
				array(
					'location' => array(
						'type'    => 'space',
						'address' => 'Moon',
					),
				),
				'location',
			),
			'over-long address'           => array( array( 'location' => array( 'address' => str_repeat( 'a', 501 ) ) ), 'location' ),
			'negative price'              => array( $ticket( array( 'price' => -1 ) ), 'ticket_variations' ),
			'price as text'               => array( $ticket( array( 'price' => 'free' ) ), 'ticket_variations' ),
			'huge price'                  => array( $ticket( array( 'price' => 1e12 ) ), 'ticket_variations' ),
			'capacity 0'                  => array( $ticket( array( 'capacity' => 0 ) ), 'ticket_variations' ),
			'capacity -2'                 => array( $ticket( array( 'capacity' => -2 ) ), 'ticket_variations' ),
			'capacity fraction'           => array( $ticket( array( 'capacity' => 2.5 ) ), 'ticket_variations' ),
			'huge capacity'               => array( $ticket( array( 'capacity' => 10000000 ) ), 'ticket_variations' ),
			'ticket without name'         => array(
				array(
					'ticket_variations' => array(
						array(
							'price'    => 1,
							'capacity' => 1,
						),
					),
				),
				'ticket_variations',
			),
			'ticket name empty'           => array( $ticket( array( 'name' => '' ) ), 'ticket_variations' ),
			'ticket name markup only'     => array( $ticket( array( 'name' => '<b></b>' ) ), 'ticket_variations' ),
			'ticket name too long'        => array( $ticket( array( 'name' => str_repeat( 'n', 101 ) ) ), 'ticket_variations' ),
			'tickets not a list'          => array( array( 'ticket_variations' => 'VIP' ), 'ticket_variations' ),
			'unknown category'            => array( array( 'categories' => array( 987654 ) ), 'categories' ),
			'category by name'            => array( array( 'categories' => array( 'Music' ) ), 'categories' ),
			'unknown tag'                 => array( array( 'tags' => array( 987654 ) ), 'tags' ),
			'negative tag'                => array( array( 'tags' => array( -4 ) ), 'tags' ),
			'interval 0'                  => array( $rule( array( 'interval' => 0 ) ), 'recurrence' ),
			'interval 31'                 => array( $rule( array( 'interval' => 31 ) ), 'recurrence' ),
			'yearly'                      => array( $rule( array( 'frequency' => 'yearly' ) ), 'recurrence' ),
			'until before start'          => array( $rule( array( 'until' => '2026-05-31' ) ), 'recurrence' ),
			'until impossible'            => array( $rule( array( 'until' => '2026-06-31' ) ), 'recurrence' ),
			'rule without until'          => array(
				array(
					'recurring_enabled' => 'yes',
					'recurrence'        => array(
						'frequency' => 'daily',
						'interval'  => 1,
					),
				),
				'recurrence',
			),
			'recurring without rule'      => array(
				array(
					'recurring_enabled' => 'yes',
					'recurrence'        => null,
				),
				'recurrence',
			),
			'recurring maybe'             => array( array( 'recurring_enabled' => 'maybe' ), 'recurring_enabled' ),
			'too many occurrences'        => array(
				$rule(
					array(
						'frequency' => 'daily',
						'until'     => '2026-09-09',
					)
				),
				'recurrence',
			),
			'deadline after the end'      => array( array( 'registration_deadline' => '2026-06-02 00:00' ), 'registration_deadline' ),
			'deadline after end time'     => array(
				array(
					'end_time'              => '17:00',
					'registration_deadline' => '2026-06-01 17:01',
				),
				'registration_deadline',
			),
			'deadline malformed'          => array( array( 'registration_deadline' => '2026-06-01T10:00' ), 'registration_deadline' ),
			'deadline date only'          => array( array( 'registration_deadline' => '2026-05-30' ), 'registration_deadline' ),
			'rsvp on'                     => array( array( 'rsvp_enabled' => 'on' ), 'rsvp_enabled' ),
			'negative template'           => array( array( 'certificate_template' => -1 ), 'certificate_template' ),
			'template as text'            => array( array( 'ticket_template' => 'style-2' ), 'ticket_template' ),
			'unknown image'               => array( array( 'featured_image' => 987654 ), 'featured_image' ),
			'unknown speaker'             => array( array( 'speakers' => array( 987654 ) ), 'speakers' ),
			'unknown organizer'           => array( array( 'organizers' => array( 987654 ) ), 'organizers' ),
			'unknown schedule'            => array( array( 'schedules' => array( 987654 ) ), 'schedules' ),
			'too many speakers'           => array( array( 'speakers' => range( 1, 101 ) ), 'speakers' ),
		);
	}

	/**
	 * @dataProvider bad_fields
	 *
	 * @param array<string,mixed> $fields Bad fragment.
	 * @param string              $field  Field the error names.
	 */
	public function test_create_rejects( array $fields, string $field ): void {
		$this->as_user( 'administrator' );
		$before   = $this->event_count();
		$response = $this->request(
			'POST',
			self::ROUTE,
			$fields + array(
				'title'      => 'Valid title',
				'start_date' => '2026-06-01',
			)
		);
		$this->assertInvalidField( $field, $response );
		$this->assertSame( $before, $this->event_count(), 'nothing was created' );
	}

	/**
	 * @dataProvider bad_fields
	 *
	 * @param array<string,mixed> $fields Bad fragment.
	 * @param string              $field  Field the error names.
	 */
	public function test_update_rejects( array $fields, string $field ): void {
		$this->as_user( 'administrator' );
		$id     = $this->event(
			array(
				'title'      => 'Untouched',
				'start_date' => '2026-06-01',
			)
		);
		$before = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertInvalidField( $field, $this->request( 'PUT', self::ROUTE . "/$id", $fields ) );
		$this->assertSame( $before, $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) ), 'nothing changed' );
		$this->assertSame( 1, $this->event_count(), 'no child was created' );
	}

	/**
	 * Create-only rules: what a new event must have.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_creates(): array {
		return array(
			'no title'      => array( array( 'start_date' => '2026-06-01' ), 'title' ),
			'no start date' => array( array( 'title' => 'Dateless' ), 'start_date' ),
			'nothing'       => array( array(), 'title' ),
		);
	}

	/**
	 * @dataProvider bad_creates
	 *
	 * @param array<string,mixed> $payload Payload.
	 * @param string              $field   Field the error names.
	 */
	public function test_create_requires( array $payload, string $field ): void {
		$this->as_user( 'administrator' );
		$this->assertInvalidField( $field, $this->request( 'POST', self::ROUTE, $payload ) );
		$this->assertSame( 0, $this->event_count() );
	}

	public function test_update_checks_new_values_against_stored_ones(): void {
		$this->as_user( 'administrator' );
		$id = $this->event(
			array(
				'start_date' => '2026-06-10',
				'end_date'   => '2026-06-12',
				'end_time'   => '17:00',
			)
		);
		$this->assertInvalidField( 'end_date', $this->request( 'PUT', self::ROUTE . "/$id", array( 'end_date' => '2026-06-09' ) ) );
		$this->assertInvalidField( 'end_date', $this->request( 'PUT', self::ROUTE . "/$id", array( 'start_date' => '2026-06-13' ) ) );
		$this->assertInvalidField( 'registration_deadline', $this->request( 'PUT', self::ROUTE . "/$id", array( 'registration_deadline' => '2026-06-12 17:01' ) ) );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$id", array( 'registration_deadline' => '2026-06-12 17:00' ) ) );
		$this->assertInvalidField( 'registration_deadline', $this->request( 'PUT', self::ROUTE . "/$id", array( 'end_date' => '2026-06-11' ) ), 'moving the end before the stored deadline' );
	}

	public function test_old_data_does_not_block_an_unrelated_edit(): void {
		$this->as_user( 'administrator' );
		$id = $this->event();
		update_post_meta( $id, 'etn_end_date', '2026-05-01' ); // Before its start, as some imported events are.
		$response = $this->request( 'PUT', self::ROUTE . "/$id", array( 'title' => 'Renamed anyway' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( 'Renamed anyway', $this->json( $response )['title'] );
	}

	public function test_bad_ids_on_bulk_delete(): void {
		$this->as_user( 'administrator' );
		$id = $this->event();
		foreach ( array( '', 'a,b', '-1', '1.5', implode( ',', range( 1, 101 ) ) ) as $ids ) {
			$this->assertInvalidField( 'ids', $this->request( 'DELETE', self::ROUTE . '?ids=' . rawurlencode( $ids ) ), "ids=$ids" );
		}
		$this->assertInvalidField( 'ids', $this->request( 'DELETE', self::ROUTE ) );
		// Nested lists (the shared check of every bulk delete): a 400, not a PHP warning.
		$this->assertInvalidField( 'ids', $this->request( 'DELETE', self::ROUTE, array( 'ids' => array( array( $id ) ) ) ) );
		$this->assertInstanceOf( \WP_Post::class, get_post( $id ), 'nothing was deleted' );
	}

	public function test_unknown_ids_are_a_404_on_item_routes(): void {
		$this->as_user( 'administrator' );
		foreach ( array( array( 'GET', '' ), array( 'PUT', '' ), array( 'DELETE', '' ), array( 'GET', '/clone' ) ) as list( $method, $suffix ) ) {
			$response = $this->request( $method, self::ROUTE . '/987654' . $suffix, 'PUT' === $method ? array( 'title' => 'x' ) : array() );
			$this->assertStatus( 404, $response, "$method $suffix" );
			$this->assertSame( 'rest_not_found', $this->json( $response )['code'] );
		}
		$this->assertStatus( 404, $this->request( 'GET', '/eventin/v2/event/987654' ) );
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . '/abc' ), 'not even a route' );
	}
}
