/**
 * The landing page: admin.php?page=eventin without a hash, `#/` and unknown
 * paths. It sends users who manage events to the overview (/dashboard), and
 * everyone else where the guard would (spec 01 §6): the first of /speakers,
 * /schedules they may open, then any other section; door staff who may only
 * scan go straight to the ticket scanner; anyone else to the site's front URL.
 */

/**
 * External dependencies
 */
import { Navigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDocument } from '../../data/hooks';
import { currentUserStore, type UserPermissions } from '../../data/permissions';
import { getBoot } from '../boot';
import { landingFor, outsideUrl } from '../sections';
import { AccessDenied } from './route-guard';

/**
 * Redirects at once to a dashboard section; a user with none to open sees
 * the denial before leaving the dashboard.
 */
export function Landing() {
	const { value: user } = useDocument< UserPermissions >( currentUserStore );
	const boot = getBoot();
	const target = landingFor( user, outsideUrl( user, boot ) );
	const toScanner = 'url' in target && target.url === boot.scannerUrl;
	useEffect( () => {
		if ( toScanner ) {
			window.location.replace( boot.scannerUrl );
		}
	}, [ toScanner, boot.scannerUrl ] );
	if ( 'path' in target ) {
		return <Navigate to={ target.path } replace />;
	}
	if ( toScanner ) {
		return (
			<p className="eventin-shell__leaving" role="status">
				{ __( 'Opening the ticket scanner…', 'eventin-pro' ) }
			</p>
		);
	}
	return <AccessDenied />;
}
