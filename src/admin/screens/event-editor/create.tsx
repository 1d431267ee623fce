/**
 * /events/create: makes a draft from a title and a start date, then
 * continues in the editor at /events/create/{id}/basic.
 */

/**
 * External dependencies
 */
import { Button, Form } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { sameNames } from '../../../components/form-errors';
import { useFormSubmit } from '../../../components/use-form-submit';
import { eventsStore } from '../../../data/events';
import { useCollectionActions } from '../../../data/hooks';
import { EventTitleField, StartDateField } from './components/event-fields';
import { Panel } from './components/panel';
import type { EditorEvent } from './types';

interface CreateValues {
	title: string;
	/** Y-m-d */
	start_date: string;
}

/**
 * The screen.
 */
export default function EventCreateScreen() {
	const [ form ] = Form.useForm< CreateValues >();
	const navigate = useNavigate();
	const { createItem } = useCollectionActions< EditorEvent >( eventsStore );
	const { submit, saving } = useFormSubmit( {
		send: ( values: CreateValues ) =>
			createItem( {
				title: values.title.trim(),
				start_date: values.start_date,
			} ),
		form,
		fieldOf: sameNames( [ 'title', 'start_date' ] ),
		onSuccess: ( event ) =>
			navigate( `/events/create/${ event.id }/basic` ),
	} );

	return (
		<Panel className="eventin-event-create" style={ { maxWidth: 560 } }>
			<h2 style={ { marginTop: 0 } }>
				{ __( 'Create Event', 'eventin-pro' ) }
			</h2>
			<Form< CreateValues >
				form={ form }
				layout="vertical"
				onFinish={ submit }
				disabled={ saving }
				requiredMark
			>
				<EventTitleField />
				<StartDateField inputStyle={ { maxWidth: 200 } } />
				<Button type="primary" htmlType="submit" loading={ saving }>
					{ __( 'Create', 'eventin-pro' ) }
				</Button>
			</Form>
		</Panel>
	);
}
