<?php
/**
 * The RSVP invitation job: each invited person gets the organiser's subject
 * and message with the placeholders filled, while the event takes answers.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\Jobs\JobType;

defined( 'ABSPATH' ) || exit;

/**
 * Invitation mails.
 */
final class InvitationJob implements JobType {

	/**
	 * Why it cannot run: the event no longer takes RSVP answers.
	 *
	 * @param array<string,mixed> $job   Job.
	 * @param array<string,mixed> $event Its event.
	 */
	public function cannot_run( array $job, array $event ): string {
		$rsvp = ( new RsvpService() )->event( (int) $event['id'] );
		if ( ! $rsvp || 'publish' !== $rsvp['post_status'] || ! $rsvp['rsvp']['enabled'] ) {
			return __( 'The event no longer takes RSVP answers.', 'eventin-pro' );
		}
		return '';
	}

	/**
	 * Each invited person's mail.
	 *
	 * @param array<string,mixed> $job   Job (payload: subject, message).
	 * @param array<string,mixed> $event Its event.
	 * @param int[]               $ids   Invitation ids.
	 * @return array<int,array{to:string,subject:string,message:string,headers:string[]}|string>
	 */
	public function mails( array $job, array $event, array $ids ): array {
		$invites = ( new InvitationsRepository() )->get_many( $ids );
		$subject = (string) ( $job['payload']['subject'] ?? '' );
		$message = (string) ( $job['payload']['message'] ?? '' );
		$mails   = array();
		foreach ( $ids as $id ) {
			$invite = $invites[ $id ] ?? null;
			if ( null === $invite || (int) $invite['event_id'] !== (int) $event['id'] || ! is_email( $invite['email'] ) || '' === $subject ) {
				$mails[ $id ] = __( 'No longer invited.', 'eventin-pro' );
				continue;
			}
			$mails[ $id ] = InvitationService::compose( $event, $invite['email'], $invite['name'], $subject, $message );
		}
		return $mails;
	}

	/**
	 * What a failed invitation job's progress says.
	 *
	 * @param array<string,mixed> $job Job.
	 */
	public function failed_message( array $job ): string {
		return __( 'The invitations could not all be sent: the event was deleted or no longer takes RSVP answers.', 'eventin-pro' );
	}
}
