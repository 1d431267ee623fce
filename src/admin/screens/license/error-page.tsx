/**
 * The License route's error element: what broke, and a way to try again.
 */

/**
 * External dependencies
 */
import { Alert, Button } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useRouteFailure } from '../../../components/route-error-boundary';

/**
 * Text of whatever was thrown.
 *
 * @param error Thrown value.
 */
function describe( error: unknown ): string {
	if ( error instanceof Error ) {
		return error.message;
	}
	if ( error && typeof error === 'object' && 'statusText' in error ) {
		return String( ( error as { statusText: unknown } ).statusText );
	}
	return String( error ?? '' );
}

/**
 * The page.
 */
export function LicenseErrorPage() {
	const error = useRouteFailure();
	return (
		<section className="eventin-license-error" role="alert">
			<Alert
				type="error"
				showIcon
				message={ __(
					'The License page could not be shown.',
					'eventin-pro'
				) }
				description={ describe( error ) }
				action={
					<Button onClick={ () => window.location.reload() }>
						{ __( 'Reload', 'eventin-pro' ) }
					</Button>
				}
			/>
		</section>
	);
}
