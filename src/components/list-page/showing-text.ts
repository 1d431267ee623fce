/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * 'Showing a - b of n <things>'.
 *
 * @param paged   Current page (1-based).
 * @param perPage Page size.
 * @param total   Total items.
 * @param noun    Plural noun, already translated ("events").
 */
export function showingText(
	paged: number,
	perPage: number,
	total: number,
	noun: string
): string {
	const from = total === 0 ? 0 : ( paged - 1 ) * perPage + 1;
	const to = Math.min( paged * perPage, total );
	return sprintf(
		/* translators: 1: first row, 2: last row, 3: total rows, 4: plural noun such as "events". */
		__( 'Showing %1$d - %2$d of %3$d %4$s', 'eventin-pro' ),
		from,
		to,
		total,
		noun
	);
}
