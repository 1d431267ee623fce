<?php
/**
 * The RSVP mails: the answer recorded (with the calendar file's link and a
 * "can't come" link), and the confirmation a change needs.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\EventPage\EventPage;
use EventinPro\Support\PlainMail;

defined( 'ABSPATH' ) || exit;

/**
 * Mails. Plain text, to the answer's own address only; nothing typed into the
 * form reaches them but the responder's name (without tags or line breaks),
 * so the form cannot relay a message to anyone.
 */
final class RsvpMails {

	/**
	 * The answer recorded.
	 *
	 * @param array<string,mixed> $answer Answer (RsvpRepository::get()).
	 * @param array<string,mixed> $event  Event (EventsService::get()).
	 * @param string              $cancel Its "can't come" link.
	 */
	public static function recorded( array $answer, array $event, string $cancel ): bool {
		$title = PlainMail::text( $event['title'] );
		$lines = array(
			/* translators: %s: responder's name. */
			sprintf( __( 'Hello %s,', 'eventin-pro' ), PlainMail::text( $answer['name'] ) ),
			'',
			/* translators: 1: the answer (going, maybe, not going), 2: event title. */
			sprintf( __( 'Your answer "%1$s" to %2$s is recorded.', 'eventin-pro' ), self::answer_label( (string) $answer['status'] ), $title ),
		);
		if ( 'not_going' !== $answer['status'] ) {
			/* translators: %d: number of people. */
			$lines[] = sprintf( _n( 'People: %d', 'People: %d', (int) $answer['people'], 'eventin-pro' ), (int) $answer['people'] );
			/* translators: 1: start date, 2: start time. */
			$lines[] = sprintf( __( 'When: %1$s %2$s', 'eventin-pro' ), PlainMail::text( $event['start_date'] ), PlainMail::text( $event['start_time'] ) );
			$lines[] = '';
			/* translators: %s: link to the event's calendar file. */
			$lines[] = sprintf( __( 'Add it to your calendar: %s', 'eventin-pro' ), EventPage::calendar_url( (int) $event['id'] ) );
			/* translators: %s: link. */
			$lines[] = sprintf( __( 'Can\'t come any more? Tell us here: %s', 'eventin-pro' ), $cancel );
		}
		/* translators: %s: event title. */
		return PlainMail::send( (string) $answer['email'], sprintf( __( 'Your answer to %s', 'eventin-pro' ), $title ), $lines );
	}

	/**
	 * A changed answer waits for this confirmation, sent to the address
	 * that answered first.
	 *
	 * @param array<string,mixed> $answer  The answer as it is.
	 * @param array<string,mixed> $change  The new answer.
	 * @param array<string,mixed> $event   Event.
	 * @param string              $confirm The confirmation link.
	 */
	public static function confirm_change( array $answer, array $change, array $event, string $confirm ): bool {
		$title = PlainMail::text( $event['title'] );
		$lines = array(
			/* translators: %s: responder's name. */
			sprintf( __( 'Hello %s,', 'eventin-pro' ), PlainMail::text( $answer['name'] ) ),
			'',
			/* translators: 1: event title, 2: the current answer, 3: the new answer. */
			sprintf( __( 'Someone asked to change your answer to %1$s from "%2$s" to "%3$s".', 'eventin-pro' ), $title, self::answer_label( (string) $answer['status'] ), self::answer_label( (string) $change['status'] ) ),
			/* translators: %s: link. */
			sprintf( __( 'If it was you, confirm the change here within two days: %s', 'eventin-pro' ), $confirm ),
			__( 'If it was not you, ignore this mail: nothing changes.', 'eventin-pro' ),
		);
		/* translators: %s: event title. */
		return PlainMail::send( (string) $answer['email'], sprintf( __( 'Confirm the change of your answer to %s', 'eventin-pro' ), $title ), $lines );
	}

	/**
	 * An answer in words.
	 *
	 * @param string $status going, not_going or maybe.
	 */
	public static function answer_label( string $status ): string {
		$labels = array(
			'going'     => __( 'Going', 'eventin-pro' ),
			'not_going' => __( 'Not going', 'eventin-pro' ),
			'maybe'     => __( 'Maybe', 'eventin-pro' ),
		);
		return $labels[ $status ] ?? $status;
	}
}
