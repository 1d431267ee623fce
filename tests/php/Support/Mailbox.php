<?php
/**
 * Keeps the mails WordPress would have sent.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

/**
 * Catches wp_mail() through the pre_wp_mail filter, so no test sends mail and
 * a test can assert who would have been mailed.
 */
final class Mailbox {

	/**
	 * Mails since the last reset, each as wp_mail()'s arguments.
	 *
	 * @var array<int,array{to:string|string[],subject:string,message:string,headers:string|string[],attachments:string|string[]}>
	 */
	private static $mails = array();

	/**
	 * The pre_wp_mail filter: keep the mail and report it as sent.
	 *
	 * @param null|bool $result A result from an earlier filter, or null.
	 * @param array     $atts   wp_mail() arguments.
	 * @return bool
	 */
	public static function capture( $result, array $atts ): bool {
		if ( null !== $result ) {
			return (bool) $result;
		}
		self::$mails[] = $atts;
		return true;
	}

	/**
	 * Mails caught since the last reset.
	 *
	 * @return array<int,array>
	 */
	public static function sent(): array {
		return self::$mails;
	}

	/**
	 * Empties the mailbox.
	 */
	public static function reset(): void {
		self::$mails = array();
	}
}
