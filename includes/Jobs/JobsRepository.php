<?php
/**
 * The job queue's two tables and their SQL.
 *
 * @package EventinPro
 */

namespace EventinPro\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * Repository.
 *
 * `{prefix}eventin_jobs` holds one row per job (a mail to many recipients):
 * its type, event, status, counters, creator and the runner's lock
 * (`lock_until`, a Unix time: whoever moved it forward with one
 * compare-and-set UPDATE owns the job until then). `active_key` is
 * `type:event` while the job is queued or running and NULL after: its
 * unique index lets one statement decide that an event has one active job
 * of a type, however many requests start one at once.
 *
 * `{prefix}eventin_job_items` is the per-recipient ledger, one row per
 * (job, attendee) (unique). An item goes `queued` → `sending` (a
 * compare-and-set UPDATE, before its mail is handed to wp_mail: only the
 * request whose UPDATE changed the row sends it) → `sent` or `failed`. An
 * item never goes back from `sending` to `queued` after wp_mail was called
 * without an answer, so no mail goes out twice; an item a dead request left
 * in `sending` ends as `failed` with the reason. Every statement is plain
 * SQL that SQLite (the development site) runs too: no UPDATE … LIMIT.
 */
final class JobsRepository {

	/**
	 * Statuses of a job.
	 */
	public const STATUSES = array( 'queued', 'running', 'done', 'failed', 'cancelled' );

	/**
	 * Statuses of a job that is still to run.
	 */
	public const ACTIVE = array( 'queued', 'running' );

	/**
	 * The jobs.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventin_jobs';
	}

	/**
	 * The per-recipient ledger.
	 */
	public static function items_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventin_job_items';
	}

	/**
	 * Creates or upgrades both tables (dbDelta; idempotent).
	 */
	public static function create_tables(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		$jobs    = self::table();
		$items   = self::items_table();
		dbDelta(
			array(
				"CREATE TABLE $jobs (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  type varchar(20) NOT NULL,
  event_id bigint(20) unsigned NOT NULL DEFAULT 0,
  status varchar(20) NOT NULL DEFAULT 'queued',
  total int(10) unsigned NOT NULL DEFAULT 0,
  sent int(10) unsigned NOT NULL DEFAULT 0,
  failed int(10) unsigned NOT NULL DEFAULT 0,
  created_by bigint(20) unsigned NOT NULL DEFAULT 0,
  lock_until bigint(20) NOT NULL DEFAULT 0,
  active_key varchar(60) DEFAULT NULL,
  payload longtext DEFAULT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY active_key (active_key),
  KEY event_type (event_id,type),
  KEY status (status)
) $charset;",
				"CREATE TABLE $items (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  job_id bigint(20) unsigned NOT NULL,
  attendee_id bigint(20) unsigned NOT NULL,
  status varchar(20) NOT NULL DEFAULT 'queued',
  attempts smallint(5) unsigned NOT NULL DEFAULT 0,
  last_error varchar(255) NOT NULL DEFAULT '',
  sent_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY job_attendee (job_id,attendee_id),
  KEY job_status (job_id,status)
) $charset;",
			)
		);
	}

	/**
	 * Drops both tables (uninstall with content).
	 */
	public static function drop_tables(): void {
		global $wpdb;
		foreach ( array( self::items_table(), self::table() ) as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS $table" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.SchemaChange -- our own table name.
		}
	}

	/**
	 * Creates a queued job unless one with the same active key is queued or
	 * running: one atomic INSERT IGNORE on the unique key. The new job is
	 * created locked until $lock_until, so no runner starts it before its
	 * items are in.
	 *
	 * @param string              $type       Job type.
	 * @param int                 $event_id   Event id.
	 * @param int                 $user_id    Creator.
	 * @param int                 $lock_until Unix time the creator holds it until.
	 * @param array<string,mixed> $payload    What the job's type needs to compose its mails (JSON).
	 * @return int The new job's id, 0 when an active job of that key exists.
	 */
	public function create( string $type, int $event_id, int $user_id, int $lock_until, array $payload = array() ): int {
		global $wpdb;
		$table = self::table();
		$now   = gmdate( 'Y-m-d H:i:s' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- INSERT IGNORE has no API; our own table name.
		$wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO $table (type, event_id, status, total, sent, failed, created_by, lock_until, active_key, payload, created_at, updated_at)
				VALUES (%s, %d, 'queued', 0, 0, 0, %d, %d, %s, %s, %s, %s)",
				$type,
				$event_id,
				$user_id,
				$lock_until,
				self::active_key( $type, $event_id ),
				(string) wp_json_encode( (object) $payload ),
				$now,
				$now
			)
		);
		// phpcs:enable
		return 1 === (int) $wpdb->rows_affected ? (int) $wpdb->insert_id : 0;
	}

	/**
	 * The queued or running job of a type for an event, or null.
	 *
	 * @param string $type     Job type.
	 * @param int    $event_id Event id.
	 * @return array<string,mixed>|null
	 */
	public function active( string $type, int $event_id ): ?array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; the row changes under the runner, never cached.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE active_key = %s", self::active_key( $type, $event_id ) ), ARRAY_A );
		return is_array( $row ) ? self::read( $row ) : null;
	}

	/**
	 * A job, or null.
	 *
	 * @param int $id Job id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; the row changes under the runner, never cached.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? self::read( $row ) : null;
	}

	/**
	 * Adds items to a job (multi-row INSERT IGNORE: a recipient listed twice,
	 * or already in the job, stays one item). The `attendee_id` column holds
	 * the recipient's id in its job type's storage: an attendee for the
	 * certificates, an invitation for RSVP invitations.
	 *
	 * @param int   $job_id       Job id.
	 * @param int[] $attendee_ids Recipient ids.
	 * @return int Items added.
	 */
	public function add_items( int $job_id, array $attendee_ids ): int {
		global $wpdb;
		$attendee_ids = array_values( array_unique( array_filter( array_map( 'intval', $attendee_ids ) ) ) );
		if ( ! $attendee_ids ) {
			return 0;
		}
		$table  = self::items_table();
		$rows   = implode( ',', array_fill( 0, count( $attendee_ids ), "(%d, %d, 'queued')" ) );
		$values = array();
		foreach ( $attendee_ids as $attendee_id ) {
			$values[] = $job_id;
			$values[] = $attendee_id;
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- INSERT IGNORE has no API; our own table; $rows is placeholders only.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO $table (job_id, attendee_id, status) VALUES $rows", $values ) );
		// phpcs:enable
		return max( 0, (int) $wpdb->rows_affected );
	}

	/**
	 * Takes a job's lock: one compare-and-set UPDATE, which one request wins
	 * however many try at once.
	 *
	 * @param int $id    Job id.
	 * @param int $until Unix time to hold it until.
	 * @param int $now   Unix time now (a lock that ran out before it is free).
	 * @return bool Whether this call holds it now.
	 */
	public function lock( int $id, int $until, int $now ): bool {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a mutex needs the atomic statement; our own table.
		$wpdb->query( $wpdb->prepare( "UPDATE $table SET lock_until = %d WHERE id = %d AND lock_until < %d", $until, $id, $now ) );
		return 1 === (int) $wpdb->rows_affected;
	}

	/**
	 * Releases a lock this request holds (the one taken until $until).
	 *
	 * @param int $id    Job id.
	 * @param int $until The time the lock was taken until.
	 */
	public function unlock( int $id, int $until ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; only our own hold is released.
		$wpdb->query( $wpdb->prepare( "UPDATE $table SET lock_until = 0 WHERE id = %d AND lock_until = %d", $id, $until ) );
	}

	/**
	 * Ids of the next queued items of a job, in attendee order.
	 *
	 * @param int $job_id Job id.
	 * @param int $limit  Most items.
	 * @return array<int,array{attendee_id:int,attempts:int}> Item id => its attendee and earlier attempts.
	 */
	public function queued( int $job_id, int $limit ): array {
		global $wpdb;
		$table = self::items_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; a queue is never cached.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, attendee_id, attempts FROM $table WHERE job_id = %d AND status = 'queued' ORDER BY id LIMIT %d", $job_id, $limit ) );
		$found = array();
		foreach ( (array) $rows as $row ) {
			$found[ (int) $row->id ] = array(
				'attendee_id' => (int) $row->attendee_id,
				'attempts'    => (int) $row->attempts,
			);
		}
		return $found;
	}

	/**
	 * Claims an item for sending: queued → sending, one compare-and-set
	 * UPDATE. Only the request that changed the row may send its mail.
	 *
	 * @param int $item_id Item id.
	 * @return bool Whether this call claimed it.
	 */
	public function claim( int $item_id ): bool {
		global $wpdb;
		$table = self::items_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the ledger's compare-and-set; our own table.
		$wpdb->query( $wpdb->prepare( "UPDATE $table SET status = 'sending', attempts = attempts + 1, sent_at = %s WHERE id = %d AND status = 'queued'", gmdate( 'Y-m-d H:i:s' ), $item_id ) );
		return 1 === (int) $wpdb->rows_affected;
	}

	/**
	 * Ends a claimed item: sending → sent, failed, or queued again (a mail
	 * wp_mail refused, so none went out).
	 *
	 * @param int    $item_id Item id.
	 * @param string $status  'sent', 'failed' or 'queued'.
	 * @param string $error   Reason ('' when sent).
	 */
	public function finish( int $item_id, string $status, string $error = '' ): void {
		global $wpdb;
		$table = self::items_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; only a row this request claimed.
		$wpdb->query( $wpdb->prepare( "UPDATE $table SET status = %s, last_error = %s WHERE id = %d AND status = 'sending'", $status, substr( $error, 0, 255 ), $item_id ) );
	}

	/**
	 * Ends the items a dead request left in `sending` (claimed before
	 * $before): failed, with the reason. They are never sent again.
	 *
	 * @param int    $job_id Job id.
	 * @param string $before GMT datetime.
	 * @param string $error  Reason.
	 * @return int Items ended.
	 */
	public function end_abandoned( int $job_id, string $before, string $error ): int {
		global $wpdb;
		$table = self::items_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$wpdb->query( $wpdb->prepare( "UPDATE $table SET status = 'failed', last_error = %s WHERE job_id = %d AND status = 'sending' AND sent_at < %s", substr( $error, 0, 255 ), $job_id, $before ) );
		return max( 0, (int) $wpdb->rows_affected );
	}

	/**
	 * Fails every queued item of a job (the job cannot run any more).
	 *
	 * @param int    $job_id Job id.
	 * @param string $error  Reason.
	 */
	public function fail_queued( int $job_id, string $error ): void {
		global $wpdb;
		$table = self::items_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$wpdb->query( $wpdb->prepare( "UPDATE $table SET status = 'failed', last_error = %s WHERE job_id = %d AND status = 'queued'", substr( $error, 0, 255 ), $job_id ) );
	}

	/**
	 * A job's items per status, in one grouped query.
	 *
	 * @param int $job_id Job id.
	 * @return array{queued:int,sending:int,sent:int,failed:int}
	 */
	public function counts( int $job_id ): array {
		global $wpdb;
		$table  = self::items_table();
		$counts = array(
			'queued'  => 0,
			'sending' => 0,
			'sent'    => 0,
			'failed'  => 0,
		);
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; counts change under the runner.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT status, COUNT(*) AS n FROM $table WHERE job_id = %d GROUP BY status", $job_id ) );
		foreach ( (array) $rows as $row ) {
			if ( isset( $counts[ $row->status ] ) ) {
				$counts[ $row->status ] = (int) $row->n;
			}
		}
		return $counts;
	}

	/**
	 * Items of a job, for inspection (tests, support).
	 *
	 * @param int $job_id Job id.
	 * @return array<int,array<string,mixed>> Rows in id order.
	 */
	public function items( int $job_id ): array {
		global $wpdb;
		$table = self::items_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT attendee_id, status, attempts, last_error, sent_at FROM $table WHERE job_id = %d ORDER BY id", $job_id ), ARRAY_A );
	}

	/**
	 * Writes a job's status and counters (and touches updated_at). A job that
	 * ends leaves its active key, so the event may start another.
	 *
	 * @param int    $id     Job id.
	 * @param string $status Status.
	 * @param int    $total  Items.
	 * @param int    $sent   Sent.
	 * @param int    $failed Failed.
	 */
	public function update( int $id, string $status, int $total, int $sent, int $failed ): void {
		global $wpdb;
		$table = self::table();
		$key   = in_array( $status, self::ACTIVE, true ) ? '' : ', active_key = NULL';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; $key is constant SQL.
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE $table SET status = %s, total = %d, sent = %d, failed = %d, updated_at = %s$key WHERE id = %d",
				$status,
				$total,
				$sent,
				$failed,
				gmdate( 'Y-m-d H:i:s' ),
				$id
			)
		);
		// phpcs:enable
	}

	/**
	 * Deletes a job and its items.
	 *
	 * @param int $id Job id.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$wpdb->delete( self::items_table(), array( 'job_id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
		$wpdb->delete( self::table(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
	}

	/**
	 * Deletes the jobs of an event and their items (the event was deleted).
	 *
	 * @param int $event_id Event id.
	 */
	public function forget_event( int $event_id ): void {
		global $wpdb;
		$jobs = self::table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$ids = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $jobs WHERE event_id = %d", $event_id ) ) );
		// phpcs:enable
		foreach ( $ids as $id ) {
			$this->delete( $id );
		}
	}

	/**
	 * The active key of a type and event.
	 *
	 * @param string $type     Job type.
	 * @param int    $event_id Event id.
	 */
	private static function active_key( string $type, int $event_id ): string {
		return $type . ':' . $event_id;
	}

	/**
	 * Clean fields of a row.
	 *
	 * @param array<string,mixed> $row Row.
	 * @return array<string,mixed>
	 */
	private static function read( array $row ): array {
		$payload = json_decode( (string) ( $row['payload'] ?? '' ), true );
		return array(
			'id'         => (int) $row['id'],
			'type'       => (string) $row['type'],
			'event_id'   => (int) $row['event_id'],
			'status'     => in_array( $row['status'], self::STATUSES, true ) ? (string) $row['status'] : 'failed',
			'total'      => (int) $row['total'],
			'sent'       => (int) $row['sent'],
			'failed'     => (int) $row['failed'],
			'created_by' => (int) $row['created_by'],
			'lock_until' => (int) $row['lock_until'],
			'created_at' => (string) $row['created_at'],
			'updated_at' => (string) $row['updated_at'],
			'payload'    => is_array( $payload ) ? $payload : array(),
		);
	}
}
