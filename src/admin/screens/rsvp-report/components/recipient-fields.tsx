/**
 * Who the invitation goes to, any combination of: e-mail addresses typed,
 * the WordPress users holding some roles, the attendees of another event,
 * and the people of this event who answered maybe or have not answered
 * (the reminder). The server merges them without duplicates. At least one
 * is needed; each typed address is checked here and again on the server.
 */

/**
 * External dependencies
 */
import { Checkbox, Form, Input, Select } from 'antd';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { usePermissions } from '../../../../components/permissions/use-permissions';
import type {
	RsvpInvitationRole,
	RsvpReminderAnswer,
} from '../../../../data/rsvp';
import {
	EMAILS_MAX,
	RECIPIENT_FIELDS,
	badEmailsOf,
	emailsOf,
	hasRecipients,
	type InvitationFormValues,
} from '../invitation-values';
import { EventSearchSelect } from '../../../../components/event-search-select';

/**
 * The labels of the answers a reminder goes to.
 */
function answerOptions(): Array< {
	value: RsvpReminderAnswer;
	label: string;
} > {
	return [
		{ value: 'maybe', label: __( 'Answered maybe', 'eventin-pro' ) },
		{
			value: 'not_answered',
			label: __( 'Not answered yet', 'eventin-pro' ),
		},
	];
}

/**
 * A role and how many users hold it: "Editor (3 users)".
 *
 * @param role Role.
 */
function roleLabel( role: RsvpInvitationRole ): string {
	return sprintf(
		/* translators: 1: role name, 2: number of users holding it. */
		_n(
			'%1$s (%2$s user)',
			'%1$s (%2$s users)',
			role.users,
			'eventin-pro'
		),
		role.name,
		role.users.toLocaleString()
	);
}

/**
 * Holds no value: its Form.Item shows the errors about the recipients as a
 * whole.
 */
function NoControl() {
	return null;
}

/**
 * The fields. The roles show to those the server lists them for (who may
 * list users), another event's attendees to those who may manage
 * attendees: the server asks the same.
 *
 * @param props       Props.
 * @param props.roles The site's roles.
 */
export function RecipientFields( { roles }: { roles: RsvpInvitationRole[] } ) {
	const { can } = usePermissions();
	return (
		<fieldset className="eventin-rsvp-invite__recipients">
			<legend>{ __( 'Recipients', 'eventin-pro' ) }</legend>
			<p className="eventin-rsvp-invite__hint">
				{ __(
					'Choose any of these; each person gets one mail, however many of them name them.',
					'eventin-pro'
				) }
			</p>
			<Form.Item< InvitationFormValues >
				label={ __( 'E-mail addresses', 'eventin-pro' ) }
				name="emails"
				extra={ __(
					'Separate the addresses with commas, spaces or new lines.',
					'eventin-pro'
				) }
				rules={ [
					{
						validator: async ( _, value?: string ) => {
							if ( emailsOf( value ).length > EMAILS_MAX ) {
								throw new Error(
									sprintf(
										/* translators: %d: most addresses. */
										__(
											'At most %d typed addresses per send.',
											'eventin-pro'
										),
										EMAILS_MAX
									)
								);
							}
							const bad = badEmailsOf( value );
							if ( bad.length ) {
								throw new Error(
									sprintf(
										/* translators: %s: what was typed as an address, comma-separated when several. */
										__(
											'Not an e-mail address: %s',
											'eventin-pro'
										),
										bad.join( ', ' )
									)
								);
							}
						},
					},
				] }
			>
				<Input.TextArea rows={ 3 } autoComplete="off" />
			</Form.Item>
			{ roles.length > 0 && (
				<Form.Item< InvitationFormValues >
					label={ __(
						'WordPress users with the role',
						'eventin-pro'
					) }
					name="roles"
				>
					<Select< string[] >
						mode="multiple"
						allowClear
						optionFilterProp="label"
						placeholder={ __( 'Choose roles', 'eventin-pro' ) }
						options={ roles.map( ( role ) => ( {
							value: role.slug,
							label: roleLabel( role ),
						} ) ) }
					/>
				</Form.Item>
			) }
			{ can( 'etn_manage_attendee' ) && (
				<Form.Item< InvitationFormValues >
					label={ __( 'Attendees of another event', 'eventin-pro' ) }
					name="attendees_of"
				>
					<EventSearchSelect
						className="eventin-rsvp-invite__event-search"
						placeholder={ __( 'Search an event', 'eventin-pro' ) }
					/>
				</Form.Item>
			) }
			<Form.Item< InvitationFormValues >
				label={ __( "From this event's answers", 'eventin-pro' ) }
				name="answers"
			>
				<Checkbox.Group options={ answerOptions() } />
			</Form.Item>
			<Form.Item< InvitationFormValues >
				name="recipients"
				className="eventin-rsvp-invite__recipients-check"
				dependencies={ [ ...RECIPIENT_FIELDS ] }
				rules={ [
					( { getFieldsValue } ) => ( {
						validator: async () => {
							if ( ! hasRecipients( getFieldsValue() ) ) {
								throw new Error(
									__(
										'Choose at least one recipient.',
										'eventin-pro'
									)
								);
							}
						},
					} ),
				] }
			>
				<NoControl />
			</Form.Item>
		</fieldset>
	);
}
