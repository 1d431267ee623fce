/**
 * The icons the dashboard draws, instead of symbol characters (WordPress
 * swaps characters such as ⚠ for emoji images from a remote host).
 *
 * Inline SVG with the outlines of antd's own icon set (the MIT-licensed
 * icons-svg package of Ant Design), so they sit beside antd's icons
 * unchanged. Importing the icon components themselves pulled a second copy
 * of their runtime into the events list (+8 KB gzip). One file per icon, so
 * a screen's chunk carries only the outlines it draws.
 */

/**
 * External dependencies
 */
import type { HTMLAttributes } from 'react';

type IconProps = HTMLAttributes< HTMLSpanElement > & {
	/** Quarter turns clockwise. */
	rotate?: 90 | 180 | 270;
};

/**
 * An icon drawn from one SVG path on antd's 1024 grid.
 *
 * @param path SVG path data.
 * @param name Icon name (class `anticon-<name>`).
 */
export function icon( path: string, name: string ) {
	return function Icon( { className, rotate, style, ...rest }: IconProps ) {
		// Named only when the caller names it (in the site's language): an
		// icon beside a label or inside a named button is decoration, and
		// its English name would be read out.
		const a11y = rest[ 'aria-label' ]
			? { role: 'img' }
			: { 'aria-hidden': true };
		return (
			<span
				{ ...a11y }
				{ ...rest }
				className={ [ 'anticon', `anticon-${ name }`, className ]
					.filter( Boolean )
					.join( ' ' ) }
				style={
					rotate
						? { ...style, transform: `rotate(${ rotate }deg)` }
						: style
				}
			>
				<svg
					viewBox="64 64 896 896"
					width="1em"
					height="1em"
					fill="currentColor"
					aria-hidden="true"
					focusable="false"
				>
					<path d={ path } />
				</svg>
			</span>
		);
	};
}
