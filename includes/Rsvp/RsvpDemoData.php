<?php
/**
 * Demo RSVP answers: the soonest upcoming demo event takes answers, and a
 * dozen people answered.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\Events\EventsRepository;
use EventinPro\Events\EventsService;

defined( 'ABSPATH' ) || exit;

/**
 * Demo data.
 */
final class RsvpDemoData {

	/**
	 * Turns RSVP on for the soonest upcoming event (30 places, up to 4
	 * people per answer), stores answers as a visitor's would be, without
	 * mail, and people invited earlier.
	 */
	public static function seed(): void {
		$events = ( new EventsService() )->soonest( 'upcoming', 1 );
		if ( ! $events ) {
			return;
		}
		$event = (int) $events[0]['id'];
		( new EventsService() )->update( $event, array( 'rsvp_enabled' => 'yes' ) );
		update_post_meta(
			$event,
			EventsRepository::META_RSVP_SETTINGS,
			array(
				'enable_rsvp_form'         => 'on',
				'etn_rsvp_limit_amount'    => 30,
				'rsvp_attendee_form_limit' => 4,
				'rsvp_form_type'           => RsvpRepository::STATUSES,
			)
		);
		$answers    = array(
			array( 'Amina Diallo', 'going', array( 'Moussa Diallo' ) ),
			array( 'Bruno Costa', 'going', array() ),
			array( 'Chen Wei', 'maybe', array( 'Li Na' ) ),
			array( 'Dara Kim', 'going', array( 'Jae Kim', 'Min Kim' ) ),
			array( 'Elif Demir', 'not_going', array() ),
			array( 'Farah Haddad', 'going', array() ),
			array( 'Gustav Berg', 'maybe', array() ),
			array( 'Hana Sato', 'going', array( 'Ken Sato' ) ),
			array( 'Ines Moreau', 'not_going', array() ),
			array( 'Jonas Weber', 'going', array() ),
			array( 'Kavya Rao', 'going', array( 'Arjun Rao', 'Meera Rao', 'Dev Rao' ) ),
			array( 'Lucas Silva', 'maybe', array() ),
		);
		$repository = new RsvpRepository();
		foreach ( $answers as list( $name, $status, $guests ) ) {
			$repository->insert(
				array(
					'event_id' => $event,
					'name'     => $name,
					'email'    => strtolower( str_replace( ' ', '.', $name ) ) . '@example.org',
					'status'   => $status,
					'people'   => 'not_going' === $status ? 1 : 1 + count( $guests ),
					'reason'   => 'not_going' === $status ? 'Travelling that week.' : '',
					'guests'   => array_map(
						static function ( string $guest ): array {
							return array(
								'name'  => $guest,
								'email' => '',
							);
						},
						$guests
					),
					'token'    => bin2hex( random_bytes( 32 ) ),
				)
			);
		}
		// An invitation sent earlier: three of its people have not answered yet (a reminder's list).
		$invited = array();
		foreach ( array( 'Amina Diallo', 'Bruno Costa', 'Chen Wei', 'Maya Cohen', 'Nils Olsen', 'Olga Petrova' ) as $name ) {
			$invited[ strtolower( str_replace( ' ', '.', $name ) ) . '@example.org' ] = $name;
		}
		( new InvitationsRepository() )->remember( $event, $invited, get_current_user_id() );
	}
}
