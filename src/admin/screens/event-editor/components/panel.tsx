/**
 * A white panel. antd's Card would bring its Tabs (and their dropdown) into
 * the chunk for a box with a border.
 */

/**
 * External dependencies
 */
import type { CSSProperties, ReactNode } from 'react';

const PANEL: CSSProperties = {
	background: '#fff',
	border: '1px solid #ececf3',
	borderRadius: 8,
	padding: 24,
};

/**
 * The panel.
 *
 * @param props           Props.
 * @param props.className Class name.
 * @param props.style     Extra style.
 * @param props.children  Content.
 */
export function Panel( {
	className,
	style,
	children,
}: {
	className: string;
	style?: CSSProperties;
	children: ReactNode;
} ) {
	return (
		<div className={ className } style={ { ...PANEL, ...style } }>
			{ children }
		</div>
	);
}
