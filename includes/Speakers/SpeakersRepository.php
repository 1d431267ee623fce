<?php
/**
 * Storage of speakers and organizers: WordPress users with the etn-speaker /
 * etn-organizer roles and Eventin 4's profile user meta. The stored (and
 * sometimes misspelled) keys stay inside this class.
 *
 * @package EventinPro
 */

namespace EventinPro\Speakers;

use WP_Error;
use WP_User;
use WP_User_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Repository over users, user meta and the group terms.
 */
final class SpeakersRepository {

	public const META_TITLE         = 'etn_speaker_title';
	public const META_WEBSITE_EMAIL = 'etn_speaker_website_email';
	public const META_DESIGNATION   = 'etn_speaker_designation';
	public const META_BIO           = 'etn_speaker_summery';
	public const META_SOCIAL        = 'etn_speaker_social';
	public const META_COMPANY       = 'etn_company_name';
	public const META_IMAGE         = 'image';
	public const META_IMAGE_ID      = 'image_id';
	/** Eventin 4's key; a generic name other plugins may share, so it is never removed with the profile. */
	public const META_PHONE = 'phone';
	/** Group term ids, stored as a list of numeric strings (see group_token()). */
	public const META_GROUPS = 'etn_speaker_group';
	/** Eventin 4 mirrors the roles here ('speaker' / 'organizer'). */
	public const META_CATEGORY = 'etn_speaker_category';

	/**
	 * Text fields => meta key.
	 */
	private const TEXT_META = array(
		'designation' => self::META_DESIGNATION,
		'bio'         => self::META_BIO,
		'company'     => self::META_COMPANY,
	);

	/**
	 * API social network => Eventin 4's icon class and link title.
	 */
	private const SOCIAL_ICONS = array(
		'facebook'  => array( 'etn-icon fa-facebook-f', 'Facebook' ),
		'x'         => array( 'etn-icon fa-x-twitter', 'X' ),
		'linkedin'  => array( 'etn-icon fa-linkedin-in', 'LinkedIn' ),
		'instagram' => array( 'etn-icon fa-instagram', 'Instagram' ),
		'youtube'   => array( 'etn-icon fa-youtube', 'YouTube' ),
		'website'   => array( 'etn-icon fa-globe', 'Website' ),
	);

	/**
	 * One page of speakers, filtered, searched and paged in the query, with the total.
	 *
	 * @param array{category?:string,speaker_group?:int,search?:string,paged?:int,per_page?:int} $query Query.
	 * @return array{0:WP_User[],1:int}
	 */
	public function find( array $query ): array {
		$category = (string) ( $query['category'] ?? '' );
		$args     = array(
			'role__in'    => isset( Speakers::ROLES[ $category ] ) ? array( Speakers::ROLES[ $category ] ) : array_values( Speakers::ROLES ),
			'number'      => (int) ( $query['per_page'] ?? 10 ),
			'paged'       => (int) ( $query['paged'] ?? 1 ),
			'orderby'     => array(
				'display_name' => 'ASC',
				'ID'           => 'ASC',
			),
			'count_total' => true,
			'fields'      => 'all',
		);
		$search   = trim( (string) ( $query['search'] ?? '' ) );
		if ( '' !== $search ) {
			$args['search']         = '*' . $search . '*';
			$args['search_columns'] = array( 'display_name', 'user_email' );
		}
		$group = (int) ( $query['speaker_group'] ?? 0 );
		if ( $group > 0 ) {
			$args['meta_query'] = self::groups_clause( array( $group ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- the group filter is a user meta match, as Eventin 4 stores it.
		}
		$users_query = new WP_User_Query( $args );
		return array( array_values( (array) $users_query->get_results() ), (int) $users_query->get_total() );
	}

	/**
	 * Ids of the speakers and organizers in any of these groups, by name.
	 *
	 * @param int[] $groups Group term ids.
	 * @return int[]
	 */
	public function ids_in_groups( array $groups ): array {
		$groups = array_values( array_filter( array_map( 'intval', $groups ) ) );
		if ( ! $groups ) {
			return array();
		}
		$users_query = new WP_User_Query(
			array(
				'role__in'    => array_values( Speakers::ROLES ),
				'meta_query'  => self::groups_clause( $groups ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- group membership is user meta, as Eventin 4 stores it.
				'orderby'     => array(
					'display_name' => 'ASC',
					'ID'           => 'ASC',
				),
				'fields'      => 'ID',
				'count_total' => false,
			)
		);
		return array_map( 'intval', (array) $users_query->get_results() );
	}

	/**
	 * A user meta clause matching members of any of these groups, in every
	 * stored form (see group_pattern()).
	 *
	 * @param int[] $groups Group term ids.
	 * @return array<int|string,mixed>
	 */
	public static function groups_clause( array $groups ): array {
		$clause = array( 'relation' => 'OR' );
		foreach ( $groups as $group ) {
			$clause[] = array(
				'key'     => self::META_GROUPS,
				'value'   => self::group_pattern( (int) $group ),
				'compare' => 'REGEXP',
			);
		}
		return $clause;
	}

	/**
	 * A speaker or organizer by id; null for other users and unknown ids.
	 *
	 * @param int $id User id.
	 */
	public function get( int $id ): ?WP_User {
		$user = $id > 0 ? get_userdata( $id ) : false;
		return $user instanceof WP_User && self::is_speaker( $user ) ? $user : null;
	}

	/**
	 * Speakers and organizers by id, in the order given, with their meta
	 * cached (one query for the users and one for their meta, for those not
	 * cached yet); other users and unknown ids are left out.
	 *
	 * @param int[] $ids User ids.
	 * @return WP_User[]
	 */
	public function get_many( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		cache_users( $ids );
		return array_values( array_filter( array_map( array( $this, 'get' ), $ids ) ) );
	}

	/**
	 * Whether the user holds the speaker or the organizer role.
	 *
	 * @param WP_User $user User.
	 */
	public static function is_speaker( $user ): bool {
		return $user instanceof WP_User && (bool) array_intersect( Speakers::ROLES, (array) $user->roles );
	}

	/**
	 * The API categories ('speaker', 'organizer') of a user's roles.
	 *
	 * @param WP_User $user User.
	 * @return string[]
	 */
	public static function categories_of( WP_User $user ): array {
		return array_keys( array_intersect( Speakers::ROLES, (array) $user->roles ) );
	}

	/**
	 * Whether the account means more than being a speaker: another role, a
	 * capability granted to the user directly, or super admin rights.
	 *
	 * @param WP_User $user User.
	 */
	public static function has_other_access( WP_User $user ): bool {
		$granted = array_keys( array_filter( (array) $user->caps ) );
		return (bool) array_diff( $granted, Speakers::ROLES ) || is_super_admin( $user->ID );
	}

	/**
	 * Sorts user ids into those holding the speaker or organizer role, other
	 * users, and ids of no user (two queries at most).
	 *
	 * @param int[] $ids User ids.
	 * @return array{speakers:int[],others:int[],missing:int[]}
	 */
	public function sort_users( array $ids ): array {
		$ids      = array_values( array_unique( array_map( 'intval', $ids ) ) );
		$speakers = $ids ? self::user_ids(
			array(
				'include'  => $ids,
				'role__in' => array_values( Speakers::ROLES ),
			)
		) : array();
		$rest     = array_values( array_diff( $ids, $speakers ) );
		$others   = $rest ? self::user_ids( array( 'include' => $rest ) ) : array();
		return array(
			'speakers' => $speakers,
			'others'   => $others,
			'missing'  => array_values( array_diff( $rest, $others ) ),
		);
	}

	/**
	 * Ids of the users matching a query (one query, no totals).
	 *
	 * @param array<string,mixed> $query get_users() arguments.
	 * @return int[]
	 */
	private static function user_ids( array $query ): array {
		return array_map(
			'intval',
			get_users(
				$query + array(
					'fields'      => 'ID',
					'count_total' => false,
					'number'      => -1,
				)
			)
		);
	}

	/**
	 * Whether the account is only a speaker: it holds the speaker or organizer
	 * role and nothing else (no other role, no capability of its own, no super
	 * admin rights).
	 *
	 * @param WP_User $user User.
	 */
	public static function is_plain_speaker( WP_User $user ): bool {
		return self::is_speaker( $user ) && ! self::has_other_access( $user );
	}

	/**
	 * The stored profile in clean fields (group ids, not names).
	 *
	 * @param WP_User $user User.
	 * @return array<string,mixed>
	 */
	public function profile( WP_User $user ): array {
		$id    = (int) $user->ID;
		$meta  = static function ( string $key ) use ( $id ) {
			return get_user_meta( $id, $key, true );
		};
		$image = (string) $meta( self::META_IMAGE );
		return array(
			'id'                => $id,
			'name'              => (string) $user->display_name,
			'email'             => (string) $user->user_email,
			'phone'             => $this->phone( $id ),
			'designation'       => (string) $meta( self::META_DESIGNATION ),
			'bio'               => (string) $meta( self::META_BIO ),
			'image_id'          => (int) $meta( self::META_IMAGE_ID ),
			'image'             => filter_var( $image, FILTER_VALIDATE_URL ) ? $image : '',
			'social'            => self::social_from_storage( $meta( self::META_SOCIAL ) ),
			'company'           => (string) $meta( self::META_COMPANY ),
			'speaker_group_ids' => self::parse_group_ids( $meta( self::META_GROUPS ) ),
			'category'          => self::categories_of( $user ),
			'author_url'        => get_author_posts_url( $id, $user->user_nicename ),
		);
	}

	/**
	 * A user's stored phone as reads show it.
	 *
	 * @param int $id User id.
	 */
	public function phone( int $id ): string {
		return self::text( get_user_meta( $id, self::META_PHONE, true ) );
	}

	/**
	 * Creates the user account and its profile. Sends no mail.
	 *
	 * @param array<string,mixed> $fields Clean, validated fields (name, email, category required).
	 * @return int|WP_Error User id.
	 */
	public function insert( array $fields ) {
		$roles   = self::roles_of( (array) $fields['category'] );
		$account = array(
			'user_login'   => $this->unique_login( (string) $fields['name'] ),
			'user_pass'    => wp_generate_password( 24, true, true ),
			'user_email'   => (string) $fields['email'],
			'display_name' => (string) $fields['name'],
			'nickname'     => (string) $fields['name'],
		);
		if ( $roles ) { // Without one, WordPress gives the site's default role.
			$account['role'] = $roles[0];
		}
		$id = wp_insert_user( $account );
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$user = new WP_User( $id );
		foreach ( $roles as $role ) {
			$user->add_role( $role );
		}
		$this->write_profile( (int) $id, $fields, array() );
		return (int) $id;
	}

	/**
	 * Changes the given fields of a speaker. Only the etn roles change; other
	 * roles are never touched. A plain speaker account gets no mail (not even
	 * the email-change notice); an account that holds more always does, so its
	 * owner hears about a new address.
	 *
	 * @param WP_User             $user   Speaker.
	 * @param array<string,mixed> $fields Clean, validated fields to change.
	 * @return true|WP_Error
	 */
	public function update( WP_User $user, array $fields ) {
		// A name or address sent as it is changes nothing (not even the profile
		// copies Eventin 4 keeps of them, which an account may lack).
		if ( isset( $fields['name'] ) && (string) $fields['name'] === $user->display_name ) {
			unset( $fields['name'] );
		}
		if ( isset( $fields['email'] ) && (string) $fields['email'] === $user->user_email ) {
			unset( $fields['email'] );
		}
		$data = array();
		if ( isset( $fields['name'] ) ) {
			$data['display_name'] = (string) $fields['name'];
		}
		if ( isset( $fields['email'] ) && strtolower( (string) $fields['email'] ) !== strtolower( $user->user_email ) ) {
			$data['user_email'] = (string) $fields['email'];
		}
		if ( $data ) {
			$quiet = self::is_plain_speaker( $user );
			if ( $quiet ) {
				add_filter( 'send_email_change_email', '__return_false', PHP_INT_MAX );
			}
			$result = wp_update_user( array( 'ID' => $user->ID ) + $data );
			if ( $quiet ) {
				remove_filter( 'send_email_change_email', '__return_false', PHP_INT_MAX );
			}
			if ( is_wp_error( $result ) ) {
				return $result;
			}
		}
		if ( isset( $fields['category'] ) ) {
			$wanted = self::roles_of( (array) $fields['category'] );
			foreach ( Speakers::ROLES as $role ) {
				$has = in_array( $role, (array) $user->roles, true );
				if ( in_array( $role, $wanted, true ) && ! $has ) {
					$user->add_role( $role );
				} elseif ( ! in_array( $role, $wanted, true ) && $has ) {
					$user->remove_role( $role );
				}
			}
		}
		$this->write_profile( (int) $user->ID, $fields, self::parse_group_ids( get_user_meta( $user->ID, self::META_GROUPS, true ) ) );
		return true;
	}

	/**
	 * Takes the speaker and organizer roles and the profile from an account
	 * that stays (it holds other roles, or is the current user).
	 *
	 * @param WP_User $user Speaker.
	 */
	public function drop_profile( WP_User $user ): void {
		$groups = self::parse_group_ids( get_user_meta( $user->ID, self::META_GROUPS, true ) );
		foreach ( Speakers::ROLES as $role ) {
			if ( in_array( $role, (array) $user->roles, true ) ) {
				$user->remove_role( $role );
			}
		}
		$keys = array_merge(
			array_values( self::TEXT_META ),
			array( self::META_TITLE, self::META_WEBSITE_EMAIL, self::META_SOCIAL, self::META_IMAGE, self::META_IMAGE_ID, self::META_GROUPS, self::META_CATEGORY )
		);
		foreach ( $keys as $key ) {
			delete_user_meta( $user->ID, $key );
		}
		$this->recount_groups( $groups );
	}

	/**
	 * Deletes the account; its content goes to $reassign.
	 *
	 * @param WP_User $user     Speaker.
	 * @param int     $reassign User who receives the posts.
	 */
	public function delete_account( WP_User $user, int $reassign ): bool {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$groups  = self::parse_group_ids( get_user_meta( $user->ID, self::META_GROUPS, true ) );
		$deleted = wp_delete_user( $user->ID, $reassign > 0 ? $reassign : null );
		$this->recount_groups( $groups );
		return (bool) $deleted;
	}

	/**
	 * Id of the user (any user) who has this email, 0 when none.
	 *
	 * @param string $email Email.
	 */
	public function email_owner( string $email ): int {
		$user = get_user_by( 'email', $email );
		return $user ? (int) $user->ID : 0;
	}

	/**
	 * Which of these group ids exist.
	 *
	 * @param int[] $ids Term ids.
	 * @return int[]
	 */
	public function existing_groups( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		$found = get_terms(
			array(
				'taxonomy'               => Speakers::GROUP_TAXONOMY,
				'include'                => $ids,
				'hide_empty'             => false,
				'fields'                 => 'ids',
				'update_term_meta_cache' => false,
			)
		);
		return is_array( $found ) ? array_map( 'intval', $found ) : array();
	}

	/**
	 * Names of groups by id, in one query.
	 *
	 * @param int[] $ids Term ids.
	 * @return array<int,string>
	 */
	public function group_names( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		$terms = get_terms(
			array(
				'taxonomy'               => Speakers::GROUP_TAXONOMY,
				'include'                => $ids,
				'hide_empty'             => false,
				'update_term_meta_cache' => false,
			)
		);
		$names = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$names[ (int) $term->term_id ] = $term->name;
		}
		return $names;
	}

	/**
	 * Ids of every group.
	 *
	 * @return int[]
	 */
	public function all_group_ids(): array {
		$ids = get_terms(
			array(
				'taxonomy'   => Speakers::GROUP_TAXONOMY,
				'hide_empty' => false,
				'fields'     => 'ids',
			)
		);
		return is_array( $ids ) ? array_map( 'intval', $ids ) : array();
	}

	/**
	 * Whether an attachment is an image.
	 *
	 * @param int $id Attachment id.
	 */
	public function is_image( int $id ): bool {
		return $id > 0 && 'attachment' === get_post_type( $id ) && wp_attachment_is_image( $id );
	}

	/**
	 * Removes a group from every profile that lists it.
	 *
	 * @param int $group Term id.
	 */
	public function remove_group( int $group ): void {
		global $wpdb;
		$users = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one lookup instead of loading every speaker.
			$wpdb->prepare(
				"SELECT DISTINCT user_id FROM {$wpdb->usermeta} WHERE meta_key = %s AND meta_value REGEXP %s",
				self::META_GROUPS,
				self::group_pattern( $group )
			)
		);
		foreach ( $users as $user_id ) {
			$ids  = self::parse_group_ids( get_user_meta( (int) $user_id, self::META_GROUPS, true ) );
			$left = array_values( array_diff( $ids, array( $group ) ) );
			$this->write_groups( (int) $user_id, $left );
		}
	}

	/**
	 * Stores each group's number of speakers as its term count.
	 *
	 * @param int[] $ids Term ids.
	 */
	public function recount_groups( array $ids ): void {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return;
		}
		foreach ( $ids as $id ) {
			$count = (int) $wpdb->get_var( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a count WordPress has no API for (memberships live in user meta).
				$wpdb->prepare(
					"SELECT COUNT(DISTINCT g.user_id) FROM {$wpdb->usermeta} g
					INNER JOIN {$wpdb->usermeta} c ON c.user_id = g.user_id AND c.meta_key = %s
					WHERE g.meta_key = %s AND g.meta_value REGEXP %s AND ( c.meta_value LIKE %s OR c.meta_value LIKE %s )",
					$wpdb->get_blog_prefix() . 'capabilities',
					self::META_GROUPS,
					self::group_pattern( $id ),
					'%' . $wpdb->esc_like( '"' . Speakers::ROLE_SPEAKER . '"' ) . '%',
					'%' . $wpdb->esc_like( '"' . Speakers::ROLE_ORGANIZER . '"' ) . '%'
				)
			);
			$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the term cache is cleaned below.
				$wpdb->term_taxonomy,
				array( 'count' => $count ),
				array(
					'term_id'  => $id,
					'taxonomy' => Speakers::GROUP_TAXONOMY,
				)
			);
		}
		clean_term_cache( $ids, Speakers::GROUP_TAXONOMY );
	}

	/**
	 * Group ids from any stored shape: list, single id, JSON list.
	 *
	 * @param mixed $raw Stored value.
	 * @return int[]
	 */
	public static function parse_group_ids( $raw ): array {
		if ( is_string( $raw ) && '' !== $raw && '[' === $raw[0] ) {
			$raw = json_decode( $raw, true );
		}
		if ( is_scalar( $raw ) ) {
			$raw = array( $raw );
		}
		if ( ! is_array( $raw ) ) {
			return array();
		}
		$ids = array();
		foreach ( $raw as $value ) {
			if ( is_scalar( $value ) && ctype_digit( (string) $value ) && (int) $value > 0 ) {
				$ids[] = (int) $value;
			}
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * A MariaDB regular expression matching a stored membership list that
	 * contains one group, in every form parse_group_ids() reads: Eventin 4's JSON
	 * string ("[7,8]", also with quoted ids), a serialized list of numeric
	 * strings or integers (matched as a value after its index, never the index
	 * itself), or a single id. Group 7 never matches 17 or 71.
	 *
	 * @param int $group Term id.
	 */
	private static function group_pattern( int $group ): string {
		return '^"?' . $group . '"?$'
			. '|^\\[(.*,)? *"?' . $group . '"? *(,.*)?\\]$'
			. '|i:[0-9]+;(i:' . $group . '|s:[0-9]+:"' . $group . '");';
	}

	/**
	 * Writes the profile fields that were given.
	 *
	 * @param int                 $id         User id.
	 * @param array<string,mixed> $fields     Clean fields.
	 * @param int[]               $old_groups Groups before the change.
	 */
	private function write_profile( int $id, array $fields, array $old_groups ): void {
		if ( isset( $fields['name'] ) ) {
			update_user_meta( $id, self::META_TITLE, (string) $fields['name'] );
		}
		if ( isset( $fields['email'] ) ) {
			update_user_meta( $id, self::META_WEBSITE_EMAIL, (string) $fields['email'] );
		}
		foreach ( self::TEXT_META as $field => $key ) {
			if ( array_key_exists( $field, $fields ) ) {
				$this->write_meta( $id, $key, (string) $fields[ $field ] );
			}
		}
		// Compared with what a read shows, so sending back what was shown writes nothing.
		if ( array_key_exists( 'phone', $fields ) && $this->phone( $id ) !== (string) $fields['phone'] ) {
			$this->write_meta( $id, self::META_PHONE, (string) $fields['phone'] );
		}
		if ( array_key_exists( 'image_id', $fields ) && (int) get_user_meta( $id, self::META_IMAGE_ID, true ) !== (int) $fields['image_id'] ) {
			$image_id = (int) $fields['image_id'];
			$this->write_meta( $id, self::META_IMAGE_ID, $image_id ? (string) $image_id : '' );
			$this->write_meta( $id, self::META_IMAGE, $image_id ? (string) wp_get_attachment_url( $image_id ) : '' );
		}
		if ( array_key_exists( 'social', $fields ) ) {
			$this->write_meta( $id, self::META_SOCIAL, self::social_to_storage( (array) $fields['social'] ) );
		}
		if ( isset( $fields['category'] ) ) {
			update_user_meta( $id, self::META_CATEGORY, array_values( (array) $fields['category'] ) );
		}
		if ( array_key_exists( 'speaker_group_ids', $fields ) ) {
			$this->write_groups( $id, (array) $fields['speaker_group_ids'] );
		}
		if ( array_key_exists( 'speaker_group_ids', $fields ) || isset( $fields['category'] ) ) {
			$this->recount_groups( array_merge( $old_groups, (array) ( $fields['speaker_group_ids'] ?? $old_groups ) ) );
		}
	}

	/**
	 * Stores a group list in the form already stored, or nothing for none. An
	 * unchanged list is not written. Eventin 4 stores a JSON string ("[7,8]") and
	 * its speakers route fails on anything else, so that is the form of a new
	 * list; a serialized list written by older versions stays serialized, with
	 * its ids as strings or integers as they were.
	 *
	 * @param int   $id  User id.
	 * @param int[] $ids Group ids.
	 */
	private function write_groups( int $id, array $ids ): void {
		$ids    = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		$stored = get_user_meta( $id, self::META_GROUPS, true );
		if ( ! $ids ) {
			delete_user_meta( $id, self::META_GROUPS );
			return;
		}
		if ( self::parse_group_ids( $stored ) === $ids ) {
			return;
		}
		if ( ! is_array( $stored ) ) {
			update_user_meta( $id, self::META_GROUPS, (string) wp_json_encode( $ids ) );
			return;
		}
		update_user_meta( $id, self::META_GROUPS, is_int( reset( $stored ) ) ? $ids : array_map( 'strval', $ids ) );
	}

	/**
	 * Updates a meta value; an empty one removes the row, unless the stored value
	 * is already empty (Eventin 4 keeps empty strings).
	 *
	 * @param int    $id    User id.
	 * @param string $key   Meta key.
	 * @param mixed  $value Value.
	 */
	private function write_meta( int $id, string $key, $value ): void {
		if ( '' === $value || array() === $value ) {
			if ( '' !== get_user_meta( $id, $key, true ) ) {
				delete_user_meta( $id, $key );
			}
			return;
		}
		update_user_meta( $id, $key, $value );
	}

	/**
	 * A stored text value; anything that is not text reads as empty.
	 *
	 * @param mixed $value Stored value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * Eventin 4's social rows from API links.
	 *
	 * @param array<int,array{icon:string,url:string}> $links Links.
	 * @return array<int,array<string,string>>
	 */
	private static function social_to_storage( array $links ): array {
		$rows = array();
		foreach ( $links as $link ) {
			$icon   = self::SOCIAL_ICONS[ $link['icon'] ] ?? self::SOCIAL_ICONS['website'];
			$rows[] = array(
				'icon'             => $icon[0],
				'etn_social_url'   => (string) $link['url'],
				'etn_social_title' => $icon[1],
			);
		}
		return $rows;
	}

	/**
	 * API links from stored social rows (Eventin 4's icon classes or our slugs).
	 *
	 * @param mixed $rows Stored value.
	 * @return array<int,array{icon:string,url:string}>
	 */
	private static function social_from_storage( $rows ): array {
		$links = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			if ( ! is_array( $row ) ) {
				continue;
			}
			$url = (string) ( $row['etn_social_url'] ?? $row['url'] ?? '' );
			if ( '' === $url ) {
				continue;
			}
			$links[] = array(
				'icon' => self::network_of( (string) ( $row['icon'] ?? '' ) ),
				'url'  => $url,
			);
		}
		return $links;
	}

	/**
	 * The network slug of a stored icon ('etn-icon fa-facebook-f' => 'facebook').
	 *
	 * @param string $icon Stored icon.
	 */
	private static function network_of( string $icon ): string {
		if ( isset( self::SOCIAL_ICONS[ $icon ] ) ) {
			return $icon;
		}
		$patterns = array(
			'facebook'  => 'facebook',
			'twitter'   => 'x',
			'linkedin'  => 'linkedin',
			'instagram' => 'instagram',
			'youtube'   => 'youtube',
		);
		foreach ( $patterns as $needle => $network ) {
			if ( false !== strpos( $icon, $needle ) ) {
				return $network;
			}
		}
		return 'website';
	}

	/**
	 * Roles for API categories.
	 *
	 * @param string[] $categories Categories.
	 * @return string[]
	 */
	private static function roles_of( array $categories ): array {
		return array_values( array_intersect_key( Speakers::ROLES, array_flip( $categories ) ) );
	}

	/**
	 * A login made from the name, unique among users.
	 *
	 * @param string $name Display name.
	 */
	private function unique_login( string $name ): string {
		$base  = trim( (string) preg_replace( '/[^a-z0-9]+/', '-', strtolower( remove_accents( $name ) ) ), '-' );
		$base  = substr( '' !== $base ? $base : 'speaker', 0, 50 );
		$base  = rtrim( $base, '-' );
		$login = $base;
		for ( $n = 2; username_exists( $login ); $n++ ) {
			$login = $base . '-' . $n;
		}
		return $login;
	}
}
