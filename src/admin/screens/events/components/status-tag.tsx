/**
 * The Status column: a coloured tag (spec 01 §4).
 */

/**
 * External dependencies
 */
import { Tag } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EventStatus } from '../../../../data/events';

const COLORS: Record< EventStatus, string > = {
	draft: 'default',
	ongoing: 'success',
	upcoming: 'processing',
	expired: 'error',
};

/**
 * Translated label of a status.
 *
 * @param status Status.
 */
export function statusLabel( status: EventStatus ): string {
	switch ( status ) {
		case 'draft':
			return __( 'Draft', 'eventin-pro' );
		case 'ongoing':
			return __( 'Ongoing', 'eventin-pro' );
		case 'upcoming':
			return __( 'Upcoming', 'eventin-pro' );
		case 'expired':
			return __( 'Expired', 'eventin-pro' );
	}
	return status;
}

/**
 * The tag.
 *
 * @param props        Props.
 * @param props.status Status.
 */
export function StatusTag( { status }: { status: EventStatus } ) {
	return (
		<Tag
			color={ COLORS[ status ] ?? 'default' }
			className="eventin-events__status"
		>
			{ statusLabel( status ) }
		</Tag>
	);
}
