/**
 * The settings form, in groups: General, Scanner, E-mail, Tickets, Bookings,
 * for holders of etn_manage_shortcode Embedded widgets and, for
 * administrators, Data. Save sends only what changed; on failure the form
 * keeps what was typed, marks the fields the server named and shows its
 * message; on success a notification says so and every screen follows the
 * new settings (the settings store holds the server's answer).
 */

/**
 * External dependencies
 */
import { Button, Form, Input, Radio } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NumberInput } from '../../../../components/number-input';
import { confirmAction } from '../../../../components/confirm';
import { useFormSubmit } from '../../../../components/use-form-submit';
import { useSaveSettings, type Settings } from '../../../../data/settings';
import { changesOf, formFieldOf } from '../form-values';
import { CurrencyFields } from './currency-fields';
import { EmbedDomainsField } from './embed-domains-field';
import { OnOffSwitch } from './on-off-switch';
import { SettingsGroup } from './settings-group';

export interface SettingsFormProps {
	/** The stored settings. */
	settings: Settings;
	/** Whether the user manages the site's options (the Data group). */
	siteAdmin: boolean;
	/** Whether the user manages shortcodes (the Embedded widgets group). */
	embedDomains?: boolean;
	/**
	 * Whether the user holds the settings permission (every group but
	 * Embedded widgets and Data); a user who manages shortcodes only sees
	 * Embedded widgets.
	 */
	general?: boolean;
}

/**
 * Asks before uninstalling is allowed to delete everything.
 */
const confirmDeleteOnUninstall = () =>
	confirmAction( {
		title: __(
			'Delete all Eventin data when the plugin is uninstalled?',
			'eventin-pro'
		),
		content: __(
			"Uninstalling Eventin Pro will then permanently delete its events, schedules, speakers' profiles, attendees, bookings, templates, RSVP responses, event categories, tags and speaker groups, and these settings. The WordPress user accounts of speakers and organizers stay.",
			'eventin-pro'
		),
		okText: __( 'Delete on uninstall', 'eventin-pro' ),
		onConfirm: async () => undefined,
	} );

/**
 * The form.
 *
 * @param props Props.
 */
export function SettingsForm( props: SettingsFormProps ) {
	const { settings, siteAdmin, embedDomains = false, general = true } = props;
	const [ form ] = Form.useForm< Settings >();
	const save = useSaveSettings();
	const { submit, saving } = useFormSubmit( {
		send: ( values: Settings ) =>
			save(
				changesOf( settings, values, siteAdmin, embedDomains, general )
			),
		form,
		fieldOf: formFieldOf,
		success: __( 'Successfully saved the settings!', 'eventin-pro' ),
		failure: __( 'Failed to save the settings!', 'eventin-pro' ),
		// Show what the server stored (trimmed, markup removed).
		onSuccess: ( saved ) => form.setFieldsValue( saved ),
	} );

	return (
		<Form< Settings >
			form={ form }
			className="eventin-settings__form"
			layout="vertical"
			initialValues={ settings }
			onFinish={ submit }
			disabled={ saving }
		>
			{ general && (
				<>
					<SettingsGroup
						id="general"
						title={ __( 'General', 'eventin-pro' ) }
					>
						<Form.Item
							label={ __(
								'Disable categories and tags',
								'eventin-pro'
							) }
							name="disable_category_and_tags"
							extra={ __(
								'Event categories and tags can no longer be added from the dashboard.',
								'eventin-pro'
							) }
						>
							<OnOffSwitch />
						</Form.Item>
						<Form.Item
							label={ __( 'RSVP', 'eventin-pro' ) }
							name={ [ 'modules', 'rsvp' ] }
							extra={ __(
								'RSVP invitations, reminders and the RSVP report of each event.',
								'eventin-pro'
							) }
						>
							<OnOffSwitch />
						</Form.Item>
					</SettingsGroup>

					<SettingsGroup
						id="scanner"
						title={ __( 'Scanner', 'eventin-pro' ) }
					>
						<Form.Item
							label={ __(
								'When a ticket is scanned',
								'eventin-pro'
							) }
							name="attendee_verification_style"
						>
							<Radio.Group
								className="eventin-settings__choices"
								options={ [
									{
										value: 'on',
										label: __(
											'Check the attendee in at once',
											'eventin-pro'
										),
									},
									{
										value: 'off',
										label: __(
											'Show the ticket first, then confirm or reject',
											'eventin-pro'
										),
									},
								] }
							/>
						</Form.Item>
						<Form.Item
							label={ __( 'Failure message', 'eventin-pro' ) }
							name="scanner_failure_message"
							extra={ __(
								'Shown by the scanner when the network fails or no camera is found.',
								'eventin-pro'
							) }
						>
							<Input.TextArea maxLength={ 250 } rows={ 2 } />
						</Form.Item>
					</SettingsGroup>

					<SettingsGroup
						id="email"
						title={ __( 'E-mail', 'eventin-pro' ) }
						description={ __(
							'The sender of the mails the plugin sends: bookings, tickets, certificates and invitations.',
							'eventin-pro'
						) }
					>
						<Form.Item
							label={ __( 'Sender name', 'eventin-pro' ) }
							name="email_sender_name"
						>
							<Input
								maxLength={ 100 }
								autoComplete="organization"
							/>
						</Form.Item>
						<Form.Item
							label={ __(
								'Sender e-mail address',
								'eventin-pro'
							) }
							name="email_sender_address"
						>
							<Input maxLength={ 100 } autoComplete="email" />
						</Form.Item>
					</SettingsGroup>

					<SettingsGroup
						id="tickets"
						title={ __( 'Tickets', 'eventin-pro' ) }
						description={ __(
							'How ticket prices are shown in the dashboard and on the site.',
							'eventin-pro'
						) }
					>
						<CurrencyFields stored={ settings.currency } />
					</SettingsGroup>

					<SettingsGroup
						id="bookings"
						title={ __( 'Bookings', 'eventin-pro' ) }
						description={ __(
							'Bookings visitors make on the event page.',
							'eventin-pro'
						) }
					>
						<Form.Item
							label={ __(
								'Cancel unpaid bookings after',
								'eventin-pro'
							) }
							name="pending_booking_hours"
							extra={ __(
								'A booking still unpaid after this many hours is cancelled, its places are freed and the buyer is told (1 to 720 hours).',
								'eventin-pro'
							) }
						>
							<NumberInput
								min={ 1 }
								max={ 720 }
								precision={ 0 }
								suffix={ __( 'hours', 'eventin-pro' ) }
							/>
						</Form.Item>
						<Form.Item
							label={ __(
								'Notify the site of each booking',
								'eventin-pro'
							) }
							name="booking_admin_notification"
							extra={ __(
								"A mail to the site's administration e-mail address for each booking made on the event page.",
								'eventin-pro'
							) }
						>
							<OnOffSwitch />
						</Form.Item>
					</SettingsGroup>
				</>
			) }

			{ embedDomains && (
				<SettingsGroup
					id="embed"
					title={ __( 'Embedded widgets', 'eventin-pro' ) }
					description={ __(
						'Sites where the scripts of the shortcode generator (Get Script) may show their widget. Any other site gets an empty frame.',
						'eventin-pro'
					) }
				>
					<Form.Item
						label={ __( 'Allowed sites', 'eventin-pro' ) }
						name="embed_domains"
						extra={ __(
							'Each site exactly as its address starts: https:// or http://, the host and any port, without a path (https://www.example.com).',
							'eventin-pro'
						) }
					>
						<EmbedDomainsField />
					</Form.Item>
				</SettingsGroup>
			) }

			{ siteAdmin && (
				<SettingsGroup id="data" title={ __( 'Data', 'eventin-pro' ) }>
					<Form.Item
						label={ __(
							'Delete all data on uninstall',
							'eventin-pro'
						) }
						name="delete_data_on_uninstall"
						extra={ __(
							'Off: uninstalling the plugin keeps events, people and bookings for a later install.',
							'eventin-pro'
						) }
					>
						<OnOffSwitch beforeOn={ confirmDeleteOnUninstall } />
					</Form.Item>
				</SettingsGroup>
			) }

			<div className="eventin-settings__actions">
				<Button type="primary" htmlType="submit" loading={ saving }>
					{ __( 'Save Changes', 'eventin-pro' ) }
				</Button>
			</div>
		</Form>
	);
}
