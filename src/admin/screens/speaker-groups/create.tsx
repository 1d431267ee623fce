/**
 * /group/create: the speaker group form (spec 01 §2, §5, §8).
 */

/**
 * External dependencies
 */
import { Button, Form, Input, Space } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { sameNames } from '../../../components/form-errors';
import { notify } from '../../../components/notifications';
import { useFormSubmit } from '../../../components/use-form-submit';
import { useCollectionActions } from '../../../data/hooks';
import {
	speakerGroupsStore,
	type SpeakerGroup,
} from '../../../data/speaker-groups';
import './style.scss';

const LIST_PATH = '/group';

interface GroupFormValues {
	name: string;
}

/**
 * The screen.
 */
export default function SpeakerGroupCreateScreen() {
	const [ form ] = Form.useForm< GroupFormValues >();
	const navigate = useNavigate();
	const { createItem } =
		useCollectionActions< SpeakerGroup >( speakerGroupsStore );
	const { submit, saving } = useFormSubmit( {
		send: ( values: GroupFormValues ) =>
			createItem( { name: values.name.trim() } ),
		form,
		fieldOf: sameNames( [ 'name' ] ),
		success: __( 'Successfully created group!', 'eventin-pro' ),
		failure: ( error ) =>
			notify.error(
				__( "Couldn't Create Speaker Group", 'eventin-pro' ),
				/* translators: %s: the server's reason. */
				sprintf( __( 'Reason: %s', 'eventin-pro' ), error.message )
			),
		onSuccess: () => navigate( LIST_PATH ),
	} );

	return (
		<section className="eventin-speaker-group-form">
			<h2 className="eventin-speaker-group-form__title">
				{ __( 'Add New Group', 'eventin-pro' ) }
			</h2>
			<Form< GroupFormValues >
				form={ form }
				layout="vertical"
				onFinish={ submit }
				requiredMark
				disabled={ saving }
			>
				<Form.Item
					label={ __( 'Group Name', 'eventin-pro' ) }
					name="name"
					rules={ [
						{
							required: true,
							whitespace: true,
							message: __(
								'Group Name is Required!',
								'eventin-pro'
							),
						},
					] }
				>
					<Input maxLength={ 200 } autoComplete="off" />
				</Form.Item>
				<Space>
					<Button
						onClick={ () => navigate( LIST_PATH ) }
						disabled={ false }
					>
						{ __( 'Cancel', 'eventin-pro' ) }
					</Button>
					<Button type="primary" htmlType="submit" loading={ saving }>
						{ __( 'Create Group', 'eventin-pro' ) }
					</Button>
				</Space>
			</Form>
		</section>
	);
}
