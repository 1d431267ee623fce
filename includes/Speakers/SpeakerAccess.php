<?php
/**
 * Who may change a speaker account. Speakers are WordPress users, so the
 * answer is WordPress's own: create_users to make one, edit_user /
 * promote_user / delete_user for the account. The speakers permission
 * (etn_manage_organizer) is granted edit_user and delete_user on plain
 * speaker accounts only, never on an account that could be worth taking over.
 *
 * It is not granted promote_user: WordPress's own user screens and
 * /wp/v2/users would then let it give such an account any role, the
 * administrator's included. Moving a plain speaker between the two speaker
 * roles is checked here instead (edit_denied()).
 *
 * @package EventinPro
 */

namespace EventinPro\Speakers;

use EventinPro\AccessControl\Permissions;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Account-level rights of the speakers API.
 */
final class SpeakerAccess {

	/**
	 * The map_meta_cap filter: edit_user and delete_user on a plain speaker
	 * account (see SpeakersRepository::is_plain_speaker()) need only the
	 * speakers permission, provided the account holds no capability its
	 * editor lacks. Whatever WordPress refuses outright stays refused (on
	 * multisite, editing or deleting another user needs a network admin).
	 *
	 * @param string[] $caps    Primitive capabilities WordPress asks for.
	 * @param string   $cap     Capability being checked.
	 * @param int      $user_id User being checked.
	 * @param mixed[]  $args    Arguments; $args[0] is the account.
	 * @return string[]
	 */
	public static function map_meta_cap( $caps, $cap, $user_id, $args ) {
		if ( ! in_array( $cap, Speakers::ACCOUNT_CAPS, true ) || empty( $args[0] ) || in_array( 'do_not_allow', (array) $caps, true ) ) {
			return $caps;
		}
		$account = get_userdata( (int) $args[0] );
		$editor  = get_userdata( (int) $user_id );
		if ( ! $account || ! $editor || $account->ID === $editor->ID || ! SpeakersRepository::is_plain_speaker( $account ) || ! $editor->has_cap( Permissions::ORGANIZER ) ) {
			return $caps;
		}
		// No way up: a speaker role that a site granted more does not become a lever.
		$held = array_diff( array_keys( array_filter( $account->allcaps ) ), Speakers::ROLES );
		return self::holds_all( $editor, $held ) ? array( Permissions::ORGANIZER ) : $caps;
	}

	/**
	 * Why the current user may not create speakers, or null. A speaker is a
	 * new login whose address the caller chooses (and could then claim through
	 * a lost-password mail), so it needs WordPress's create_users.
	 */
	public static function create_denied(): ?string {
		if ( current_user_can( 'create_users' ) ) {
			return null;
		}
		return __( 'Adding a speaker creates a WordPress account, which needs the create_users capability. Ask an administrator to add an existing speaker for you or to grant create_users to your role.', 'eventin-pro' );
	}

	/**
	 * Why the current user may not change this speaker's account with these
	 * fields, or null: edit_user for the account and, when its roles change,
	 * promote_user, or for a plain speaker account (which edit_user already
	 * covers) roles that hold nothing the current user lacks.
	 *
	 * @param WP_User             $user   Speaker.
	 * @param array<string,mixed> $fields Clean submitted fields.
	 */
	public static function edit_denied( WP_User $user, array $fields ): ?string {
		if ( ! current_user_can( 'edit_user', $user->ID ) ) {
			return __( 'Sorry, you are not allowed to edit this speaker\'s account. An account that holds more than a speaker role can only be changed by someone allowed to edit that user.', 'eventin-pro' );
		}
		$current = SpeakersRepository::categories_of( $user );
		$wanted  = array_values( array_unique( (array) ( $fields['category'] ?? $current ) ) );
		sort( $current );
		sort( $wanted );
		if ( $current === $wanted || current_user_can( 'promote_user', $user->ID ) ) {
			return null;
		}
		$granted = array();
		foreach ( array_intersect_key( Speakers::ROLES, array_flip( $wanted ) ) as $role ) {
			$object  = get_role( $role );
			$granted = array_merge( $granted, $object ? array_keys( array_filter( $object->capabilities ) ) : array() );
		}
		if ( SpeakersRepository::is_plain_speaker( $user ) && self::holds_all( wp_get_current_user(), $granted ) ) {
			return null;
		}
		return __( 'Sorry, you are not allowed to change this speaker\'s roles.', 'eventin-pro' );
	}

	/**
	 * Why the current user may not delete this speaker, or null: delete_user
	 * when the account goes; edit_user and promote_user when it stays and only
	 * loses the speaker roles. Anyone may take the speaker roles off their own
	 * account.
	 *
	 * @param WP_User $user Speaker.
	 */
	public static function delete_denied( WP_User $user ): ?string {
		$id = (int) $user->ID;
		if ( get_current_user_id() === $id ) {
			return null;
		}
		if ( SpeakersService::keeps_account( $user, get_current_user_id() ) ) {
			return current_user_can( 'edit_user', $id ) && current_user_can( 'promote_user', $id )
				? null
				: __( 'Sorry, you are not allowed to remove this account from the speakers. An account that holds more than a speaker role can only be changed by someone allowed to edit that user.', 'eventin-pro' );
		}
		return current_user_can( 'delete_user', $id ) ? null : __( 'Sorry, you are not allowed to delete this speaker\'s account.', 'eventin-pro' );
	}

	/**
	 * Whether $user holds every one of $capabilities.
	 *
	 * @param WP_User  $user         User.
	 * @param string[] $capabilities Capabilities.
	 */
	private static function holds_all( WP_User $user, array $capabilities ): bool {
		foreach ( $capabilities as $capability ) {
			if ( ! $user->has_cap( $capability ) ) {
				return false;
			}
		}
		return true;
	}
}
