<?php
/**
 * A kind of job the queue runs: what it needs to run, and each recipient's
 * mail. Types are registered through the `eventin_job_types` filter.
 *
 * @package EventinPro
 */

namespace EventinPro\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * Job type.
 */
interface JobType {

	/**
	 * Why the job can no longer run ('' when it can). Its event exists (the
	 * queue checked).
	 *
	 * @param array<string,mixed> $job     Job.
	 * @param array<string,mixed> $event   Its event (EventsService::get()).
	 */
	public function cannot_run( array $job, array $event ): string;

	/**
	 * The mails of some recipients of the job: for each id, the mail ready
	 * for wp_mail, or the reason it cannot be sent.
	 *
	 * @param array<string,mixed> $job   Job.
	 * @param array<string,mixed> $event Its event.
	 * @param int[]               $ids   Recipient ids (JobsRepository::add_items()).
	 * @return array<int,array{to:string,subject:string,message:string,headers:string[]}|string>
	 */
	public function mails( array $job, array $event, array $ids ): array;

	/**
	 * What the progress says of a job that failed.
	 *
	 * @param array<string,mixed> $job Job.
	 */
	public function failed_message( array $job ): string;
}
