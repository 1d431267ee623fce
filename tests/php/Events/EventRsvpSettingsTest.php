<?php
/**
 * The event item's `rsvp` settings: read as the RSVP feature reads them,
 * written into Eventin Pro 4.1's `rsvp_settings` array (every key it does not
 * set kept), bad input refused naming the setting, and who may write them.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Events\EventsRepository;
use EventinPro\Rsvp\EventRsvp;

/**
 * RSVP settings of events.
 */
final class EventRsvpSettingsTest extends EventsTestCase {

	/**
	 * What an event with nothing stored reads.
	 */
	private const DEFAULTS = array(
		'limit'       => 0,
		'min_people'  => 1,
		'max_people'  => 1,
		'answers'     => array( 'going', 'not_going', 'maybe' ),
		'guest_names' => true,
		'deadline'    => '',
	);

	/**
	 * A full set of settings.
	 */
	private const SETTINGS = array(
		'limit'       => 40,
		'min_people'  => 2,
		'max_people'  => 6,
		'answers'     => array( 'going', 'maybe' ),
		'guest_names' => false,
		'deadline'    => '2026-05-30 18:00',
	);

	/**
	 * An array as Eventin Pro 4.1 stores it, with keys this plugin does not own.
	 */
	private const EVENTIN_ARRAY = array(
		'enable_rsvp_form'               => 'on',
		'etn_rsvp_limit'                 => 'on',
		'etn_rsvp_limit_amount'          => '25',
		'rsvp_attendee_form_limit'       => '3',
		'rsvp_form_type'                 => array( 'going', 'not_going' ),
		'rsvp_miminum_attendee_to_start' => '5',
		'show_rsvp_attendee'             => 'on',
		'disable_purchase_form'          => 'on',
		'some_later_key'                 => array( 'kept' => true ),
	);

	/**
	 * Signed in as an administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->as_user( 'administrator' );
	}

	/**
	 * The stored settings array.
	 *
	 * @param int $id Event id.
	 * @return mixed
	 */
	private static function stored( int $id ) {
		return get_post_meta( $id, EventsRepository::META_RSVP_SETTINGS, true );
	}

	/**
	 * PATCHes the event's `rsvp` (and other fields).
	 *
	 * @param int                 $id     Event id.
	 * @param mixed               $rsvp   The rsvp value.
	 * @param array<string,mixed> $fields Other fields.
	 */
	private function put_rsvp( int $id, $rsvp, array $fields = array() ): \WP_REST_Response {
		return $this->request( 'PUT', self::ROUTE . '/' . $id, array( 'rsvp' => $rsvp ) + $fields );
	}

	public function test_the_schema_describes_the_settings(): void {
		$schema = $this->json( $this->request( 'OPTIONS', self::ROUTE ) )['schema']['properties']['rsvp'];
		$this->assertSame( 'object', $schema['type'] );
		$this->assertSame( array( 'limit', 'min_people', 'max_people', 'answers', 'guest_names', 'deadline' ), array_keys( $schema['properties'] ) );
		// New values are checked against 100 by the rules; the schema has no maximum
		// because an event answers the larger numbers Eventin stored (see below).
		$this->assertSame( 1, $schema['properties']['max_people']['minimum'] );
		$this->assertArrayNotHasKey( 'maximum', $schema['properties']['max_people'] );
		$this->assertSame( array( 'going', 'not_going', 'maybe' ), $schema['properties']['answers']['items']['enum'] );
		$this->assertSame( 'boolean', $schema['properties']['guest_names']['type'] );
	}

	public function test_a_new_event_reads_the_defaults_and_stores_no_settings(): void {
		$id   = $this->event();
		$item = $this->json( $this->request( 'GET', self::ROUTE . '/' . $id ) );
		$this->assertSame( self::DEFAULTS, $item['rsvp'] );
		$this->assertFalse( metadata_exists( 'post', $id, EventsRepository::META_RSVP_SETTINGS ) );
		$list = $this->json( $this->request( 'GET', self::ROUTE ) )['items'];
		$this->assertSame( self::DEFAULTS, $list[0]['rsvp'], 'the list answers them too' );
	}

	public function test_round_trip_in_eventins_keys(): void {
		$id       = $this->event( array( 'rsvp_enabled' => 'yes' ) );
		$response = $this->put_rsvp( $id, self::SETTINGS );
		$this->assertStatus( 200, $response );
		$this->assertSame( self::SETTINGS, $this->json( $response )['rsvp'] );
		$this->assertSame( self::SETTINGS, $this->json( $this->request( 'GET', self::ROUTE . '/' . $id ) )['rsvp'] );
		$this->assertSame(
			array(
				'enable_rsvp_form'         => 'on',
				'etn_rsvp_limit'           => 'on',
				'etn_rsvp_limit_amount'    => 40,
				'eventin_min_people'       => 2,
				'rsvp_attendee_form_limit' => 6,
				'rsvp_form_type'           => array( 'going', 'maybe' ),
				'eventin_guest_names'      => 'no',
				'eventin_deadline'         => '2026-05-30 18:00',
			),
			self::stored( $id )
		);
		$this->assertSame( array( 'enabled' => true ) + self::SETTINGS, EventRsvp::of( $id, true ), 'the RSVP feature reads the same' );

		$this->assertStatus( 200, $this->put_rsvp( $id, array( 'limit' => 0 ) ) );
		$this->assertSame( '', self::stored( $id )['etn_rsvp_limit'], 'no limit: Eventin\'s switch goes off with it' );
		$this->assertSame( 0, self::stored( $id )['etn_rsvp_limit_amount'] );
	}

	public function test_a_new_event_stores_the_settings_it_is_given(): void {
		$response = $this->request(
			'POST',
			self::ROUTE,
			array(
				'title'        => 'Picnic',
				'start_date'   => '2026-06-01',
				'rsvp_enabled' => 'no',
				'rsvp'         => array(
					'max_people' => 4,
					'answers'    => array( 'maybe', 'going', 'going' ),
				),
			)
		);
		$this->assertStatus( 201, $response );
		$item = $this->json( $response );
		$this->assertSame( array( 'going', 'maybe' ), $item['rsvp']['answers'], 'in the usual order, once each' );
		$this->assertSame( 4, $item['rsvp']['max_people'] );
		$this->assertSame(
			array(
				'enable_rsvp_form'         => '',
				'rsvp_attendee_form_limit' => 4,
				'rsvp_form_type'           => array( 'going', 'maybe' ),
			),
			self::stored( $item['id'] ),
			'only what differs from the defaults'
		);
	}

	public function test_a_partial_update_changes_only_the_settings_given(): void {
		$id = $this->event();
		$this->assertStatus( 200, $this->put_rsvp( $id, self::SETTINGS ) );
		$response = $this->put_rsvp(
			$id,
			array(
				'min_people' => 3,
				'deadline'   => '',
			)
		);
		$this->assertStatus( 200, $response );
		$this->assertSame(
			array_merge(
				self::SETTINGS,
				array(
					'min_people' => 3,
					'deadline'   => '',
				)
			),
			$this->json( $response )['rsvp']
		);
		$this->assertSame( 40, self::stored( $id )['etn_rsvp_limit_amount'] );
		$this->assertSame( '', self::stored( $id )['eventin_deadline'] );

		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/' . $id, array( 'title' => 'Renamed' ) ) );
		$this->assertSame( 3, $this->json( $this->request( 'GET', self::ROUTE . '/' . $id ) )['rsvp']['min_people'], 'a save without rsvp leaves it' );
	}

	public function test_an_eventin_array_keeps_every_key_it_does_not_set(): void {
		global $wpdb;
		$id = $this->event();
		update_post_meta( $id, EventsRepository::META_RSVP_SETTINGS, self::EVENTIN_ARRAY );
		$raw  = static function () use ( $wpdb, $id ) {
			return $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s", $id, EventsRepository::META_RSVP_SETTINGS ) );
		};
		$item = $this->json( $this->request( 'GET', self::ROUTE . '/' . $id ) );
		$this->assertSame( 'yes', $item['rsvp_enabled'] );
		$this->assertSame(
			array(
				'limit'       => 25,
				'min_people'  => 1,
				'max_people'  => 3,
				'answers'     => array( 'going', 'not_going' ),
				'guest_names' => true,
				'deadline'    => '',
			),
			$item['rsvp']
		);

		$before = $raw();
		$this->assertStatus( 200, $this->put_rsvp( $id, $item['rsvp'], array( 'rsvp_enabled' => 'yes' ) ) );
		$this->assertSame( $before, $raw(), 'saved as read: stored byte for byte' );

		$this->assertStatus( 200, $this->put_rsvp( $id, array( 'max_people' => 5 ) ) );
		$this->assertSame( array_merge( self::EVENTIN_ARRAY, array( 'rsvp_attendee_form_limit' => 5 ) ), self::stored( $id ) );

		$this->assertStatus( 200, $this->put_rsvp( $id, array( 'guest_names' => false ), array( 'rsvp_enabled' => 'no' ) ) );
		$this->assertSame(
			array_merge(
				self::EVENTIN_ARRAY,
				array(
					'enable_rsvp_form'         => '',
					'rsvp_attendee_form_limit' => 5,
					'eventin_guest_names'      => 'no',
				)
			),
			self::stored( $id ),
			'rsvp_enabled still sets enable_rsvp_form'
		);
		$this->assertSame( 'no', $this->json( $this->request( 'GET', self::ROUTE . '/' . $id ) )['rsvp_enabled'] );
	}

	public function test_a_stored_value_out_of_range_reads_normalized_and_blocks_no_unrelated_save(): void {
		$id = $this->event();
		update_post_meta(
			$id,
			EventsRepository::META_RSVP_SETTINGS,
			array(
				'rsvp_attendee_form_limit' => '250',
				'eventin_min_people'       => '300',
				'rsvp_form_type'           => 'junk',
				'eventin_deadline'         => 'soon',
			)
		);
		$item = $this->json( $this->request( 'GET', self::ROUTE . '/' . $id ) );
		$this->assertSame(
			array(
				'limit'       => 0,
				'min_people'  => 250,
				'max_people'  => 250,
				'answers'     => array( 'going', 'not_going', 'maybe' ),
				'guest_names' => true,
				'deadline'    => '',
			),
			$item['rsvp']
		);
		$this->assertStatus( 200, $this->put_rsvp( $id, array( 'limit' => 10 ) + $item['rsvp'] ), 'Eventin\'s 250 people stay' );
		$this->assertSame( '250', self::stored( $id )['rsvp_attendee_form_limit'] );
		$this->assertInvalidField( 'rsvp.max_people', $this->put_rsvp( $id, array( 'max_people' => 251 ) ), 'a new value must be in range' );
	}

	public function test_a_deadline_after_the_event_is_kept(): void {
		$id = $this->event( array( 'end_date' => '2026-06-02' ) );
		$this->assertStatus( 200, $this->put_rsvp( $id, array( 'deadline' => '2026-07-15 09:30' ) ) );
		$this->assertSame( '2026-07-15 09:30', $this->json( $this->request( 'GET', self::ROUTE . '/' . $id ) )['rsvp']['deadline'] );
	}

	public function test_occurrences_take_the_settings_and_their_own_day_of_the_deadline(): void {
		$id       = $this->event(
			array(
				'start_date'        => '2026-06-01',
				'recurring_enabled' => 'yes',
				'recurrence'        => array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => '2026-06-15',
				),
			)
		);
		$children = static function () use ( $id ): array {
			$items = array();
			foreach ( ( new EventsRepository() )->children_ids( $id ) as $child ) {
				$items[ get_post_meta( $child, EventsRepository::META_START_DATE, true ) ] = EventRsvp::of( $child, false );
			}
			ksort( $items );
			return $items;
		};
		$this->assertStatus( 200, $this->put_rsvp( $id, self::SETTINGS ) );
		$this->assertSame( array( '2026-05-30 18:00', '2026-06-06 18:00', '2026-06-13 18:00' ), array_column( $children(), 'deadline' ) );
		$this->assertSame( array( 6, 6, 6 ), array_column( $children(), 'max_people' ) );

		// An occurrence's deadline follows the parent's again when the dates change.
		$second = ( new EventsRepository() )->children_ids( $id );
		foreach ( $second as $child ) {
			if ( '2026-06-08' === get_post_meta( $child, EventsRepository::META_START_DATE, true ) ) {
				update_post_meta( $child, EventsRepository::META_RSVP_SETTINGS, array_merge( self::stored( $child ), array( 'eventin_deadline' => '2026-01-01 00:00' ) ) );
			}
		}
		$this->assertSame( '2026-01-01 00:00', array_column( $children(), 'deadline' )[1] );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/' . $id, array( 'end_date' => '2026-06-01' ) ) );
		$this->assertSame( array( '2026-05-30 18:00', '2026-06-06 18:00', '2026-06-13 18:00' ), array_column( $children(), 'deadline' ) );
	}

	/**
	 * Bad settings and the field each must name.
	 *
	 * @return array<string,array{0:mixed,1:string,2?:string}>
	 */
	public function bad_settings(): array {
		return array(
			'not an object'            => array( 'lots', 'rsvp' ),
			'a list'                   => array( array( 1, 2 ), 'rsvp' ),
			'null'                     => array( null, 'rsvp' ),
			'unknown setting'          => array( array( 'minPeople' => 2 ), 'rsvp', 'rsvp.minPeople is not an RSVP setting' ),
			'negative limit'           => array( array( 'limit' => -1 ), 'rsvp.limit', 'Places for "going": a whole number from 0' ),
			'fractional limit'         => array( array( 'limit' => 2.5 ), 'rsvp.limit' ),
			'limit in words'           => array( array( 'limit' => 'ten' ), 'rsvp.limit' ),
			'huge limit'               => array( array( 'limit' => 1e20 ), 'rsvp.limit' ),
			'limit as true'            => array( array( 'limit' => true ), 'rsvp.limit' ),
			'no people'                => array( array( 'min_people' => 0 ), 'rsvp.min_people', 'Fewest people per answer: from 1 to the most people per answer (1).' ),
			'min_people as array'      => array( array( 'min_people' => array( 2 ) ), 'rsvp.min_people' ),
			'min above max'            => array(
				array(
					'min_people' => 5,
					'max_people' => 4,
				),
				'rsvp.min_people',
				'Fewest people per answer: from 1 to the most people per answer (4).',
			),
			'min above the stored max' => array( array( 'min_people' => 2 ), 'rsvp.min_people' ),
			'max of 0'                 => array( array( 'max_people' => 0 ), 'rsvp.max_people', 'Most people per answer: a whole number from 1 to 100.' ),
			'max of 101'               => array( array( 'max_people' => 101 ), 'rsvp.max_people' ),
			'max as text'              => array( array( 'max_people' => 'many' ), 'rsvp.max_people' ),
			'no answers'               => array( array( 'answers' => array() ), 'rsvp.answers', 'Answers offered: choose at least one of going, not_going, maybe.' ),
			'unknown answer'           => array( array( 'answers' => array( 'going', 'perhaps' ) ), 'rsvp.answers', 'Answers offered: "perhaps" is not an answer' ),
			'answers as text'          => array( array( 'answers' => 7 ), 'rsvp.answers' ),
			'answers of arrays'        => array( array( 'answers' => array( array( 'going' ) ) ), 'rsvp.answers' ),
			'guest_names as words'     => array( array( 'guest_names' => 'sometimes' ), 'rsvp.guest_names', 'Ask the guests\' names: true or false.' ),
			'deadline in words'        => array( array( 'deadline' => 'next Friday' ), 'rsvp.deadline', 'Answers close at: a real date and time YYYY-MM-DD HH:mm' ),
			'impossible deadline'      => array( array( 'deadline' => '2026-02-30 10:00' ), 'rsvp.deadline' ),
			'deadline without time'    => array( array( 'deadline' => '2026-05-30' ), 'rsvp.deadline' ),
			'deadline with seconds'    => array( array( 'deadline' => '2026-05-30 10:00:00' ), 'rsvp.deadline' ),
			'deadline as number'       => array( array( 'deadline' => 20260530 ), 'rsvp.deadline' ),
			'deadline null'            => array( array( 'deadline' => null ), 'rsvp.deadline' ),
			'good settings, one bad'   => array(
				array(
					'limit'      => 10,
					'max_people' => 3,
					'deadline'   => '30/05/2026 18:00',
				),
				'rsvp.deadline',
			),
		);
	}

	/**
	 * Each bad value is a 400 naming the setting, on update and on create;
	 * nothing is stored.
	 *
	 * @dataProvider bad_settings
	 *
	 * @param mixed  $rsvp   Submitted rsvp.
	 * @param string $field  Field the error must name.
	 * @param string $reason Start of the reason ('' for any).
	 */
	public function test_bad_settings_are_refused_with_the_setting_and_the_reason( $rsvp, string $field, string $reason = '' ): void {
		$id = $this->event();
		// One person per answer, as a new event: the same limits on update and on create.
		update_post_meta( $id, EventsRepository::META_RSVP_SETTINGS, array_merge( self::EVENTIN_ARRAY, array( 'rsvp_attendee_form_limit' => '1' ) ) );
		$before = self::stored( $id );

		$response = $this->put_rsvp( $id, $rsvp, array( 'title' => 'Changed' ) );
		$this->assertInvalidField( $field, $response );
		$message = $this->json( $response )['data']['params'][ $field ];
		if ( '' !== $reason ) {
			$this->assertStringStartsWith( $reason, $message );
		}
		$this->assertSame( $before, self::stored( $id ), 'nothing stored' );
		$this->assertNotSame( 'Changed', get_the_title( $id ), 'nor any other field' );

		$count   = $this->event_count();
		$created = $this->request(
			'POST',
			self::ROUTE,
			array(
				'title'      => 'New',
				'start_date' => '2026-06-01',
				'rsvp'       => $rsvp,
			)
		);
		$this->assertInvalidField( $field, $created, 'on create' );
		$this->assertSame( $count, $this->event_count(), 'no event created' );
	}

	public function test_lower_most_people_below_the_stored_fewest_names_most(): void {
		$id = $this->event();
		$this->assertStatus( 200, $this->put_rsvp( $id, self::SETTINGS ) );
		$response = $this->put_rsvp( $id, array( 'max_people' => 1 ) );
		$this->assertInvalidField( 'rsvp.max_people', $response );
		$this->assertSame( 'Most people per answer: from the fewest people per answer (2) to 100.', $this->json( $response )['data']['params']['rsvp.max_people'] );
	}

	public function test_a_form_encoded_write_is_read_as_typed(): void {
		$id      = $this->event();
		$request = new \WP_REST_Request( 'PUT', self::ROUTE . '/' . $id );
		$request->set_body_params(
			array(
				'rsvp' => array(
					'limit'       => '12',
					'max_people'  => '2',
					'guest_names' => 'false',
					'answers'     => 'going,maybe',
				),
			)
		);
		$response = rest_do_request( $request );
		$this->assertStatus( 200, $response );
		$this->assertSame(
			array(
				'limit'       => 12,
				'min_people'  => 1,
				'max_people'  => 2,
				'answers'     => array( 'going', 'maybe' ),
				'guest_names' => false,
				'deadline'    => '',
			),
			$response->get_data()['rsvp']
		);
	}

	/**
	 * Roles: who may write the settings, and read them.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'organizer-only role'         => array( 'organizer_only', array( 'etn_manage_organizer' ), false ),
				'event + others\' posts role' => array( 'event_others', array( 'etn_manage_event', 'edit_others_posts', 'delete_others_posts' ), true ),
			)
		);
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string|int $role    Role (0 = anonymous).
	 * @param string[]   $caps    Caps of a custom role.
	 * @param bool       $allowed Whether the user may.
	 */
	public function test_role_matrix( $role, array $caps, bool $allowed ): void {
		$id   = $this->event();
		$user = $this->matrix_user( $role, $caps );
		wp_set_current_user( $user );
		$read  = $this->request( 'GET', self::ROUTE . '/' . $id );
		$write = $this->put_rsvp( $id, array( 'limit' => 9 ) );
		if ( $allowed ) {
			$this->assertStatus( 200, $read );
			$this->assertSame( self::DEFAULTS, $this->json( $read )['rsvp'] );
			$this->assertStatus( 200, $write );
			$this->assertSame( 9, $this->json( $write )['rsvp']['limit'] );
			return;
		}
		foreach ( array( $read, $write ) as $response ) {
			$this->assertStatus( 0 === $role ? 401 : 403, $response );
			$this->assertSame( 'rest_forbidden', $this->json( $response )['code'] );
			$this->assertArrayNotHasKey( 'rsvp', $this->json( $response ) );
		}
		$this->assertFalse( metadata_exists( 'post', $id, EventsRepository::META_RSVP_SETTINGS ), 'nothing stored' );
	}
}
