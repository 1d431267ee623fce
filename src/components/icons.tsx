/**
 * The icons the dashboard draws, instead of symbol characters (WordPress
 * swaps characters such as ⚠ for emoji images from a remote host).
 *
 * Inline SVG with the outlines of antd's own icon set (the MIT-licensed
 * icons-svg package of Ant Design), so they sit beside antd's icons
 * unchanged. Importing the icon components themselves pulled a second copy
 * of their runtime into the events list (+8 KB gzip).
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
 * @param name Icon name (class `anticon-<name>`, default accessible name).
 */
function icon( path: string, name: string ) {
	return function Icon( { className, rotate, style, ...rest }: IconProps ) {
		return (
			<span
				role="img"
				aria-label={ name }
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

export const MoreOutlined = icon(
	'M456 231a56 56 0 10112 0 56 56 0 10-112 0zm0 280a56 56 0 10112 0 56 56 0 10-112 0zm0 280a56 56 0 10112 0 56 56 0 10-112 0z',
	'more'
);

export const WarningOutlined = icon(
	'M464 720a48 48 0 1096 0 48 48 0 10-96 0zm16-304v184c0 4.4 3.6 8 8 8h48c4.4 0 8-3.6 8-8V416c0-4.4-3.6-8-8-8h-48c-4.4 0-8 3.6-8 8zm475.7 440l-416-720c-6.2-10.7-16.9-16-27.7-16s-21.6 5.3-27.7 16l-416 720C56 877.4 71.4 904 96 904h832c24.6 0 40-26.6 27.7-48zm-783.5-27.9L512 239.9l339.8 588.2H172.2z',
	'warning'
);

export const ArrowUpOutlined = icon(
	'M868 545.5L536.1 163a31.96 31.96 0 00-48.3 0L156 545.5a7.97 7.97 0 006 13.2h81c4.6 0 9-2 12.1-5.5L474 300.9V864c0 4.4 3.6 8 8 8h60c4.4 0 8-3.6 8-8V300.9l218.9 252.3c3 3.5 7.4 5.5 12.1 5.5h81c6.8 0 10.5-8 6-13.2z',
	'arrow-up'
);

export const ArrowDownOutlined = icon(
	'M862 465.3h-81c-4.6 0-9 2-12.1 5.5L550 723.1V160c0-4.4-3.6-8-8-8h-60c-4.4 0-8 3.6-8 8v563.1L255.1 470.8c-3-3.5-7.4-5.5-12.1-5.5h-81c-6.8 0-10.5 8.1-6 13.2L487.9 861a31.96 31.96 0 0048.3 0L868 478.5c4.5-5.2.8-13.2-6-13.2z',
	'arrow-down'
);

export const CloseOutlined = icon(
	'M563.8 512l262.5-312.9c4.4-5.2.7-13.1-6.1-13.1h-79.8c-4.7 0-9.2 2.1-12.3 5.7L511.6 449.8 295.1 191.7c-3-3.6-7.5-5.7-12.3-5.7H203c-6.8 0-10.5 7.9-6.1 13.1L459.4 512 196.9 824.9A7.95 7.95 0 00203 838h79.8c4.7 0 9.2-2.1 12.3-5.7l216.5-258.1 216.5 258.1c3 3.6 7.5 5.7 12.3 5.7h79.8c6.8 0 10.5-7.9 6.1-13.1L563.8 512z',
	'close'
);
