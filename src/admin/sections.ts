/**
 * Rules over the section list (section-list.ts): which sections a user may
 * open, where the guard sends them, and the shell's header button.
 */

/**
 * Internal dependencies
 */
import type { UserPermissions } from '../data/permissions';
import { userCan } from '../components/permissions/use-permissions';
import type { Settings } from '../data/settings';
import type { Section } from './section';
import { SECTION_LIST } from './section-list';

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
 * The section declared under a name (first path segment).
 *
 * @param name Section name.
 */
export function findSection( name: string ): Section | undefined {
	return SECTION_LIST.find( ( section ) => section.name === name );
}

/**
 * Whether the user may open a section.
 *
 * @param user    Current user's permissions.
 * @param section Section.
 */
export function canOpenSection(
	user: UserPermissions | undefined,
	section: Section
): boolean {
	if ( section.adminOnly ) {
		return isSiteAdmin( user );
	}
	return [ section.permission, ...( section.alsoFor ?? [] ) ].some(
		( permission ) => !! permission && userCan( user, permission )
	);
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
	const section = findSection( sectionOf( pathname ) );
	// The landing page and unknown paths are not denied here: they redirect
	// by fallbackFor() (shell/landing.tsx).
	return ! section || canOpenSection( user, section );
}

export type Redirect = { path: string } | { url: string };

/** Where users land, in the spec's order (spec 01 §6). */
const LANDING_ORDER = [ 'events', 'speakers', 'schedules' ];

/**
 * Whether a section has a page at its own name (`/settings`), which a user
 * can be sent to.
 *
 * @param section Section.
 */
function hasListPage( section: Section ): boolean {
	return section.routes.some( ( route ) => route.path === section.name );
}

/**
 * Where a user goes from the landing page, an unknown path or a page they
 * may not open: /events, /speakers, /schedules (the spec's order); then the
 * first other section they may open, in menu order, so that a user holding
 * only, say, the settings or attendee permission stays in the dashboard the
 * WordPress menu sent them to; else the site's front URL.
 *
 * @param user    Current user's permissions.
 * @param siteUrl Front URL.
 */
export function fallbackFor(
	user: UserPermissions | undefined,
	siteUrl: string
): Redirect {
	const preferred = LANDING_ORDER.map( findSection ).filter(
		( section ): section is Section => !! section
	);
	const candidates = [ ...preferred, ...SECTION_LIST ].filter(
		( section ) => hasListPage( section ) && canOpenSection( user, section )
	);
	// A section the user opens for a part of it only (alsoFor) comes last.
	const target =
		candidates.find(
			( section ) =>
				section.adminOnly ||
				( !! section.permission && userCan( user, section.permission ) )
		) ?? candidates[ 0 ];
	return target ? { path: `/${ target.name }` } : { url: siteUrl };
}

/**
 * Where a user with no dashboard section to open goes: the ticket scanner
 * when they may scan (a door-staff account holds only that), else the site.
 *
 * @param user            Current user's permissions.
 * @param urls            The site's front URL and the scanner's.
 * @param urls.siteUrl
 * @param urls.scannerUrl
 */
export function outsideUrl(
	user: UserPermissions | undefined,
	{ siteUrl, scannerUrl }: { siteUrl: string; scannerUrl: string }
): string {
	return user?.permissions.includes( 'etn_manage_qr_scan' )
		? scannerUrl
		: siteUrl;
}

/** The landing page of users who manage events: the overview. */
const LANDING_PAGE = 'dashboard';

/**
 * Where the landing page (the page without a hash, `#/`, unknown paths)
 * sends a user: the overview when they may open it, else where the guard
 * would send them (fallbackFor()). A denied page keeps the spec's order,
 * /events first.
 *
 * @param user    Current user's permissions.
 * @param siteUrl Front URL.
 */
export function landingFor(
	user: UserPermissions | undefined,
	siteUrl: string
): Redirect {
	const overview = findSection( LANDING_PAGE );
	if ( overview && canOpenSection( user, overview ) ) {
		return { path: `/${ LANDING_PAGE }` };
	}
	return fallbackFor( user, siteUrl );
}

export type HeaderAction =
	| { kind: 'back'; path: string }
	| { kind: 'add'; label: string; path: string }
	| { kind: 'none' };

const BACK_MARKERS = [ 'create', 'edit', 'attendees', 'purchase-report' ];

/**
 * Where Go Back leads: the list of the current section, or the landing page
 * from the section's own first page. Never back through browser history,
 * which may lead out of the dashboard.
 *
 * @param pathname Router path.
 */
export function backPathFor( pathname: string ): string {
	const list = `/${ sectionOf( pathname ) }`;
	return pathname.replace( /\/+$/, '' ) === list ? '/' : list;
}

/**
 * The shell's header button for a path (spec 01 §2 "Shell").
 *
 * @param pathname Router path.
 * @param settings Plugin settings (may still be loading).
 * @param user     Current user's permissions, for a button that needs one.
 */
export function headerActionFor(
	pathname: string,
	settings: Pick< Settings, 'disable_category_and_tags' > | undefined,
	user?: UserPermissions
): HeaderAction {
	const segments = pathname.split( '/' ).filter( Boolean );
	if (
		segments.some( ( segment ) => BACK_MARKERS.includes( segment ) ) ||
		pathname.includes( 'rsvp-report/create' ) ||
		( segments[ 0 ] === 'shortcodes' && segments.length > 1 )
	) {
		return { kind: 'back', path: backPathFor( pathname ) };
	}
	const name = segments[ 0 ] ?? '';
	const section = findSection( name );
	if ( ! section?.addNew ) {
		return { kind: 'none' };
	}
	if ( section.taxonomy && settings?.disable_category_and_tags === 'on' ) {
		return { kind: 'none' };
	}
	if (
		section.addNew.permission &&
		! userCan( user, section.addNew.permission )
	) {
		return { kind: 'none' };
	}
	return {
		kind: 'add',
		label: section.addNew.label(),
		path: section.addNew.path ?? `/${ name }/create`,
	};
}
