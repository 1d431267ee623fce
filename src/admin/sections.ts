/**
 * The dashboard's sections (first path segment): which permission opens each
 * one and what the shell's header button does there.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PermissionKey, UserPermissions } from '../data/permissions';
import { userCan } from '../components/permissions/use-permissions';
import type { Settings } from '../data/settings';

export interface Section {
	/** The permission that opens the section (none: see adminOnly). */
	permission?: PermissionKey;
	/** Only for users who manage the site's options (administrators). */
	adminOnly?: boolean;
	/** Label of the 'Add New <thing>' button; none when the section has no create page. */
	addNew?: () => string;
	/** Where the header button goes (default `/<section>/create`). */
	addNewPath?: string;
	/** Hidden when the setting disable_category_and_tags is on. */
	taxonomy?: boolean;
	/** The WordPress submenu item that stands for this section (default: its own). */
	submenu?: string;
}

export const SECTIONS: Record< string, Section > = {
	events: {
		permission: 'etn_manage_event',
		addNew: () => __( 'Add New Event', 'eventin-pro' ),
	},
	categories: {
		permission: 'etn_manage_event',
		addNew: () => __( 'Add New Category', 'eventin-pro' ),
		taxonomy: true,
	},
	tags: {
		permission: 'etn_manage_event',
		addNew: () => __( 'Add New Tag', 'eventin-pro' ),
		taxonomy: true,
	},
	'rsvp-report': {
		permission: 'etn_manage_event',
		addNew: () => __( 'RSVP Reminder', 'eventin-pro' ),
	},
	'template-builder': { permission: 'etn_manage_event' },
	speakers: {
		permission: 'etn_manage_organizer',
		addNew: () => __( 'Add New Speaker', 'eventin-pro' ),
	},
	group: {
		permission: 'etn_manage_organizer',
		submenu: 'speakers',
		addNew: () => __( 'Add New Group', 'eventin-pro' ),
	},
	schedules: {
		permission: 'etn_manage_schedule',
		addNew: () => __( 'Add New Schedule', 'eventin-pro' ),
	},
	attendees: { permission: 'etn_manage_attendee' },
	'purchase-report': { permission: 'etn_manage_order' },
	'access-control': { adminOnly: true },
	license: { adminOnly: true },
};

/**
 * Whether the user may manage the site's options: Manage Access and License.
 *
 * @param user Current user's permissions.
 */
export function isSiteAdmin( user: UserPermissions | undefined ): boolean {
	return !! ( user?.can_manage_options || user?.is_super_admin );
}

/**
 * First path segment: "/categories/create" → "categories".
 *
 * @param pathname Router path.
 */
export function sectionOf( pathname: string ): string {
	return pathname.split( '/' ).filter( Boolean )[ 0 ] ?? '';
}

/**
 * Whether the user may open the path (the guard's rule).
 *
 * @param user     Current user's permissions.
 * @param pathname Router path.
 */
export function canOpen(
	user: UserPermissions | undefined,
	pathname: string
): boolean {
	const section = SECTIONS[ sectionOf( pathname ) ];
	// Unknown paths are not denied here: the route table redirects them to /events.
	if ( ! section ) {
		return true;
	}
	if ( section.adminOnly ) {
		return isSiteAdmin( user );
	}
	return !! section.permission && userCan( user, section.permission );
}

export type Redirect = { path: string } | { url: string };

/**
 * Where a user without access goes, in the spec's order: /events, /speakers,
 * /schedules, else the site's front URL.
 *
 * @param user    Current user's permissions.
 * @param siteUrl Front URL.
 */
export function fallbackFor(
	user: UserPermissions | undefined,
	siteUrl: string
): Redirect {
	if ( userCan( user, 'etn_manage_event' ) ) {
		return { path: '/events' };
	}
	if ( userCan( user, 'etn_manage_organizer' ) ) {
		return { path: '/speakers' };
	}
	if ( userCan( user, 'etn_manage_schedule' ) ) {
		return { path: '/schedules' };
	}
	return { url: siteUrl };
}

export type HeaderAction =
	| { kind: 'back' }
	| { kind: 'add'; label: string; path: string }
	| { kind: 'none' };

const BACK_MARKERS = [ 'create', 'edit', 'attendees', 'purchase-report' ];

/**
 * The shell's header button for a path (spec 01 §2 "Shell").
 *
 * @param pathname Router path.
 * @param settings Plugin settings (may still be loading).
 */
export function headerActionFor(
	pathname: string,
	settings: Pick< Settings, 'disable_category_and_tags' > | undefined
): HeaderAction {
	const segments = pathname.split( '/' ).filter( Boolean );
	if (
		segments.some( ( segment ) => BACK_MARKERS.includes( segment ) ) ||
		pathname.includes( 'rsvp-report/create' )
	) {
		return { kind: 'back' };
	}
	const name = segments[ 0 ] ?? '';
	const section = SECTIONS[ name ];
	if ( ! section?.addNew ) {
		return { kind: 'none' };
	}
	if ( section.taxonomy && settings?.disable_category_and_tags === 'on' ) {
		return { kind: 'none' };
	}
	return {
		kind: 'add',
		label: section.addNew(),
		path: section.addNewPath ?? `/${ name }/create`,
	};
}
