/**
 * /license: the activation form, or the activated license with Deactivate
 * (administrators only).
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
	isLicenseActive,
	licenseStore,
	type LicenseResponse,
} from '../../../data/license';
import { LicenseDetails } from './components/license-details';
import { LicenseForm } from './components/license-form';
import './style.scss';

/**
 * The screen.
 */
export default function LicenseScreen() {
	const { value, error, isLoading } =
		useDocument< LicenseResponse >( licenseStore );

	let body;
	if ( isLoading ) {
		body = <Spin className="eventin-license__loading" />;
	} else if ( error && ! value ) {
		body = (
			<Alert
				type="error"
				showIcon
				message={ __( 'Could not load the license.', 'eventin-pro' ) }
				description={ error.message }
			/>
		);
	} else if ( isLicenseActive( value ) ) {
		body = <LicenseDetails license={ value.data } />;
	} else {
		body = (
			<>
				<p className="eventin-license__intro">
					{ __(
						'Enter the license key you received with your purchase to activate Eventin Pro on this site.',
						'eventin-pro'
					) }
				</p>
				<LicenseForm />
			</>
		);
	}

	return (
		<section className="eventin-license">
			<h2 className="eventin-license__title">
				{ __( 'License', 'eventin-pro' ) }
			</h2>
			{ body }
		</section>
	);
}
