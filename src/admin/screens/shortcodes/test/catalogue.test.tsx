/**
 * #/shortcodes: the catalogue of widgets, its place in the top menu, and
 * who may open it.
 */

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
} from '../../../../../tests/js/fake-server';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { CATALOGUE, serveCatalogue } from './fixtures/catalogue';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	serveCatalogue( server );
	server.on( 'GET', '/eventin/v2/schedules', () => ( {
		body: { items: [], total_items: 0 },
	} ) );
} );

/** The catalogue's cards, once shown. */
async function cards() {
	const list = ( await screen.findByText( 'Events Classic' ) ).closest(
		'ul'
	) as HTMLElement;
	return Array.from( list.querySelectorAll( 'a' ) );
}

describe( 'shortcode catalogue', () => {
	it( 'shows a card for each of the fourteen widgets, in order, each opening its form', async () => {
		renderApp( '/shortcodes' );
		const links = await cards();
		expect( links ).toHaveLength( 14 );
		expect(
			links.map(
				( link ) =>
					link.querySelector( '.eventin-shortcodes-card__title' )
						?.textContent
			)
		).toEqual( [
			'Events Classic',
			'Events Standard',
			'Events Tab',
			'Events Slider',
			'Events One Line',
			'Event Locations',
			'Events Calendar',
			'Events Calendar List',
			'Speakers Classic',
			'Speakers Standard',
			'Speakers Slider',
			'Organizers',
			'Schedules Tab',
			'Schedules List',
		] );
		links.forEach( ( link, index ) => {
			const widget = CATALOGUE.widgets[ index ];
			expect( link ).toHaveAttribute(
				'href',
				`#/shortcodes/${ widget.key }`
			);
			expect( link ).toHaveTextContent( widget.description );
			expect( link.querySelector( 'svg' ) ).toHaveAttribute(
				'aria-hidden',
				'true'
			);
		} );
	} );

	it( 'draws each layout apart', async () => {
		renderApp( '/shortcodes' );
		const sketches = ( await cards() ).map(
			( link ) =>
				link.querySelector( 'svg' )?.getAttribute( 'data-sketch' )
		);
		expect( sketches ).toEqual( [
			'events-grid',
			'events-list',
			'events-tab',
			'events-slider',
			'events-one-line',
			'locations',
			'calendar-grid',
			'calendar-list',
			'speakers-grid',
			'speakers-grid',
			'speakers-slider',
			'organizers',
			'schedules-tab',
			'schedules-list',
		] );
	} );

	it( 'opens a widget form from its card, and Go Back returns', async () => {
		renderApp( '/shortcodes' );
		await user.click( await screen.findByText( 'Speakers Slider' ) );
		expect(
			await screen.findByLabelText( 'Slides in view' )
		).toBeInTheDocument();
		expect( window.location.hash ).toBe( '#/shortcodes/speakers_slider' );
		await user.click( screen.getByText( 'Go Back' ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/shortcodes' )
		);
		expect(
			await screen.findByText( 'Events Calendar List' )
		).toBeInTheDocument();
	} );

	it( 'is in the top menu for holders of etn_manage_shortcode', async () => {
		givenUser( server, [ 'etn_manage_schedule', 'etn_manage_shortcode' ] );
		renderApp( '/schedules' );
		const menu = await screen.findByRole( 'menu' );
		await user.click( within( menu ).getByText( 'Shortcodes' ) );
		expect( await cards() ).toHaveLength( 14 );
		expect( window.location.hash ).toBe( '#/shortcodes' );
	} );

	it( 'is closed to users without etn_manage_shortcode', async () => {
		givenUser( server, [ 'etn_manage_schedule' ] );
		renderApp( '/shortcodes' );
		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Events Classic' ) ).toBeNull();
		expect( await screen.findByRole( 'menu' ) ).not.toHaveTextContent(
			'Shortcodes'
		);
		expect(
			server.requests.some(
				( request ) => request.path === '/eventin/v2/shortcodes'
			)
		).toBe( false );
	} );

	it( 'says when the widgets cannot be loaded', async () => {
		server.on( 'GET', '/eventin/v2/shortcodes', () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
			},
		} ) );
		renderApp( '/shortcodes' );
		expect(
			await screen.findByText( 'Could not load the widgets.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Sorry, you are not allowed to do that.' )
		).toBeInTheDocument();
	} );

	it( 'says so when the address names no widget', async () => {
		renderApp( '/shortcodes/nothing_here' );
		expect(
			await screen.findByText( 'There is no such widget.' )
		).toBeInTheDocument();
		await user.click( screen.getByText( 'See every widget' ) );
		expect( await cards() ).toHaveLength( 14 );
	} );
} );
