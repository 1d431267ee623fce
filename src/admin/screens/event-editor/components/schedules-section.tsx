/**
 * Schedules shown on the event, picked from the schedules store. With no
 * schedules (or when they cannot be read) the select is empty with a note,
 * and the page still saves.
 */

/**
 * External dependencies
 */
import { Form, Select, Typography } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCollection } from '../../../../data/hooks';
import {
	ALL_SCHEDULES,
	schedulesStore,
	type Schedule,
} from '../../../../data/schedules';
import { useEventSave } from '../hooks/use-event-save';
import type { EditorEvent } from '../types';
import { SectionForm } from './section-form';

const FIELDS = [ 'schedules' ];

interface ScheduleValues {
	schedules: number[];
}

/**
 * The section.
 *
 * @param props       Props.
 * @param props.event Event.
 */
export function SchedulesSection( { event }: { event: EditorEvent } ) {
	const [ form ] = Form.useForm< ScheduleValues >();
	const { save, saving } = useEventSave( form, event.id, FIELDS );
	const { items, isLoading } = useCollection< Schedule >(
		schedulesStore,
		ALL_SCHEDULES
	);

	return (
		<SectionForm< ScheduleValues >
			className="eventin-event-editor__schedules"
			title={ __( 'Schedules', 'eventin-pro' ) }
			form={ form }
			initialValues={ { schedules: event.schedules ?? [] } }
			saving={ saving }
			onFinish={ ( values ) =>
				save( { schedules: values.schedules ?? [] } )
			}
		>
			<Form.Item
				label={ __( 'Schedules', 'eventin-pro' ) }
				name="schedules"
				extra={
					! isLoading && items.length === 0 ? (
						<Typography.Text type="secondary">
							{ __( 'No schedules yet.', 'eventin-pro' ) }
						</Typography.Text>
					) : undefined
				}
			>
				<Select
					mode="multiple"
					allowClear
					loading={ isLoading }
					optionFilterProp="label"
					options={ items.map( ( schedule ) => ( {
						value: schedule.id,
						// Several days often share a title: the date tells them apart.
						label: schedule.date
							? `${ schedule.program_title } · ${ schedule.date }`
							: schedule.program_title,
					} ) ) }
				/>
			</Form.Item>
		</SectionForm>
	);
}
