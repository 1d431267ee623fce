<?php
/**
 * Check-ins feature facade: the check-in ledger (own tables), which the
 * attendee routes and the ticket scanner write to through CheckinsService.
 *
 * @package EventinPro
 */

namespace EventinPro\Checkins;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Support\BaseFeature;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Checkins extends BaseFeature {

	/**
	 * No hooks: the ledger is reached through CheckinsService.
	 */
	public static function register(): void {
	}

	/**
	 * Install and upgrade: the ledger tables (dbDelta).
	 */
	public static function install(): void {
		CheckinsRepository::create_tables();
	}

	/**
	 * Uninstall: the ledger is content; it goes only with the content.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		if ( $delete_content ) {
			CheckinsRepository::drop_tables();
		}
	}

	/**
	 * A few demo attendees checked in through the ledger.
	 *
	 * @return array<string,callable>
	 */
	public static function demo_data(): array {
		return array( 'checkins' => array( self::class, 'seed' ) );
	}

	/**
	 * Checks in the first two paid demo attendees of each event that has any.
	 */
	public static function seed(): void {
		$attendees = ( new AttendeesService() )->find( array( 'payment_status' => 'success' ), 1, 100 )[0];
		$chosen    = array();
		foreach ( array_reverse( $attendees ) as $attendee ) {
			$event = $attendee['event_id'];
			if ( ( $chosen[ $event ] ?? 0 ) < 2 && 'completed' === $attendee['booking_status'] ) {
				$chosen[ $event ] = ( $chosen[ $event ] ?? 0 ) + 1;
				( new CheckinsService() )->check_in( array( $attendee['id'] ), 'dashboard', 'Demo data' );
			}
		}
	}
}
