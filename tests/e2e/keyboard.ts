/**
 * Steps of the keyboard-only journeys (keyboard.spec.ts): moving the focus
 * with Tab / Shift+Tab until it reaches a control, checking that what has
 * the focus shows it, and an axe scan of what is on the page.
 */
/* eslint-disable @wordpress/no-global-active-element -- these functions run in the page (page.evaluate), where the document is the page's. */
import { expect, type Locator, type Page } from '@playwright/test';
import { FAILING_IMPACTS, axeViolations, isKnownException } from './axe';

/**
 * Serious and critical axe violations (WCAG 2.1 A/AA) of our root and any
 * open popup, one line each ('' when none).
 *
 * @param page The page.
 * @param root CSS selector of our root.
 * @param step Name of the step, in the lines.
 */
export async function axeFailures(
	page: Page,
	root: string,
	step: string
): Promise< string > {
	const violations = await axeViolations( page, root );
	const lines: string[] = [];
	for ( const violation of violations ) {
		if ( ! FAILING_IMPACTS.includes( violation.impact ?? '' ) ) {
			continue;
		}
		const targets: string[] = [];
		for ( const node of violation.nodes ) {
			const target = node.target.join( ' ' );
			const known = await isKnownException( page, violation.id, target );
			if ( ! known ) {
				targets.push( target );
			}
		}
		if ( targets.length ) {
			lines.push(
				`${ step }: ${ violation.id } (${ violation.impact }) ${
					violation.help
				}: ${ targets.slice( 0, 5 ).join( ', ' ) }`
			);
		}
	}
	return lines.join( '\n' );
}

/**
 * Whether the focused element shows that it has the focus: an outline or a
 * box-shadow on it, or on the antd wrapper that draws the focus of its
 * inner input (a Select's, a DatePicker's, an affixed Input's).
 *
 * @param page The page.
 */
export function focusShows( page: Page ): Promise< boolean > {
	return page.evaluate( () => {
		const focused = document.activeElement;
		if ( ! focused || focused === document.body ) {
			return false;
		}
		const shows = ( el: Element ) => {
			const style = getComputedStyle( el );
			const outline =
				style.outlineStyle !== 'none' &&
				parseFloat( style.outlineWidth ) > 0;
			return (
				outline || ( !! style.boxShadow && style.boxShadow !== 'none' )
			);
		};
		const wrapper = focused.closest(
			'.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-segmented'
		);
		return shows( focused ) || ( !! wrapper && shows( wrapper ) );
	} );
}

/**
 * A short description of the focused element, for messages.
 * @param page
 */
export function focusedName( page: Page ): Promise< string > {
	return page.evaluate( () => {
		const el = document.activeElement as HTMLElement | null;
		if ( ! el ) {
			return '(nothing)';
		}
		const label =
			el.getAttribute( 'aria-label' ) ||
			( el as HTMLInputElement ).labels?.[ 0 ]?.innerText ||
			el.innerText ||
			el.getAttribute( 'placeholder' ) ||
			'';
		return `<${ el.tagName.toLowerCase() }${
			el.id ? `#${ el.id }` : ''
		}> ${ label.trim().slice( 0, 40 ) }`;
	} );
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max`
 * times. Every stop inside `root` must show its focus; the stops that do
 * not are returned.
 *
 * @param page         The page.
 * @param target       The control to reach.
 * @param options      root: CSS selector of our markup; back: Shift+Tab; max: presses.
 * @param options.root
 * @param options.back
 * @param options.max
 */
export async function tabTo(
	page: Page,
	target: Locator,
	{
		root,
		back = false,
		max = 60,
	}: { root: string; back?: boolean; max?: number }
): Promise< string[] > {
	const unseen: string[] = [];
	for ( let i = 0; i < max; i++ ) {
		if (
			await target.evaluate( ( el ) => el === document.activeElement )
		) {
			return unseen;
		}
		await page.keyboard.press( back ? 'Shift+Tab' : 'Tab' );
		const inRoot = await page.evaluate(
			( selector ) =>
				!! document.activeElement?.closest( selector ) ||
				!! document.activeElement?.closest( '.ant-modal-root' ),
			root
		);
		if ( inRoot && ! ( await focusShows( page ) ) ) {
			unseen.push( await focusedName( page ) );
		}
	}
	expect(
		await target.evaluate( ( el ) => el === document.activeElement ),
		`Tab reaches ${ target } in ${ max } presses (focus is on ${ await focusedName(
			page
		) })`
	).toBe( true );
	return unseen;
}
