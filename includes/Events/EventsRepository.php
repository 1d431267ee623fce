<?php
/**
 * Storage of events: the `etn` post type, its meta (with Eventin 4's key names,
 * misspellings included, which stay inside this class) and its terms.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\Taxonomies\Taxonomies;
use WP_Error;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Repository: reads return clean field names, writes take them.
 */
final class EventsRepository {

	public const META_START_DATE    = 'etn_start_date';
	public const META_END_DATE      = 'etn_end_date';
	public const META_START_TIME    = 'etn_start_time';
	public const META_END_TIME      = 'etn_end_time';
	public const META_TIMEZONE      = 'event_timezone';
	public const META_LOCATION      = 'etn_event_location';
	public const META_EVENT_TYPE    = 'event_type';
	public const META_TICKETS       = 'etn_ticket_variations';
	public const META_TOTAL_TICKETS = 'etn_total_avaiilable_tickets';
	public const META_RECURRING     = 'recurring_enabled';
	public const META_RECURRENCE    = 'etn_event_recurrence';
	public const META_CERTIFICATE   = 'certificate_template';
	public const META_TICKET_LAYOUT = 'ticket_template';
	public const META_DEADLINE      = 'etn_registration_deadline';
	public const META_RSVP          = 'etn_enable_rsvp_form';
	public const META_SPEAKERS      = 'etn_event_speaker';
	public const META_ORGANIZERS    = 'etn_event_organizer';
	public const META_SCHEDULES     = 'etn_event_schedule';

	/**
	 * Normalized keys written on every save (EventTime::normalized()); the list filters on them.
	 */
	public const META_START_LOCAL = '_etn_start_local';
	public const META_END_LOCAL   = '_etn_end_local';
	public const META_START_UTC   = '_etn_start_utc';
	public const META_END_UTC     = '_etn_end_utc';

	/**
	 * Attendees (owned by the Attendees feature; read here only to count sold tickets).
	 */
	public const ATTENDEE_POST_TYPE = 'etn-attendee';
	public const ATTENDEE_EVENT_ID  = 'etn_event_id';
	public const ATTENDEE_STATUS    = 'etn_status';

	public const SCHEDULE_POST_TYPE = 'etn-schedule';

	/**
	 * Our index on postmeta, see ensure_meta_value_index().
	 */
	public const META_VALUE_INDEX = 'eventin_meta_key_value';

	/**
	 * Meta keys that feed the normalized keys.
	 */
	private const DATE_KEYS = array( self::META_START_DATE, self::META_END_DATE, self::META_START_TIME, self::META_END_TIME, self::META_TIMEZONE );

	/**
	 * Meta that a clone does not copy (recomputed, or about the original post only).
	 */
	private const NOT_CLONED = array( '_edit_lock', '_edit_last', '_wp_old_slug', '_wp_old_date', self::META_START_LOCAL, self::META_END_LOCAL, self::META_START_UTC, self::META_END_UTC );

	/**
	 * Simple meta fields: clean name => meta key.
	 */
	private const SIMPLE_META = array(
		'start_date'            => self::META_START_DATE,
		'end_date'              => self::META_END_DATE,
		'start_time'            => self::META_START_TIME,
		'end_time'              => self::META_END_TIME,
		'timezone'              => self::META_TIMEZONE,
		'recurring_enabled'     => self::META_RECURRING,
		'certificate_template'  => self::META_CERTIFICATE,
		'ticket_template'       => self::META_TICKET_LAYOUT,
		'registration_deadline' => self::META_DEADLINE,
		'rsvp_enabled'          => self::META_RSVP,
		'speakers'              => self::META_SPEAKERS,
		'organizers'            => self::META_ORGANIZERS,
		'schedules'             => self::META_SCHEDULES,
	);

	/**
	 * While > 0, our own writes are in progress and the meta listener stays quiet.
	 *
	 * @var int
	 */
	private static $writing = 0;

	/**
	 * One page of events, filtered, searched and paged in SQL, with the total.
	 * Order: newest first (post date, then id, both descending).
	 *
	 * @param array{status?:string,start_date?:string,end_date?:string,search?:string,category_tt?:int[],tag_tt?:int[],parent?:int,paged?:int,per_page?:int} $query Query.
	 * @return array{0:WP_Post[],1:int}
	 */
	public function find( array $query ): array {
		$where      = EventStatus::where( (string) ( $query['status'] ?? 'all' ), EventStatus::now_utc() );
		$meta_query = $where['meta_query'];
		if ( ! empty( $query['start_date'] ) ) {
			// Overlap with [start_date, end_date]: the event ends on or after the range's first day...
			$meta_query[] = array(
				'key'     => self::META_END_LOCAL,
				'value'   => $query['start_date'] . ' 00:00:00',
				'compare' => '>=',
			);
		}
		if ( ! empty( $query['end_date'] ) ) {
			// ...and starts on or before its last day.
			$meta_query[] = array(
				'key'     => self::META_START_LOCAL,
				'value'   => $query['end_date'] . ' 23:59:59',
				'compare' => '<=',
			);
		}
		$tax_query = array();
		$filters   = array(
			'category_tt' => Taxonomies::CATEGORY,
			'tag_tt'      => Taxonomies::TAG,
		);
		foreach ( $filters as $param => $taxonomy ) {
			if ( ! empty( $query[ $param ] ) ) {
				// Term taxonomy ids (term_filter()), children included already: WordPress needs no lookups.
				$tax_query[] = array(
					'taxonomy'         => $taxonomy,
					'field'            => 'term_taxonomy_id',
					'terms'            => array_map( 'intval', (array) $query[ $param ] ),
					'include_children' => false,
				);
			}
		}
		$per_page = max( 1, (int) ( $query['per_page'] ?? 10 ) );
		$args     = array(
			'post_type'              => Events::POST_TYPE,
			'post_status'            => $where['post_status'],
			'post_parent'            => (int) ( $query['parent'] ?? 0 ),
			'posts_per_page'         => $per_page,
			'paged'                  => max( 1, (int) ( $query['paged'] ?? 1 ) ),
			'orderby'                => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'ignore_sticky_posts'    => true,
			'update_post_meta_cache' => true,
			'update_post_term_cache' => true,
			'meta_query'             => $meta_query, // phpcs:ignore WordPress.DB.SlowDBQuery -- dates and status are meta.
			'tax_query'              => $tax_query, // phpcs:ignore WordPress.DB.SlowDBQuery -- categories and tags.
		);
		$search   = trim( (string) ( $query['search'] ?? '' ) );
		if ( '' !== $search ) {
			$args['s']              = $search;
			$args['search_columns'] = array( 'post_title' );
		}
		$wp_query = new WP_Query( $args );
		$total    = (int) $wp_query->found_posts;
		if ( ! $wp_query->posts && $args['paged'] > 1 ) {
			// WordPress skips the count when the page is empty; a page past the end still reports the total.
			$count = new WP_Query(
				array_merge(
					$args,
					array(
						'paged'                  => 1,
						'posts_per_page'         => 1,
						'fields'                 => 'ids',
						'update_post_meta_cache' => false,
						'update_post_term_cache' => false,
					)
				)
			);
			$total = (int) $count->found_posts;
		}
		update_post_thumbnail_cache( $wp_query );
		return array( $wp_query->posts, $total );
	}

	/**
	 * Resolves the term filters of the list in one query: which requested term
	 * ids exist, and the term taxonomy ids to match (a category's sub-categories
	 * included, from WordPress's cached hierarchy).
	 *
	 * @param array<string,int[]> $requested Taxonomy => term ids.
	 * @return array{missing:array<string,int[]>,tt_ids:array<string,int[]>}
	 */
	public function term_filter( array $requested ): array {
		global $wpdb;
		$result = array(
			'missing' => array(),
			'tt_ids'  => array(),
		);
		$where  = array();
		$args   = array();
		foreach ( $requested as $taxonomy => $ids ) {
			$wanted = $ids;
			if ( is_taxonomy_hierarchical( $taxonomy ) ) {
				foreach ( $ids as $id ) {
					$children = get_term_children( $id, $taxonomy );
					$wanted   = array_merge( $wanted, is_array( $children ) ? array_map( 'intval', $children ) : array() );
				}
			}
			$wanted  = array_values( array_unique( $wanted ) );
			$where[] = '( taxonomy = %s AND term_id IN (' . implode( ',', array_fill( 0, count( $wanted ), '%d' ) ) . ') )';
			$args    = array_merge( $args, array( $taxonomy ), $wanted );

			$result['missing'][ $taxonomy ] = $ids;
			$result['tt_ids'][ $taxonomy ]  = array();
		}
		if ( ! $where ) {
			return $result;
		}
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $where holds only placeholders.
		$rows = $wpdb->get_results(
			$wpdb->prepare( "SELECT term_id, term_taxonomy_id, taxonomy FROM {$wpdb->term_taxonomy} WHERE " . implode( ' OR ', $where ), $args )
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one lookup for both filters, instead of WP_Tax_Query's one per taxonomy.
		// phpcs:enable
		foreach ( (array) $rows as $row ) {
			$result['tt_ids'][ $row->taxonomy ][] = (int) $row->term_taxonomy_id;
			$result['missing'][ $row->taxonomy ]  = array_values( array_diff( $result['missing'][ $row->taxonomy ], array( (int) $row->term_id ) ) );
		}
		return $result;
	}

	/**
	 * An event by id (any status but trash), or null.
	 *
	 * @param int $id Post id.
	 */
	public function get( int $id ): ?WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || Events::POST_TYPE !== $post->post_type || in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
			return null;
		}
		return $post;
	}

	/**
	 * Sold tickets of several events in one query: attendees pointing at the event
	 * whose status is not "failed".
	 *
	 * @param int[] $event_ids Event ids.
	 * @return array<int,int> Event id => count (0 when none).
	 */
	public function sold_counts( array $event_ids ): array {
		global $wpdb;
		$event_ids = array_values( array_unique( array_filter( array_map( 'intval', $event_ids ) ) ) );
		$counts    = array_fill_keys( $event_ids, 0 );
		if ( ! $event_ids ) {
			return $counts;
		}
		$in   = implode( ',', array_fill( 0, count( $event_ids ), '%s' ) );
		$args = array_merge(
			array( self::ATTENDEE_STATUS, 'failed', self::ATTENDEE_POST_TYPE, self::ATTENDEE_EVENT_ID ),
			array_map( 'strval', $event_ids )
		);
		// phpcs:disable WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $in is only placeholders.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT ev.meta_value AS event_id, COUNT(DISTINCT ev.post_id) AS sold
				FROM {$wpdb->postmeta} ev
				INNER JOIN {$wpdb->posts} a ON a.ID = ev.post_id
				LEFT JOIN {$wpdb->postmeta} st ON st.post_id = ev.post_id AND st.meta_key = %s AND st.meta_value = %s
				WHERE a.post_type = %s AND a.post_status NOT IN ('trash', 'auto-draft')
					AND ev.meta_key = %s AND ev.meta_value IN ($in)
					AND st.meta_id IS NULL
				GROUP BY ev.meta_value",
				$args
			)
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one grouped count for a whole page; not cacheable per event.
		// phpcs:enable
		foreach ( (array) $rows as $row ) {
			$counts[ (int) $row->event_id ] = (int) $row->sold;
		}
		return $counts;
	}

	/**
	 * The writable fields of an event as stored, with clean names and formats.
	 * Reads only the primed caches (post, meta, terms).
	 *
	 * @param WP_Post $post Event.
	 * @return array<string,mixed>
	 */
	public function fields( WP_Post $post ): array {
		$id   = $post->ID;
		$meta = static function ( string $key ) use ( $id ) {
			return get_post_meta( $id, $key, true );
		};

		$timezone = $meta( self::META_TIMEZONE );
		$deadline = $meta( self::META_DEADLINE );
		if ( is_string( $deadline ) && EventTime::parse_date( $deadline ) ) {
			$deadline .= ' 23:59'; // Eventin 4 stored a date only.
		}
		return array(
			'title'                 => $post->post_title,
			'description'           => $post->post_content,
			'post_status'           => $post->post_status,
			'start_date'            => EventTime::parse_date( $meta( self::META_START_DATE ) ) ?? '',
			'end_date'              => EventTime::parse_date( $meta( self::META_END_DATE ) ) ?? '',
			'start_time'            => EventTime::parse_stored_time( $meta( self::META_START_TIME ) ) ?? '',
			'end_time'              => EventTime::parse_stored_time( $meta( self::META_END_TIME ) ) ?? '',
			'timezone'              => is_string( $timezone ) && '' !== $timezone && EventTime::is_valid_timezone( $timezone ) ? $timezone : '',
			'location'              => $this->read_location( $id ),
			'recurring_enabled'     => 'yes' === $meta( self::META_RECURRING ) ? 'yes' : 'no',
			'recurrence'            => Recurrence::from_meta( $meta( self::META_RECURRENCE ) ),
			'ticket_variations'     => $this->read_tickets( $meta( self::META_TICKETS ) ),
			'categories'            => $this->term_ids( $post, Taxonomies::CATEGORY ),
			'tags'                  => $this->term_ids( $post, Taxonomies::TAG ),
			'certificate_template'  => self::whole_number( $meta( self::META_CERTIFICATE ) ),
			'ticket_template'       => self::whole_number( $meta( self::META_TICKET_LAYOUT ) ),
			'registration_deadline' => EventTime::parse_deadline( $deadline ) ?? '',
			'rsvp_enabled'          => in_array( $meta( self::META_RSVP ), array( 'yes', 'on', '1', true, 1 ), true ) ? 'yes' : 'no',
			'featured_image'        => (int) get_post_thumbnail_id( $post ),
			'speakers'              => self::id_list( $meta( self::META_SPEAKERS ) ),
			'organizers'            => self::id_list( $meta( self::META_ORGANIZERS ) ),
			'schedules'             => self::id_list( $meta( self::META_SCHEDULES ) ),
		);
	}

	/**
	 * The full API item: stored fields plus what is derived from them.
	 *
	 * @param WP_Post $post Event.
	 * @param int     $sold Sold tickets (sold_counts()).
	 * @return array<string,mixed>
	 */
	public function item( WP_Post $post, int $sold ): array {
		$fields    = $this->fields( $post );
		$location  = $fields['location'];
		$timezone  = '' !== $fields['timezone'] ? $fields['timezone'] : wp_timezone_string();
		$normal    = EventTime::normalized( $fields );
		$image_url = $fields['featured_image'] ? wp_get_attachment_image_url( $fields['featured_image'], 'large' ) : '';

		return array(
			'id'                 => $post->ID,
			'status'             => EventStatus::of( $post->post_status, $normal['start_utc'], $normal['end_utc'] ),
			'parent'             => (int) $post->post_parent,
			'link'               => (string) get_permalink( $post ),
			'sold_tickets'       => $sold,
			'total_ticket'       => $this->read_total( $post->ID, $fields['ticket_variations'] ),
			'location_valid'     => $location['valid'],
			'featured_image_url' => $image_url ? $image_url : '',
		) + array_merge(
			$fields,
			array(
				'post_status' => in_array( $post->post_status, EventStatus::UNPUBLISHED, true ) ? 'draft' : 'publish',
				// A missing end date is the start date (the status rule reads it so too).
				'end_date'    => '' !== $fields['end_date'] ? $fields['end_date'] : $fields['start_date'],
				'timezone'    => $timezone,
				'location'    => array_diff_key( $location, array( 'valid' => true ) ),
			)
		);
	}

	/**
	 * Creates an event.
	 *
	 * @param array<string,mixed> $fields Clean fields (any subset of fields()).
	 * @param int                 $parent Parent event (recurrence children), 0 for none.
	 * @return int|WP_Error New id.
	 */
	public function insert( array $fields, int $parent = 0 ) {
		$postarr = $this->post_fields( $fields ) + array(
			'post_type'   => Events::POST_TYPE,
			'post_parent' => $parent,
			'post_status' => 'draft',
		);
		if ( $parent && ! empty( $fields['start_date'] ) ) {
			// A dated slug per occurrence: unique at once, where a hundred "title-N" would each probe N slugs.
			$postarr['post_name'] = sanitize_title( $postarr['post_title'] ?? '' ) . '-' . $fields['start_date'];
		}
		++self::$writing;
		try {
			$id = wp_insert_post( wp_slash( $postarr ), true );
			if ( is_wp_error( $id ) ) {
				return $id;
			}
			// A new post has no meta yet: empty values need no row (reads give the same defaults).
			$this->write_meta( $id, array_filter( $fields, array( self::class, 'is_set' ) ) );
		} finally {
			--self::$writing;
		}
		$this->sync_normalized_keys( $id );
		return $id;
	}

	/**
	 * Changes the given fields of an event; the others stay as they are.
	 *
	 * @param int                 $id     Event id.
	 * @param array<string,mixed> $fields Clean fields to change.
	 * @return true|WP_Error
	 */
	public function update( int $id, array $fields ) {
		$postarr = $this->post_fields( $fields );
		++self::$writing;
		try {
			if ( $postarr ) {
				$result = wp_update_post( wp_slash( array( 'ID' => $id ) + $postarr ), true );
				if ( is_wp_error( $result ) ) {
					return $result;
				}
			}
			$this->write_meta( $id, $fields );
		} finally {
			--self::$writing;
		}
		if ( array_intersect_key( $fields, array_flip( array( 'start_date', 'end_date', 'start_time', 'end_time', 'timezone' ) ) ) ) {
			$this->sync_normalized_keys( $id );
		}
		return true;
	}

	/**
	 * Deletes an event for good (its recurrence children go with it, see Events::delete_children()).
	 *
	 * @param int $id Event id.
	 */
	public function delete( int $id ): bool {
		return (bool) wp_delete_post( $id, true );
	}

	/**
	 * Ids of an event's children (recurrence occurrences), oldest first.
	 *
	 * @param int $parent Parent id.
	 * @return int[]
	 */
	public function children_ids( int $parent ): array {
		if ( $parent < 1 ) {
			return array();
		}
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'        => Events::POST_TYPE,
					'post_parent'      => $parent,
					'post_status'      => 'any',
					'numberposts'      => 1000,
					'fields'           => 'ids',
					'orderby'          => 'ID',
					'order'            => 'ASC',
					'suppress_filters' => true,
				)
			)
		);
	}

	/**
	 * Copies every meta value and term of one event to another (for clones).
	 *
	 * @param int $from Source event.
	 * @param int $to   Target event.
	 */
	public function copy_meta_and_terms( int $from, int $to ): void {
		++self::$writing;
		try {
			foreach ( (array) get_post_meta( $from ) as $key => $values ) {
				if ( in_array( $key, self::NOT_CLONED, true ) ) {
					continue;
				}
				delete_post_meta( $to, $key );
				foreach ( (array) $values as $value ) {
					add_post_meta( $to, $key, wp_slash( maybe_unserialize( $value ) ) );
				}
			}
			foreach ( array( Taxonomies::CATEGORY, Taxonomies::TAG ) as $taxonomy ) {
				wp_set_object_terms( $to, $this->term_ids( get_post( $from ), $taxonomy ), $taxonomy );
			}
		} finally {
			--self::$writing;
		}
		$this->sync_normalized_keys( $to );
	}

	/**
	 * Recomputes and stores an event's normalized date keys from its date meta.
	 *
	 * @param int $id Event id.
	 */
	public function sync_normalized_keys( int $id ): void {
		$normal = EventTime::normalized(
			array(
				'start_date' => get_post_meta( $id, self::META_START_DATE, true ),
				'end_date'   => get_post_meta( $id, self::META_END_DATE, true ),
				'start_time' => get_post_meta( $id, self::META_START_TIME, true ),
				'end_time'   => get_post_meta( $id, self::META_END_TIME, true ),
				'timezone'   => get_post_meta( $id, self::META_TIMEZONE, true ),
			)
		);
		++self::$writing;
		try {
			update_post_meta( $id, self::META_START_LOCAL, $normal['start_local'] );
			update_post_meta( $id, self::META_END_LOCAL, $normal['end_local'] );
			update_post_meta( $id, self::META_START_UTC, $normal['start_utc'] );
			update_post_meta( $id, self::META_END_UTC, $normal['end_utc'] );
		} finally {
			--self::$writing;
		}
	}

	/**
	 * Keeps the normalized keys right when other code writes an event's date meta
	 * directly (an import, another plugin). Hooked to added/updated/deleted_post_meta.
	 *
	 * @param mixed  $meta_id   Meta id(s).
	 * @param int    $object_id Post id.
	 * @param string $meta_key  Meta key.
	 */
	public static function on_meta_change( $meta_id, $object_id, $meta_key ): void {
		if ( self::$writing > 0 || ! in_array( $meta_key, self::DATE_KEYS, true ) || Events::POST_TYPE !== get_post_type( (int) $object_id ) ) {
			return;
		}
		( new self() )->sync_normalized_keys( (int) $object_id );
	}

	/**
	 * Adds an index on postmeta (meta_key, start of meta_value), once.
	 *
	 * Why: attendees point at their event through meta (etn_event_id), and
	 * WordPress indexes meta_key but not meta_value, so counting the attendees
	 * of one page of events would read every attendee row (about 1 s with
	 * 100,000 attendees). With this index the one grouped count reads only the
	 * page's attendees. It changes no data and no core query; uninstall drops it.
	 * A database that refuses it leaves the list correct, only slower.
	 */
	public static function ensure_meta_value_index(): void {
		global $wpdb;
		$suppress = $wpdb->suppress_errors();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.SchemaChange -- schema statements with our constant index name.
		$indexes = $wpdb->get_col( "SHOW INDEX FROM {$wpdb->postmeta}", 2 );
		if ( is_array( $indexes ) && ! in_array( self::META_VALUE_INDEX, $indexes, true ) ) {
			$wpdb->query( "ALTER TABLE {$wpdb->postmeta} ADD INDEX " . self::META_VALUE_INDEX . ' (meta_key(191), meta_value(32))' );
		}
		// phpcs:enable
		$wpdb->suppress_errors( $suppress );
	}

	/**
	 * Drops the index ensure_meta_value_index() added (uninstall).
	 */
	public static function drop_meta_value_index(): void {
		global $wpdb;
		$suppress = $wpdb->suppress_errors();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.SchemaChange -- schema statements with our constant index name.
		$indexes = $wpdb->get_col( "SHOW INDEX FROM {$wpdb->postmeta}", 2 );
		if ( is_array( $indexes ) && in_array( self::META_VALUE_INDEX, $indexes, true ) ) {
			$wpdb->query( "ALTER TABLE {$wpdb->postmeta} DROP INDEX " . self::META_VALUE_INDEX );
		}
		// phpcs:enable
		$wpdb->suppress_errors( $suppress );
	}

	/**
	 * Repair for events that lack the normalized keys (saved by older code or
	 * imported): computes them in batches. Idempotent; run on install/upgrade.
	 *
	 * @return int Number of events repaired.
	 */
	public static function backfill_utc_keys(): int {
		global $wpdb;
		$repository = new self();
		$keys       = array( self::META_START_LOCAL, self::META_END_LOCAL, self::META_START_UTC, self::META_END_UTC );
		$last_id    = 0;
		$repaired   = 0;
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-off repair scan.
			$ids = $wpdb->get_col(
				$wpdb->prepare(
					"SELECT p.ID FROM {$wpdb->posts} p
					WHERE p.post_type = %s AND p.ID > %d
						AND ( SELECT COUNT(DISTINCT m.meta_key) FROM {$wpdb->postmeta} m
							WHERE m.post_id = p.ID AND m.meta_key IN (%s, %s, %s, %s) ) < 4
					ORDER BY p.ID ASC LIMIT 500",
					array_merge( array( Events::POST_TYPE, $last_id ), $keys )
				)
			);
			$ids = array_map( 'intval', $ids );
			if ( ! $ids ) {
				break;
			}
			update_meta_cache( 'post', $ids );
			foreach ( $ids as $id ) {
				$repository->sync_normalized_keys( $id );
				clean_post_cache( $id );
			}
			$repaired += count( $ids );
			$last_id   = (int) end( $ids );
		} while ( true );
		return $repaired;
	}

	/**
	 * Whether a field value is worth storing on a new event.
	 *
	 * @param mixed $value Value.
	 */
	private static function is_set( $value ): bool {
		return ! in_array( $value, array( '', null, array(), 0 ), true );
	}

	/**
	 * Post columns from clean fields.
	 *
	 * @param array<string,mixed> $fields Fields.
	 * @return array<string,mixed>
	 */
	private function post_fields( array $fields ): array {
		$postarr = array();
		if ( array_key_exists( 'title', $fields ) ) {
			$postarr['post_title'] = (string) $fields['title'];
		}
		if ( array_key_exists( 'description', $fields ) ) {
			$postarr['post_content'] = (string) $fields['description'];
		}
		if ( array_key_exists( 'post_status', $fields ) ) {
			$postarr['post_status'] = (string) $fields['post_status'];
		}
		return $postarr;
	}

	/**
	 * Writes the meta (and terms, thumbnail) for the fields given.
	 *
	 * @param int                 $id     Event id.
	 * @param array<string,mixed> $fields Clean fields.
	 */
	private function write_meta( int $id, array $fields ): void {
		foreach ( self::SIMPLE_META as $field => $key ) {
			if ( array_key_exists( $field, $fields ) ) {
				update_post_meta( $id, $key, wp_slash( $fields[ $field ] ) );
			}
		}
		if ( array_key_exists( 'location', $fields ) ) {
			$location = (array) $fields['location'];
			$stored   = array(
				'type'    => 'online' === ( $location['type'] ?? '' ) ? 'online' : 'offline',
				'address' => (string) ( $location['address'] ?? '' ),
			);
			if ( ! empty( $location['online_link'] ) ) {
				$stored['online_link'] = (string) $location['online_link'];
			}
			update_post_meta( $id, self::META_LOCATION, wp_slash( $stored ) );
			update_post_meta( $id, self::META_EVENT_TYPE, $stored['type'] );
		}
		if ( array_key_exists( 'recurrence', $fields ) ) {
			if ( $fields['recurrence'] ) {
				update_post_meta( $id, self::META_RECURRENCE, wp_slash( $fields['recurrence'] ) );
			} else {
				delete_post_meta( $id, self::META_RECURRENCE );
			}
		}
		if ( array_key_exists( 'ticket_variations', $fields ) ) {
			$this->write_tickets( $id, (array) $fields['ticket_variations'] );
		}
		if ( array_key_exists( 'categories', $fields ) ) {
			wp_set_object_terms( $id, array_map( 'intval', (array) $fields['categories'] ), Taxonomies::CATEGORY );
		}
		if ( array_key_exists( 'tags', $fields ) ) {
			wp_set_object_terms( $id, array_map( 'intval', (array) $fields['tags'] ), Taxonomies::TAG );
		}
		if ( array_key_exists( 'featured_image', $fields ) ) {
			if ( $fields['featured_image'] ) {
				set_post_thumbnail( $id, (int) $fields['featured_image'] );
			} else {
				delete_post_thumbnail( $id );
			}
		}
	}

	/**
	 * Stores ticket variations in Eventin 4's shape and keeps the total in sync.
	 *
	 * @param int                                                      $id      Event id.
	 * @param array<int,array{name:string,price:float,capacity:int}> $tickets Variations.
	 */
	private function write_tickets( int $id, array $tickets ): void {
		$previous = get_post_meta( $id, self::META_TICKETS, true );
		$slugs    = array();
		foreach ( is_array( $previous ) ? $previous : array() as $old ) {
			if ( is_array( $old ) && isset( $old['etn_ticket_name'], $old['etn_ticket_slug'] ) ) {
				$slugs[ (string) $old['etn_ticket_name'] ] = (string) $old['etn_ticket_slug'];
			}
		}
		$stored = array();
		foreach ( $tickets as $ticket ) {
			$name     = (string) $ticket['name'];
			$capacity = (int) $ticket['capacity'];
			$stored[] = array(
				'etn_ticket_name'        => $name,
				'etn_ticket_price'       => (float) $ticket['price'],
				'etn_avaiilable_tickets' => $capacity,
				'etn_unlimited_tickets'  => -1 === $capacity,
				// Bookings refer to a variation by slug: keep it when the name stays.
				'etn_ticket_slug'        => $slugs[ $name ] ?? sanitize_title( $name ) . '-' . strtolower( wp_generate_password( 5, false ) ),
			);
		}
		update_post_meta( $id, self::META_TICKETS, wp_slash( $stored ) );
		update_post_meta( $id, self::META_TOTAL_TICKETS, self::total_of( $this->read_tickets( $stored ) ) );
	}

	/**
	 * Ticket variations from Eventin 4's stored shape.
	 *
	 * @param mixed $raw Stored value.
	 * @return array<int,array{name:string,price:float,capacity:int}>
	 */
	private function read_tickets( $raw ): array {
		$tickets = array();
		foreach ( is_array( $raw ) ? $raw : array() as $variation ) {
			if ( ! is_array( $variation ) ) {
				continue;
			}
			$capacity = isset( $variation['etn_avaiilable_tickets'] ) && is_numeric( $variation['etn_avaiilable_tickets'] ) ? (int) $variation['etn_avaiilable_tickets'] : 0;
			if ( ! empty( $variation['etn_unlimited_tickets'] ) || $capacity < 0 ) {
				$capacity = -1;
			}
			$price     = $variation['etn_ticket_price'] ?? 0;
			$tickets[] = array(
				'name'     => is_scalar( $variation['etn_ticket_name'] ?? null ) ? (string) $variation['etn_ticket_name'] : '',
				'price'    => is_numeric( $price ) ? (float) $price : 0.0,
				'capacity' => $capacity,
			);
		}
		return $tickets;
	}

	/**
	 * Total capacity: the variations' sum, -1 when any is unlimited; without
	 * variations, the stored total (older data).
	 *
	 * @param int                                                      $id      Event id.
	 * @param array<int,array{name:string,price:float,capacity:int}> $tickets Variations.
	 */
	private function read_total( int $id, array $tickets ): int {
		if ( $tickets ) {
			return self::total_of( $tickets );
		}
		$stored = get_post_meta( $id, self::META_TOTAL_TICKETS, true );
		return is_numeric( $stored ) ? max( -1, (int) $stored ) : 0;
	}

	/**
	 * Sum of capacities, -1 when any is unlimited.
	 *
	 * @param array<int,array{capacity:int}> $tickets Variations.
	 */
	private static function total_of( array $tickets ): int {
		$total = 0;
		foreach ( $tickets as $ticket ) {
			if ( $ticket['capacity'] < 0 ) {
				return -1;
			}
			$total += $ticket['capacity'];
		}
		return $total;
	}

	/**
	 * The location, tolerant of malformed stored values: `valid` is false when the
	 * stored value is not an array with a string address (a plain string, an
	 * array without address, anything else).
	 *
	 * @param int $id Event id.
	 * @return array{type:string,address:string,online_link?:string,valid:bool}
	 */
	private function read_location( int $id ): array {
		$raw        = get_post_meta( $id, self::META_LOCATION, true );
		$event_type = get_post_meta( $id, self::META_EVENT_TYPE, true );
		$location   = array(
			'type'    => 'online' === $event_type ? 'online' : 'offline',
			'address' => '',
			'valid'   => true,
		);
		if ( is_array( $raw ) ) {
			if ( isset( $raw['type'] ) && in_array( $raw['type'], array( 'online', 'offline' ), true ) ) {
				$location['type'] = $raw['type'];
			}
			if ( isset( $raw['address'] ) && is_string( $raw['address'] ) ) {
				$location['address'] = $raw['address'];
			} else {
				$location['valid'] = false;
			}
			if ( isset( $raw['online_link'] ) && is_string( $raw['online_link'] ) && '' !== $raw['online_link'] ) {
				$location['online_link'] = $raw['online_link'];
			}
		} elseif ( is_string( $raw ) && '' !== $raw ) {
			$location['address'] = $raw;
			$location['valid']   = false;
		} elseif ( '' !== $raw && null !== $raw && false !== $raw ) {
			$location['valid'] = false;
		}
		return $location;
	}

	/**
	 * Term ids of an event in a taxonomy, ascending, from the term cache.
	 *
	 * @param WP_Post|null $post     Event.
	 * @param string       $taxonomy Taxonomy.
	 * @return int[]
	 */
	private function term_ids( ?WP_Post $post, string $taxonomy ): array {
		$terms = $post ? get_the_terms( $post, $taxonomy ) : false;
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$ids = array_map( 'intval', wp_list_pluck( $terms, 'term_id' ) );
		sort( $ids );
		return $ids;
	}

	/**
	 * A list of positive ids from a stored value (array, single id, or junk).
	 *
	 * @param mixed $raw Stored value.
	 * @return int[]
	 */
	private static function id_list( $raw ): array {
		$raw = is_array( $raw ) ? $raw : ( is_numeric( $raw ) ? array( $raw ) : array() );
		$ids = array();
		foreach ( $raw as $value ) {
			if ( is_numeric( $value ) && (int) $value > 0 ) {
				$ids[] = (int) $value;
			}
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * A stored id (0 when missing or not a number, as Eventin 4's "style-2").
	 *
	 * @param mixed $raw Stored value.
	 */
	private static function whole_number( $raw ): int {
		return is_numeric( $raw ) && (int) $raw > 0 ? (int) $raw : 0;
	}
}
