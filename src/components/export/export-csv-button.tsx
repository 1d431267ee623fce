/**
 * Export CSV of a list's current filters: one request for up to 2,000 rows;
 * beyond that the pages are fetched one after the other behind a progress
 * bar that can be cancelled, then joined and downloaded as one file.
 */

/**
 * External dependencies
 */
import { Button } from 'antd';

/**
 * WordPress dependencies
 */
import { lazy, Suspense, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { asApiError, type Query } from '../../api/client';
import { notify } from '../notifications';
import {
	csvFileName,
	downloadText,
	fetchCsv,
	type ExportProgress,
} from './export-csv';

// Only exports of more than one page show progress: antd's Progress (about
// 6 KB gzip) loads then, not with every list that has the button.
const ExportProgressDialog = lazy(
	() =>
		import( /* webpackChunkName: "export-progress" */ './export-progress' )
);

export interface ExportCsvButtonProps {
	/** The list's REST path, e.g. 'attendees'. */
	path: string;
	/** The list's current query (its paging is ignored). */
	query: Query;
	/** Start of the file name, e.g. 'attendees' → attendees-2026-11-23.csv. */
	fileName: string;
	/** Button label (default 'Export CSV'). */
	label?: string;
}

/**
 * The button and its progress dialog.
 *
 * @param props Props.
 */
export function ExportCsvButton( props: ExportCsvButtonProps ) {
	const [ running, setRunning ] = useState( false );
	const [ progress, setProgress ] = useState< ExportProgress | null >( null );
	// Each export has a number; cancelling moves on to the next, so the one
	// under way stops at its next page and changes nothing on screen.
	const run = useRef( 0 );

	const start = async () => {
		const id = ++run.current;
		const isCurrent = () => run.current === id;
		setProgress( null );
		setRunning( true );
		try {
			const text = await fetchCsv( {
				path: props.path,
				query: props.query,
				onProgress: ( next ) => isCurrent() && setProgress( next ),
				isCancelled: () => ! isCurrent(),
			} );
			if ( text !== null ) {
				downloadText( text, csvFileName( props.fileName ) );
			}
		} catch ( error ) {
			if ( isCurrent() ) {
				notify.error(
					__( 'The export failed.', 'eventin-pro' ),
					asApiError( error ).message
				);
			}
		}
		if ( isCurrent() ) {
			setRunning( false );
			setProgress( null );
		}
	};

	const cancel = () => {
		run.current++;
		setRunning( false );
		setProgress( null );
	};

	const showProgress = running && !! progress && progress.pages > 1;

	return (
		<>
			<Button
				className="eventin-export__button"
				loading={ running }
				onClick={ start }
			>
				{ props.label ?? __( 'Export CSV', 'eventin-pro' ) }
			</Button>
			{ /* Rendered only while shown: a closed antd Modal stays in the page. */ }
			{ showProgress && progress && (
				<Suspense fallback={ null }>
					<ExportProgressDialog
						progress={ progress }
						onCancel={ cancel }
					/>
				</Suspense>
			) }
		</>
	);
}
