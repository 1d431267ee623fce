/**
 * The entry: renders the page into #eventin-scanner from the boot data, or
 * says it cannot start.
 */

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { makeBoot } from './helpers/fixtures';

/**
 * Loads the entry afresh.
 */
function loadEntry() {
	jest.isolateModules( () => {
		require( '../index' );
	} );
}

describe( 'scanner entry', () => {
	// The page's timers (live count, manifest, camera preload) stay still.
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => {
		jest.useRealTimers();
		delete window.eventinScannerBoot;
	} );

	it( 'renders the scanner into its root', () => {
		document.body.innerHTML =
			'<div id="eventin-scanner"><noscript>No JS</noscript></div>';
		window.eventinScannerBoot = makeBoot( { event: null } );
		loadEntry();
		const root = document.getElementById( 'eventin-scanner' );
		expect( root ).toHaveAttribute( 'data-camera', 'stopped' );
		expect( root ).toHaveAttribute( 'data-online', 'yes' );
		expect(
			screen.getByRole( 'heading', { name: 'Ticket scanner' } )
		).toBeVisible();
		expect( screen.getByRole( 'button', { name: 'Start' } ) ).toBeVisible();
		expect(
			screen.getByLabelText( 'Ticket ID or attendee e-mail' )
		).toBeVisible();
	} );

	it( 'says it cannot start without valid boot data', () => {
		document.body.innerHTML = '<div id="eventin-scanner"></div>';
		window.eventinScannerBoot = { pageUrl: 'nope' };
		loadEntry();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'The scanner could not start: reload the page.'
		);
	} );
} );
