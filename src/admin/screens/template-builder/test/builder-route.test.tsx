/**
 * `#/template-builder/:id`: on the dashboard's page (no builder entry) it
 * goes to the builder's page; with the entry's screen registered it renders
 * it with the template; leaving goes back to the dashboard's page.
 */

/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';

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
import type { Template } from '../../../../data/templates';
import {
	TEMPLATE_BUILDER_SCREEN_FILTER,
	type TemplateBuilderScreenProps,
} from '../../../extension-points';
import { pageLocation } from '../location';

jest.mock( '../location', () => ( {
	pageLocation: { replace: jest.fn(), assign: jest.fn() },
} ) );

let server: FakeServer;

const TEMPLATE: Template = {
	id: 12,
	name: 'Gala certificate',
	type: 'certificate',
	status: 'draft',
	orientation: 'landscape',
	thumbnail: '',
	content: '<!-- wp:paragraph --><p></p><!-- /wp:paragraph -->',
	template_css: '',
	preview_event_id: 0,
	edit_with_elementor: false,
};

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	window.eventinBoot = {
		pageUrl: 'http://site.test/wp-admin/admin.php?page=eventin',
		builderUrl:
			'http://site.test/wp-admin/admin.php?page=eventin-template-builder',
		siteUrl: 'http://site.test/',
	};
	jest.mocked( pageLocation.replace ).mockClear();
} );

afterEach( () => {
	delete window.eventinBoot;
	removeFilter( TEMPLATE_BUILDER_SCREEN_FILTER, 'test/builder' );
} );

describe( 'the template builder route', () => {
	it( 'goes to the builder page when the builder entry is not loaded', async () => {
		renderApp( '/template-builder/12' );
		await waitFor( () =>
			expect( pageLocation.replace ).toHaveBeenCalledWith(
				'http://site.test/wp-admin/admin.php?page=eventin-template-builder#/template-builder/12'
			)
		);
	} );

	it( 'renders the registered screen with the template', async () => {
		const seen: TemplateBuilderScreenProps[] = [];
		addFilter(
			TEMPLATE_BUILDER_SCREEN_FILTER,
			'test/builder',
			() =>
				function FakeBuilder( props: TemplateBuilderScreenProps ) {
					seen.push( props );
					return <p>{ `Editing ${ props.template.name }` }</p>;
				}
		);
		server.on( 'GET', '/eventin/v2/templates/12', () => ( {
			body: TEMPLATE,
		} ) );
		renderApp( '/template-builder/12' );
		expect(
			await screen.findByText( 'Editing Gala certificate' )
		).toBeInTheDocument();
		expect( pageLocation.replace ).not.toHaveBeenCalled();
		expect( seen[ 0 ].template.content ).toBe( TEMPLATE.content );
		expect( seen[ 0 ].previewUrl ).toBe(
			'http://site.test/?action=etn-preview-template&template_id=12'
		);
		expect( seen[ 0 ].elementorUrl ).toBeUndefined();
		seen[ 0 ].navigate( '/template-builder' );
		expect( pageLocation.assign ).toHaveBeenCalledWith(
			'http://site.test/wp-admin/admin.php?page=eventin#/template-builder'
		);
	} );
} );
