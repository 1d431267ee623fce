<?php
/**
 * The normalized date keys (_etn_*_local/_utc) follow Eventin 4's date meta:
 * recomputed on install/upgrade and whenever the source meta changes.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Compat;

use EventinPro\Events\EventsListTable;
use EventinPro\Events\EventsRepository;
use EventinPro\Support\Installer;
use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * Derived date keys on the Eventin 4.1.18 fixture.
 */
final class DerivedDateKeysTest extends TestCase {

	/**
	 * Eventin's "Hands-on Workshop": 2026-12-15 10:00 AM – 04:00 PM, America/New_York.
	 */
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
	 * An event's derived keys, read from the database.
	 *
	 * @param int $id Event id.
	 * @return array<string,string>
	 */
	private function derived( int $id ): array {
		wp_cache_flush();
		return array(
			'start_local' => get_post_meta( $id, EventsRepository::META_START_LOCAL, true ),
			'end_local'   => get_post_meta( $id, EventsRepository::META_END_LOCAL, true ),
			'start_utc'   => get_post_meta( $id, EventsRepository::META_START_UTC, true ),
			'end_utc'     => get_post_meta( $id, EventsRepository::META_END_UTC, true ),
		);
	}

	/**
	 * Eventin moves the event a day earlier while this plugin is off: its own
	 * write, which no hook of ours sees.
	 *
	 * @param int $id Event id.
	 */
	private function moved_while_off( int $id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery -- Simulates a write no hook of ours sees.
		$wpdb->update(
			$wpdb->postmeta,
			array( 'meta_value' => '2026-12-14' ),
			array(
				'post_id'  => $id,
				'meta_key' => 'etn_start_date',
			)
		);
		wp_cache_flush();
	}

	public function test_install_recomputes_stale_keys(): void {
		Installer::install();
		$this->assertSame( '2026-12-15 15:00:00', $this->derived( self::EVENT )['start_utc'] );
		$this->moved_while_off( self::EVENT );
		$this->assertSame( '2026-12-15 15:00:00', $this->derived( self::EVENT )['start_utc'], 'precondition: the keys are stale' );

		$this->assertTrue( Installer::install() );

		$this->assertSame(
			array(
				'start_local' => '2026-12-14 10:00:00',
				'end_local'   => '2026-12-15 16:00:00',
				'start_utc'   => '2026-12-14 15:00:00',
				'end_utc'     => '2026-12-15 21:00:00',
			),
			$this->derived( self::EVENT )
		);
	}

	public function test_install_fills_every_event_of_the_fixture(): void {
		global $wpdb;
		Installer::install();
		$this->moved_while_off( self::EVENT );
		$this->assertTrue( Installer::install() );
		foreach ( Eventin4Fixture::posts( 'etn' ) as $post ) {
			$keys = $this->derived( (int) $post['ID'] );
			$this->assertNotSame( '', $keys['start_utc'], 'event ' . $post['ID'] );
			// One row per key: a recompute replaces, never adds.
			$rows = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s", $post['ID'], EventsRepository::META_START_UTC ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$this->assertSame( 1, $rows, 'event ' . $post['ID'] );
		}
	}

	public function test_a_direct_meta_write_moves_the_keys(): void {
		Installer::install();
		update_post_meta( self::EVENT, 'etn_start_date', '2026-12-14' );
		$this->assertSame( '2026-12-14 10:00:00', $this->derived( self::EVENT )['start_local'] );
		$this->assertSame( '2026-12-14 15:00:00', $this->derived( self::EVENT )['start_utc'] );

		update_post_meta( self::EVENT, 'event_timezone', 'Europe/Berlin' );
		$this->assertSame( '2026-12-14 09:00:00', $this->derived( self::EVENT )['start_utc'] );

		update_post_meta( self::EVENT, 'etn_start_time', '11:30 AM' );
		$this->assertSame( '2026-12-14 10:30:00', $this->derived( self::EVENT )['start_utc'] );
	}

	/**
	 * Another plugin moves the date from its save_post hook, inside our own
	 * save of the title: the keys follow that write too.
	 */
	public function test_a_date_written_during_our_save_moves_the_keys(): void {
		Installer::install();
		$move = static function ( int $id ): void {
			update_post_meta( $id, 'etn_start_date', '2026-12-14' );
		};
		add_action( 'save_post_etn', $move );
		$response = $this->request( 'PATCH', '/eventin/v2/events/' . self::EVENT, array( 'title' => 'Hands-on Workshop (moved)' ) );
		remove_action( 'save_post_etn', $move );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( '2026-12-14', get_post_meta( self::EVENT, 'etn_start_date', true ) );
		$this->assertSame( '2026-12-14 15:00:00', $this->derived( self::EVENT )['start_utc'] );
	}

	/**
	 * Our list's ids for a status filter, at the moment Eventin answered its own.
	 *
	 * @param string $status Filter value.
	 * @return int[]
	 */
	private function ids_for( string $status ): array {
		$now   = (int) strtotime( Eventin4Fixture::data()['now_utc'] );
		$clock = static function () use ( $now ): int {
			return $now;
		};
		add_filter( 'eventin_now', $clock );
		$items = $this->json(
			$this->request(
				'GET',
				'/eventin/v2/events',
				array(
					'status'   => $status,
					'per_page' => 100,
				)
			)
		)['items'];
		remove_filter( 'eventin_now', $clock );
		$ids = array_map( 'intval', array_column( $items, 'id' ) );
		sort( $ids );
		return $ids;
	}

	/**
	 * Eventin's ids for its status filter (occurrences of a series included).
	 *
	 * @param string $response Eventin's response file.
	 * @return int[]
	 */
	private function eventin_ids( string $response ): array {
		$ids = array_map( 'intval', array_column( Eventin4Fixture::response( $response )['items'], 'id' ) );
		sort( $ids );
		return $ids;
	}

	/**
	 * Every date was edited in Eventin while this plugin was off (the keys hold
	 * what they were, all in 2020); after the upgrade the status filters answer
	 * as Eventin's did.
	 */
	public function test_after_an_upgrade_status_filters_answer_as_eventin(): void {
		global $wpdb;
		Installer::install();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Simulates keys left from before Eventin's edits.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = %s WHERE meta_key IN (%s, %s, %s, %s)", '2020-01-01 00:00:00', EventsRepository::META_START_LOCAL, EventsRepository::META_END_LOCAL, EventsRepository::META_START_UTC, EventsRepository::META_END_UTC ) );
		// The list's table holds the same keys, left as stale by the same edits.
		$wpdb->query( 'UPDATE ' . EventsListTable::name() . " SET start_local = '2020-01-01 00:00:00', end_local = '2020-01-01 00:00:00', start_utc = '2020-01-01 00:00:00', end_utc = '2020-01-01 00:00:00'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- our own table, constant values.
		wp_cache_flush();
		$this->assertSame( array(), $this->ids_for( 'upcoming' ), 'precondition: the stale keys put every event in the past' );

		$this->assertTrue( Installer::install() );

		$this->assertSame( $this->eventin_ids( 'events_status_upcoming' ), $this->ids_for( 'upcoming' ) );
		$this->assertSame( $this->eventin_ids( 'events_status_past' ), $this->ids_for( 'past' ) );
		$this->assertSame( $this->eventin_ids( 'events_status_ongoing' ), $this->ids_for( 'ongoing' ) );
	}
}
