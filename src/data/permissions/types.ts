export type PermissionKey =
	| 'etn_manage_event'
	| 'etn_manage_organizer'
	| 'etn_manage_schedule'
	| 'etn_manage_attendee'
	| 'etn_manage_order'
	| 'etn_manage_qr_scan';

export interface UserPermissions {
	is_super_admin: boolean;
	permissions: string[];
}
