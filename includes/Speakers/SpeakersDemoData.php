<?php
/**
 * Demo speakers, organizers and speaker groups.
 *
 * @package EventinPro
 */

namespace EventinPro\Speakers;

use EventinPro\Support\DemoData;

defined( 'ABSPATH' ) || exit;

/**
 * Demo data sets of the feature (see Support\DemoData).
 */
final class SpeakersDemoData {

	/**
	 * The demo speaker groups (made once; demo events pick people by them).
	 *
	 * @return array{keynote:int,workshop:int} Term ids.
	 */
	public static function groups(): array {
		return array(
			'keynote'  => DemoData::term( 'Keynote Speakers', Speakers::GROUP_TAXONOMY, 0, 'Opening and closing talks.' ),
			'workshop' => DemoData::term( 'Workshop Hosts', Speakers::GROUP_TAXONOMY, 0, 'Hands-on sessions.' ),
		);
	}

	/**
	 * Two speaker groups, five speakers and two organizers (one of them also
	 * speaks), with designations, companies, bios and social links.
	 */
	public static function seed(): void {
		$groups  = self::groups();
		$people  = array(
			array( 'Amara Okafor', 'amara.okafor', 'Principal Engineer', 'Lumen Labs', array( 'keynote' ), array( 'speaker' ), 'Builds <strong>large publishing platforms</strong> and talks about keeping them fast.', array( 'linkedin', 'x' ) ),
			array( 'Diego Hernández', 'diego.hernandez', 'Design Lead', 'Studio Norte', array( 'keynote', 'workshop' ), array( 'speaker' ), 'Designs editorial systems; runs the block theme workshop.', array( 'website', 'instagram' ) ),
			array( 'Mei Tanaka', 'mei.tanaka', 'Core Contributor', 'Open Source Collective', array( 'workshop' ), array( 'speaker' ), 'Contributes to the block editor and mentors new contributors.', array( 'x' ) ),
			array( 'Rahim Chowdhury', 'rahim.chowdhury', 'Developer Advocate', 'Dhaka Dev Hub', array( 'workshop' ), array( 'speaker' ), 'Teaches plugin development to the <em>Dhaka</em> community.', array( 'linkedin', 'youtube' ) ),
			array( 'Sofia Lindqvist', 'sofia.lindqvist', 'Accessibility Specialist', 'Nordic A11y', array( 'keynote' ), array( 'speaker' ), 'Audits sites for accessibility and explains the fixes.', array( 'website' ) ),
			array( 'Laura Bennett', 'laura.bennett', 'Event Director', 'Citywide Events', array( 'keynote' ), array( 'organizer' ), 'Has run community conferences for ten years.', array( 'linkedin' ), '+44 20 7946 0958' ),
			array( 'Tomás Ribeiro', 'tomas.ribeiro', 'Community Manager', 'Open Meetups', array( 'workshop' ), array( 'organizer', 'speaker' ), 'Organizes the monthly meetup and hosts its lightning talks.', array( 'facebook', 'x' ), '+351 21 555 0142' ),
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
		foreach ( $people as $person ) {
			list( $name, $handle, $designation, $company, $in, $category, $bio, $networks ) = $person;
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
					'phone'             => $person[8] ?? '',
				)
			);
		}
	}
}
