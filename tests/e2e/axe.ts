/**
 * What the axe gates (a11y.spec.ts, keyboard.spec.ts) scan for, and the
 * violations they skip: antd's and WordPress's own markup that no prop can
 * change, each for one rule and the nodes matching its selector only.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { POPUPS } from './screens';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

/** Impacts that fail a gate. */
export const FAILING_IMPACTS = [ 'serious', 'critical' ];

export interface KnownException {
	rule: string;
	/** CSS selector the offending node matches. */
	selector: string;
	why: string;
}

export const KNOWN_EXCEPTIONS: KnownException[] = [
	{
		rule: 'aria-allowed-attr',
		selector: '.ant-select[aria-required="true"]',
		why: "Form.Item marks a required Select aria-required and rc-select copies its aria props both to the combobox input (right) and to the Select's root div (not allowed there); no prop sends them to the input alone.",
	},
	{
		rule: 'aria-allowed-attr',
		selector: '.block-editor-rich-text__editable[aria-multiline="true"]',
		why: "WordPress's block editor (the event Description's compact editor) gives a paragraph's editable element role=document with aria-multiline, which axe allows only on a textbox; it is WordPress's own markup, set by RichText, with no prop to change it.",
	},
];

/**
 * Whether a node axe reported is a known exception for that rule.
 *
 * @param page   The page.
 * @param rule   axe rule id.
 * @param target axe's selector of the node.
 */
export async function isKnownException(
	page: Page,
	rule: string,
	target: string
): Promise< boolean > {
	const selectors = KNOWN_EXCEPTIONS.filter(
		( known ) => known.rule === rule
	).map( ( known ) => known.selector );
	if ( ! selectors.length ) {
		return false;
	}
	return page.evaluate(
		( [ selector, candidates ] ) => {
			const node = document.querySelector( selector );
			return !! node && candidates.some( ( c ) => node.matches( c ) );
		},
		[ target, selectors ] as const
	);
}

/**
 * axe's violations (WCAG_TAGS) of our root and of any antd popup on the page.
 *
 * @param page The page.
 * @param root CSS selector of our root.
 */
export async function axeViolations( page: Page, root: string ) {
	const builder = new AxeBuilder( { page } )
		.withTags( WCAG_TAGS )
		.include( root );
	for ( const popup of POPUPS ) {
		if ( ( await page.locator( popup ).count() ) > 0 ) {
			builder.include( popup );
		}
	}
	return ( await builder.analyze() ).violations;
}
