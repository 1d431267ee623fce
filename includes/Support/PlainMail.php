<?php
/**
 * The plugin's mails: plain text through wp_mail, from the sender in
 * Settings, with stored text made safe for a mail (no tags, no line breaks,
 * so no value can add a header or a line of its own).
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

use EventinPro\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Plain-text mail.
 */
final class PlainMail {

	/**
	 * Sends a plain-text mail from the sender in Settings.
	 *
	 * @param string   $to      Address (nothing is sent to anything else).
	 * @param string   $subject Subject.
	 * @param string[] $lines   Body lines.
	 * @return bool Whether wp_mail accepted it.
	 */
	public static function send( string $to, string $subject, array $lines ): bool {
		if ( ! is_email( $to ) ) {
			return false;
		}
		return wp_mail( $to, $subject, implode( "\n", $lines ) . "\n", self::headers() );
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
	public static function text( $value ): string {
		return trim( (string) preg_replace( '/[\r\n\t]+/', ' ', wp_strip_all_tags( (string) $value ) ) );
	}
}
