<?php
/**
 * Validate callbacks for what JSON schema cannot say, with messages a person
 * can act on: real dates, 24-hour times, each slot ending after it starts,
 * no two slots at the same time. Slots are numbered from 1 in the order sent.
 *
 * @package EventinPro
 */

namespace EventinPro\Schedules;

use EventinPro\Support\Formats;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * REST argument validators (static; signature of a validate_callback).
 */
final class ScheduleValidators {

	/**
	 * Keys a slot may have.
	 */
	private const SLOT_KEYS = array( 'start_time', 'end_time', 'topic', 'speakers', 'objective', 'room' );

	/**
	 * A program title that is text once markup is removed.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_title( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( '' === ScheduleSchema::plain( $value ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'program_title must contain text (HTML is removed).', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * A date "Y-m-d" that exists on the calendar.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_date( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( null === Formats::date( $value ) ) {
			/* translators: %s: parameter name. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( '%s must be a real date in the form Y-m-d (e.g. 2026-05-31).', 'eventin-pro' ), $param ) );
		}
		return true;
	}

	/**
	 * The slots: each well formed and ending after it starts, none overlapping.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_slots( $value, $request, $param ) {
		$problem = self::slots_problem( $value );
		if ( null !== $problem ) {
			return new WP_Error( 'rest_invalid_param', $problem );
		}
		// Anything the checks above did not cover, in WordPress's words.
		return rest_validate_request_arg( $value, $request, $param );
	}

	/**
	 * What is wrong with a list of slots, naming the slot(s), or null. The
	 * service asks too, so slots written from PHP follow the same rules.
	 *
	 * @param mixed $value Submitted slots.
	 */
	public static function slots_problem( $value ): ?string {
		if ( ! is_array( $value ) || ( $value && ! wp_is_numeric_array( $value ) ) ) {
			return __( 'slots must be a list of slots.', 'eventin-pro' );
		}
		if ( count( $value ) > ScheduleSchema::MAX_SLOTS ) {
			/* translators: %d: maximum number of slots. */
			return sprintf( __( 'A schedule can have at most %d slots.', 'eventin-pro' ), ScheduleSchema::MAX_SLOTS );
		}
		$slots = array_values( $value );
		foreach ( $slots as $index => $slot ) {
			$problem = self::slot_problem( $slot );
			if ( null !== $problem ) {
				/* translators: 1: slot number, 2: what is wrong with it. */
				return sprintf( __( 'Slot %1$d: %2$s', 'eventin-pro' ), $index + 1, $problem );
			}
		}
		$overlap = self::overlap( $slots );
		if ( $overlap ) {
			list( $a, $b ) = $overlap;
			return sprintf(
				/* translators: 1: first slot number, 2: second slot number, 3: first slot's times, 4: second slot's times. */
				__( 'Slots %1$d and %2$d overlap (%3$s and %4$s): a slot must end before the next one starts.', 'eventin-pro' ),
				$a + 1,
				$b + 1,
				$slots[ $a ]['start_time'] . ' - ' . $slots[ $a ]['end_time'],
				$slots[ $b ]['start_time'] . ' - ' . $slots[ $b ]['end_time']
			);
		}
		return null;
	}

	/**
	 * What is wrong with one slot, or null.
	 *
	 * @param mixed $slot Submitted slot.
	 */
	private static function slot_problem( $slot ): ?string {
		if ( ! is_array( $slot ) || ( $slot && wp_is_numeric_array( $slot ) ) ) {
			return __( 'a slot must be an object with start_time, end_time and topic.', 'eventin-pro' );
		}
		$unknown = array_diff( array_map( 'strval', array_keys( $slot ) ), self::SLOT_KEYS );
		if ( $unknown ) {
			/* translators: %s: field names. */
			return sprintf( __( 'unknown field %s.', 'eventin-pro' ), implode( ', ', array_map( 'sanitize_key', $unknown ) ) );
		}
		$times = array(
			'start_time' => __( 'the start time', 'eventin-pro' ),
			'end_time'   => __( 'the end time', 'eventin-pro' ),
		);
		foreach ( $times as $key => $label ) {
			if ( ! isset( $slot[ $key ] ) || '' === $slot[ $key ] ) {
				/* translators: %s: "the start time" or "the end time". */
				return sprintf( __( '%s is required.', 'eventin-pro' ), ucfirst( $label ) );
			}
			if ( null === Formats::input_time( $slot[ $key ] ) ) {
				/* translators: %s: "the start time" or "the end time". */
				return sprintf( __( '%s must be a 24-hour time HH:mm (e.g. 09:30).', 'eventin-pro' ), $label );
			}
		}
		if ( $slot['end_time'] <= $slot['start_time'] ) {
			return __( 'the end time must be after the start time.', 'eventin-pro' );
		}
		if ( ! isset( $slot['topic'] ) || ! is_string( $slot['topic'] ) ) {
			return __( 'the topic is required.', 'eventin-pro' );
		}
		$texts = array(
			'topic'     => array( ScheduleSchema::MAX_TOPIC, __( 'the topic', 'eventin-pro' ) ),
			'room'      => array( ScheduleSchema::MAX_ROOM, __( 'the room', 'eventin-pro' ) ),
			'objective' => array( ScheduleSchema::MAX_OBJECTIVE, __( 'the objective', 'eventin-pro' ) ),
		);
		foreach ( $texts as $key => list( $max, $label ) ) {
			if ( ! isset( $slot[ $key ] ) ) {
				continue;
			}
			if ( ! is_string( $slot[ $key ] ) ) {
				/* translators: %s: "the topic", "the room" or "the objective". */
				return sprintf( __( '%s must be text.', 'eventin-pro' ), $label );
			}
			if ( mb_strlen( $slot[ $key ] ) > $max ) {
				/* translators: 1: "the topic", "the room" or "the objective", 2: maximum length. */
				return sprintf( __( '%1$s must be at most %2$d characters long.', 'eventin-pro' ), $label, $max );
			}
		}
		if ( '' === ScheduleSchema::plain( $slot['topic'] ) ) {
			return __( 'the topic is required.', 'eventin-pro' );
		}
		return self::speakers_problem( $slot['speakers'] ?? array() );
	}

	/**
	 * What is wrong with a slot's speaker list (its shape; the service checks the users), or null.
	 *
	 * @param mixed $speakers Submitted speakers.
	 */
	private static function speakers_problem( $speakers ): ?string {
		if ( ! is_array( $speakers ) || ( $speakers && ! wp_is_numeric_array( $speakers ) ) ) {
			return __( 'speakers must be a list of user ids.', 'eventin-pro' );
		}
		if ( count( $speakers ) > ScheduleSchema::MAX_SPEAKERS ) {
			/* translators: %d: maximum number of speakers. */
			return sprintf( __( 'a slot can name at most %d speakers.', 'eventin-pro' ), ScheduleSchema::MAX_SPEAKERS );
		}
		foreach ( $speakers as $id ) {
			$whole = is_int( $id ) || ( is_string( $id ) && ctype_digit( $id ) );
			if ( ! $whole || (int) $id < 1 ) {
				return __( 'speakers must be a list of user ids.', 'eventin-pro' );
			}
		}
		return null;
	}

	/**
	 * The first two slots (by position) whose times overlap, or null. Touching
	 * slots (one ends at 10:00, the next starts at 10:00) do not overlap.
	 *
	 * @param array<int,array{start_time:string,end_time:string}> $slots Valid slots.
	 * @return array{0:int,1:int}|null Positions.
	 */
	private static function overlap( array $slots ): ?array {
		$count = count( $slots );
		for ( $a = 0; $a < $count; $a++ ) {
			for ( $b = $a + 1; $b < $count; $b++ ) {
				if ( $slots[ $a ]['start_time'] < $slots[ $b ]['end_time'] && $slots[ $b ]['start_time'] < $slots[ $a ]['end_time'] ) {
					return array( $a, $b );
				}
			}
		}
		return null;
	}
}
