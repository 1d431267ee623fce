<?php
/**
 * Demo schedules over this year and last.
 *
 * @package EventinPro
 */

namespace EventinPro\Schedules;

use EventinPro\Events\EventsDemoData;
use EventinPro\Events\EventsService;
use EventinPro\Speakers\Speakers;

defined( 'ABSPATH' ) || exit;

/**
 * Demo data sets of the feature (see Support\DemoData).
 */
final class SchedulesDemoData {

	/**
	 * Schedules over this year and last (from the site's "now"), two to four
	 * slots each, naming the demo speakers and organizers when there are any;
	 * the conference days are attached to the Spring Conference event.
	 */
	public static function seed(): void {
		$people = array_map(
			'intval',
			get_users(
				array(
					'role__in' => array_values( Speakers::ROLES ),
					'fields'   => 'ID',
					'orderby'  => 'ID',
					'number'   => 6,
				)
			)
		);
		$year   = (int) wp_date( 'Y' );
		$pick   = static function ( int $n ) use ( $people ): array {
			return $people ? array( $people[ $n % count( $people ) ] ) : array();
		};
		$slot   = static function ( string $start, string $end, string $topic, array $speakers, string $objective = '' ): array {
			return array(
				'start_time' => $start,
				'end_time'   => $end,
				'topic'      => $topic,
				'speakers'   => $speakers,
				'objective'  => $objective,
				'room'       => '',
			);
		};
		$plans  = array(
			array( 'Spring Meetup Evening', ( $year - 1 ) . '-04-22', array( $slot( '18:00', '18:45', 'Welcome and lightning talks', $pick( 0 ) ), $slot( '19:00', '20:00', 'Panel: running a local meetup', array_values( array_unique( array_merge( $pick( 1 ), $pick( 2 ) ) ) ), 'What works when a group grows past fifty people.' ) ) ),
			array( 'Year-End Showcase', ( $year - 1 ) . '-12-05', array( $slot( '14:00', '15:00', 'Projects of the year', $pick( 3 ) ), $slot( '15:15', '16:00', 'Awards', array() ), $slot( '16:00', '17:00', 'Open demos', $pick( 4 ) ) ) ),
			array( 'Conference Day One', $year . '-03-14', array( $slot( '09:00', '10:00', 'Opening keynote', $pick( 0 ), '<strong>Where</strong> the community goes next.' ), $slot( '10:15', '11:30', 'Building accessible themes', $pick( 1 ) ), $slot( '13:00', '14:00', 'Performance clinic', $pick( 2 ) ), $slot( '14:15', '15:00', 'Closing questions', array() ) ) ),
			array( 'Conference Day Two', $year . '-03-15', array( $slot( '09:30', '11:00', 'Block editor workshop', $pick( 3 ) ), $slot( '11:15', '12:00', 'Security in practice', $pick( 4 ) ) ) ),
			array( 'Developer Workshop Day', $year . '-06-10', array( $slot( '10:00', '12:00', 'Hands-on: custom blocks', $pick( 5 ) ), $slot( '13:00', '15:00', 'Hands-on: the REST API', $pick( 0 ) ), $slot( '15:30', '16:30', 'Show and tell', array() ) ) ),
			array( 'Autumn Community Day', $year . '-10-03', array( $slot( '11:00', '12:00', 'Contributor onboarding', $pick( 1 ) ), $slot( '12:00', '13:00', 'Translation sprint', $pick( 2 ) ) ) ),
		);
		$ids    = array();
		foreach ( $plans as list( $title, $date, $slots ) ) {
			$ids[ $title ] = self::schedule( $title, $date, $slots );
		}
		$conference = EventsDemoData::find( 'Spring Conference' );
		$days       = array_values( array_filter( array( $ids['Conference Day One'] ?? 0, $ids['Conference Day Two'] ?? 0 ) ) );
		$events     = new EventsService();
		if ( $conference && $days && ! ( $events->get( $conference )['schedules'] ?? array() ) ) {
			$events->update( $conference, array( 'schedules' => $days ) );
		}
	}

	/**
	 * Creates a schedule unless one with that title exists; returns its id (0 on failure).
	 *
	 * @param string                         $title Program title.
	 * @param string                         $date  Y-m-d.
	 * @param array<int,array<string,mixed>> $slots Clean slots.
	 */
	private static function schedule( string $title, string $date, array $slots ): int {
		$existing = get_posts(
			array(
				'post_type'   => Schedules::POST_TYPE,
				'post_status' => 'any',
				'title'       => $title,
				'fields'      => 'ids',
				'numberposts' => 1,
			)
		);
		if ( $existing ) {
			return (int) $existing[0];
		}
		$item = ( new SchedulesService() )->create(
			array(
				'program_title' => $title,
				'date'          => $date,
				'slots'         => $slots,
			)
		);
		return is_wp_error( $item ) ? 0 : (int) $item['id'];
	}
}
