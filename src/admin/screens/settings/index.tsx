/**
 * /settings: the plugin settings (permission etn_manage_settings); the Data
 * group only for users who manage the site's options.
 */

/**
 * External dependencies
 */
import { Alert, Spin } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDocument } from '../../../data/hooks';
import {
	currentUserStore,
	type UserPermissions,
} from '../../../data/permissions';
import { settingsStore, type Settings } from '../../../data/settings';
import { userCan } from '../../../components/permissions/use-permissions';
import { isSiteAdmin } from '../../sections';
import { SettingsForm } from './components/settings-form';
import './style.scss';

/**
 * The screen.
 */
export default function SettingsScreen() {
	const { value, error, isLoading } =
		useDocument< Settings >( settingsStore );
	const { value: user } = useDocument< UserPermissions >( currentUserStore );

	let body;
	if ( isLoading ) {
		body = <Spin className="eventin-settings__loading" />;
	} else if ( error && ! value ) {
		body = (
			<Alert
				type="error"
				showIcon
				message={ __( 'Could not load the settings.', 'eventin-pro' ) }
				description={ error.message }
			/>
		);
	} else if ( value ) {
		body = (
			<SettingsForm
				settings={ value }
				siteAdmin={ isSiteAdmin( user ) }
				embedDomains={ userCan( user, 'etn_manage_shortcode' ) }
				general={ userCan( user, 'etn_manage_settings' ) }
			/>
		);
	}

	return (
		<section className="eventin-settings">
			<h2 className="eventin-settings__title">
				{ __( 'Settings', 'eventin-pro' ) }
			</h2>
			{ body }
		</section>
	);
}
