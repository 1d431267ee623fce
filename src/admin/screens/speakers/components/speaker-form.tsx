/**
 * The speaker form of /speakers/create and /speakers/edit/{id}: Name,
 * Email, Phone, Role, Designation, Company, Groups, Photo, Bio, Social links.
 * On a failed save it keeps what the user typed, shows the server's message
 * and marks the field the server named.
 */

/**
 * External dependencies
 */
import { Button, Form, Input, Select, Space } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { MediaImageField } from '../../../../components/media-image-field';
import {
	PersonEmailField,
	PersonNameField,
} from '../../../../components/person-fields';
import { useFormSubmit } from '../../../../components/use-form-submit';
import { useCollection } from '../../../../data/hooks';
import {
	ALL_SPEAKER_GROUPS,
	speakerGroupsStore,
	type SpeakerGroup,
} from '../../../../data/speaker-groups';
import { formFieldOf, payloadOf, type SpeakerFormValues } from '../form-values';
import { LIST_PATH } from '../paths';
import { RoleCheckboxes } from './role-checkboxes';
import { SocialLinksField } from './social-links-field';

const PHONE_MAX_LENGTH = 30;

/**
 * Whether the server takes this phone (SpeakersService): the stored number
 * unchanged, whatever it holds, or digits, spaces and + - ( ) . only.
 *
 * @param value  Typed value.
 * @param stored The speaker's stored phone.
 */
function isAcceptedPhone( value = '', stored = '' ) {
	return value === stored || /^[0-9 +\-().]*$/.test( value.trim() );
}

export interface SpeakerFormProps {
	title: string;
	submitLabel: string;
	initialValues: Partial< SpeakerFormValues >;
	/** Sends the body; resolves when saved. */
	save: ( body: ReturnType< typeof payloadOf > ) => Promise< unknown >;
	success: string;
	failure: string;
}

/**
 * The form.
 *
 * @param props Props.
 */
export function SpeakerForm( props: SpeakerFormProps ) {
	const [ form ] = Form.useForm< SpeakerFormValues >();
	const navigate = useNavigate();
	const groups = useCollection< SpeakerGroup >(
		speakerGroupsStore,
		ALL_SPEAKER_GROUPS
	);

	const { submit, saving } = useFormSubmit( {
		send: ( values: SpeakerFormValues ) =>
			props.save( payloadOf( values ) ),
		form,
		fieldOf: formFieldOf,
		success: props.success,
		failure: props.failure,
		onSuccess: () => navigate( LIST_PATH ),
	} );

	return (
		<section className="eventin-speaker-form">
			<h2 className="eventin-speaker-form__title">{ props.title }</h2>
			<Form< SpeakerFormValues >
				form={ form }
				layout="vertical"
				initialValues={ props.initialValues }
				onFinish={ submit }
				requiredMark
				disabled={ saving }
			>
				<div className="eventin-speaker-form__row">
					<PersonNameField />
					<PersonEmailField />
				</div>
				<div className="eventin-speaker-form__row">
					<Form.Item
						label={ __( 'Phone', 'eventin-pro' ) }
						name="phone"
						rules={ [
							{
								validator: ( _, value?: string ) =>
									isAcceptedPhone(
										value,
										props.initialValues.phone
									)
										? Promise.resolve()
										: Promise.reject(
												new Error(
													__(
														'Use only digits, spaces and + - ( ) .',
														'eventin-pro'
													)
												)
										  ),
							},
						] }
					>
						<Input
							type="tel"
							maxLength={ PHONE_MAX_LENGTH }
							autoComplete="off"
						/>
					</Form.Item>
				</div>
				<Form.Item
					label={ __( 'Role', 'eventin-pro' ) }
					name="category"
					rules={ [
						{
							required: true,
							type: 'array',
							min: 1,
							message: __(
								'Choose at least one role.',
								'eventin-pro'
							),
						},
					] }
				>
					<RoleCheckboxes />
				</Form.Item>
				<div className="eventin-speaker-form__row">
					<Form.Item
						label={ __( 'Designation', 'eventin-pro' ) }
						name="designation"
					>
						<Input maxLength={ 200 } />
					</Form.Item>
					<Form.Item
						label={ __( 'Company', 'eventin-pro' ) }
						name="company"
					>
						<Input maxLength={ 200 } />
					</Form.Item>
				</div>
				<Form.Item
					label={ __( 'Groups', 'eventin-pro' ) }
					name="speaker_group_ids"
				>
					<Select< number[] >
						mode="multiple"
						allowClear
						loading={ groups.isLoading }
						optionFilterProp="label"
						placeholder={ __( 'No group', 'eventin-pro' ) }
						options={ groups.items.map( ( group ) => ( {
							value: group.id,
							label: group.name,
						} ) ) }
					/>
				</Form.Item>
				<Form.Item label={ __( 'Photo', 'eventin-pro' ) } name="image">
					<MediaImageField
						frameTitle={ __( 'Select photo', 'eventin-pro' ) }
						alt={ __( 'Photo', 'eventin-pro' ) }
						imageClassName="eventin-speaker-form__photo"
						maxWidth={ 160 }
						maxHeight={ 160 }
					/>
				</Form.Item>
				<Form.Item label={ __( 'Bio', 'eventin-pro' ) } name="bio">
					<Input.TextArea rows={ 5 } maxLength={ 10000 } />
				</Form.Item>
				<SocialLinksField />
				<Space>
					<Button
						onClick={ () => navigate( LIST_PATH ) }
						disabled={ false }
					>
						{ __( 'Cancel', 'eventin-pro' ) }
					</Button>
					<Button type="primary" htmlType="submit" loading={ saving }>
						{ props.submitLabel }
					</Button>
				</Space>
			</Form>
		</section>
	);
}
