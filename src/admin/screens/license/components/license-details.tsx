/**
 * The activated view: who holds the license, the masked key, its status and
 * expiry, and a Deactivate button.
 */

/**
 * External dependencies
 */
import { Button, Tag } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatDate } from '../../../../components/dates';
import { useFormSubmit } from '../../../../components/use-form-submit';
import { useLicenseActions, type License } from '../../../../data/license';

/**
 * Label and colour of a status.
 *
 * @param status Status from the server.
 */
function statusTag( status: string ): { label: string; color: string } {
	switch ( status ) {
		case 'valid':
			return { label: __( 'Active', 'eventin-pro' ), color: 'success' };
		case 'expired':
			return { label: __( 'Expired', 'eventin-pro' ), color: 'error' };
		case 'site_inactive':
			return {
				label: __( 'Not active on this site', 'eventin-pro' ),
				color: 'warning',
			};
		case 'disabled':
			return { label: __( 'Disabled', 'eventin-pro' ), color: 'error' };
	}
	return { label: status, color: 'default' };
}

/**
 * When the license expires, readable.
 *
 * @param expires 'lifetime' or a date.
 */
export function expiryText( expires: string ): string {
	if ( ! expires || expires === 'lifetime' ) {
		return __( 'Never (lifetime license)', 'eventin-pro' );
	}
	// 'Y-m-d H:i:s' from the license server: the day is what people need.
	return (
		formatDate( expires.slice( 0, 10 ), { dateStyle: 'long' } ) || expires
	);
}

/**
 * The view.
 *
 * @param props         Props.
 * @param props.license The active license.
 */
export function LicenseDetails( { license }: { license: License } ) {
	const { deactivate } = useLicenseActions();
	const status = statusTag( license.license );
	// Spec: a failed deactivation shows the server's message.
	const { submit: onDeactivate, saving: busy } = useFormSubmit( {
		send: () => deactivate(),
		success: __( 'License deactivated', 'eventin-pro' ),
	} );

	const rows: Array< [ string, JSX.Element | string ] > = [
		[ __( 'Name', 'eventin-pro' ), license.name ],
		[ __( 'Email', 'eventin-pro' ), license.email ],
		[
			__( 'License Key', 'eventin-pro' ),
			<code key="key" className="eventin-license__key">
				{ license.license_key }
			</code>,
		],
		[
			__( 'Status', 'eventin-pro' ),
			<Tag key="status" color={ status.color }>
				{ status.label }
			</Tag>,
		],
		[ __( 'Expires', 'eventin-pro' ), expiryText( license.expires ) ],
	];

	return (
		<div className="eventin-license__details">
			<dl className="eventin-license__list">
				{ rows.map( ( [ label, value ] ) => (
					<div key={ label } className="eventin-license__row">
						<dt>{ label }</dt>
						<dd>{ value }</dd>
					</div>
				) ) }
			</dl>
			<Button danger onClick={ onDeactivate } loading={ busy }>
				{ __( 'Deactivate', 'eventin-pro' ) }
			</Button>
		</div>
	);
}
