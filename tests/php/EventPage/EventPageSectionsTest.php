<?php
/**
 * The event page's sections: what a visitor reads, with the event's data.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\EventPage;

use EventinPro\Settings\SettingsRepository;
use EventinPro\Taxonomies\Taxonomies;

/**
 * Sections present with the right data, and the booking slot.
 */
final class EventPageSectionsTest extends EventPageTestCase {

	/**
	 * An event with a bit of everything.
	 *
	 * @param array<string,mixed> $fields Overrides.
	 */
	private function full_event( array $fields = array() ): int {
		$speaker   = $this->person(
			array(
				'name'        => 'Ada Lovelace',
				'designation' => 'Analyst',
			)
		);
		$organizer = $this->person(
			array(
				'name'     => 'Grace Hopper',
				'category' => array( 'organizer' ),
			)
		);
		$schedule  = $this->schedule(
			array(
				'program_title' => 'Day one',
				'slots'         => array(
					array(
						'start_time' => '09:00',
						'end_time'   => '10:00',
						'topic'      => 'Engines',
						'speakers'   => array( $speaker ),
						'objective'  => 'Learn engines',
						'room'       => 'Hall B',
					),
				),
			)
		);
		$category  = wp_insert_term( 'Science', Taxonomies::CATEGORY );
		$tag       = wp_insert_term( 'maths', Taxonomies::TAG );
		return $this->event(
			$fields + array(
				'title'             => 'Analytical Summit',
				'description'       => '<p>All about the engine.</p>',
				'start_date'        => '2026-06-01',
				'start_time'        => '09:00',
				'end_date'          => '2026-06-01',
				'end_time'          => '17:30',
				'timezone'          => 'Europe/Berlin',
				'location'          => array(
					'type'    => 'offline',
					'address' => '1 Main Street, Berlin',
				),
				'speakers'          => array( $speaker ),
				'organizers'        => array( $organizer ),
				'schedules'         => array( $schedule ),
				'categories'        => array( $category['term_id'] ),
				'tags'              => array( $tag['term_id'] ),
				'ticket_variations' => array(
					$this->ticket( 'Standard', 25, 100 ),
					$this->ticket( 'Community', 0, -1 ),
				),
			)
		);
	}

	/**
	 * Every section shows its data.
	 */
	public function test_sections_show_the_event(): void {
		( new SettingsRepository() )->update(
			array(
				'currency'          => 'EUR',
				'currency_position' => 'right_space',
			)
		);
		$this->visit( $this->full_event() );
		$html = $this->content();

		$this->assertStringContainsString( 'All about the engine.', $html, 'description' );
		$this->assertStringContainsString( 'datetime="2026-06-01T09:00:00+02:00"', $html, 'start in the event zone with its offset' );
		$this->assertStringContainsString( 'datetime="2026-06-01T17:30:00+02:00"', $html, 'end' );
		$this->assertStringContainsString( 'UTC+02:00, Europe/Berlin', $html );
		$this->assertStringContainsString( '1 Main Street, Berlin', $html );
		$this->assertStringContainsString( 'https://www.openstreetmap.org/search?query=1%20Main%20Street%2C%20Berlin', $html );
		$this->assertMatchesRegularExpression( '#<a href="[^"]+" rel="tag">Science</a>#', $html );
		$this->assertMatchesRegularExpression( '#<a href="[^"]+" rel="tag">maths</a>#', $html );
		$this->assertMatchesRegularExpression( '#is-speakers.*Ada Lovelace</a><span class="eventin-event__person-role">Analyst</span>#s', $html );
		$this->assertMatchesRegularExpression( '#is-organizers.*Grace Hopper</a>#s', $html );
		$this->assertStringContainsString( 'Day one', $html );
		$this->assertMatchesRegularExpression( '#09:00 – 10:00</span> <strong class="eventin-event__slot-topic">Engines</strong> <span class="eventin-event__slot-room">Hall B</span> <span class="eventin-event__slot-speakers">Ada Lovelace</span>#', $html );
		$this->assertMatchesRegularExpression( '#<th scope="row">Standard</th><td data-label="Price">25\.00 €</td><td data-label="Places left">100</td><td data-label="Status"><span class="eventin-event__sale is-on-sale">#', $html );
		$this->assertMatchesRegularExpression( '#<th scope="row">Community</th><td data-label="Price">Free</td><td data-label="Places left">Unlimited</td>#', $html );
		$this->assertStringContainsString( 'eventin_ics=1', $html, 'calendar link' );
		$this->assertStringNotContainsString( 'eventin-event__closed', $html, 'bookable: no reason shown' );
	}

	/**
	 * The author page link of a speaker.
	 */
	public function test_speakers_link_to_their_author_page(): void {
		$speaker = $this->person( array( 'name' => 'Linked Person' ) );
		$this->visit( $this->event( array( 'speakers' => array( $speaker ) ) ) );
		$this->assertStringContainsString( 'href="' . esc_url( get_author_posts_url( $speaker ) ) . '"', $this->content() );
	}

	/**
	 * The booking form comes from the filter, with the event; nothing of ours
	 * replaces it.
	 */
	public function test_booking_form_slot_gets_the_event(): void {
		$id     = $this->event( array( 'ticket_variations' => array( $this->ticket( 'Seat', 5, 10 ) ) ) );
		$seen   = array();
		$filter = static function ( $html, $event ) use ( &$seen ) {
			$seen[] = $event['id'];
			return '<form class="test-booking-form"></form>';
		};
		add_filter( 'eventin_event_booking_form', $filter, 10, 2 );
		$this->visit( $id );
		$html = $this->content();
		remove_filter( 'eventin_event_booking_form', $filter, 10 );
		$this->assertSame( array( $id ), $seen );
		$this->assertStringContainsString( '<form class="test-booking-form"></form>', $html );
	}

	/**
	 * Why an event takes no bookings; the form is not asked for.
	 *
	 * @dataProvider closed_events
	 *
	 * @param array<string,mixed> $fields  Event fields.
	 * @param string              $reason  Class modifier.
	 * @param string              $message Text.
	 */
	public function test_closed_events_say_why( array $fields, string $reason, string $message ): void {
		$asked  = 0;
		$filter = static function ( $html ) use ( &$asked ) {
			++$asked;
			return '<form class="test-booking-form"></form>';
		};
		add_filter( 'eventin_event_booking_form', $filter );
		$this->visit( $this->event( $fields + array( 'ticket_variations' => array( $this->ticket( 'Seat', 5, 10 ) ) ) ) );
		$html = $this->content();
		remove_filter( 'eventin_event_booking_form', $filter );
		$this->assertSame( 0, $asked, 'no form asked for' );
		$this->assertStringNotContainsString( 'test-booking-form', $html );
		$this->assertStringContainsString( 'eventin-event__closed is-' . $reason, $html );
		$this->assertStringContainsString( $message, $html );
	}

	/**
	 * Closed events.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string,2:string}>
	 */
	public function closed_events(): array {
		return array(
			'past'            => array(
				array(
					'start_date' => '2026-04-01',
					'end_date'   => '2026-04-02',
				),
				'past',
				'This event has ended.',
			),
			'deadline passed' => array( array( 'registration_deadline' => '2026-04-30 18:00' ), 'deadline', 'Registration for this event is closed.' ),
			'sold out'        => array(
				array(
					'ticket_variations' => array(
						array(
							'name'     => 'Seat',
							'price'    => 5,
							'capacity' => 0,
						),
					),
				),
				'sold-out',
				'This event is sold out.',
			),
			'no ticket types' => array( array( 'ticket_variations' => array() ), 'no-tickets', 'This event has no tickets on sale.' ),
		);
	}

	/**
	 * A deadline still ahead keeps the event open.
	 */
	public function test_deadline_ahead_takes_bookings(): void {
		$this->visit(
			$this->event(
				array(
					'registration_deadline' => '2026-05-02 18:00',
					'ticket_variations'     => array(
						$this->ticket(
							'Seat',
							5,
							10
						),
					),
				)
			)
		);
		$this->assertStringNotContainsString( 'eventin-event__closed', $this->content() );
	}

	/**
	 * The online link shows once the event has started, not before.
	 */
	public function test_online_link_once_started(): void {
		$id = $this->event(
			array(
				'start_date' => '2026-05-01',
				'start_time' => '10:00',
				'end_time'   => '18:00',
				'timezone'   => 'UTC',
				'location'   => array(
					'type'        => 'online',
					'online_link' => 'https://meet.example.org/room-1',
				),
			)
		);
		$this->freeze_now( '2026-05-01 09:00:00' );
		$this->visit( $id );
		$before = $this->content();
		$this->freeze_now( '2026-05-01 11:00:00' );
		$this->visit( $id );
		$during = $this->content();
		$this->assertStringNotContainsString( 'meet.example.org', $before );
		$this->assertStringContainsString( 'href="https://meet.example.org/room-1"', $during );
	}

	/**
	 * Sections are added on the event's own page only: not to another post's
	 * content, nor to the event's content outside the main loop.
	 */
	public function test_sections_only_on_the_event_page(): void {
		$id   = $this->event();
		$post = self::factory_post();
		$this->main_query( array( 'p' => $post ) );
		$this->assertStringNotContainsString( 'eventin-event', $this->content() );
		$this->visit( $id );
		$this->assertStringNotContainsString( 'eventin-event', (string) apply_filters( 'the_content', 'outside the loop' ), 'outside the loop' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
	}

	/**
	 * A published post.
	 */
	private static function factory_post(): int {
		return (int) wp_insert_post(
			array(
				'post_title'   => 'A post',
				'post_content' => 'Text',
				'post_status'  => 'publish',
			)
		);
	}
}
