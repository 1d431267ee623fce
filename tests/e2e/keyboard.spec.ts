/**
 * Keyboard-only journeys: the staff's three daily tasks done with Tab,
 * Shift+Tab, Enter, Space and typing, never the mouse. At each step axe
 * (WCAG 2.1 A/AA) finds no serious or critical violation in our markup, and
 * every control the focus stops on inside our markup shows that it has it
 * (an outline or a box-shadow: tests/e2e/keyboard.ts).
 *
 *   1. Create an event in the dashboard (title, start date, Create): the
 *      draft exists and its editor opens.
 *   2. Check an attendee in from the attendees list (search, Check in): the
 *      row says so, and the focus stays in the list.
 *   3. Scan a ticket by manual entry on the scanner page: the verdict is
 *      green, and closing it gives the focus back to the entry.
 *
 * Pages are opened by URL (what a bookmark or the admin menu's link does);
 * everything on them is keyboard.
 */
/* eslint-disable @wordpress/no-global-active-element -- these functions run in the page (page.evaluate), where the document is the page's. */
import type { Page } from '@playwright/test';
import { test, expect, rest } from './fixtures';
import { day } from './helpers';
import { axeFailures, focusedName, tabTo } from './keyboard';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';
const ROOT = '#eventin-dashboard';

/**
 * WordPress's first stop on an admin page: "Skip to main content", which
 * takes the focus past the admin menu to the page's content.
 *
 * @param page An admin page.
 */
async function skipToContent( page: Page ): Promise< void > {
	await tabTo(
		page,
		page.locator( 'a.screen-reader-shortcut[href="#wpbody-content"]' ),
		{ root: ROOT, max: 5 }
	);
	await page.keyboard.press( 'Enter' );
}

// REST calls set up the data; each may wait on a busy Playground site.
test.use( { actionTimeout: 90_000 } );

test( 'create an event with the keyboard only', async ( { page } ) => {
	const title = `Keyboard Gala ${ Date.now().toString( 36 ) }`;
	const date = day( 9 );
	const problems: string[] = [];
	const unseen: string[] = [];

	await page.goto( `${ DASHBOARD }#/events/create` );
	const titleInput = page.getByLabel( 'Event Title' );
	await expect( titleInput ).toBeVisible( { timeout: 90_000 } );
	problems.push( await axeFailures( page, ROOT, 'create form' ) );

	// From the top of the page, past the admin menu, into the form.
	await skipToContent( page );
	unseen.push( ...( await tabTo( page, titleInput, { root: ROOT } ) ) );
	await page.keyboard.type( title );
	const dateInput = page.getByLabel( 'Start Date' );
	unseen.push( ...( await tabTo( page, dateInput, { root: ROOT } ) ) );
	// Chromium's date field takes the digits in the browser's order (en-US).
	const [ y, m, d ] = date.split( '-' );
	await page.keyboard.type( `${ m }${ d }${ y }` );
	await expect( dateInput ).toHaveValue( date );
	const create = page.getByRole( 'button', { name: 'Create' } );
	unseen.push( ...( await tabTo( page, create, { root: ROOT } ) ) );
	// Back and forth: Shift+Tab returns to the date, Tab to Create.
	unseen.push(
		...( await tabTo( page, dateInput, { root: ROOT, back: true } ) )
	);
	unseen.push( ...( await tabTo( page, create, { root: ROOT } ) ) );
	await page.keyboard.press( 'Enter' );

	await expect( page ).toHaveURL(
		/page=eventin-template-builder#\/events\/create\/\d+\/basic$/,
		{ timeout: 60_000 }
	);
	const id = Number( /create\/(\d+)\/basic/.exec( page.url() )![ 1 ] );
	await expect( page.getByLabel( 'Event Title' ) ).toHaveValue( title, {
		timeout: 60_000,
	} );
	problems.push( await axeFailures( page, ROOT, 'editor' ) );

	const api = rest( page );
	const saved = await (
		await api.get( `/eventin/v2/events/${ id }` )
	).json();
	expect( saved.title ).toBe( title );
	expect( saved.start_date ).toBe( date );
	await api.delete( `/eventin/v2/events/${ id }` );

	expect( problems.filter( Boolean ).join( '\n' ), 'axe' ).toBe( '' );
	expect( unseen, 'focus stops that do not show the focus' ).toEqual( [] );
} );

test( 'check an attendee in from the attendees list with the keyboard only', async ( {
	page,
	bookedEvent,
} ) => {
	const stamp = Date.now().toString( 36 );
	const email = `ida.${ stamp }@example.org`;
	await page.goto( DASHBOARD );
	await bookedEvent( {
		event: {
			title: `Keyboard Door ${ stamp }`,
			ticket_variations: [ { name: 'Floor', price: 10, capacity: 10 } ],
		},
		bookings: [
			{
				first_name: 'Ida',
				last_name: 'Wells',
				email,
				quantity: 1,
				attendees: [ { name: `Ida Wells ${ stamp }`, email } ],
			},
		],
	} );
	const problems: string[] = [];
	const unseen: string[] = [];

	await page.goto( `${ DASHBOARD }#/attendees` );
	const search = page.getByPlaceholder(
		'Search by name, email or ticket ID'
	);
	await expect( search ).toBeVisible( { timeout: 90_000 } );
	await skipToContent( page );
	unseen.push( ...( await tabTo( page, search, { root: ROOT } ) ) );
	await page.keyboard.type( email );
	const row = page.locator( `${ ROOT } tr`, { hasText: email } );
	await expect( row ).toHaveCount( 1, { timeout: 60_000 } );
	await expect( row ).toContainText( 'Not checked in' );
	problems.push( await axeFailures( page, ROOT, 'attendees, searched' ) );

	const checkIn = row.getByRole( 'button', { name: 'Check in' } );
	unseen.push( ...( await tabTo( page, checkIn, { root: ROOT } ) ) );
	await page.keyboard.press( 'Enter' );
	await expect( page.getByText( '1 checked in' ) ).toBeVisible();
	await expect( row ).toContainText( /Checked in\s*at / );
	// The focus stays on the row's action (now Undo check-in), not on the page.
	await expect.poll( () => focusedName( page ) ).toMatch( /Undo check-in/ );
	problems.push( await axeFailures( page, ROOT, 'attendees, checked in' ) );

	expect( problems.filter( Boolean ).join( '\n' ), 'axe' ).toBe( '' );
	expect( unseen, 'focus stops that do not show the focus' ).toEqual( [] );
} );

test( 'scan a ticket by manual entry on the scanner page with the keyboard only', async ( {
	page,
	bookedEvent,
} ) => {
	const stamp = Date.now().toString( 36 );
	await page.goto( DASHBOARD );
	const booked = await bookedEvent( {
		event: {
			title: `Keyboard Scan ${ stamp }`,
			ticket_variations: [ { name: 'Floor', price: 10, capacity: 10 } ],
		},
		bookings: [
			{
				first_name: 'Rosa',
				last_name: 'Parks',
				email: `rosa.${ stamp }@example.org`,
				quantity: 1,
			},
		],
	} );
	const [ attendee ] = await booked.attendees();
	const root = '#eventin-scanner';
	const problems: string[] = [];
	const unseen: string[] = [];

	await page.goto( `/?eventin-scanner=1&event_id=${ booked.id }` );
	await expect( page.locator( `${ root }[data-camera]` ) ).toBeVisible( {
		timeout: 90_000,
	} );
	problems.push( await axeFailures( page, root, 'scanner' ) );

	const entry = page.getByLabel( 'Ticket ID or attendee e-mail' );
	unseen.push( ...( await tabTo( page, entry, { root } ) ) );
	await page.keyboard.type( attendee.ticket_id );
	const check = page.getByRole( 'button', { name: 'Check', exact: true } );
	unseen.push( ...( await tabTo( page, check, { root } ) ) );
	await page.keyboard.press( 'Space' );

	const verdict = page.locator( 'dialog[open][data-verdict]' );
	await expect( verdict ).toHaveAttribute( 'data-verdict', 'success', {
		timeout: 60_000,
	} );
	await expect( verdict ).toContainText( 'is checked in.' );
	// The dialog has the focus: its own control, never the page behind.
	await expect
		.poll( () =>
			page.evaluate(
				() => !! document.activeElement?.closest( 'dialog[open]' )
			)
		)
		.toBe( true );
	problems.push( await axeFailures( page, root, 'scanner, verdict' ) );

	// Escape closes the verdict; the focus goes back to where the scan began.
	await page.keyboard.press( 'Escape' );
	await expect( verdict ).toHaveCount( 0 );
	await expect
		.poll( () =>
			page.evaluate(
				() => !! document.activeElement?.closest( '#eventin-scanner' )
			)
		)
		.toBe( true );

	const [ after ] = await booked.attendees();
	expect( after.ticket_status ).toBe( 'used' );
	expect( problems.filter( Boolean ).join( '\n' ), 'axe' ).toBe( '' );
	expect( unseen, 'focus stops that do not show the focus' ).toEqual( [] );
} );
