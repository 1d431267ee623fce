<?php
/**
 * The event item's `rsvp` field: an event's RSVP settings with clean names,
 * read through the RSVP feature's reader (EventRsvp::of(), so both read them
 * the same way), checked, and merged back into Eventin Pro 4.1's
 * `rsvp_settings` array. Part of the storage layer (with EventMeta).
 *
 * Clean field => key in `rsvp_settings`: limit => `etn_rsvp_limit_amount`
 * (with `etn_rsvp_limit` 'on' when above 0), max_people =>
 * `rsvp_attendee_form_limit`, answers => `rsvp_form_type`, and ours beside
 * Eventin's: min_people => `eventin_min_people`, guest_names =>
 * `eventin_guest_names` ('yes'/'no'), deadline => `eventin_deadline`. Every
 * other key of the array (`enable_rsvp_form`, which `rsvp_enabled` writes,
 * `rsvp_miminum_attendee_to_start`, `show_rsvp_attendee`, ...) stays as it is.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\Rsvp\EventRsvp;
use EventinPro\Rsvp\RsvpRepository;

defined( 'ABSPATH' ) || exit;

/**
 * RSVP settings mapper (static: it holds no state).
 */
final class EventRsvpSettings {

	/**
	 * The settings, in the order the item answers them.
	 */
	public const KEYS = array( 'limit', 'min_people', 'max_people', 'answers', 'guest_names', 'deadline' );

	/**
	 * Most people in one answer.
	 */
	public const MAX_PEOPLE = 100;

	/**
	 * Most places for "going" (as many as a ticket variation may have).
	 */
	public const MAX_LIMIT = 1000000;

	/**
	 * The settings of an event, as the RSVP feature reads them.
	 *
	 * @param int $id Event id.
	 * @return array{limit:int,min_people:int,max_people:int,answers:string[],guest_names:bool,deadline:string}
	 */
	public static function read( int $id ): array {
		$settings = EventRsvp::of( $id, false );
		unset( $settings['enabled'] );
		return $settings;
	}

	/**
	 * The settings of an event that has none stored.
	 *
	 * @return array{limit:int,min_people:int,max_people:int,answers:string[],guest_names:bool,deadline:string}
	 */
	public static function defaults(): array {
		// Id 0 has no meta: the reader's answer for an empty array.
		return self::read( 0 );
	}

	/**
	 * A submitted value with each setting in its clean form when it has the
	 * right type (whole numbers, a list of answers in their usual order, a
	 * boolean, a trimmed date); a value of the wrong type is kept as sent for
	 * problem() to name. Anything but an object is kept as sent too.
	 *
	 * @param mixed $value Submitted value.
	 * @return mixed
	 */
	public static function clean( $value ) {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		$clean = array();
		foreach ( $value as $key => $setting ) {
			$clean[ $key ] = self::clean_setting( (string) $key, $setting );
		}
		return $clean;
	}

	/**
	 * One setting in its clean form, or as sent when its type is wrong.
	 *
	 * @param string $key     Setting.
	 * @param mixed  $setting Submitted value.
	 * @return mixed
	 */
	private static function clean_setting( string $key, $setting ) {
		switch ( $key ) {
			case 'limit':
			case 'min_people':
			case 'max_people':
				// Beyond any limit, and too big for a PHP int: kept as sent, refused by problem().
				return rest_is_integer( $setting ) && abs( (float) $setting ) < 1e15 ? (int) $setting : $setting;
			case 'answers':
				if ( ! rest_is_array( $setting ) ) {
					return $setting;
				}
				$list = wp_parse_list( $setting );
				foreach ( $list as $answer ) {
					if ( ! is_string( $answer ) ) {
						return $setting;
					}
				}
				$list = array_unique( array_map( 'trim', $list ) );
				// The usual order, so that the same answers in another order are no change.
				return array_values( array_merge( array_intersect( RsvpRepository::STATUSES, $list ), array_diff( $list, RsvpRepository::STATUSES ) ) );
			case 'guest_names':
				return rest_is_boolean( $setting ) ? rest_sanitize_boolean( $setting ) : $setting;
			case 'deadline':
				return is_string( $setting ) ? trim( $setting ) : $setting;
			default:
				return $setting;
		}
	}

	/**
	 * Why submitted settings cannot be stored (field path such as
	 * `rsvp.min_people`, and the reason), or null. Only settings whose value
	 * differs from $before are checked, so odd values saved by Eventin (more
	 * than 100 people per answer) never block an unrelated save.
	 *
	 * @param mixed                $given  Clean submitted settings (any of KEYS).
	 * @param array<string,mixed> $before The settings as they read now (defaults for a new event).
	 * @return array{0:string,1:string}|null
	 */
	public static function problem( $given, array $before ): ?array {
		if ( ! is_array( $given ) || ( $given && wp_is_numeric_array( $given ) ) ) {
			/* translators: %s: the setting names. */
			return array( 'rsvp', sprintf( __( 'rsvp must be an object with any of these settings: %s.', 'eventin-pro' ), implode( ', ', self::KEYS ) ) );
		}
		$unknown = array_diff( array_map( 'strval', array_keys( $given ) ), self::KEYS );
		if ( $unknown ) {
			/* translators: 1: the unknown setting, 2: the setting names. */
			return array( 'rsvp', sprintf( __( 'rsvp.%1$s is not an RSVP setting; the settings are %2$s.', 'eventin-pro' ), reset( $unknown ), implode( ', ', self::KEYS ) ) );
		}
		$after   = array_merge( $before, $given );
		$changed = static function ( string $key ) use ( $after, $before ): bool {
			return $after[ $key ] !== $before[ $key ];
		};
		$whole   = static function ( string $key, int $min, int $max ) use ( $after ): bool {
			return is_int( $after[ $key ] ) && $after[ $key ] >= $min && $after[ $key ] <= $max;
		};

		if ( $changed( 'limit' ) && ! $whole( 'limit', 0, self::MAX_LIMIT ) ) {
			/* translators: %d: most places. */
			return array( 'rsvp.limit', sprintf( __( 'Places for "going": a whole number from 0 (no limit) to %d.', 'eventin-pro' ), self::MAX_LIMIT ) );
		}
		if ( $changed( 'max_people' ) && ! $whole( 'max_people', 1, self::MAX_PEOPLE ) ) {
			/* translators: %d: most people per answer. */
			return array( 'rsvp.max_people', sprintf( __( 'Most people per answer: a whole number from 1 to %d.', 'eventin-pro' ), self::MAX_PEOPLE ) );
		}
		if ( ( $changed( 'min_people' ) || $changed( 'max_people' ) ) && ! $whole( 'min_people', 1, max( 1, (int) $after['max_people'] ) ) ) {
			// Name the setting that moved: a lower "most" below an unchanged "fewest" is the "most"'s fault.
			if ( ! $changed( 'min_people' ) ) {
				/* translators: 1: fewest people per answer, 2: most people per answer. */
				return array( 'rsvp.max_people', sprintf( __( 'Most people per answer: from the fewest people per answer (%1$d) to %2$d.', 'eventin-pro' ), $after['min_people'], self::MAX_PEOPLE ) );
			}
			/* translators: %d: most people per answer. */
			return array( 'rsvp.min_people', sprintf( __( 'Fewest people per answer: from 1 to the most people per answer (%d).', 'eventin-pro' ), $after['max_people'] ) );
		}
		if ( $changed( 'answers' ) ) {
			$problem = self::answers_problem( $after['answers'] );
			if ( null !== $problem ) {
				return array( 'rsvp.answers', $problem );
			}
		}
		if ( $changed( 'guest_names' ) && ! is_bool( $after['guest_names'] ) ) {
			return array( 'rsvp.guest_names', __( 'Ask the guests\' names: true or false.', 'eventin-pro' ) );
		}
		if ( $changed( 'deadline' ) && ! ( '' === $after['deadline'] || null !== EventTime::parse_deadline( $after['deadline'] ) ) ) {
			return array( 'rsvp.deadline', __( 'Answers close at: a real date and time YYYY-MM-DD HH:mm (e.g. 2026-05-30 18:00), or empty to close them when the event starts.', 'eventin-pro' ) );
		}
		return null;
	}

	/**
	 * Why a list of answers cannot be offered, or null.
	 *
	 * @param mixed $answers Clean submitted answers.
	 */
	private static function answers_problem( $answers ): ?string {
		$names = implode( ', ', RsvpRepository::STATUSES );
		if ( ! is_array( $answers ) || array_filter( $answers, 'is_string' ) !== $answers ) {
			/* translators: %s: the answers. */
			return sprintf( __( 'Answers offered: a list of some of %s.', 'eventin-pro' ), $names );
		}
		if ( ! $answers ) {
			/* translators: %s: the answers. */
			return sprintf( __( 'Answers offered: choose at least one of %s.', 'eventin-pro' ), $names );
		}
		$unknown = array_diff( $answers, RsvpRepository::STATUSES );
		if ( $unknown ) {
			/* translators: 1: the submitted answer, 2: the answers. */
			return sprintf( __( 'Answers offered: "%1$s" is not an answer; choose from %2$s.', 'eventin-pro' ), reset( $unknown ), $names );
		}
		return null;
	}

	/**
	 * The settings of $given whose value differs from $before.
	 *
	 * @param array<string,mixed> $given  Checked clean settings.
	 * @param array<string,mixed> $before The settings as they read now.
	 * @return array<string,mixed>
	 */
	public static function changes( array $given, array $before ): array {
		return array_filter(
			$given,
			static function ( $value, string $key ) use ( $before ): bool {
				return ! array_key_exists( $key, $before ) || $before[ $key ] !== $value;
			},
			ARRAY_FILTER_USE_BOTH
		);
	}

	/**
	 * Merges checked settings into the stored `rsvp_settings` array: only the
	 * keys of the given settings change. A new array starts with
	 * `enable_rsvp_form` saying what the event's flag says.
	 *
	 * @param mixed               $stored   Stored value.
	 * @param array<string,mixed> $settings Checked clean settings (any of KEYS).
	 * @param bool                $enabled  Whether the event's RSVP form is on.
	 * @return array<string,mixed> The value to store.
	 */
	public static function merge( $stored, array $settings, bool $enabled ): array {
		$array = is_array( $stored ) ? $stored : array( 'enable_rsvp_form' => $enabled ? 'on' : '' );
		if ( array_key_exists( 'limit', $settings ) ) {
			$array['etn_rsvp_limit']        = $settings['limit'] > 0 ? 'on' : '';
			$array['etn_rsvp_limit_amount'] = (int) $settings['limit'];
		}
		if ( array_key_exists( 'min_people', $settings ) ) {
			$array['eventin_min_people'] = (int) $settings['min_people'];
		}
		if ( array_key_exists( 'max_people', $settings ) ) {
			$array['rsvp_attendee_form_limit'] = (int) $settings['max_people'];
		}
		if ( array_key_exists( 'answers', $settings ) ) {
			$array['rsvp_form_type'] = array_values( (array) $settings['answers'] );
		}
		if ( array_key_exists( 'guest_names', $settings ) ) {
			$array['eventin_guest_names'] = $settings['guest_names'] ? 'yes' : 'no';
		}
		if ( array_key_exists( 'deadline', $settings ) ) {
			$array['eventin_deadline'] = (string) $settings['deadline'];
		}
		return $array;
	}
}
