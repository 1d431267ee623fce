/**
 * The ticket scanner at the door, with a camera showing real tickets' QR
 * codes (tests/e2e/camera.ts):
 * - Chromium's own fake camera device playing a video of a ticket's code:
 *   Scan Ticket in the events list opens the scanner for the event, a valid
 *   ticket is green and shows checked in in the attendee list, the same
 *   ticket again is yellow and says when and by whom;
 * - a canvas camera whose code changes between scans: two-step mode
 *   (Reject changes nothing, Confirm checks in), a user who may only scan,
 *   and a door that goes offline, scans two tickets, comes back, syncs them
 *   and shows the one another door checked in first as a conflict.
 * Each verdict is photographed at 375 px in test-results/e2e/scanner/.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { showQr, useCanvasCamera, writeQrVideo } from './camera';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT } from './env';
import { expect, rest, test } from './fixtures';
import { scannerUrl as ticketQrUrl, type AttendeeItem } from './helpers';

const SHOTS = path.join( REPO_ROOT, 'test-results/e2e/scanner' );
const VIDEO = path.join( SHOTS, 'ticket.y4m' );
const PHONE = { width: 375, height: 812 };

/**
 * The verdict dialog when it is open.
 *
 * @param page The scanner page.
 */
const verdict = ( page: Page ) => page.locator( 'dialog[open][data-verdict]' );

/**
 * How long the last verdict took to show after its code was decoded, in ms
 * (the page's performance marks), and how much of it was the verification
 * request's round trip to the site (Resource Timing).
 *
 * @param page The scanner page.
 */
async function decodeToVerdict(
	page: Page
): Promise< { total: number; request: number } > {
	return page.evaluate( () => {
		const decoded = performance.getEntriesByName( 'eventin-scan-decoded' );
		const shown = performance.getEntriesByName( 'eventin-scan-verdict' );
		const last = shown[ shown.length - 1 ];
		const start = decoded
			.filter( ( mark ) => mark.startTime <= last.startTime )
			.pop() as PerformanceEntry;
		const request = performance
			.getEntriesByType( 'resource' )
			.filter(
				( entry ) =>
					entry.name.includes( 'scanner_verification' ) &&
					entry.startTime >= start.startTime &&
					entry.startTime <= last.startTime
			)
			.reduce( ( sum, entry ) => sum + entry.duration, 0 );
		return { total: last.startTime - start.startTime, request };
	} );
}

/**
 * axe (WCAG 2.0/2.1 A and AA) on the scanner page as it is: no serious or
 * critical violation.
 *
 * @param page  The scanner page.
 * @param state What is on screen, for the message.
 */
async function expectAccessible( page: Page, state: string ): Promise< void > {
	const { violations } = await new AxeBuilder( { page } )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	const failing = violations
		.filter( ( v ) => [ 'serious', 'critical' ].includes( v.impact ?? '' ) )
		.map(
			( v ) =>
				`${ v.id } (${ v.impact }): ${ v.nodes
					.map( ( n ) => n.target.join( ' ' ) )
					.join( ', ' ) }`
		);
	expect( failing, `axe on the scanner, ${ state }` ).toEqual( [] );
}

/**
 * Takes a 375 px picture of the page.
 *
 * @param page The scanner page.
 * @param name File name (without .png).
 */
async function photo( page: Page, name: string ): Promise< void > {
	await page.screenshot( { path: path.join( SHOTS, `${ name }.png` ) } );
}

/**
 * Opens the scanner page for an event (the page's own URL, from the dashboard's boot data).
 *
 * @param page    A logged-in page.
 * @param eventId Event id, 0 for all events.
 */
async function openScanner( page: Page, eventId: number ): Promise< void > {
	await page.goto(
		`/?eventin-scanner=1${ eventId ? `&event_id=${ eventId }` : '' }`
	);
	await expect(
		page.locator( '#eventin-scanner[data-camera]' )
	).toBeVisible();
}

// Chromium's fake camera device plays a video of a ticket's code: a code
// that is no ticket until a test writes one (Chromium reads the file when
// the camera opens). The canvas camera's tests replace the device.
writeQrVideo( 'not a ticket yet', VIDEO );
test.use( {
	launchOptions: {
		executablePath: CHROMIUM_PATH,
		args: [
			...CHROMIUM_ARGS,
			'--use-fake-ui-for-media-stream',
			'--use-fake-device-for-media-stream',
			`--use-file-for-fake-video-capture=${ VIDEO }`,
		],
	},
} );

test.describe( 'with the browser’s fake camera device', () => {
	test( 'Scan Ticket opens the scanner; a ticket is green, then yellow with when and who; the attendee list shows it', async ( {
		page,
		bookedEvent,
		baseURL,
	} ) => {
		await page.goto( '/wp-admin/' );
		const event = await bookedEvent( {
			event: {
				title: 'Door test concert',
				ticket_variations: [
					{ name: 'Standard', price: 0, capacity: 20 },
				],
			},
			bookings: [
				{
					quantity: 1,
					first_name: 'Rosa',
					last_name: 'Parks',
					email: 'rosa@example.org',
				},
			],
		} );
		const [ ticket ] = await event.attendees();
		writeQrVideo(
			ticketQrUrl( baseURL as string, ticket.id, ticket.ticket_id ),
			VIDEO
		);

		await page.goto( '/wp-admin/admin.php?page=eventin#/events' );
		const row = page
			.getByRole( 'row' )
			.filter( { hasText: 'Door test concert' } );
		const popup = page.context().waitForEvent( 'page' );
		await row.getByRole( 'button', { name: 'Scan Ticket' } ).click();
		const scanner = await popup;
		await scanner.setViewportSize( PHONE );
		await expect( scanner ).toHaveURL(
			new RegExp( `event_id=${ event.id }` )
		);
		await expect( scanner.getByText( 'Door test concert' ) ).toBeVisible();
		await expect( scanner.getByText( '0 / 1 checked in' ) ).toBeVisible();

		await scanner
			.getByRole( 'button', { name: 'Start', exact: true } )
			.click();
		await expect( verdict( scanner ) ).toHaveAttribute(
			'data-verdict',
			'success'
		);
		await expect( verdict( scanner ) ).toContainText(
			'Rosa Parks is checked in.'
		);
		await expect( scanner.getByText( '1 / 1 checked in' ) ).toBeVisible();
		// The figure for the notes: decode to verdict, and the page's own part of it.
		const latency = await decodeToVerdict( scanner );
		test.info().annotations.push( {
			type: 'decode to verdict',
			description: `${ latency.total.toFixed(
				0
			) } ms, of which the verification request ${ latency.request.toFixed(
				0
			) } ms`,
		} );
		process.stdout.write(
			`scanner: verdict on screen ${ latency.total.toFixed(
				0
			) } ms after decode (request ${ latency.request.toFixed(
				0
			) } ms, page ${ ( latency.total - latency.request ).toFixed(
				0
			) } ms)\n`
		);
		expect( latency.request ).toBeGreaterThan( 0 );
		await photo( scanner, 'success-375' );

		// The same ticket held up again, after the pause that keeps one ticket from scanning five times.
		await scanner.getByRole( 'button', { name: 'Scan Again' } ).click();
		await expect( verdict( scanner ) ).toHaveAttribute(
			'data-verdict',
			'warning',
			{ timeout: 30_000 }
		);
		await expect( verdict( scanner ) ).toContainText(
			/Already checked in on .+ by admin/
		);
		await photo( scanner, 'already-375' );
		await scanner.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( scanner.locator( '#eventin-scanner' ) ).toHaveAttribute(
			'data-camera',
			'stopped'
		);

		await page.goto(
			`/wp-admin/admin.php?page=eventin#/attendees/event/${ event.id }`
		);
		const attendee = page
			.getByRole( 'row' )
			.filter( { hasText: 'Rosa Parks' } );
		await expect( attendee ).toContainText( 'Checked in' );
	} );
} );

test.describe( 'with a canvas camera', () => {
	test.beforeEach( async ( { page } ) => {
		await useCanvasCamera( page );
		await page.setViewportSize( PHONE );
	} );

	/**
	 * A booked event with `n` tickets, and its attendees.
	 *
	 * @param bookedEvent The fixture.
	 * @param title       Event title.
	 * @param n           Tickets.
	 */
	const tickets = async (
		bookedEvent: Parameters<
			Parameters< typeof test >[ 2 ]
		>[ 0 ][ 'bookedEvent' ],
		title: string,
		n: number
	): Promise< { id: number; attendees: AttendeeItem[] } > => {
		const event = await bookedEvent( {
			event: {
				title,
				ticket_variations: [
					{ name: 'Standard', price: 0, capacity: 20 },
				],
			},
			bookings: [
				{
					quantity: n,
					first_name: 'Lin',
					last_name: 'Ma',
					email: 'lin@example.org',
				},
			],
		} );
		return { id: event.id, attendees: await event.attendees() };
	};

	test( 'two-step mode: Reject changes nothing, Confirm checks in', async ( {
		page,
		bookedEvent,
		baseURL,
	} ) => {
		const api = rest( page );
		await page.goto( '/wp-admin/' );
		const { id, attendees } = await tickets(
			bookedEvent,
			'Two-step gala',
			1
		);
		expect(
			(
				await api.put( '/eventin/v2/settings', {
					attendee_verification_style: 'off',
				} )
			).status()
		).toBe( 200 );
		try {
			await openScanner( page, id );
			await showQr(
				page,
				ticketQrUrl(
					baseURL as string,
					attendees[ 0 ].id,
					attendees[ 0 ].ticket_id
				)
			);
			await page
				.getByRole( 'button', { name: 'Start', exact: true } )
				.click();
			await expect( verdict( page ) ).toHaveAttribute(
				'data-verdict',
				'question'
			);
			await expect( verdict( page ) ).toContainText(
				'Check this ticket in?'
			);
			await photo( page, 'question-375' );
			await expectAccessible( page, 'two-step question open' );
			await page.getByRole( 'button', { name: 'Reject' } ).click();
			await expect( verdict( page ) ).toHaveCount( 0 );
			const unchanged = await (
				await api.get( `/eventin/v2/attendees/${ attendees[ 0 ].id }` )
			).json();
			expect( unchanged.ticket_status ).toBe( 'unused' );

			// Scanning resumes; after the pause the same code asks again.
			await expect( verdict( page ) ).toHaveAttribute(
				'data-verdict',
				'question',
				{ timeout: 30_000 }
			);
			await page.getByRole( 'button', { name: 'Confirm' } ).click();
			await expect( verdict( page ) ).toHaveAttribute(
				'data-verdict',
				'success'
			);
			const checked = await (
				await api.get( `/eventin/v2/attendees/${ attendees[ 0 ].id }` )
			).json();
			expect( checked.ticket_status ).toBe( 'used' );
			expect( checked.checked_in.source ).toBe( 'scanner' );
		} finally {
			await api.put( '/eventin/v2/settings', {
				attendee_verification_style: 'on',
			} );
		}
	} );

	test( 'a user who may only scan opens Ticket Scanner from the admin menu on a phone and checks a ticket in', async ( {
		page,
		bookedEvent,
		createUser,
		loginAs,
		baseURL,
	} ) => {
		await page.goto( '/wp-admin/' );
		const { attendees } = await tickets(
			bookedEvent,
			'Staff-only door',
			1
		);
		const staff = await createUser( {
			role: 'subscriber',
			capabilities: { etn_manage_qr_scan: true },
			displayName: 'Door Staff',
		} );
		const door = await loginAs( staff );
		await useCanvasCamera( door );
		await door.setViewportSize( PHONE );
		await door.goto( '/wp-admin/' );
		// On a phone WordPress folds its menu behind the bar's menu button, and
		// the first tap on Eventin opens its items.
		await door.locator( '#wp-admin-bar-menu-toggle' ).click();
		const menu = door.locator( '#adminmenu' );
		await menu
			.getByRole( 'link', { name: 'Eventin', exact: true } )
			.first()
			.click();
		await menu.getByRole( 'link', { name: 'Ticket Scanner' } ).click();
		await expect(
			door.locator( '#eventin-scanner[data-camera]' )
		).toBeVisible();
		await showQr(
			door,
			ticketQrUrl(
				baseURL as string,
				attendees[ 0 ].id,
				attendees[ 0 ].ticket_id
			)
		);
		await door
			.getByRole( 'button', { name: 'Start', exact: true } )
			.click();
		await expect( verdict( door ) ).toHaveAttribute(
			'data-verdict',
			'success'
		);
		await expect( verdict( door ) ).toContainText(
			'Lin Ma is checked in.'
		);
		const item = await (
			await rest( page ).get(
				`/eventin/v2/attendees/${ attendees[ 0 ].id }`
			)
		).json();
		expect( item.checked_in.by.name ).toBe( 'Door Staff' );
	} );

	test( 'offline: two scans are kept, synced when the network is back, and the one another door took first is a conflict', async ( {
		page,
		bookedEvent,
		baseURL,
		browser,
	} ) => {
		await page.goto( '/wp-admin/' );
		const { id, attendees } = await tickets(
			bookedEvent,
			'Offline festival',
			2
		);
		const [ first, second ] = attendees;
		const manifest = page.waitForResponse(
			( response ) =>
				response.url().includes( 'scanner%2Fmanifest' ) ||
				response.url().includes( 'scanner/manifest' )
		);
		await openScanner( page, id );
		expect( ( await manifest ).status() ).toBe( 200 );
		await page
			.getByRole( 'button', { name: 'Start', exact: true } )
			.click();
		await expect( page.locator( '#eventin-scanner' ) ).toHaveAttribute(
			'data-camera',
			'scanning'
		);

		await page.context().setOffline( true );
		await expect( page.locator( '#eventin-scanner' ) ).toHaveAttribute(
			'data-online',
			'no'
		);
		await showQr(
			page,
			ticketQrUrl( baseURL as string, first.id, first.ticket_id )
		);
		await expect( verdict( page ) ).toHaveAttribute(
			'data-verdict',
			'success'
		);
		await expect( verdict( page ) ).toContainText( 'Lin Ma' );
		await photo( page, 'offline-375' );
		await page.getByRole( 'button', { name: 'Scan Again' } ).click();
		await showQr(
			page,
			ticketQrUrl( baseURL as string, second.id, second.ticket_id )
		);
		await expect( verdict( page ) ).toHaveAttribute(
			'data-verdict',
			'success'
		);
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( page.locator( '[data-pending]' ) ).toHaveAttribute(
			'data-pending',
			'2'
		);

		// Meanwhile the main gate, online, checks the second ticket in.
		const gate = await browser.newContext( { baseURL } );
		const gatePage = await gate.newPage();
		await gatePage.goto( '/wp-admin/' );
		expect(
			(
				await rest( gatePage ).post( '/eventin/v2/attendees/check-in', {
					ids: [ second.id ],
				} )
			).status()
		).toBe( 200 );
		await gate.close();

		await page.context().setOffline( false );
		await expect( page.locator( '[data-pending]' ) ).toHaveAttribute(
			'data-pending',
			'0',
			{ timeout: 60_000 }
		);
		const conflicts = page.getByRole( 'region', { name: 'Conflicts' } );
		await expect( conflicts ).toContainText( 'Lin Ma', {
			timeout: 30_000,
		} );
		await expect( conflicts ).toContainText( 'admin' );
		await expect( page.getByText( '2 / 2 checked in' ) ).toBeVisible();
		await conflicts.scrollIntoViewIfNeeded();
		await photo( page, 'conflict-375' );
		await expectAccessible( page, 'camera running, a conflict listed' );

		const api = rest( page );
		const synced = await (
			await api.get( `/eventin/v2/attendees/${ first.id }` )
		).json();
		expect( synced.checked_in.source ).toBe( 'offline-sync' );
		const taken = await (
			await api.get( `/eventin/v2/attendees/${ second.id }` )
		).json();
		expect( taken.checked_in.source ).toBe( 'dashboard' );
	} );

	test( 'no camera: the red modal with the message from Settings', async ( {
		page,
	} ) => {
		await page.addInitScript( () => {
			Object.defineProperty( navigator, 'mediaDevices', {
				configurable: true,
				value: {
					getUserMedia: async () => {
						throw new DOMException(
							'Permission denied',
							'NotAllowedError'
						);
					},
					enumerateDevices: async () => [],
				},
			} );
		} );
		await openScanner( page, 0 );
		await page
			.getByRole( 'button', { name: 'Start', exact: true } )
			.click();
		await expect( verdict( page ) ).toHaveAttribute(
			'data-verdict',
			'failure'
		);
		await expect( verdict( page ) ).toContainText(
			'Something went wrong! Please try again.'
		);
		await photo( page, 'failure-375' );
		await expectAccessible( page, 'failure dialog open' );
	} );
} );
