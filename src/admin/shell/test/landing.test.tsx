/**
 * The landing page: the page without a hash, `#/` and unknown paths send
 * users who manage events to the overview, and the others where the guard
 * says (spec 01 §6), never to a blank page.
 */

/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../tests/js/fake-server';
import { withInlineComputedStyle } from '../../../../tests/js/inline-computed-style';
import { givenOverview } from '../../../../tests/js/overview';
import { givenUser, renderApp } from '../../../../tests/js/render-app';
import { waitOutDenial } from './helpers/denial';

let server: FakeServer;

withInlineComputedStyle();

const emptyList = () => ( { body: { items: [], total_items: 0 } } );

beforeEach( () => {
	server = installFakeServer();
	server.on( 'GET', '/eventin/v2/events', emptyList );
	givenOverview( server );
	server.on( 'GET', '/eventin/v2/schedules', emptyList );
	server.on( 'GET', '/eventin/v2/speaker/categories', emptyList );
	server.on( 'GET', '/eventin/v2/speakers', () => ( {
		body: [],
		headers: { 'X-WP-Total': '0' },
	} ) );
} );

afterEach( () => {
	delete window.eventinBoot;
} );

/**
 * Watches the page for the guard's denial, however briefly it shows.
 *
 * @return Whether it has shown, and a way to stop watching.
 */
function watchForDenial() {
	let shown = false;
	const observer = new MutationObserver( () => {
		shown ||= !! document.body.textContent?.includes(
			'Access Denied! Redirecting...'
		);
	} );
	observer.observe( document.body, {
		childList: true,
		subtree: true,
		characterData: true,
	} );
	return {
		shown: () => shown,
		stop: () => observer.disconnect(),
	};
}

const ENTRIES: Array< [ string, string | null ] > = [
	[ 'the page without a hash', null ],
	[ '#/', '/' ],
	[ 'an unknown path', '/no-such-page' ],
];

const ROLES: Array< [ string, string, string[] | 'all', string ] > = [
	// The overview is the landing page of everyone who manages events.
	[ 'an administrator', '#/dashboard', 'all', 'Upcoming events' ],
	[
		'an event manager',
		'#/dashboard',
		[ 'etn_manage_event', 'etn_manage_organizer' ],
		'Upcoming events',
	],
	[
		'an organizer-only user',
		'#/speakers',
		[ 'etn_manage_organizer' ],
		'No speakers yet',
	],
	[
		'a schedule-only user',
		'#/schedules',
		[ 'etn_manage_schedule', 'etn_manage_qr_scan' ],
		'No schedules yet',
	],
	// Past the spec's three sections: the first other one they may open.
	[
		'a settings-only user',
		'#/settings',
		[ 'etn_manage_settings' ],
		'Currency symbol position',
	],
];

describe.each( ENTRIES )( 'landing on %s', ( _, path ) => {
	it.each( ROLES )(
		'sends %s to %s',
		async ( __, hash, permissions, screenText ) => {
			givenUser( server, permissions );
			const denial = watchForDenial();
			renderApp( path );
			expect( await screen.findByText( screenText ) ).toBeInTheDocument();
			expect( window.location.hash ).toBe( hash );
			// Straight there: no denial on the way.
			denial.stop();
			expect( denial.shown() ).toBe( false );
		}
	);

	it( 'sends a scan-only user straight to the ticket scanner', async () => {
		// Same-document URLs: jsdom follows them, where it cannot load another page.
		const page = `${ window.location.origin }${ window.location.pathname }`;
		window.eventinBoot = {
			siteUrl: `${ page }#site-front`,
			scannerUrl: `${ page }#ticket-scanner`,
		};
		givenUser( server, [ 'etn_manage_qr_scan' ] );
		const denial = watchForDenial();
		const { unmount } = renderApp( path );
		await waitFor( () =>
			expect( window.location.href ).toBe( `${ page }#ticket-scanner` )
		);
		denial.stop();
		expect( denial.shown() ).toBe( false );
		unmount();
	} );

	it( 'sends a user with no permission to the site after the denial', async () => {
		jest.useFakeTimers();
		const siteUrl = `${ window.location.origin }${ window.location.pathname }#site-front`;
		window.eventinBoot = { siteUrl };
		try {
			givenUser( server, [] );
			const { unmount } = renderApp( path );
			await waitOutDenial();
			await waitFor( () =>
				expect( window.location.href ).toBe( siteUrl )
			);
			unmount();
		} finally {
			jest.useRealTimers();
		}
	} );
} );
