/**
 * The configured roles: User Role, Permissions (tags), Action (edit, delete).
 */

/**
 * External dependencies
 */
import { Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ADMINISTRATOR, type RolePermissions } from '../../../../data/access';

export interface RolesTableProps {
	roles: RolePermissions[];
	loading: boolean;
	failed: boolean;
	onEdit: ( role: RolePermissions ) => void;
	onDelete: ( role: RolePermissions ) => void;
}

/**
 * The table.
 *
 * @param props Props.
 */
export function RolesTable( props: RolesTableProps ) {
	const columns: ColumnsType< RolePermissions > = [
		{
			title: __( 'User Role', 'eventin-pro' ),
			key: 'role',
			width: 200,
			render: ( _: unknown, role ) => (
				<strong className="eventin-access__role">{ role.label }</strong>
			),
		},
		{
			title: __( 'Permissions', 'eventin-pro' ),
			key: 'permissions',
			render: ( _: unknown, role ) => (
				<div className="eventin-access__tags">
					{ role.permissions.map( ( permission ) => (
						<Tag key={ permission.key } color="purple">
							{ permission.label }
						</Tag>
					) ) }
				</div>
			),
		},
		{
			title: __( 'Action', 'eventin-pro' ),
			key: 'action',
			width: 170,
			render: ( _: unknown, role ) => (
				<Space>
					<Button size="small" onClick={ () => props.onEdit( role ) }>
						{ __( 'Edit', 'eventin-pro' ) }
					</Button>
					{ role.name !== ADMINISTRATOR && (
						<Button
							size="small"
							danger
							onClick={ () => props.onDelete( role ) }
						>
							{ __( 'Delete', 'eventin-pro' ) }
						</Button>
					) }
				</Space>
			),
		},
	];
	return (
		<Table< RolePermissions >
			className="eventin-access__table"
			rowKey="name"
			columns={ columns }
			dataSource={ props.roles }
			loading={ props.loading }
			pagination={ false }
			locale={ {
				emptyText: props.failed
					? __( 'Could not load the roles.', 'eventin-pro' )
					: __(
							'No role has Eventin permissions yet.',
							'eventin-pro'
					  ),
			} }
		/>
	);
}
