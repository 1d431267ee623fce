/**
 * The progress dialog of an export of several pages, with its Cancel.
 */

/**
 * External dependencies
 */
import { Button, Modal, Progress } from 'antd';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ExportProgress } from './export-csv';

export interface ExportProgressDialogProps {
	progress: ExportProgress;
	onCancel: () => void;
}

/**
 * The dialog.
 *
 * @param props          Props.
 * @param props.progress Pages and rows so far.
 * @param props.onCancel Stops the export.
 */
export default function ExportProgressDialog( {
	progress,
	onCancel,
}: ExportProgressDialogProps ) {
	return (
		<Modal
			open
			title={ __( 'Exporting CSV', 'eventin-pro' ) }
			closable={ false }
			maskClosable={ false }
			keyboard={ false }
			footer={
				<Button onClick={ onCancel }>
					{ __( 'Cancel', 'eventin-pro' ) }
				</Button>
			}
		>
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
		</Modal>
	);
}
