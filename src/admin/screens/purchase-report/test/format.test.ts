/**
 * Payment methods are named in the site's language, not shown as slugs.
 */

/**
 * Internal dependencies
 */
import { paymentMethodLabel } from '../format';

describe( 'paymentMethodLabel', () => {
	it( 'names our checkout’s pay-later and the gateways Eventin 4 stores', () => {
		expect( paymentMethodLabel( 'pay_later' ) ).toBe( 'Pay later' );
		expect( paymentMethodLabel( 'manual' ) ).toBe( 'Manual' );
		expect( paymentMethodLabel( 'woocommerce' ) ).toBe( 'WooCommerce' );
		expect( paymentMethodLabel( '' ) ).toBe( '—' );
	} );

	it( 'shows any other method as stored', () => {
		expect( paymentMethodLabel( 'bank-transfer' ) ).toBe( 'bank-transfer' );
	} );
} );
