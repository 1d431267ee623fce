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
 * A-Z a-z 0-9 - _), so they cannot be guessed or enumerated, and unique by the
 * primary key of `{prefix}eventin_ticket_ids`. Eventin 4 made
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
		$this->random = $random ?? static function ( int $length ): string {
			return random_bytes( max( 1, $length ) );
		};
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
	 * The table whose primary key makes new ids unique.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventin_ticket_ids';
	}

	/**
	 * Creates the table (dbDelta; install and upgrade).
	 */
	public static function create_table(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = self::table();
		dbDelta(
			"CREATE TABLE $table (
  ticket_id varchar(32) NOT NULL,
  PRIMARY KEY  (ticket_id)
) {$wpdb->get_charset_collate()};"
		);
	}

	/**
	 * Drops the table (uninstall with content).
	 */
	public static function drop_table(): void {
		global $wpdb;
		$table = self::table();
		$wpdb->query( "DROP TABLE IF EXISTS $table" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.SchemaChange -- our own table name.
	}

	/**
	 * A new id no attendee holds, reserved by a constraint: the id is inserted
	 * into this feature's table, whose primary key refuses one that exists
	 * (INSERT IGNORE: its affected rows say whether it was free), so parallel
	 * requests can never take the same id. Inside the attendee's transaction a
	 * rollback frees the id again. Eventin 4's ids, 10 characters long, cannot
	 * equal a new one.
	 *
	 * @return string|null Null when the random source keeps repeating itself.
	 */
	public function generate(): ?string {
		global $wpdb;
		$table = self::table();
		for ( $i = 0; $i < self::ATTEMPTS; $i++ ) {
			$id       = rtrim( strtr( base64_encode( ( $this->random )( 16 ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- base64url of random bytes, not obfuscation.
			$suppress = $wpdb->suppress_errors();
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- INSERT IGNORE has no API; our own table name.
			$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO $table (ticket_id) VALUES (%s)", $id ) );
			$wpdb->suppress_errors( $suppress );
			if ( false === $inserted ) {
				// No table yet (a site updated without the install step): 128 random bits are unique
				// in practice; a plain check keeps Eventin's ids apart until install creates the table.
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- no cache may answer it.
				$taken = $wpdb->get_var( $wpdb->prepare( "SELECT meta_id FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value = %s LIMIT 1", AttendeesRepository::META_TICKET_ID, $id ) );
				if ( null === $taken ) {
					return $id;
				}
			} elseif ( 1 === (int) $wpdb->rows_affected ) {
				return $id;
			}
		}
		return null;
	}
}
