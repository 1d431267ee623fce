/**
 * The right panel (400 px): the selected block's settings (Inspector) and
 * the page's (Body Settings). Must run inside BlockEditorProvider.
 */

/**
 * WordPress dependencies
 */
import { BlockInspector } from '@wordpress/block-editor';
import { TabPanel } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Device } from '../lib/template-css';
import { BodySettings } from './body-settings';

/**
 * The panel.
 *
 * @param props        Props.
 * @param props.device Device being edited.
 */
export function RightPanel( { device }: { device: Device } ) {
	return (
		<aside
			className="eventin-builder__right"
			aria-label={ __( 'Settings', 'eventin-pro' ) }
		>
			<TabPanel
				className="eventin-builder__tabs"
				tabs={ [
					{
						name: 'inspector',
						title: __( 'Inspector', 'eventin-pro' ),
					},
					{
						name: 'body',
						title: __( 'Body Settings', 'eventin-pro' ),
					},
				] }
			>
				{ ( tab ) =>
					tab.name === 'inspector' ? (
						<BlockInspector />
					) : (
						<BodySettings device={ device } />
					)
				}
			</TabPanel>
		</aside>
	);
}
