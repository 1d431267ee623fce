<?php
/**
 * Eventin 4's recurring series (event 16 and its occurrences 17–20) survive saves of the parent.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Compat;

use EventinPro\Events\Events;
use EventinPro\Events\Recurrence;
use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * Recurring parents on the Eventin 4.1.18 fixture.
 */
final class RecurrenceParentsTest extends TestCase {

	private const PARENT = 16;

	private const CHILDREN = array( 17, 18, 19, 20 );

	/**
	 * Loads the fixture as its administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		Eventin4Fixture::load();
		$this->as_user( 1 );
	}

	/**
	 * Eventin's daily rule is read, and its dates are the ones Eventin gave the
	 * occurrences (their start dates and Eventin's own timestamps).
	 */
	public function test_eventins_daily_rule_is_read(): void {
		$event = $this->json( $this->request( 'GET', '/eventin/v2/events/' . self::PARENT ) );
		$this->assertSame( 'yes', $event['recurring_enabled'] );
		$this->assertSame(
			array(
				'frequency' => 'daily',
				'interval'  => 1,
				'until'     => '2026-12-04',
			),
			$event['recurrence']
		);

		$children = array();
		foreach ( self::CHILDREN as $child ) {
			$children[] = Eventin4Fixture::post( $child )['meta']['etn_start_date']['raw'];
		}
		$timestamps = Eventin4Fixture::post( self::PARENT )['meta']['etn_recurrence_timestamps']['value'];
		$eventin    = array_map(
			static function ( int $timestamp ): string {
				return gmdate( 'Y-m-d', $timestamp );
			},
			$timestamps
		);
		$dates      = Recurrence::dates( $event['start_date'], $event['recurrence'] );
		$this->assertSame( $children, $dates );
		$this->assertSame( $eventin, $dates );
	}

	/**
	 * Eventin's other daily forms: an interval, and an empty interval (Eventin reads 1).
	 */
	public function test_eventins_daily_interval(): void {
		$rule = array(
			'recurrence_freq'           => 'day',
			'recurrence_daily_interval' => '2',
			'span_type'                 => 'single',
		);
		$this->assertSame(
			array(
				'frequency' => 'daily',
				'interval'  => 2,
				'until'     => '2026-12-09',
			),
			Recurrence::from_meta( $rule, '2026-12-09' )
		);
		$rule['recurrence_daily_interval'] = '';
		$this->assertSame( 1, Recurrence::from_meta( $rule, '2026-12-09' )['interval'] );
		$this->assertNull( Recurrence::from_meta( $rule, '' ), 'no end date, no series' );
		$this->assertNull( Recurrence::from_meta( array( 'recurrence_freq' => 'week' ), '2026-12-09' ) );
	}

	/**
	 * A title-only PATCH of the parent keeps its occurrences (ids, slugs,
	 * parent) and its own slug; the occurrences take the new title.
	 */
	public function test_renaming_the_parent_keeps_its_occurrences(): void {
		$before = $this->series();
		$meta   = array_map( array( Eventin4Fixture::class, 'raw_post_meta' ), array_merge( array( self::PARENT ), self::CHILDREN ) );

		$response = $this->request( 'PATCH', '/eventin/v2/events/' . self::PARENT, array( 'title' => 'Design Meetup (renamed)' ) );

		$this->assertStatus( 200, $response );
		$this->assertSame( $before, $this->series() );
		foreach ( self::CHILDREN as $child ) {
			$this->assertSame( 'Design Meetup (renamed)', get_post( $child )->post_title );
		}
		$after = array_map( array( Eventin4Fixture::class, 'raw_post_meta' ), array_merge( array( self::PARENT ), self::CHILDREN ) );
		$this->assertSame( $meta, $after, 'a rename writes no meta' );
	}

	/**
	 * Saving the editor's Basic section of the parent unchanged answers 200 and
	 * leaves the occurrences' dates as Eventin stored them.
	 */
	public function test_saving_the_basic_section_unchanged(): void {
		$before = $this->series();
		$dates  = $this->child_dates();

		$rule = Eventin4Fixture::raw_post_meta( self::PARENT )['etn_event_recurrence'];
		$meta = $this->child_meta_but_location();

		$response = $this->request( 'PATCH', '/eventin/v2/events/' . self::PARENT, $this->basic_section() );

		$this->assertStatus( 200, $response );
		$this->assertSame( $before, $this->series() );
		$this->assertSame( $dates, $this->child_dates() );
		$this->assertSame( $rule, Eventin4Fixture::raw_post_meta( self::PARENT )['etn_event_recurrence'] );
		$this->assertSame( $meta, $this->child_meta_but_location() );
	}

	/**
	 * A rule this plugin cannot read (Eventin's weekly form) deletes no
	 * occurrence and blocks no save; setting recurrence itself still needs a rule.
	 */
	public function test_an_unreadable_rule_never_deletes_occurrences(): void {
		$weekly = array(
			'recurrence_freq'       => 'week',
			'recurrence_weekly_day' => array( 'tue', 'thu' ),
			'span_type'             => 'single',
		);
		update_post_meta( self::PARENT, 'etn_event_recurrence', $weekly );
		$before = $this->series();
		$dates  = $this->child_dates();

		$this->assertNull( $this->json( $this->request( 'GET', '/eventin/v2/events/' . self::PARENT ) )['recurrence'] );
		$this->assertStatus( 200, $this->request( 'PATCH', '/eventin/v2/events/' . self::PARENT, array( 'title' => 'Renamed' ) ) );
		$this->assertStatus( 200, $this->request( 'PATCH', '/eventin/v2/events/' . self::PARENT, $this->basic_section() ) );
		$this->assertStatus(
			200,
			$this->request(
				'PATCH',
				'/eventin/v2/events/' . self::PARENT,
				array(
					'start_date' => '2026-12-02',
					'end_date'   => '2026-12-05',
				)
			)
		);

		$this->assertSame( $before, $this->series() );
		$this->assertSame( $dates, $this->child_dates() );
		$this->assertSame( $weekly, get_post_meta( self::PARENT, 'etn_event_recurrence', true ) );

		$response = $this->request( 'PATCH', '/eventin/v2/events/' . self::PARENT, array( 'recurring_enabled' => 'yes' ) );
		$this->assertStatus( 400, $response );
		$this->assertSame( array( 'recurrence' ), array_keys( $this->json( $response )['data']['params'] ) );
		$this->assertSame( $before, $this->series() );
	}

	/**
	 * With pretty permalinks, an occurrence's link is its path under the series
	 * (as Eventin's), and it resolves to the occurrence, not to the parent.
	 */
	public function test_occurrence_links_resolve(): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		Events::register_post_type();
		flush_rewrite_rules( false );
		try {
			$this->assertStringEndsWith( '/events/design-meetup-daily-series/', get_permalink( self::PARENT ) );
			$this->assertStringEndsWith( '/events/design-meetup-daily-series/design-meetup-daily-series-2/', get_permalink( 18 ) );
			foreach ( array_merge( array( self::PARENT ), self::CHILDREN ) as $id ) {
				$this->assertSame( $id, url_to_postid( get_permalink( $id ) ), 'event ' . $id );
			}
		} finally {
			$GLOBALS['wp_rewrite']->set_permalink_structure( '' );
			$GLOBALS['wp_rewrite']->remove_permastruct( Events::POST_TYPE );
		}
	}

	/**
	 * The parent and its occurrences: id => [slug, parent, status].
	 *
	 * @return array<int,array{0:string,1:int,2:string}>
	 */
	private function series(): array {
		$series = array();
		foreach ( array_merge( array( self::PARENT ), self::CHILDREN ) as $id ) {
			$post          = get_post( $id );
			$series[ $id ] = $post ? array( $post->post_name, $post->post_parent, $post->post_status ) : null;
		}
		return $series;
	}

	/**
	 * Each occurrence's stored start and end dates.
	 *
	 * @return array<int,string[]>
	 */
	private function child_dates(): array {
		$dates = array();
		foreach ( self::CHILDREN as $id ) {
			$dates[ $id ] = array( get_post_meta( $id, 'etn_start_date', true ), get_post_meta( $id, 'etn_end_date', true ) );
		}
		return $dates;
	}

	/**
	 * Each occurrence's raw meta, without the location: the Basic section writes
	 * the location it shows, in this plugin's shape (merging it into Eventin's is
	 * the location's own change).
	 *
	 * @return array<int,array<string,string>>
	 */
	private function child_meta_but_location(): array {
		$meta = array();
		foreach ( self::CHILDREN as $id ) {
			$meta[ $id ] = array_diff_key( Eventin4Fixture::raw_post_meta( $id ), array( 'etn_event_location' => true ) );
		}
		return $meta;
	}

	/**
	 * What the editor's Basic section sends for the parent when nothing was changed.
	 *
	 * @return array<string,mixed>
	 */
	private function basic_section(): array {
		$event    = $this->json( $this->request( 'GET', '/eventin/v2/events/' . self::PARENT ) );
		$location = array(
			'type'    => $event['location']['type'],
			'address' => $event['location']['address'] ?? '',
		);
		if ( ! empty( $event['location']['online_link'] ) ) {
			$location['online_link'] = $event['location']['online_link'];
		}
		return array(
			'title'          => $event['title'],
			'description'    => $event['description'],
			'start_date'     => $event['start_date'],
			'end_date'       => $event['end_date'],
			'start_time'     => $event['start_time'],
			'end_time'       => $event['end_time'],
			'timezone'       => $event['timezone'],
			'location'       => $location,
			'categories'     => $event['categories'],
			'tags'           => $event['tags'],
			'featured_image' => is_array( $event['featured_image'] ) ? (int) $event['featured_image']['id'] : (int) $event['featured_image'],
		);
	}
}
