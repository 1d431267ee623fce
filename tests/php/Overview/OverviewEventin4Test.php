<?php
/**
 * The overview on an Eventin 4.1.18 site's storage.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Overview;

use EventinPro\Bookings\BookingListTable;
use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * Eventin 4 keeps its orders as drafts, whose post_date_gmt WordPress leaves
 * at zero: their day comes from post_date (site time).
 */
final class OverviewEventin4Test extends TestCase {

	/**
	 * The fixture's clock.
	 *
	 * @var callable|null
	 */
	private $clock;

	/**
	 * Removes the clock.
	 */
	protected function tearDown(): void {
		remove_filter( 'eventin_now', $this->clock );
		parent::tearDown();
	}

	public function test_eventins_completed_order_counts_on_its_day_and_nothing_is_written(): void {
		global $wpdb;
		Eventin4Fixture::load();
		$data = Eventin4Fixture::data();
		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', 0 );
		$now         = (int) strtotime( $data['now_utc'] );
		$this->clock = static function () use ( $now ): int {
			return $now;
		};
		add_filter( 'eventin_now', $this->clock );
		// As Eventin stored its orders: drafts with a zero post_date_gmt, post_date its date_time.
		foreach ( $data['posts'] as $post ) {
			if ( 'etn-order' === $post['post_type'] ) {
				$local = gmdate( 'Y-m-d H:i:s', (int) strtotime( $post['meta']['date_time']['raw'] . ' UTC' ) );
				$wpdb->update(
					$wpdb->posts,
					array(
						'post_date'     => $local,
						'post_date_gmt' => '0000-00-00 00:00:00',
					),
					array( 'ID' => (int) $post['ID'] )
				);
				clean_post_cache( (int) $post['ID'] );
			}
		}
		BookingListTable::instance()->fill(); // Written past the hooks: as the install after an import, it repairs the list's rows.
		$this->as_user( 1 );

		$writes = array();
		$record = static function ( $sql ) use ( &$writes ) {
			if ( preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', $sql ) && false === strpos( $sql, '_transient' ) ) {
				$writes[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $record );
		$response = $this->request( 'GET', '/eventin/v2/overview' );
		remove_filter( 'query', $record );

		$this->assertStatus( 200, $response );
		$this->assertSame( array(), $writes, 'reading the overview writes nothing' );
		$sales = array_column( $this->json( $response )['sales'], null, 'date' );
		$this->assertSame( 30, count( $sales ) );
		// Order 24: completed, 5 tickets (5 attendees), 120; order 30 failed.
		$this->assertSame( 5, $sales['2026-11-23']['tickets'] );
		$this->assertEquals( 120, $sales['2026-11-23']['revenue'] );
		$this->assertSame( 5, array_sum( array_column( $sales, 'tickets' ) ) );
	}
}
