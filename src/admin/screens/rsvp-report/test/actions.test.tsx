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
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import {
	button,
	chooseOption,
	dialogWith,
	rowOf,
} from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import {
	aResponse,
	anRsvpEvent,
	queriesOf,
	serveRsvp,
	type RsvpServerState,
} from './fixtures/rsvp';

let server: FakeServer;
let state: RsvpServerState;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const ONE = 'Are you sure you want to delete this RSVP response?';
const MANY = 'Are you sure you want to delete the selected RSVP responses?';
const deletes = () => server.requests.filter( ( r ) => r.method === 'DELETE' );

/**
 * A toolbar button (the rows have buttons with the same labels).
 *
 * @param label Label.
 */
const toolbarButton = ( label: string ) =>
	button(
		document.querySelector( '.eventin-list-page__toolbar' ) as HTMLElement,
		label
	);

/**
 * The notification holding a title.
 *
 * @param title Notification title.
 */
const notification = async ( title: string ) =>
	( await screen.findByText( title ) ).closest(
		'.ant-notification-notice'
	) as HTMLElement;

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	state = {
		events: [ anRsvpEvent( { id: 5, title: 'Jazz Night', limit: 20 } ) ],
		responses: [
			aResponse( 101, 'Ann Lee', {
				people: 3,
				date: '2026-11-20T10:00:00Z',
			} ),
			aResponse( 102, 'Bo Chen', { date: '2026-11-19T10:00:00Z' } ),
			aResponse( 103, 'Cy Diaz', { date: '2026-11-18T10:00:00Z' } ),
			aResponse( 104, 'Di Eze', {
				status: 'maybe',
				date: '2026-11-17T10:00:00Z',
			} ),
		],
	};
} );

describe( 'deleting responses', () => {
	it( 'asks first, saying whose answer goes, then deletes and reads the list and counts again', async () => {
		serveRsvp( server, state );
		renderApp( '/rsvp-report/5' );
		await user.click( button( await rowOf( 'Ann Lee' ), 'Delete' ) );
		let dialog = await dialogWith( ONE );
		expect( dialog ).toHaveTextContent(
			'The answer of Ann Lee (ann.lee@example.org), for 3 people, will be removed from this event. This cannot be undone.'
		);
		await user.click( button( dialog, 'Cancel' ) );
		expect( deletes() ).toHaveLength( 0 );

		await user.click( button( await rowOf( 'Ann Lee' ), 'Delete' ) );
		dialog = await dialogWith( ONE );
		await user.click( button( dialog, 'Delete' ) );
		expect(
			await screen.findByText( 'Successfully deleted the RSVP response!' )
		).toBeInTheDocument();
		expect( deletes().map( ( r ) => r.path ) ).toEqual( [
			'/eventin/v2/rsvp-report/101',
		] );
		await screen.findByText( 'Showing 1 - 2 of 2 responses' );
		expect( screen.queryByText( 'Ann Lee' ) ).toBeNull();
		expect(
			document.querySelector( '.eventin-rsvp__legend-item' )
		).toHaveTextContent( 'Going: 2 of 20' );
	} );

	it( "shows the server's message when a delete fails", async () => {
		serveRsvp( server, state );
		server.on( 'DELETE', '/eventin/v2/rsvp-report/102', () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to delete this response.',
				data: { status: 403 },
			},
		} ) );
		renderApp( '/rsvp-report/5' );
		await user.click( button( await rowOf( 'Bo Chen' ), 'Delete' ) );
		await user.click( button( await dialogWith( ONE ), 'Delete' ) );
		const notice = await notification(
			'Failed to delete the RSVP response!'
		);
		expect(
			within( notice ).getByText(
				'Sorry, you are not allowed to delete this response.'
			)
		).toBeInTheDocument();
		expect( await rowOf( 'Bo Chen' ) ).toBeInTheDocument();
	} );

	it( 'bulk deletes the selected responses after confirming', async () => {
		serveRsvp( server, state );
		renderApp( '/rsvp-report/5' );
		await screen.findByText( 'Showing 1 - 3 of 3 responses' );
		await user.click( screen.getByLabelText( 'Select Ann Lee' ) );
		await user.click( screen.getByLabelText( 'Select Cy Diaz' ) );
		await user.click( toolbarButton( 'Delete (2)' ) );
		await user.click( button( await dialogWith( MANY ), 'Delete' ) );

		expect(
			await screen.findByText(
				'Successfully deleted the selected RSVP responses!'
			)
		).toBeInTheDocument();
		expect( deletes()[ 0 ].path ).toBe( '/eventin/v2/rsvp-report' );
		expect( deletes()[ 0 ].query.ids ).toBe( '101,103' );
		await screen.findByText( 'Showing 1 - 1 of 1 responses' );
		expect( await rowOf( 'Bo Chen' ) ).toBeInTheDocument();
	} );

	it( 'reports the responses a bulk delete could not remove, with the reasons', async () => {
		state.undeletable = { 103: 'This response is locked.' };
		serveRsvp( server, state );
		renderApp( '/rsvp-report/5' );
		await screen.findByText( 'Showing 1 - 3 of 3 responses' );
		await user.click( screen.getByLabelText( 'Select Ann Lee' ) );
		await user.click( screen.getByLabelText( 'Select Cy Diaz' ) );
		await user.click( toolbarButton( 'Delete (2)' ) );
		await user.click( button( await dialogWith( MANY ), 'Delete' ) );

		const notice = await notification(
			'Failed to delete the selected RSVP responses!'
		);
		expect( notice ).toHaveTextContent(
			'1 deleted, 1 failed: #103 This response is locked.'
		);
		await screen.findByText( 'Showing 1 - 2 of 2 responses' );
		expect( await rowOf( 'Cy Diaz' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Ann Lee' ) ).toBeNull();
	} );
} );

describe( 'export', () => {
	it( "downloads the CSV of the current answer, search and dates, the event's in the path", async () => {
		serveRsvp( server, state );
		let blob: Blob | undefined;
		let fileName = '';
		URL.createObjectURL = jest.fn( ( value: Blob ) => {
			blob = value;
			return 'blob:rsvp';
		} );
		URL.revokeObjectURL = jest.fn();
		const click = jest
			.spyOn( HTMLAnchorElement.prototype, 'click' )
			.mockImplementation( function ( this: HTMLAnchorElement ) {
				fileName = this.download;
			} );
		try {
			renderApp( '/rsvp-report/5' );
			await screen.findByText( 'Showing 1 - 3 of 3 responses' );
			await chooseOption(
				user,
				document.querySelector(
					'.eventin-rsvp__answer-filter'
				) as HTMLElement,
				'Maybe'
			);
			await screen.findByText( 'Showing 1 - 1 of 1 responses' );
			await user.click( toolbarButton( 'Export CSV' ) );
			await waitFor( () => expect( click ).toHaveBeenCalledTimes( 1 ) );
			// The click took focus from the answers select, which resets its
			// focus state on a 10 ms timer (rc-select): let it run here.
			await waitFor( () =>
				expect(
					document.querySelector(
						'.eventin-rsvp__answer-filter.ant-select-focused'
					)
				).toBeNull()
			);
		} finally {
			click.mockRestore();
		}
		expect( queriesOf( server, 'rsvp-report/5/export' ) ).toEqual( [
			{ status: 'maybe', paged: '1', per_page: '2000' },
		] );
		expect( fileName ).toMatch( /^rsvp-event-5-\d{4}-\d{2}-\d{2}\.csv$/ );
		const text = await new Promise< string >( ( resolve ) => {
			const reader = new FileReader();
			reader.onload = () => resolve( String( reader.result ) );
			reader.readAsText( blob as Blob );
		} );
		expect( text ).toBe(
			'Name,Email,Answer,People\nDi Eze,di.eze@example.org,maybe,1\n'
		);
	} );
} );
