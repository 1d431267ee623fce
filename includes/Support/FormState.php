<?php
/**
 * What a visitor typed into a front-end form, kept for the page the form
 * redirects back to (errors and values), so nothing typed is lost.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Form states in transients, keyed by a random key the redirect URL carries,
 * each tied to the event whose page shows it. Kept until they expire, so a
 * reload shows the form the same way.
 */
final class FormState {

	/**
	 * How long a state is kept, in seconds.
	 */
	public const TTL = 600;

	/**
	 * Keeps a state; returns its key.
	 *
	 * @param string               $form     Which form ('checkout', 'rsvp').
	 * @param int                  $event_id Event whose page shows it.
	 * @param array<string,mixed>  $values   Typed values.
	 * @param array<string,string> $errors   Field => message.
	 */
	public static function keep( string $form, int $event_id, array $values, array $errors ): string {
		$key = bin2hex( random_bytes( 12 ) );
		set_transient(
			self::transient( $form, $key ),
			array(
				'event_id' => $event_id,
				'values'   => $values,
				'errors'   => $errors,
			),
			self::TTL
		);
		return $key;
	}

	/**
	 * A kept state of a form for an event, or null.
	 *
	 * @param string $form     Which form.
	 * @param string $key      Key from the URL.
	 * @param int    $event_id Event it must belong to.
	 * @return array{values:array<string,mixed>,errors:array<string,string>}|null
	 */
	public static function take( string $form, string $key, int $event_id ): ?array {
		if ( ! preg_match( '/^[0-9a-f]{24}$/', $key ) ) {
			return null;
		}
		$state = get_transient( self::transient( $form, $key ) );
		if ( ! is_array( $state ) || (int) ( $state['event_id'] ?? 0 ) !== $event_id ) {
			return null;
		}
		return array(
			'values' => (array) $state['values'],
			'errors' => (array) $state['errors'],
		);
	}

	/**
	 * Transient name of a state.
	 *
	 * @param string $form Which form.
	 * @param string $key  Key.
	 */
	private static function transient( string $form, string $key ): string {
		return 'eventin_' . $form . '_form_' . $key;
	}
}
