<?php
/**
 * The event page reads a constant number of queries whatever the number of
 * speakers, schedules and ticket types.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\EventPage;

/**
 * Query count.
 */
final class EventPageQueriesTest extends EventPageTestCase {

	/**
	 * An event with $n of each: speakers, organizers, schedules (two slots
	 * each, with speakers) and ticket types.
	 *
	 * @param int $n How many.
	 */
	private function event_with( int $n ): int {
		$speakers  = array();
		$schedules = array();
		$tickets   = array();
		for ( $i = 0; $i < $n; $i++ ) {
			$speakers[] = $this->person( array( 'designation' => "Role $i" ) );
		}
		for ( $i = 0; $i < $n; $i++ ) {
			$schedules[] = $this->schedule(
				array(
					'slots' => array(
						array(
							'start_time' => '09:00',
							'end_time'   => '10:00',
							'topic'      => "Talk $i",
							'speakers'   => array( $speakers[ $i ] ),
						),
						array(
							'start_time' => '10:00',
							'end_time'   => '11:00',
							'topic'      => "Talk $i b",
							'speakers'   => $speakers,
						),
					),
				)
			);
			$tickets[]   = $this->ticket( "Type $i", $i, 10 + $i );
		}
		return $this->event(
			array(
				'speakers'          => $speakers,
				'organizers'        => $speakers,
				'schedules'         => $schedules,
				'ticket_variations' => $tickets,
			)
		);
	}

	/**
	 * Queries of rendering the page's content and head, from an empty cache.
	 *
	 * @param int $id Event.
	 */
	private function page_queries( int $id, ?array &$queries = null ): int {
		wp_cache_flush();
		$this->visit( $id );
		return $this->count_queries(
			function () {
				$this->head(); // wp_head comes first on a page.
				$this->content();
			},
			$queries
		);
	}

	/**
	 * A page whose content something else gives (an event's landing template,
	 * through eventin_event_page_content) builds none of the sections: its
	 * content reads nothing, where the sections cost queries.
	 */
	public function test_a_replaced_page_builds_no_sections(): void {
		$id = $this->event_with( 10 );
		wp_cache_flush();
		$this->visit( $id );
		$sections = $this->count_queries(
			function () {
				$this->content();
			}
		);
		$replace = static function ( $html, $event ) {
			return '<p>Landing of ' . esc_html( (string) $event['title'] ) . '</p>';
		};
		add_filter( 'eventin_event_page_content', $replace, 10, 2 );
		wp_cache_flush();
		$this->visit( $id );
		$html     = '';
		$replaced = $this->count_queries(
			function () use ( &$html ) {
				$html = $this->content();
			}
		);
		remove_filter( 'eventin_event_page_content', $replace, 10 );
		$this->assertStringContainsString( '<p>Landing of ', $html );
		$this->assertStringNotContainsString( 'eventin-event', $html );
		$this->assertGreaterThan( 0, $sections );
		$this->assertLessThan( $sections, $replaced, "sections: $sections queries; replaced: $replaced" );
	}

	/**
	 * One of each or ten of each: the same count.
	 */
	public function test_constant_queries(): void {
		$one = $this->event_with( 1 );
		$ten = $this->event_with( 10 );
		$this->assertStringContainsString(
			'Type 9',
			( function () use ( $ten ) {
				$this->visit( $ten );
				return $this->content();
			} )(),
			'the ten are shown'
		);
		$count_one = $this->page_queries( $one, $queries_one );
		$count_ten = $this->page_queries( $ten, $queries_ten );
		$this->assertSame( $count_one, $count_ten, implode( "\n", $queries_one ) . "\n----\n" . implode( "\n", $queries_ten ) );
	}
}
