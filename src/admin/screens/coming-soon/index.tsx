/**
 * Placeholder for sections that are not built yet: a clear panel inside the
 * shell instead of a blank page.
 */

/**
 * External dependencies
 */
import { Result } from 'antd';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * The panel.
 *
 * @param props       Props.
 * @param props.title Section title.
 */
export function ComingSoon( { title }: { title: string } ) {
	return (
		<Result
			className="eventin-coming-soon"
			status="info"
			title={ title }
			subTitle={ sprintf(
				/* translators: %s: section title. */
				__( '%s is coming soon to this dashboard.', 'eventin-pro' ),
				title
			) }
		/>
	);
}
