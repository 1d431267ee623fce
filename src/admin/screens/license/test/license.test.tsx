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
	type FakeReply,
} from '../../../../../tests/js/fake-server';
import { withInlineComputedStyle } from '../../../../../tests/js/inline-computed-style';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import type { License } from '../../../../data/license';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

withInlineComputedStyle();

const ACTIVE: License = {
	name: 'Ada Lovelace',
	email: 'ada@example.org',
	license_key: '***************************0000',
	license: 'valid',
	expires: '2099-12-31 23:59:59',
	activated_at: '2026-01-01T10:00:00+00:00',
	checked_at: '2026-01-01T10:00:00+00:00',
};

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
} );

/**
 * Answers GET /license.
 *
 * @param data The license, or false.
 */
function given( data: License | false ) {
	server.on( 'GET', '/eventin/v2/license', () => ( { body: { data } } ) );
}

const posts = ( path: string ) =>
	server.requests.filter(
		( request ) => request.method === 'POST' && request.path === path
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

const field = ( label: string ) =>
	screen.getByLabelText( label ) as HTMLInputElement;

async function fillForm( name: string, email: string, key: string ) {
	await user.type( await screen.findByLabelText( 'Name' ), name );
	await user.type( field( 'Email' ), email );
	await user.type( field( 'License Key' ), key );
}

describe( 'License page', () => {
	it( 'checks the fields before activating', async () => {
		given( false );
		renderApp( '/license' );
		await user.click( await screen.findByText( 'Activate' ) );
		expect(
			await screen.findByText( 'Please input your name!' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Enter Valid Email!' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Please input your license key!' )
		).toBeInTheDocument();

		await user.type( field( 'Email' ), 'not-an-email' );
		// The message animates out and back in while each letter is checked:
		// wait for the state it settles in rather than the first one seen.
		await waitFor( () =>
			expect( field( 'Email' ) ).toHaveAttribute( 'aria-invalid', 'true' )
		);
		await waitFor( () =>
			expect( screen.getByText( 'Enter Valid Email!' ) ).toBeVisible()
		);
		expect( posts( '/eventin/v2/license/activate' ) ).toHaveLength( 0 );
	} );

	it( 'activates, says so and shows the license', async () => {
		given( false );
		server.on( 'POST', '/eventin/v2/license/activate', () => ( {
			body: { data: ACTIVE },
		} ) );
		renderApp( '/license' );
		await fillForm(
			'Ada Lovelace',
			'ada@example.org',
			'EVENTIN-PRO-TEST-0000-0000-0000'
		);
		await user.click( screen.getByText( 'Activate' ) );

		expect(
			await notification( 'License activated successfully' )
		).not.toBeNull();
		expect( posts( '/eventin/v2/license/activate' )[ 0 ].data ).toEqual( {
			name: 'Ada Lovelace',
			email: 'ada@example.org',
			license_key: 'EVENTIN-PRO-TEST-0000-0000-0000',
		} );
		const details = ( await screen.findByText( 'Deactivate' ) ).closest(
			'.eventin-license__details'
		) as HTMLElement;
		expect( details ).toHaveTextContent( 'Ada Lovelace' );
		expect( details ).toHaveTextContent( 'ada@example.org' );
		expect( details ).toHaveTextContent(
			'***************************0000'
		);
		expect( details ).toHaveTextContent( 'Active' );
		expect( details ).toHaveTextContent( 'December 31, 2099' );
		expect( screen.queryByLabelText( 'License Key' ) ).toBeNull();
	} );

	it( 'says why an activation failed and keeps what was typed', async () => {
		given( false );
		server.on(
			'POST',
			'/eventin/v2/license/activate',
			(): FakeReply => ( {
				status: 400,
				body: {
					code: 'eventin_license_invalid',
					message:
						'This license key has expired. Renew it to activate it again.',
					data: {
						status: 400,
						reason: 'expired',
						params: {
							license_key:
								'This license key has expired. Renew it to activate it again.',
						},
					},
				},
			} )
		);
		renderApp( '/license' );
		await fillForm(
			'Ada Lovelace',
			'ada@example.org',
			'EVENTIN-PRO-EXPIRED-0000-0000'
		);
		await user.click( screen.getByText( 'Activate' ) );

		const notice = await notification( 'Failed to activate license' );
		expect( notice ).toHaveTextContent(
			'This license key has expired. Renew it to activate it again.'
		);
		expect( field( 'Name' ) ).toHaveValue( 'Ada Lovelace' );
		expect( field( 'Email' ) ).toHaveValue( 'ada@example.org' );
		expect( field( 'License Key' ) ).toHaveValue(
			'EVENTIN-PRO-EXPIRED-0000-0000'
		);
		// The field the server named shows the reason too.
		const keyItem = field( 'License Key' ).closest(
			'.ant-form-item'
		) as HTMLElement;
		expect(
			await within( keyItem ).findByText(
				'This license key has expired. Renew it to activate it again.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Activate' ).closest( 'button' )
		).not.toBeDisabled();
	} );

	it( 'deactivates and shows the form again', async () => {
		given( ACTIVE );
		server.on( 'POST', '/eventin/v2/license/deactivate', () => ( {
			body: { data: false },
		} ) );
		renderApp( '/license' );
		await user.click( await screen.findByText( 'Deactivate' ) );
		expect( await notification( 'License deactivated' ) ).not.toBeNull();
		expect( await screen.findByLabelText( 'License Key' ) ).toHaveValue(
			''
		);
		expect( posts( '/eventin/v2/license/deactivate' ) ).toHaveLength( 1 );
	} );

	it( 'shows the server message when a deactivation fails and keeps the license', async () => {
		given( ACTIVE );
		server.on(
			'POST',
			'/eventin/v2/license/deactivate',
			(): FakeReply => ( {
				status: 502,
				body: {
					code: 'eventin_license_server_unreachable',
					message: 'Could not reach the license server.',
					data: { status: 502 },
				},
			} )
		);
		renderApp( '/license' );
		await user.click( await screen.findByText( 'Deactivate' ) );
		expect(
			await notification( 'Could not reach the license server.' )
		).not.toBeNull();
		expect( screen.getByText( 'Ada Lovelace' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Deactivate' ).closest( 'button' )
		).not.toBeDisabled();
	} );

	it( 'treats an invalid license as inactive', async () => {
		given( { ...ACTIVE, license: 'invalid' } );
		renderApp( '/license' );
		expect(
			await screen.findByLabelText( 'License Key' )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Deactivate' ) ).toBeNull();
	} );

	it( 'shows an expired license with its state and a lifetime one without a date', async () => {
		given( { ...ACTIVE, license: 'expired', expires: 'lifetime' } );
		renderApp( '/license' );
		const details = ( await screen.findByText( 'Deactivate' ) ).closest(
			'.eventin-license__details'
		) as HTMLElement;
		expect( details ).toHaveTextContent( 'Expired' );
		expect( details ).toHaveTextContent( 'Never (lifetime license)' );
	} );

	it( 'shows its error page when the page breaks', async () => {
		const logged = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		const warned = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		// A malformed answer: expires is not text.
		given( { ...ACTIVE, expires: 20991231 as unknown as string } );
		renderApp( '/license' );
		expect(
			await screen.findByText( 'The License page could not be shown.' )
		).toBeInTheDocument();
		// The shell stays: the menu is still there.
		expect(
			screen.getByLabelText( 'Eventin sections' )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Deactivate' ) ).toBeNull();
		logged.mockRestore();
		warned.mockRestore();
	} );

	it( 'is for administrators only', async () => {
		givenUser( server, [ 'etn_manage_event', 'etn_manage_settings' ] );
		given( false );
		renderApp( '/license' );
		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect(
				server.requests.some(
					( request ) => request.path === '/eventin/v2/license'
				)
			).toBe( false )
		);
	} );
} );
