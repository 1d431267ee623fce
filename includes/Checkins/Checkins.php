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
use EventinPro\Support\RestRoutes;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Checkins extends BaseFeature {

	/**
	 * Hooks: the attendee routes' check-in routes and fields, and a deleted
	 * attendee's rows leave the ledger.
	 */
	public static function register(): void {
		RestRoutes::add( array( self::class, 'register_routes' ) );
		add_filter( 'eventin_attendee_checkins', array( self::class, 'checkins_of' ), 10, 2 );
		add_filter( 'eventin_attendee_ticket_status_change', array( self::class, 'change_ticket_status' ), 10, 3 );
		add_action(
			'eventin_attendee_deleted',
			static function ( int $id ): void {
				( new CheckinsRepository() )->forget( $id );
			}
		);
	}

	/**
	 * REST routes: POST /attendees/check-in and /attendees/undo-check-in.
	 */
	public static function register_routes(): void {
		( new CheckinsController() )->register_routes();
	}

	/**
	 * The check-ins of a page of attendees (the `eventin_attendee_checkins` filter).
	 *
	 * @param array<int,array<string,mixed>> $found Check-ins found so far.
	 * @param int[]                          $ids   Attendee ids.
	 * @return array<int,array<string,mixed>> Attendee id => when, by whom, source, device.
	 */
	public static function checkins_of( array $found, array $ids ): array {
		return $found + ( new CheckinsService() )->of_attendees( $ids );
	}

	/**
	 * A ticket status set from the attendee form goes through the ledger
	 * (`eventin_attendee_ticket_status_change`): `used` checks in, `unused` undoes.
	 *
	 * @param array<string,mixed>|null $verdict Null, or an earlier filter's verdict.
	 * @param int                      $id      Attendee id.
	 * @param string                   $status  'used' or 'unused'.
	 * @return array<string,mixed> The verdict (CheckinsService).
	 */
	public static function change_ticket_status( $verdict, int $id, string $status ) {
		if ( null !== $verdict ) {
			return $verdict;
		}
		$service = new CheckinsService();
		$result  = 'used' === $status ? $service->check_in( array( $id ), 'dashboard' ) : $service->undo( array( $id ) );
		return is_array( $result ) ? $result[ $id ] : array( 'status' => 'not_found' );
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
