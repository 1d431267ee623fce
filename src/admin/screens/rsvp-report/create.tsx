/**
 * /rsvp-report/create, where the 'RSVP Reminder' button leads (and an
 * event's responses, with `?event_id=`): the RSVP invitation form, to invite
 * people to answer an event or remind those who said maybe or have not
 * answered. Sending needs the permission etn_manage_rsvp (the report only
 * etn_manage_event): without it a panel says so. The shell's Go Back leads
 * to the report.
 */

/**
 * External dependencies
 */
import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { usePermissions } from '../../../components/permissions/use-permissions';
import { useDocument } from '../../../data/hooks';
import {
	rsvpInvitationOptionsStore,
	type RsvpInvitationOptions,
} from '../../../data/rsvp';
import { InvitationForm } from './components/invitation-form';
import { RsvpModuleGate } from './components/module-gate';
import { eventIdOf } from './invitation-values';
import './style.scss';

/** The permission that sends invitations. */
export const INVITE_PERMISSION = 'etn_manage_rsvp';

/**
 * The panel shown to users who may read the report but not send.
 */
function NoPermission() {
	return (
		<section className="eventin-rsvp__panel" role="alert">
			<h2 className="eventin-rsvp__panel-title">
				{ __(
					'You do not have permission to send RSVP invitations.',
					'eventin-pro'
				) }
			</h2>
			<p>
				{ __(
					"An administrator can give your role the permission 'RSVP Invitations & Reminders' under Manage Access.",
					'eventin-pro'
				) }
			</p>
			<Link to="/rsvp-report">
				{ __( 'Open the RSVP report', 'eventin-pro' ) }
			</Link>
		</section>
	);
}

/**
 * The form once the roles and events it offers have arrived.
 */
function Invitation() {
	const { search } = useLocation();
	const { value: options, error } = useDocument< RsvpInvitationOptions >(
		rsvpInvitationOptionsStore
	);
	let body: ReactNode;
	if ( error ) {
		body = (
			<Alert
				type="error"
				showIcon
				message={ __(
					'Could not load the events and roles to invite.',
					'eventin-pro'
				) }
				description={ error.message }
			/>
		);
	} else if ( ! options ) {
		body = <Spin className="eventin-rsvp-invite__loading" />;
	} else {
		body = (
			<InvitationForm
				options={ options }
				eventId={ eventIdOf( search ) }
			/>
		);
	}
	return (
		<section className="eventin-rsvp eventin-rsvp-invite">
			<header className="eventin-rsvp-invite__heading">
				<h2 className="eventin-rsvp__panel-title">
					{ __( 'RSVP invitation', 'eventin-pro' ) }
				</h2>
				<p>
					{ __(
						'Invite people to answer an event, or remind those who said maybe or have not answered yet.',
						'eventin-pro'
					) }
				</p>
			</header>
			{ body }
		</section>
	);
}

/**
 * The screen.
 */
export default function RsvpCreateScreen() {
	const { can } = usePermissions();
	return (
		<RsvpModuleGate>
			{ can( INVITE_PERMISSION ) ? <Invitation /> : <NoPermission /> }
		</RsvpModuleGate>
	);
}
