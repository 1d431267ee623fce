/**
 * Timezone options: the browser's IANA names plus UTC, and the event's own
 * value when it is something else (an offset such as 'UTC+6').
 */

let names: string[] | undefined;

/**
 * Every IANA timezone the browser knows, plus UTC.
 */
export function timezoneNames(): string[] {
	if ( ! names ) {
		// ES2022 API (Chromium, Node 20); our TS lib is ES2021.
		const intl = Intl as unknown as {
			supportedValuesOf?: ( key: string ) => string[];
		};
		const known = intl.supportedValuesOf?.( 'timeZone' ) ?? [];
		names = known.includes( 'UTC' ) ? known : [ 'UTC', ...known ];
	}
	return names;
}

/**
 * Select options, with `current` first when the list lacks it.
 *
 * @param current The event's timezone.
 */
export function timezoneOptions( current: string ) {
	const all = timezoneNames();
	const list =
		current && ! all.includes( current ) ? [ current, ...all ] : all;
	return list.map( ( name ) => ( { value: name, label: name } ) );
}
