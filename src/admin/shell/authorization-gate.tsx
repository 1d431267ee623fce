/**
 * Full-screen 'Checking Authorization...' while permissions and settings load.
 */

/**
 * External dependencies
 */
import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDocument } from '../../data/hooks';
import { currentUserStore, type UserPermissions } from '../../data/permissions';
import { settingsStore, type Settings } from '../../data/settings';

/**
 * Waits for the user's permissions and the settings.
 *
 * @param props          Props.
 * @param props.children The shell.
 */
export function AuthorizationGate( { children }: { children: ReactNode } ) {
	const user = useDocument< UserPermissions >( currentUserStore );
	const settings = useDocument< Settings >( settingsStore );

	if ( user.error ) {
		return (
			<Alert
				type="error"
				showIcon
				className="eventin-shell__fatal"
				message={ __(
					'Could not check your permissions.',
					'eventin-pro'
				) }
				description={ user.error.message }
			/>
		);
	}
	if ( user.isLoading || settings.isLoading ) {
		return (
			<div className="eventin-shell__checking" role="status">
				<Spin size="large" />
				<p>{ __( 'Checking Authorization...', 'eventin-pro' ) }</p>
			</div>
		);
	}
	return <>{ children }</>;
}
