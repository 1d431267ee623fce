/**
 * Go Back (to the list of the current section), or 'Add New <thing>' for
 * the current section.
 */

/**
 * External dependencies
 */
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';

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
import {
	canOpen,
	headerActionFor,
	type HeaderAction as Action,
} from '../sections';

/**
 * The button.
 */
export function HeaderAction() {
	const { pathname } = useLocation();
	const navigate = useNavigate();
	const { value: settings } = useDocument< Settings >( settingsStore );
	const { value: user } = useDocument< UserPermissions >( currentUserStore );
	// Nothing to add (or go back to) on a page the user may not open.
	const action: Action = canOpen( user, pathname )
		? headerActionFor( pathname, settings, user )
		: { kind: 'none' };

	if ( action.kind === 'back' ) {
		return (
			<Button onClick={ () => navigate( action.path ) }>
				{ __( 'Go Back', 'eventin-pro' ) }
			</Button>
		);
	}
	if ( action.kind === 'add' ) {
		return (
			<Button type="primary" onClick={ () => navigate( action.path ) }>
				{ action.label }
			</Button>
		);
	}
	return null;
}
