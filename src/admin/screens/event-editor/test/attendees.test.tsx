/**
 * External dependencies
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { anEvent, givenEvent, PATH, puts } from './helpers/fixtures';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
} );

const SIZE = {
	label: 'T-shirt size',
	type: 'select' as const,
	placeholder: 'Pick one',
	required: true,
	options: [ 'S', 'M' ],
};
const COMPANY = {
	label: 'Company',
	type: 'text' as const,
	placeholder: '',
	required: false,
	options: [],
};

/**
 * Picks an option of an antd Select by its label.
 *
 * @param label  The select's label.
 * @param option The option's text.
 */
async function choose( label: string, option: string ) {
	await user.click( screen.getByLabelText( label ) );
	const listbox = await screen.findAllByText( option, {
		selector: '.ant-select-item-option-content',
	} );
	await user.click( listbox[ listbox.length - 1 ] );
}

describe( 'event editor: attendee form', () => {
	it( 'shows the stored switch and fields and sends them back unchanged', async () => {
		givenEvent(
			server,
			anEvent( { ask_attendees: 'yes', extra_fields: [ SIZE, COMPANY ] } )
		);
		renderApp( '/events/create/42/attendees' );
		expect(
			await screen.findByLabelText(
				"Ask each attendee's name and e-mail"
			)
		).toBeChecked();
		expect( screen.getByLabelText( 'Field 1 label' ) ).toHaveValue(
			'T-shirt size'
		);
		expect( screen.getByLabelText( 'Field 2 label' ) ).toHaveValue(
			'Company'
		);
		expect( screen.getByText( 'S' ) ).toBeInTheDocument();
		expect( screen.queryByLabelText( 'Field 2 options' ) ).toBeNull();
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toEqual( {
			ask_attendees: 'yes',
			extra_fields: [ SIZE, COMPANY ],
		} );
	} );

	it( 'adds, edits, reorders and removes fields', async () => {
		givenEvent( server, anEvent( { extra_fields: [ COMPANY ] } ) );
		renderApp( '/events/create/42/attendees' );
		await user.click(
			await screen.findByLabelText(
				"Ask each attendee's name and e-mail"
			)
		);
		await user.click( screen.getByText( 'Add field' ) );
		await user.type( screen.getByLabelText( 'Field 2 label' ), 'Diet' );
		await choose( 'Field 2 type', 'Radio buttons' );
		const options = await screen.findByLabelText( 'Field 2 options' );
		for ( const option of [ 'Vegan', 'Any' ] ) {
			await user.type( options, option );
			// rc-select reads the legacy `which` of the key, which user-event leaves out.
			fireEvent.keyDown( options, {
				key: 'Enter',
				keyCode: 13,
				which: 13,
			} );
		}
		await user.click( screen.getByLabelText( 'Field 2 required' ) );
		await user.type( screen.getByLabelText( 'Field 2 placeholder' ), 'x' );
		await user.click( screen.getByLabelText( 'Move field 2 up' ) );
		expect( screen.getByLabelText( 'Field 1 label' ) ).toHaveValue(
			'Diet'
		);
		expect( screen.getByLabelText( 'Move field 1 up' ) ).toBeDisabled();
		await user.click( screen.getByText( 'Add field' ) );
		await user.click( screen.getByLabelText( 'Remove field 3' ) );
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toEqual( {
			ask_attendees: 'yes',
			extra_fields: [
				{
					label: 'Diet',
					type: 'radio',
					placeholder: 'x',
					required: true,
					options: [ 'Vegan', 'Any' ],
				},
				COMPANY,
			],
		} );
	} );

	it( 'wants a label, and options for a choice, before sending', async () => {
		givenEvent( server );
		renderApp( '/events/create/42/attendees' );
		await user.click( await screen.findByText( 'Add field' ) );
		await choose( 'Field 1 type', 'Checkboxes' );
		await user.click( screen.getByText( 'Save' ) );
		expect(
			await screen.findByText( 'Enter a label.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Add at least one option.' )
		).toBeInTheDocument();
		expect( puts( server ) ).toHaveLength( 0 );
	} );

	it( "shows the server's reason next to the fields and keeps what was typed", async () => {
		givenEvent( server, anEvent( { extra_fields: [ COMPANY ] } ) );
		server.on( 'PUT', PATH, () => ( {
			status: 400,
			body: {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): extra_fields',
				data: {
					status: 400,
					params: {
						extra_fields:
							'extra_fields[1][label]: Field 1 has the same label; each label must be different.',
					},
				},
			},
		} ) );
		renderApp( '/events/create/42/attendees' );
		await user.click( await screen.findByText( 'Add field' ) );
		await user.type( screen.getByLabelText( 'Field 2 label' ), 'company' );
		await user.click( screen.getByText( 'Save' ) );
		const section = screen.getByRole( 'heading', { name: 'Attendee form' } )
			.parentElement as HTMLElement;
		expect(
			await within( section ).findByText(
				'extra_fields[1][label]: Field 1 has the same label; each label must be different.'
			)
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Field 2 label' ) ).toHaveValue(
			'company'
		);
	} );
} );
