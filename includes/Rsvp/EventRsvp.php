<?php
/**
 * An event's RSVP settings, read from Eventin Pro 4.1's `rsvp_settings` array.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\Events\EventsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Settings. Eventin's keys inside `rsvp_settings`: `enable_rsvp_form`,
 * `etn_rsvp_limit` (its "Limit RSVP attendee capacity" switch: off means no
 * limit whatever the amount; a missing one leaves the amount in force),
 * `etn_rsvp_limit_amount` (places for "going", 0 for no limit),
 * `rsvp_attendee_form_limit` (most people per answer; Eventin reads a
 * missing one as 1), `rsvp_form_type` (the answers offered: going,
 * not_going, maybe). Ours, beside them: `eventin_min_people` (fewest people
 * per answer), `eventin_guest_names` ('yes' to ask the guests' names),
 * `eventin_deadline` ('Y-m-d H:i' site time; '' until the event starts).
 */
final class EventRsvp {

	/**
	 * Settings of an event (the flag comes from the event's `rsvp_enabled`).
	 *
	 * @param int  $event_id Event id.
	 * @param bool $enabled  Whether its RSVP form is on.
	 * @return array{enabled:bool,limit:int,min_people:int,max_people:int,answers:string[],guest_names:bool,deadline:string}
	 */
	public static function of( int $event_id, bool $enabled ): array {
		$stored   = get_post_meta( $event_id, EventsRepository::META_RSVP_SETTINGS, true );
		$stored   = is_array( $stored ) ? $stored : array();
		$max      = max( 1, (int) ( $stored['rsvp_attendee_form_limit'] ?? 1 ) );
		$answers  = array_values(
			array_intersect(
				RsvpRepository::STATUSES,
				array_filter(
					array_map(
						static function ( $value ): ?string {
							return is_string( $value ) ? RsvpRepository::status( $value ) : null;
						},
						(array) ( $stored['rsvp_form_type'] ?? array() )
					)
				)
			)
		);
		$deadline = (string) ( $stored['eventin_deadline'] ?? '' );
		// Eventin's "Limit RSVP attendee capacity" switch: an amount counts only while it is on (or absent).
		$limited = ! array_key_exists( 'etn_rsvp_limit', $stored ) || in_array( $stored['etn_rsvp_limit'], array( 'on', 'yes', '1', 1, true ), true );
		return array(
			'enabled'     => $enabled,
			'limit'       => $limited ? max( 0, (int) ( $stored['etn_rsvp_limit_amount'] ?? 0 ) ) : 0,
			'min_people'  => min( $max, max( 1, (int) ( $stored['eventin_min_people'] ?? 1 ) ) ),
			'max_people'  => $max,
			'answers'     => $answers ? $answers : RsvpRepository::STATUSES,
			'guest_names' => 'no' !== ( $stored['eventin_guest_names'] ?? 'yes' ),
			'deadline'    => preg_match( '/^\d{4}-\d\d-\d\d \d\d:\d\d$/', $deadline ) ? $deadline : '',
		);
	}
}
