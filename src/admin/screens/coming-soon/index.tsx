/**
 * Placeholder for sections that are not built yet: a clear panel inside the
 * shell instead of a blank page.
 */

/**
 * External dependencies
 */
import type { RouteObject } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * The panel.
 *
 * @param props       Props.
 * @param props.title Section title (translated when shown).
 */
export function ComingSoon( { title }: { title: () => string } ) {
	return (
		<section className="eventin-coming-soon">
			<h2 className="eventin-coming-soon__title">{ title() }</h2>
			<p>
				{ sprintf(
					/* translators: %s: section title. */
					__( '%s is coming soon to this dashboard.', 'eventin-pro' ),
					title()
				) }
			</p>
		</section>
	);
}

/**
 * Routes of a section that is not built yet, all showing the panel.
 *
 * @param paths Route paths of the section.
 * @param title Section title.
 */
export function comingSoonRoutes(
	paths: string[],
	title: () => string
): RouteObject[] {
	return paths.map( ( path ) => ( {
		path,
		element: <ComingSoon title={ title } />,
	} ) );
}
