/**
 * Read-only lists the editor's selects need from resources that do not have
 * their own store yet (speakers are users holding a role until the speakers
 * resource exists; schedules and templates may not be served yet). Made by
 * the one factory so they behave like every other store; when the real
 * stores land in src/data, the editor switches to them and these go.
 */

/**
 * Internal dependencies
 */
import { createCollectionStore } from '../../../../data/factory';

export interface PersonOption {
	id: number;
	name: string;
}

export interface ScheduleOption {
	id: number;
	program_title: string;
}

export interface TemplateOption {
	id: number;
	name: string;
	type: 'event' | 'certificate' | 'ticket';
}

/** WordPress users (an absolute path: the client sends it as is). */
export const editorUsersStore = createCollectionStore< PersonOption >( {
	storeName: 'eventin/event-editor-users',
	path: '/wp/v2/users',
	listShape: 'array',
} );

export const editorSchedulesStore = createCollectionStore< ScheduleOption >( {
	storeName: 'eventin/event-editor-schedules',
	path: 'schedules',
} );

export const editorTemplatesStore = createCollectionStore< TemplateOption >( {
	storeName: 'eventin/event-editor-templates',
	path: 'templates',
} );

/**
 * Users who hold a role; one page of 100 is the most a select offers.
 * @param role
 */
export const usersWithRole = ( role: string ) => ( {
	roles: role,
	context: 'edit',
	per_page: 100,
} );

export const ALL_SCHEDULES = { per_page: 100 };

export const ALL_TEMPLATES = { per_page: 100 };
