/**
 * The scanner page end to end in jsdom, with only fetch and the camera
 * replaced: scans, two-step check-in, the duplicate guard, verdicts,
 * undo, offline verdicts from the manifest, and the queue's sync.
 */

/**
 * External dependencies
 */
import { createHash } from 'crypto';
import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { createScannerApp } from '../app';
import { createFeedback, FEEDBACK_KEY } from '../feedback';
import { memoryStore } from '../storage';
import type { Boot, ManifestItem, QueueItem } from '../types';
import {
	fakeCamera,
	makeBoot,
	ORIGIN,
	route,
	scriptedFetch,
	verification,
	type Call,
	type Reply,
} from './helpers/fixtures';

const sha = ( text: string ) =>
	createHash( 'sha256' ).update( text, 'utf8' ).digest( 'hex' );

const TICKET = 'a1B2c3D4e5F6g7H8i9J0kL';
const CODE = `${ ORIGIN }/wp-admin/edit.php?post_type=etn-attendee&etn_action=ticket_scanner&attendee_id=12&ticket_id=${ TICKET }`;

const MANIFEST: ManifestItem[] = [
	{
		h: sha( TICKET ),
		e: sha( 'ana@example.test' ),
		a: 12,
		n: 'Ana',
		t: 'VIP',
		p: 'paid',
		c: null,
	},
	{
		h: sha( 'usedusedusedusedused01' ),
		e: '',
		a: 13,
		n: 'Bo',
		t: 'VIP',
		p: 'paid',
		c: '2025-01-01T09:00:00Z',
	},
	{
		h: sha( 'unpaidunpaidunpaidunp1' ),
		e: '',
		a: 14,
		n: 'Cy',
		t: 'VIP',
		p: 'pending',
		c: null,
	},
];

const isVerify = ( call: Call ) =>
	call.url.searchParams.get( 'action' ) === 'scanner_verification';

const checkedIn = ( extra: Record< string, unknown > = {} ) =>
	verification(
		2,
		{
			verdict: 'checked_in',
			attendee_name: 'Ana',
			event_name: 'Summit',
			ticket_name: 'VIP',
			attendee_id: 12,
			ticket_id: TICKET,
			event_id: 7,
			checked_in_at: '2025-01-01T10:00:00Z',
			checked_in_by: 'Admin',
			undo_until: new Date( Date.now() + 60000 ).toISOString(),
			counts: { checked_in: 5, total: 10 },
			...extra,
		},
		[ 'Ana is checked in.' ]
	);

interface Setup {
	boot?: Partial< Boot >;
	verify?: ( call: Call ) => Reply;
	rest?: ( call: Call ) => Reply | undefined;
	online?: boolean;
}

/**
 * The page with a scripted server.
 *
 * @param options Boot data, answers, network.
 */
async function setup( options: Setup = {} ) {
	document.body.innerHTML = '<div id="eventin-scanner"></div>';
	const root = document.getElementById( 'eventin-scanner' ) as HTMLElement;
	const net = { online: options.online ?? true };
	let now = Date.now();
	const { fetch, calls } = scriptedFetch( ( call ) => {
		if ( isVerify( call ) ) {
			return ( options.verify ?? ( () => checkedIn() ) )( call );
		}
		const custom = options.rest?.( call );
		if ( custom ) {
			return custom;
		}
		switch ( route( call ) ) {
			case 'scanner/manifest':
				return {
					json: {
						event: { id: 7, title: 'Summit' },
						items: MANIFEST,
						total_items: MANIFEST.length,
						total_pages: 1,
						generated_at: '2025-01-01T00:00:00Z',
					},
				};
			case 'scanner/status':
				return { json: { checked_in: 6, total: 10 } };
			default:
				return { status: 404, json: { code: 'rest_no_route' } };
		}
	} );
	const cam = fakeCamera();
	const vibrate = jest.fn();
	const navigate = jest.fn();
	const store = memoryStore();
	const app = createScannerApp( {
		boot: makeBoot( options.boot ),
		root,
		fetch,
		camera: cam.factory,
		store,
		feedback: createFeedback( {
			storage: null,
			audio: () => null,
			vibrate,
		} ),
		storage: window.localStorage,
		now: () => now,
		isOnline: () => net.online,
		navigate,
		qr: async () => null,
		timers: false,
	} );
	await app.idle();
	const verifyCalls = () => calls.filter( isVerify );
	return {
		app,
		root,
		calls,
		verifyCalls,
		vibrate,
		navigate,
		net,
		camera: cam.camera,
		advance: ( ms: number ) => {
			now += ms;
		},
		/**
		 * Starts the camera and decodes `text` (as a frame would).
		 * @param text
		 */
		async scan( text: string ) {
			if ( cam.camera().state === 'stopped' ) {
				fireEvent.click(
					screen.getByRole( 'button', { name: 'Start' } )
				);
				await app.idle();
			}
			const taken = cam.camera().decode( text );
			await app.idle();
			return taken;
		},
		async click( name: string ) {
			fireEvent.click( screen.getByRole( 'button', { name } ) );
			await app.idle();
		},
		async type( text: string ) {
			fireEvent.change(
				screen.getByLabelText( 'Ticket ID or attendee e-mail' ),
				{ target: { value: text } }
			);
			fireEvent.click( screen.getByRole( 'button', { name: 'Check' } ) );
			await app.idle();
		},
		async goOffline() {
			net.online = false;
			window.dispatchEvent( new Event( 'offline' ) );
			await app.idle();
		},
		async goOnline() {
			net.online = true;
			window.dispatchEvent( new Event( 'online' ) );
			await app.idle();
			await app.idle();
		},
		queue: () => app.queue.items(),
	};
}

const dialog = () => screen.getByRole( 'dialog' );
const params = ( call: Call ) => Object.fromEntries( call.url.searchParams );

let marks: string[];
beforeEach( () => {
	window.localStorage.clear();
	marks = [];
	( performance as unknown as { mark: ( n: string ) => void } ).mark = (
		name: string
	) => marks.push( name );
} );

describe( 'scanning online', () => {
	it( 'checks a scanned ticket in at once and shows the verdict', async () => {
		const page = await setup();
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Summit'
		);
		expect( screen.getByText( '4 / 10 checked in' ) ).toHaveAttribute(
			'aria-live',
			'polite'
		);
		expect( await page.scan( CODE ) ).toBe( true );

		const [ call ] = page.verifyCalls();
		expect( params( call ) ).toMatchObject( {
			scanner_active: '1',
			security: 'n1',
			attendee_id: '12',
			ticket_id: TICKET,
			event_id: '7',
			device: expect.stringMatching( /^Scanner / ),
			client_scan_id: expect.stringMatching( /^[A-Za-z0-9_.-]{1,40}$/ ),
		} );
		expect( call.url.searchParams.has( 'ticket_info' ) ).toBe( false );
		// The scanner never requests the URL the code held.
		expect(
			page.calls.some( ( c ) => c.url.pathname === '/wp-admin/edit.php' )
		).toBe( false );

		expect( dialog() ).toHaveAttribute( 'data-verdict', 'success' );
		expect( dialog() ).toHaveAccessibleName( 'Checked in' );
		expect(
			within( dialog() ).getByText( 'Ana is checked in.' )
		).toBeVisible();
		expect( screen.getByText( '5 / 10 checked in' ) ).toBeVisible();
		expect( page.root ).toHaveAttribute( 'data-camera', 'paused' );
		expect( page.vibrate ).toHaveBeenCalledWith( [ 80 ] );
		expect( marks ).toEqual( [
			'eventin-scan-decoded',
			'eventin-scan-verdict',
		] );

		await page.click( 'Scan Again' );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( page.root ).toHaveAttribute( 'data-camera', 'scanning' );
	} );

	it( 'stops the camera on Cancel', async () => {
		const page = await setup();
		await page.scan( CODE );
		await page.click( 'Cancel' );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( page.root ).toHaveAttribute( 'data-camera', 'stopped' );
		expect( page.camera().calls ).toContain( 'stop' );
	} );

	it( 'ignores the same code for 3 s after its verdict closed', async () => {
		const page = await setup();
		await page.scan( CODE );
		await page.click( 'Scan Again' );
		expect( await page.scan( CODE ) ).toBe( false );
		page.advance( 2999 );
		expect( await page.scan( CODE ) ).toBe( false );
		expect( page.verifyCalls() ).toHaveLength( 1 );
		// Another code goes through at once.
		expect( await page.scan( 'etn:v1:13:usedusedusedusedused01' ) ).toBe(
			true
		);
		await page.click( 'Scan Again' );
		page.advance( 3001 );
		expect( await page.scan( CODE ) ).toBe( true );
		expect( page.verifyCalls() ).toHaveLength( 3 );
	} );

	it( 'says when and by whom a ticket was checked in before', async () => {
		const page = await setup( {
			verify: () =>
				verification(
					4,
					{
						verdict: 'already_checked_in',
						attendee_name: 'Ana',
						checked_in_at: '2025-01-01T09:00:00Z',
						checked_in_by: 'Sam',
					},
					[ 'Already checked in by Sam.' ]
				),
		} );
		await page.scan( CODE );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'warning' );
		expect( dialog() ).toHaveAccessibleName( 'Already checked in' );
		expect(
			within( dialog() ).getByText( 'Already checked in by Sam.' )
		).toBeVisible();
		expect( within( dialog() ).getByText( /by Sam$/ ) ).toBeVisible();
		expect( page.vibrate ).toHaveBeenCalledWith( [ 80, 80, 80 ] );
	} );

	it( 'shows the failure message when the answer is not the contract', async () => {
		const page = await setup( {
			verify: () => ( { status: 500, text: '<p>Fatal error</p>' } ),
		} );
		await page.scan( CODE );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'failure' );
		expect(
			within( dialog() ).getByText( 'Scanner failure: ask the desk.' )
		).toBeVisible();
		expect( page.vibrate ).toHaveBeenCalledWith( [ 400 ] );
		expect( await page.queue() ).toEqual( [] );
	} );

	it( 'refuses codes of other sites and empty entries without asking the server', async () => {
		const page = await setup();
		await page.scan( 'https://evil.test/?attendee_id=12&ticket_id=abc' );
		expect(
			within( dialog() ).getByText(
				'This code is not a ticket of this site.'
			)
		).toBeVisible();
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'warning' );
		await page.click( 'Cancel' );

		await page.type( '   ' );
		expect(
			within( dialog() ).getByText(
				'Ticket data must be non-empty to be checked'
			)
		).toBeVisible();
		expect( page.verifyCalls() ).toHaveLength( 0 );
	} );

	it( 'checks a typed e-mail and lets staff choose among its tickets', async () => {
		const page = await setup( {
			verify: ( call ) =>
				call.url.searchParams.has( 'query' )
					? verification(
							13,
							{
								verdict: 'choose',
								candidates: [
									{
										attendee_id: 12,
										ticket_id: TICKET,
										attendee_name: 'Ana',
										ticket_name: 'VIP',
										checked_in: false,
									},
									{
										attendee_id: 15,
										ticket_id: 'zzzzzzzzzzzzzzzzzzzzz1',
										attendee_name: 'Ana',
										ticket_name: 'Standard',
										checked_in: true,
									},
								],
							},
							[
								'2 tickets belong to this e-mail address: choose one.',
							]
					  )
					: checkedIn(),
		} );
		await page.type( 'ana@example.test' );
		expect( params( page.verifyCalls()[ 0 ] ) ).toMatchObject( {
			query: 'ana@example.test',
		} );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'choose' );
		await page.click( 'Ana, VIP' );
		const second = page.verifyCalls()[ 1 ];
		expect( params( second ) ).toMatchObject( {
			attendee_id: '12',
			ticket_id: TICKET,
		} );
		expect( second.url.searchParams.has( 'query' ) ).toBe( false );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'success' );
	} );

	it( 'clears a typed ticket id once it is checked in, and keeps it otherwise', async () => {
		const page = await setup( {
			verify: ( call ) =>
				call.url.searchParams.get( 'ticket_id' ) === TICKET
					? checkedIn()
					: verification( 9, { verdict: 'not_found' }, [
							'No ticket matches this code.',
					  ] ),
		} );
		const input = screen.getByLabelText( 'Ticket ID or attendee e-mail' );
		await page.type( 'zzzzzzzzzzzzzzzzzzzzz9' );
		expect( dialog() ).toHaveAccessibleName( 'Unknown ticket' );
		expect( input ).toHaveValue( 'zzzzzzzzzzzzzzzzzzzzz9' );
		await page.click( 'Scan Again' );
		await page.type( TICKET );
		expect( params( page.verifyCalls()[ 1 ] ) ).toMatchObject( {
			ticket_id: TICKET,
		} );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'success' );
		expect( input ).toHaveValue( '' );
	} );

	it( 'undoes a fresh check-in', async () => {
		const page = await setup( {
			rest: ( call ) =>
				route( call ) === 'scanner/undo'
					? {
							json: {
								result: 'undone',
								message: 'Check-in undone.',
								counts: { checked_in: 4, total: 10 },
							},
					  }
					: undefined,
		} );
		await page.scan( CODE );
		await page.click( 'Undo check-in' );
		const undo = page.calls.find( ( c ) => route( c ) === 'scanner/undo' );
		expect( undo?.method ).toBe( 'POST' );
		expect( undo?.body ).toEqual( { attendee_id: 12, event_id: 7 } );
		expect( dialog() ).toHaveAccessibleName( 'Check-in undone' );
		expect(
			within( dialog() ).getByText( 'Check-in undone.' )
		).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: 'Undo check-in' } )
		).toBeNull();
		expect( screen.getByText( '4 / 10 checked in' ) ).toBeVisible();
	} );

	it( 'offers no undo once undo_until has passed', async () => {
		const page = await setup( {
			verify: () =>
				checkedIn( {
					undo_until: new Date( Date.now() - 1000 ).toISOString(),
				} ),
		} );
		await page.scan( CODE );
		expect(
			screen.queryByRole( 'button', { name: 'Undo check-in' } )
		).toBeNull();
	} );

	it( 'follows the login redirect of this site only', async () => {
		const login = `${ ORIGIN }/wp-login.php?redirect_to=x`;
		const page = await setup( {
			verify: () =>
				verification( 3, {
					verdict: 'logged_out',
					redirect_url: login,
				} ),
		} );
		await page.scan( CODE );
		expect( page.navigate ).toHaveBeenCalledWith( login );

		const other = await setup( {
			verify: () =>
				verification( 3, {
					verdict: 'logged_out',
					redirect_url: 'https://evil.test/',
				} ),
		} );
		await other.scan( CODE );
		expect( other.navigate ).not.toHaveBeenCalled();
		expect(
			within( dialog() ).getByRole( 'link', { name: 'Log in again' } )
		).toHaveAttribute( 'href', makeBoot().loginUrl );
	} );

	it( 'sends the device name typed', async () => {
		const page = await setup();
		const input = screen.getByLabelText( 'Device name' );
		fireEvent.change( input, { target: { value: 'Door B' } } );
		fireEvent.change( input );
		await page.scan( CODE );
		expect( params( page.verifyCalls()[ 0 ] ).device ).toBe( 'Door B' );
		expect( window.localStorage.getItem( 'eventin-scanner-device' ) ).toBe(
			'Door B'
		);
	} );

	it( 'shows the failure message when the camera cannot start', async () => {
		const page = await setup();
		page.camera().failWith = new Error( 'NotAllowedError' );
		await page.click( 'Start' );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'failure' );
		expect(
			within( dialog() ).getByText( 'Scanner failure: ask the desk.' )
		).toBeVisible();
		expect( page.root ).toHaveAttribute( 'data-camera', 'stopped' );
	} );
} );

describe( 'two-step verification', () => {
	const twoStep = ( call: Call ) =>
		call.url.searchParams.get( 'ticket_info' ) === '1'
			? verification(
					2,
					{
						verdict: 'checkable',
						attendee_name: 'Ana',
						attendee_id: 12,
						ticket_id: TICKET,
					},
					[ 'Valid ticket of Ana. Check it in?' ]
			  )
			: checkedIn();

	it( 'asks first, and Confirm checks the same ticket in', async () => {
		const page = await setup( {
			boot: { twoStep: true },
			verify: twoStep,
		} );
		await page.scan( CODE );
		const [ ask ] = page.verifyCalls();
		expect( params( ask ) ).toMatchObject( {
			ticket_info: '1',
			attendee_id: '12',
			ticket_id: TICKET,
		} );
		expect( ask.url.searchParams.has( 'client_scan_id' ) ).toBe( false );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'question' );
		expect( dialog() ).toHaveAccessibleName( 'Check this ticket in?' );
		expect( page.vibrate ).not.toHaveBeenCalled();

		await page.click( 'Confirm' );
		const confirm = page.verifyCalls()[ 1 ];
		expect( params( confirm ) ).toMatchObject( {
			attendee_id: '12',
			ticket_id: TICKET,
			event_id: '7',
		} );
		expect( confirm.url.searchParams.has( 'ticket_info' ) ).toBe( false );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'success' );
	} );

	it( 'sends nothing on Reject, and scans on', async () => {
		const page = await setup( {
			boot: { twoStep: true },
			verify: twoStep,
		} );
		await page.scan( CODE );
		await page.click( 'Reject' );
		expect( page.verifyCalls() ).toHaveLength( 1 );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( page.root ).toHaveAttribute( 'data-camera', 'scanning' );
	} );

	it( 'shows a prefilled ticket on load, asking first whatever the setting', async () => {
		const page = await setup( {
			boot: {
				twoStep: false,
				prefill: { attendeeId: 12, ticketId: TICKET },
			},
			verify: twoStep,
		} );
		expect( params( page.verifyCalls()[ 0 ] ) ).toMatchObject( {
			ticket_info: '1',
			attendee_id: '12',
		} );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'question' );
		await page.click( 'Confirm' );
		expect(
			page.verifyCalls()[ 1 ].url.searchParams.has( 'ticket_info' )
		).toBe( false );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'success' );
	} );
} );

describe( 'offline', () => {
	it( 'checks in from the manifest and queues the scan', async () => {
		const page = await setup();
		expect(
			page.calls.some( ( c ) => route( c ) === 'scanner/manifest' )
		).toBe( true );
		await page.goOffline();
		expect( page.root ).toHaveAttribute( 'data-online', 'no' );
		expect( screen.getByText( 'Offline' ) ).toBeVisible();

		await page.scan( CODE );
		expect( page.verifyCalls() ).toHaveLength( 0 );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'success' );
		expect(
			within( dialog() ).getByText( 'Checked in offline — will sync' )
		).toBeVisible();
		const [ item ] = await page.queue();
		expect( item ).toEqual( {
			client_scan_id: expect.stringMatching( /^[0-9a-f-]{36}$/ ),
			attendee_id: 12,
			ticket_id: TICKET,
			event_id: 7,
			scanned_at: expect.stringMatching( /^\d{4}-\d\d-\d\dT[\d:.]+Z$/ ),
			device: expect.stringMatching( /^Scanner / ),
		} );
		expect( document.querySelector( '[data-pending]' ) ).toHaveAttribute(
			'data-pending',
			'1'
		);
		expect( screen.getByText( '1 waiting to sync' ) ).toBeVisible();
		expect( screen.getByText( '5 / 10 checked in' ) ).toBeVisible();

		// A second scan on this device: already checked in.
		await page.click( 'Scan Again' );
		page.advance( 3001 );
		await page.scan( CODE );
		expect( dialog() ).toHaveAccessibleName( 'Already checked in' );
		expect( await page.queue() ).toHaveLength( 1 );
	} );

	it( 'refuses what the manifest refuses, and saves unknown tickets', async () => {
		const page = await setup();
		await page.goOffline();
		await page.scan( 'etn:v1:13:usedusedusedusedused01' );
		expect( dialog() ).toHaveAccessibleName( 'Already checked in' );
		await page.click( 'Scan Again' );
		await page.scan( 'etn:v1:14:unpaidunpaidunpaidunp1' );
		expect( dialog() ).toHaveAccessibleName( 'Not paid' );
		await page.click( 'Scan Again' );
		expect( await page.queue() ).toEqual( [] );

		await page.scan( 'etn:v1:20:notinthemanifest00000' );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'warning' );
		expect(
			within( dialog() ).getByText(
				'Saved — will be verified when online'
			)
		).toBeVisible();
		expect( await page.queue() ).toMatchObject( [
			{ attendee_id: 20, ticket_id: 'notinthemanifest00000' },
		] );
	} );

	it( 'saves scans to verify later when no event is chosen', async () => {
		const page = await setup( { boot: { event: null } } );
		expect(
			page.calls.some( ( c ) => route( c ) === 'scanner/manifest' )
		).toBe( false );
		await page.goOffline();
		await page.scan( CODE );
		expect(
			within( dialog() ).getByText(
				'Saved — will be verified when online'
			)
		).toBeVisible();
		expect( await page.queue() ).toMatchObject( [
			{ event_id: 0, attendee_id: 12 },
		] );
	} );

	it( 'falls back to the manifest on a network error, with the same scan id', async () => {
		const page = await setup( { verify: () => 'network' } );
		await page.scan( CODE );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'success' );
		const [ item ] = await page.queue();
		expect( item.client_scan_id ).toBe(
			page.verifyCalls()[ 0 ].url.searchParams.get( 'client_scan_id' )
		);
	} );

	it( 'asks before an offline check-in in two-step mode', async () => {
		const page = await setup( { boot: { twoStep: true } } );
		await page.goOffline();
		await page.scan( CODE );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'question' );
		expect( await page.queue() ).toEqual( [] );
		await page.click( 'Confirm' );
		expect( dialog() ).toHaveAttribute( 'data-verdict', 'success' );
		expect( await page.queue() ).toHaveLength( 1 );
	} );

	it( 'syncs when back online, lists conflicts, and dismisses them', async () => {
		const batches: QueueItem[][] = [];
		const page = await setup( {
			rest: ( call ) => {
				if ( route( call ) !== 'checkins/batch' ) {
					return undefined;
				}
				const { items } = call.body as { items: QueueItem[] };
				batches.push( items );
				return {
					json: {
						results: items.map( ( item ) => ( {
							client_scan_id: item.client_scan_id,
							result: 'conflict',
							message: 'Already checked in.',
							attendee_name: 'Ana',
							ticket_name: 'VIP',
							checked_in_at: '2025-01-01T08:00:00Z',
							checked_in_by: 'Sam',
							device: 'Door B',
						} ) ),
					},
				};
			},
		} );
		await page.goOffline();
		await page.scan( CODE );
		await page.click( 'Scan Again' );
		const statusBefore = page.calls.filter(
			( c ) => route( c ) === 'scanner/status'
		).length;

		await page.goOnline();
		expect( batches ).toHaveLength( 1 );
		expect( batches[ 0 ] ).toMatchObject( [
			{ attendee_id: 12, ticket_id: TICKET, event_id: 7 },
		] );
		expect( await page.queue() ).toEqual( [] );
		expect( document.querySelector( '[data-pending]' ) ).toHaveAttribute(
			'data-pending',
			'0'
		);
		expect(
			page.calls.filter( ( c ) => route( c ) === 'scanner/status' ).length
		).toBeGreaterThan( statusBefore );
		expect( screen.getByText( '6 / 10 checked in' ) ).toBeVisible();

		const conflicts = screen.getByRole( 'region', { name: 'Conflicts' } );
		expect( within( conflicts ).getByText( 'Ana, VIP' ) ).toBeVisible();
		expect( within( conflicts ).getByText( 'Door B' ) ).toBeVisible();
		expect( within( conflicts ).getByText( /by Sam$/ ) ).toBeVisible();
		await page.click( 'Dismiss' );
		expect(
			screen.queryByRole( 'region', { name: 'Conflicts' } )
		).toBeNull();
		expect( await page.app.queue.conflicts() ).toEqual( [] );
	} );

	it( 'keeps the queue and asks to log in again on a 401', async () => {
		const page = await setup( {
			rest: ( call ) =>
				route( call ) === 'checkins/batch'
					? {
							status: 401,
							json: {
								code: 'rest_not_logged_in',
								message: 'Log in.',
							},
					  }
					: undefined,
		} );
		await page.goOffline();
		await page.scan( CODE );
		await page.click( 'Scan Again' );
		await page.goOnline();
		expect( await page.queue() ).toHaveLength( 1 );
		expect( document.querySelector( '[data-pending]' ) ).toHaveAttribute(
			'data-pending',
			'1'
		);
		const link = screen.getByRole( 'link', { name: 'Log in again' } );
		expect( link ).toBeVisible();
		expect( link ).toHaveAttribute( 'href', makeBoot().loginUrl );
	} );
} );

describe( 'settings', () => {
	it( 'remembers the sound switch', async () => {
		document.body.innerHTML = '<div id="eventin-scanner"></div>';
		const root = document.getElementById(
			'eventin-scanner'
		) as HTMLElement;
		const make = () =>
			createScannerApp( {
				boot: makeBoot( { event: null } ),
				root,
				fetch: scriptedFetch( () => ( { json: {} } ) ).fetch,
				camera: fakeCamera().factory,
				store: memoryStore(),
				storage: window.localStorage,
				timers: false,
			} );
		const first = make();
		const toggle = screen.getByRole( 'checkbox', {
			name: 'Sound and vibration',
		} );
		expect( toggle ).toBeChecked();
		fireEvent.click( toggle );
		expect( window.localStorage.getItem( FEEDBACK_KEY ) ).toBe( 'off' );
		first.destroy();
		make();
		expect(
			screen.getByRole( 'checkbox', { name: 'Sound and vibration' } )
		).not.toBeChecked();
	} );
} );
