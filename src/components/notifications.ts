/**
 * The one notification helper. Notifications appear at the bottom right.
 */

/**
 * External dependencies
 */
import { notification } from 'antd';

notification.config( { placement: 'bottomRight', duration: 4 } );

export const notify = {
	success( message: string, description?: string ) {
		notification.success( {
			message,
			description,
			placement: 'bottomRight',
		} );
	},
	error( message: string, description?: string ) {
		notification.error( {
			message,
			description,
			placement: 'bottomRight',
		} );
	},
};
