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
import {
	button,
	chooseOption,
	dialogWith,
	rowOf,
} from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { jobPolling } from '../../../../components/job-progress';
import { anEvent, serveEvents } from '../../events/test/fixtures/events';
import { initialValues } from '../invitation-values';
import {
	INVITATIONS,
	JOB_ID,
	anInvitationState,
	bodiesSentTo,
	serveInvitations,
	type InvitationServerState,
} from './fixtures/invitations';
import { aResponse, anRsvpEvent, serveRsvp } from './fixtures/rsvp';

let server: FakeServer;
let state: InvitationServerState;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const DEFAULTS = initialValues();
const jobPolls = () =>
	server.requests.filter(
		( r ) => r.method === 'GET' && r.path === `/eventin/v2/jobs/${ JOB_ID }`
	).length;

/**
 * Opens the invitation form and waits for it.
 *
 * @param path Route.
 */
async function openForm( path = '/rsvp-report/create?event_id=5' ) {
	renderApp( path );
	await screen.findByLabelText( 'E-mail addresses' );
}

/**
 * A field by its label.
 *
 * @param label Label.
 */
const field = ( label: string ) =>
	screen.getByLabelText( label ) as HTMLInputElement | HTMLTextAreaElement;

/**
 * The form item (field, help and errors) of a field.
 *
 * @param label Label.
 */
const itemOf = ( label: string ) =>
	field( label ).closest( '.ant-form-item' ) as HTMLElement;

/**
 * A button of the form: Preview or Send.
 *
 * @param label Label.
 */
const formButton = ( label: 'Preview' | 'Send' ) =>
	button(
		document.querySelector(
			'.eventin-rsvp-invite__buttons'
		) as HTMLElement,
		label
	);

/**
 * Picks roles in the roles select, then closes it.
 *
 * @param labels Option labels.
 */
async function chooseRoles( ...labels: string[] ) {
	const select = field( 'WordPress users with the role' ).closest(
		'.ant-select'
	) as HTMLElement;
	await user.click(
		select.querySelector( '.ant-select-selector' ) as HTMLElement
	);
	for ( const label of labels ) {
		await user.click(
			await waitFor( () => {
				const option = document.querySelector(
					`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${ label }"]`
				);
				expect( option ).not.toBeNull();
				return option as HTMLElement;
			} )
		);
	}
	await user.keyboard( '{Escape}' );
}

/**
 * Sends, answers the confirmation and returns its dialog.
 *
 * @param question The confirmation's title.
 */
async function sendAndConfirm( question: string ) {
	await user.click( formButton( 'Send' ) );
	const dialog = await dialogWith( question );
	await user.click( button( dialog, 'Send' ) );
	return dialog;
}

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	state = anInvitationState();
	serveInvitations( server, state );
	jobPolling.interval = 20;
} );

afterEach( () => {
	jobPolling.interval = 1500;
} );

describe( 'the RSVP invitation form', () => {
	it( 'opens from RSVP Reminder with a default invitation and Go Back to the report', async () => {
		serveRsvp( server, { events: [ anRsvpEvent() ], responses: [] } );
		renderApp( '/rsvp-report' );
		await user.click(
			await screen.findByRole( 'button', { name: 'RSVP Reminder' } )
		);
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/rsvp-report/create' )
		);
		expect(
			await screen.findByText( 'RSVP invitation' )
		).toBeInTheDocument();
		await screen.findByLabelText( 'E-mail addresses' );
		expect( field( 'Subject' ) ).toHaveValue(
			"You're invited: {{event_title}}"
		);
		expect( field( 'Message' ).value ).toBe(
			[
				'Hello {{attendee_name}},',
				'You are invited to {{event_title}} on {{event_start_date}}.',
				'Please let us know whether you can come: {{rsvp_link}}',
				'We hope to see you there!',
			].join( '\n\n' )
		);
		// The roles with their users.
		await user.click(
			field( 'WordPress users with the role' )
				.closest( '.ant-select' )
				?.querySelector( '.ant-select-selector' ) as HTMLElement
		);
		expect(
			await screen.findByTitle( 'Editor (2 users)' )
		).toBeInTheDocument();
		expect( screen.getByTitle( 'Administrator (1 user)' ) ).toBeTruthy();
		await user.keyboard( '{Escape}' );
		await user.click( screen.getByRole( 'button', { name: 'Go Back' } ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/rsvp-report' )
		);
	} );

	it( "is linked from an event's responses as Send a reminder, with the event chosen", async () => {
		serveRsvp( server, {
			events: [ anRsvpEvent() ],
			responses: [ aResponse( 101, 'Ann Lee' ) ],
		} );
		renderApp( '/rsvp-report/5' );
		await rowOf( 'Ann Lee' );
		const link = screen.getByText( 'Send a reminder' ).closest( 'a' );
		expect( link ).toHaveAttribute(
			'href',
			'#/rsvp-report/create?event_id=5'
		);
		await user.click( link as HTMLElement );
		await screen.findByLabelText( 'E-mail addresses' );
		expect(
			itemOf( 'Event' ).querySelector( '.ant-select-selection-item' )
		).toHaveTextContent( 'Jazz Night' );
	} );

	it( 'names what is missing or wrong before anything is sent', async () => {
		await openForm( '/rsvp-report/create' );
		await user.clear( field( 'Subject' ) );
		await user.clear( field( 'Message' ) );
		await user.click( formButton( 'Send' ) );

		expect(
			await screen.findByText( 'Choose at least one recipient.' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Event is Required!' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Subject is Required!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Message is Required!' )
		).toBeInTheDocument();

		await user.type(
			field( 'E-mail addresses' ),
			'ann@example.org, foo\nbob@example'
		);
		expect(
			await within( itemOf( 'E-mail addresses' ) ).findByText(
				'Not an e-mail address: foo, bob@example'
			)
		).toBeInTheDocument();
		// An address is a recipient: the message about them all goes.
		await waitFor( () =>
			expect(
				screen.queryByText( 'Choose at least one recipient.' )
			).not.toBeInTheDocument()
		);
		await user.click( formButton( 'Preview' ) );
		await user.click( formButton( 'Send' ) );
		expect(
			bodiesSentTo( server, `${ INVITATIONS }/preview` )
		).toHaveLength( 0 );
		expect( bodiesSentTo( server, INVITATIONS ) ).toHaveLength( 0 );
	} );

	it( 'inserts a placeholder at the cursor', async () => {
		await openForm();
		const subject = field( 'Subject' ) as HTMLInputElement;
		await user.clear( subject );
		await user.type( subject, 'Come to ' );
		await user.click(
			screen.getByText( '{{event_title}}' ).closest( 'button' ) as Element
		);
		expect( subject ).toHaveValue( 'Come to {{event_title}}' );

		const message = field( 'Message' );
		await user.clear( message );
		await user.type( message, 'Answer here: ' );
		message.setSelectionRange( 0, 0 );
		await user.click(
			screen
				.getByText( '{{attendee_name}}' )
				.closest( 'button' ) as Element
		);
		expect( message ).toHaveValue( '{{attendee_name}}Answer here: ' );
	} );

	it( "previews the server's text as text, with the recipients", async () => {
		state.preview = () => ( {
			body: {
				subject: '<b>Hello</b> Jazz Night',
				message:
					'<img src="x" onerror="alert(1)"> Dear Ann,\nSee you at <a href="https://evil.example">Jazz Night</a>.',
				to: { name: 'Ann Lee', email: 'ann@example.org' },
				total: 12,
				sample: [
					{ name: 'Ann Lee', email: 'ann@example.org' },
					{ name: '', email: 'bob@example.org' },
				],
			},
		} );
		await openForm();
		await user.type(
			field( 'E-mail addresses' ),
			'ann@example.org\nbob@example.org, ann@example.org'
		);
		await chooseRoles( 'Editor (2 users)' );
		await user.click( screen.getByLabelText( 'Answered maybe' ) );
		await user.click( formButton( 'Preview' ) );

		const preview = ( await screen.findByText( '12 recipients' ) ).closest(
			'section'
		) as HTMLElement;
		expect(
			within( preview ).getByText( '<b>Hello</b> Jazz Night' )
		).toBeInTheDocument();
		expect(
			preview.querySelector( '.eventin-rsvp-invite__message' )
				?.textContent
		).toBe(
			'<img src="x" onerror="alert(1)"> Dear Ann,\nSee you at <a href="https://evil.example">Jazz Night</a>.'
		);
		expect( preview.querySelector( 'img, b, a' ) ).toBeNull();
		expect(
			preview.querySelector( '.eventin-rsvp-invite__to' )
		).toHaveTextContent( 'Ann Lee <ann@example.org>' );
		const sample = Array.from(
			preview.querySelectorAll( '.eventin-rsvp-invite__sample li' ),
			( item ) => item.textContent
		);
		expect( sample ).toEqual( [
			'Ann Lee <ann@example.org>',
			'bob@example.org',
		] );
		expect( within( preview ).getByText( 'and 10 more' ) ).toBeTruthy();
		expect( bodiesSentTo( server, `${ INVITATIONS }/preview` ) ).toEqual( [
			{
				event_id: 5,
				recipients: {
					emails: [ 'ann@example.org', 'bob@example.org' ],
					roles: [ 'editor' ],
					answers: [ 'maybe' ],
				},
				subject: DEFAULTS.subject,
				message: DEFAULTS.message,
			},
		] );

		// A change makes the preview out of date.
		await user.type( field( 'Subject' ), '!' );
		expect(
			await screen.findByText( /The form has changed since this preview/ )
		).toBeInTheDocument();
	} );

	it( 'sends after the confirmation and follows the mails until they are all sent', async () => {
		state.progress = [
			{ status: 'running', total: 3, sent: 1 },
			{ status: 'running', total: 3, sent: 2 },
			{ status: 'done', total: 3, sent: 3 },
		];
		await openForm();
		await user.type( field( 'E-mail addresses' ), 'ann@example.org' );
		await chooseRoles( 'Editor (2 users)' );
		await sendAndConfirm( 'Send this invitation to 3 people?' );

		expect(
			await screen.findByText(
				'The invitation is being sent to 3 people.'
			)
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Invitation sent to 3 people.' )
		).toBeInTheDocument();
		const progress = document.querySelector(
			'.eventin-rsvp-invite__progress'
		) as HTMLElement;
		expect( within( progress ).getByText( '3 of 3 sent' ) ).toBeTruthy();
		expect( within( progress ).getByText( 'Done' ) ).toBeTruthy();
		expect(
			progress
				.querySelector( '[role="progressbar"]' )
				?.getAttribute( 'aria-valuenow' )
		).toBe( '100' );
		expect( jobPolls() ).toBe( 3 );
		expect( bodiesSentTo( server, INVITATIONS ) ).toEqual( [
			{
				event_id: 5,
				recipients: {
					emails: [ 'ann@example.org' ],
					roles: [ 'editor' ],
				},
				subject: DEFAULTS.subject,
				message: DEFAULTS.message,
			},
		] );
		// The confirmation took its number from a preview.
		expect(
			bodiesSentTo( server, `${ INVITATIONS }/preview` )
		).toHaveLength( 1 );
		// A finished job is not asked for again.
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 100 ) )
		);
		expect( jobPolls() ).toBe( 3 );
	} );

	it( 'sends nothing when the confirmation is cancelled', async () => {
		await openForm();
		await user.type( field( 'E-mail addresses' ), 'ann@example.org' );
		await user.click( formButton( 'Send' ) );
		const dialog = await dialogWith( 'Send this invitation to 1 person?' );
		await user.click( button( dialog, 'Cancel' ) );
		await waitFor( () =>
			expect(
				screen.queryByText( 'Send this invitation to 1 person?' )
			).not.toBeInTheDocument()
		);
		expect( bodiesSentTo( server, INVITATIONS ) ).toHaveLength( 0 );
	} );

	it( 'reports the mails that failed', async () => {
		state.progress = [ { status: 'done', total: 3, sent: 2, failed: 1 } ];
		await openForm();
		await chooseRoles( 'Editor (2 users)', 'Administrator (1 user)' );
		await sendAndConfirm( 'Send this invitation to 3 people?' );
		expect(
			await screen.findByText( '1 invitation could not be sent.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Invitation sent to 2 people.' )
		).toBeInTheDocument();
		expect( screen.getByText( '1 failed' ) ).toBeInTheDocument();
	} );

	it( 'shows the invitations already being sent to the event, and follows that job', async () => {
		state.send = () => ( {
			status: 409,
			body: {
				code: 'eventin_rsvp_invitations_busy',
				message: 'Invitations to Jazz Night are being sent already.',
				data: {
					status: 409,
					job: {
						id: JOB_ID,
						status: 'running',
						total: 12,
						sent: 4,
						failed: 0,
					},
				},
			},
		} );
		state.progress = [ { status: 'running', total: 12, sent: 5 } ];
		await openForm();
		await user.type( field( 'E-mail addresses' ), 'ann@example.org' );
		await sendAndConfirm( 'Send this invitation to 1 person?' );

		expect(
			await screen.findByText( 'The invitation was not sent' )
		).toBeInTheDocument();
		const progress = ( await waitFor( () => {
			const found = document.querySelector(
				'.eventin-rsvp-invite__progress'
			);
			expect( found ).not.toBeNull();
			return found;
		} ) ) as HTMLElement;
		expect(
			within( progress ).getByText(
				'Invitations to Jazz Night are being sent already.'
			)
		).toBeInTheDocument();
		expect(
			await within( progress ).findByText( '5 of 12 sent' )
		).toBeInTheDocument();
		// While it runs, Send waits.
		expect( formButton( 'Send' ) ).toBeDisabled();
		expect( field( 'E-mail addresses' ) ).toHaveValue( 'ann@example.org' );
	} );

	it( "shows the server's reason on its field and keeps what was typed", async () => {
		state.send = () =>
			invalidParam(
				'recipients.emails',
				'Not an e-mail address: zed@example.invalid'
			);
		await openForm();
		await user.type( field( 'E-mail addresses' ), 'zed@example.invalid' );
		await user.clear( field( 'Subject' ) );
		await user.type( field( 'Subject' ), 'Last call' );
		await sendAndConfirm( 'Send this invitation to 1 person?' );

		expect(
			await within( itemOf( 'E-mail addresses' ) ).findByText(
				'Not an e-mail address: zed@example.invalid'
			)
		).toBeInTheDocument();
		expect(
			screen.getByText( "Couldn't send the invitation" )
		).toBeInTheDocument();
		expect( field( 'E-mail addresses' ) ).toHaveValue(
			'zed@example.invalid'
		);
		expect( field( 'Subject' ) ).toHaveValue( 'Last call' );
		expect( field( 'Message' ) ).toHaveValue( DEFAULTS.message );
		expect(
			document.querySelector( '.eventin-rsvp-invite__progress' )
		).toBeNull();
	} );

	it( 'says when nobody is left to send to, under the recipients', async () => {
		state.preview = () => ( {
			status: 400,
			body: {
				code: 'eventin_rsvp_no_recipients',
				message: 'Nobody to send to: every one of them has answered.',
				data: { status: 400 },
			},
		} );
		await openForm();
		await user.click( screen.getByLabelText( 'Not answered yet' ) );
		await user.click( formButton( 'Preview' ) );
		const recipients = document.querySelector(
			'.eventin-rsvp-invite__recipients'
		) as HTMLElement;
		expect(
			await within( recipients ).findByText(
				'Nobody to send to: every one of them has answered.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByText( "Couldn't preview the invitation" )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Not answered yet' ) ).toBeChecked();
	} );

	it( 'tells when the server cannot be reached, keeping the form', async () => {
		state.send = () => {
			throw new TypeError( 'Failed to fetch' );
		};
		await openForm();
		await user.type( field( 'E-mail addresses' ), 'ann@example.org' );
		await sendAndConfirm( 'Send this invitation to 1 person?' );
		expect(
			await screen.findByText( "Couldn't send the invitation" )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Could not reach the server. Check your connection and try again.'
			)
		).toBeInTheDocument();
		expect( field( 'E-mail addresses' ) ).toHaveValue( 'ann@example.org' );
	} );

	it( 'invites the attendees of any event, found by a search', async () => {
		serveEvents( server, () => [
			anEvent( { id: 40, title: 'Spring Gala' } ),
			anEvent( { id: 41, title: 'Summer Fair' } ),
		] );
		await openForm();
		await chooseOption(
			user,
			itemOf( 'Attendees of another event' ).querySelector(
				'.ant-select'
			) as HTMLElement,
			'Summer Fair'
		);
		await user.click( formButton( 'Preview' ) );
		await screen.findByText( '0 recipients' );
		expect(
			bodiesSentTo( server, `${ INVITATIONS }/preview` )[ 0 ].recipients
		).toEqual( { attendees_of: 41 } );
	} );
} );

describe( 'with the permission to send but not to list people', () => {
	it( 'offers neither the roles nor the attendees of another event', async () => {
		givenUser( server, [ 'etn_manage_event', 'etn_manage_rsvp' ] );
		// The server lists the roles only to those who may list users.
		state.options.roles = [];
		await openForm();
		expect(
			screen.queryByLabelText( 'WordPress users with the role' )
		).not.toBeInTheDocument();
		expect(
			screen.queryByLabelText( 'Attendees of another event' )
		).not.toBeInTheDocument();
		expect( screen.getByLabelText( 'Answered maybe' ) ).toBeInTheDocument();
	} );
} );

describe( 'without the permission to send invitations', () => {
	beforeEach( () => {
		givenUser( server, [ 'etn_manage_event' ] );
	} );

	it( 'says so instead of the form', async () => {
		renderApp( '/rsvp-report/create' );
		expect(
			await screen.findByText(
				'You do not have permission to send RSVP invitations.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByLabelText( 'E-mail addresses' )
		).not.toBeInTheDocument();
		expect(
			server.requests.some( ( r ) => r.path.startsWith( INVITATIONS ) )
		).toBe( false );
	} );

	it( 'shows neither RSVP Reminder nor Send a reminder', async () => {
		serveRsvp( server, {
			events: [ anRsvpEvent() ],
			responses: [ aResponse( 101, 'Ann Lee' ) ],
		} );
		renderApp( '/rsvp-report' );
		await rowOf( 'Jazz Night' );
		expect( screen.queryByText( 'RSVP Reminder' ) ).not.toBeInTheDocument();
		await user.click( screen.getByText( 'Jazz Night' ) );
		await rowOf( 'Ann Lee' );
		expect(
			screen.queryByText( 'Send a reminder' )
		).not.toBeInTheDocument();
	} );
} );
