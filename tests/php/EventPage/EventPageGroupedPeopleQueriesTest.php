<?php
/**
 * An event that picks its speakers and organizers by group: its page reads
 * the same number of queries for one member of one group as for ten members
 * of three groups (each member's groups named in one read, not one per member).
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\EventPage;

use EventinPro\Speakers\Speakers;

/**
 * Query count with grouped people.
 */
final class EventPageGroupedPeopleQueriesTest extends EventPageTestCase {

	/**
	 * An event showing the members of $groups new groups as speakers and
	 * organizers: $people speakers spread over the groups (every second one
	 * in two groups, every third one an organizer too).
	 *
	 * @param int $people How many people.
	 * @param int $groups How many groups.
	 * @return array{0:int,1:string[]} Event id, the people's names.
	 */
	private function event_by_groups( int $people, int $groups ): array {
		$stamp = wp_rand();
		$ids   = array();
		for ( $g = 0; $g < $groups; $g++ ) {
			$ids[] = (int) wp_insert_term( "Group $g $stamp", Speakers::GROUP_TAXONOMY )['term_id'];
		}
		$names = array();
		for ( $i = 0; $i < $people; $i++ ) {
			$in = array( $ids[ $i % $groups ] );
			if ( 1 === $i % 2 ) {
				$in[] = $ids[ ( $i + 1 ) % $groups ];
			}
			$names[] = "Grouped $i $stamp";
			$this->person(
				array(
					'name'              => end( $names ),
					'designation'       => "Role $i",
					'category'          => 0 === $i % 3 ? array( 'speaker', 'organizer' ) : array( 'speaker' ),
					'speaker_group_ids' => array_values( array_unique( $in ) ),
				)
			);
		}
		$event = $this->event(
			array(
				'speaker_type'     => 'group',
				'speaker_groups'   => $ids,
				'organizer_type'   => 'group',
				'organizer_groups' => $ids,
			)
		);
		return array( $event, $names );
	}

	/**
	 * Queries of rendering the page's head and content from an empty cache.
	 *
	 * @param int           $id      Event.
	 * @param string[]|null $queries The statements, for the failure message.
	 */
	private function page_queries( int $id, ?array &$queries = null ): int {
		wp_cache_flush();
		$this->visit( $id );
		return $this->count_queries(
			function () {
				$this->head();
				$this->content();
			},
			$queries
		);
	}

	public function test_one_or_ten_grouped_people_in_one_or_three_groups_cost_the_same_queries(): void {
		list( $one, $one_names )         = $this->event_by_groups( 1, 1 );
		list( $ten, $ten_names )         = $this->event_by_groups( 10, 3 );
		list( $ten_one, $ten_one_names ) = $this->event_by_groups( 10, 1 );

		// Everyone is on the page, speakers and organizers.
		foreach ( array(
			array( $one, $one_names ),
			array( $ten, $ten_names ),
			array( $ten_one, $ten_one_names ),
		) as list( $event, $names ) ) {
			$this->visit( $event );
			$html = $this->content();
			foreach ( $names as $name ) {
				$this->assertStringContainsString( $name, $html );
			}
			$this->assertStringContainsString( 'eventin-event__people is-organizers', $html );
		}

		$count_one     = $this->page_queries( $one, $queries_one );
		$count_ten     = $this->page_queries( $ten, $queries_ten );
		$count_ten_one = $this->page_queries( $ten_one, $queries_ten_one );
		$this->assertSame( $count_one, $count_ten, '1 in 1 group vs 10 in 3 groups' . "\n" . implode( "\n", $queries_one ) . "\n----\n" . implode( "\n", $queries_ten ) );
		$this->assertSame( $count_one, $count_ten_one, '1 vs 10 in 1 group' . "\n" . implode( "\n", $queries_one ) . "\n----\n" . implode( "\n", $queries_ten_one ) );
	}
}
