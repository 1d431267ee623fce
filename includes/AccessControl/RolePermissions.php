<?php
/**
 * Which Eventin permissions each WordPress role holds, and changing them.
 *
 * @package EventinPro
 */

namespace EventinPro\AccessControl;

use WP_Error;
use WP_Role;

defined( 'ABSPATH' ) || exit;

/**
 * Role permission service. The permissions are real capabilities stored on the
 * roles (option wp_user_roles), so a change applies to current_user_can() and
 * every REST permission check from the next user load on.
 */
final class RolePermissions {

	/**
	 * The role that always holds every permission.
	 */
	public const ADMINISTRATOR = 'administrator';

	/**
	 * Every WordPress role with the Eventin permissions it holds.
	 *
	 * @return array<int,array{name:string,label:string,permissions:array<int,array{key:string,label:string}>}>
	 */
	public function roles(): array {
		$roles = array();
		foreach ( wp_roles()->role_objects as $name => $role ) {
			$roles[] = $this->describe( (string) $name, $role );
		}
		return $roles;
	}

	/**
	 * The roles that hold at least one Eventin permission.
	 *
	 * @return array<int,array{name:string,label:string,permissions:array<int,array{key:string,label:string}>}>
	 */
	public function configured(): array {
		return array_values(
			array_filter(
				$this->roles(),
				static function ( array $role ): bool {
					return (bool) $role['permissions'];
				}
			)
		);
	}

	/**
	 * One role, described.
	 *
	 * @param string $name Role name (must exist).
	 * @return array{name:string,label:string,permissions:array<int,array{key:string,label:string}>}
	 */
	public function role( string $name ): array {
		return $this->describe( $name, get_role( $name ) );
	}

	/**
	 * Whether the role exists.
	 *
	 * @param string $name Role name.
	 */
	public function exists( string $name ): bool {
		return '' !== $name && wp_roles()->is_role( $name );
	}

	/**
	 * Grants exactly $keys to a role that holds no Eventin permission yet.
	 *
	 * @param string   $name Role name (validated).
	 * @param string[] $keys Known permission keys (validated).
	 * @return array{name:string,label:string,permissions:array<int,array{key:string,label:string}>}|WP_Error The role, or a refusal naming `role` when it is configured already.
	 */
	public function add( string $name, array $keys ) {
		if ( $this->held( get_role( $name ) ) ) {
			return $this->role_error(
				__( 'This role already has Eventin permissions. Edit the role instead of adding it again.', 'eventin-pro' )
			);
		}
		return $this->replace( $name, $keys );
	}

	/**
	 * Replaces the role's Eventin permissions with $keys.
	 *
	 * @param string   $name Role name (validated).
	 * @param string[] $keys Known permission keys (validated).
	 * @return array{name:string,label:string,permissions:array<int,array{key:string,label:string}>}|WP_Error The role, or a refusal when the administrator would lose a key.
	 */
	public function replace( string $name, array $keys ) {
		$role = get_role( $name );
		if ( null === $role ) { // The route's args name existing roles only.
			return $this->role_error( __( 'No such role.', 'eventin-pro' ) );
		}
		if ( self::ADMINISTRATOR === $name && array_diff( Permissions::keys(), $keys ) ) {
			return $this->role_error( self::administrator_message() );
		}
		foreach ( Permissions::keys() as $key ) {
			$wanted = in_array( $key, $keys, true );
			if ( $wanted && ! $role->has_cap( $key ) ) {
				$role->add_cap( $key );
			} elseif ( ! $wanted && isset( $role->capabilities[ $key ] ) ) {
				$role->remove_cap( $key );
			}
		}
		return $this->role( $name );
	}

	/**
	 * Removes every Eventin permission from a role. The WordPress role stays.
	 *
	 * @param string $name Role name (validated).
	 * @return array{role:string,deleted:bool,removed:string[],role_deleted:bool,message:string}|WP_Error What was removed, or a refusal for the administrator.
	 */
	public function remove( string $name ) {
		if ( self::ADMINISTRATOR === $name ) {
			return $this->role_error( self::administrator_message() );
		}
		$role    = get_role( $name );
		$removed = array();
		foreach ( Permissions::keys() as $key ) {
			if ( isset( $role->capabilities[ $key ] ) ) {
				$role->remove_cap( $key );
				$removed[] = $key;
			}
		}
		return array(
			'role'         => $name,
			'deleted'      => true,
			'removed'      => $removed,
			'role_deleted' => false,
			'message'      => sprintf(
				/* translators: %s: role label. */
				__( 'Every Eventin permission was removed from the role %s. The WordPress role itself was not deleted.', 'eventin-pro' ),
				$this->label( $name )
			),
		);
	}

	/**
	 * Why the administrator role cannot change here.
	 */
	public static function administrator_message(): string {
		return __( 'The administrator role always holds every Eventin permission: it cannot lose one or be removed.', 'eventin-pro' );
	}

	/**
	 * The role's translated display name.
	 *
	 * @param string $name Role name.
	 */
	private function label( string $name ): string {
		$names = wp_roles()->get_names();
		return isset( $names[ $name ] ) ? translate_user_role( $names[ $name ] ) : $name;
	}

	/**
	 * Eventin keys the role holds (granted, not denied), in registry order.
	 *
	 * @param WP_Role|null $role Role.
	 * @return string[]
	 */
	private function held( $role ): array {
		if ( ! $role ) {
			return array();
		}
		return array_values(
			array_filter(
				Permissions::keys(),
				static function ( string $key ) use ( $role ): bool {
					return ! empty( $role->capabilities[ $key ] );
				}
			)
		);
	}

	/**
	 * The REST shape of a role.
	 *
	 * @param string       $name Role name.
	 * @param WP_Role|null $role Role.
	 * @return array{name:string,label:string,permissions:array<int,array{key:string,label:string}>}
	 */
	private function describe( string $name, $role ): array {
		$labels      = Permissions::all();
		$permissions = array();
		foreach ( $this->held( $role ) as $key ) {
			$permissions[] = array(
				'key'   => $key,
				'label' => $labels[ $key ],
			);
		}
		return array(
			'name'        => $name,
			'label'       => $this->label( $name ),
			'permissions' => $permissions,
		);
	}

	/**
	 * A refusal about the role; the controller turns it into a 400 naming `role`.
	 *
	 * @param string $message Reason.
	 */
	private function role_error( string $message ): WP_Error {
		return new WP_Error( 'eventin_role_refused', $message, array( 'field' => 'role' ) );
	}
}
