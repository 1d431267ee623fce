<?php
/**
 * Recurring events: the dates a rule makes, and the child events that follow the parent.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Events\Recurrence;

/**
 * Recurrence.
 */
final class RecurrenceTest extends EventsTestCase {

	/**
	 * Rules and the dates they make from a start date.
	 *
	 * @return array<string,array{0:string,1:array<string,mixed>,2:string[]}>
	 */
	public function rules(): array {
		return array(
			'daily'                 => array(
				'2026-05-30',
				array(
					'frequency' => 'daily',
					'interval'  => 1,
					'until'     => '2026-06-02',
				),
				array( '2026-05-30', '2026-05-31', '2026-06-01', '2026-06-02' ),
			),
			'every third day'       => array(
				'2026-05-01',
				array(
					'frequency' => 'daily',
					'interval'  => 3,
					'until'     => '2026-05-10',
				),
				array( '2026-05-01', '2026-05-04', '2026-05-07', '2026-05-10' ),
			),
			'weekly'                => array(
				'2026-05-04',
				array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => '2026-05-24',
				),
				array( '2026-05-04', '2026-05-11', '2026-05-18' ),
			),
			'fortnightly'           => array(
				'2026-12-21',
				array(
					'frequency' => 'weekly',
					'interval'  => 2,
					'until'     => '2027-01-31',
				),
				array( '2026-12-21', '2027-01-04', '2027-01-18' ),
			),
			'monthly over new year' => array(
				'2026-11-15',
				array(
					'frequency' => 'monthly',
					'interval'  => 1,
					'until'     => '2027-02-15',
				),
				array( '2026-11-15', '2026-12-15', '2027-01-15', '2027-02-15' ),
			),
			'monthly on the 31st'   => array(
				'2026-01-31',
				array(
					'frequency' => 'monthly',
					'interval'  => 1,
					'until'     => '2026-06-30',
				),
				array( '2026-01-31', '2026-03-31', '2026-05-31' ),
			),
			'quarterly'             => array(
				'2026-01-10',
				array(
					'frequency' => 'monthly',
					'interval'  => 3,
					'until'     => '2026-12-31',
				),
				array( '2026-01-10', '2026-04-10', '2026-07-10', '2026-10-10' ),
			),
			'until the start day'   => array(
				'2026-05-01',
				array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => '2026-05-01',
				),
				array( '2026-05-01' ),
			),
		);
	}

	/**
	 * @dataProvider rules
	 *
	 * @param string               $start    Start date.
	 * @param array<string,mixed>  $rule     Rule.
	 * @param string[]             $expected Dates.
	 */
	public function test_dates_of_a_rule( string $start, array $rule, array $expected ): void {
		$this->assertSame( $expected, Recurrence::dates( $start, $rule ) );
	}

	public function test_dates_stop_one_past_the_limit(): void {
		$rule = array(
			'frequency' => 'daily',
			'interval'  => 1,
			'until'     => '2030-01-01',
		);
		$this->assertCount( 101, Recurrence::dates( '2026-01-01', $rule ) );
		$this->assertCount( 4, Recurrence::dates( '2026-01-01', $rule, 3 ) );
	}

	/**
	 * Children of an event, by start date.
	 *
	 * @param int $parent Parent id.
	 * @return array<string,array<string,mixed>>
	 */
	private function children( int $parent ): array {
		$body = $this->json(
			$this->request(
				'GET',
				self::ROUTE,
				array(
					'parent'   => $parent,
					'per_page' => 100,
				)
			)
		);
		$this->assertSame( count( $body['items'] ), $body['total_items'] );
		$children = array();
		foreach ( $body['items'] as $item ) {
			$children[ $item['start_date'] ] = $item;
		}
		ksort( $children );
		return $children;
	}

	/**
	 * A weekly parent, 2 days long, four occurrences.
	 *
	 * @return array<string,mixed>
	 */
	private function weekly(): array {
		$category = wp_insert_term( 'Series', 'etn_category' )['term_id'];
		return array(
			'title'                 => 'Weekly class',
			'post_status'           => 'publish',
			'start_date'            => '2026-05-04',
			'end_date'              => '2026-05-05',
			'start_time'            => '18:00',
			'end_time'              => '20:00',
			'timezone'              => 'Asia/Dhaka',
			'registration_deadline' => '2026-05-03 12:00',
			'categories'            => array( $category ),
			'ticket_variations'     => array(
				array(
					'name'     => 'Seat',
					'price'    => 3,
					'capacity' => 12,
				),
			),
			'recurring_enabled'     => 'yes',
			'recurrence'            => array(
				'frequency' => 'weekly',
				'interval'  => 1,
				'until'     => '2026-05-25',
			),
		);
	}

	public function test_creating_a_recurring_event_creates_its_children(): void {
		$this->as_user( 'administrator' );
		$created = $this->request( 'POST', self::ROUTE, $this->weekly() );
		$this->assertStatus( 201, $created );
		$parent = $this->json( $created );
		$this->assertSame( 'yes', $parent['recurring_enabled'] );
		$this->assertSame(
			array(
				'frequency' => 'weekly',
				'interval'  => 1,
				'until'     => '2026-05-25',
			),
			$parent['recurrence']
		);

		$children = $this->children( $parent['id'] );
		$this->assertSame( array( '2026-05-04', '2026-05-11', '2026-05-18', '2026-05-25' ), array_keys( $children ) );
		$last = $children['2026-05-25'];
		$this->assertSame( '2026-05-26', $last['end_date'], 'the same length as the parent' );
		$this->assertSame( '2026-05-24 12:00', $last['registration_deadline'], 'the deadline moves with the date' );
		$this->assertSame( $parent['id'], $last['parent'] );
		$this->assertSame( 'no', $last['recurring_enabled'] );
		$this->assertNull( $last['recurrence'] );
		foreach ( array( 'title', 'post_status', 'start_time', 'end_time', 'timezone', 'categories', 'ticket_variations', 'total_ticket' ) as $field ) {
			$this->assertSame( $parent[ $field ], $last[ $field ], $field );
		}
		$this->assertSame( 1, $this->json( $this->request( 'GET', self::ROUTE ) )['total_items'], 'children stay out of the top-level list' );
	}

	public function test_updating_the_parent_updates_adds_and_removes_children(): void {
		$this->as_user( 'administrator' );
		$parent = $this->json( $this->request( 'POST', self::ROUTE, $this->weekly() ) );
		$before = $this->children( $parent['id'] );
		$this->attendee( $before['2026-05-11']['id'] );

		$response = $this->request(
			'PUT',
			self::ROUTE . '/' . $parent['id'],
			array(
				'title'      => 'Weekly class (new room)',
				'recurrence' => array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => '2026-05-18',
				),
			)
		);
		$this->assertStatus( 200, $response );
		$after = $this->children( $parent['id'] );
		$this->assertSame( array( '2026-05-04', '2026-05-11', '2026-05-18' ), array_keys( $after ) );
		$this->assertSame( $before['2026-05-11']['id'], $after['2026-05-11']['id'], 'a child that still fits is kept, not re-created' );
		$this->assertSame( 1, $after['2026-05-11']['sold_tickets'] );
		$this->assertSame( 'Weekly class (new room)', $after['2026-05-04']['title'] );
		$this->assertNull( get_post( $before['2026-05-25']['id'] ), 'the child that no longer fits is gone' );

		$this->request(
			'PUT',
			self::ROUTE . '/' . $parent['id'],
			array(
				'recurrence' => array(
					'frequency' => 'daily',
					'interval'  => 2,
					'until'     => '2026-05-10',
				),
			)
		);
		$this->assertSame( array( '2026-05-04', '2026-05-06', '2026-05-08', '2026-05-10' ), array_keys( $this->children( $parent['id'] ) ) );

		$this->request(
			'PUT',
			self::ROUTE . '/' . $parent['id'],
			array(
				'start_date' => '2026-05-05',
				'end_date'   => '2026-05-05',
			)
		);
		$moved = $this->children( $parent['id'] );
		$this->assertSame( array( '2026-05-05', '2026-05-07', '2026-05-09' ), array_keys( $moved ) );
		$this->assertSame( '2026-05-07', $moved['2026-05-07']['end_date'] );
	}

	public function test_disabling_recurrence_removes_the_children(): void {
		$this->as_user( 'administrator' );
		$parent   = $this->json( $this->request( 'POST', self::ROUTE, $this->weekly() ) );
		$children = $this->children( $parent['id'] );
		$response = $this->request( 'PUT', self::ROUTE . '/' . $parent['id'], array( 'recurring_enabled' => 'no' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( array(), $this->children( $parent['id'] ) );
		foreach ( $children as $child ) {
			$this->assertNull( get_post( $child['id'] ) );
		}
		$this->assertSame( 'no', $this->json( $response )['recurring_enabled'] );

		$this->request( 'PUT', self::ROUTE . '/' . $parent['id'], array( 'recurring_enabled' => 'yes' ) );
		$this->assertCount( 4, $this->children( $parent['id'] ), 'the rule was kept; enabling again brings the children back' );
	}

	public function test_deleting_the_parent_deletes_the_children(): void {
		$this->as_user( 'administrator' );
		$parent   = $this->json( $this->request( 'POST', self::ROUTE, $this->weekly() ) );
		$children = $this->children( $parent['id'] );
		$this->assertStatus( 200, $this->request( 'DELETE', self::ROUTE . '/' . $parent['id'] ) );
		foreach ( $children as $child ) {
			$this->assertNull( get_post( $child['id'] ) );
		}
		$this->assertSame( 0, $this->event_count() );
	}

	public function test_bulk_delete_of_a_parent_and_its_child_reports_both_deleted(): void {
		$this->as_user( 'administrator' );
		$parent   = $this->json( $this->request( 'POST', self::ROUTE, $this->weekly() ) );
		$child    = array_values( $this->children( $parent['id'] ) )[0]['id'];
		$response = $this->json( $this->request( 'DELETE', self::ROUTE, array( 'ids' => array( $parent['id'], $child ) ) ) );
		$this->assertEqualsCanonicalizing( array( $parent['id'], $child ), $response['deleted'] );
		$this->assertSame( array(), $response['failed'] );
	}

	public function test_a_child_can_be_edited_but_cannot_recur(): void {
		$this->as_user( 'administrator' );
		$parent = $this->json( $this->request( 'POST', self::ROUTE, $this->weekly() ) );
		$child  = array_values( $this->children( $parent['id'] ) )[1];
		$edited = $this->request( 'PUT', self::ROUTE . '/' . $child['id'], array( 'title' => 'Special session' ) );
		$this->assertStatus( 200, $edited );
		$this->assertSame( 'Special session', $this->json( $edited )['title'] );
		$this->assertCount( 4, $this->children( $parent['id'] ), 'editing a child leaves the series alone' );

		$recur = $this->request(
			'PUT',
			self::ROUTE . '/' . $child['id'],
			array(
				'recurring_enabled' => 'yes',
				'recurrence'        => array(
					'frequency' => 'daily',
					'interval'  => 1,
					'until'     => '2026-06-30',
				),
			)
		);
		$this->assertInvalidField( 'recurring_enabled', $recur );
	}

	public function test_more_than_one_hundred_occurrences_is_a_400(): void {
		$this->as_user( 'administrator' );
		$before  = $this->event_count();
		$payload = array(
			'recurrence' => array(
				'frequency' => 'daily',
				'interval'  => 1,
				'until'     => '2026-08-12',
			),
		) + $this->weekly();
		$this->assertSame( 101, count( Recurrence::dates( $payload['start_date'], $payload['recurrence'] ) ) );
		$this->assertInvalidField( 'recurrence', $this->request( 'POST', self::ROUTE, $payload ) );
		$this->assertSame( $before, $this->event_count(), 'nothing was created' );

		$payload['recurrence']['until'] = '2026-08-11';
		$queries                        = $this->count_queries(
			function () use ( $payload, &$created ) {
				$created = $this->request( 'POST', self::ROUTE, $payload );
			}
		);
		$this->assertStatus( 201, $created );
		$children = $this->children( $this->json( $created )['id'] );
		$this->assertCount( 100, $children );
		$this->assertLessThan( 100 * 80, $queries, 'a bounded number of queries per child' );
		$this->assertStringEndsWith( '-2026-08-11', get_post( $children['2026-08-11']['id'] )->post_name, 'children have dated slugs' );
	}

	public function test_a_clone_of_a_series_gets_its_own_draft_children(): void {
		$this->as_user( 'administrator' );
		$parent = $this->json( $this->request( 'POST', self::ROUTE, $this->weekly() ) );
		$copy   = $this->json( $this->request( 'GET', self::ROUTE . '/' . $parent['id'] . '/clone' ) );
		$this->assertSame( 0, $copy['parent'] );
		$children = $this->children( $copy['id'] );
		$this->assertCount( 4, $children );
		foreach ( $children as $child ) {
			$this->assertSame( 'draft', $child['post_status'] );
		}
		$this->assertCount( 4, $this->children( $parent['id'] ), 'the original series is untouched' );
	}
}
