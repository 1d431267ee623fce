/**
 * Internal dependencies
 */
import type { PaymentStatus } from '../../../../data/attendees';
import { paymentLabels } from '../statuses';

/**
 * The payment status as a coloured tag: pending orange, success green,
 * failed red, refunded grey. Drawn in style.scss with the shared tag
 * styles (components/_tag.scss) rather than with antd's Tag, which would
 * put about 2 KB gzip more in this screen's chunk (the list is at its
 * size budget).
 *
 * @param props        Props.
 * @param props.status Payment status.
 */
export function PaymentTag( { status }: { status: PaymentStatus } ) {
	return (
		<span className={ `eventin-attendees__payment is-${ status }` }>
			{ paymentLabels()[ status ] ?? status }
		</span>
	);
}
