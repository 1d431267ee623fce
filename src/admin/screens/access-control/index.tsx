/**
 * /access-control: which WordPress roles hold which Eventin permissions
 * (administrators only).
 */

/**
 * External dependencies
 */
import { Button } from 'antd';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { confirmAction } from '../../../components/confirm';
import {
	configuredRolesStore,
	useRoleActions,
	type RolePermissions,
} from '../../../data/access';
import { useDocument } from '../../../data/hooks';
import { AccessModal } from './components/access-modal';
import { RolesTable } from './components/roles-table';
import { useLoggedError } from './hooks/use-logged-error';
import './style.scss';

type Dialog = { mode: 'add' } | { mode: 'edit'; role: RolePermissions };

/**
 * The screen.
 */
export default function AccessControlScreen() {
	const configured = useDocument< RolePermissions[] >( configuredRolesStore );
	const { deleteRole } = useRoleActions();
	const [ dialog, setDialog ] = useState< Dialog | null >( null );
	useLoggedError( configured.error );

	const remove = ( role: RolePermissions ) =>
		confirmAction( {
			title: __(
				'Are you sure you want to delete this role?',
				'eventin-pro'
			),
			okText: __( 'Delete', 'eventin-pro' ),
			// Spec: a failed delete is only logged; the table keeps its rows.
			onConfirm: () =>
				deleteRole( role.name ).catch(
					( error ) => console.error( error ) // eslint-disable-line no-console
				),
		} );

	return (
		<section className="eventin-access">
			<header className="eventin-access__header">
				<h2 className="eventin-access__title">
					{ __( 'Manage Access', 'eventin-pro' ) }
				</h2>
				<Button
					type="primary"
					onClick={ () => setDialog( { mode: 'add' } ) }
				>
					{ __( 'Add New', 'eventin-pro' ) }
				</Button>
			</header>
			<RolesTable
				roles={ configured.value ?? [] }
				loading={ configured.isLoading }
				failed={ !! configured.error && ! configured.value }
				onEdit={ ( role ) => setDialog( { mode: 'edit', role } ) }
				onDelete={ remove }
			/>
			{ dialog && (
				<AccessModal
					editing={ dialog.mode === 'edit' ? dialog.role : undefined }
					onClose={ () => setDialog( null ) }
				/>
			) }
		</section>
	);
}
