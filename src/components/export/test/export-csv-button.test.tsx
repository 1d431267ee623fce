/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeReply,
	type FakeServer,
} from '../../../../tests/js/fake-server';
import { FeedbackHost } from '../../feedback-host';
import { csvFileName, EXPORT_PAGE_SIZE } from '../export-csv';
import { ExportCsvButton } from '../export-csv-button';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

interface Download {
	name: string;
	text: string;
}

let downloads: Array< Promise< Download > >;
const HEADER = 'Ticket ID,Name,Email\n';

const BOM = '\uFEFF';

/**
 * The bytes of a Blob as UTF-8 text, a byte order mark kept (jsdom's Blob
 * has no text(), and reading as text would drop the mark).
 *
 * @param blob Blob.
 */
const textOf = ( blob: Blob ) =>
	new Promise< string >( ( resolve ) => {
		const reader = new FileReader();
		reader.onload = () =>
			resolve(
				Buffer.from( reader.result as ArrayBuffer ).toString( 'utf8' )
			);
		reader.readAsArrayBuffer( blob );
	} );

/**
 * Rows of one export page: the header on page 1 only, as the server sends
 * (which also starts page 1 with a byte order mark).
 *
 * @param page  Page number.
 * @param count Rows on the page.
 */
const pageText = ( page: number, count: number ) =>
	( page === 1 ? HEADER : '' ) +
	Array.from(
		{ length: count },
		( _, i ) => `T${ page }-${ i },Name ${ i },n${ i }@example.org\n`
	).join( '' );

/**
 * Serves GET /eventin/v2/attendees/export with `total` rows.
 *
 * @param total   Rows matching.
 * @param hold    Pages whose answer waits for the returned release.
 * @param replyOf Replaces the answer of a page.
 */
function serveExport(
	total: number,
	hold: number[] = [],
	replyOf: ( page: number ) => FakeReply | undefined = () => undefined
) {
	const releases: Record< number, () => void > = {};
	server.on( 'GET', '/eventin/v2/attendees/export', async ( { query } ) => {
		const page = Number( query.paged );
		if ( hold.includes( page ) ) {
			await new Promise< void >(
				( resolve ) => ( releases[ page ] = resolve )
			);
		}
		const rows = Math.max(
			0,
			Math.min(
				EXPORT_PAGE_SIZE,
				total - ( page - 1 ) * EXPORT_PAGE_SIZE
			)
		);
		return (
			replyOf( page ) ?? {
				text: ( page === 1 ? BOM : '' ) + pageText( page, rows ),
				headers: {
					'Content-Type': 'text/csv; charset=utf-8',
					'X-WP-Total': String( total ),
				},
			}
		);
	} );
	return ( page: number ) =>
		waitFor( () => expect( releases[ page ] ).toBeDefined() ).then( () =>
			releases[ page ]()
		);
}

const exportRequests = () =>
	server.requests.filter(
		( r ) => r.path === '/eventin/v2/attendees/export'
	);

function renderButton() {
	return render(
		<ConfigProvider theme={ { token: { motion: false } } }>
			<FeedbackHost />
			<ExportCsvButton
				path="attendees"
				fileName="attendees"
				query={ {
					event_id: 7,
					payment_status: 'success',
					search: '',
					paged: 3,
					per_page: 20,
				} }
			/>
		</ConfigProvider>
	);
}

const exportButton = () =>
	screen.getByText( 'Export CSV' ).closest( 'button' ) as HTMLElement;

beforeEach( () => {
	server = installFakeServer();
	downloads = [];
	let blob: Blob | null = null;
	URL.createObjectURL = jest.fn( ( value: Blob ) => {
		blob = value;
		return 'blob:export';
	} );
	URL.revokeObjectURL = jest.fn();
	jest.spyOn( HTMLAnchorElement.prototype, 'click' ).mockImplementation(
		function ( this: HTMLAnchorElement ) {
			const name = this.download;
			const href = this.getAttribute( 'href' );
			expect( href ).toBe( 'blob:export' );
			downloads.push(
				textOf( blob as Blob ).then( ( text ) => ( { name, text } ) )
			);
		}
	);
} );

afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'ExportCsvButton', () => {
	it( 'names the file after today', () => {
		expect(
			csvFileName( 'attendees', new Date( 2026, 10, 23, 23, 59 ) )
		).toBe( 'attendees-2026-11-23.csv' );
	} );

	it( 'downloads one page in one request, with the filters and without the list paging', async () => {
		serveExport( 3 );
		renderButton();
		await user.click( exportButton() );

		await waitFor( () => expect( downloads ).toHaveLength( 1 ) );
		expect( exportRequests() ).toHaveLength( 1 );
		const { _locale: locale, ...query } = exportRequests()[ 0 ].query;
		expect( locale ).toBe( 'user' );
		// The empty search is left out, the list's page 3 of 20 is not the export's.
		expect( query ).toEqual( {
			event_id: '7',
			payment_status: 'success',
			paged: '1',
			per_page: String( EXPORT_PAGE_SIZE ),
		} );
		const file = await downloads[ 0 ];
		expect( file.name ).toBe( csvFileName( 'attendees' ) );
		// One byte order mark, at the start: spreadsheets read the file as UTF-8.
		expect( file.text ).toBe( BOM + pageText( 1, 3 ) );
		expect( document.querySelector( '.ant-progress' ) ).toBeNull();
		await waitFor( () =>
			expect( URL.revokeObjectURL ).toHaveBeenCalledWith( 'blob:export' )
		);
		expect( document.querySelector( 'a[download]' ) ).toBeNull();
	} );

	it( 'fetches three pages one after the other behind a progress bar and downloads one file with one header', async () => {
		const total = 2 * EXPORT_PAGE_SIZE + 5;
		const release = serveExport( total, [ 2, 3 ] );
		renderButton();
		await user.click( exportButton() );

		expect(
			await screen.findByText( 'Exporting CSV' )
		).toBeInTheDocument();
		expect(
			screen.getByText( `2,000 of ${ total.toLocaleString() } rows` )
		).toBeInTheDocument();
		expect(
			document
				.querySelector( '.ant-progress' )
				?.getAttribute( 'aria-valuenow' )
		).toBe( '33' );
		// One page at a time: page 3 waits for page 2.
		expect( exportRequests().map( ( r ) => r.query.paged ) ).toEqual( [
			'1',
			'2',
		] );
		await release( 2 );
		expect(
			await screen.findByText(
				`4,000 of ${ total.toLocaleString() } rows`
			)
		).toBeInTheDocument();
		await release( 3 );

		await waitFor( () => expect( downloads ).toHaveLength( 1 ) );
		const file = await downloads[ 0 ];
		expect( file.text ).toBe(
			BOM +
				pageText( 1, EXPORT_PAGE_SIZE ) +
				pageText( 2, EXPORT_PAGE_SIZE ) +
				pageText( 3, 5 )
		);
		expect( file.text.split( HEADER ) ).toHaveLength( 2 );
		expect( file.text.split( BOM ) ).toHaveLength( 2 );
		expect( file.text.trim().split( '\n' ) ).toHaveLength( total + 1 );
		await waitFor( () =>
			expect( screen.queryByText( 'Exporting CSV' ) ).toBeNull()
		);
	} );

	it( 'stops between pages when cancelled and downloads nothing', async () => {
		const release = serveExport( 3 * EXPORT_PAGE_SIZE, [ 2 ] );
		renderButton();
		await user.click( exportButton() );
		await screen.findByText( 'Exporting CSV' );
		await user.click(
			screen.getByText( 'Cancel' ).closest( 'button' ) as HTMLElement
		);
		await waitFor( () =>
			expect( screen.queryByText( 'Exporting CSV' ) ).toBeNull()
		);
		await release( 2 );

		// Page 2 was under way; page 3 is never asked for.
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( exportRequests().map( ( r ) => r.query.paged ) ).toEqual( [
			'1',
			'2',
		] );
		expect( downloads ).toHaveLength( 0 );
		expect( exportButton() ).not.toHaveClass( 'ant-btn-loading' );
	} );

	it( "shows the server's message when a page fails and downloads nothing", async () => {
		serveExport( 3 * EXPORT_PAGE_SIZE, [], ( page ) =>
			page === 2
				? {
						status: 403,
						body: {
							code: 'rest_forbidden',
							message:
								'Sorry, you are not allowed to export attendees.',
							data: { status: 403 },
						},
				  }
				: undefined
		);
		renderButton();
		await user.click( exportButton() );

		expect(
			await screen.findByText( 'The export failed.' )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Sorry, you are not allowed to export attendees.'
			)
		).toBeInTheDocument();
		expect( exportRequests() ).toHaveLength( 2 );
		expect( downloads ).toHaveLength( 0 );
		await waitFor( () =>
			expect( screen.queryByText( 'Exporting CSV' ) ).toBeNull()
		);
	} );
} );
