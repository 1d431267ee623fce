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
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../../api/client';
import { markServerErrors, sameNames } from '../../../components/form-errors';
import { notify } from '../../../components/notifications';
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
	const [ saving, setSaving ] = useState( false );
	const { createItem } = useCollectionActions< EditorEvent >( eventsStore );

	const submit = async ( values: CreateValues ) => {
		setSaving( true );
		try {
			const event = await createItem( {
				title: values.title.trim(),
				start_date: values.start_date,
			} );
			navigate( `/events/create/${ event.id }/basic` );
		} catch ( error ) {
			const apiError = error as ApiError;
			markServerErrors(
				form,
				apiError,
				sameNames( [ 'title', 'start_date' ] )
			);
			notify.error( apiError.message );
			setSaving( false );
		}
	};

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
