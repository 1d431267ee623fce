/**
 * The configured roles: User Role, Permissions (tags), Action (edit, delete).
 *
 * A plain table on purpose: a handful of rows with no paging, sorting or
 * selection does not need antd's Table, whose chunk (rc-table, rc-tree,
 * pagination) would put this screen over its JavaScript budget.
 */

/**
 * External dependencies
 */
import { Button, Space, Spin, Tag } from 'antd';

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
	let placeholder: JSX.Element | string | null = null;
	if ( props.loading ) {
		placeholder = <Spin />;
	} else if ( props.roles.length === 0 ) {
		placeholder = props.failed
			? __( 'Could not load the roles.', 'eventin-pro' )
			: __( 'No role has Eventin permissions yet.', 'eventin-pro' );
	}
	return (
		<table className="eventin-access__table">
			<thead>
				<tr>
					<th className="eventin-access__role-column">
						{ __( 'User Role', 'eventin-pro' ) }
					</th>
					<th>{ __( 'Permissions', 'eventin-pro' ) }</th>
					<th className="eventin-access__action-column">
						{ __( 'Action', 'eventin-pro' ) }
					</th>
				</tr>
			</thead>
			<tbody>
				{ placeholder ? (
					<tr>
						<td
							colSpan={ 3 }
							className="eventin-access__placeholder"
						>
							{ placeholder }
						</td>
					</tr>
				) : (
					props.roles.map( ( role ) => (
						<tr key={ role.name }>
							<td>
								<strong className="eventin-access__role">
									{ role.label }
								</strong>
							</td>
							<td>
								<div className="eventin-access__tags">
									{ role.permissions.map( ( permission ) => (
										<Tag
											key={ permission.key }
											color="purple"
										>
											{ permission.label }
										</Tag>
									) ) }
								</div>
							</td>
							<td>
								<Space>
									<Button
										size="small"
										onClick={ () => props.onEdit( role ) }
									>
										{ __( 'Edit', 'eventin-pro' ) }
									</Button>
									{ role.name !== ADMINISTRATOR && (
										<Button
											size="small"
											danger
											onClick={ () =>
												props.onDelete( role )
											}
										>
											{ __( 'Delete', 'eventin-pro' ) }
										</Button>
									) }
								</Space>
							</td>
						</tr>
					) )
				) }
			</tbody>
		</table>
	);
}
