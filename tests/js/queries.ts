/**
 * Fast DOM queries for screen tests. Role queries compute the accessibility
 * tree with getComputedStyle on every element, which is very slow in jsdom
 * with antd's styles; these look things up by text and structure instead.
 */

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The open confirmation dialog holding `text` (antd shows the title twice:
 * heading and label).
 *
 * @param text Dialog title.
 */
export async function dialogWith( text: string ): Promise< HTMLElement > {
	const [ title ] = await screen.findAllByText( text );
	return title.closest( '.ant-modal' ) as HTMLElement;
}

/**
 * A button by its exact label inside `container`.
 *
 * @param container Where to look.
 * @param label     Label.
 */
export function button( container: HTMLElement, label: string ): HTMLElement {
	return within( container )
		.getByText( label )
		.closest( 'button' ) as HTMLElement;
}

/**
 * The table row showing `text`.
 *
 * @param text Cell text.
 */
export async function rowOf( text: string ): Promise< HTMLElement > {
	return ( await screen.findByText( text ) ).closest( 'tr' ) as HTMLElement;
}

/**
 * Clicks a row's action, waits for its confirmation and answers it.
 *
 * @param user     The user-event instance.
 * @param rowText  Text that finds the row.
 * @param action   Label of the row's action button.
 * @param question The confirmation's title.
 * @param answer   Label of the dialog button to press.
 * @return The dialog.
 */
export async function answerRowAction(
	user: UserEvent,
	rowText: string,
	action: string,
	question: string,
	answer: string
): Promise< HTMLElement > {
	await user.click( button( await rowOf( rowText ), action ) );
	const dialog = await dialogWith( question );
	await user.click( button( dialog, answer ) );
	return dialog;
}

/**
 * Picks an option of a single antd Select and waits until it has closed.
 *
 * @param user   The user-event instance.
 * @param select The select's root element.
 * @param label  Option label.
 */
export async function chooseOption(
	user: UserEvent,
	select: HTMLElement,
	label: string
) {
	await user.click(
		select.querySelector( '.ant-select-selector' ) as HTMLElement
	);
	const option = await waitFor( () => {
		const found = document.querySelector(
			`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${ label }"]`
		);
		expect( found ).not.toBeNull();
		return found as HTMLElement;
	} );
	await user.click( option );
	// A single select closes on the choice; its closing updates state, which
	// must happen while the test still awaits.
	await waitFor( () =>
		expect(
			document.querySelector(
				'.ant-select-dropdown:not(.ant-select-dropdown-hidden)'
			)
		).toBeNull()
	);
}

/**
 * Opens a row's 'More actions' menu.
 *
 * @param user The user-event instance.
 * @param row  Table row.
 * @return The open menu.
 */
export async function openRowMenu(
	user: UserEvent,
	row: HTMLElement
): Promise< HTMLElement > {
	await user.click( within( row ).getByLabelText( 'More actions' ) );
	return waitFor( () => {
		const menu = document.querySelector(
			'.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu'
		);
		expect( menu ).not.toBeNull();
		return menu as HTMLElement;
	} );
}

/**
 * Labels of an open menu's items, in order.
 *
 * @param menu Open menu.
 */
export function menuLabels( menu: HTMLElement ): Array< string | null > {
	return Array.from(
		menu.querySelectorAll( '.ant-dropdown-menu-item' ),
		( item ) => item.textContent
	);
}

/**
 * Clicks an item of an open menu by its label.
 *
 * @param user  The user-event instance.
 * @param menu  Open menu.
 * @param label Item label.
 */
export async function clickMenuItem(
	user: UserEvent,
	menu: HTMLElement,
	label: string
) {
	const item = Array.from(
		menu.querySelectorAll( '.ant-dropdown-menu-item' )
	).find( ( element ) => element.textContent === label );
	expect( item ).toBeDefined();
	await user.click( item as HTMLElement );
}

/**
 * Opens the 'Filter by date' range picker and picks two days.
 *
 * @param user  The user-event instance.
 * @param start First day, 'YYYY-MM-DD' (in the month the picker opens on).
 * @param end   Last day.
 */
export async function pickDateRange(
	user: UserEvent,
	start: string,
	end: string
) {
	await user.click( screen.getByText( 'Filter by date' ) );
	for ( const date of [ start, end ] ) {
		const cell = await waitFor( () => {
			const found = document.querySelector(
				`.ant-picker-dropdown td[title="${ date }"]`
			);
			expect( found ).not.toBeNull();
			return found as HTMLElement;
		} );
		await user.click( cell );
	}
}
