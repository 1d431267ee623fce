<?php
/**
 * Speakers and organizers (WordPress users holding the etn-speaker /
 * etn-organizer roles), speaker groups (etn_speaker_category terms) and their
 * REST routes.
 *
 * @package EventinPro
 */

namespace EventinPro\Speakers;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\RestRoutes;
use EventinPro\Support\Uninstaller;
use EventinPro\Taxonomies\TermsController;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Speakers extends BaseFeature {

	/** Speaker groups (storage key shared with Eventin 4). */
	public const GROUP_TAXONOMY = 'etn_speaker_category';

	public const ROLE_SPEAKER   = 'etn-speaker';
	public const ROLE_ORGANIZER = 'etn-organizer';

	/**
	 * API category => role.
	 */
	public const ROLES = array(
		'speaker'   => self::ROLE_SPEAKER,
		'organizer' => self::ROLE_ORGANIZER,
	);

	/**
	 * Meta capabilities the speakers permission is granted on plain speaker
	 * accounts (SpeakerAccess::map_meta_cap()).
	 */
	public const ACCOUNT_CAPS = array( 'edit_user', 'delete_user' );

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_taxonomy' ) );
		RestRoutes::add( array( self::class, 'register_routes' ) );
		// The speakers permission may edit and delete plain speaker accounts.
		add_filter( 'map_meta_cap', array( self::class, 'map_meta_cap' ), 10, 4 );
		// However a group is deleted, nobody stays in it.
		add_action( 'delete_' . self::GROUP_TAXONOMY, array( self::class, 'forget_group' ) );
	}

	/**
	 * The map_meta_cap filter: SpeakerAccess::map_meta_cap() for ACCOUNT_CAPS.
	 * WordPress maps capabilities on every request (kses asks for
	 * unfiltered_html on init); the others return here without loading
	 * SpeakerAccess.
	 *
	 * @param string[] $caps    Primitive capabilities WordPress asks for.
	 * @param string   $cap     Capability being checked.
	 * @param int      $user_id User being checked.
	 * @param mixed[]  $args    Arguments; $args[0] is the account.
	 * @return string[]
	 */
	public static function map_meta_cap( $caps, $cap, $user_id, $args ) {
		if ( ! in_array( $cap, self::ACCOUNT_CAPS, true ) ) {
			return $caps;
		}
		return SpeakerAccess::map_meta_cap( $caps, $cap, $user_id, $args );
	}

	/**
	 * Idempotent install step: the two roles (created granting only `read`) and
	 * group counts that match the memberships. The memberships themselves stay as
	 * stored (Eventin 4 reads only its own JSON form).
	 */
	public static function install(): void {
		$labels = array(
			self::ROLE_SPEAKER   => 'Speaker',
			self::ROLE_ORGANIZER => 'Organizer',
		);
		foreach ( $labels as $role => $label ) {
			// An existing role keeps whatever the site granted it since.
			if ( ! get_role( $role ) ) {
				add_role( $role, $label, array( 'read' => true ) );
			}
		}
		self::register_taxonomy();
		$repository = new SpeakersRepository();
		$repository->recount_groups( $repository->all_group_ids() );
	}

	/**
	 * Uninstall: the two roles always go (users keep their accounts). With the
	 * content, speaker profiles (their user meta) and speaker groups go too.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		if ( $delete_content ) {
			self::register_taxonomy();
			$repository = new SpeakersRepository();
			foreach ( get_users( array( 'role__in' => array_values( self::ROLES ) ) ) as $user ) {
				$repository->drop_profile( $user );
			}
			// Profiles of users who lost the role some other way: every key of ours.
			$keys = array( SpeakersRepository::META_TITLE, SpeakersRepository::META_WEBSITE_EMAIL, SpeakersRepository::META_DESIGNATION, SpeakersRepository::META_BIO, SpeakersRepository::META_SOCIAL, SpeakersRepository::META_COMPANY, SpeakersRepository::META_GROUPS, SpeakersRepository::META_CATEGORY );
			foreach ( $keys as $key ) {
				delete_metadata( 'user', 0, $key, '', true );
			}
			Uninstaller::delete_terms( self::GROUP_TAXONOMY );
		}
		self::remove_roles();
	}

	/**
	 * Demo speakers, organizers and groups.
	 *
	 * @return array<string,callable>
	 */
	public static function demo_data(): array {
		return array( 'speakers' => array( SpeakersDemoData::class, 'seed' ) );
	}

	/**
	 * The Speakers submenu item (speaker groups open from the speakers screen).
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array(
			self::section( 'speakers', __( 'Speakers', 'eventin-pro' ), Permissions::ORGANIZER, 40 ),
		);
	}

	/**
	 * Removes the two roles. Users keep their accounts.
	 */
	public static function remove_roles(): void {
		foreach ( self::ROLES as $role ) {
			remove_role( $role );
		}
	}

	/**
	 * Registers the group taxonomy. Memberships live in user meta, not in term
	 * relationships, so it is attached to no object type; its count is the
	 * number of speakers in the group.
	 */
	public static function register_taxonomy(): void {
		if ( taxonomy_exists( self::GROUP_TAXONOMY ) ) {
			return;
		}
		register_taxonomy(
			self::GROUP_TAXONOMY,
			array(),
			array(
				'labels'                => array(
					'name'          => __( 'Speaker Groups', 'eventin-pro' ),
					'singular_name' => __( 'Speaker Group', 'eventin-pro' ),
				),
				'hierarchical'          => false,
				'public'                => false,
				'show_ui'               => false,
				'show_in_rest'          => false,
				'query_var'             => false,
				'rewrite'               => false,
				'capabilities'          => array(
					'manage_terms' => Permissions::ORGANIZER,
					'edit_terms'   => Permissions::ORGANIZER,
					'delete_terms' => Permissions::ORGANIZER,
					'assign_terms' => Permissions::ORGANIZER,
				),
				'update_count_callback' => array( self::class, 'update_group_counts' ),
			)
		);
	}

	/**
	 * REST routes /eventin/v2/speakers and /eventin/v2/speaker/categories.
	 */
	public static function register_routes(): void {
		( new SpeakersController() )->register_routes();
		( new TermsController(
			self::GROUP_TAXONOMY,
			'speaker/categories',
			array(
				'hierarchical' => false,
				'noun'         => __( 'group', 'eventin-pro' ),
				'capability'   => Permissions::ORGANIZER,
			)
		) )->register_routes();
	}

	/**
	 * Removes a deleted group from its members' profiles.
	 *
	 * @param int $term_id Deleted group.
	 */
	public static function forget_group( $term_id ): void {
		( new SpeakersRepository() )->remove_group( (int) $term_id );
	}

	/**
	 * The taxonomy's update_count_callback: speakers per group.
	 *
	 * @param int[] $tt_ids Term taxonomy ids.
	 */
	public static function update_group_counts( $tt_ids ): void {
		$term_ids = array();
		foreach ( (array) $tt_ids as $tt_id ) {
			$term = get_term_by( 'term_taxonomy_id', (int) $tt_id, self::GROUP_TAXONOMY );
			if ( $term ) {
				$term_ids[] = (int) $term->term_id;
			}
		}
		( new SpeakersRepository() )->recount_groups( $term_ids );
	}
}
