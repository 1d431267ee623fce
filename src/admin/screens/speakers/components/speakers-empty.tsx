/**
 * The empty state of the speaker list: nobody yet.
 */

/**
 * External dependencies
 */
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The panel.
 */
export function SpeakersEmpty() {
	const navigate = useNavigate();
	return (
		<div className="eventin-speakers__empty">
			<h3 className="eventin-speakers__empty-title">
				{ __( 'No speakers yet', 'eventin-pro' ) }
			</h3>
			<p>
				{ __(
					'Add the people who speak at or organize your events, then pick them in each event.',
					'eventin-pro'
				) }
			</p>
			<Button
				type="primary"
				onClick={ () => navigate( '/speakers/create' ) }
			>
				{ __( 'Add New Speaker', 'eventin-pro' ) }
			</Button>
		</div>
	);
}
