/**
 * The landing page: admin.php?page=eventin without a hash, `#/` and unknown
 * paths. It sends users who manage events to the overview (/dashboard), and
 * everyone else where the guard would (spec 01 §6): the first of /speakers,
 * /schedules they may open, then any other section, else the site's front URL.
 */

/**
 * External dependencies
 */
import { Navigate } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { useDocument } from '../../data/hooks';
import { currentUserStore, type UserPermissions } from '../../data/permissions';
import { getBoot } from '../boot';
import { landingFor } from '../sections';
import { AccessDenied } from './route-guard';

/**
 * Redirects at once to a dashboard section; a user with none to open sees
 * the denial before leaving the dashboard.
 */
export function Landing() {
	const { value: user } = useDocument< UserPermissions >( currentUserStore );
	const target = landingFor( user, getBoot().siteUrl );
	if ( 'path' in target ) {
		return <Navigate to={ target.path } replace />;
	}
	return <AccessDenied />;
}
