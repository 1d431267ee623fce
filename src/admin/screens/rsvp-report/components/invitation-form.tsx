/**
 * The RSVP invitation form: the event, the recipients, the subject and the
 * message; Preview and Send. The preview and the progress of the mails
 * show beside it. The form is never reset: every failure keeps what was
 * typed.
 */

/**
 * External dependencies
 */
import { Alert, Button, Form, Select, Space } from 'antd';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatDate } from '../../../../components/dates';
import { JobProgress } from '../../../../components/job-progress';
import type { RsvpInvitationOptions } from '../../../../data/rsvp';
import { invitationKey, useInvitation } from '../hooks/use-invitation';
import { initialValues, type InvitationFormValues } from '../invitation-values';
import { InvitationPreview } from './invitation-preview';
import { MessageFields } from './message-fields';
import { RecipientFields } from './recipient-fields';

interface EventOption {
	value: number;
	label: string;
	date: string;
}

/**
 * The events offered, with the one asked for in the address even when the
 * list leaves it out (the list has the newest hundred).
 *
 * @param options The form's options.
 * @param eventId The event asked for.
 */
function eventOptions(
	options: RsvpInvitationOptions,
	eventId: number | undefined
): EventOption[] {
	const list = options.events.map( ( event ) => ( {
		value: event.id,
		label: event.title,
		date: formatDate( event.start_date, {
			year: 'numeric',
			month: 'short',
			day: 'numeric',
		} ),
	} ) );
	if ( eventId && ! list.some( ( option ) => option.value === eventId ) ) {
		list.unshift( {
			value: eventId,
			label: sprintf(
				/* translators: %d: event id. */
				__( 'Event #%d', 'eventin-pro' ),
				eventId
			),
			date: '',
		} );
	}
	return list;
}

export interface InvitationFormProps {
	options: RsvpInvitationOptions;
	/** The event asked for in the address. */
	eventId?: number;
}

/**
 * The form.
 *
 * @param props         Props.
 * @param props.options The roles and events offered.
 * @param props.eventId The event to preselect.
 */
export function InvitationForm( { options, eventId }: InvitationFormProps ) {
	const [ form ] = Form.useForm< InvitationFormValues >();
	const invitation = useInvitation( form );
	const { preview, run } = invitation;
	const current = Form.useWatch(
		( values: InvitationFormValues ) => invitationKey( values ),
		form
	);
	const stale = !! preview && !! current && current !== preview.key;

	return (
		<div className="eventin-rsvp-invite__body">
			<Form< InvitationFormValues >
				form={ form }
				className="eventin-rsvp-invite__form"
				layout="vertical"
				initialValues={ initialValues( eventId ) }
				onFinish={ invitation.send }
				scrollToFirstError
			>
				{ options.events.length === 0 && (
					<Alert
						className="eventin-rsvp-invite__no-events"
						type="info"
						showIcon
						message={ __(
							'No event takes RSVP yet. RSVP is turned on for each event in the event editor, under Advanced.',
							'eventin-pro'
						) }
					/>
				) }
				<Form.Item< InvitationFormValues >
					label={ __( 'Event', 'eventin-pro' ) }
					name="event_id"
					rules={ [
						{
							required: true,
							message: __( 'Event is Required!', 'eventin-pro' ),
						},
					] }
				>
					<Select< number, EventOption >
						showSearch
						optionFilterProp="label"
						placeholder={ __( 'Choose the event', 'eventin-pro' ) }
						options={ eventOptions( options, eventId ) }
						optionRender={ ( option ) => (
							<span className="eventin-rsvp-invite__event-option">
								{ option.data.label }
								{ option.data.date && (
									<small>{ option.data.date }</small>
								) }
							</span>
						) }
					/>
				</Form.Item>
				<RecipientFields roles={ options.roles } />
				<MessageFields form={ form } />
				<Space className="eventin-rsvp-invite__buttons">
					<Button
						onClick={ invitation.showPreview }
						loading={ invitation.previewing }
					>
						{ __( 'Preview', 'eventin-pro' ) }
					</Button>
					<Button
						type="primary"
						htmlType="submit"
						loading={ invitation.sending }
						disabled={ !! run?.active }
					>
						{ __( 'Send', 'eventin-pro' ) }
					</Button>
				</Space>
			</Form>
			<aside className="eventin-rsvp-invite__aside">
				{ run && (
					<section
						className="eventin-rsvp-invite__progress"
						aria-label={ __( 'Sending', 'eventin-pro' ) }
					>
						<h3 className="eventin-rsvp-invite__aside-title">
							{ __( 'Sending', 'eventin-pro' ) }
						</h3>
						{ /* The start's words; the bar says how far it got. */ }
						<p className="eventin-rsvp-invite__started">
							{ run.message }
						</p>
						<JobProgress
							key={ run.job.id }
							job={ run.job }
							failureText={ __(
								'The invitation could not be sent to everyone.',
								'eventin-pro'
							) }
							onEnd={ invitation.onEnd }
							onError={ invitation.onError }
						/>
					</section>
				) }
				{ preview && (
					<InvitationPreview
						preview={ preview.value }
						stale={ stale }
					/>
				) }
			</aside>
		</div>
	);
}
