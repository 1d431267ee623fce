<?php
/**
 * The weekly license status check on WP-Cron.
 *
 * @package EventinPro
 */

namespace EventinPro\License;

defined( 'ABSPATH' ) || exit;

/**
 * Scheduling of the check.
 */
final class LicenseCron {

	public const HOOK = 'eventin_license_check';

	public const RECURRENCE = 'weekly';

	/**
	 * Makes sure a weekly recurrence exists (WordPress 5.4+ has one; older sites
	 * or a plugin that removed it get ours).
	 *
	 * @param mixed $schedules Schedules.
	 * @return array<string,array{interval:int,display:string}>
	 */
	public static function add_weekly_schedule( $schedules ): array {
		$schedules = is_array( $schedules ) ? $schedules : array();
		if ( ! isset( $schedules[ self::RECURRENCE ] ) ) {
			$schedules[ self::RECURRENCE ] = array(
				'interval' => WEEK_IN_SECONDS,
				'display'  => __( 'Once Weekly', 'eventin-pro' ),
			);
		}
		return $schedules;
	}

	/**
	 * Schedules the check, a week from now, unless it is scheduled already.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + WEEK_IN_SECONDS, self::RECURRENCE, self::HOOK );
		}
	}

	/**
	 * Removes every scheduled check.
	 */
	public static function clear(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * Schedules the check when a license is stored (on plugin activation: the
	 * plugin's deactivation cleared it).
	 */
	public static function ensure_scheduled(): void {
		if ( wp_next_scheduled( self::HOOK ) ) {
			return;
		}
		if ( ( new LicenseRepository() )->get() ) {
			self::schedule();
		}
	}
}
