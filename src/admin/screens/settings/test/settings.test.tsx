/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	invalidParam,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { button, dialogWith } from '../../../../../tests/js/queries';
import {
	DEFAULT_SETTINGS,
	givenUser,
	renderApp,
} from '../../../../../tests/js/render-app';
import type { Settings } from '../../../../data/settings';

let server: FakeServer;
let stored: Settings;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const STORED: Settings = {
	...DEFAULT_SETTINGS,
	scanner_failure_message: 'Something went wrong! Please try again.',
	email_sender_name: 'City Jazz Nights',
	email_sender_address: 'wordpress@example.org',
	currency: 'EUR',
	currency_position: 'left',
};

/**
 * Serves the settings like the real route: GET answers what is stored, PUT
 * merges the body in and answers the result.
 *
 * @param permissions Keys the user holds ('all': an administrator).
 */
function serveSettings( permissions: string[] | 'all' ) {
	stored = { ...STORED, modules: { ...STORED.modules } };
	givenUser( server, permissions );
	server.on( 'GET', '/eventin/v2/settings', () => ( { body: stored } ) );
	server.on( 'PUT', '/eventin/v2/settings', ( { data } ) => {
		const { modules, ...rest } = data as Partial< Settings >;
		stored = {
			...stored,
			...rest,
			modules: { ...stored.modules, ...modules },
		};
		return { body: stored };
	} );
}

const puts = () =>
	server.requests.filter(
		( r ) => r.method === 'PUT' && r.path === '/eventin/v2/settings'
	);

const field = ( label: string ) =>
	screen.getByLabelText( label ) as HTMLInputElement;

/**
 * Replaces a text field's value in one go (a paste, not key by key).
 *
 * @param label Field label.
 * @param text  New text.
 */
async function replaceText( label: string, text: string ) {
	await user.clear( field( label ) );
	await user.click( field( label ) );
	await user.paste( text );
}

const save = () =>
	user.click(
		screen.getByText( 'Save Changes' ).closest( 'button' ) as HTMLElement
	);

/**
 * The notification showing `text` (title or description).
 *
 * @param text Text.
 */
async function notification( text: string ) {
	const [ node ] = await screen.findAllByText( text );
	return node.closest( '.ant-notification-notice' ) as HTMLElement;
}

beforeEach( () => {
	server = installFakeServer();
} );

describe( 'settings screen', () => {
	it( 'shows the stored settings in their groups', async () => {
		serveSettings( 'all' );
		renderApp( '/settings' );
		await screen.findByLabelText( 'Sender name' );
		[
			'General',
			'Scanner',
			'E-mail',
			'Tickets',
			'Bookings',
			'Data',
		].forEach( ( title ) =>
			expect( screen.getByText( title ) ).toBeVisible()
		);
		expect( field( 'Sender name' ).value ).toBe( 'City Jazz Nights' );
		expect( field( 'Sender e-mail address' ).value ).toBe(
			'wordpress@example.org'
		);
		expect( field( 'Failure message' ).value ).toBe(
			'Something went wrong! Please try again.'
		);
		expect( screen.getByText( 'EUR — Euro' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Left (€99.00)' ) ).toBeInTheDocument();
		expect( field( 'Disable categories and tags' ) ).not.toBeChecked();
		expect( field( 'RSVP' ) ).toBeChecked();
		expect( field( 'Check the attendee in at once' ) ).toBeChecked();
		expect( field( 'Delete all data on uninstall' ) ).not.toBeChecked();
		expect( field( 'Cancel unpaid bookings after' ).value ).toBe( '24' );
		expect( field( 'Notify the site of each booking' ) ).toBeChecked();
	} );

	it( 'saves the unpaid-booking hours and the booking notification, and shows a refused number on its field', async () => {
		serveSettings( 'all' );
		renderApp( '/settings' );
		await screen.findByLabelText( 'Cancel unpaid bookings after' );
		await replaceText( 'Cancel unpaid bookings after', '48' );
		await user.click( field( 'Notify the site of each booking' ) );
		await save();
		await notification( 'Successfully saved the settings!' );
		expect( puts()[ 0 ].data ).toEqual( {
			pending_booking_hours: 48,
			booking_admin_notification: 'off',
		} );
		expect( stored.pending_booking_hours ).toBe( 48 );

		server.on( 'PUT', '/eventin/v2/settings', () =>
			invalidParam(
				'pending_booking_hours',
				'pending_booking_hours must be between 1 (inclusive) and 720 (inclusive)'
			)
		);
		await replaceText( 'Cancel unpaid bookings after', '700' );
		await save();
		await notification( 'Failed to save the settings!' );
		const item = field( 'Cancel unpaid bookings after' ).closest(
			'.ant-form-item'
		) as HTMLElement;
		expect(
			await within( item ).findByText(
				'pending_booking_hours must be between 1 (inclusive) and 720 (inclusive)'
			)
		).toBeInTheDocument();
		expect( field( 'Cancel unpaid bookings after' ).value ).toBe( '700' );
	} );

	it( 'saves only what changed, says so, and other screens follow at once', async () => {
		serveSettings( 'all' );
		server.on( 'GET', '/eventin/v2/event/categories', () => ( {
			body: { items: [], total_items: 0 },
		} ) );
		renderApp( '/categories' );
		expect( await screen.findByText( 'Add New Category' ) ).toBeVisible();
		act( () => {
			window.location.hash = '#/settings';
		} );
		await user.click(
			await screen.findByLabelText( 'Disable categories and tags' )
		);
		await user.click(
			field( 'Show the ticket first, then confirm or reject' )
		);
		await replaceText( 'Failure message', 'No camera? Ask at the desk.' );
		await save();

		const notice = await notification( 'Successfully saved the settings!' );
		expect( notice.closest( '.ant-notification' ) ).toHaveClass(
			'ant-notification-bottomRight'
		);
		expect( puts() ).toHaveLength( 1 );
		expect( puts()[ 0 ].data ).toEqual( {
			disable_category_and_tags: 'on',
			attendee_verification_style: 'off',
			scanner_failure_message: 'No camera? Ask at the desk.',
		} );

		// No reload and no refetch: the categories page reads the saved settings.
		act( () => {
			window.location.hash = '#/categories';
		} );
		expect( await screen.findByText( 'No categories yet.' ) ).toBeVisible();
		expect( screen.queryByText( 'Add New Category' ) ).toBeNull();
		expect(
			server.requests.filter(
				( r ) => r.method === 'GET' && r.path === '/eventin/v2/settings'
			)
		).toHaveLength( 1 );
	} );

	it( "shows the server's reason on the field and keeps what was typed", async () => {
		serveSettings( 'all' );
		server.on( 'PUT', '/eventin/v2/settings', () =>
			invalidParam(
				'email_sender_address',
				'email_sender_address must be a valid e-mail address, such as events@example.com.'
			)
		);
		renderApp( '/settings' );
		await screen.findByLabelText( 'Sender name' );
		await replaceText( 'Sender e-mail address', 'tickets@@example' );
		await replaceText( 'Sender name', 'Jazz Nights' );
		await save();

		const notice = await notification( 'Failed to save the settings!' );
		expect( notice ).toHaveTextContent(
			'email_sender_address must be a valid e-mail address, such as events@example.com.'
		);
		const item = field( 'Sender e-mail address' ).closest(
			'.ant-form-item'
		) as HTMLElement;
		expect(
			await within( item ).findByText(
				'email_sender_address must be a valid e-mail address, such as events@example.com.'
			)
		).toBeInTheDocument();
		expect( field( 'Sender e-mail address' ).value ).toBe(
			'tickets@@example'
		);
		expect( field( 'Sender name' ).value ).toBe( 'Jazz Nights' );
		expect( puts()[ 0 ].data ).toEqual( {
			email_sender_name: 'Jazz Nights',
			email_sender_address: 'tickets@@example',
		} );
	} );

	it( 'asks before turning delete-on-uninstall on, saying what goes', async () => {
		serveSettings( 'all' );
		renderApp( '/settings' );
		await user.click(
			await screen.findByLabelText( 'Delete all data on uninstall' )
		);
		let dialog = await dialogWith(
			'Delete all Eventin data when the plugin is uninstalled?'
		);
		[
			'events',
			'schedules',
			"speakers' profiles",
			'attendees',
			'bookings',
			'templates',
			'RSVP responses',
			'event categories, tags and speaker groups',
			'these settings',
			'user accounts of speakers and organizers stay',
		].forEach( ( words ) => expect( dialog ).toHaveTextContent( words ) );
		await user.click( button( dialog, 'Cancel' ) );
		await waitFor( () =>
			expect( field( 'Delete all data on uninstall' ) ).not.toBeChecked()
		);

		await user.click( field( 'Delete all data on uninstall' ) );
		dialog = await dialogWith(
			'Delete all Eventin data when the plugin is uninstalled?'
		);
		await user.click( button( dialog, 'Delete on uninstall' ) );
		await waitFor( () =>
			expect( field( 'Delete all data on uninstall' ) ).toBeChecked()
		);
		await save();
		await notification( 'Successfully saved the settings!' );
		expect( puts()[ 0 ].data ).toEqual( {
			delete_data_on_uninstall: 'on',
		} );
	} );

	it( 'hides the Data group from users who do not manage the site and never sends it', async () => {
		serveSettings( [ 'etn_manage_settings' ] );
		renderApp( '/settings' );
		await user.click( await screen.findByLabelText( 'RSVP' ) );
		expect( screen.queryByText( 'Data' ) ).toBeNull();
		expect(
			screen.queryByLabelText( 'Delete all data on uninstall' )
		).toBeNull();
		await save();
		await notification( 'Successfully saved the settings!' );
		expect( puts()[ 0 ].data ).toEqual( { modules: { rsvp: 'off' } } );
	} );

	it( 'is in the top menu for holders of the settings permission, and closed to others', async () => {
		serveSettings( [ 'etn_manage_schedule', 'etn_manage_settings' ] );
		server.on( 'GET', '/eventin/v2/schedules', () => ( {
			body: { items: [], total_items: 0 },
		} ) );
		renderApp( '/schedules' );
		const menu = await screen.findByRole( 'menu' );
		await user.click( within( menu ).getByText( 'Settings' ) );
		expect( await screen.findByLabelText( 'Sender name' ) ).toBeVisible();
		expect( window.location.hash ).toBe( '#/settings' );
	} );

	it( 'denies the screen to users without the settings permission', async () => {
		serveSettings( [ 'etn_manage_schedule' ] );
		server.on( 'GET', '/eventin/v2/schedules', () => ( {
			body: { items: [], total_items: 0 },
		} ) );
		renderApp( '/settings' );
		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeInTheDocument();
		expect( screen.queryByLabelText( 'Sender name' ) ).toBeNull();
		expect( await screen.findByRole( 'menu' ) ).not.toHaveTextContent(
			'Settings'
		);
	} );

	it( 'says when the settings cannot be loaded', async () => {
		givenUser( server, 'all' );
		server.on( 'GET', '/eventin/v2/settings', () => ( {
			status: 500,
			body: {
				code: 'db_error',
				message: 'The database is not reachable.',
			},
		} ) );
		renderApp( '/settings' );
		expect(
			await screen.findByText( 'Could not load the settings.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'The database is not reachable.' )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Save Changes' ) ).toBeNull();
	} );
} );
