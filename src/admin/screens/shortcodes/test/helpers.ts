/**
 * Queries of the generator's form for the screen tests.
 */

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { FakeServer } from '../../../../../tests/js/fake-server';

/**
 * A field's control by its label.
 *
 * @param label Label.
 */
export const field = ( label: string ) =>
	screen.getByLabelText( label ) as HTMLInputElement;

/**
 * The form item (field, help and errors) of a field.
 *
 * @param label Label.
 */
export const itemOf = ( label: string ) =>
	field( label ).closest( '.ant-form-item' ) as HTMLElement;

/**
 * What a select shows as chosen.
 *
 * @param label Label.
 */
export const selectedText = ( label: string ) =>
	Array.from(
		itemOf( label ).querySelectorAll( '.ant-select-selection-item' )
	).map( ( node ) => node.textContent );

/**
 * Whether a Yes/No switch says Yes.
 *
 * @param label Label.
 */
export const isYes = ( label: string ) =>
	field( label ).getAttribute( 'aria-checked' ) === 'true';

/**
 * The generated shortcode, once shown.
 */
export async function shownShortcode(): Promise< string > {
	const title = await screen.findByText( 'Shortcode' );
	return (
		title.closest( '.eventin-shortcodes-code' )?.querySelector( 'code' )
			?.textContent ?? ''
	);
}

/**
 * Answers the lists the ids fields read, empty unless given.
 *
 * @param server Fake server.
 * @param lists  Items by REST path (under /eventin/v2).
 */
export function serveLists(
	server: FakeServer,
	lists: Record< string, unknown[] > = {}
) {
	[
		'event/categories',
		'event/tags',
		'speaker/categories',
		'schedules',
		'events',
	].forEach( ( path ) =>
		server.on( 'GET', `/eventin/v2/${ path }`, () => ( {
			body: {
				items: lists[ path ] ?? [],
				total_items: ( lists[ path ] ?? [] ).length,
			},
		} ) )
	);
}
