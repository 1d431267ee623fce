/**
 * The progress of a background mail job, shared by the screens that start
 * one (Send Certificate, the RSVP invitation).
 */
export { JobProgress, jobPolling, type JobProgressProps } from './job-progress';
