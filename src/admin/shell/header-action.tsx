/**
 * Go Back, or 'Add New <thing>' for the current section.
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
import { settingsStore, type Settings } from '../../data/settings';
import { headerActionFor } from '../sections';

/**
 * The button.
 */
export function HeaderAction() {
	const { pathname } = useLocation();
	const navigate = useNavigate();
	const { value: settings } = useDocument< Settings >( settingsStore );
	const action = headerActionFor( pathname, settings );

	if ( action.kind === 'back' ) {
		return (
			<Button onClick={ () => navigate( -1 ) }>
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
