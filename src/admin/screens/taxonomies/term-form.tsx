/**
 * Shared create form of event categories and tags. On failure the form keeps
 * what the user typed and the field the server named shows its reason.
 */

/**
 * External dependencies
 */
import { Button, Form, Input, Select, Space } from 'antd';
import { Navigate, useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../../api/client';
import { sameNames } from '../../../components/form-errors';
import { useFormSubmit } from '../../../components/use-form-submit';
import type { createCollectionStore } from '../../../data/factory';
import { useCollectionActions, useDocument } from '../../../data/hooks';
import { settingsStore, type Settings } from '../../../data/settings';
import { ColorField } from './color-field';

export interface TermFormValues {
	name: string;
	parent?: number;
	description?: string;
	/** '' for none, else #rrggbb. */
	color?: string;
}

export interface TermFormProps {
	store: ReturnType< typeof createCollectionStore >;
	listPath: string;
	title: string;
	nameLabel: string;
	nameRequired: string;
	/** Options of the Parent Category select; omit for flat taxonomies. */
	parentOptions?: Array< { value: number; label: string } >;
	/** Whether terms have a colour (event categories do). */
	colorField?: boolean;
	/** Notification after a save. */
	success: string;
	/** Replaces the notification of the server's message on failure. */
	onFailed?: ( error: ApiError ) => void;
	className: string;
}

/**
 * The form.
 *
 * @param props Props.
 */
export function TermForm( props: TermFormProps ) {
	const [ form ] = Form.useForm< TermFormValues >();
	const navigate = useNavigate();
	const { createItem } = useCollectionActions( props.store );
	const { value: settings } = useDocument< Settings >( settingsStore );
	const { submit, saving } = useFormSubmit( {
		send: ( values: TermFormValues ) =>
			createItem( {
				name: values.name,
				description: values.description ?? '',
				...( props.parentOptions
					? { parent: values.parent ?? 0 }
					: {} ),
				...( props.colorField ? { color: values.color ?? '' } : {} ),
			} ),
		form,
		fieldOf: sameNames( [ 'name', 'parent', 'description', 'color' ] ),
		success: props.success,
		failure: props.onFailed,
		onSuccess: () => navigate( props.listPath ),
	} );

	if ( settings?.disable_category_and_tags === 'on' ) {
		return <Navigate to={ props.listPath } replace />;
	}

	return (
		<section className={ `eventin-term-form ${ props.className }` }>
			<h2 className="eventin-term-form__title">{ props.title }</h2>
			<Form< TermFormValues >
				form={ form }
				layout="vertical"
				onFinish={ submit }
				requiredMark
				disabled={ saving }
			>
				<Form.Item
					label={ props.nameLabel }
					name="name"
					rules={ [
						{
							required: true,
							whitespace: true,
							message: props.nameRequired,
						},
					] }
				>
					<Input maxLength={ 200 } />
				</Form.Item>
				{ props.parentOptions && (
					<Form.Item
						label={ __( 'Parent Category', 'eventin-pro' ) }
						name="parent"
					>
						<Select
							allowClear
							showSearch
							optionFilterProp="label"
							placeholder={ __( 'None', 'eventin-pro' ) }
							options={ props.parentOptions }
						/>
					</Form.Item>
				) }
				<Form.Item
					label={ __( 'Description', 'eventin-pro' ) }
					name="description"
				>
					<Input.TextArea rows={ 4 } maxLength={ 5000 } />
				</Form.Item>
				{ props.colorField && (
					<Form.Item
						label={ __( 'Colour', 'eventin-pro' ) }
						name="color"
					>
						<ColorField />
					</Form.Item>
				) }
				<Space>
					<Button
						onClick={ () => navigate( props.listPath ) }
						disabled={ false }
					>
						{ __( 'Cancel', 'eventin-pro' ) }
					</Button>
					<Button type="primary" htmlType="submit" loading={ saving }>
						{ __( 'Save', 'eventin-pro' ) }
					</Button>
				</Space>
			</Form>
		</section>
	);
}
