/**
 * The verdicts' icons as inline SVG (no emoji: WordPress swaps those for
 * remote images). Fixed markup only.
 */

export type IconName =
	| 'success'
	| 'warning'
	| 'failure'
	| 'question'
	| 'choose';

const PATHS: Record< IconName, string > = {
	success: 'M5 12.5l4.5 4.5L19 7.5',
	warning: 'M12 6v8M12 17.5v.5',
	failure: 'M7 7l10 10M17 7L7 17',
	question: 'M9 9.5a3 3 0 1 1 4.2 2.75c-.75.33-1.2 1-1.2 1.8V15M12 18v.5',
	choose: 'M6 7h12M6 12h12M6 17h12',
};

/**
 * An icon's SVG markup (decorative: the verdict's title says the same).
 *
 * @param name Which.
 */
export function icon( name: IconName ): string {
	return `<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false"><path d="${ PATHS[ name ] }" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}
