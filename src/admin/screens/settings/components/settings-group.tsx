/**
 * One titled group of the settings form (General, Scanner, …).
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

export interface SettingsGroupProps {
	/** Anchor and heading id, e.g. 'general'. */
	id: string;
	title: string;
	description?: string;
	children: ReactNode;
}

/**
 * The group.
 *
 * @param props Props.
 */
export function SettingsGroup( props: SettingsGroupProps ) {
	const headingId = `eventin-settings-${ props.id }`;
	return (
		<section
			className="eventin-settings__group"
			aria-labelledby={ headingId }
		>
			<div className="eventin-settings__intro">
				<h3 id={ headingId } className="eventin-settings__group-title">
					{ props.title }
				</h3>
				{ props.description && (
					<p className="eventin-settings__description">
						{ props.description }
					</p>
				) }
			</div>
			<div className="eventin-settings__fields">{ props.children }</div>
		</section>
	);
}
