<?php
/**
 * The RSVP report routes: the events with RSVP and their counts (one grouped
 * query), an event's answers with the status filter defaulting to going,
 * search and dates, edits that keep the limit, deletes, the CSV export,
 * Eventin 4's stored answers, and who may call them.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Rsvp;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\CsvExport;
use EventinPro\Events\EventsDemoData;
use EventinPro\Rsvp\RsvpDemoData;
use EventinPro\Rsvp\RsvpRepository;

/**
 * Report.
 */
final class ReportTest extends RsvpTestCase {

	public function test_the_report_lists_events_with_rsvp_and_counts_people_per_answer(): void {
		$this->as_user( 'administrator' );
		$party = self::rsvp_event( array(), 'Garden party' );
		self::eventin_answer( $party, 'Ann Lee', 'going', 3 );
		self::eventin_answer( $party, 'Bob Ray', 'not going', 1 );
		self::eventin_answer( $party, 'Cy Dow', 'not_going', 1 );
		self::eventin_answer( $party, 'Di Fox', 'maybe', 2 );
		$old = self::rsvp_event( array( 'etn_rsvp_limit_amount' => 0 ), 'Old flag only' );
		delete_post_meta( $old, 'rsvp_settings' );
		self::make_plain_event();

		$response = $this->request( 'GET', '/eventin/v2/rsvp-report' );
		$this->assertStatus( 200, $response );
		$body = $this->json( $response );
		$this->assertSame( 2, $body['total_items'] );
		$rows = array_column( $body['items'], null, 'id' );
		$this->assertEquals(
			array(
				'going'     => 3,
				'not_going' => 2,
				'maybe'     => 2,
				'responses' => 4,
				'limit'     => 10,
			),
			array_intersect_key( $rows[ $party ], array_flip( array( 'going', 'not_going', 'maybe', 'responses', 'limit' ) ) )
		);
		$this->assertSame( 'Garden party', $rows[ $party ]['title'] );
		$this->assertSame( 0, $rows[ $old ]['limit'] );
		$this->assertSame( 1, $this->json( $this->request( 'GET', '/eventin/v2/rsvp-report', array( 'search' => 'Garden' ) ) )['total_items'] );
	}

	/**
	 * A published event without RSVP.
	 */
	private static function make_plain_event(): int {
		$event = ( new \EventinPro\Events\EventsService() )->create(
			array(
				'title'       => 'No RSVP here',
				'post_status' => 'publish',
				'start_date'  => gmdate( 'Y-m-d', time() + DAY_IN_SECONDS ),
			)
		);
		return (int) $event['id'];
	}

	public function test_an_events_answers_default_to_going_and_filter_by_status_search_and_date(): void {
		$this->as_user( 'administrator' );
		$event = self::rsvp_event();
		$ann   = self::eventin_answer( $event, 'Ann Lee', 'going', 3, '2026-03-01 10:00:00' );
		$bob   = self::eventin_answer( $event, 'Bob Ray', 'not going', 1, '2026-03-05 10:00:00' );
		$cy    = self::eventin_answer( $event, 'Cy Dow', 'going', 1, '2026-03-09 10:00:00' );
		$guest = wp_insert_post(
			array(
				'post_type'   => RsvpRepository::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => 'Ann guest',
				'post_parent' => $ann,
			)
		);
		add_post_meta( $guest, 'event_id', (string) $event );

		$get     = function ( array $params = array() ) use ( $event ): array {
			$response = $this->request( 'GET', "/eventin/v2/rsvp-report/$event", $params );
			$this->assertStatus( 200, $response );
			return $this->json( $response );
		};
		$default = $get();
		$this->assertSame( array( $cy, $ann ), array_column( $default['items'], 'id' ), 'going, newest first; guests are not answers' );
		$this->assertSame(
			array(
				'going'     => 4,
				'not_going' => 1,
				'maybe'     => 0,
				'limit'     => 10,
			),
			$default['counts']
		);
		$this->assertSame( 'Garden party', $default['event']['title'] );
		$this->assertSame(
			array(
				array(
					'id'    => $guest,
					'name'  => 'Ann guest',
					'email' => '',
				),
			),
			$default['items'][1]['guests']
		);
		$this->assertSame( 'not_going', $get( array( 'status' => 'not_going' ) )['items'][0]['status'] );
		$this->assertSame( 3, $get( array( 'status' => 'all' ) )['total_items'] );
		$this->assertSame(
			array( $bob ),
			array_column(
				$get(
					array(
						'status' => 'all',
						'search' => 'bob',
					)
				)['items'],
				'id'
			),
			'the start of the name'
		);
		$this->assertSame(
			array( $cy ),
			array_column(
				$get(
					array(
						'status' => 'all',
						'search' => 'cy.dow@',
					)
				)['items'],
				'id'
			),
			'the start of the e-mail address'
		);
		$this->assertSame(
			array( $bob ),
			array_column(
				$get(
					array(
						'status'    => 'all',
						'date_from' => '2026-03-02',
						'date_to'   => '2026-03-05',
					)
				)['items'],
				'id'
			)
		);
		$this->assertStatus( 400, $this->request( 'GET', "/eventin/v2/rsvp-report/$event", array( 'status' => 'yes' ) ) );
		$this->assertStatus( 400, $this->request( 'GET', "/eventin/v2/rsvp-report/$event", array( 'date_from' => '1 March' ) ) );
		$this->assertStatus( 404, $this->request( 'GET', '/eventin/v2/rsvp-report/999999' ) );
	}

	public function test_a_page_of_answers_costs_the_same_queries_for_3_or_30(): void {
		$this->as_user( 'administrator' );
		$event = self::rsvp_event();
		$count = function () use ( $event ): int {
			return $this->count_queries(
				function () use ( $event ): void {
					wp_cache_flush();
					$this->request( 'GET', "/eventin/v2/rsvp-report/$event", array( 'per_page' => 50 ) );
				}
			);
		};
		for ( $n = 0; $n < 3; $n++ ) {
			self::eventin_answer( $event, "Few $n", 'going', 1 );
		}
		$few = $count();
		for ( $n = 0; $n < 27; $n++ ) {
			self::eventin_answer( $event, "Many $n", 'going', 1 );
		}
		$this->assertSame( $few, $count() );
		$this->assertLessThanOrEqual( 16, $few );
	}

	public function test_an_edit_keeps_the_limit_and_names_bad_fields(): void {
		$this->as_user( 'administrator' );
		$event = self::rsvp_event( array( 'etn_rsvp_limit_amount' => 4 ) );
		$ann   = self::eventin_answer( $event, 'Ann Lee', 'going', 3 );
		$bob   = self::eventin_answer( $event, 'Bob Ray', 'maybe', 1 );

		$full = $this->request(
			'PUT',
			"/eventin/v2/rsvp-report/$bob",
			array(
				'status' => 'going',
				'people' => 2,
				'guests' => array( array( 'name' => 'Bo' ) ),
			)
		);
		$this->assertStatus( 409, $full );
		$this->assertSame( 'Only 1 place is left.', $this->json( $full )['message'] );

		$ok = $this->request( 'PUT', "/eventin/v2/rsvp-report/$bob", array( 'status' => 'going' ) );
		$this->assertStatus( 200, $ok );
		$this->assertSame( 'going', $this->json( $ok )['status'] );
		$this->assertSame( 'going', get_post_meta( $bob, 'etn_rsvp_value', true ) );

		$own = $this->request(
			'PUT',
			"/eventin/v2/rsvp-report/$ann",
			array(
				'people' => 3,
				'guests' => array(
					array( 'name' => 'A' ),
					array( 'name' => 'B' ),
				),
			)
		);
		$this->assertStatus( 200, $own, "an answer's own places are its own" );

		$bad = $this->request( 'PUT', "/eventin/v2/rsvp-report/$ann", array( 'email' => 'not-an-address' ) );
		$this->assertStatus( 400, $bad );
		$this->assertArrayHasKey( 'email', $this->json( $bad )['data']['params'] );
		$this->assertStatus( 400, $this->request( 'PUT', "/eventin/v2/rsvp-report/$ann", array( 'status' => 'yes' ) ) );
		$this->assertStatus( 404, $this->request( 'PUT', '/eventin/v2/rsvp-report/999999', array( 'status' => 'going' ) ) );
	}

	public function test_answers_are_deleted_with_their_guests_one_or_many(): void {
		$this->as_user( 'administrator' );
		$event          = self::rsvp_event();
		list( , $made ) = self::answer( self::going( $event ) );
		$id             = $made['answer']['id'];
		$guest          = (int) key(
			get_children(
				array(
					'post_parent' => $id,
					'post_type'   => RsvpRepository::POST_TYPE,
				)
			)
		);
		$this->as_user( 'administrator' );
		$response = $this->request( 'DELETE', "/eventin/v2/rsvp-report/$id" );
		$this->assertStatus( 200, $response );
		$this->assertSame( 'Grace Hopper', $this->json( $response )['previous']['name'] );
		$this->assertNull( get_post( $id ) );
		$this->assertNull( get_post( $guest ) );
		$this->assertStatus( 404, $this->request( 'DELETE', "/eventin/v2/rsvp-report/$id" ) );

		$a    = self::eventin_answer( $event, 'Ann Lee', 'going', 1 );
		$bulk = $this->json( $this->request( 'DELETE', '/eventin/v2/rsvp-report', array( 'ids' => "$a,999999" ) ) );
		$this->assertSame( array( $a ), $bulk['deleted'] );
		$this->assertSame( 999999, $bulk['failed'][0]['id'] );
	}

	public function test_the_export_is_a_csv_of_the_filtered_answers(): void {
		$this->as_user( 'administrator' );
		$event = self::rsvp_event();
		self::eventin_answer( $event, 'Ann Lee', 'going', 2 );
		self::eventin_answer( $event, '=Bob Ray', 'maybe', 1 );
		$response = $this->request( 'GET', "/eventin/v2/rsvp-report/$event/export", array( 'status' => 'all' ) );
		$this->assertStatus( 200, $response );
		$csv = CsvExport::body( $response );
		$this->assertStringStartsWith( "ID,Name,Email,Answer,People,Guests,Reason,Date\n", ltrim( $csv, "\xEF\xBB\xBF" ) );
		$this->assertStringContainsString( ',"Ann Lee",ann.lee@example.org,Going,2,', $csv );
		$this->assertStringContainsString( "'=Bob Ray", $csv, 'a formula is defused' );
		$this->assertStringNotContainsString( 'Ann Lee', CsvExport::body( $this->request( 'GET', "/eventin/v2/rsvp-report/$event/export", array( 'status' => 'maybe' ) ) ) );
	}

	public function test_the_demo_data_gives_one_upcoming_event_a_dozen_answers(): void {
		EventsDemoData::seed();
		RsvpDemoData::seed();
		$this->as_user( 'administrator' );
		$report = $this->json( $this->request( 'GET', '/eventin/v2/rsvp-report' ) );
		$this->assertSame( 1, $report['total_items'] );
		$row = $report['items'][0];
		$this->assertSame( 'upcoming', $row['status'] );
		$this->assertSame( 12, $row['responses'] );
		$this->assertSame( array( 14, 2, 4, 30 ), array( $row['going'], $row['not_going'], $row['maybe'], $row['limit'] ) );
		$preview = $this->json(
			$this->request(
				'POST',
				'/eventin/v2/rsvp-invitations/preview',
				array(
					'event_id'   => $row['id'],
					'recipients' => array( 'answers' => array( 'not_answered' ) ),
					'subject'    => 'Reminder',
					'message'    => 'Hello {{attendee_name}}',
				)
			)
		);
		$this->assertSame( array( 'maya.cohen@example.org', 'nils.olsen@example.org', 'olga.petrova@example.org' ), array_column( $preview['sample'], 'email' ), 'invited earlier, not answered yet' );
	}

	/**
	 * Who may read and change the report.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'event-only role'    => array( 'rsvp_matrix_events', array( Permissions::EVENT ), true ),
				'attendee-only role' => array( 'rsvp_matrix_attendees', array( Permissions::ATTENDEE ), false ),
				'rsvp-only role'     => array( 'rsvp_matrix_rsvp', array( 'etn_manage_rsvp' ), false ),
			)
		);
	}

	/**
	 * The route × role matrix; the answer route is public to everyone.
	 *
	 * @dataProvider roles
	 * @param string|int $role    Role (0: anonymous).
	 * @param string[]   $caps    Caps of a custom role.
	 * @param bool       $allowed Whether it may use the report.
	 */
	public function test_route_role_matrix( $role, array $caps, bool $allowed ): void {
		$event = self::rsvp_event();
		$id    = self::eventin_answer( $event, 'Ann Lee', 'going', 1 );
		$other = self::eventin_answer( $event, 'Bob Ray', 'going', 1 );
		wp_set_current_user( $this->matrix_user( $role, $caps ) );
		$denied = 0 === $role ? 401 : 403;
		$calls  = array(
			array( 'GET', '/eventin/v2/rsvp-report', array() ),
			array( 'GET', "/eventin/v2/rsvp-report/$event", array() ),
			array( 'GET', "/eventin/v2/rsvp-report/$event/export", array() ),
			array( 'PUT', "/eventin/v2/rsvp-report/$id", array( 'status' => 'maybe' ) ),
			array( 'DELETE', '/eventin/v2/rsvp-report', array( 'ids' => (string) $other ) ),
			array( 'DELETE', "/eventin/v2/rsvp-report/$id", array() ),
		);
		foreach ( $calls as list( $method, $route, $params ) ) {
			$this->assertStatus( $allowed ? 200 : $denied, $this->request( $method, $route, $params ), "$method $route" );
		}
		$this->assertSame( $allowed ? null : 'going', $allowed ? ( get_post( $id ) ? 'kept' : null ) : get_post_meta( $id, 'etn_rsvp_value', true ) );
		list( $status ) = self::answer( self::going( $event, array( 'email' => 'public-' . wp_generate_password( 6, false ) . '@example.org' ) ) );
		$this->assertSame( 201, $status, 'anyone may answer' );
	}
}
