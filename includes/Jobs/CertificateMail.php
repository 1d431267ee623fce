<?php
/**
 * The certificate mail: plain text, through wp_mail, from the sender in
 * Settings, with the attendee's private certificate link. Nothing in it comes
 * from a form: the attendee's name and the event's title are stored text,
 * stripped of tags and line breaks.
 *
 * @package EventinPro
 */

namespace EventinPro\Jobs;

use EventinPro\Support\PlainMail;

defined( 'ABSPATH' ) || exit;

/**
 * Certificate mails.
 */
final class CertificateMail {

	/**
	 * The mail of one attendee, ready for wp_mail.
	 *
	 * @param array<string,mixed> $attendee Attendee (AttendeesService::get()).
	 * @param string              $event    Event title.
	 * @param string              $url      The attendee's certificate URL.
	 * @return array{to:string,subject:string,message:string,headers:string[]}
	 */
	public static function compose( array $attendee, string $event, string $url ): array {
		$name  = PlainMail::text( $attendee['name'] ?? '' );
		$lines = array(
			'' !== $name
				/* translators: %s: attendee name. */
				? sprintf( __( 'Hello %s,', 'eventin-pro' ), $name )
				: __( 'Hello,', 'eventin-pro' ),
			'',
			/* translators: %s: event title. */
			sprintf( __( 'Thank you for attending %s. Your certificate is ready:', 'eventin-pro' ), PlainMail::text( $event ) ),
			esc_url_raw( $url ),
			'',
			__( 'The link is personal: it opens your certificate only.', 'eventin-pro' ),
		);
		return array(
			'to'      => (string) ( $attendee['email'] ?? '' ),
			/* translators: %s: event title. */
			'subject' => sprintf( __( 'Your certificate for %s', 'eventin-pro' ), PlainMail::text( $event ) ),
			'message' => implode( "\n", $lines ) . "\n",
			'headers' => PlainMail::headers(),
		);
	}
}
