/**
 * The template builder (spec 02 §2), opened after a template is created.
 * Not built yet.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Section } from '../../section';
import { comingSoonRoutes } from '../coming-soon';

export const templateBuilderSection: Section = {
	name: 'template-builder',
	permission: 'etn_manage_event',
	routes: comingSoonRoutes( [ 'template-builder/:id' ], () =>
		__( 'Template Builder', 'eventin-pro' )
	),
};
