<?php
/**
 * Ticket ids: what a QR code carries and the scanner looks up.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

defined( 'ABSPATH' ) || exit;

/**
 * New ids are 128 random bits from the CSPRNG in base64url (22 characters of
 * A-Z a-z 0-9 - _), so they cannot be guessed or enumerated. Eventin 4 made
 * 10 characters of a-z0-9 with rand(); those stay valid for lookups, and
 * cannot collide with ours (other length).
 */
final class TicketIds {

	/**
	 * Length of a new id.
	 */
	public const LENGTH = 22;

	/**
	 * Draws after which a collision is taken as a broken random source.
	 */
	private const ATTEMPTS = 5;

	/**
	 * Random bytes source (random_bytes; replaceable to test the collision path).
	 *
	 * @var callable(int):string
	 */
	private $random;

	/**
	 * Constructor.
	 *
	 * @param callable(int):string|null $random Random bytes source.
	 */
	public function __construct( ?callable $random = null ) {
		$this->random = $random ?? 'random_bytes';
	}

	/**
	 * Whether a string has the shape of a ticket id, ours or Eventin 4's.
	 *
	 * @param string $id Candidate.
	 */
	public static function is_valid( string $id ): bool {
		return 1 === preg_match( '/^(?:[A-Za-z0-9_-]{22}|[a-z0-9]{10})$/', $id );
	}

	/**
	 * A new id no attendee holds. Call inside a transaction: the check reads the
	 * (meta_key, meta_value) index with a locking read, whose gap lock keeps
	 * another transaction from storing the same id until this one ends, so the
	 * check and the insert that follows it are one step.
	 *
	 * @return string|null Null when the random source keeps repeating itself.
	 */
	public function generate(): ?string {
		global $wpdb;
		for ( $i = 0; $i < self::ATTEMPTS; $i++ ) {
			$id = rtrim( strtr( base64_encode( ( $this->random )( 16 ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- base64url of random bytes, not obfuscation.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a locking read; no cache may answer it.
			$taken = $wpdb->get_var(
				$wpdb->prepare(
					"SELECT meta_id FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value = %s LIMIT 1 FOR UPDATE",
					AttendeesRepository::META_TICKET_ID,
					$id
				)
			);
			if ( null === $taken ) {
				return $id;
			}
		}
		return null;
	}
}
