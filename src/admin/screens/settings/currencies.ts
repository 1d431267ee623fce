/**
 * Currency names and symbols for the Tickets settings, from the browser's
 * Intl data (no currency table shipped with the dashboard).
 */

/**
 * Internal dependencies
 */
import { pageLocale } from '../../../components/dates';
import type { CurrencyPosition } from '../../../data/settings';

type IntlWithValues = typeof Intl & {
	supportedValuesOf?: ( key: 'currency' ) => string[];
};

/**
 * ISO 4217 codes in circulation, as the browser knows them (the server
 * accepts the same list), plus the stored code if the browser lacks it.
 *
 * @param current The stored code.
 */
export function currencyCodes( current: string ): string[] {
	const codes =
		( Intl as IntlWithValues ).supportedValuesOf?.( 'currency' ) ?? [];
	return ! current || codes.includes( current )
		? codes
		: [ current, ...codes ];
}

/**
 * "EUR — Euro" (the code alone when the browser has no name for it).
 *
 * @param code ISO 4217 code.
 */
export function currencyLabel( code: string ): string {
	try {
		const name = new Intl.DisplayNames( pageLocale(), {
			type: 'currency',
		} ).of( code );
		return name && name !== code ? `${ code } — ${ name }` : code;
	} catch {
		return code;
	}
}

/**
 * The symbol a price shows: "$" for USD, "€" for EUR.
 *
 * @param code ISO 4217 code.
 */
export function currencySymbol( code: string ): string {
	try {
		return (
			new Intl.NumberFormat( pageLocale(), {
				style: 'currency',
				currency: code,
				currencyDisplay: 'narrowSymbol',
			} )
				.formatToParts( 0 )
				.find( ( part ) => part.type === 'currency' )?.value ?? code
		);
	} catch {
		return code;
	}
}

/**
 * A sample price with the symbol where the position puts it: "$99.00", "99.00 $".
 *
 * @param symbol   Currency symbol.
 * @param position Symbol position.
 */
export function samplePrice(
	symbol: string,
	position: CurrencyPosition
): string {
	const amount = '99.00';
	switch ( position ) {
		case 'right':
			return `${ amount }${ symbol }`;
		case 'left_space':
			return `${ symbol } ${ amount }`;
		case 'right_space':
			return `${ amount } ${ symbol }`;
		default:
			return `${ symbol }${ amount }`;
	}
}
