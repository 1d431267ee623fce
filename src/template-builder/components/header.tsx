/**
 * The builder's header (spec 02 §2): back, the template's name (editable in
 * place), the sidebar toggles, Elementor's link when the site has it, the
 * select-event button and device switch of event templates or the
 * orientation switch of the others, preview, undo/redo and the split Save
 * button ('Save & Publish' while draft, 'Save' otherwise, and 'Draft').
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	DropdownMenu,
	MenuGroup,
	MenuItem,
} from '@wordpress/components';
import type { ComponentProps } from 'react';

type Icon = ComponentProps< typeof Button >[ 'icon' ];
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	TemplateOrientation,
	TemplateStatus,
	TemplateType,
} from '../../data/templates';
import type { SaveMode } from '../lib/save';
import type { Device } from '../lib/template-css';

export type LeftPanel = 'blocks' | 'placeholders' | 'layers';

export interface HeaderProps {
	name: string;
	onNameChange: ( name: string ) => void;
	type: TemplateType;
	status: TemplateStatus;
	leftPanel: LeftPanel | null;
	onToggleLeft: ( panel: LeftPanel ) => void;
	hasUndo: boolean;
	hasRedo: boolean;
	onUndo: () => void;
	onRedo: () => void;
	orientation: TemplateOrientation;
	onOrientationChange: ( orientation: TemplateOrientation ) => void;
	device: Device;
	onDeviceChange: ( device: Device ) => void;
	onSelectEvent: () => void;
	onPreview: () => void;
	onSave: ( mode: SaveMode ) => void;
	isSaving: boolean;
	onBack: () => void;
	elementorUrl?: string;
}

const DEVICES: Array< [ Device, Icon, () => string ] > = [
	[ 'Desktop', 'desktop', () => __( 'Desktop', 'eventin-pro' ) ],
	[ 'Tablet', 'tablet', () => __( 'Tablet', 'eventin-pro' ) ],
	[ 'Mobile', 'smartphone', () => __( 'Mobile', 'eventin-pro' ) ],
];

/**
 * The header.
 *
 * @param props Props.
 */
export function Header( props: HeaderProps ) {
	const {
		name,
		type,
		status,
		leftPanel,
		onToggleLeft,
		orientation,
		device,
		isSaving,
	} = props;
	const toggles: Array< [ LeftPanel, Icon, string ] > = [
		[ 'blocks', 'plus-alt2', __( 'All Blocks', 'eventin-pro' ) ],
		...( type === 'event'
			? []
			: ( [
					[
						'placeholders',
						'shortcode',
						__( 'Eventin Placeholders', 'eventin-pro' ),
					],
			  ] as Array< [ LeftPanel, Icon, string ] > ) ),
		[ 'layers', 'list-view', __( 'Documents Overview', 'eventin-pro' ) ],
	];

	return (
		<header className="eventin-builder__header">
			<div className="eventin-builder__header-start">
				<Button
					icon="arrow-left-alt2"
					label={ __( 'Back to templates', 'eventin-pro' ) }
					onClick={ props.onBack }
				/>
				<input
					className="eventin-builder__name"
					value={ name }
					aria-label={ __( 'Template name', 'eventin-pro' ) }
					maxLength={ 200 }
					onChange={ ( event ) =>
						props.onNameChange( event.target.value )
					}
				/>
				<div
					className="eventin-builder__toggles"
					role="group"
					aria-label={ __( 'Sidebars', 'eventin-pro' ) }
				>
					{ toggles.map( ( [ panel, icon, label ] ) => (
						<Button
							key={ panel }
							icon={ icon }
							label={ label }
							isPressed={ leftPanel === panel }
							onClick={ () => onToggleLeft( panel ) }
						/>
					) ) }
				</div>
			</div>
			<div className="eventin-builder__header-center">
				{ type === 'event' ? (
					<>
						<Button
							variant="secondary"
							onClick={ props.onSelectEvent }
						>
							{ __( 'Select Event', 'eventin-pro' ) }
						</Button>
						<div
							className="eventin-builder__switch"
							role="group"
							aria-label={ __( 'Device', 'eventin-pro' ) }
						>
							{ DEVICES.map( ( [ value, icon, label ] ) => (
								<Button
									key={ value }
									icon={ icon }
									label={ label() }
									isPressed={ device === value }
									onClick={ () =>
										props.onDeviceChange( value )
									}
								/>
							) ) }
						</div>
					</>
				) : (
					<div
						className="eventin-builder__switch"
						role="group"
						aria-label={ __( 'Orientation', 'eventin-pro' ) }
					>
						<Button
							isPressed={ orientation === 'landscape' }
							onClick={ () =>
								props.onOrientationChange( 'landscape' )
							}
						>
							{ __( 'Landscape', 'eventin-pro' ) }
						</Button>
						<Button
							isPressed={ orientation === 'portrait' }
							onClick={ () =>
								props.onOrientationChange( 'portrait' )
							}
						>
							{ __( 'Portrait', 'eventin-pro' ) }
						</Button>
					</div>
				) }
			</div>
			<div className="eventin-builder__header-end">
				<Button
					icon="undo"
					label={ __( 'Undo', 'eventin-pro' ) }
					shortcut="Ctrl+Z"
					disabled={ ! props.hasUndo }
					accessibleWhenDisabled
					onClick={ props.onUndo }
				/>
				<Button
					icon="redo"
					label={ __( 'Redo', 'eventin-pro' ) }
					shortcut="Ctrl+Shift+Z"
					disabled={ ! props.hasRedo }
					accessibleWhenDisabled
					onClick={ props.onRedo }
				/>
				{ props.elementorUrl && (
					<Button variant="tertiary" href={ props.elementorUrl }>
						{ __( 'Edit with Elementor', 'eventin-pro' ) }
					</Button>
				) }
				<Button
					icon="visibility"
					label={ __( 'Preview', 'eventin-pro' ) }
					onClick={ props.onPreview }
				/>
				<div className="eventin-builder__save">
					<Button
						variant="primary"
						isBusy={ isSaving }
						disabled={ isSaving }
						accessibleWhenDisabled
						onClick={ () => props.onSave( 'publish' ) }
					>
						{ status === 'draft'
							? __( 'Save & Publish', 'eventin-pro' )
							: __( 'Save', 'eventin-pro' ) }
					</Button>
					<DropdownMenu
						icon="arrow-down-alt2"
						label={ __( 'More save options', 'eventin-pro' ) }
						toggleProps={ {
							variant: 'primary',
							disabled: isSaving,
							className: 'eventin-builder__save-more',
						} }
						popoverProps={ { placement: 'bottom-end' } }
					>
						{ ( { onClose } ) => (
							<MenuGroup>
								<MenuItem
									onClick={ () => {
										onClose();
										props.onSave( 'draft' );
									} }
								>
									{ __( 'Draft', 'eventin-pro' ) }
								</MenuItem>
							</MenuGroup>
						) }
					</DropdownMenu>
				</div>
			</div>
		</header>
	);
}
