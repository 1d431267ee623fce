/**
 * What a dashboard section declares about itself. Each screen folder exports
 * its declaration(s) from a small `section.tsx` that the shell loads eagerly
 * (screens stay lazy chunks behind `lazy( () => import( … ) )`), and
 * `section-list.ts` lists them once. The route table, the guard, the top
 * menu, the header button, WordPress's submenu highlight and the jest app
 * all read that list.
 */

/**
 * External dependencies
 */
import type { RouteObject } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import type { StoreDescriptor } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PermissionKey } from '../data/permissions';

/** Top-menu groups (spec 01 §2 "Top menu"), in the order they appear. */
export const MENU_GROUPS = {
	events: () => __( 'Events', 'eventin-pro' ),
	speakers: () => __( 'Speakers', 'eventin-pro' ),
};

export type MenuGroup = keyof typeof MENU_GROUPS;

/** A store descriptor of any shape: the shell only registers them. */
export type AnyStore = StoreDescriptor;

export interface Section {
	/** First path segment of every route of the section, e.g. 'events'. */
	name: string;
	/** The permission that opens the section (none: see adminOnly). */
	permission?: PermissionKey;
	/**
	 * Other permissions that open it too, for a part of it: the screen
	 * shows each user the parts their permissions allow. It is not where
	 * those users land (WordPress's submenu follows `permission` alone).
	 */
	alsoFor?: PermissionKey[];
	/** Only for users who manage the site's options (administrators). */
	adminOnly?: boolean;
	/** Its item in the top menu (none: reached from other screens only). */
	menu?: { label: () => string; group?: MenuGroup };
	/** Child routes of the shell, paths relative to it ('events/create'). */
	routes: RouteObject[];
	/**
	 * The header's 'Add New <thing>' button; none when there is no create
	 * page. With a permission, only users holding it see the button (the
	 * create page needs more than the section, e.g. sending RSVP invitations).
	 */
	addNew?: { label: () => string; path?: string; permission?: PermissionKey };
	/** Hidden when the setting disable_category_and_tags is on. */
	taxonomy?: boolean;
	/** The WordPress submenu item that stands for this section (default: its own). */
	submenu?: string;
	/**
	 * Stores its screens read, beyond the shell's own. Only the jest app
	 * calls it, to register them in its fresh registry; the import keeps the
	 * stores in their screens' chunks rather than in the shell.
	 */
	stores?: () => Promise< AnyStore[] >;
}
