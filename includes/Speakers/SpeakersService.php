<?php
/**
 * Speaker rules: what a valid speaker is, how accounts are created, changed
 * and deleted, and the API item.
 *
 * @package EventinPro
 */

namespace EventinPro\Speakers;

use EventinPro\Rest\EditsItems;
use EventinPro\Rest\ItemService;
use EventinPro\Rest\FieldError;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Service over SpeakersRepository.
 */
final class SpeakersService implements ItemService, EditsItems {

	/**
	 * Storage.
	 *
	 * @var SpeakersRepository
	 */
	private $speakers;

	/**
	 * Constructor.
	 *
	 * @param SpeakersRepository|null $speakers Storage.
	 */
	public function __construct( ?SpeakersRepository $speakers = null ) {
		$this->speakers = $speakers ?? new SpeakersRepository();
	}

	/**
	 * One page of API items and the total.
	 *
	 * @param array<string,mixed> $query Filters and paging (see SpeakersRepository::find()).
	 * @return array{0:array<int,array<string,mixed>>,1:int}
	 */
	public function list( array $query ): array {
		list( $users, $total ) = $this->speakers->find( $query );
		$profiles              = array_map( array( $this, 'profile' ), $users );
		$names                 = $this->speakers->group_names( array_merge( array(), ...array_column( $profiles, 'speaker_group_ids' ) ) );
		$items                 = array();
		foreach ( $profiles as $profile ) {
			$items[] = $this->with_group_names( $profile, $names );
		}
		return array( $items, $total );
	}

	/**
	 * The API item of a speaker, or null when the id is not a speaker or organizer.
	 *
	 * @param int $id User id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		$user = $this->speakers->get( $id );
		return $user ? $this->item( $user ) : null;
	}

	/**
	 * The API items of many speakers and organizers at once, by id, in the
	 * order given; ids that are no speaker or organizer are left out. A
	 * constant number of queries whatever the number of people and groups:
	 * the users and their meta in one query each, every group's name in one
	 * read (get() names each speaker's groups on its own).
	 *
	 * @param int[] $ids User ids.
	 * @return array<int,array<string,mixed>> Items by user id.
	 */
	public function get_many( array $ids ): array {
		$profiles = array_map( array( $this, 'profile' ), $this->speakers->get_many( $ids ) );
		$names    = $this->speakers->group_names( array_merge( array(), ...array_column( $profiles, 'speaker_group_ids' ) ) );
		$items    = array();
		foreach ( $profiles as $profile ) {
			$items[ (int) $profile['id'] ] = $this->with_group_names( $profile, $names );
		}
		return $items;
	}

	/**
	 * The one check of people other features name (an event's speakers and
	 * organizers, a schedule slot's speakers): sorts user ids into users
	 * holding the speaker or organizer role, other users, and unknown ids.
	 *
	 * @param int[] $ids User ids.
	 * @return array{speakers:int[],others:int[],missing:int[]}
	 */
	public static function sort_users( array $ids ): array {
		return ( new SpeakersRepository() )->sort_users( $ids );
	}

	/**
	 * The speakers and organizers in any of these groups (an event that picks
	 * its people by group shows them), by name.
	 *
	 * @param int[] $groups Group term ids.
	 * @return int[] User ids.
	 */
	public static function members_of_groups( array $groups ): array {
		return ( new SpeakersRepository() )->ids_in_groups( $groups );
	}

	/**
	 * The account of a speaker or organizer, or null.
	 *
	 * @param int $id User id.
	 */
	public function account( int $id ): ?WP_User {
		return $this->speakers->get( $id );
	}

	/**
	 * Creates a speaker account (a user with the chosen roles and a random
	 * password; nobody is emailed).
	 *
	 * @param array<string,mixed> $fields Clean fields.
	 * @return array<string,mixed>|WP_Error
	 */
	public function create( array $fields ) {
		foreach ( array( 'name', 'email', 'category' ) as $required ) {
			if ( ! isset( $fields[ $required ] ) ) {
				/* translators: %s: field name. */
				return self::invalid( $required, sprintf( __( '%s is required.', 'eventin-pro' ), $required ) );
			}
		}
		$valid = $this->check( $fields, 0 );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$id = $this->speakers->insert( $fields );
		if ( is_wp_error( $id ) ) {
			return $this->storage_error( $id );
		}
		return $this->get( $id ) ?? new WP_Error( 'eventin_speaker_missing', __( 'The speaker could not be saved.', 'eventin-pro' ) );
	}

	/**
	 * Changes the given fields of a speaker; null when the id is not a speaker.
	 *
	 * @param int                 $id     User id.
	 * @param array<string,mixed> $fields Clean fields.
	 * @return array<string,mixed>|WP_Error|null
	 */
	public function update( int $id, array $fields ) {
		$user = $this->speakers->get( $id );
		if ( ! $user ) {
			return null;
		}
		$valid = $this->check( $fields, $id );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$result = $this->speakers->update( $user, $fields );
		if ( is_wp_error( $result ) ) {
			return $this->storage_error( $result );
		}
		clean_user_cache( $id );
		return $this->get( $id );
	}

	/**
	 * Deletes a speaker. An account that is only a speaker/organizer goes,
	 * its content reassigned to the user deleting it; an account that holds
	 * more (another role, own capabilities, or the deleting user's own
	 * account) stays and loses only the speaker roles and profile.
	 *
	 * @param int $id          User id.
	 * @param int $deleted_by  The user deleting (receives the content).
	 * @return array{deleted:bool,account_deleted:bool,previous:array<string,mixed>}|WP_Error|null Null when not a speaker.
	 */
	public function delete( int $id, int $deleted_by ) {
		$user = $this->speakers->get( $id );
		if ( ! $user ) {
			return null;
		}
		$previous   = $this->item( $user );
		$keep_login = self::keeps_account( $user, $deleted_by );
		if ( $keep_login ) {
			$this->speakers->drop_profile( $user );
			clean_user_cache( $id );
		} elseif ( ! $this->speakers->delete_account( $user, $deleted_by ) ) {
			return new WP_Error( 'eventin_speaker_not_deleted', __( 'The speaker could not be deleted.', 'eventin-pro' ) );
		}
		return array(
			'deleted'         => true,
			'account_deleted' => ! $keep_login,
			'previous'        => $previous,
		);
	}

	/**
	 * Rules for the fields given (on create, all of them).
	 *
	 * @param array<string,mixed> $fields Clean fields.
	 * @param int                 $id     Speaker being changed, 0 on create.
	 * @return true|WP_Error
	 */
	private function check( array $fields, int $id ) {
		if ( isset( $fields['name'] ) && '' === trim( (string) $fields['name'] ) ) {
			return self::invalid( 'name', __( 'name must not be empty (markup is removed).', 'eventin-pro' ) );
		}
		if ( isset( $fields['email'] ) ) {
			$email = (string) $fields['email'];
			if ( ! is_email( $email ) ) {
				return self::invalid( 'email', __( 'email must be a valid email address.', 'eventin-pro' ) );
			}
			$owner = $this->speakers->email_owner( $email );
			if ( $owner && $owner !== $id ) {
				return self::invalid( 'email', __( 'Another user already has this email address.', 'eventin-pro' ) );
			}
		}
		$phone = self::phone_error( $fields, $id ? $this->speakers->phone( $id ) : '' );
		if ( null !== $phone ) {
			return self::invalid( 'phone', $phone );
		}
		if ( isset( $fields['category'] ) && ! array_intersect( (array) $fields['category'], SpeakerSchema::CATEGORIES ) ) {
			return self::invalid( 'category', __( 'category must list speaker, organizer or both.', 'eventin-pro' ) );
		}
		if ( ! empty( $fields['speaker_group_ids'] ) ) {
			$ids     = array_map( 'intval', (array) $fields['speaker_group_ids'] );
			$missing = array_diff( $ids, $this->speakers->existing_groups( $ids ) );
			if ( $missing ) {
				/* translators: %s: list of ids. */
				return self::invalid( 'speaker_group_ids', sprintf( __( 'speaker_group_ids lists unknown group ids: %s.', 'eventin-pro' ), implode( ', ', $missing ) ) );
			}
		}
		if ( ! empty( $fields['image_id'] ) && ! $this->speakers->is_image( (int) $fields['image_id'] ) ) {
			return self::invalid( 'image_id', __( 'image_id must be the id of an image in the media library.', 'eventin-pro' ) );
		}
		foreach ( (array) ( $fields['social'] ?? array() ) as $index => $link ) {
			if ( ! self::is_web_url( (string) ( $link['url'] ?? '' ) ) ) {
				/* translators: %d: position of the link, from 1. */
				return self::invalid( 'social', sprintf( __( 'Social link %d needs a web address starting with http:// or https://.', 'eventin-pro' ), $index + 1 ) );
			}
		}
		return true;
	}

	/**
	 * Why the phone given is not one, or null. The stored number sent back
	 * unchanged always passes: Eventin 4 stored phones without these rules, and
	 * one of them must not block saving the rest of the profile.
	 *
	 * @param array<string,mixed> $fields Clean fields.
	 * @param string              $stored The speaker's stored phone ('' on create).
	 */
	private static function phone_error( array $fields, string $stored ): ?string {
		if ( ! isset( $fields['phone'] ) || $stored === $fields['phone'] ) {
			return null;
		}
		$phone = (string) $fields['phone'];
		if ( ! preg_match( '/^[0-9 +\-().]*$/D', $phone ) ) {
			return __( 'phone may only contain digits, spaces and + - ( ) .', 'eventin-pro' );
		}
		if ( strlen( $phone ) > SpeakerSchema::MAX_PHONE ) {
			/* translators: %d: maximum length. */
			return sprintf( __( 'phone must be at most %d characters long.', 'eventin-pro' ), SpeakerSchema::MAX_PHONE );
		}
		return null;
	}

	/**
	 * Whether a URL is an absolute http(s) address (no DNS lookup).
	 *
	 * @param string $url URL.
	 */
	private static function is_web_url( string $url ): bool {
		$parts = wp_parse_url( $url );
		return false !== filter_var( $url, FILTER_VALIDATE_URL )
			&& is_array( $parts )
			&& in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true )
			&& ! empty( $parts['host'] )
			&& esc_url_raw( $url ) === $url;
	}

	/**
	 * Whether deleting the speaker keeps the account: it holds more than the
	 * speaker roles, or it is the deleting user's own.
	 *
	 * @param WP_User $user       Speaker.
	 * @param int     $deleted_by User who would delete it.
	 */
	public static function keeps_account( WP_User $user, int $deleted_by ): bool {
		return (int) $user->ID === $deleted_by || SpeakersRepository::has_other_access( $user );
	}

	/**
	 * The API item of a user.
	 *
	 * @param WP_User $user Speaker.
	 * @return array<string,mixed>
	 */
	private function item( WP_User $user ): array {
		$profile = $this->profile( $user );
		return $this->with_group_names( $profile, $this->speakers->group_names( $profile['speaker_group_ids'] ) );
	}

	/**
	 * The stored profile plus what deleting it would do, for the current user.
	 *
	 * @param WP_User $user Speaker.
	 * @return array<string,mixed>
	 */
	private function profile( WP_User $user ): array {
		return $this->speakers->profile( $user ) + array( 'keeps_account' => self::keeps_account( $user, get_current_user_id() ) );
	}

	/**
	 * Adds the group names; ids of groups that no longer exist are left out.
	 *
	 * @param array<string,mixed> $profile Profile.
	 * @param array<int,string>   $names   Group names by id.
	 * @return array<string,mixed>
	 */
	private function with_group_names( array $profile, array $names ): array {
		$ids                          = array_values(
			array_filter(
				$profile['speaker_group_ids'],
				static function ( int $id ) use ( $names ): bool {
					return isset( $names[ $id ] );
				}
			)
		);
		$profile['speaker_group_ids'] = $ids;
		$profile['speaker_group']     = array_map(
			static function ( int $id ) use ( $names ): string {
				return $names[ $id ];
			},
			$ids
		);
		return $profile;
	}

	/**
	 * A storage error as a field error where it names one.
	 *
	 * @param WP_Error $error Error from the user API.
	 */
	private function storage_error( WP_Error $error ): WP_Error {
		$fields = array(
			'existing_user_email'    => 'email',
			'invalid_email'          => 'email',
			'user_email_too_long'    => 'email',
			'display_name_too_long'  => 'name',
			'existing_user_login'    => 'name',
			'user_login_too_long'    => 'name',
			'empty_user_login'       => 'name',
			'invalid_username'       => 'name',
			'user_nicename_too_long' => 'name',
		);
		$code   = $error->get_error_code();
		return isset( $fields[ $code ] ) ? self::invalid( $fields[ $code ], $error->get_error_message() ) : $error;
	}

	/**
	 * A field rejection.
	 *
	 * @param string $field   Field.
	 * @param string $message Reason.
	 */
	public static function invalid( string $field, string $message ): WP_Error {
		return FieldError::make( $field, $message );
	}
}
