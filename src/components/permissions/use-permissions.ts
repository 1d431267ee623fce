/**
 * Permission hooks: what the current user may see and do.
 */

/**
 * Internal dependencies
 */
import { useDocument } from '../../data/hooks';
import { currentUserStore, type UserPermissions } from '../../data/permissions';

export interface PermissionsView {
	isLoading: boolean;
	isSuperAdmin: boolean;
	permissions: string[];
	/** True when the user holds the key (a super admin holds every key). */
	can: ( key: string ) => boolean;
	error?: Error;
}

/**
 * Pure check, shared by hooks and the route guard.
 *
 * @param user Current user's permissions.
 * @param key  Permission key.
 */
export function userCan(
	user: UserPermissions | undefined,
	key: string
): boolean {
	if ( ! user ) {
		return false;
	}
	return user.is_super_admin || user.permissions.includes( key );
}

/**
 * The current user's permissions.
 */
export function usePermissions(): PermissionsView {
	const { value, error, isLoading } =
		useDocument< UserPermissions >( currentUserStore );
	return {
		isLoading,
		isSuperAdmin: !! value?.is_super_admin,
		permissions: value?.permissions ?? [],
		can: ( key: string ) => userCan( value, key ),
		error,
	};
}
