/**
 * A CSV export fetched page after page (`<path>/export?…&paged=N&per_page=…`)
 * and joined into one text: the server streams each page in constant memory
 * and sends the header row on page 1 only.
 */

/**
 * Internal dependencies
 */
import { requestText, type Query } from '../../api/client';

/** Rows per export request (the most the export routes take). */
export const EXPORT_PAGE_SIZE = 2000;

export interface ExportProgress {
	/** Rows fetched so far. */
	rows: number;
	/** Rows matching the filters (X-WP-Total of the first page). */
	total: number;
	/** Pages fetched so far and pages in all. */
	page: number;
	pages: number;
}

export interface ExportOptions {
	/** The list's REST path, e.g. 'attendees' (the export is under it). */
	path: string;
	/** The list's filters; its paging is ignored. */
	query: Query;
	/** After each page. */
	onProgress?: ( progress: ExportProgress ) => void;
	/** Checked between pages: true stops the export. */
	isCancelled?: () => boolean;
}

const BOM = '\uFEFF';

/**
 * The query of one export page: the list's filters without its paging.
 *
 * @param query The list's query.
 * @param page  Export page.
 */
function pageQuery( query: Query, page: number ): Query {
	const filters = Object.fromEntries(
		Object.entries( query ).filter(
			( [ key ] ) => key !== 'paged' && key !== 'per_page'
		)
	);
	return { ...filters, paged: page, per_page: EXPORT_PAGE_SIZE };
}

/**
 * Fetches every page of an export.
 *
 * @param options Path, filters, progress and cancel.
 * @return The CSV text, or null when cancelled. Rejects with the server's
 *         ApiError when a page fails.
 */
export async function fetchCsv( options: ExportOptions ) {
	const { path, onProgress, isCancelled = () => false } = options;
	const parts: string[] = [];
	let pages = 1;
	let total = 0;
	for ( let page = 1; page <= pages; page++ ) {
		if ( isCancelled() ) {
			return null;
		}
		const answer = await requestText(
			`${ path }/export`,
			pageQuery( options.query, page )
		);
		if ( page === 1 ) {
			total = answer.total ?? 0;
			pages = Math.max( 1, Math.ceil( total / EXPORT_PAGE_SIZE ) );
		}
		// The server marks page 1 as UTF-8; the download puts the mark back
		// at the start of the file (a browser's text() drops it anyway).
		const text = answer.data.replace( BOM, '' );
		if ( text !== '' ) {
			parts.push( text.endsWith( '\n' ) ? text : `${ text }\n` );
		}
		onProgress?.( {
			rows: Math.min( page * EXPORT_PAGE_SIZE, total ),
			total,
			page,
			pages,
		} );
	}
	return isCancelled() ? null : parts.join( '' );
}

/**
 * A file name with today's local date, e.g. 'attendees-2026-11-23.csv'.
 *
 * @param prefix What the file holds.
 * @param now    The date (today).
 */
export function csvFileName( prefix: string, now = new Date() ): string {
	const pad = ( n: number ) => String( n ).padStart( 2, '0' );
	return `${ prefix }-${ now.getFullYear() }-${ pad(
		now.getMonth() + 1
	) }-${ pad( now.getDate() ) }.csv`;
}

/**
 * Lets the browser save a CSV text as a file.
 *
 * @param text     Content.
 * @param fileName File name.
 */
export function downloadText( text: string, fileName: string ): void {
	// The byte order mark tells spreadsheet programs the file is UTF-8.
	const url = URL.createObjectURL(
		new Blob( [ BOM, text ], { type: 'text/csv;charset=utf-8' } )
	);
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = fileName;
	link.style.display = 'none';
	document.body.appendChild( link );
	link.click();
	link.remove();
	// After the click has handed the file over.
	setTimeout( () => URL.revokeObjectURL( url ), 0 );
}
