<?php
/**
 * Event rules that schema validation cannot express: they span fields (the end
 * after the start, the deadline before the end, the recurrence cap) or need
 * storage (terms, users, schedules and images that exist).
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\Taxonomies\Taxonomies;
use EventinPro\Rest\FieldError;
use EventinPro\Schedules\SchedulesService;
use EventinPro\Speakers\Speakers;
use EventinPro\Speakers\SpeakersService;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Rules (static: they hold no state).
 */
final class EventRules {

	private const DATE_FIELDS = array( 'start_date', 'end_date', 'start_time', 'end_time', 'timezone' );

	/**
	 * Checks an event's fields. Only rules touching a changed field run, so an
	 * event with odd old data can still get a new title.
	 *
	 * @param array<string,mixed> $event   Merged fields (`rsvp`: the settings submitted, any of them).
	 * @param string[]            $changed Fields submitted.
	 * @param int                 $parent  Parent id of the event (0 = top level).
	 * @param array<string,mixed> $stored  Stored fields (empty for a new event).
	 * @return true|WP_Error
	 */
	public static function check( array $event, array $changed, int $parent, array $stored = array() ) {
		$touches = static function ( array $fields ) use ( $changed ): bool {
			return (bool) array_intersect( $fields, $changed );
		};

		if ( in_array( 'title', $changed, true ) && '' === trim( (string) $event['title'] ) ) {
			return self::invalid( 'title', __( 'title must not be empty.', 'eventin-pro' ) );
		}
		if ( $touches( array( 'start_date' ) ) && '' === $event['start_date'] ) {
			return self::invalid( 'start_date', __( 'start_date is required (Y-m-d).', 'eventin-pro' ) );
		}
		if ( $touches( self::DATE_FIELDS ) ) {
			$order = self::check_order( $event );
			if ( is_wp_error( $order ) ) {
				return $order;
			}
		}
		if ( '' !== $event['registration_deadline'] && $touches( array_merge( self::DATE_FIELDS, array( 'registration_deadline' ) ) ) ) {
			$end = self::local_end( $event );
			if ( $event['registration_deadline'] > $end ) {
				/* translators: %s: the event's end, "Y-m-d H:i". */
				return self::invalid( 'registration_deadline', sprintf( __( 'registration_deadline must not be after the event ends (%s).', 'eventin-pro' ), $end ) );
			}
		}
		if ( $touches( array( 'recurring_enabled', 'recurrence', 'start_date', 'end_date' ) ) ) {
			$recurrence = self::check_recurrence( $event, $parent, $changed );
			if ( is_wp_error( $recurrence ) ) {
				return $recurrence;
			}
		}
		if ( $touches( array( 'ticket_variations' ) ) ) {
			foreach ( $event['ticket_variations'] as $index => $ticket ) {
				if ( '' === trim( $ticket['name'] ) ) {
					/* translators: %d: position of the ticket variation. */
					return self::invalid( 'ticket_variations', sprintf( __( 'ticket_variations[%d][name] must not be empty.', 'eventin-pro' ), $index ) );
				}
			}
			$limits = self::check_ticket_limits( $event['ticket_variations'], $stored['ticket_variations'] ?? array() );
			if ( is_wp_error( $limits ) ) {
				return $limits;
			}
		}
		if ( $touches( array( 'rsvp' ) ) ) {
			$problem = EventRsvpSettings::problem( $event['rsvp'], $stored['rsvp'] ?? EventRsvpSettings::defaults() );
			if ( $problem ) {
				return self::invalid( $problem[0], $problem[1] );
			}
		}
		return self::check_references( $event, $changed );
	}

	/**
	 * Per-order limits: min_per_order at most max_per_order, max_per_order at
	 * most the capacity. A limit left out is the stored one (matched by slug).
	 * A variation whose limits and capacity are those stored passes, so odd
	 * limits saved by Eventin never block an unrelated save.
	 *
	 * @param array<int,array<string,mixed>> $tickets Submitted variations.
	 * @param array<int,array<string,mixed>> $stored  Stored variations, as read.
	 * @return true|WP_Error
	 */
	private static function check_ticket_limits( array $tickets, array $stored ) {
		$by_slug = array_column( $stored, null, 'slug' );
		foreach ( $tickets as $index => $ticket ) {
			$old      = '' !== ( $ticket['slug'] ?? '' ) ? ( $by_slug[ $ticket['slug'] ] ?? array() ) : array();
			$capacity = (int) $ticket['capacity'];
			$min      = (int) ( $ticket['min_per_order'] ?? $old['min_per_order'] ?? 1 );
			$max      = (int) ( $ticket['max_per_order'] ?? $old['max_per_order'] ?? $min );
			if ( $old && $capacity === $old['capacity'] && $min === $old['min_per_order'] && $max === $old['max_per_order'] ) {
				continue;
			}
			if ( $min > $max ) {
				/* translators: 1: position of the ticket variation, 2: its max_per_order. */
				return self::invalid( 'ticket_variations', sprintf( __( 'ticket_variations[%1$d][min_per_order] must not be more than max_per_order (%2$d).', 'eventin-pro' ), $index, $max ) );
			}
			if ( $capacity > 0 && $max > $capacity ) {
				/* translators: 1: position of the ticket variation, 2: its capacity. */
				return self::invalid( 'ticket_variations', sprintf( __( 'ticket_variations[%1$d][max_per_order] must not be more than the %2$d tickets available.', 'eventin-pro' ), $index, $capacity ) );
			}
		}
		return true;
	}

	/**
	 * The end must not come before the start.
	 *
	 * @param array<string,mixed> $event Fields.
	 * @return true|WP_Error
	 */
	private static function check_order( array $event ) {
		$start_time = '' !== $event['start_time'] ? $event['start_time'] : '00:00';
		$end_date   = '' !== $event['end_date'] ? $event['end_date'] : $event['start_date'];
		if ( $end_date < $event['start_date'] ) {
			return self::invalid( 'end_date', __( 'end_date must not be before start_date.', 'eventin-pro' ) );
		}
		if ( $end_date === $event['start_date'] && '' !== $event['end_time'] && $event['end_time'] < $start_time ) {
			return self::invalid( 'end_time', __( 'end_time must not be before start_time on the same day.', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * A recurrence must be complete, end after the start and stay within the cap.
	 * A stored rule this plugin cannot read (another form of Eventin's) only
	 * blocks a save that sets the recurrence itself: a change of dates or other
	 * fields keeps it as it is.
	 *
	 * @param array<string,mixed> $event   Fields.
	 * @param int                 $parent  Parent id.
	 * @param string[]            $changed Fields submitted.
	 * @return true|WP_Error
	 */
	private static function check_recurrence( array $event, int $parent, array $changed ) {
		$rule = $event['recurrence'];
		if ( $rule && $rule['until'] < $event['start_date'] ) {
			return self::invalid( 'recurrence', __( 'recurrence until must not be before start_date.', 'eventin-pro' ) );
		}
		if ( 'yes' !== $event['recurring_enabled'] ) {
			return true;
		}
		if ( $parent ) {
			return self::invalid( 'recurring_enabled', __( 'An occurrence of a recurring event cannot recur itself; change its parent instead.', 'eventin-pro' ) );
		}
		if ( ! $rule && ! array_intersect( array( 'recurring_enabled', 'recurrence' ), $changed ) ) {
			return true;
		}
		if ( ! $rule ) {
			return self::invalid( 'recurrence', __( 'recurrence (frequency, interval, until) is required when recurring_enabled is yes.', 'eventin-pro' ) );
		}
		if ( count( Recurrence::dates( $event['start_date'], $rule ) ) > Recurrence::MAX_OCCURRENCES ) {
			/* translators: %d: maximum number of occurrences. */
			return self::invalid( 'recurrence', sprintf( __( 'The recurrence would create more than %d events; choose an earlier until date or a longer interval.', 'eventin-pro' ), Recurrence::MAX_OCCURRENCES ) );
		}
		return true;
	}

	/**
	 * Ids must point at things that exist: terms, users, schedules, the image.
	 *
	 * @param array<string,mixed> $event   Fields.
	 * @param string[]            $changed Fields submitted.
	 * @return true|WP_Error
	 */
	private static function check_references( array $event, array $changed ) {
		$terms = array(
			'categories'       => Taxonomies::CATEGORY,
			'tags'             => Taxonomies::TAG,
			'speaker_groups'   => Speakers::GROUP_TAXONOMY,
			'organizer_groups' => Speakers::GROUP_TAXONOMY,
		);
		foreach ( $terms as $field => $taxonomy ) {
			if ( in_array( $field, $changed, true ) && $event[ $field ] ) {
				$missing = array_diff( $event[ $field ], self::existing_terms( $event[ $field ], $taxonomy ) );
				if ( $missing ) {
					/* translators: 1: field name, 2: list of ids. */
					return self::invalid( $field, sprintf( __( '%1$s lists unknown term ids: %2$s.', 'eventin-pro' ), $field, implode( ', ', $missing ) ) );
				}
			}
		}
		foreach ( array( 'speakers', 'organizers' ) as $field ) {
			if ( in_array( $field, $changed, true ) && $event[ $field ] ) {
				$people = SpeakersService::sort_users( $event[ $field ] );
				if ( $people['missing'] ) {
					/* translators: 1: field name, 2: list of ids. */
					return self::invalid( $field, sprintf( __( '%1$s lists unknown user ids: %2$s.', 'eventin-pro' ), $field, implode( ', ', $people['missing'] ) ) );
				}
				if ( $people['others'] ) {
					/* translators: 1: field name, 2: list of user ids. */
					return self::invalid( $field, sprintf( __( '%1$s lists users who are not a speaker or organizer: %2$s.', 'eventin-pro' ), $field, implode( ', ', $people['others'] ) ) );
				}
			}
		}
		if ( in_array( 'schedules', $changed, true ) && $event['schedules'] ) {
			$missing = array_diff( $event['schedules'], ( new SchedulesService() )->existing_ids( $event['schedules'] ) );
			if ( $missing ) {
				/* translators: %s: list of ids. */
				return self::invalid( 'schedules', sprintf( __( 'schedules lists unknown schedule ids: %s.', 'eventin-pro' ), implode( ', ', $missing ) ) );
			}
		}
		if ( in_array( 'featured_image', $changed, true ) && $event['featured_image'] && ! ( self::existing_posts( array( $event['featured_image'] ), 'attachment' ) && wp_attachment_is_image( $event['featured_image'] ) ) ) {
			return self::invalid( 'featured_image', __( 'featured_image must be the id of an image in the media library.', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * The event's local end as "Y-m-d H:i" (missing end date: start date; missing end time: 23:59).
	 *
	 * @param array<string,mixed> $event Fields.
	 */
	private static function local_end( array $event ): string {
		$date = '' !== $event['end_date'] ? $event['end_date'] : $event['start_date'];
		return $date . ' ' . ( '' !== $event['end_time'] ? $event['end_time'] : '23:59' );
	}

	/**
	 * Which of $ids are terms of $taxonomy (one query).
	 *
	 * @param int[]  $ids      Term ids.
	 * @param string $taxonomy Taxonomy.
	 * @return int[]
	 */
	private static function existing_terms( array $ids, string $taxonomy ): array {
		$found = get_terms(
			array(
				'taxonomy'               => $taxonomy,
				'include'                => $ids,
				'hide_empty'             => false,
				'fields'                 => 'ids',
				'update_term_meta_cache' => false,
			)
		);
		return is_array( $found ) ? array_map( 'intval', $found ) : array();
	}

	/**
	 * Which of $ids are posts of $post_type (one query).
	 *
	 * @param int[]  $ids       Post ids.
	 * @param string $post_type Post type.
	 * @return int[]
	 */
	private static function existing_posts( array $ids, string $post_type ): array {
		global $wpdb;
		$ids = array_map( 'intval', $ids );
		$in  = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:disable WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $in is only placeholders.
		$found = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN ('trash', 'auto-draft') AND ID IN ($in)",
				array_merge( array( $post_type ), $ids )
			)
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an existence check for a write.
		// phpcs:enable
		return array_map( 'intval', $found );
	}

	/**
	 * A field-level rejection (the controller turns it into a 400 naming the field).
	 *
	 * @param string $field   Field.
	 * @param string $message Reason.
	 */
	public static function invalid( string $field, string $message ): WP_Error {
		return FieldError::make( $field, $message );
	}
}
