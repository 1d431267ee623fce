/**
 * The Basic section's Description: the block editor a page registers
 * through eventin.eventDescription.editor, else a text area; and the route
 * that sends the event editor to the editor's page.
 */

/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import {
	EVENT_DESCRIPTION_EDITOR_FILTER,
	type EventDescriptionEditorProps,
} from '../../../extension-points';
import { pageLocation } from '../../template-builder/location';
import { anEvent, givenEvent, PATH, puts } from './helpers/fixtures';

jest.mock( '../../template-builder/location', () => ( {
	pageLocation: { replace: jest.fn(), assign: jest.fn() },
} ) );

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );
const SAVED = '<!-- wp:paragraph --><p>Doors at 7</p><!-- /wp:paragraph -->';
const TYPED =
	'<!-- wp:heading --><h2 class="wp-block-heading">Line-up</h2><!-- /wp:heading -->';

/**
 * A stand-in for the block editor: a text box of serialized blocks.
 *
 * @param props          Props.
 * @param props.value    Serialized blocks.
 * @param props.onChange Hands the form the new value.
 * @param props.id       The label's target.
 */
function FakeBlockEditor( {
	value,
	onChange,
	id,
}: EventDescriptionEditorProps ) {
	return (
		<input
			id={ id }
			aria-label="Block editor"
			value={ value ?? '' }
			onChange={ ( event ) => onChange?.( event.target.value ) }
		/>
	);
}

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	givenEvent( server );
	server.on( 'GET', PATH, () => ( {
		body: anEvent( { description: SAVED } ),
	} ) );
} );

afterEach( () => {
	removeFilter( EVENT_DESCRIPTION_EDITOR_FILTER, 'test/editor' );
	delete window.eventinBoot;
} );

describe( 'event editor: description', () => {
	it( 'is a text area without a block editor, and saves what is typed', async () => {
		renderApp( '/events/create/42/basic' );
		const description = await screen.findByLabelText( 'Description' );
		expect( description.tagName ).toBe( 'TEXTAREA' );
		expect( description ).toHaveValue( SAVED );
		await user.clear( description );
		await user.type( description, 'Plain words' );
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data.description ).toBe( 'Plain words' );
		expect( pageLocation.replace ).not.toHaveBeenCalled();
	} );

	it( "edits with the page's block editor and saves its blocks", async () => {
		addFilter(
			EVENT_DESCRIPTION_EDITOR_FILTER,
			'test/editor',
			() => FakeBlockEditor
		);
		renderApp( '/events/create/42/basic' );
		const editor = await screen.findByLabelText( 'Block editor' );
		expect( editor ).toHaveValue( SAVED );
		// The label names the block editor; there is no text area.
		expect( screen.getByLabelText( 'Description' ) ).toBe( editor );
		await user.clear( editor );
		await user.type( editor, TYPED );
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data.description ).toBe( TYPED );
	} );

	it( "goes to the editor's page from the dashboard's page", async () => {
		window.eventinBoot = {
			eventEditorUrl: '/wp-admin/admin.php?page=eventin-template-builder',
		};
		renderApp( '/events/create/42/basic' );
		await waitFor( () =>
			expect( pageLocation.replace ).toHaveBeenCalledWith(
				'/wp-admin/admin.php?page=eventin-template-builder#/events/create/42/basic'
			)
		);
		expect( screen.queryByLabelText( 'Description' ) ).toBeNull();
	} );
} );

describe( "the editor's page", () => {
	it( "sends other screens back to the dashboard's page", async () => {
		addFilter(
			EVENT_DESCRIPTION_EDITOR_FILTER,
			'test/editor',
			() => FakeBlockEditor
		);
		renderApp( '/events' );
		await waitFor( () =>
			expect( pageLocation.replace ).toHaveBeenCalledWith(
				'/wp-admin/admin.php?page=eventin#/events'
			)
		);
	} );
} );
