<?php
/**
 * Event rules: defaults, the checks that involve several fields, recurrence
 * children, clones and deletes. The controller speaks HTTP; the repository
 * speaks storage; this speaks events.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\Taxonomies\Taxonomies;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Service.
 */
final class EventsService {

	/**
	 * Error code of a field-level rejection; its data holds `field`.
	 */
	public const INVALID_FIELD = 'eventin_invalid_field';

	/**
	 * Fields a new event starts with.
	 */
	private const DEFAULTS = array(
		'title'                 => '',
		'description'           => '',
		'post_status'           => 'draft',
		'start_date'            => '',
		'end_date'              => '',
		'start_time'            => '',
		'end_time'              => '',
		'timezone'              => '',
		'location'              => array(
			'type'    => 'offline',
			'address' => '',
		),
		'recurring_enabled'     => 'no',
		'recurrence'            => null,
		'ticket_variations'     => array(),
		'categories'            => array(),
		'tags'                  => array(),
		'certificate_template'  => 0,
		'ticket_template'       => 0,
		'registration_deadline' => '',
		'rsvp_enabled'          => 'no',
		'featured_image'        => 0,
		'speakers'              => array(),
		'organizers'            => array(),
		'schedules'             => array(),
	);

	/**
	 * List filters by term: param => taxonomy.
	 */
	private const TERM_FILTERS = array(
		'category' => Taxonomies::CATEGORY,
		'tag'      => Taxonomies::TAG,
	);

	private const DATE_FIELDS = array( 'start_date', 'end_date', 'start_time', 'end_time', 'timezone' );

	/**
	 * Storage.
	 *
	 * @var EventsRepository
	 */
	private $events;

	/**
	 * Constructor.
	 *
	 * @param EventsRepository|null $events Storage.
	 */
	public function __construct( ?EventsRepository $events = null ) {
		$this->events = $events ?? new EventsRepository();
	}

	/**
	 * One page of API items and the total.
	 *
	 * @param array<string,mixed> $query See EventsRepository::find(), with `category` and `tag` as term ids.
	 * @return array{0:array<int,array<string,mixed>>,1:int}|WP_Error A 400 field error for unknown term ids.
	 */
	public function list( array $query ) {
		$filters = array();
		foreach ( self::TERM_FILTERS as $param => $taxonomy ) {
			if ( ! empty( $query[ $param ] ) ) {
				$filters[ $taxonomy ] = $query[ $param ];
			}
		}
		if ( $filters ) {
			$terms = $this->events->term_filter( $filters );
			foreach ( self::TERM_FILTERS as $param => $taxonomy ) {
				if ( ! empty( $terms['missing'][ $taxonomy ] ) ) {
					/* translators: 1: parameter name, 2: list of ids. */
					return self::invalid( $param, sprintf( __( '%1$s lists unknown term ids: %2$s.', 'eventin-pro' ), $param, implode( ', ', $terms['missing'][ $taxonomy ] ) ) );
				}
			}
			$query['category_tt'] = $terms['tt_ids'][ Taxonomies::CATEGORY ] ?? array();
			$query['tag_tt']      = $terms['tt_ids'][ Taxonomies::TAG ] ?? array();
		}
		list( $posts, $total ) = $this->events->find( $query );
		$sold                  = $this->events->sold_counts( wp_list_pluck( $posts, 'ID' ) );
		$items                 = array();
		foreach ( $posts as $post ) {
			$items[] = $this->events->item( $post, $sold[ $post->ID ] ?? 0 );
		}
		return array( $items, $total );
	}

	/**
	 * One API item, or null.
	 *
	 * @param int $id Event id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		$post = $this->events->get( $id );
		if ( ! $post ) {
			return null;
		}
		return $this->events->item( $post, $this->events->sold_counts( array( $id ) )[ $id ] ?? 0 );
	}

	/**
	 * Creates an event (and its recurrence children).
	 *
	 * @param array<string,mixed> $input Clean submitted fields.
	 * @return array<string,mixed>|WP_Error The new item.
	 */
	public function create( array $input ) {
		$event = array_merge( self::DEFAULTS, $input );
		$valid = $this->validate( $event, array_keys( self::DEFAULTS ), 0 );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$id = $this->events->insert( $event );
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$this->sync_children( $id, $event );
		return $this->get( $id );
	}

	/**
	 * Changes the submitted fields of an event; recurrence children follow.
	 *
	 * @param int                 $id    Event id.
	 * @param array<string,mixed> $input Clean submitted fields.
	 * @return array<string,mixed>|WP_Error|null The item, or null when there is no such event.
	 */
	public function update( int $id, array $input ) {
		$post = $this->events->get( $id );
		if ( ! $post ) {
			return null;
		}
		$event = array_merge( $this->events->fields( $post ), $input );
		$valid = $this->validate( $event, array_keys( $input ), (int) $post->post_parent );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$result = $this->events->update( $id, $input );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		if ( 0 === (int) $post->post_parent ) {
			$this->sync_children( $id, $event );
		}
		return $this->get( $id );
	}

	/**
	 * Deletes an event and its children.
	 *
	 * @param int $id Event id.
	 */
	public function delete( int $id ): bool {
		return null !== $this->events->get( $id ) && $this->events->delete( $id );
	}

	/**
	 * Deletes several events. A child already gone with its parent earlier in
	 * the same call counts as deleted.
	 *
	 * @param int[] $ids Event ids.
	 * @return array{0:int[],1:int[]} Deleted ids, and ids that were not events.
	 */
	public function delete_many( array $ids ): array {
		$deleted = array();
		$failed  = array();
		$gone    = array();
		foreach ( $ids as $id ) {
			if ( in_array( $id, $gone, true ) ) {
				$deleted[] = $id;
				continue;
			}
			$children = $this->events->get( $id ) ? $this->events->children_ids( $id ) : array();
			if ( $this->delete( $id ) ) {
				$deleted[] = $id;
				$gone      = array_merge( $gone, $children );
			} else {
				$failed[] = $id;
			}
		}
		return array( $deleted, $failed );
	}

	/**
	 * A draft copy "<title> (Copy)" with every meta value and term of the original.
	 * The copy is top-level; a recurring original's copy gets its own (draft) children.
	 *
	 * @param int $id Event id.
	 * @return array<string,mixed>|WP_Error|null The copy, or null when there is no such event.
	 */
	public function duplicate( int $id ) {
		$post = $this->events->get( $id );
		if ( ! $post ) {
			return null;
		}
		$copy = $this->events->insert(
			array(
				/* translators: %s: event title. */
				'title'       => sprintf( __( '%s (Copy)', 'eventin-pro' ), $post->post_title ),
				'description' => $post->post_content,
				'post_status' => 'draft',
			)
		);
		if ( is_wp_error( $copy ) ) {
			return $copy;
		}
		$this->events->copy_meta_and_terms( $id, $copy );
		$copied = $this->events->get( $copy );
		if ( $copied ) {
			$this->sync_children( $copy, $this->events->fields( $copied ) );
		}
		return $this->get( $copy );
	}

	/**
	 * Rules that span fields. Only rules touching a changed field run, so an
	 * event with odd old data can still get a new title.
	 *
	 * @param array<string,mixed> $event   Merged fields.
	 * @param string[]            $changed Fields submitted.
	 * @param int                 $parent  Parent id of the event (0 = top level).
	 * @return true|WP_Error
	 */
	private function validate( array $event, array $changed, int $parent ) {
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
			$order = $this->check_order( $event );
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
			$recurrence = $this->check_recurrence( $event, $parent );
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
		}
		return $this->check_references( $event, $changed );
	}

	/**
	 * The end must not come before the start.
	 *
	 * @param array<string,mixed> $event Fields.
	 * @return true|WP_Error
	 */
	private function check_order( array $event ) {
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
	 *
	 * @param array<string,mixed> $event  Fields.
	 * @param int                 $parent Parent id.
	 * @return true|WP_Error
	 */
	private function check_recurrence( array $event, int $parent ) {
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
	private function check_references( array $event, array $changed ) {
		$terms = array(
			'categories' => Taxonomies::CATEGORY,
			'tags'       => Taxonomies::TAG,
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
				$found   = array_map(
					'intval',
					get_users(
						array(
							'include'     => $event[ $field ],
							'fields'      => 'ID',
							'count_total' => false,
						)
					)
				);
				$missing = array_diff( $event[ $field ], $found );
				if ( $missing ) {
					/* translators: 1: field name, 2: list of ids. */
					return self::invalid( $field, sprintf( __( '%1$s lists unknown user ids: %2$s.', 'eventin-pro' ), $field, implode( ', ', $missing ) ) );
				}
			}
		}
		if ( in_array( 'schedules', $changed, true ) && $event['schedules'] ) {
			$missing = array_diff( $event['schedules'], self::existing_posts( $event['schedules'], EventsRepository::SCHEDULE_POST_TYPE ) );
			if ( $missing ) {
				/* translators: %s: list of ids. */
				return self::invalid( 'schedules', sprintf( __( 'schedules lists unknown schedule ids: %s.', 'eventin-pro' ), implode( ', ', $missing ) ) );
			}
		}
		if ( in_array( 'featured_image', $changed, true ) && $event['featured_image'] && ! self::existing_posts( array( $event['featured_image'] ), 'attachment' ) ) {
			return self::invalid( 'featured_image', __( 'featured_image must be the id of an existing media item.', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * Makes the children match the parent's recurrence: one per occurrence, with
	 * the parent's fields and shifted dates; others deleted. Without recurrence,
	 * no children.
	 *
	 * @param int                 $parent Parent id.
	 * @param array<string,mixed> $event  Parent fields.
	 */
	private function sync_children( int $parent, array $event ): void {
		$existing = array();
		foreach ( $this->events->children_ids( $parent ) as $child ) {
			$date = (string) get_post_meta( $child, EventsRepository::META_START_DATE, true );
			if ( isset( $existing[ $date ] ) ) {
				$this->events->delete( $child ); // Two children on one date: keep one.
				continue;
			}
			$existing[ $date ] = $child;
		}
		$dates = array();
		if ( 'yes' === $event['recurring_enabled'] && $event['recurrence'] && '' !== $event['start_date'] ) {
			$dates = array_slice( Recurrence::dates( $event['start_date'], $event['recurrence'] ), 0, Recurrence::MAX_OCCURRENCES );
		}
		foreach ( $dates as $date ) {
			$fields = $this->child_fields( $event, $date );
			if ( isset( $existing[ $date ] ) ) {
				$this->events->update( $existing[ $date ], $fields );
				unset( $existing[ $date ] );
			} else {
				$this->events->insert( $fields, $parent );
			}
		}
		foreach ( $existing as $child ) {
			$this->events->delete( $child );
		}
	}

	/**
	 * A child's fields: the parent's, moved to $date, not recurring itself.
	 *
	 * @param array<string,mixed> $event Parent fields.
	 * @param string              $date  Occurrence start date.
	 * @return array<string,mixed>
	 */
	private function child_fields( array $event, string $date ): array {
		$shift  = EventTime::days_between( $event['start_date'], $date );
		$fields = array_merge(
			$event,
			array(
				'start_date'        => $date,
				'end_date'          => '' !== $event['end_date'] ? EventTime::add_days( $event['end_date'], $shift ) : '',
				'recurring_enabled' => 'no',
				'recurrence'        => null,
			)
		);
		if ( '' !== $event['registration_deadline'] ) {
			list( $day, $time )              = explode( ' ', $event['registration_deadline'] );
			$fields['registration_deadline'] = EventTime::add_days( $day, $shift ) . ' ' . $time;
		}
		return $fields;
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
	public static function existing_terms( array $ids, string $taxonomy ): array {
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
	private static function invalid( string $field, string $message ): WP_Error {
		return new WP_Error( self::INVALID_FIELD, $message, array( 'field' => $field ) );
	}
}
