/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/** Search debounce of every list (spec: 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The value, once it has stopped changing for `delay` ms.
 *
 * @param value Latest value.
 * @param delay Quiet period in ms.
 */
export function useDebouncedValue< T >(
	value: T,
	delay = SEARCH_DEBOUNCE_MS
): T {
	const [ debounced, setDebounced ] = useState( value );
	useEffect( () => {
		const timer = setTimeout( () => setDebounced( value ), delay );
		return () => clearTimeout( timer );
	}, [ value, delay ] );
	return debounced;
}
