<?php
/**
 * Demo content for the development site. Each set is seeded once.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

use EventinPro\Events\Events;
use EventinPro\Events\EventsRepository;
use EventinPro\Events\EventsService;
use EventinPro\Speakers\Speakers;
use EventinPro\Speakers\SpeakersService;
use EventinPro\Schedules\Schedules;
use EventinPro\Schedules\SchedulesService;
use EventinPro\Taxonomies\Taxonomies;

defined( 'ABSPATH' ) || exit;

/**
 * Idempotent demo data seeder.
 */
final class DemoData {

	public const OPTION = 'eventin_demo_data';

	/**
	 * Seeds every set not seeded yet.
	 *
	 * @return string[] Names of the sets seeded by this call.
	 */
	public static function seed(): array {
		$done   = (array) get_option( self::OPTION, array() );
		$seeded = array();
		foreach ( self::sets() as $name => $seeder ) {
			if ( ! empty( $done[ $name ] ) ) {
				continue;
			}
			$seeder();
			$done[ $name ] = time();
			$seeded[]      = $name;
		}
		update_option( self::OPTION, $done, false );
		return $seeded;
	}

	/**
	 * Named seeders, in order.
	 *
	 * @return array<string,callable>
	 */
	private static function sets(): array {
		return array(
			'taxonomies' => array( self::class, 'seed_taxonomies' ),
			'events'     => array( self::class, 'seed_events' ),
			'speakers'   => array( self::class, 'seed_speakers' ),
			// After the people and events it names.
			'schedules'  => array( self::class, 'seed_schedules' ),
		);
	}

	/**
	 * Event categories (with sub-categories) and tags.
	 */
	public static function seed_taxonomies(): void {
		$categories = array(
			'Conference' => array( 'Keynote', 'Workshop' ),
			'Meetup'     => array(),
			'Concert'    => array( 'Jazz' ),
			'Webinar'    => array(),
		);
		foreach ( $categories as $name => $children ) {
			$parent = self::term( $name, Taxonomies::CATEGORY, 0, "Demo category: $name events." );
			foreach ( $children as $child ) {
				self::term( $child, Taxonomies::CATEGORY, $parent, '' );
			}
		}
		foreach ( array( 'WordPress', 'Networking', 'Free', 'Online', 'Family' ) as $tag ) {
			self::term( $tag, Taxonomies::TAG, 0, '' );
		}
	}

	/**
	 * Events in every status (relative to now), a recurring series, a malformed
	 * location, an unlimited ticket, a certificate, a Dhaka event and attendees.
	 */
	public static function seed_events(): void {
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
		$dhaka = self::event(
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
			)
		);
		$jazz  = self::event(
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
		$conf  = self::event(
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
				'certificate_template' => self::certificate_template(),
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

		$attendees = array(
			array( $jazz, array( 'success', 'success', 'success', 'failed' ) ),
			array( $conf, array_fill( 0, 5, 'success' ) ),
			array( $dhaka, array( 'success', 'pending' ) ),
		);
		foreach ( $attendees as list( $event, $statuses ) ) {
			if ( ! $event || ( new EventsRepository() )->sold_counts( array( $event ) )[ $event ] > 0 ) {
				continue; // Seeded already.
			}
			foreach ( $statuses as $n => $status ) {
				self::attendee( (int) $event, 'Attendee ' . ( $n + 1 ), $status );
			}
		}
	}

	/**
	 * Schedules over this year and last (from the site's "now"), two to four
	 * slots each, naming the demo speakers and organizers when there are any;
	 * the conference days are attached to the Spring Conference event.
	 */
	public static function seed_schedules(): void {
		$people = array_map(
			'intval',
			get_users(
				array(
					'role__in' => SchedulesService::SPEAKER_ROLES,
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
		$conference = get_posts(
			array(
				'post_type'   => Events::POST_TYPE,
				'post_status' => 'any',
				'title'       => 'Spring Conference',
				'post_parent' => 0,
				'fields'      => 'ids',
				'numberposts' => 1,
			)
		);
		$days       = array_values( array_filter( array( $ids['Conference Day One'], $ids['Conference Day Two'] ) ) );
		if ( $conference && $days && ! get_post_meta( (int) $conference[0], EventsRepository::META_SCHEDULES, true ) ) {
			( new EventsService() )->update( (int) $conference[0], array( 'schedules' => $days ) );
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

	/**
	 * Two speaker groups, five speakers and two organizers (one of them also
	 * speaks), with designations, companies, bios and social links.
	 */
	public static function seed_speakers(): void {
		$groups  = array(
			'keynote'  => self::term( 'Keynote Speakers', Speakers::GROUP_TAXONOMY, 0, 'Opening and closing talks.' ),
			'workshop' => self::term( 'Workshop Hosts', Speakers::GROUP_TAXONOMY, 0, 'Hands-on sessions.' ),
		);
		$people  = array(
			array( 'Amara Okafor', 'amara.okafor', 'Principal Engineer', 'Lumen Labs', array( 'keynote' ), array( 'speaker' ), 'Builds <strong>large publishing platforms</strong> and talks about keeping them fast.', array( 'linkedin', 'x' ) ),
			array( 'Diego Hernández', 'diego.hernandez', 'Design Lead', 'Studio Norte', array( 'keynote', 'workshop' ), array( 'speaker' ), 'Designs editorial systems; runs the block theme workshop.', array( 'website', 'instagram' ) ),
			array( 'Mei Tanaka', 'mei.tanaka', 'Core Contributor', 'Open Source Collective', array( 'workshop' ), array( 'speaker' ), 'Contributes to the block editor and mentors new contributors.', array( 'x' ) ),
			array( 'Rahim Chowdhury', 'rahim.chowdhury', 'Developer Advocate', 'Dhaka Dev Hub', array( 'workshop' ), array( 'speaker' ), 'Teaches plugin development to the <em>Dhaka</em> community.', array( 'linkedin', 'youtube' ) ),
			array( 'Sofia Lindqvist', 'sofia.lindqvist', 'Accessibility Specialist', 'Nordic A11y', array( 'keynote' ), array( 'speaker' ), 'Audits sites for accessibility and explains the fixes.', array( 'website' ) ),
			array( 'Laura Bennett', 'laura.bennett', 'Event Director', 'Citywide Events', array( 'keynote' ), array( 'organizer' ), 'Has run community conferences for ten years.', array( 'linkedin' ) ),
			array( 'Tomás Ribeiro', 'tomas.ribeiro', 'Community Manager', 'Open Meetups', array( 'workshop' ), array( 'organizer', 'speaker' ), 'Organizes the monthly meetup and hosts its lightning talks.', array( 'facebook', 'x' ) ),
		);
		$urls    = array(
			'facebook'  => 'https://www.facebook.com/',
			'x'         => 'https://x.com/',
			'linkedin'  => 'https://www.linkedin.com/in/',
			'instagram' => 'https://www.instagram.com/',
			'youtube'   => 'https://www.youtube.com/@',
			'website'   => 'https://example.org/~',
		);
		$service = new SpeakersService();
		foreach ( $people as list( $name, $handle, $designation, $company, $in, $category, $bio, $networks ) ) {
			$email = $handle . '@example.org';
			if ( email_exists( $email ) ) {
				continue;
			}
			$social = array();
			foreach ( $networks as $network ) {
				$social[] = array(
					'icon' => $network,
					'url'  => $urls[ $network ] . str_replace( '.', '', $handle ),
				);
			}
			$service->create(
				array(
					'name'              => $name,
					'email'             => $email,
					'designation'       => $designation,
					'company'           => $company,
					'bio'               => $bio,
					'social'            => $social,
					'speaker_group_ids' => array_values(
						array_filter(
							array_map(
								static function ( string $key ) use ( $groups ): int {
									return $groups[ $key ];
								},
								$in
							)
						)
					),
					'category'          => $category,
				)
			);
		}
	}

	/**
	 * Creates an event unless one with that title exists; returns its id (0 on failure).
	 *
	 * @param array<string,mixed> $fields Clean event fields.
	 */
	private static function event( array $fields ): int {
		$existing = get_posts(
			array(
				'post_type'   => Events::POST_TYPE,
				'post_status' => 'any',
				'title'       => $fields['title'],
				'post_parent' => 0,
				'fields'      => 'ids',
				'numberposts' => 1,
			)
		);
		if ( $existing ) {
			return (int) $existing[0];
		}
		$item = ( new EventsService() )->create( $fields );
		return is_wp_error( $item ) ? 0 : (int) $item['id'];
	}

	/**
	 * An attendee of an event (the Attendees feature will seed richer ones).
	 *
	 * @param int    $event  Event id.
	 * @param string $name   Name.
	 * @param string $status etn_status.
	 */
	private static function attendee( int $event, string $name, string $status ): void {
		if ( ! $event ) {
			return;
		}
		$id = wp_insert_post(
			array(
				'post_type'   => EventsRepository::ATTENDEE_POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => $name,
			)
		);
		if ( ! $id ) {
			return;
		}
		update_post_meta( $id, 'etn_name', $name );
		update_post_meta( $id, 'etn_email', sanitize_title( $name ) . '@example.org' );
		update_post_meta( $id, EventsRepository::ATTENDEE_EVENT_ID, $event );
		update_post_meta( $id, EventsRepository::ATTENDEE_STATUS, $status );
		update_post_meta( $id, 'etn_attendeee_ticket_status', 'unused' );
	}

	/**
	 * A certificate template post for the demo event to point at (the Templates
	 * feature owns templates; this is only a placeholder with a real id).
	 */
	private static function certificate_template(): int {
		$existing = get_posts(
			array(
				'post_type'   => 'etn-template',
				'post_status' => 'any',
				'title'       => 'Demo certificate',
				'fields'      => 'ids',
				'numberposts' => 1,
			)
		);
		if ( $existing ) {
			return (int) $existing[0];
		}
		$id = wp_insert_post(
			array(
				'post_type'    => 'etn-template',
				'post_status'  => 'draft',
				'post_title'   => 'Demo certificate',
				'post_content' => '<!-- wp:paragraph --><p></p><!-- /wp:paragraph -->',
			)
		);
		if ( $id ) {
			update_post_meta( $id, 'type', 'certificate' );
		}
		return (int) $id;
	}

	/**
	 * Creates a term unless one with that name exists; returns its id.
	 *
	 * @param string $name        Name.
	 * @param string $taxonomy    Taxonomy.
	 * @param int    $parent      Parent id.
	 * @param string $description Description.
	 */
	private static function term( string $name, string $taxonomy, int $parent, string $description ): int {
		$existing = term_exists( $name, $taxonomy, $parent );
		if ( $existing ) {
			return (int) $existing['term_id'];
		}
		$created = wp_insert_term(
			$name,
			$taxonomy,
			array(
				'parent'      => $parent,
				'description' => $description,
			)
		);
		return is_wp_error( $created ) ? 0 : (int) $created['term_id'];
	}
}
