export type PermissionKey =
	| 'etn_manage_event'
	| 'etn_manage_organizer'
	| 'etn_manage_schedule'
	| 'etn_manage_attendee'
	| 'etn_manage_order'
	| 'etn_manage_qr_scan'
	| 'etn_manage_template'
	| 'etn_manage_settings'
	| 'etn_manage_rsvp'
	| 'etn_manage_shortcode';

export interface UserPermissions {
	is_super_admin: boolean;
	/** Whether the user may manage the site's options (Manage Access, License). */
	can_manage_options?: boolean;
	permissions: string[];
}
