/**
 * Checks the current path against the user's permissions. Without access it
 * shows 'Access Denied! Redirecting...' and then redirects (spec 01 §6).
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

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
import { canOpen, fallbackFor, outsideUrl } from '../sections';

/** How long the denial message stays before the redirect. */
export const REDIRECT_DELAY_MS = 1500;

/**
 * The denial message, then (after REDIRECT_DELAY_MS) the redirect to the
 * first section the user may open, or to the site's front URL.
 */
export function AccessDenied() {
	const navigate = useNavigate();
	const { value: user } = useDocument< UserPermissions >( currentUserStore );

	useEffect( () => {
		const timer = setTimeout( () => {
			const target = fallbackFor( user, outsideUrl( user, getBoot() ) );
			if ( 'path' in target ) {
				navigate( target.path, { replace: true } );
			} else {
				window.location.assign( target.url );
			}
		}, REDIRECT_DELAY_MS );
		return () => clearTimeout( timer );
	}, [ user, navigate ] );

	return (
		<div className="eventin-shell__denied" role="alert">
			<h2>{ __( 'Access Denied! Redirecting...', 'eventin-pro' ) }</h2>
		</div>
	);
}

/**
 * Renders children when allowed, the denial (then a redirect) otherwise.
 *
 * @param props          Props.
 * @param props.children Screen.
 */
export function RouteGuard( { children }: { children: ReactNode } ) {
	const { pathname } = useLocation();
	const { value: user } = useDocument< UserPermissions >( currentUserStore );
	if ( ! canOpen( user, pathname ) ) {
		// Keyed by path: a new denied page starts its own delay.
		return <AccessDenied key={ pathname } />;
	}
	return <>{ children }</>;
}
