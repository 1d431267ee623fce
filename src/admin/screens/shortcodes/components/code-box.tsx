/**
 * A piece of code to paste elsewhere (the shortcode, the script tag) with
 * its Copy button. Copying says 'Copied Successfully!' or 'Failed to copy'
 * (spec 02 §8): navigator.clipboard where the page may use it, a hidden
 * textarea elsewhere (wp-admin over plain http).
 */

/**
 * External dependencies
 */
import { Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { notify } from '../../../../components/notifications';
import { copyText } from '../../../../template-builder/lib/clipboard';

/**
 * Copies a text and says how it went.
 *
 * @param text Text to copy.
 */
export async function copyWithNotice( text: string ): Promise< void > {
	if ( await copyText( text ) ) {
		notify.success( __( 'Copied Successfully!', 'eventin-pro' ) );
	} else {
		notify.error( __( 'Failed to copy', 'eventin-pro' ) );
	}
}

export interface CodeBoxProps {
	/** Heading of the box. */
	title: ReactNode;
	code: string;
	/** The Copy button's accessible name. */
	copyLabel: string;
	children?: ReactNode;
}

/**
 * The box.
 *
 * @param props           Props.
 * @param props.title     Heading.
 * @param props.code      The code.
 * @param props.copyLabel The Copy button's accessible name.
 * @param props.children  What follows the code (a hint).
 */
export function CodeBox( { title, code, copyLabel, children }: CodeBoxProps ) {
	return (
		<section className="eventin-shortcodes-code">
			<header className="eventin-shortcodes-code__header">
				<h3 className="eventin-shortcodes-code__title">{ title }</h3>
				<Button
					size="small"
					aria-label={ copyLabel }
					onClick={ () => copyWithNotice( code ) }
				>
					{ __( 'Copy', 'eventin-pro' ) }
				</Button>
			</header>
			<pre className="eventin-shortcodes-code__text">
				<code>{ code }</code>
			</pre>
			{ children }
		</section>
	);
}
