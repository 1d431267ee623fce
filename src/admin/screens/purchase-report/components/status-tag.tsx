/**
 * A booking's status as a coloured tag: completed green, pending orange,
 * failed red, refunded grey, cancelled plain. Drawn in style.scss in antd's
 * tag colours rather than with antd's Tag, which would add about 2 KB gzip
 * to the bookings chunk (at its size budget).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BookingStatus } from '../../../../data/bookings';

/**
 * Translated labels of the statuses, in the status filter's order.
 */
export function bookingStatusLabels(): Record< BookingStatus, string > {
	return {
		completed: __( 'Completed', 'eventin-pro' ),
		pending: __( 'Pending', 'eventin-pro' ),
		failed: __( 'Failed', 'eventin-pro' ),
		refunded: __( 'Refunded', 'eventin-pro' ),
		cancelled: __( 'Cancelled', 'eventin-pro' ),
	};
}

/**
 * The tag.
 *
 * @param props        Props.
 * @param props.status Status.
 */
export function BookingStatusTag( { status }: { status: BookingStatus } ) {
	return (
		<span className={ `eventin-bookings__status is-${ status }` }>
			{ bookingStatusLabels()[ status ] ?? status }
		</span>
	);
}
