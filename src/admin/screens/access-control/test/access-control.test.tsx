/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	invalidParam,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { withInlineComputedStyle } from '../../../../../tests/js/inline-computed-style';
import { button, dialogWith, rowOf } from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { serveRoles } from './fixtures/roles';

let server: FakeServer;
let held: Record< string, string[] >;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

withInlineComputedStyle();

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	held = {
		administrator: [
			'etn_manage_event',
			'etn_manage_organizer',
			'etn_manage_schedule',
			'etn_manage_settings',
		],
		editor: [ 'etn_manage_event' ],
		author: [],
		subscriber: [],
	};
	serveRoles( server, held );
} );

const requests = ( method: string ) =>
	server.requests.filter( ( request ) => request.method === method );

/**
 * The open Manage Access modal.
 *
 * @param title Its title.
 */
async function modal( title: string ) {
	return dialogWith( title );
}

const optionTitles = () =>
	Array.from(
		document.querySelectorAll(
			'.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'
		),
		( option ) => option.getAttribute( 'title' )
	);

describe( 'Manage Access', () => {
	it( 'lists the configured roles with their permissions; the administrator row has no delete', async () => {
		renderApp( '/access-control' );
		expect(
			await screen.findByText( 'Manage Access', { selector: 'h2' } )
		).toBeInTheDocument();
		const admin = await rowOf( 'Administrator' );
		const editor = await rowOf( 'Editor' );
		expect( admin ).toHaveTextContent(
			'EventsSpeakers & OrganizersSchedulesSettings'
		);
		expect( editor ).toHaveTextContent( 'Events' );
		expect( within( admin ).queryByText( 'Delete' ) ).toBeNull();
		expect( within( admin ).getByText( 'Edit' ) ).toBeInTheDocument();
		expect( within( editor ).getByText( 'Delete' ) ).toBeInTheDocument();
		// Roles without permissions are not listed.
		expect( screen.queryByText( 'Author' ) ).toBeNull();
		const headers = Array.from(
			document.querySelectorAll( '.eventin-access__table thead th' ),
			( th ) => th.textContent
		);
		expect( headers ).toEqual( [ 'User Role', 'Permissions', 'Action' ] );
	} );

	it( 'asks for a role and a permission before adding', async () => {
		renderApp( '/access-control' );
		await rowOf( 'Administrator' );
		await user.click( button( document.body, 'Add New' ) );
		const dialog = await modal( 'Add Manage Access' );
		await user.click( button( dialog, 'Save' ) );
		expect(
			await within( dialog ).findByText( 'Please select a role type!' )
		).toBeInTheDocument();
		expect(
			within( dialog ).getByText(
				'Please select at least one permission!'
			)
		).toBeInTheDocument();
		expect( requests( 'POST' ) ).toHaveLength( 0 );
	} );

	it( 'adds a role that has no permissions yet, then lists it', async () => {
		renderApp( '/access-control' );
		await rowOf( 'Administrator' );
		await user.click( button( document.body, 'Add New' ) );
		const dialog = await modal( 'Add Manage Access' );

		await user.click(
			dialog.querySelector( '.ant-select-selector' ) as HTMLElement
		);
		await waitFor( () =>
			expect( optionTitles() ).toEqual( [ 'Author', 'Subscriber' ] )
		);
		await user.click(
			document.querySelector(
				'.ant-select-item-option[title="Author"]'
			) as HTMLElement
		);

		await user.click( within( dialog ).getByLabelText( 'Schedules' ) );
		await user.click( within( dialog ).getByLabelText( 'Events' ) );
		await user.click( button( dialog, 'Save' ) );

		await waitFor( () => expect( requests( 'POST' ) ).toHaveLength( 1 ) );
		const [ post ] = requests( 'POST' );
		expect( post.path ).toBe( '/eventin/v2/permissions/author' );
		expect( post.data ).toEqual( {
			permissions: [ 'etn_manage_event', 'etn_manage_schedule' ],
		} );
		const author = await rowOf( 'Author' );
		expect( author ).toHaveTextContent( 'EventsSchedules' );
		await waitFor( () =>
			expect(
				document.querySelector( '.eventin-access__modal' )
			).toBeNull()
		);
	} );

	it( 'edits a role: the role is fixed, its permissions ticked; saving replaces them', async () => {
		renderApp( '/access-control' );
		await user.click(
			within( await rowOf( 'Editor' ) ).getByText( 'Edit' )
		);
		const dialog = await modal( 'Edit Manage Access' );
		const select = dialog.querySelector( '.ant-select' ) as HTMLElement;
		expect( select ).toHaveClass( 'ant-select-disabled' );
		expect( select ).toHaveTextContent( 'Editor' );
		expect( within( dialog ).getByLabelText( 'Events' ) ).toBeChecked();
		expect(
			within( dialog ).getByLabelText( 'Schedules' )
		).not.toBeChecked();

		await user.click(
			within( dialog ).getByLabelText( 'All Permissions' )
		);
		await user.click( within( dialog ).getByLabelText( 'Settings' ) );
		await user.click( button( dialog, 'Save' ) );

		await waitFor( () => expect( requests( 'PUT' ) ).toHaveLength( 1 ) );
		expect( requests( 'PUT' )[ 0 ].path ).toBe(
			'/eventin/v2/permissions/editor'
		);
		expect( requests( 'PUT' )[ 0 ].data ).toEqual( {
			permissions: [
				'etn_manage_event',
				'etn_manage_organizer',
				'etn_manage_schedule',
			],
		} );
		await waitFor( () =>
			expect(
				screen.getByText( 'Editor' ).closest( 'tr' )
			).toHaveTextContent( 'Speakers & Organizers' )
		);
	} );

	it( 'keeps every administrator permission ticked', async () => {
		renderApp( '/access-control' );
		await user.click(
			within( await rowOf( 'Administrator' ) ).getByText( 'Edit' )
		);
		const dialog = await modal( 'Edit Manage Access' );
		for ( const label of [ 'All Permissions', 'Events', 'Settings' ] ) {
			expect( within( dialog ).getByLabelText( label ) ).toBeChecked();
			expect( within( dialog ).getByLabelText( label ) ).toBeDisabled();
		}
	} );

	it( 'asks before deleting and removes the row', async () => {
		renderApp( '/access-control' );
		await user.click(
			within( await rowOf( 'Editor' ) ).getByText( 'Delete' )
		);
		const dialog = await dialogWith(
			'Are you sure you want to delete this role?'
		);
		expect( requests( 'DELETE' ) ).toHaveLength( 0 );
		await user.click( button( dialog, 'Delete' ) );
		await waitFor( () => expect( requests( 'DELETE' ) ).toHaveLength( 1 ) );
		expect( requests( 'DELETE' )[ 0 ].path ).toBe(
			'/eventin/v2/permissions/roles/editor'
		);
		await waitFor( () =>
			expect( screen.queryByText( 'Editor' ) ).toBeNull()
		);
		expect( screen.getByText( 'Administrator' ) ).toBeInTheDocument();
	} );

	it( 'only logs a failed save: the modal stays with what was ticked and says why', async () => {
		const logged = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		server.on( 'PUT', '/eventin/v2/permissions/editor', () =>
			invalidParam(
				'permissions',
				'Unknown permission: "etn_manage_world".'
			)
		);
		renderApp( '/access-control' );
		await user.click(
			within( await rowOf( 'Editor' ) ).getByText( 'Edit' )
		);
		const dialog = await modal( 'Edit Manage Access' );
		await user.click( within( dialog ).getByLabelText( 'Schedules' ) );
		await user.click( button( dialog, 'Save' ) );

		await waitFor( () => expect( logged ).toHaveBeenCalled() );
		expect(
			await within( dialog ).findAllByText(
				'Unknown permission: "etn_manage_world".'
			)
		).not.toHaveLength( 0 );
		expect( within( dialog ).getByLabelText( 'Events' ) ).toBeChecked();
		expect( within( dialog ).getByLabelText( 'Schedules' ) ).toBeChecked();
		expect(
			document.querySelector( '.eventin-access__modal' )
		).not.toBeNull();
		expect(
			document.querySelector( '.ant-notification-notice' )
		).toBeNull();
		logged.mockRestore();
	} );

	it( 'only logs a failed delete and keeps the rows', async () => {
		const logged = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		server.on( 'DELETE', '/eventin/v2/permissions/roles/editor', () => ( {
			status: 500,
			body: { code: 'internal', message: 'Database is read-only.' },
		} ) );
		renderApp( '/access-control' );
		await user.click(
			within( await rowOf( 'Editor' ) ).getByText( 'Delete' )
		);
		await user.click(
			button(
				await dialogWith(
					'Are you sure you want to delete this role?'
				),
				'Delete'
			)
		);
		await waitFor( () => expect( logged ).toHaveBeenCalled() );
		expect( screen.getByText( 'Editor' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Administrator' ) ).toBeInTheDocument();
		expect(
			document.querySelector( '.ant-notification-notice' )
		).toBeNull();
		logged.mockRestore();
	} );

	it( 'only logs a failed load and says so in the table', async () => {
		const logged = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		server.on( 'GET', '/eventin/v2/permissions/settings', () => ( {
			status: 500,
			body: { code: 'internal', message: 'Broken.' },
		} ) );
		renderApp( '/access-control' );
		expect(
			await screen.findByText( 'Could not load the roles.' )
		).toBeInTheDocument();
		expect( logged ).toHaveBeenCalled();
		expect(
			document.querySelector( '.ant-notification-notice' )
		).toBeNull();
		// Still usable: the add dialog opens.
		await user.click( button( document.body, 'Add New' ) );
		expect( await modal( 'Add Manage Access' ) ).toBeInTheDocument();
		logged.mockRestore();
	} );

	it( 'is for administrators only', async () => {
		givenUser( server, [ 'etn_manage_event' ] );
		renderApp( '/access-control' );
		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeInTheDocument();
		const menu = screen.getByLabelText( 'Eventin sections' );
		expect( menu ).not.toHaveTextContent( 'Manage Access' );
		expect( menu ).not.toHaveTextContent( 'License' );
		expect(
			server.requests.some( ( request ) =>
				request.path.startsWith( '/eventin/v2/permissions/settings' )
			)
		).toBe( false );
	} );

	it( 'shows Manage Access and License in the top menu of administrators', async () => {
		renderApp( '/access-control' );
		const menu = await screen.findByLabelText( 'Eventin sections' );
		await waitFor( () =>
			expect( menu ).toHaveTextContent( 'Manage Access' )
		);
		expect( menu ).toHaveTextContent( 'License' );
	} );
} );
