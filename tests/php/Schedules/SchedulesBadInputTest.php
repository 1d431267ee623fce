<?php
/**
 * Bad input on every schedules write route: 400 naming the field, with a
 * reason, no PHP warning, nothing stored.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Schedules;

/**
 * Bad-input tables.
 */
final class SchedulesBadInputTest extends SchedulesTestCase {

	/**
	 * Payload fragments that are wrong on create and on update, and the field each must name.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_fields(): array {
		$slot  = static function ( array $override ): array {
			return array(
				'slots' => array(
					array_merge(
						array(
							'start_time' => '09:00',
							'end_time'   => '10:00',
							'topic'      => 'Talk',
						),
						$override
					),
				),
			);
		};
		$topic = array(
			'start_time' => '09:00',
			'end_time'   => '10:00',
		);
		return array(
			'empty title'               => array( array( 'program_title' => '' ), 'program_title' ),
			'blank title'               => array( array( 'program_title' => '   ' ), 'program_title' ),
			'title of markup only'      => array( array( 'program_title' => '<script>alert(1)</script>' ), 'program_title' ),
			'over-long title'           => array( array( 'program_title' => str_repeat( 't', 201 ) ), 'program_title' ),
			'title as array'            => array( array( 'program_title' => array( 'x' ) ), 'program_title' ),
			'title as number'           => array( array( 'program_title' => 42 ), 'program_title' ),
			'title as null'             => array( array( 'program_title' => null ), 'program_title' ),
			'impossible date'           => array( array( 'date' => '2026-13-40' ), 'date' ),
			'February 30th'             => array( array( 'date' => '2026-02-30' ), 'date' ),
			'date in words'             => array( array( 'date' => 'next Monday' ), 'date' ),
			'date with time'            => array( array( 'date' => '2026-06-01 10:00' ), 'date' ),
			'date day first'            => array( array( 'date' => '01-06-2026' ), 'date' ),
			'empty date'                => array( array( 'date' => '' ), 'date' ),
			'date as number'            => array( array( 'date' => 20260601 ), 'date' ),
			'slots as text'             => array( array( 'slots' => 'morning' ), 'slots' ),
			'slots as object'           => array( array( 'slots' => array( 'a' => $topic + array( 'topic' => 'x' ) ) ), 'slots' ),
			'slot as text'              => array( array( 'slots' => array( 'Keynote at nine' ) ), 'slots' ),
			'slot as list'              => array( array( 'slots' => array( array( '09:00', '10:00', 'Talk' ) ) ), 'slots' ),
			'too many slots'            => array( array( 'slots' => array_fill( 0, 51, $topic + array( 'topic' => 'x' ) ) ), 'slots' ),
			'end before start'          => array( $slot( array( 'end_time' => '08:00' ) ), 'slots' ),
			'end equals start'          => array( $slot( array( 'end_time' => '09:00' ) ), 'slots' ),
			'hour 24'                   => array( $slot( array( 'end_time' => '24:00' ) ), 'slots' ),
			'minute 60'                 => array( $slot( array( 'start_time' => '09:60' ) ), 'slots' ),
			'12-hour time'              => array( $slot( array( 'start_time' => '9:00 AM' ) ), 'slots' ),
			'time without leading zero' => array( $slot( array( 'start_time' => '9:00' ) ), 'slots' ),
			'time with seconds'         => array( $slot( array( 'start_time' => '09:00:00' ) ), 'slots' ),
			'time as number'            => array( $slot( array( 'start_time' => 900 ) ), 'slots' ),
			'missing start'             => array(
				array(
					'slots' => array(
						array(
							'end_time' => '10:00',
							'topic'    => 'Talk',
						),
					),
				),
				'slots',
			),
			'missing end'               => array(
				array(
					'slots' => array(
						array(
							'start_time' => '10:00',
							'topic'      => 'Talk',
						),
					),
				),
				'slots',
			),
			'missing topic'             => array( array( 'slots' => array( $topic ) ), 'slots' ),
			'empty topic'               => array( $slot( array( 'topic' => '' ) ), 'slots' ),
			'topic of markup only'      => array( $slot( array( 'topic' => '<img src=x onerror=alert(1)>' ) ), 'slots' ),
			'over-long topic'           => array( $slot( array( 'topic' => str_repeat( 'p', 201 ) ) ), 'slots' ),
			'topic as array'            => array( $slot( array( 'topic' => array( 'Talk' ) ) ), 'slots' ),
			'over-long objective'       => array( $slot( array( 'objective' => str_repeat( 'o', 2001 ) ) ), 'slots' ),
			'objective as number'       => array( $slot( array( 'objective' => 5 ) ), 'slots' ),
			'over-long room'            => array( $slot( array( 'room' => str_repeat( 'r', 201 ) ) ), 'slots' ),
			'unknown slot field'        => array( $slot( array( 'speaker_name' => 'Nina' ) ), 'slots' ),
			'speakers as text'          => array( $slot( array( 'speakers' => 'Nina' ) ), 'slots' ),
			'speaker by name'           => array( $slot( array( 'speakers' => array( 'Nina' ) ) ), 'slots' ),
			'negative speaker'          => array( $slot( array( 'speakers' => array( -5 ) ) ), 'slots' ),
			'speaker zero'              => array( $slot( array( 'speakers' => array( 0 ) ) ), 'slots' ),
			'fractional speaker'        => array( $slot( array( 'speakers' => array( 1.5 ) ) ), 'slots' ),
			'unknown speaker'           => array( $slot( array( 'speakers' => array( 987654 ) ) ), 'slots' ),
			'huge speaker id'           => array( $slot( array( 'speakers' => array( PHP_INT_MAX ) ) ), 'slots' ),
			'too many speakers'         => array( $slot( array( 'speakers' => range( 1, 21 ) ) ), 'slots' ),
			'overlapping slots'         => array(
				array(
					'slots' => array(
						$topic + array( 'topic' => 'One' ),
						array(
							'start_time' => '09:59',
							'end_time'   => '11:00',
							'topic'      => 'Two',
						),
					),
				),
				'slots',
			),
			'same slot twice'           => array( array( 'slots' => array( $topic + array( 'topic' => 'A' ), $topic + array( 'topic' => 'A' ) ) ), 'slots' ),
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
		$response = $this->request(
			'POST',
			self::ROUTE,
			$fields + array(
				'program_title' => 'Valid title',
				'date'          => '2026-06-01',
			)
		);
		$this->assertInvalidField( $field, $response );
		$this->assertSame( 0, $this->schedule_count(), 'nothing was created' );
	}

	/**
	 * @dataProvider bad_fields
	 *
	 * @param array<string,mixed> $fields Bad fragment.
	 * @param string              $field  Field the error names.
	 */
	public function test_update_rejects( array $fields, string $field ): void {
		$this->as_user( 'administrator' );
		$id     = $this->schedule(
			array(
				'program_title' => 'Untouched',
				'slots'         => array( $this->slot( '08:00', '08:30' ) ),
			)
		);
		$before = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertInvalidField( $field, $this->request( 'PUT', self::ROUTE . "/$id", $fields ) );
		$this->assertSame( $before, $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) ), 'nothing changed' );
	}

	/**
	 * Create-only rules: what a new schedule must have.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_creates(): array {
		return array(
			'no title'   => array( array( 'date' => '2026-06-01' ), 'program_title' ),
			'no date'    => array( array( 'program_title' => 'Dateless' ), 'date' ),
			'nothing'    => array( array(), 'program_title' ),
			'only slots' => array( array( 'slots' => array() ), 'date' ),
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
		$this->assertSame( 0, $this->schedule_count() );
	}

	public function test_a_user_without_a_speaker_role_is_refused(): void {
		$this->as_user( 'administrator' );
		$subscriber = $this->make_user( 'subscriber' );
		$speaker    = $this->speaker();
		$response   = $this->request(
			'POST',
			self::ROUTE,
			array(
				'program_title' => 'Who speaks',
				'date'          => '2026-06-01',
				'slots'         => array(
					$this->slot( '09:00', '10:00', 'Fine', array( $speaker ) ),
					$this->slot( '10:00', '11:00', 'Not fine', array( $speaker, $subscriber ) ),
				),
			)
		);
		$this->assertInvalidField( 'slots', $response );
		$this->assertSame( "Slot 2: user $subscriber is not a speaker or organizer.", $this->reason( 'slots', $response ) );
		$this->assertSame( 0, $this->schedule_count() );
	}

	public function test_html_is_removed_from_plain_fields(): void {
		$this->as_user( 'administrator' );
		$body = $this->json(
			$this->request(
				'POST',
				self::ROUTE,
				array(
					'program_title' => '<b>Bold</b> <script>alert(1)</script>title',
					'date'          => '2026-06-01',
					'slots'         => array(
						array(
							'start_time' => '09:00',
							'end_time'   => '10:00',
							'topic'      => '<em>Talk</em><img src=x onerror=alert(1)>',
							'room'       => '<a href="javascript:alert(1)">Hall</a>',
							'objective'  => '<a href="javascript:alert(1)" onclick="x()">link</a><iframe src="//evil"></iframe><em>ok</em>',
						),
					),
				)
			)
		);
		$this->assertSame( 'Bold title', $body['program_title'] );
		$this->assertSame( 'Talk', $body['slots'][0]['topic'] );
		$this->assertSame( 'Hall', $body['slots'][0]['room'] );
		$this->assertStringNotContainsString( 'javascript', $body['slots'][0]['objective'] );
		$this->assertStringNotContainsString( 'onclick', $body['slots'][0]['objective'] );
		$this->assertStringNotContainsString( 'iframe', $body['slots'][0]['objective'] );
		$this->assertStringContainsString( '<em>ok</em>', $body['slots'][0]['objective'] );
	}

	public function test_bad_ids_on_bulk_delete(): void {
		$this->as_user( 'administrator' );
		$id = $this->schedule();
		foreach ( array( '', 'a,b', '-1', '1.5', '0', implode( ',', range( 1, 101 ) ) ) as $ids ) {
			$this->assertInvalidField( 'ids', $this->request( 'DELETE', self::ROUTE . '?ids=' . rawurlencode( $ids ) ), "ids=$ids" );
		}
		$this->assertInvalidField( 'ids', $this->request( 'DELETE', self::ROUTE ) );
		$this->assertInstanceOf( \WP_Post::class, get_post( $id ), 'nothing was deleted' );
	}

	public function test_unknown_ids_are_a_404_on_item_routes(): void {
		$this->as_user( 'administrator' );
		$event = wp_insert_post(
			array(
				'post_type'   => 'etn',
				'post_status' => 'publish',
				'post_title'  => 'An event, not a schedule',
			)
		);
		foreach ( array( '987654', '99999999999999999999', (string) $event ) as $id ) {
			foreach ( array( array( 'GET', '' ), array( 'PUT', '' ), array( 'DELETE', '' ), array( 'GET', '/clone' ) ) as list( $method, $suffix ) ) {
				$response = $this->request( $method, self::ROUTE . "/$id$suffix", 'PUT' === $method ? array( 'program_title' => 'x' ) : array() );
				$this->assertStatus( 404, $response, "$method $id$suffix" );
				$this->assertSame( 'rest_not_found', $this->json( $response )['code'] );
			}
		}
		$this->assertSame( 'An event, not a schedule', get_post( $event )->post_title );
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . '/-1' ), 'not even a route' );
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . '/abc' ), 'not even a route' );
	}
}
