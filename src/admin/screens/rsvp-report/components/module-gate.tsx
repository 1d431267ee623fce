/**
 * The RSVP screens show only while the RSVP module is on (setting
 * modules.rsvp); otherwise a panel says so, with a link to the settings for
 * those who may change them. While the settings load, nothing shows; if they
 * cannot be read, the screen shows and the server has the last word.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { usePermissions } from '../../../../components/permissions/use-permissions';
import { useDocument } from '../../../../data/hooks';
import { settingsStore, type Settings } from '../../../../data/settings';

/**
 * The gate.
 *
 * @param props          Props.
 * @param props.children The screen.
 */
export function RsvpModuleGate( { children }: { children: ReactNode } ) {
	const { value: settings, error } = useDocument< Settings >( settingsStore );
	const { can } = usePermissions();
	if ( ! settings && ! error ) {
		return null;
	}
	if ( ! settings || settings.modules?.rsvp === 'on' ) {
		return <>{ children }</>;
	}
	return (
		<section className="eventin-rsvp__panel">
			<h2 className="eventin-rsvp__panel-title">
				{ __( 'RSVP is turned off', 'eventin-pro' ) }
			</h2>
			<p>
				{ __(
					'Turn on the RSVP module in the settings to collect answers to your events and see them here.',
					'eventin-pro'
				) }
			</p>
			{ can( 'etn_manage_settings' ) && (
				<Link to="/settings">
					{ __( 'Open the settings', 'eventin-pro' ) }
				</Link>
			) }
		</section>
	);
}
