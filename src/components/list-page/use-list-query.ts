/**
 * List query state: paging plus filters. Any filter change (search included)
 * resets paging to page 1 with 10 rows (spec).
 */

/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Query } from '../../api/client';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 10;

export interface ListQuery {
	query: Query & { paged: number; per_page: number };
	setFilter: ( name: string, value: Query[ string ] ) => void;
	setPage: ( paged: number, perPage: number ) => void;
	/** True when a filter differs from the screen's initial filters. */
	isFiltered: boolean;
}

const isBlank = ( value: Query[ string ] ) =>
	value === undefined || value === null || value === '';

/**
 * Holds the query of one list screen.
 *
 * @param initialFilters Filters to start with.
 */
export function useListQuery( initialFilters: Query = {} ): ListQuery {
	// The defaults (e.g. status 'all') are not a filter: the empty state stays.
	const [ initial ] = useState( initialFilters );
	const [ query, setQuery ] = useState< ListQuery[ 'query' ] >( {
		...initialFilters,
		paged: DEFAULT_PAGE,
		per_page: DEFAULT_PER_PAGE,
	} );

	const setFilter = useCallback(
		( name: string, value: Query[ string ] ) =>
			setQuery( ( current ) =>
				// '' and undefined are the same filter: no new request for them.
				current[ name ] === value ||
				( isBlank( current[ name ] ) && isBlank( value ) )
					? current
					: {
							...current,
							[ name ]: value,
							paged: DEFAULT_PAGE,
							per_page: DEFAULT_PER_PAGE,
					  }
			),
		[]
	);

	const setPage = useCallback(
		( paged: number, perPage: number ) =>
			setQuery( ( current ) => ( {
				...current,
				paged,
				per_page: perPage,
			} ) ),
		[]
	);

	const isFiltered = Object.entries( query ).some(
		( [ key, value ] ) =>
			! [ 'paged', 'per_page' ].includes( key ) &&
			! isBlank( value ) &&
			value !== initial[ key ]
	);

	return { query, setFilter, setPage, isFiltered };
}
