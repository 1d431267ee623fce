/**
 * Types of scripts/pseudo-locale.mjs (for the e2e specs).
 */
export const PSEUDO_LOCALE: string;
export function mark( text: string ): string;
export function writePseudoLocale( options?: {
	out?: string;
	locale?: string;
} ): {
	po: string;
	mo: string;
	json: string[];
	strings: number;
	jsStrings: number;
};
export function moFile( pairs: Array< [ string, string ] > ): Buffer;
