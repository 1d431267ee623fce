/**
 * Columns of the template list: the design's picture, name, status, last
 * change and the row actions.
 */

/**
 * External dependencies
 */
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getBoot } from '../../boot';
import { formatInstant } from '../../../components/dates';
import type { Template } from '../../../data/templates';
import { TemplateThumbnail } from './components/template-thumbnail';
import { builderPath } from './types';

export interface TemplateColumnsOptions {
	onClone: ( template: Template ) => void;
	onEdit: ( template: Template ) => void;
	onDelete: ( template: Template ) => void;
}

/**
 * The columns.
 *
 * @param options Row actions.
 */
export function templateColumns(
	options: TemplateColumnsOptions
): ColumnsType< Template > {
	return [
		{
			title: __( 'Preview', 'eventin-pro' ),
			key: 'thumbnail',
			width: 140,
			render: ( _: unknown, template: Template ) => (
				<TemplateThumbnail template={ template } size="small" />
			),
		},
		{
			title: __( 'Name', 'eventin-pro' ),
			key: 'name',
			render: ( _: unknown, template: Template ) => (
				<Link
					className="eventin-templates__name"
					to={ builderPath( template.id ) }
				>
					{ template.name || __( '(no name)', 'eventin-pro' ) }
				</Link>
			),
		},
		{
			title: __( 'Status', 'eventin-pro' ),
			key: 'status',
			width: 130,
			render: ( _: unknown, template: Template ) =>
				template.status === 'publish' ? (
					<Tag color="success">
						{ __( 'Published', 'eventin-pro' ) }
					</Tag>
				) : (
					<Tag>{ __( 'Draft', 'eventin-pro' ) }</Tag>
				),
		},
		{
			title: __( 'Last modified', 'eventin-pro' ),
			key: 'modified',
			width: 200,
			render: ( _: unknown, template: Template ) =>
				formatInstant( template.modified ?? '', getBoot().timezone ) ||
				'—',
		},
		{
			title: __( 'Actions', 'eventin-pro' ),
			key: 'actions',
			width: 220,
			render: ( _: unknown, template: Template ) => (
				<Space size="small" className="eventin-templates__actions">
					<Button
						size="small"
						onClick={ () => options.onClone( template ) }
					>
						{ __( 'Clone', 'eventin-pro' ) }
					</Button>
					<Button
						size="small"
						onClick={ () => options.onEdit( template ) }
					>
						{ __( 'Edit', 'eventin-pro' ) }
					</Button>
					<Button
						size="small"
						danger
						onClick={ () => options.onDelete( template ) }
					>
						{ __( 'Delete', 'eventin-pro' ) }
					</Button>
				</Space>
			),
		},
	];
}
