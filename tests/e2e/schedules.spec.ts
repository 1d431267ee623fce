/**
 * Schedules as a site admin uses them: with a speaker on the site, create a
 * schedule of two slots naming that speaker (the form catches an overlap
 * first), find it in the list, clone it and delete the clone after the
 * confirmations.
 */
import { test, expect, rest } from './fixtures';
import type { Locator, Page } from '@playwright/test';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

/** The options of the select that is open now. */
const OPEN_OPTIONS =
	'.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';

/**
 * A field of a slot card, by its label.
 *
 * @param slot  Slot card.
 * @param label Field label.
 */
const slotField = ( slot: Locator, label: string ) =>
	slot
		.locator( '.ant-form-item', {
			has: slot.page().locator( 'label', { hasText: label } ),
		} )
		.first();

/**
 * Fills a slot and names a speaker in it.
 *
 * @param page         Page.
 * @param slot         Slot card.
 * @param values       Times and topic.
 * @param values.start Start time, HH:mm.
 * @param values.end   End time, HH:mm.
 * @param values.topic Topic.
 * @param speaker      Speaker name.
 */
async function fillSlot(
	page: Page,
	slot: Locator,
	values: { start: string; end: string; topic: string },
	speaker: string
) {
	await slotField( slot, 'Start Time' )
		.locator( 'input' )
		.fill( values.start );
	await slotField( slot, 'End Time' ).locator( 'input' ).fill( values.end );
	await slotField( slot, 'Topic' ).locator( 'input' ).fill( values.topic );
	await slotField( slot, 'Speakers' ).locator( '.ant-select' ).click();
	await page.keyboard.type( speaker.split( ' ' )[ 0 ] );
	await page.locator( OPEN_OPTIONS, { hasText: speaker } ).click();
	await page.keyboard.press( 'Escape' );
	await expect( slotField( slot, 'Speakers' ) ).toContainText( speaker );
}

test( 'admin creates a schedule with two slots, clones it and deletes the clone', async ( {
	page,
}, testInfo ) => {
	const stamp = Date.now().toString( 36 );
	const title = `Summit Day ${ stamp }`;
	const speakerName = `Nina Brightwater ${ stamp }`;
	const shot = ( name: string ) =>
		page.screenshot( {
			path: testInfo.outputPath( `${ name }.png` ),
			fullPage: true,
		} );

	await page.goto( DASHBOARD );
	const api = rest( page );
	const created = await api.post( '/eventin/v2/speakers', {
		name: speakerName,
		email: `nina.${ stamp }@example.org`,
		category: [ 'speaker' ],
	} );
	expect( created.status() ).toBe( 201 );
	const speakerId: number = ( await created.json() ).id;

	try {
		// The empty state has a route of its own.
		await page.goto( `${ DASHBOARD }#/schedules/empty` );
		await expect( page.getByText( 'No schedules yet' ) ).toBeVisible();
		await shot( 'schedules-empty' );

		// The form, from the header button of the list.
		await page.goto( `${ DASHBOARD }#/schedules` );
		await page
			.getByRole( 'button', { name: 'Add New Schedule' } )
			.first()
			.click();
		await expect( page ).toHaveURL( /#\/schedules\/create$/ );
		await page.locator( '#program_title' ).fill( title );
		await page.locator( '#date' ).fill( '2026-06-01' );
		const slots = page.locator( '.eventin-schedule-form__slot' );
		await fillSlot(
			page,
			slots.nth( 0 ),
			{ start: '09:00', end: '10:00', topic: 'Opening keynote' },
			speakerName
		);
		await page.getByRole( 'button', { name: 'Add Slot' } ).click();
		await expect( slots ).toHaveCount( 2 );
		await fillSlot(
			page,
			slots.nth( 1 ),
			{ start: '09:30', end: '11:00', topic: 'Hands-on workshop' },
			speakerName
		);

		// The overlap is caught before anything is sent.
		await page.getByRole( 'button', { name: 'Save' } ).click();
		await expect(
			slots
				.nth( 1 )
				.getByText( 'This slot overlaps slot 1 (09:00 - 10:00).' )
		).toBeVisible();
		await shot( 'schedule-form-overlap' );
		await slotField( slots.nth( 1 ), 'Start Time' )
			.locator( 'input' )
			.fill( '10:15' );
		await expect(
			page.getByText( 'This slot overlaps', { exact: false } )
		).toHaveCount( 0 );
		await shot( 'schedule-form' );
		await page.getByRole( 'button', { name: 'Save' } ).click();
		await expect(
			page.getByText( 'Successfully created the schedule!' )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/schedules$/ );

		// In the list.
		await page.getByPlaceholder( 'Search by program title' ).fill( stamp );
		const row = page.locator( 'tr', { hasText: title } );
		// The search waits for typing to stop, then asks the server: a slow site may take a while.
		await expect(
			page.getByText( 'Showing 1 - 1 of 1 schedules' )
		).toBeVisible( { timeout: 60_000 } );
		await expect( row ).toContainText( '2 slots' );
		await expect( row ).toContainText( 'Mon, Jun 1, 2026' );

		const stored = await (
			await api.get( `/eventin/v2/schedules?search=${ stamp }` )
		).json();
		expect( stored.items ).toHaveLength( 1 );
		expect(
			stored.items[ 0 ].slots.map(
				( slot: { start_time: string; speakers: number[] } ) => [
					slot.start_time,
					slot.speakers,
				]
			)
		).toEqual( [
			[ '09:00', [ speakerId ] ],
			[ '10:15', [ speakerId ] ],
		] );

		// Clone it.
		await row.getByRole( 'button', { name: 'Clone' } ).click();
		const cloneDialog = page.locator( '.ant-modal-confirm' );
		await expect( cloneDialog ).toContainText(
			'Are you sure you want to clone this schedule?'
		);
		await cloneDialog.getByRole( 'button', { name: 'Clone' } ).click();
		await expect(
			page.getByText( 'Successfully cloned the schedule!' )
		).toBeVisible();
		const copy = page.locator( 'tr', { hasText: `${ title } (Copy)` } );
		await expect( copy ).toBeVisible();
		await expect( copy ).toContainText( '2 slots' );
		await expect(
			page.getByText( 'Showing 1 - 2 of 2 schedules' )
		).toBeVisible();
		await shot( 'schedules-list' );

		// Delete the clone, after the confirmation.
		await copy.getByRole( 'button', { name: 'Delete' } ).click();
		const deleteDialog = page.locator( '.ant-modal-confirm' );
		await expect( deleteDialog ).toContainText(
			'Are you sure you want to delete this schedule?'
		);
		await deleteDialog.getByRole( 'button', { name: 'Delete' } ).click();
		await expect(
			page.getByText( 'Successfully deleted the schedule!' )
		).toBeVisible();
		await expect( copy ).toHaveCount( 0 );
		await expect(
			page.getByText( 'Showing 1 - 1 of 1 schedules' )
		).toBeVisible();

		// The editor shows what was saved.
		await row.getByRole( 'link', { name: title } ).click();
		await expect( page ).toHaveURL( /#\/schedules\/edit\/\d+$/ );
		await expect( page.locator( '#program_title' ) ).toHaveValue( title );
		await expect( slots ).toHaveCount( 2 );
		await expect(
			slotField( slots.nth( 1 ), 'Topic' ).locator( 'input' )
		).toHaveValue( 'Hands-on workshop' );
		await shot( 'schedule-edit' );
	} finally {
		const left = await (
			await api.get( `/eventin/v2/schedules?search=${ stamp }` )
		).json();
		for ( const item of left.items ?? [] ) {
			await api.delete( `/eventin/v2/schedules/${ item.id }` );
		}
		await api.delete( `/eventin/v2/speakers/${ speakerId }` );
	}
} );
