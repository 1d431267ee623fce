/**
 * Every section of the dashboard, in top-menu order (spec 01 §2: the Events
 * group, the Speakers group, Schedules; then the administrator screens).
 *
 * Adding a section: create `screens/<feature>/section.tsx` exporting a
 * `Section` (see section.ts: name, permission or adminOnly, menu label and
 * group, lazy routes, 'Add New' button, stores), then add one line here.
 * Routes, guard, top menu, header button, WordPress's submenu highlight and
 * the jest app follow from it.
 */

/**
 * Internal dependencies
 */
import { currentUserStore } from '../data/permissions';
import { settingsStore } from '../data/settings';
import type { AnyStore, Section } from './section';
import { accessControlSection } from './screens/access-control/section';
import { attendeesSection } from './screens/attendees/section';
import { eventsSection } from './screens/events/section';
import { licenseSection } from './screens/license/section';
import { overviewSection } from './screens/overview/section';
import { purchaseReportSection } from './screens/purchase-report/section';
import { rsvpReportSection } from './screens/rsvp-report/section';
import { schedulesSection } from './screens/schedules/section';
import { settingsSection } from './screens/settings/section';
import { shortcodesSection } from './screens/shortcodes/section';
import { speakerGroupsSection } from './screens/speaker-groups/section';
import { speakersSection } from './screens/speakers/section';
import { templateBuilderSection } from './screens/template-builder/section';
import { categoriesSection, tagsSection } from './screens/taxonomies/section';

export const SECTION_LIST: Section[] = [
	overviewSection,
	eventsSection,
	categoriesSection,
	tagsSection,
	speakersSection,
	speakerGroupsSection,
	schedulesSection,
	attendeesSection,
	purchaseReportSection,
	rsvpReportSection,
	templateBuilderSection,
	settingsSection,
	accessControlSection,
	shortcodesSection,
	licenseSection,
];

/** What the shell itself reads on every page: permissions and settings. */
export const SHELL_STORES: AnyStore[] = [ currentUserStore, settingsStore ];

/**
 * The stores every section declares (for the jest app; the dashboard's
 * screens import their own).
 */
export async function sectionStores(): Promise< AnyStore[] > {
	const lists = await Promise.all(
		SECTION_LIST.map( ( section ) => section.stores?.() ?? [] )
	);
	return lists.flat();
}
