/** Map of permission key to its label (GET /permissions; the server owns the list). */
export type PermissionLabels = Record< string, string >;

export interface PermissionLabel {
	key: string;
	label: string;
}

/** A WordPress role with the Eventin permissions it holds. */
export interface RolePermissions {
	/** Role name, e.g. "editor". */
	name: string;
	/** Display name, e.g. "Editor". */
	label: string;
	permissions: PermissionLabel[];
}

/** DELETE /permissions/roles/{role}: the WordPress role itself stays. */
export interface RoleRemoval {
	role: string;
	deleted: boolean;
	removed: string[];
	role_deleted: false;
	message: string;
}

/** The role that always holds every permission. */
export const ADMINISTRATOR = 'administrator';
