<?php
/**
 * The permission keys. Each key is a real WordPress capability held by roles.
 *
 * @package EventinPro
 */

namespace EventinPro\AccessControl;

defined( 'ABSPATH' ) || exit;

/**
 * Registry of permission keys and their labels.
 */
final class Permissions {

	public const EVENT     = 'etn_manage_event';
	public const ORGANIZER = 'etn_manage_organizer';
	public const SCHEDULE  = 'etn_manage_schedule';
	public const ATTENDEE  = 'etn_manage_attendee';
	public const ORDER     = 'etn_manage_order';
	public const QR_SCAN   = 'etn_manage_qr_scan';
	public const TEMPLATE  = 'etn_manage_template';
	public const SETTINGS  = 'etn_manage_settings';
	public const RSVP      = 'etn_manage_rsvp';
	public const SHORTCODE = 'etn_manage_shortcode';

	/**
	 * Map of permission key to label.
	 *
	 * @return array<string,string>
	 */
	public static function all(): array {
		$keys = array(
			self::EVENT     => __( 'Events', 'eventin-pro' ),
			self::ORGANIZER => __( 'Speakers & Organizers', 'eventin-pro' ),
			self::SCHEDULE  => __( 'Schedules', 'eventin-pro' ),
			self::ATTENDEE  => __( 'Attendees', 'eventin-pro' ),
			self::ORDER     => __( 'Bookings', 'eventin-pro' ),
			self::QR_SCAN   => __( 'Ticket Scanner', 'eventin-pro' ),
			self::TEMPLATE  => __( 'Template Builder', 'eventin-pro' ),
			self::SETTINGS  => __( 'Settings', 'eventin-pro' ),
			self::RSVP      => __( 'RSVP Invitations & Reminders', 'eventin-pro' ),
			self::SHORTCODE => __( 'Shortcode Generator', 'eventin-pro' ),
		);
		/**
		 * Filters the permission keys the access-control screen manages.
		 *
		 * @param array<string,string> $keys Map of capability to label.
		 */
		return (array) apply_filters( 'eventin_permissions', $keys );
	}

	/**
	 * The keys only.
	 *
	 * @return string[]
	 */
	public static function keys(): array {
		return array_keys( self::all() );
	}

	/**
	 * Grants every key to the administrator role (it can never lose them).
	 */
	public static function grant_all_to_administrator(): void {
		$role = get_role( 'administrator' );
		if ( ! $role ) {
			return;
		}
		foreach ( self::keys() as $cap ) {
			if ( ! $role->has_cap( $cap ) ) {
				$role->add_cap( $cap );
			}
		}
	}

	/**
	 * Whether the current user holds any Eventin permission.
	 */
	public static function current_user_has_any(): bool {
		foreach ( self::keys() as $cap ) {
			if ( current_user_can( $cap ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Keys the current user holds.
	 *
	 * @return string[]
	 */
	public static function current_user_keys(): array {
		return array_values( array_filter( self::keys(), 'current_user_can' ) );
	}
}
