/**
 * Access control: the permission keys, every role, the configured roles
 * (documents from the factory) and the actions that change a role.
 */

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { request } from '../../api/client';
import { createDocumentStore } from '../factory';
import { currentUserStore } from '../permissions';
import type { PermissionLabels, RolePermissions, RoleRemoval } from './types';

export * from './types';

/** GET /permissions: key => label. */
export const permissionLabelsStore = createDocumentStore< PermissionLabels >(
	'eventin/permission-labels',
	'permissions'
);

/** GET /permissions/roles: every WordPress role. */
export const rolesStore = createDocumentStore< RolePermissions[] >(
	'eventin/roles',
	'permissions/roles'
);

/** GET /permissions/settings: the roles holding at least one permission. */
export const configuredRolesStore = createDocumentStore< RolePermissions[] >(
	'eventin/configured-roles',
	'permissions/settings'
);

export interface RoleActions {
	/** POST: grants exactly `permissions` to a role that holds none yet. */
	addRole: (
		role: string,
		permissions: string[]
	) => Promise< RolePermissions >;
	/** PUT: replaces the role's permissions. */
	updateRole: (
		role: string,
		permissions: string[]
	) => Promise< RolePermissions >;
	/** DELETE: removes every Eventin permission (the WordPress role stays). */
	deleteRole: ( role: string ) => Promise< RoleRemoval >;
}

type Invalidating = {
	invalidateResolutionForStoreSelector: ( selector: string ) => void;
};

/**
 * Actions on a role's permissions; each refetches the role lists (and the
 * current user's permissions, which may be the changed role's) afterwards.
 */
export function useRoleActions(): RoleActions {
	const roles = useDispatch( rolesStore ) as unknown as Invalidating;
	const configured = useDispatch(
		configuredRolesStore
	) as unknown as Invalidating;
	const currentUser = useDispatch(
		currentUserStore
	) as unknown as Invalidating;

	return useMemo( () => {
		const refetch = () =>
			[ roles, configured, currentUser ].forEach( ( store ) =>
				store.invalidateResolutionForStoreSelector( 'get' )
			);
		const save = async (
			method: 'POST' | 'PUT',
			role: string,
			permissions: string[]
		) => {
			const { data } = await request< RolePermissions >(
				`permissions/${ encodeURIComponent( role ) }`,
				{ method, data: { permissions } }
			);
			refetch();
			return data;
		};
		return {
			addRole: ( role, permissions ) => save( 'POST', role, permissions ),
			updateRole: ( role, permissions ) =>
				save( 'PUT', role, permissions ),
			deleteRole: async ( role ) => {
				const { data } = await request< RoleRemoval >(
					`permissions/roles/${ encodeURIComponent( role ) }`,
					{ method: 'DELETE' }
				);
				refetch();
				return data;
			},
		};
	}, [ roles, configured, currentUser ] );
}
