<?php
/**
 * Create, read, update, delete, bulk delete and clone schedules; slot rules,
 * order and storage; events that show a deleted schedule.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Schedules;

use EventinPro\Events\EventsService;

/**
 * Lifecycle.
 */
final class SchedulesLifecycleTest extends SchedulesTestCase {

	public function test_create_returns_the_schedule_with_slots_ordered_by_start(): void {
		$this->as_user( 'administrator' );
		$nina     = $this->speaker();
		$org      = $this->speaker( 'etn-organizer' );
		$response = $this->request(
			'POST',
			self::ROUTE,
			array(
				'program_title' => '  Day one  ',
				'date'          => '2026-06-01',
				'slots'         => array(
					$this->slot( '13:00', '14:00', 'Lunch talk', array( $org ) ),
					array(
						'start_time' => '09:00',
						'end_time'   => '10:30',
						'topic'      => 'Keynote',
						'speakers'   => array( $nina, $org ),
						'objective'  => '<strong>Why</strong> it matters<script>alert(1)</script>',
						'room'       => 'Hall A',
					),
				),
			)
		);
		$this->assertStatus( 201, $response );
		$body = $this->json( $response );
		$this->assertSame( 'Day one', $body['program_title'] );
		$this->assertSame( '2026-06-01', $body['date'] );
		$this->assertSame( array( 'Keynote', 'Lunch talk' ), array_column( $body['slots'], 'topic' ), 'ordered by start time' );
		$this->assertSame(
			array(
				'start_time' => '09:00',
				'end_time'   => '10:30',
				'topic'      => 'Keynote',
				'speakers'   => array( $nina, $org ),
				'objective'  => '<strong>Why</strong> it mattersalert(1)',
				'room'       => 'Hall A',
			),
			$body['slots'][0],
			'the objective keeps simple HTML only'
		);
		$this->assertSame( $body, $this->json( $this->request( 'GET', self::ROUTE . '/' . $body['id'] ) ), 'read gives the same' );
	}

	public function test_storage_uses_eventin_keys(): void {
		$this->as_user( 'administrator' );
		$speaker = $this->speaker();
		$id      = $this->json(
			$this->request(
				'POST',
				self::ROUTE,
				array(
					'program_title' => 'Stored',
					'date'          => '2026-06-01',
					'slots'         => array(
						$this->slot( '11:00', '12:00', 'Second' ),
						$this->slot( '09:00', '10:00', 'First', array( $speaker ) ),
					),
				)
			)
		)['id'];
		$post    = get_post( $id );
		$this->assertSame( 'etn-schedule', $post->post_type );
		$this->assertSame( 'publish', $post->post_status );
		$this->assertSame( 'Stored', $post->post_title );
		$this->assertSame( 'Stored', get_post_meta( $id, 'etn_schedule_title', true ) );
		$this->assertSame( '2026-06-01', get_post_meta( $id, 'etn_schedule_date', true ) );
		$this->assertSame( 'Monday', get_post_meta( $id, 'etn_schedule_day', true ) );
		$topics = get_post_meta( $id, 'etn_schedule_topics', true );
		$this->assertSame(
			array(
				'etn_schedule_topic'     => 'First',
				'etn_shedule_start_time' => '09:00',
				'etn_shedule_end_time'   => '10:00',
				'speakers'               => array( $speaker ),
				'etn_shedule_room'       => '',
				'etn_shedule_objective'  => '',
			),
			$topics[0],
			'stored ordered by start time, speakers where Eventin 4 reads them'
		);
		$this->assertSame( 'Second', $topics[1]['etn_schedule_topic'] );
	}

	public function test_reads_schedules_saved_by_eventin_4(): void {
		$this->as_user( 'administrator' );
		$speaker = $this->speaker();
		$id      = wp_insert_post(
			array(
				'post_type'   => 'etn-schedule',
				'post_status' => 'publish',
				'post_title'  => 'Imported',
			)
		);
		update_post_meta( $id, 'etn_schedule_title', '(Demo) Imported day' );
		update_post_meta( $id, 'etn_schedule_date', '2025-06-15' );
		update_post_meta(
			$id,
			'etn_schedule_topics',
			array(
				array(
					'etn_schedule_topic'     => 'Afternoon',
					'etn_shedule_start_time' => '1:00 PM',
					'etn_shedule_end_time'   => '02:30 PM',
					'speakers'               => array( (string) $speaker ),
					'etn_shedule_room'       => 'Main Hall A',
				),
				'junk',
				array(
					'etn_schedule_topic'     => 'Morning',
					'etn_shedule_start_time' => '10:00 AM',
					'etn_shedule_end_time'   => '11:30 AM',
					'etn_shedule_speaker'    => $speaker,
					'etn_shedule_objective'  => array( 'not text' ),
				),
			)
		);
		$body = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertSame( '(Demo) Imported day', $body['program_title'] );
		$this->assertSame( '2025-06-15', $body['date'] );
		$this->assertSame(
			array(
				array(
					'start_time' => '10:00',
					'end_time'   => '11:30',
					'topic'      => 'Morning',
					'speakers'   => array( $speaker ),
					'objective'  => '',
					'room'       => '',
				),
				array(
					'start_time' => '13:00',
					'end_time'   => '14:30',
					'topic'      => 'Afternoon',
					'speakers'   => array( $speaker ),
					'objective'  => '',
					'room'       => 'Main Hall A',
				),
			),
			$body['slots']
		);
		$update = $this->request( 'PUT', self::ROUTE . "/$id", array( 'slots' => $body['slots'] ) );
		$this->assertStatus( 200, $update, 'an item read can be written back' );
		$this->assertSame( $body['slots'], $this->json( $update )['slots'] );
	}

	public function test_update_changes_only_the_fields_sent(): void {
		$this->as_user( 'administrator' );
		$id       = $this->schedule(
			array(
				'program_title' => 'Before',
				'date'          => '2026-06-01',
				'slots'         => array( $this->slot( '09:00', '10:00' ) ),
			)
		);
		$response = $this->request( 'PUT', self::ROUTE . "/$id", array( 'program_title' => 'After' ) );
		$this->assertStatus( 200, $response );
		$body = $this->json( $response );
		$this->assertSame( 'After', $body['program_title'] );
		$this->assertSame( 'After', get_post( $id )->post_title, 'post title follows' );
		$this->assertSame( '2026-06-01', $body['date'] );
		$this->assertCount( 1, $body['slots'] );

		$body = $this->json(
			$this->request(
				'PATCH',
				self::ROUTE . "/$id",
				array(
					'date'  => '2026-06-03',
					'slots' => array(),
				)
			)
		);
		$this->assertSame( '2026-06-03', $body['date'] );
		$this->assertSame( 'Wednesday', get_post_meta( $id, 'etn_schedule_day', true ) );
		$this->assertSame( array(), $body['slots'], 'slots may be emptied' );
		$this->assertSame( 'After', $body['program_title'] );
	}

	public function test_slots_may_touch_but_not_overlap(): void {
		$this->as_user( 'administrator' );
		$touching = $this->request(
			'POST',
			self::ROUTE,
			array(
				'program_title' => 'Back to back',
				'date'          => '2026-06-01',
				'slots'         => array( $this->slot( '09:00', '10:00' ), $this->slot( '10:00', '11:00' ) ),
			)
		);
		$this->assertStatus( 201, $touching );

		$overlap = $this->request(
			'POST',
			self::ROUTE,
			array(
				'program_title' => 'Clash',
				'date'          => '2026-06-01',
				'slots'         => array( $this->slot( '13:00', '14:00' ), $this->slot( '09:00', '10:00' ), $this->slot( '09:30', '11:00' ) ),
			)
		);
		$this->assertInvalidField( 'slots', $overlap );
		$this->assertStringContainsString( 'Slots 2 and 3 overlap', $this->reason( 'slots', $overlap ) );
		$this->assertStringContainsString( '09:00 - 10:00', $this->reason( 'slots', $overlap ) );
		$this->assertStringContainsString( '09:30 - 11:00', $this->reason( 'slots', $overlap ) );
	}

	public function test_slot_messages_name_the_slot(): void {
		$this->as_user( 'administrator' );
		$editor   = $this->make_user( 'editor' );
		$post     = function ( array $second ) {
			return $this->request(
				'POST',
				self::ROUTE,
				array(
					'program_title' => 'Checked',
					'date'          => '2026-06-01',
					'slots'         => array( $this->slot( '08:00', '08:30' ), $second ),
				)
			);
		};
		$messages = array(
			'Slot 2: the end time must be after the start time.' => $this->slot( '10:00', '09:59' ),
			'Slot 2: the end time must be after the start time. ' => $this->slot( '10:00', '10:00' ),
			'Slot 2: the start time must be a 24-hour time HH:mm (e.g. 09:30).' => $this->slot( '9:00', '10:00' ),
			'Slot 2: the end time must be a 24-hour time HH:mm (e.g. 09:30).' => $this->slot( '09:00', '10:00 PM' ),
			'Slot 2: the topic is required.'           => $this->slot( '09:00', '10:00', '<b></b>' ),
			'Slot 2: there is no user with id 987654.' => $this->slot( '09:00', '10:00', 'Talk', array( 987654 ) ),
			"Slot 2: user $editor is not a speaker or organizer." => $this->slot( '09:00', '10:00', 'Talk', array( $editor ) ),
		);
		foreach ( $messages as $expected => $slot ) {
			$response = $post( $slot );
			$this->assertInvalidField( 'slots', $response, $expected );
			$this->assertSame( trim( $expected ), $this->reason( 'slots', $response ) );
		}
		$this->assertSame( 0, $this->schedule_count(), 'nothing was stored' );
	}

	public function test_delete_and_bulk_delete(): void {
		$this->as_user( 'administrator' );
		$one   = $this->schedule( array( 'program_title' => 'One' ) );
		$two   = $this->schedule( array( 'program_title' => 'Two' ) );
		$three = $this->schedule( array( 'program_title' => 'Three' ) );

		$response = $this->request( 'DELETE', self::ROUTE . "/$one" );
		$this->assertStatus( 200, $response );
		$this->assertTrue( $this->json( $response )['deleted'] );
		$this->assertSame( 'One', $this->json( $response )['previous']['program_title'] );
		$this->assertNull( get_post( $one ), 'deleted for good' );
		$this->assertStatus( 404, $this->request( 'DELETE', self::ROUTE . "/$one" ) );

		$bulk = $this->json( $this->request( 'DELETE', self::ROUTE . "?ids=$two,$three,$one" ) );
		$this->assertSame( array( $two, $three ), $bulk['deleted'] );
		$this->assertSame( array( $one ), array_column( $bulk['failed'], 'id' ), 'what failed is reported' );
		$this->assertNotEmpty( $bulk['failed'][0]['message'] );
		$this->assertSame( 0, $this->schedule_count() );

		$event = wp_insert_post(
			array(
				'post_type'   => 'etn',
				'post_status' => 'publish',
				'post_title'  => 'Not a schedule',
			)
		);
		$bulk  = $this->json( $this->request( 'DELETE', self::ROUTE, array( 'ids' => array( $event ) ) ) );
		$this->assertSame( array(), $bulk['deleted'] );
		$this->assertInstanceOf( \WP_Post::class, get_post( $event ), 'other post types are never deleted here' );
	}

	public function test_clone_copies_date_and_slots_with_a_copy_title(): void {
		$this->as_user( 'administrator' );
		$speaker  = $this->speaker();
		$id       = $this->schedule(
			array(
				'program_title' => 'Original',
				'date'          => '2026-06-01',
				'slots'         => array(
					$this->slot( '09:00', '10:00', 'First', array( $speaker ) ),
					$this->slot( '10:00', '11:00', 'Second' ),
				),
			)
		);
		$response = $this->request( 'GET', self::ROUTE . "/$id/clone" );
		$this->assertStatus( 201, $response );
		$copy     = $this->json( $response );
		$original = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertNotSame( $id, $copy['id'] );
		$this->assertSame( 'Original (Copy)', $copy['program_title'] );
		$this->assertSame( $original['date'], $copy['date'] );
		$this->assertSame( $original['slots'], $copy['slots'] );
		$this->assertSame( 'Original', $original['program_title'], 'the original is unchanged' );
		$this->assertSame( 2, $this->schedule_count() );

		$long = $this->schedule( array( 'program_title' => str_repeat( 'L', 200 ) ) );
		$copy = $this->json( $this->request( 'GET', self::ROUTE . "/$long/clone" ) );
		$this->assertSame( 200, mb_strlen( $copy['program_title'] ), 'a copy of a long title still fits' );
		$this->assertStringEndsWith( ' (Copy)', $copy['program_title'] );
	}

	public function test_deleting_a_schedule_leaves_events_working(): void {
		$this->as_user( 'administrator' );
		$kept    = $this->schedule( array( 'program_title' => 'Kept' ) );
		$deleted = $this->schedule( array( 'program_title' => 'Deleted' ) );
		$event   = ( new EventsService() )->create(
			array(
				'title'       => 'Uses schedules',
				'start_date'  => '2026-06-01',
				'post_status' => 'publish',
				'schedules'   => array( $deleted, $kept ),
			)
		);
		$other   = ( new EventsService() )->create(
			array(
				'title'      => 'Only the deleted one',
				'start_date' => '2026-06-02',
				'schedules'  => array( $deleted ),
			)
		);
		$this->assertStatus( 200, $this->request( 'DELETE', self::ROUTE . "/$deleted" ) );

		$read = $this->request( 'GET', '/eventin/v2/events/' . $event['id'] );
		$this->assertStatus( 200, $read );
		$this->assertSame( array( $kept ), $this->json( $read )['schedules'], 'the event forgot the deleted schedule' );
		$this->assertSame( array(), $this->json( $this->request( 'GET', '/eventin/v2/events/' . $other['id'] ) )['schedules'] );
		$list = $this->request( 'GET', '/eventin/v2/events', array( 'status' => 'all' ) );
		$this->assertStatus( 200, $list );
		$this->assertSame( 2, $this->json( $list )['total_items'] );
		$save = $this->request( 'PUT', '/eventin/v2/events/' . $event['id'], $this->json( $read ) );
		$this->assertStatus( 200, $save, 'the event saves as read' );

		wp_delete_post( $kept, true );
		$this->assertSame( array(), $this->json( $this->request( 'GET', '/eventin/v2/events/' . $event['id'] ) )['schedules'], 'whoever deletes it' );
	}

	public function test_only_the_schedule_permission_edits_the_post_type(): void {
		$id        = $this->schedule();
		$scheduler = $this->make_user( 'schedule_only', array( 'etn_manage_schedule' ) );
		wp_set_current_user( $scheduler );
		$this->assertTrue( current_user_can( 'edit_post', $id ) );
		$this->assertTrue( current_user_can( 'delete_post', $id ) );
		foreach ( array( 'editor', 'author' ) as $role ) {
			wp_set_current_user( 0 );
			$this->as_user( $role );
			$this->assertFalse( current_user_can( 'edit_post', $id ), $role );
			$this->assertFalse( current_user_can( 'delete_post', $id ), $role );
		}
		$this->assertFalse( get_post_type_object( 'etn-schedule' )->show_ui );
		$this->assertFalse( get_post_type_object( 'etn-schedule' )->show_in_rest );
	}
}
