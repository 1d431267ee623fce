/**
 * The three template kinds as the dashboard names them (spec 01 §2 "Template
 * chooser": the tabs Event Landing, Event Certificate and Event tickets).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TemplateType } from '../../../data/templates';

/** The kinds in tab order. */
export const TEMPLATE_TYPES: TemplateType[] = [
	'event',
	'certificate',
	'ticket',
];

/**
 * A kind's tab label.
 *
 * @param type Template type.
 */
export function typeLabel( type: TemplateType ): string {
	switch ( type ) {
		case 'certificate':
			return __( 'Event Certificate', 'eventin-pro' );
		case 'ticket':
			return __( 'Event tickets', 'eventin-pro' );
		default:
			return __( 'Event Landing', 'eventin-pro' );
	}
}

/**
 * Where a template is edited (spec 01 §4: after a template is created).
 *
 * @param id Template id.
 */
export const builderPath = ( id: number ) => `/template-builder/${ id }`;

/** The list, and the list with the chooser open (the header's Add New). */
export const LIST_PATH = '/template-builder';
export const CHOOSER_PATH = '/template-builder/create';
