/**
 * Speakers and speaker groups as a site admin uses them: create a group and a
 * speaker in it through the forms, find the speaker with the group and role
 * filters, then delete it after the confirmation.
 */
import { test, expect, rest } from './fixtures';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

/** The options of the select that is open now. */
const OPEN_OPTIONS =
	'.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';

test( 'admin creates a group and a speaker in it, filters the list and deletes the speaker', async ( {
	page,
}, testInfo ) => {
	const stamp = Date.now().toString( 36 );
	const groupName = `Panelists ${ stamp }`;
	const speakerName = `Ada Quill ${ stamp }`;
	const email = `ada.${ stamp }@example.org`;
	const shot = ( name: string ) =>
		page.screenshot( {
			path: testInfo.outputPath( `${ name }.png` ),
			fullPage: true,
		} );

	await page.goto( DASHBOARD );
	const api = rest( page );
	let groupId = 0;
	let speakerId = 0;
	// Two more people, so the list looks like a real one.
	const others: number[] = [];
	for ( const [ name, category ] of [
		[ `Grace Hopper ${ stamp }`, [ 'organizer' ] ],
		[ `Alan Turing ${ stamp }`, [ 'speaker', 'organizer' ] ],
	] as const ) {
		const response = await api.post( '/eventin/v2/speakers', {
			name,
			email: `${ name
				.split( ' ' )[ 0 ]
				.toLowerCase() }.${ stamp }@example.org`,
			designation: 'Pioneer',
			company: 'History',
			category,
		} );
		expect( response.status() ).toBe( 201 );
		others.push( ( await response.json() ).id );
	}
	try {
		// The group, through its form.
		await page.goto( `${ DASHBOARD }#/group` );
		await page.getByRole( 'button', { name: 'Add New Group' } ).click();
		await expect( page ).toHaveURL( /#\/group\/create$/ );
		await page.getByRole( 'button', { name: 'Create Group' } ).click();
		await expect(
			page.getByText( 'Group Name is Required!' )
		).toBeVisible();
		await page.getByLabel( 'Group Name' ).fill( groupName );
		await shot( 'group-create' );
		await page.getByRole( 'button', { name: 'Create Group' } ).click();
		await expect(
			page.getByText( 'Successfully created group!' )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/group$/ );
		await page.getByPlaceholder( 'Search group by name' ).fill( stamp );
		const groupRow = page.locator( 'tr', { hasText: groupName } );
		await expect( groupRow ).toBeVisible();
		await expect( groupRow ).toContainText( '0' );
		const groups = await (
			await api.get(
				`/eventin/v2/speaker/categories?search=${ encodeURIComponent(
					groupName
				) }`
			)
		).json();
		groupId = groups.items[ 0 ].id;
		await shot( 'groups' );

		// The speaker, in that group, as a speaker.
		await page.goto( `${ DASHBOARD }#/speakers` );
		await page.getByRole( 'button', { name: 'Add New Speaker' } ).click();
		await expect( page ).toHaveURL( /#\/speakers\/create$/ );
		await page.getByLabel( 'Name', { exact: true } ).fill( speakerName );
		await page.getByLabel( 'Email' ).fill( email );
		await expect(
			page.getByLabel( 'Speaker', { exact: true } )
		).toBeChecked();
		await page.getByLabel( 'Designation' ).fill( 'Analyst' );
		await page.getByLabel( 'Company' ).fill( 'Engines Ltd' );
		await page
			.locator( '.ant-form-item', { hasText: 'Groups' } )
			.locator( '.ant-select' )
			.click();
		await page.keyboard.type( stamp );
		await page.locator( OPEN_OPTIONS, { hasText: groupName } ).click();
		await page.keyboard.press( 'Escape' );
		await page.getByLabel( 'Bio' ).fill( 'Writes the first programs.' );
		await page.getByRole( 'button', { name: 'Add social link' } ).click();
		await page
			.getByLabel( 'Profile URL' )
			.fill( 'https://example.org/ada' );
		await shot( 'speaker-create' );
		await page.getByRole( 'button', { name: 'Create Speaker' } ).click();
		await expect(
			page.getByText( 'Successfully created the speaker!' )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/speakers$/ );
		const created = await (
			await api.get(
				`/eventin/v2/speakers?search=${ encodeURIComponent( email ) }`
			)
		).json();
		speakerId = created[ 0 ].id;
		expect( created[ 0 ].speaker_group ).toEqual( [ groupName ] );

		// Filter by the group: only the new speaker.
		await page.locator( '.eventin-speakers__group-filter' ).click();
		await page.keyboard.type( stamp );
		await page.locator( OPEN_OPTIONS, { hasText: groupName } ).click();
		await expect(
			page.getByText( 'Showing 1 - 1 of 1 speakers' )
		).toBeVisible();
		const row = page.locator( 'tr', { hasText: speakerName } );
		await expect( row ).toContainText( email );
		await expect( row ).toContainText( groupName );
		await expect( row ).toContainText( 'Speaker' );

		// And by role: a speaker, not an organizer.
		await page.locator( '.eventin-speakers__role-filter' ).click();
		await page.locator( OPEN_OPTIONS, { hasText: /^Speaker$/ } ).click();
		await expect(
			page.getByText( 'Showing 1 - 1 of 1 speakers' )
		).toBeVisible();
		await expect( row ).toBeVisible();
		await shot( 'speakers-filtered' );
		await page.locator( '.eventin-speakers__role-filter' ).click();
		await page.locator( OPEN_OPTIONS, { hasText: /^Organizer$/ } ).click();
		await expect(
			page.getByText( 'Nothing matches these filters.' )
		).toBeVisible();
		await page.locator( '.eventin-speakers__role-filter' ).click();
		await page.locator( OPEN_OPTIONS, { hasText: /^Speaker$/ } ).click();
		await expect( row ).toBeVisible();

		// Delete it: its account goes with it, and the dialog says so.
		await row.getByRole( 'button', { name: 'Delete' } ).click();
		const dialog = page.locator( '.ant-modal-confirm' );
		await expect( dialog ).toContainText(
			'Are you sure you want to delete this speaker?'
		);
		await expect( dialog ).toContainText(
			'The WordPress account is deleted too'
		);
		await shot( 'speaker-delete-confirm' );
		await dialog.getByRole( 'button', { name: 'Delete' } ).click();
		await expect(
			page.getByText( 'Successfully deleted the speaker!' )
		).toBeVisible();
		await expect( row ).toHaveCount( 0 );
		const left = await api.get( `/eventin/v2/speakers/${ speakerId }` );
		expect( left.status() ).toBe( 404 );
		speakerId = 0;

		// The whole list, unfiltered, for a look at the page as admins see it.
		await page.reload();
		await expect(
			page.locator( 'tr', { hasText: `Alan Turing ${ stamp }` } )
		).toContainText( 'Speaker, Organizer' );
		await shot( 'speakers' );
	} finally {
		for ( const id of others ) {
			await api.delete( `/eventin/v2/speakers/${ id }` );
		}
		if ( speakerId ) {
			await api.delete( `/eventin/v2/speakers/${ speakerId }` );
		}
		if ( groupId ) {
			await api.delete( `/eventin/v2/speaker/categories/${ groupId }` );
		}
	}
} );
