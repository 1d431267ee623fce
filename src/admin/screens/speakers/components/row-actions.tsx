/**
 * The Actions column: view the author page in a new tab, edit, delete.
 */

/**
 * External dependencies
 */
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Speaker } from '../../../../data/speakers';
import { editPath } from '../paths';

export interface RowActionsProps {
	speaker: Speaker;
	onDelete: ( speaker: Speaker ) => void;
}

/**
 * The cell.
 *
 * @param props          Props.
 * @param props.speaker  Speaker.
 * @param props.onDelete Asks, then deletes.
 */
export function RowActions( { speaker, onDelete }: RowActionsProps ) {
	const navigate = useNavigate();
	return (
		<Space size="small" className="eventin-speakers__actions">
			<Button
				size="small"
				disabled={ ! speaker.author_url }
				onClick={ () =>
					window.open( speaker.author_url, '_blank', 'noopener' )
				}
			>
				{ __( 'View', 'eventin-pro' ) }
			</Button>
			<Button
				size="small"
				onClick={ () => navigate( editPath( speaker.id ) ) }
			>
				{ __( 'Edit', 'eventin-pro' ) }
			</Button>
			<Button size="small" danger onClick={ () => onDelete( speaker ) }>
				{ __( 'Delete', 'eventin-pro' ) }
			</Button>
		</Space>
	);
}
