<?php
/**
 * Shared set-up of the job queue's tests: an event with a published
 * certificate template and many attendees, written in a few statements.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Jobs;

use EventinPro\Attendees\Attendees;
use EventinPro\Events\EventsService;
use EventinPro\Jobs\JobsRepository;
use EventinPro\Jobs\JobsService;
use EventinPro\Templates\TemplatesService;
use EventinPro\Tests\TestCase;

/**
 * Base of the job queue's tests.
 */
abstract class JobsTestCase extends TestCase {

	/**
	 * Creates a published certificate template and a published event using it.
	 *
	 * @param array<string,mixed> $fields Event fields.
	 * @param string              $status Template status.
	 * @return array{0:int,1:int} Event id, template id.
	 */
	protected function certified_event( array $fields = array(), string $status = 'publish' ): array {
		$user     = get_current_user_id();
		$admin    = $this->make_user( 'administrator' );
		$template = ( new TemplatesService() )->create(
			array(
				'name'    => 'Certificate ' . wp_rand(),
				'type'    => 'certificate',
				'status'  => $status,
				'content' => '<!-- wp:paragraph --><p>Certificate for {{attendee_name}}</p><!-- /wp:paragraph -->',
			)
		);
		$this->assertIsArray( $template );
		wp_set_current_user( (int) ( $fields['post_author'] ?? $admin ) );
		unset( $fields['post_author'] );
		$event = ( new EventsService() )->create(
			$fields + array(
				'title'                => 'Spring Conference',
				'start_date'           => '2026-06-01',
				'post_status'          => 'publish',
				'certificate_template' => $template['id'],
			)
		);
		$this->assertIsArray( $event );
		wp_set_current_user( $user );
		return array( $event['id'], $template['id'] );
	}

	/**
	 * Adds attendees to an event in a few multi-row statements (the fields
	 * Eventin stores; no list-table rows, which the queue does not read).
	 *
	 * @param int                  $event_id Event id.
	 * @param int                  $count    How many.
	 * @param array<string,string> $meta     Extra or changed meta of each (e.g. etn_status).
	 * @param string               $status   Post status.
	 * @return int[] Their ids, in order.
	 */
	protected function attendees( int $event_id, int $count, array $meta = array(), string $status = 'publish' ): array {
		global $wpdb;
		$prefix = 'job-test-' . wp_rand() . '-';
		$now    = gmdate( 'Y-m-d H:i:s' );
		foreach ( array_chunk( range( 1, $count ), 500 ) as $chunk ) {
			$rows   = array();
			$values = array();
			foreach ( $chunk as $n ) {
				$rows[] = '(%s, %s, %s, %s, %s, %s, %s, %s, %s)';
				array_push( $values, 'Attendee ' . $n, $prefix . $n, Attendees::POST_TYPE, $status, $now, $now, '', '', '' );
			}
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->posts} (post_title, post_name, post_type, post_status, post_date, post_date_gmt, post_content, post_excerpt, to_ping) VALUES " . implode( ',', $rows ), $values ) ); // phpcs:ignore
		}
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_name LIKE %s ORDER BY ID", $wpdb->esc_like( $prefix ) . '%' ) ) );
		$this->assertCount( $count, $ids );
		foreach ( array_chunk( $ids, 200 ) as $chunk ) {
			$rows   = array();
			$values = array();
			foreach ( $chunk as $id ) {
				$fields = $meta + array(
					'etn_event_id' => (string) $event_id,
					'etn_name'     => "Attendee $id",
					'etn_email'    => "attendee-$id@example.org",
					'etn_status'   => 'success',
				);
				foreach ( $fields as $key => $value ) {
					$rows[] = '(%d, %s, %s)';
					array_push( $values, $id, $key, $value );
				}
			}
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $rows ), $values ) ); // phpcs:ignore
		}
		wp_cache_flush();
		return $ids;
	}

	/**
	 * Runs a job's batches until it ends (the way cron would, one after the other).
	 *
	 * @param int $job_id Job id.
	 * @param int $items  Items per batch.
	 * @return int Batches run.
	 */
	protected function run_to_end( int $job_id, int $items = JobsService::BATCH_ITEMS ): int {
		$service = new JobsService();
		for ( $batches = 1; $batches < 1000; $batches++ ) {
			$job = $service->run( $job_id, $items, 60 );
			$this->assertNotNull( $job, 'the job was not locked' );
			if ( ! in_array( $job['status'], JobsRepository::ACTIVE, true ) ) {
				return $batches;
			}
		}
		$this->fail( 'the job did not end' );
	}

	/**
	 * The attendee id each captured mail went to (from its address).
	 *
	 * @param array<int,array<string,mixed>> $mails Mails (Mailbox).
	 * @return int[]
	 */
	protected static function recipients_of( array $mails ): array {
		return array_map(
			static function ( array $mail ): int {
				return (int) preg_replace( '/\D/', '', (string) $mail['to'] );
			},
			$mails
		);
	}

	/**
	 * Makes a job look as if its runner had stopped $seconds ago: its lock
	 * ran out, and its items in `sending` were claimed then.
	 *
	 * @param int $job_id  Job id.
	 * @param int $seconds Seconds.
	 */
	protected function age_job( int $job_id, int $seconds ): void {
		global $wpdb;
		$then = gmdate( 'Y-m-d H:i:s', time() - $seconds );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . JobsRepository::table() . ' SET lock_until = LEAST(lock_until, %d), updated_at = %s WHERE id = %d', time() - 1, $then, $job_id ) ); // phpcs:ignore
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . JobsRepository::items_table() . " SET sent_at = %s WHERE job_id = %d AND status = 'sending'", $then, $job_id ) ); // phpcs:ignore
	}
}
