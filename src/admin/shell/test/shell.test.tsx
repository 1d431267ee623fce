/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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
import { REDIRECT_DELAY_MS } from '../route-guard';
import { waitOutDenial } from './helpers/denial';

let server: FakeServer;
// antd's CSS-in-JS makes jsdom's getComputedStyle slow; the pointer-events check is not what we test.
const user = userEvent.setup( { pointerEventsCheck: 0 } );

withInlineComputedStyle();

beforeEach( () => {
	server = installFakeServer();
	server.on( 'GET', '/eventin/v2/event/categories', () => ( {
		body: { items: [], total_items: 0 },
	} ) );
	server.on( 'GET', '/eventin/v2/event/tags', () => ( {
		body: { items: [], total_items: 0 },
	} ) );
	// Where the guard sends users: empty lists.
	server.on( 'GET', '/eventin/v2/speakers', () => ( {
		body: [],
		headers: { 'X-WP-Total': '0' },
	} ) );
	server.on( 'GET', '/eventin/v2/speaker/categories', () => ( {
		body: { items: [], total_items: 0 },
	} ) );
	server.on( 'GET', '/eventin/v2/schedules', () => ( {
		body: { items: [], total_items: 0 },
	} ) );
} );

describe( 'shell', () => {
	it( 'shows Checking Authorization... until the permissions arrive', async () => {
		let release: () => void = () => {};
		const answered = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		givenUser( server, 'all' );
		server.on( 'GET', '/eventin/v2/permissions/current-user', async () => {
			await answered;
			return { body: { is_super_admin: true, permissions: [] } };
		} );
		renderApp( '/categories' );
		expect(
			await screen.findByText( 'Checking Authorization...' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'menu' ) ).not.toBeInTheDocument();

		await act( async () => release() );
		expect(
			await screen.findByRole( 'button', { name: 'Add New Category' } )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'Checking Authorization...' )
		).not.toBeInTheDocument();
	} );

	it( 'shows only the menu groups the user may use', async () => {
		givenUser( server, [ 'etn_manage_organizer', 'etn_manage_schedule' ] );
		renderApp( '/speakers' );
		const menu = await screen.findByRole( 'menu' );
		expect( menu ).toHaveTextContent( 'Speakers' );
		expect( menu ).toHaveTextContent( 'Schedules' );
		expect( menu ).not.toHaveTextContent( 'Events' );
	} );

	it( 'shows every group to a super admin', async () => {
		givenUser( server, 'all' );
		renderApp( '/tags' );
		const menu = await screen.findByRole( 'menu' );
		expect( menu ).toHaveTextContent( /Events.*Speakers.*Schedules/ );
	} );

	it( 'redirects unknown paths to the overview', async () => {
		givenUser( server, 'all' );
		givenOverview( server );
		renderApp( '/no-such-page' );
		expect(
			await screen.findByRole( 'heading', { name: 'Dashboard' } )
		).toBeInTheDocument();
		expect( window.location.hash ).toBe( '#/dashboard' );
	} );

	it( 'shows Go Back on create pages and goes back', async () => {
		givenUser( server, 'all' );
		renderApp( '/categories' );
		await user.click(
			await screen.findByRole( 'button', { name: 'Add New Category' } )
		);
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/categories/create' )
		);
		await user.click(
			await screen.findByRole( 'button', { name: 'Go Back' } )
		);
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/categories' )
		);
	} );

	it.each( [
		[ '/rsvp-report/create', '#/rsvp-report' ],
		[ '/attendees/event/5', '#/attendees' ],
		[ '/purchase-report/5', '#/purchase-report' ],
		[ '/group/create', '#/group' ],
	] )(
		'goes back from a deep link to %s to the list of its section',
		async ( path, list ) => {
			givenUser( server, 'all' );
			renderApp( path );
			await user.click(
				await screen.findByRole( 'button', { name: 'Go Back' } )
			);
			await waitFor( () => expect( window.location.hash ).toBe( list ) );
		}
	);

	it( 'hides the add button on categories when categories and tags are disabled', async () => {
		givenUser( server, 'all', { disable_category_and_tags: 'on' } );
		renderApp( '/categories' );
		await screen.findByRole( 'menu' );
		expect(
			screen.queryByRole( 'button', { name: /Add New/ } )
		).not.toBeInTheDocument();
	} );

	it( 'denies a section without its permission, then redirects in the spec order', async () => {
		jest.useFakeTimers();
		try {
			givenUser( server, [ 'etn_manage_organizer' ] );
			renderApp( '/categories' );
			expect(
				await screen.findByText( 'Access Denied! Redirecting...' )
			).toBeInTheDocument();
			expect( window.location.hash ).toBe( '#/categories' );
			// No way to add a category from a page the user may not open.
			expect(
				screen.queryByText( 'Add New Category' )
			).not.toBeInTheDocument();
			await act( async () => {
				jest.advanceTimersByTime( REDIRECT_DELAY_MS );
			} );
			await waitFor( () =>
				expect( window.location.hash ).toBe( '#/speakers' )
			);
			expect(
				screen.queryByText( 'Access Denied! Redirecting...' )
			).not.toBeInTheDocument();
			// The speakers screen finishes loading before the test ends.
			expect(
				await screen.findByText( 'No speakers yet' )
			).toBeInTheDocument();
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'sends a schedule-only user from /events to /schedules', async () => {
		jest.useFakeTimers();
		try {
			givenUser( server, [ 'etn_manage_schedule' ] );
			renderApp( '/events' );
			await waitOutDenial();
			await waitFor( () =>
				expect( window.location.hash ).toBe( '#/schedules' )
			);
			// The schedules screen finishes loading before the test ends.
			expect(
				await screen.findByText( 'No schedules yet' )
			).toBeInTheDocument();
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'shows the server message when permissions cannot be loaded', async () => {
		givenUser( server, 'all' );
		server.on( 'GET', '/eventin/v2/permissions/current-user', () => ( {
			status: 401,
			body: {
				code: 'rest_forbidden',
				message: 'You must be logged in to do that.',
				data: { status: 401 },
			},
		} ) );
		renderApp( '/events' );
		expect(
			await screen.findByText( 'You must be logged in to do that.' )
		).toBeInTheDocument();
	} );
} );

describe( "WordPress's Eventin submenu", () => {
	/**
	 * The submenu as includes/Admin/Menu.php prints it: the first item is
	 * the page itself, named after the first section the user may see.
	 *
	 * @param items Label and hash of each item ('' for the page itself).
	 */
	const submenu = ( items: Array< [ string, string ] > ) => {
		const menu = document.createElement( 'div' );
		menu.id = 'toplevel_page_eventin';
		menu.innerHTML = `<ul class="wp-submenu">${ items
			.map(
				( [ label, hash ] ) =>
					`<li><a href="admin.php?page=eventin${ hash }">${ label }</a></li>`
			)
			.join( '' ) }</ul>`;
		document.body.appendChild( menu );
		return {
			current: () =>
				Array.from( menu.querySelectorAll( 'li.current' ) ).map(
					( item ) => item.textContent
				),
			remove: () => menu.remove(),
		};
	};

	it( 'marks the section on screen, and Speakers for the speaker groups', async () => {
		const menu = submenu( [
			[ 'Events', '' ],
			[ 'Event Categories', '#/categories' ],
			[ 'Speakers', '#/speakers' ],
		] );
		givenUser( server, 'all' );
		renderApp( '/speakers' );
		await waitFor( () =>
			expect( menu.current() ).toEqual( [ 'Speakers' ] )
		);
		act( () => {
			window.location.hash = '#/group';
		} );
		await screen.findByText( 'Add New Group' );
		expect( menu.current() ).toEqual( [ 'Speakers' ] );
		act( () => {
			window.location.hash = '#/categories';
		} );
		await waitFor( () =>
			expect( menu.current() ).toEqual( [ 'Event Categories' ] )
		);
		// The events list has no item of its own: the page itself stands for it.
		act( () => {
			window.location.hash = '#/events';
		} );
		await waitFor( () => expect( menu.current() ).toEqual( [ 'Events' ] ) );
		menu.remove();
	} );

	it( "marks the page's own item for the section it lands on", async () => {
		const menu = submenu( [
			[ 'Speakers', '' ],
			[ 'Schedules', '#/schedules' ],
		] );
		givenUser( server, [ 'etn_manage_organizer', 'etn_manage_schedule' ] );
		renderApp( null );
		await waitFor( () =>
			expect( menu.current() ).toEqual( [ 'Speakers' ] )
		);
		expect( window.location.hash ).toBe( '#/speakers' );
		act( () => {
			window.location.hash = '#/schedules';
		} );
		await waitFor( () =>
			expect( menu.current() ).toEqual( [ 'Schedules' ] )
		);
		menu.remove();
	} );
} );
