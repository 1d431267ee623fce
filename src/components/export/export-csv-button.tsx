/**
 * Export CSV of a list's current filters: one request for up to 2,000 rows;
 * beyond that the pages are fetched one after the other behind a progress
 * bar that can be cancelled, then joined and downloaded as one file.
 */

/**
 * External dependencies
 */
import { Button, Modal, Progress } from 'antd';

/**
 * WordPress dependencies
 */
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

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
			{ showProgress && (
				<Modal
					open
					title={ __( 'Exporting CSV', 'eventin-pro' ) }
					closable={ false }
					maskClosable={ false }
					keyboard={ false }
					footer={
						<Button onClick={ cancel }>
							{ __( 'Cancel', 'eventin-pro' ) }
						</Button>
					}
				>
					{ progress && (
						<div className="eventin-export__progress">
							<Progress
								percent={ Math.round(
									( progress.page / progress.pages ) * 100
								) }
							/>
							<p>
								{ sprintf(
									/* translators: 1: rows fetched, 2: rows in all. */
									__( '%1$s of %2$s rows', 'eventin-pro' ),
									progress.rows.toLocaleString(),
									progress.total.toLocaleString()
								) }
							</p>
						</div>
					) }
				</Modal>
			) }
		</>
	);
}
