<?php
/**
 * What can be done with events: list, create with defaults, update (recurrence
 * children follow), clone, delete. The controller speaks HTTP; the repository
 * speaks storage; EventRules checks; this speaks events.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\Rest\DeletesItems;
use EventinPro\Rest\DuplicatesItems;
use EventinPro\Rest\EditsItems;
use EventinPro\Rest\ItemService;
use EventinPro\Taxonomies\Taxonomies;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Service.
 */
final class EventsService implements ItemService, EditsItems, DeletesItems, DuplicatesItems {

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
		'rsvp'                  => array(), // The settings given; a new event stores no others.
		'ask_attendees'         => 'no',
		'extra_fields'          => array(),
		'featured_image'        => 0,
		'speakers'              => array(),
		'organizers'            => array(),
		'schedules'             => array(),
		'speaker_type'          => 'single',
		'speaker_groups'        => array(),
		'organizer_type'        => 'single',
		'organizer_groups'      => array(),
	);

	/**
	 * List filters by term: param => taxonomy.
	 */
	private const TERM_FILTERS = array(
		'category' => Taxonomies::CATEGORY,
		'tag'      => Taxonomies::TAG,
	);

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
					return EventRules::invalid( $param, sprintf( __( '%1$s lists unknown term ids: %2$s.', 'eventin-pro' ), $param, implode( ', ', $terms['missing'][ $taxonomy ] ) ) );
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
	 * The first events of a status filter by start time, soonest first (see
	 * EventsRepository::soonest()), as API items with `start_utc` (ISO 8601).
	 * A recurring event whose occurrences are listed is left out.
	 *
	 * @param string $status One of EventStatus::FILTERS.
	 * @param int    $limit  How many.
	 * @return array<int,array<string,mixed>>
	 */
	public function soonest( string $status, int $limit ): array {
		// A series is listed with its occurrences: show the occurrences alone
		// (fetching more so that dropping the series still fills the list).
		$posts   = $this->events->soonest( $status, 2 * $limit );
		$parents = array_map( 'intval', wp_list_pluck( $posts, 'post_parent' ) );
		$posts   = array_slice(
			array_values(
				array_filter(
					$posts,
					static function ( $post ) use ( $parents ): bool {
						return ! in_array( (int) $post->ID, $parents, true );
					}
				)
			),
			0,
			$limit
		);
		$sold    = $this->events->sold_counts( wp_list_pluck( $posts, 'ID' ) );
		$items   = array();
		foreach ( $posts as $post ) {
			$item              = $this->events->item( $post, $sold[ $post->ID ] ?? 0 );
			$start             = EventTime::normalized( $item )['start_utc'];
			$item['start_utc'] = gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( $start . ' UTC' ) );
			$items[]           = $item;
		}
		return $items;
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
	 * What other features need to name an event and judge its time, without
	 * the full item's people and counts: id, title, status (EventStatus),
	 * parent (0 for none). Null when the id is no event.
	 *
	 * @param int $id Event id.
	 * @return array{id:int,title:string,status:string,parent:int}|null
	 */
	public function summary( int $id ): ?array {
		$post = $this->events->get( $id );
		if ( ! $post ) {
			return null;
		}
		$normal = EventTime::normalized( $this->events->fields( $post ) );
		return array(
			'id'     => $post->ID,
			'title'  => $post->post_title,
			'status' => EventStatus::of( $post->post_status, $normal['start_utc'], $normal['end_utc'] ),
			'parent' => (int) $post->post_parent,
		);
	}

	/**
	 * One page of the events whose RSVP form is on (Eventin 4's
	 * `etn_enable_rsvp_form`, or `enable_rsvp_form` in its `rsvp_settings`),
	 * newest start first, as summaries with `start_date`; and the total.
	 *
	 * @param string $search   Words of the title ('' for all).
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Per page.
	 * @return array{0:array<int,array<string,mixed>>,1:int}
	 */
	public function with_rsvp( string $search, int $page, int $per_page ): array {
		$query = new \WP_Query(
			array(
				'post_type'              => Events::POST_TYPE,
				'post_status'            => array( 'publish', 'private', 'draft', 'pending', 'future' ),
				'posts_per_page'         => $per_page,
				'paged'                  => $page,
				'orderby'                => array(
					'start' => 'DESC',
					'ID'    => 'DESC',
				),
				'update_post_term_cache' => false,
				's'                      => $search,
				'search_columns'         => array( 'post_title' ),
				// phpcs:ignore WordPress.DB.SlowDBQuery -- the RSVP report's list of events, filtered by its flag.
				'meta_query'             => array(
					'start' => array(
						'key'  => EventsRepository::META_START_UTC,
						'type' => 'CHAR',
					),
					array(
						'relation' => 'OR',
						array(
							'key'     => EventsRepository::META_RSVP,
							'value'   => array( 'yes', 'on', '1' ),
							'compare' => 'IN',
						),
						array(
							'key'     => EventsRepository::META_RSVP_SETTINGS,
							'value'   => '"enable_rsvp_form";s:2:"on"',
							'compare' => 'LIKE',
						),
						array(
							'key'     => EventsRepository::META_RSVP_SETTINGS,
							'value'   => '"enable_rsvp_form";b:1',
							'compare' => 'LIKE',
						),
					),
				),
			)
		);
		$items = array();
		foreach ( EventsRepository::posts_of( $query ) as $post ) {
			$items[] = (array) $this->summary( $post->ID ) + array( 'start_date' => (string) $this->events->fields( $post )['start_date'] );
		}
		return array( $items, (int) $query->found_posts );
	}

	/**
	 * Holds the event's row lock until the transaction ends: every change
	 * that must see the event's places as they are (bookings, RSVP answers)
	 * runs one at a time per event; other events are not held up. On SQLite
	 * (the development site) the clause is dropped; its one writer at a time
	 * gives the same guarantee.
	 *
	 * @param int $id Event id.
	 * @return bool Whether the row exists.
	 */
	public function lock( int $id ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a row lock has no API.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID = %d FOR UPDATE", $id ) );
	}

	/**
	 * Object-level rights: whether the current user may do $action to this
	 * event. WordPress's edit_post / delete_post, which the post type maps to
	 * the event permission for one's own events and to edit_others_posts /
	 * delete_others_posts for anyone else's (Events::register_post_type()).
	 * An occurrence of a recurring event is judged as the recurring event,
	 * whoever's change created it. Ids that are not events pass: the caller
	 * answers 404.
	 *
	 * @param string $action 'edit', 'clone' or 'delete'.
	 * @param int    $id     Event id.
	 */
	public function may( string $action, int $id ): bool {
		$post = $this->events->get( $id );
		if ( ! $post ) {
			return true;
		}
		$parent = (int) $post->post_parent ? $this->events->get( (int) $post->post_parent ) : null;
		return current_user_can( 'delete' === $action ? 'delete_post' : 'edit_post', (int) ( $parent ? $parent : $post )->ID );
	}

	/**
	 * Creates an event (and its recurrence children).
	 *
	 * @param array<string,mixed> $input Clean submitted fields.
	 * @return array<string,mixed>|WP_Error The new item.
	 */
	public function create( array $input ) {
		$event = array_merge( self::DEFAULTS, $input );
		$valid = EventRules::check( $event, array_keys( self::DEFAULTS ), 0 );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$event['rsvp'] = EventRsvpSettings::changes( $event['rsvp'], EventRsvpSettings::defaults() );
		$id            = $this->events->insert( $event );
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$this->sync_children( $id, $event );
		return $this->get( $id ) ?? new WP_Error( 'eventin_event_not_saved', __( 'The event could not be saved.', 'eventin-pro' ) );
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
		$stored = $this->events->fields( $post );
		$event  = array_merge( $stored, $input );
		$valid  = EventRules::check( $event, array_keys( $input ), (int) $post->post_parent, $stored );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		// Only what the request changed is written: a field sent back as it reads
		// keeps its stored form (Eventin's "09:00 AM", its empty strings...).
		$changed = array_filter(
			$input,
			static function ( $value, string $field ) use ( $stored ): bool {
				return ! array_key_exists( $field, $stored ) || $stored[ $field ] !== $value;
			},
			ARRAY_FILTER_USE_BOTH
		);
		if ( isset( $changed['rsvp'] ) ) {
			// The settings are written one by one: only those the request changed.
			$changed['rsvp'] = EventRsvpSettings::changes( $changed['rsvp'], $stored['rsvp'] );
			if ( ! $changed['rsvp'] ) {
				unset( $changed['rsvp'] );
			}
			$event['rsvp'] = array_merge( $stored['rsvp'], $input['rsvp'] );
		}
		$result = $this->events->update( $id, $changed );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		if ( 0 === (int) $post->post_parent ) {
			$this->sync_children( $id, $event, array_keys( $changed ) );
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
	 * Makes the children match the parent's recurrence: one per occurrence, with
	 * the parent's fields and shifted dates; others deleted. Without recurrence,
	 * no children. A recurring parent whose rule cannot be read keeps its
	 * children untouched: no dates computed must never mean none wanted. After
	 * an update, existing children get only the fields the request changed, so
	 * whatever else they store (Eventin's per-occurrence dates and keys) stays.
	 *
	 * @param int                 $parent  Parent id.
	 * @param array<string,mixed> $event   Parent fields.
	 * @param string[]|null       $changed Fields whose value changed, null for all (a new series).
	 */
	private function sync_children( int $parent, array $event, ?array $changed = null ): void {
		if ( 'yes' === $event['recurring_enabled'] && ! $event['recurrence'] ) {
			return;
		}
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
		if ( 'yes' === $event['recurring_enabled'] && '' !== $event['start_date'] ) {
			$dates = array_slice( Recurrence::dates( $event['start_date'], $event['recurrence'] ), 0, Recurrence::MAX_OCCURRENCES );
		}
		$rsvp_dated = '' !== (string) ( $event['rsvp']['deadline'] ?? '' );
		$kept       = null === $changed ? null : array_flip( self::child_keys( $changed, $rsvp_dated ) );
		// Occurrences sell the parent's variations: they share its slugs, as in Eventin.
		$event['ticket_variations'] = TicketVariations::read( get_post_meta( $parent, EventsRepository::META_TICKETS, true ) );
		foreach ( $dates as $date ) {
			$fields = $this->child_fields( $event, $date );
			if ( isset( $existing[ $date ] ) ) {
				$this->events->update( $existing[ $date ], null === $kept ? $fields : array_intersect_key( $fields, $kept ) );
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
	 * The child fields a change of $changed affects: those fields, and every
	 * shifted date when any date or the rule changed (the RSVP settings too
	 * when they close answers at a date).
	 *
	 * @param string[] $changed     Fields whose value changed.
	 * @param bool     $rsvp_dated Whether the RSVP settings have a deadline.
	 * @return string[]
	 */
	private static function child_keys( array $changed, bool $rsvp_dated ): array {
		$moving = array( 'start_date', 'end_date', 'registration_deadline', 'recurrence' );
		if ( ! array_intersect( $moving, $changed ) ) {
			return $changed;
		}
		return array_merge( $changed, $moving, $rsvp_dated ? array( 'rsvp' ) : array() );
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
		if ( '' !== ( $event['rsvp']['deadline'] ?? '' ) ) {
			list( $day, $time )         = explode( ' ', $event['rsvp']['deadline'] );
			$fields['rsvp']['deadline'] = EventTime::add_days( $day, $shift ) . ' ' . $time;
		}
		return $fields;
	}
}
