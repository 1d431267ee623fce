<?php
/**
 * Placeholders: every one filled from an event and an attendee, dates in the
 * event's timezone, values escaped, one pass, hostile values inert.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Templates;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsService;
use EventinPro\Settings\Money;
use EventinPro\Templates\Placeholders;

/**
 * Placeholder replacement.
 */
final class PlaceholdersTest extends TemplatesTestCase {

	/**
	 * Event and attendee as the services give them.
	 *
	 * @param array<string,mixed> $attendee Attendee fields.
	 * @param array<string,mixed> $event    Event fields.
	 * @return array{0:array<string,mixed>,1:array<string,mixed>}
	 */
	private function pair( array $attendee = array(), array $event = array() ): array {
		$event_id = $this->event(
			$event + array(
				'title'      => 'Spring Conference',
				'start_date' => '2026-06-01',
				'start_time' => '09:30',
				'end_date'   => '2026-06-02',
				'end_time'   => '17:15',
				'timezone'   => 'Asia/Dhaka',
				'location'   => array(
					'type'    => 'offline',
					'address' => 'Hall 1, Dhaka',
				),
			)
		);
		$id       = ( new AttendeesService() )->create(
			$event_id,
			$attendee + array(
				'name'           => 'Ada Lovelace',
				'email'          => 'ada@example.org',
				'phone'          => '+880 1700 000000',
				'ticket_name'    => 'VIP',
				'ticket_price'   => 25,
				'payment_status' => 'success',
				'seat'           => 'A-12',
				'extra_fields'   => array(
					'company'   => 'Analytical Engines',
					'interests' => array( 'math', 'poetry' ),
				),
			)
		);
		$this->assertIsInt( $id );
		return array( ( new EventsService() )->get( $event_id ), ( new AttendeesService() )->get( $id ) );
	}

	public function test_every_placeholder_the_builder_lists_is_filled(): void {
		update_option( 'date_format', 'Y-m-d' );
		update_option( 'time_format', 'H:i' );
		list( $event, $attendee ) = $this->pair();
		$html                     = '';
		foreach ( Placeholders::KEYS as $key ) {
			$html .= "<p data-k=\"$key\">{{" . $key . '}}</p>';
		}
		$out = Placeholders::replace( $html, $event, $attendee );

		$this->assertStringNotContainsString( '{{', $out, 'nothing left unreplaced' );
		$expected = array(
			'event_title'      => 'Spring Conference',
			'event_location'   => 'Hall 1, Dhaka',
			'event_start_date' => '2026-06-01',
			'event_end_time'   => '17:15',
			'event_timezone'   => 'Asia/Dhaka',
			'attendee_name'    => 'Ada Lovelace',
			'attendee_email'   => 'ada@example.org',
			'attendee_phone'   => '+880 1700 000000',
			'ticket_id'        => esc_html( $attendee['ticket_id'] ),
			'ticket_price'     => esc_html( Money::price( 25.0 ) ),
			'ticket_type'      => 'VIP',
			'attendee_seat'    => 'A-12',
			'payment_status'   => 'Paid',
			'extra_fields'     => '<ul class="eventin-extra-fields"><li><strong>Company:</strong> Analytical Engines</li><li><strong>Interests:</strong> math, poetry</li></ul>',
		);
		$this->assertSame( Placeholders::KEYS, array_keys( $expected ), 'the spec\'s list, in its order' );
		foreach ( $expected as $key => $value ) {
			$this->assertStringContainsString( "<p data-k=\"$key\">$value</p>", $out, $key );
		}
		$this->assertNotSame( '', $attendee['ticket_id'] );
		$this->assertStringContainsString( '25.00', Money::price( 25.0 ), 'priced as the ticket page prices' );

		$eventin = Placeholders::replace( '{{event_start_time}}|{{event_end_date}}|{{extra_fields_inline}}', $event, $attendee );
		$this->assertSame( '09:30|2026-06-02|Analytical Engines, math, poetry', $eventin, "Eventin 4's other placeholders" );
	}

	public function test_dates_are_in_the_events_timezone_not_the_sites(): void {
		update_option( 'timezone_string', 'America/New_York' );
		update_option( 'date_format', 'F j, Y' );
		update_option( 'time_format', 'g:i a' );
		list( $event ) = $this->pair(
			array(),
			array(
				'start_date' => '2026-12-31',
				'start_time' => '23:30',
				'end_date'   => '2027-01-01',
				'end_time'   => '00:45',
				'timezone'   => 'Asia/Tokyo',
			)
		);
		$this->assertSame( 'December 31, 2026|January 1, 2027|12:45 am|Asia/Tokyo', Placeholders::replace( '{{event_start_date}}|{{event_end_date}}|{{event_end_time}}|{{event_timezone}}', $event, null ) );

		$no_time = $this->pair(
			array(),
			array(
				'start_time' => '',
				'end_time'   => '',
				'end_date'   => '',
				'timezone'   => '',
			)
		)[0];
		$this->assertSame( 'June 1, 2026||America/New_York', Placeholders::replace( '{{event_start_date}}|{{event_end_time}}|{{event_timezone}}', $no_time, null ), 'no stored time prints none; no timezone is the site\'s' );
	}

	/**
	 * Hostile values and what they must print as.
	 *
	 * @return array<string,array{0:string}>
	 */
	public function hostile(): array {
		return array(
			'shortcode'         => array( '[gallery ids="1"] [eventin_events]' ),
			'block comment'     => array( '<!-- wp:paragraph --><p>Injected</p><!-- /wp:paragraph -->' ),
			'script'            => array( '<script>alert(1)</script>' ),
			'attribute breaker' => array( '"><img src=x onerror=alert(1)>' ),
			'single quote'      => array( "' onmouseover='alert(1)" ),
			'placeholder'       => array( '{{ticket_id}} {{attendee_email}}' ),
			'entity'            => array( '&lt;script&gt; &amp; &#x3C;' ),
		);
	}

	/**
	 * @dataProvider hostile
	 *
	 * @param string $value Attendee name and event title.
	 */
	public function test_hostile_values_stay_text( string $value ): void {
		list( $event, $attendee ) = $this->pair( array( 'extra_fields' => array( 'note' => $value ) ), array( 'title' => 'Conf' ) );
		$attendee['name']         = $value; // As stored by older data or another plugin, not cleaned by our forms.
		$attendee['seat']         = $value;
		$event['title']           = $value;
		$html                     = '<div title="{{attendee_name}}" data-seat=\'{{attendee_seat}}\'><h1>{{event_title}}</h1><p>{{attendee_name}}</p>{{extra_fields}}</div>';
		$out                      = Placeholders::replace( $html, $event, $attendee );
		$escaped                  = esc_html( $value );

		$this->assertSame(
			'<div title="' . $escaped . '" data-seat=\'' . $escaped . '\'><h1>' . $escaped . '</h1><p>' . $escaped . '</p><ul class="eventin-extra-fields"><li><strong>Note:</strong> ' . $escaped . '</li></ul></div>',
			$out
		);
		$this->assertStringNotContainsString( '<script', $out );
		$this->assertStringNotContainsString( '<img', $out );
		$this->assertStringNotContainsString( '<!-- wp:', $out );
		$this->assertStringNotContainsString( $attendee['ticket_id'], $out, 'a value holding a placeholder is not expanded' );
		$this->assertStringNotContainsString( 'ada@example.org', $out );
		// Replacement comes after rendering; even parsed as blocks again, a value is no block.
		$this->assertStringNotContainsString( '<p>Injected</p>', do_blocks( $out ) );
	}

	public function test_one_pass_whatever_the_order(): void {
		list( $event, $attendee ) = $this->pair();
		$attendee['name']         = '{{attendee_email}}';
		$attendee['email']        = '{{attendee_name}}';
		$this->assertSame( '{{attendee_email}} / {{attendee_name}}', Placeholders::replace( '{{attendee_name}} / {{attendee_email}}', $event, $attendee ) );
		$this->assertSame( '{{ unknown }} {{not_a_key}}', Placeholders::replace( '{{ unknown }} {{not_a_key}}', $event, $attendee ), 'other braces stay' );
	}

	public function test_missing_event_or_attendee_reads_empty(): void {
		$keys = '';
		foreach ( array_merge( Placeholders::KEYS, Placeholders::EVENTIN_KEYS ) as $key ) {
			$keys .= '{{' . $key . '}}|';
		}
		$this->assertSame( str_repeat( '|', count( Placeholders::KEYS ) + count( Placeholders::EVENTIN_KEYS ) ), Placeholders::replace( $keys, null, null ) );
		$this->assertSame( 'x', Placeholders::replace_for_attendee( 'x', 0 ) );
		$this->assertSame( '|', Placeholders::replace_for_attendee( '{{attendee_name}}|{{event_title}}', 999999 ) );
	}

	public function test_replace_for_attendee_reads_the_attendee_and_their_event(): void {
		list( $event, $attendee ) = $this->pair( array( 'payment_status' => 'pending' ), array( 'location' => array( 'type' => 'online' ) ) );
		$this->assertSame(
			'Ada Lovelace|Spring Conference|Online|Pending payment|' . esc_html( $attendee['ticket_id'] ),
			Placeholders::replace_for_attendee( '{{attendee_name}}|{{event_title}}|{{event_location}}|{{payment_status}}|{{ticket_id}}', $attendee['id'] )
		);
		$this->assertSame( $event['id'], $attendee['event_id'] );
	}

	public function test_free_tickets_and_the_filter(): void {
		list( $event, $attendee ) = $this->pair( array( 'ticket_price' => 0 ) );
		$this->assertSame( 'Free', Placeholders::replace( '{{ticket_price}}', $event, $attendee ) );
		$add = static function ( array $values ): array {
			return $values + array( '{{custom}}' => esc_html( '<b>' ) );
		};
		add_filter( 'eventin_template_placeholders', $add );
		try {
			$this->assertSame( '&lt;b&gt;', Placeholders::replace( '{{custom}}', $event, $attendee ) );
		} finally {
			remove_filter( 'eventin_template_placeholders', $add );
		}
	}
}
