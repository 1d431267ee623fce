<?php
/**
 * Eventin 4's ticket variations (event 15) keep every key Eventin stores when saved here.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Compat;

use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * Ticket variations on the Eventin 4.1.18 fixture.
 */
final class TicketVariationsTest extends TestCase {

	private const EVENT = 15;

	/**
	 * Loads the fixture as its administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		Eventin4Fixture::load();
		$this->as_user( 1 );
	}

	/**
	 * The variations as this plugin answers them, with Eventin's sold counts and per-order limits.
	 *
	 * @return array<int,array<string,mixed>>
	 */
	private function tickets(): array {
		return $this->json( $this->request( 'GET', '/eventin/v2/events/' . self::EVENT ) )['ticket_variations'];
	}

	/**
	 * Sold counts and per-order limits are read from Eventin's keys.
	 */
	public function test_sold_and_limits_are_read(): void {
		$tickets = $this->tickets();
		$this->assertSame( array( 'standard', 'community' ), array_column( $tickets, 'slug' ) );
		$this->assertSame( array( 3, 2 ), array_column( $tickets, 'sold' ) );
		$this->assertSame( array( 1, 1 ), array_column( $tickets, 'min_per_order' ) );
		$this->assertSame( array( 10, 10 ), array_column( $tickets, 'max_per_order' ) );
		$this->assertSame( array( 30, -1 ), array_column( $tickets, 'capacity' ) );
	}

	/**
	 * Sending the variations back unchanged leaves Eventin's stored value byte for byte.
	 */
	public function test_unchanged_save_keeps_the_stored_variations(): void {
		$before   = Eventin4Fixture::raw_post_meta( self::EVENT );
		$response = $this->request( 'PATCH', '/eventin/v2/events/' . self::EVENT, array( 'ticket_variations' => $this->tickets() ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$after = Eventin4Fixture::raw_post_meta( self::EVENT );
		$this->assertSame( $before['etn_ticket_variations'], $after['etn_ticket_variations'] );
		$this->assertSame( $before['etn_total_avaiilable_tickets'] ?? null, $after['etn_total_avaiilable_tickets'] ?? null );
	}

	/**
	 * A changed price changes that key only: sold counts, limits and Eventin's other keys stay.
	 */
	public function test_changed_price_keeps_eventins_keys(): void {
		$tickets                     = $this->tickets();
		$tickets[0]['price']         = 45;
		$tickets[1]['max_per_order'] = 4;
		$response                    = $this->request( 'PATCH', '/eventin/v2/events/' . self::EVENT, array( 'ticket_variations' => $tickets ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		$expected                        = Eventin4Fixture::post( self::EVENT )['meta']['etn_ticket_variations']['value'];
		$expected[0]['etn_ticket_price'] = 45;
		$expected[1]['etn_max_ticket']   = 4;
		$stored                          = get_post_meta( self::EVENT, 'etn_ticket_variations', true );
		$this->assertEquals( $expected, $stored );
		$this->assertSame( 3, $stored[0]['etn_sold_tickets'] );
		$this->assertSame( array( 3, 2 ), array_column( $this->tickets(), 'sold' ) );
	}

	/**
	 * A renamed variation is still the one bookings refer to: matched by slug, it keeps its slug and sold count.
	 */
	public function test_renamed_variation_keeps_its_slug_and_sold_count(): void {
		$tickets            = $this->tickets();
		$tickets[0]['name'] = 'Standard seat';
		$response           = $this->request( 'PATCH', '/eventin/v2/events/' . self::EVENT, array( 'ticket_variations' => $tickets ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		$stored = get_post_meta( self::EVENT, 'etn_ticket_variations', true );
		$this->assertSame( 'Standard seat', $stored[0]['etn_ticket_name'] );
		$this->assertSame( 'standard', $stored[0]['etn_ticket_slug'] );
		$this->assertSame( 3, $stored[0]['etn_sold_tickets'] );
	}

	/**
	 * A recurring parent's price change reaches its occurrences (17–20, which
	 * share its slug), and each keeps its own sold count and Eventin's keys.
	 */
	public function test_occurrences_keep_their_own_sold_counts(): void {
		$occurrence                        = get_post_meta( 18, 'etn_ticket_variations', true );
		$occurrence[0]['etn_sold_tickets'] = 2;
		update_post_meta( 18, 'etn_ticket_variations', $occurrence );

		$tickets             = $this->json( $this->request( 'GET', '/eventin/v2/events/16' ) )['ticket_variations'];
		$tickets[0]['price'] = 6;
		$response            = $this->request( 'PATCH', '/eventin/v2/events/16', array( 'ticket_variations' => $tickets ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		foreach ( array( 16, 17, 18, 19, 20 ) as $event ) {
			$expected                        = Eventin4Fixture::post( $event )['meta']['etn_ticket_variations']['value'];
			$expected[0]['etn_ticket_price'] = 6;
			$expected[0]['etn_sold_tickets'] = 18 === $event ? 2 : 0;
			$this->assertSame( $expected, get_post_meta( $event, 'etn_ticket_variations', true ), "event $event" );
		}
	}

	/**
	 * Two variations stored under one slug (old data) are matched in order, each keeping its keys.
	 */
	public function test_a_repeated_slug_matches_in_order(): void {
		$stored                       = get_post_meta( self::EVENT, 'etn_ticket_variations', true );
		$stored[1]['etn_ticket_slug'] = 'standard';
		update_post_meta( self::EVENT, 'etn_ticket_variations', $stored );
		$before = Eventin4Fixture::raw_post_meta( self::EVENT );

		$response = $this->request( 'PATCH', '/eventin/v2/events/' . self::EVENT, array( 'ticket_variations' => $this->tickets() ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $before['etn_ticket_variations'], Eventin4Fixture::raw_post_meta( self::EVENT )['etn_ticket_variations'] );
	}

	/**
	 * A new variation gets Eventin's keys; the others keep theirs.
	 */
	public function test_new_variation_gets_eventins_keys(): void {
		$tickets   = $this->tickets();
		$tickets[] = array(
			'name'     => 'Backstage',
			'price'    => 90,
			'capacity' => 5,
		);
		$response  = $this->request( 'PATCH', '/eventin/v2/events/' . self::EVENT, array( 'ticket_variations' => $tickets ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		$stored = get_post_meta( self::EVENT, 'etn_ticket_variations', true );
		$this->assertSame( Eventin4Fixture::post( self::EVENT )['meta']['etn_ticket_variations']['value'][1], $stored[1] );
		$this->assertSame( 'Backstage', $stored[2]['etn_ticket_name'] );
		$this->assertSame( 0, $stored[2]['etn_sold_tickets'] );
		$this->assertSame( 1, $stored[2]['etn_min_ticket'] );
		$this->assertSame( 5, $stored[2]['etn_max_ticket'] );
		$this->assertFalse( $stored[2]['etn_unlimited_tickets'] );
		$this->assertNotEmpty( $stored[2]['etn_ticket_slug'] );
	}

	/**
	 * Bad per-order limits answer 400 naming the field and change nothing.
	 *
	 * @dataProvider bad_limits
	 *
	 * @param array<string,int> $limits  Limits sent for the first variation.
	 * @param string            $message Expected message.
	 */
	public function test_bad_limits_are_refused( array $limits, string $message ): void {
		$before     = Eventin4Fixture::raw_post_meta( self::EVENT );
		$tickets    = $this->tickets();
		$tickets[0] = array_merge( $tickets[0], $limits );
		$response   = $this->request( 'PATCH', '/eventin/v2/events/' . self::EVENT, array( 'ticket_variations' => $tickets ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( $message, (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $before, Eventin4Fixture::raw_post_meta( self::EVENT ) );
	}

	/**
	 * A limit left out is the stored one; limits Eventin stored beyond the
	 * capacity do not block a save that leaves them as they are.
	 */
	public function test_limits_are_checked_against_the_stored_ones(): void {
		$stored                      = get_post_meta( self::EVENT, 'etn_ticket_variations', true );
		$stored[0]['etn_min_ticket'] = 6;
		$stored[0]['etn_max_ticket'] = 40;
		update_post_meta( self::EVENT, 'etn_ticket_variations', $stored );

		$tickets  = $this->tickets();
		$response = $this->request( 'PATCH', '/eventin/v2/events/' . self::EVENT, array( 'ticket_variations' => $tickets ) );
		$this->assertSame( 200, $response->get_status(), 'unchanged odd limits pass' );

		unset( $tickets[0]['min_per_order'] );
		$tickets[0]['max_per_order'] = 5;
		$response                    = $this->request( 'PATCH', '/eventin/v2/events/' . self::EVENT, array( 'ticket_variations' => $tickets ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'ticket_variations[0][min_per_order] must not be more than max_per_order (5)', (string) wp_json_encode( $response->get_data() ) );
	}

	/**
	 * Limits that must be refused, with the message naming the field.
	 *
	 * @return array<string,array{0:array<string,int>,1:string}>
	 */
	public function bad_limits(): array {
		return array(
			'min zero'          => array( array( 'min_per_order' => 0 ), 'ticket_variations[0][min_per_order]' ),
			'min above max'     => array(
				array(
					'min_per_order' => 6,
					'max_per_order' => 5,
				),
				'ticket_variations[0][min_per_order] must not be more than max_per_order',
			),
			'max above tickets' => array( array( 'max_per_order' => 31 ), 'ticket_variations[0][max_per_order] must not be more than the 30 tickets available' ),
		);
	}
}
