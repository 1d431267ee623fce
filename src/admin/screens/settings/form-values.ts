/**
 * The settings form's fields and what a save sends: only the fields that
 * differ from the stored settings, so a value the form does not show (or an
 * older site's value the form would not offer) is never sent back.
 */

/**
 * Internal dependencies
 */
import type { FieldPath } from '../../../components/form-errors';
import type { Settings, SettingsChanges } from '../../../data/settings';

/** Fields every settings user edits. */
const FIELDS: Array< Exclude< keyof Settings, 'modules' > > = [
	'disable_category_and_tags',
	'attendee_verification_style',
	'scanner_failure_message',
	'email_sender_name',
	'email_sender_address',
	'currency',
	'currency_position',
	'pending_booking_hours',
	'booking_admin_notification',
];

/** Only for users who manage the site's options. */
const ADMIN_FIELDS: Array< keyof Settings > = [ 'delete_data_on_uninstall' ];

/** Only for users who manage shortcodes (etn_manage_shortcode). */
const EMBED_FIELD = 'embed_domains';

/**
 * The changes between the stored settings and the form's values.
 *
 * @param stored    Settings as the server has them.
 * @param values    The form's values.
 * @param siteAdmin Whether the form shows the administrator-only fields.
 * @param embed     Whether the form shows the sites allowed to embed widgets.
 * @param general   Whether the form shows the settings every settings user
 *                  edits (not for those who manage shortcodes only).
 */
export function changesOf(
	stored: Settings,
	values: Settings,
	siteAdmin: boolean,
	embed = false,
	general = true
): SettingsChanges {
	const changes: Record< string, unknown > = {};
	const fields = [
		...( general ? FIELDS : [] ),
		...( siteAdmin ? ADMIN_FIELDS : [] ),
	];
	fields.forEach( ( name ) => {
		if ( values[ name ] !== stored[ name ] ) {
			changes[ name ] = values[ name ];
		}
	} );
	if ( general && values.modules?.rsvp !== stored.modules.rsvp ) {
		changes.modules = { rsvp: values.modules.rsvp };
	}
	const sites = values[ EMBED_FIELD ] ?? [];
	if ( embed && sites.join( '\n' ) !== stored[ EMBED_FIELD ].join( '\n' ) ) {
		changes[ EMBED_FIELD ] = sites;
	}
	return changes as SettingsChanges;
}

/**
 * The form field of a field the server named.
 *
 * @param apiField Field name in the API.
 */
export function formFieldOf( apiField: string ): FieldPath | undefined {
	if ( apiField === 'modules' ) {
		return [ 'modules', 'rsvp' ];
	}
	return [ ...FIELDS, ...ADMIN_FIELDS, EMBED_FIELD ].includes(
		apiField as keyof Settings
	)
		? apiField
		: undefined;
}
