/**
 * The template list and the chooser.
 */

/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import {
	answerRowAction,
	button,
	dialogWith,
	rowOf,
} from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import type { CatalogueTemplate, Template } from '../../../../data/templates';
import { PREVIEW_SPINNER_MS } from '../components/template-preview';
import { pageLocation } from '../location';

// The builder route loads the builder's own page.
jest.mock( '../location', () => ( {
	pageLocation: { replace: jest.fn(), assign: jest.fn() },
} ) );

const ROUTE = '/eventin/v2/templates';
const CATALOGUE = '/eventin/v2/templates/catalogue';

let server: FakeServer;
let templates: Template[];
const user = userEvent.setup( { pointerEventsCheck: 0 } );

/**
 * A template as the list answers it.
 *
 * @param overrides Fields to change.
 */
function aTemplate( overrides: Partial< Template > = {} ): Template {
	return {
		id: 1,
		name: 'Gala landing',
		type: 'event',
		status: 'publish',
		orientation: 'landscape',
		thumbnail: '',
		modified: '2026-11-20T10:00:00Z',
		...overrides,
	};
}

const DESIGNS: CatalogueTemplate[] = [
	{
		id: 'classic-certificate',
		name: 'Classic certificate',
		type: 'certificate',
		thumbnail: 'https://catalogue.example/classic.jpg',
		preview_url:
			'https://catalogue.example/preview?template_id=classic-certificate',
	},
];

const listQueries = () =>
	server.requests
		.filter( ( r ) => r.method === 'GET' && r.path === ROUTE )
		.map( ( r ) => r.query );

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, [ 'etn_manage_template' ] );
	templates = [
		aTemplate(),
		aTemplate( {
			id: 2,
			name: 'Speaker certificate',
			type: 'certificate',
			status: 'draft',
			orientation: 'portrait',
		} ),
		aTemplate( {
			id: 3,
			name: 'Door ticket',
			type: 'ticket',
			thumbnail: 'data:image/jpeg;base64,/9j/4AAQ',
		} ),
	];
	server.on( 'GET', ROUTE, ( { query } ) => {
		const items = templates.filter(
			( t ) =>
				( ! query.type || t.type === query.type ) &&
				t.name
					.toLowerCase()
					.includes( ( query.search ?? '' ).toLowerCase() )
		);
		return { body: { items, total_items: items.length } };
	} );
	server.on( 'GET', CATALOGUE, ( { query } ) => ( {
		body: { items: DESIGNS.filter( ( d ) => d.type === query.type ) },
	} ) );
} );

describe( 'template list', () => {
	it( 'shows a tab per kind and the kind’s templates with picture, name, status and actions', async () => {
		renderApp( '/template-builder' );
		const row = await rowOf( 'Gala landing' );
		expect(
			within( row ).getByText( 'Gala landing' ).closest( 'a' )
		).toHaveAttribute( 'href', '#/template-builder/1' );
		expect( within( row ).getByText( 'Published' ) ).toBeInTheDocument();
		expect(
			within( row ).getByRole( 'img', { name: 'Event Landing' } )
		).toBeInTheDocument();
		for ( const label of [ 'Clone', 'Edit', 'Delete' ] ) {
			expect( button( row, label ) ).toBeInTheDocument();
		}
		expect( screen.queryByText( 'Door ticket' ) ).toBeNull();
		expect( listQueries()[ 0 ] ).toMatchObject( {
			type: 'event',
			status: 'any',
			paged: '1',
			per_page: '10',
		} );

		expect(
			screen.getByRole( 'radio', { name: 'Event Landing' } )
		).toBeChecked();
		await user.click(
			screen.getByRole( 'radio', { name: 'Event tickets' } )
		);
		const ticket = await rowOf( 'Door ticket' );
		expect( ticket.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'data:image/jpeg;base64,/9j/4AAQ'
		);
		expect( listQueries().at( -1 ) ).toMatchObject( {
			type: 'ticket',
			paged: '1',
		} );
		await user.click(
			screen.getByRole( 'radio', { name: 'Event Certificate' } )
		);
		expect(
			within( await rowOf( 'Speaker certificate' ) ).getByText( 'Draft' )
		).toBeInTheDocument();
	} );

	it( 'clones and deletes after asking, then lists again', async () => {
		server.on( 'GET', `${ ROUTE }/1/clone`, () => {
			const copy = aTemplate( {
				id: 9,
				name: 'Gala landing (copy)',
				status: 'draft',
			} );
			templates.push( copy );
			return { body: copy };
		} );
		server.on( 'DELETE', `${ ROUTE }/1`, () => {
			templates = templates.filter( ( t ) => t.id !== 1 );
			return { body: { deleted: true } };
		} );
		renderApp( '/template-builder' );
		await answerRowAction(
			user,
			'Gala landing',
			'Clone',
			'Are you sure you want to clone this template?',
			'Clone'
		);
		expect(
			await screen.findByText( 'Successfully cloned the template!' )
		).toBeInTheDocument();
		expect( await rowOf( 'Gala landing (copy)' ) ).toBeInTheDocument();

		await answerRowAction(
			user,
			'Gala landing',
			'Delete',
			'Are you sure you want to delete this template?',
			'Delete'
		);
		expect(
			await screen.findByText( 'Successfully deleted the template!' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( screen.queryByText( 'Gala landing' ) ).toBeNull()
		);
	} );

	it( 'opens the builder from Edit', async () => {
		renderApp( '/template-builder' );
		await user.click( button( await rowOf( 'Gala landing' ), 'Edit' ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/template-builder/1' )
		);
		await waitFor( () =>
			expect( pageLocation.replace ).toHaveBeenCalledWith(
				'/wp-admin/admin.php?page=eventin-template-builder#/template-builder/1'
			)
		);
	} );

	it( 'is closed to users without the template permission', async () => {
		givenUser( server, [ 'etn_manage_event' ] );
		server.on( 'GET', '/eventin/v2/events', () => ( {
			body: { items: [], total_items: 0 },
		} ) );
		renderApp( '/template-builder' );
		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeInTheDocument();
	} );
} );

describe( 'template chooser', () => {
	it( 'opens from Add New Template with a tab per kind and Create your own', async () => {
		renderApp( '/template-builder' );
		await rowOf( 'Gala landing' );
		await user.click( screen.getByText( 'Add New Template' ) );
		const dialog = await dialogWith( 'Choose a template' );
		expect(
			within( dialog )
				.getAllByRole( 'tab' )
				.map( ( tab ) => tab.textContent )
		).toEqual( [ 'Event Landing', 'Event Certificate', 'Event tickets' ] );
		expect(
			within( within( dialog ).getByRole( 'tabpanel' ) ).getByText(
				'Create your own'
			)
		).toBeInTheDocument();
		expect( window.location.hash ).toBe( '#/template-builder/create' );
	} );

	it( 'creates a blank draft of the chosen kind and opens it in the builder', async () => {
		server.on( 'POST', ROUTE, ( { data } ) => ( {
			status: 201,
			body: aTemplate( {
				id: 42,
				name: 'New Template - 42',
				...( data as Partial< Template > ),
			} ),
		} ) );
		renderApp( '/template-builder/create' );
		const dialog = await dialogWith( 'Choose a template' );
		await user.click(
			within( dialog ).getByRole( 'tab', { name: 'Event Certificate' } )
		);
		await user.click(
			within( dialog ).getByRole( 'button', {
				name: 'Use this template: Create your own',
			} )
		);
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/template-builder/42' )
		);
		const post = server.requests.find( ( r ) => r.method === 'POST' );
		expect( post?.data ).toEqual( {
			name: 'New Template',
			orientation: 'landscape',
			content: '<!-- wp:paragraph -->\n<p></p>\n<!-- /wp:paragraph -->',
			status: 'draft',
			type: 'certificate',
		} );
	} );

	it( 'keeps the chooser open and says why when the create fails (logged, no notification)', async () => {
		server.on( 'POST', ROUTE, () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			},
		} ) );
		const logged = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		renderApp( '/template-builder/create' );
		const dialog = await dialogWith( 'Choose a template' );
		await user.click(
			within( dialog ).getByRole( 'button', {
				name: 'Use this template: Create your own',
			} )
		);
		expect(
			await within( dialog ).findByText(
				'Sorry, you are not allowed to do that.'
			)
		).toBeInTheDocument();
		expect( logged ).toHaveBeenCalledWith(
			'Template create:',
			'Sorry, you are not allowed to do that.'
		);
		expect(
			document.querySelector( '.ant-notification-notice' )
		).toBeNull();
		expect( window.location.hash ).toBe( '#/template-builder/create' );
		logged.mockRestore();
	} );

	it( 'lists the catalogue designs of a kind, uses one, and shows the server message when that fails', async () => {
		let refuse = true;
		server.on( 'POST', `${ CATALOGUE }/classic-certificate`, () =>
			refuse
				? {
						status: 502,
						body: {
							code: 'eventin_catalogue_unreachable',
							message:
								'The template catalogue could not be reached.',
							data: { status: 502 },
						},
				  }
				: {
						status: 201,
						body: aTemplate( { id: 77, type: 'certificate' } ),
				  }
		);
		renderApp( '/template-builder/create' );
		const dialog = await dialogWith( 'Choose a template' );
		await user.click(
			within( dialog ).getByRole( 'tab', { name: 'Event Certificate' } )
		);
		expect(
			await within( dialog ).findByText( 'Classic certificate' )
		).toBeVisible();
		const use = within( dialog ).getByRole( 'button', {
			name: 'Use this template: Classic certificate',
		} );
		await user.click( use );
		expect(
			await screen.findByText(
				'The template catalogue could not be reached.'
			)
		).toBeInTheDocument();
		refuse = false;
		await user.click( use );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/template-builder/77' )
		);
	} );

	it( 'still offers Create your own when the catalogue cannot be read (only logged)', async () => {
		server.on( 'GET', CATALOGUE, () => ( {
			status: 500,
			body: {
				code: 'x',
				message: 'Catalogue down',
				data: { status: 500 },
			},
		} ) );
		const logged = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		renderApp( '/template-builder/create' );
		const dialog = await dialogWith( 'Choose a template' );
		await waitFor( () =>
			expect( logged ).toHaveBeenCalledWith(
				'Template catalogue:',
				'Catalogue down'
			)
		);
		logged.mockRestore();
		expect(
			within( within( dialog ).getByRole( 'tabpanel' ) ).getByText(
				'Create your own'
			)
		).toBeInTheDocument();
		expect(
			document.querySelector( '.ant-notification-notice' )
		).toBeNull();
	} );

	it( 'previews a design after a 3-second spinner, at three device widths', async () => {
		renderApp( '/template-builder/create' );
		const dialog = await dialogWith( 'Choose a template' );
		await user.click(
			within( dialog ).getByRole( 'tab', { name: 'Event Certificate' } )
		);
		await within( dialog ).findByText( 'Classic certificate' );
		jest.useFakeTimers();
		try {
			const clicking = userEvent.setup( {
				pointerEventsCheck: 0,
				advanceTimers: jest.advanceTimersByTime,
			} );
			await clicking.click(
				within( dialog ).getByRole( 'button', {
					name: 'Preview now: Classic certificate',
				} )
			);
			const preview = await dialogWith( 'Preview Template' );
			const frame = preview.querySelector(
				'iframe'
			) as HTMLIFrameElement;
			expect( frame ).toHaveAttribute( 'src', DESIGNS[ 0 ].preview_url );
			expect( frame ).not.toBeVisible();
			expect( preview.querySelector( '.ant-spin' ) ).not.toBeNull();
			await act( async () => {
				jest.advanceTimersByTime( PREVIEW_SPINNER_MS - 10 );
			} );
			expect( frame ).not.toBeVisible();
			await act( async () => {
				jest.advanceTimersByTime( 10 );
			} );
			expect( frame ).toBeVisible();
			expect( frame.style.width ).toBe( '100%' );
			await clicking.click( within( preview ).getByText( 'Tablet' ) );
			expect( frame.style.width ).toBe( '768px' );
			await clicking.click( within( preview ).getByText( 'Mobile' ) );
			expect( frame.style.width ).toBe( '375px' );
		} finally {
			jest.useRealTimers();
		}
	} );
} );
