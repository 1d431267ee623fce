<?php
/**
 * The certificate job: each attendee of an event gets the link to their
 * certificate, while the event has a published certificate template.
 *
 * @package EventinPro
 */

namespace EventinPro\Jobs;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Templates\Certificates;
use EventinPro\Templates\TemplateRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Certificate mails.
 */
final class CertificateJob implements JobType {

	/**
	 * Why it cannot run: the event has no published certificate template.
	 *
	 * @param array<string,mixed> $job   Job.
	 * @param array<string,mixed> $event Its event.
	 */
	public function cannot_run( array $job, array $event ): string {
		if ( null === TemplateRenderer::published( (int) ( $event['certificate_template'] ?? 0 ), 'certificate' ) ) {
			return __( 'The event no longer has a published certificate template.', 'eventin-pro' );
		}
		return '';
	}

	/**
	 * Each attendee's certificate mail.
	 *
	 * @param array<string,mixed> $job   Job.
	 * @param array<string,mixed> $event Its event.
	 * @param int[]               $ids   Attendee ids.
	 * @return array<int,array{to:string,subject:string,message:string,headers:string[]}|string>
	 */
	public function mails( array $job, array $event, array $ids ): array {
		$people = ( new AttendeesService() )->get_many( $ids );
		$mails  = array();
		foreach ( $ids as $id ) {
			$attendee = $people[ $id ] ?? null;
			$url      = null !== $attendee ? Certificates::url( $id ) : '';
			if ( null === $attendee || ! is_email( (string) $attendee['email'] ) || '' === $url || 'publish' !== get_post_status( $id ) ) {
				$mails[ $id ] = __( 'No longer an attendee with an e-mail address.', 'eventin-pro' );
				continue;
			}
			$mails[ $id ] = CertificateMail::compose( $attendee, (string) ( $event['title'] ?? '' ), $url );
		}
		return $mails;
	}

	/**
	 * What a failed certificate job's progress says.
	 *
	 * @param array<string,mixed> $job Job.
	 */
	public function failed_message( array $job ): string {
		return __( 'The certificates could not all be sent: the event or its certificate template changed.', 'eventin-pro' );
	}
}
