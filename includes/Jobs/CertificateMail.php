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

use EventinPro\Settings\SettingsRepository;

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
		$name  = self::text( $attendee['name'] ?? '' );
		$lines = array(
			'' !== $name
				/* translators: %s: attendee name. */
				? sprintf( __( 'Hello %s,', 'eventin-pro' ), $name )
				: __( 'Hello,', 'eventin-pro' ),
			'',
			/* translators: %s: event title. */
			sprintf( __( 'Thank you for attending %s. Your certificate is ready:', 'eventin-pro' ), self::text( $event ) ),
			esc_url_raw( $url ),
			'',
			__( 'The link is personal: it opens your certificate only.', 'eventin-pro' ),
		);
		return array(
			'to'      => (string) ( $attendee['email'] ?? '' ),
			/* translators: %s: event title. */
			'subject' => sprintf( __( 'Your certificate for %s', 'eventin-pro' ), self::text( $event ) ),
			'message' => implode( "\n", $lines ) . "\n",
			'headers' => self::headers(),
		);
	}

	/**
	 * Plain text, and the sender in Settings when it is a valid address.
	 *
	 * @return string[]
	 */
	public static function headers(): array {
		$settings = new SettingsRepository();
		$name     = self::text( (string) $settings->get( 'email_sender_name' ) );
		$address  = sanitize_email( (string) $settings->get( 'email_sender_address' ) );
		$headers  = array( 'Content-Type: text/plain; charset=UTF-8' );
		if ( is_email( $address ) ) {
			// The name is quoted, without the characters that would end the quote or the header.
			$headers[] = sprintf( 'From: "%s" <%s>', str_replace( array( '"', '\\' ), '', $name ), $address );
		}
		return $headers;
	}

	/**
	 * Stored text made safe for a plain-text mail: no tags, no line breaks.
	 *
	 * @param mixed $value Value.
	 */
	private static function text( $value ): string {
		return trim( (string) preg_replace( '/[\r\n\t]+/', ' ', wp_strip_all_tags( (string) $value ) ) );
	}
}
