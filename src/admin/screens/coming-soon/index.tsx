/**
 * Placeholder for sections that are not built yet: a clear panel inside the
 * shell instead of a blank page.
 */

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
		<section className="eventin-coming-soon">
			<h2 className="eventin-coming-soon__title">{ title }</h2>
			<p>
				{ sprintf(
					/* translators: %s: section title. */
					__( '%s is coming soon to this dashboard.', 'eventin-pro' ),
					title
				) }
			</p>
		</section>
	);
}
