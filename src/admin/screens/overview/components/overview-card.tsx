/**
 * A titled panel of the overview. Plain markup rather than antd's Card,
 * which brings its tab bar (and the dropdown under it) into the chunk.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * The panel: a region named by its heading.
 *
 * @param props           Props.
 * @param props.title     Heading.
 * @param props.className Extra class.
 * @param props.children  Content.
 */
export function OverviewCard( {
	title,
	className,
	children,
}: {
	title: string;
	className?: string;
	children: ReactNode;
} ) {
	return (
		<section
			className={ [ 'eventin-overview__card', className ]
				.filter( Boolean )
				.join( ' ' ) }
			aria-label={ title }
		>
			<h3 className="eventin-overview__card-title">{ title }</h3>
			<div className="eventin-overview__card-body">{ children }</div>
		</section>
	);
}
