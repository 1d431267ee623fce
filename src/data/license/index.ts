/**
 * The site's license: /eventin/v2/license, with activate and deactivate.
 */

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { request } from '../../api/client';
import { createDocumentStore } from '../factory';
import type { LicenseActivation, LicenseResponse } from './types';

export * from './types';

export const licenseStore = createDocumentStore< LicenseResponse >(
	'eventin/license',
	'license'
);

export interface LicenseActions {
	activate: ( values: LicenseActivation ) => Promise< LicenseResponse >;
	deactivate: () => Promise< LicenseResponse >;
}

/**
 * Activation and deactivation; the store receives the server's answer.
 */
export function useLicenseActions(): LicenseActions {
	const { receive } = useDispatch( licenseStore ) as unknown as {
		receive: ( value: LicenseResponse ) => void;
	};
	return useMemo( () => {
		const post = async ( path: string, data?: LicenseActivation ) => {
			const { data: body } = await request< LicenseResponse >( path, {
				method: 'POST',
				data,
			} );
			receive( body );
			return body;
		};
		return {
			activate: ( values ) => post( 'license/activate', values ),
			deactivate: () => post( 'license/deactivate' ),
		};
	}, [ receive ] );
}
