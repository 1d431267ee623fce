<?php
/**
 * Bookings feature facade: the `etn-order` post type (one post per purchase),
 * its demo data and its section of the dashboard (the purchase report).
 *
 * @package EventinPro
 */

namespace EventinPro\Bookings;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\Attendees;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\ListTableHooks;
use EventinPro\Support\RestRoutes;
use EventinPro\Support\Uninstaller;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Bookings extends BaseFeature {

	public const POST_TYPE = 'etn-order';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_post_type' ) );
		add_action( 'eventin_attendee_deleted', array( self::class, 'attendee_deleted' ), 10, 2 );
		ListTableHooks::add( BookingListTable::class );
		RestRoutes::add(
			static function (): void {
				( new BookingsController() )->register_routes();
			}
		);
	}

	/**
	 * A deleted attendee no longer holds a place: its event's sold counts follow.
	 *
	 * @param int                 $id       Attendee id.
	 * @param array<string,mixed> $attendee The attendee as it was.
	 */
	public static function attendee_deleted( int $id, array $attendee ): void {
		( new BookingsService() )->recount( (int) $attendee['event_id'] );
	}

	/**
	 * Registers the booking post type (storage key shared with Eventin 4):
	 * bookings hold customers' names, addresses and payments, so only the
	 * booking permission reads or changes them.
	 */
	public static function register_post_type(): void {
		Attendees::register_private_post_type( self::POST_TYPE, __( 'Bookings', 'eventin-pro' ), __( 'Booking', 'eventin-pro' ), 'etn_order', Permissions::ORDER );
	}

	/**
	 * Install step: the list's table.
	 */
	public static function install(): void {
		BookingListTable::instance()->create();
		BookingListTable::instance()->fill();
	}

	/**
	 * Uninstall: bookings go with the content; the list's table always goes.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		BookingListTable::instance()->drop();
		if ( $delete_content ) {
			Uninstaller::delete_posts( self::POST_TYPE );
		}
	}

	/**
	 * Demo bookings (with their attendees) of the demo events.
	 *
	 * @return array<string,callable>
	 */
	public static function demo_data(): array {
		return array( 'bookings' => array( BookingsDemoData::class, 'seed' ) );
	}

	/**
	 * The Bookings submenu item.
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array(
			self::section( 'purchase-report', __( 'Bookings', 'eventin-pro' ), Permissions::ORDER, 70 ),
		);
	}
}
