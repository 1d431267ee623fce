/**
 * Fast DOM queries for screen tests. Role queries compute the accessibility
 * tree with getComputedStyle on every element, which is very slow in jsdom
 * with antd's styles; these look things up by text and structure instead.
 */

/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
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
