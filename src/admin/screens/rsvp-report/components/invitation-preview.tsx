/**
 * The mail the first recipient would get, as the server rendered it: To,
 * Subject and Message, then how many people it goes to and the first of
 * them. Everything the server sent is shown as text (React escapes it; the
 * message keeps its line breaks through CSS), never as HTML.
 */

/**
 * External dependencies
 */
import { Alert } from 'antd';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	RsvpInvitationPreview,
	RsvpInvitationRecipient,
} from '../../../../data/rsvp';

/**
 * "Ann Lee <ann@example.org>", or the address alone without a name.
 *
 * @param person Recipient.
 */
export function addressOf( person: RsvpInvitationRecipient ): string {
	return person.name ? `${ person.name } <${ person.email }>` : person.email;
}

export interface InvitationPreviewProps {
	preview: RsvpInvitationPreview;
	/** The form changed since: the preview shows what it was. */
	stale?: boolean;
}

/**
 * The preview.
 *
 * @param props         Props.
 * @param props.preview What the preview route answered.
 * @param props.stale   Whether the form changed since.
 */
export function InvitationPreview( {
	preview,
	stale,
}: InvitationPreviewProps ) {
	const more = preview.total - preview.sample.length;
	return (
		<section
			className="eventin-rsvp-invite__preview"
			aria-label={ __( 'Preview', 'eventin-pro' ) }
		>
			<h3 className="eventin-rsvp-invite__aside-title">
				{ __( 'Preview', 'eventin-pro' ) }
			</h3>
			{ stale && (
				<Alert
					type="info"
					showIcon
					message={ __(
						'The form has changed since this preview: preview again to see the changes.',
						'eventin-pro'
					) }
				/>
			) }
			<dl className="eventin-rsvp-invite__mail">
				<dt>{ __( 'To:', 'eventin-pro' ) }</dt>
				<dd className="eventin-rsvp-invite__to">
					{ preview.to ? addressOf( preview.to ) : '—' }
				</dd>
				<dt>{ __( 'Subject:', 'eventin-pro' ) }</dt>
				<dd className="eventin-rsvp-invite__subject">
					{ preview.subject }
				</dd>
			</dl>
			<div className="eventin-rsvp-invite__message">
				{ preview.message }
			</div>
			<p className="eventin-rsvp-invite__total">
				<strong>
					{ sprintf(
						/* translators: %s: number of people the invitation goes to. */
						_n(
							'%s recipient',
							'%s recipients',
							preview.total,
							'eventin-pro'
						),
						preview.total.toLocaleString()
					) }
				</strong>
			</p>
			{ preview.sample.length > 0 && (
				<ul className="eventin-rsvp-invite__sample">
					{ preview.sample.map( ( person ) => (
						<li key={ person.email }>{ addressOf( person ) }</li>
					) ) }
				</ul>
			) }
			{ more > 0 && (
				<p className="eventin-rsvp-invite__more">
					{ sprintf(
						/* translators: %s: number of recipients not listed. */
						_n( 'and %s more', 'and %s more', more, 'eventin-pro' ),
						more.toLocaleString()
					) }
				</p>
			) }
		</section>
	);
}
