<?php
/**
 * Demo events: every status, a recurring series, odd stored data.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\Speakers\SpeakersDemoData;
use EventinPro\Taxonomies\Taxonomies;
use EventinPro\Templates\TemplatesDemoData;

defined( 'ABSPATH' ) || exit;

/**
 * Demo data sets of the feature (see Support\DemoData).
 */
final class EventsDemoData {

	/**
	 * Events in every status (relative to now), a recurring series, a malformed
	 * location, an unlimited ticket, a certificate and a Dhaka event.
	 */
	public static function seed(): void {
		$day  = static function ( int $offset ): string {
			return wp_date( 'Y-m-d', time() + $offset * DAY_IN_SECONDS );
		};
		$cat  = static function ( string $name ): array {
			$term = get_term_by( 'name', $name, Taxonomies::CATEGORY );
			return $term ? array( (int) $term->term_id ) : array();
		};
		$tags = static function ( string ...$names ): array {
			$ids = array();
			foreach ( $names as $name ) {
				$term = get_term_by( 'name', $name, Taxonomies::TAG );
				if ( $term ) {
					$ids[] = (int) $term->term_id;
				}
			}
			return $ids;
		};
		$seat = static function ( string $name, float $price, int $capacity ): array {
			return array(
				'name'     => $name,
				'price'    => $price,
				'capacity' => $capacity,
			);
		};

		self::event(
			array(
				'title'       => 'Community Planning Session',
				'description' => 'Still being planned: a draft.',
				'post_status' => 'draft',
				'start_date'  => $day( 30 ),
				'start_time'  => '10:00',
				'end_time'    => '12:00',
				'categories'  => $cat( 'Meetup' ),
			)
		);
		self::event(
			array(
				'title'             => 'WordPress Meetup Dhaka',
				'description'       => 'Talks and networking for the Dhaka WordPress community.',
				'post_status'       => 'publish',
				'start_date'        => $day( 10 ),
				'start_time'        => '18:00',
				'end_time'          => '21:00',
				'timezone'          => 'Asia/Dhaka',
				'location'          => array(
					'type'    => 'offline',
					'address' => 'Nilkhet Rd, Dhaka 1000, Bangladesh',
				),
				'categories'        => $cat( 'Meetup' ),
				'tags'              => $tags( 'WordPress', 'Networking' ),
				'ticket_variations' => array( $seat( 'Regular', 0, 120 ), $seat( 'Supporter', 10, 30 ) ),
				// Its speakers are everyone in a group, whoever joins it later.
				'speaker_type'      => 'group',
				'speaker_groups'    => array( SpeakersDemoData::groups()['workshop'] ),
				// The booking form asks each attendee's name and two extra fields.
				'ask_attendees'     => 'yes',
				'extra_fields'      => array(
					array(
						'label'       => 'T-shirt size',
						'type'        => 'select',
						'placeholder' => '',
						'required'    => true,
						'options'     => array( 'S', 'M', 'L', 'XL' ),
					),
					array(
						'label'       => 'Company',
						'type'        => 'text',
						'placeholder' => 'Where you work',
						'required'    => false,
						'options'     => array(),
					),
				),
			)
		);
		self::event(
			array(
				'title'             => 'Jazz Night',
				'description'       => 'Three nights of live jazz, on now.',
				'post_status'       => 'publish',
				'start_date'        => $day( -1 ),
				'start_time'        => '19:00',
				'end_date'          => $day( 1 ),
				'end_time'          => '23:00',
				'location'          => array(
					'type'    => 'offline',
					'address' => 'Blue Note Hall',
				),
				'categories'        => $cat( 'Jazz' ),
				'tags'              => $tags( 'Family' ),
				'ticket_variations' => array( $seat( 'General admission', 15, -1 ) ),
			)
		);
		self::event(
			array(
				'title'                => 'Spring Conference',
				'description'          => 'Keynotes and workshops; certificates for attendees.',
				'post_status'          => 'publish',
				'start_date'           => $day( -40 ),
				'end_date'             => $day( -38 ),
				'start_time'           => '09:00',
				'end_time'             => '17:00',
				'location'             => array(
					'type'    => 'offline',
					'address' => 'Convention Centre, Hall B',
				),
				'categories'           => $cat( 'Conference' ),
				'certificate_template' => TemplatesDemoData::certificate(),
				'ticket_variations'    => array( $seat( 'Full pass', 99, 300 ) ),
			)
		);
		self::event(
			array(
				'title'             => 'Weekly Block Editor Workshop',
				'description'       => 'Every week for six weeks.',
				'post_status'       => 'publish',
				'start_date'        => $day( 7 ),
				'start_time'        => '17:00',
				'end_time'          => '19:00',
				'location'          => array(
					'type'        => 'online',
					'address'     => '',
					'online_link' => 'https://meet.example.org/block-editor',
				),
				'categories'        => $cat( 'Workshop' ),
				'tags'              => $tags( 'WordPress', 'Online', 'Free' ),
				'ticket_variations' => array( $seat( 'Seat', 0, 25 ) ),
				'recurring_enabled' => 'yes',
				'recurrence'        => array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => $day( 42 ),
				),
			)
		);
		$walk = self::event(
			array(
				'title'       => 'Old Town Walk',
				'description' => 'Imported from an older site: its location is a plain string.',
				'post_status' => 'publish',
				'start_date'  => $day( 20 ),
				'start_time'  => '08:00',
			)
		);
		if ( $walk ) {
			update_post_meta( $walk, EventsRepository::META_LOCATION, 'Old Town Square, north gate' );
		}

	}

	/**
	 * The id of the demo event (top-level, any status) with that title, 0 if none.
	 * Other features' demo sets reach the demo events through it.
	 *
	 * @param string $title Title.
	 */
	public static function find( string $title ): int {
		$existing = get_posts(
			array(
				'post_type'   => Events::POST_TYPE,
				'post_status' => 'any',
				'title'       => $title,
				'post_parent' => 0,
				'fields'      => 'ids',
				'numberposts' => 1,
			)
		);
		return $existing ? (int) $existing[0] : 0;
	}

	/**
	 * Creates an event unless one with that title exists; returns its id (0 on failure).
	 *
	 * @param array<string,mixed> $fields Clean event fields.
	 */
	private static function event( array $fields ): int {
		$existing = self::find( (string) $fields['title'] );
		if ( $existing ) {
			return $existing;
		}
		$item = ( new EventsService() )->create( $fields );
		return is_wp_error( $item ) ? 0 : (int) $item['id'];
	}
}
