/**
 * Refetches a list the store already holds when a screen shows it again.
 * The RSVP report's counts change elsewhere (an event's responses edited or
 * deleted, visitors answering), so the copy from an earlier visit is shown
 * while the fresh one loads rather than trusted. A first visit fetches once.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Query } from '../../../../api/client';
import type { createCollectionStore } from '../../../../data/factory';
import { useCollectionActions } from '../../../../data/hooks';

/**
 * The hook.
 *
 * @param store Collection store.
 * @param query The list's first query.
 */
export function useRefreshOnReturn(
	store: ReturnType< typeof createCollectionStore >,
	query: Query
) {
	const { invalidateLists } = useCollectionActions( store );
	const cached = useSelect(
		( select ) =>
			// Resolution metadata selectors have no published types here.
			(
				select( store ) as unknown as {
					hasFinishedResolution: (
						name: string,
						args: unknown[]
					) => boolean;
				}
			 ).hasFinishedResolution( 'getItems', [ query ] ),
		// Only the first render counts.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[]
	);
	const atMount = useRef( cached );
	useEffect( () => {
		if ( atMount.current ) {
			invalidateLists();
		}
		// Once, on mount.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
}
