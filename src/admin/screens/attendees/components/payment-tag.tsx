/**
 * External dependencies
 */
import { Tag } from 'antd';

/**
 * Internal dependencies
 */
import type { PaymentStatus } from '../../../../data/attendees';
import { PAYMENT_COLORS, paymentLabels } from '../statuses';

/**
 * The payment status as a coloured tag.
 *
 * @param props        Props.
 * @param props.status Payment status.
 */
export function PaymentTag( { status }: { status: PaymentStatus } ) {
	return (
		<Tag
			className={ `eventin-attendees__payment is-${ status }` }
			color={ PAYMENT_COLORS[ status ] ?? 'default' }
		>
			{ paymentLabels()[ status ] ?? status }
		</Tag>
	);
}
