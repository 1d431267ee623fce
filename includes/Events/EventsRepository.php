<?php
/**
 * Storage of events: the `etn` post type, its meta (with Eventin 4's key names,
 * misspellings included, which stay inside this class) and its terms.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Speakers\SpeakersService;
use EventinPro\Taxonomies\Taxonomies;
use EventinPro\Taxonomies\TermsRepository;
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
	public const META_MEETING_LINK  = 'meeting_link';
	public const META_LOCATION_COPY = 'location';
	public const META_TICKETS       = 'etn_ticket_variations';
	public const META_TOTAL_TICKETS = 'etn_total_avaiilable_tickets';
	public const META_RECURRING     = 'recurring_enabled';
	public const META_RECURRENCE    = 'etn_event_recurrence';
	public const META_CERTIFICATE   = 'certificate_template';
	public const META_TICKET_LAYOUT = 'ticket_template';
	public const META_DEADLINE      = 'etn_registration_deadline';
	public const META_RSVP          = 'etn_enable_rsvp_form';
	// Eventin Pro 4.1's RSVP settings of an event (an array; the RSVP feature reads the rest).
	public const META_RSVP_SETTINGS = 'rsvp_settings';
	public const META_SPEAKERS      = 'etn_event_speaker';
	public const META_ORGANIZERS    = 'etn_event_organizer';
	public const META_SCHEDULES     = 'etn_event_schedule';
	public const META_EXTRA_FIELDS  = 'attendee_extra_fields';

	/**
	 * Per-event flag ('yes' / 'no'): the booking form asks each attendee's
	 * name and e-mail. This plugin's own key (Eventin 4 has no such switch).
	 */
	public const META_ASK_ATTENDEES = '_eventin_ask_attendees';

	/**
	 * How an event picks its people: 'single' (the ids above) or 'group'
	 * (every member of the speaker groups below), as Eventin 4 stores it.
	 */
	public const META_SPEAKER_TYPE     = 'speaker_type';
	public const META_SPEAKER_GROUPS   = 'speaker_group';
	public const META_ORGANIZER_TYPE   = 'organizer_type';
	public const META_ORGANIZER_GROUPS = 'organizer_group';

	/**
	 * Normalized keys written on every save (EventsMaintenance); the list filters on them.
	 */
	public const META_START_LOCAL = '_etn_start_local';
	public const META_END_LOCAL   = '_etn_end_local';
	public const META_START_UTC   = '_etn_start_utc';
	public const META_END_UTC     = '_etn_end_utc';

	/**
	 * Meta that a clone does not copy (recomputed, or about the original post only).
	 */
	private const NOT_CLONED = array( '_edit_lock', '_edit_last', '_wp_old_slug', '_wp_old_date', self::META_START_LOCAL, self::META_END_LOCAL, self::META_START_UTC, self::META_END_UTC );

	/**
	 * Members of speaker groups read for the current page or item, by sorted
	 * group ids (find() and get() start afresh).
	 *
	 * @var array<string,int[]>
	 */
	private $members = array();

	/**
	 * One page of events, filtered, searched and paged in SQL, with the total.
	 * Order: newest first (post date, then id, both descending). Without a
	 * parent, top-level events only, except that the date-based status filters
	 * list occurrences too (EventStatus::WITH_OCCURRENCES).
	 *
	 * @param array{status?:string,start_date?:string,end_date?:string,search?:string,category_tt?:int[],tag_tt?:int[],parent?:int|null,paged?:int,per_page?:int} $query Query.
	 * @return array{0:WP_Post[],1:int}
	 */
	public function find( array $query ): array {
		$this->members = array();
		$where         = EventStatus::where( (string) ( $query['status'] ?? 'all' ), EventStatus::now_utc() );
		$meta_query    = $where['meta_query'];
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
		if ( isset( $query['parent'] ) || ! in_array( (string) ( $query['status'] ?? 'all' ), EventStatus::WITH_OCCURRENCES, true ) ) {
			$args['post_parent'] = (int) ( $query['parent'] ?? 0 );
		}
		$search = trim( (string) ( $query['search'] ?? '' ) );
		// The title word index answers a search once it is filled (EventWords: the start of title words).
		$words = '' !== $search && EventWords::ready() ? EventWords::search_words( $search ) : null;
		if ( array() === $words ) {
			return array( array(), 0 ); // Punctuation only: no word to look for.
		}
		if ( $words || ( '' === $search && ( $meta_query || $tax_query ) ) ) {
			$found = $this->find_in_list_table( $args, $meta_query, $tax_query, (array) $words );
			if ( null !== $found ) {
				return $found;
			}
		}
		if ( '' !== $search ) {
			// Until then (or while the list's table is not filled), WordPress's search: the text anywhere in the title.
			$args['s']              = $search;
			$args['search_columns'] = array( 'post_title' );
		}
		$stored = '' === $search && ! $meta_query && ! $tax_query ? EventsListTable::total( (array) $args['post_status'], $args['post_parent'] ?? null ) : null;
		if ( null !== $stored ) {
			$args['no_found_rows'] = true; // Counted once per change of the events (EventsListTable::total()).
		}
		$wp_query = new WP_Query( $args );
		$total    = $stored ?? (int) $wp_query->found_posts;
		if ( null === $stored && ! $wp_query->posts && $args['paged'] > 1 ) {
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
		return array( self::posts_of( $wp_query ), $total );
	}

	/**
	 * Most events soonest() lists.
	 */
	private const SHORT_LIST_MAX = 20;

	/**
	 * The first events of a status filter by start time (soonest first), for
	 * short lists such as the dashboard's overview; occurrences included as in
	 * find(). No count is made.
	 *
	 * @param string $status One of EventStatus::FILTERS.
	 * @param int    $limit  How many.
	 * @return WP_Post[]
	 */
	public function soonest( string $status, int $limit ): array {
		$where    = EventStatus::where( $status, EventStatus::now_utc() );
		$per_page = min( self::SHORT_LIST_MAX, max( 1, $limit ) );
		$ids      = EventsListTable::soonest( $where['meta_query'], (array) $where['post_status'], $per_page );
		if ( null !== $ids ) {
			// From the list's table (postmeta's date keys ordered by a join took 7 s at 100,000 events).
			_prime_post_caches( $ids, true, true );
			$posts = array_values( array_filter( array_map( 'get_post', $ids ) ) );
			return $posts;
		}
		$meta_query = array_merge(
			// A named clause to order by: the normalized UTC start.
			$where['meta_query'],
			array(
				'eventin_start' => array(
					'key'     => self::META_START_UTC,
					'compare' => 'EXISTS',
				),
			)
		);
		$wp_query = new WP_Query(
			array(
				'post_type'              => Events::POST_TYPE,
				'post_status'            => $where['post_status'],
				'posts_per_page'         => $per_page,
				'no_found_rows'          => true,
				'ignore_sticky_posts'    => true,
				'update_post_meta_cache' => true,
				'update_post_term_cache' => true,
				'meta_query'             => $meta_query, // phpcs:ignore WordPress.DB.SlowDBQuery -- dates are meta.
				'orderby'                => array(
					'eventin_start' => 'ASC',
					'ID'            => 'ASC',
				),
			)
		);
		return self::posts_of( $wp_query );
	}

	/**
	 * The posts a query of whole posts found (WP_Query types its posts as
	 * posts or ids, by its 'fields' argument).
	 *
	 * @param WP_Query $query A query without 'fields'.
	 * @return WP_Post[]
	 */
	public static function posts_of( WP_Query $query ): array {
		$posts = array();
		foreach ( $query->posts ?? array() as $post ) {
			if ( $post instanceof WP_Post ) {
				$posts[] = $post;
			}
		}
		return $posts;
	}

	/**
	 * A list filtered on the normalized date keys (status upcoming, ongoing or
	 * past, a date range), on categories and tags or searched by title words,
	 * from the list's table (EventsListTable) and the word index (EventWords):
	 * the page's ids and the total there, then only those events from wp_posts.
	 * Null when the table cannot answer (not created), and WP_Query answers from
	 * postmeta and wp_posts.
	 *
	 * @param array<string,mixed>              $args       WP_Query arguments of find().
	 * @param array<int,array{key:string,value:string,compare:string}> $meta_query Its conditions on the normalized keys.
	 * @param array<int,array<string,mixed>>   $tax_query  Its category and tag conditions.
	 * @param string[]                         $words      Search words (EventWords::search_words()).
	 * @return array{0:WP_Post[],1:int}|null
	 */
	private function find_in_list_table( array $args, array $meta_query, array $tax_query, array $words = array() ): ?array {
		$page = EventsListTable::page(
			$meta_query,
			(array) $args['post_status'],
			isset( $args['post_parent'] ) ? (int) $args['post_parent'] : null,
			array_column( $tax_query, 'terms' ),
			( $args['paged'] - 1 ) * $args['posts_per_page'],
			$args['posts_per_page'],
			$words
		);
		if ( null === $page ) {
			return null;
		}
		list( $ids, $total ) = $page;
		if ( ! $ids ) {
			return array( array(), $total );
		}
		$wp_query = new WP_Query(
			array(
				'post_type'              => Events::POST_TYPE,
				'post_status'            => $args['post_status'],
				'post__in'               => $ids,
				'orderby'                => 'post__in',
				'posts_per_page'         => count( $ids ), // phpcs:ignore WordPress.WP.PostsPerPage -- one page of the list: at most its per_page, 100 at most.
				'no_found_rows'          => true,
				'ignore_sticky_posts'    => true,
				'update_post_meta_cache' => true,
				'update_post_term_cache' => true,
			)
		);
		update_post_thumbnail_cache( $wp_query );
		return array( self::posts_of( $wp_query ), $total );
	}

	/**
	 * Resolves the category and tag filters of the list in one query (the
	 * Taxonomies feature's TermsRepository::resolve_filters()).
	 *
	 * @param array<string,int[]> $requested Taxonomy => term ids.
	 * @return array{missing:array<string,int[]>,tt_ids:array<string,int[]>}
	 */
	public function term_filter( array $requested ): array {
		return TermsRepository::resolve_filters( $requested );
	}

	/**
	 * An event by id (any status but trash), or null.
	 *
	 * @param int $id Post id.
	 */
	public function get( int $id ): ?WP_Post {
		$this->members = array();
		$post          = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || Events::POST_TYPE !== $post->post_type || in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
			return null;
		}
		return $post;
	}

	/**
	 * Sold tickets of several events in one query: as the events list's table
	 * keeps them (EventsListTable::sold()), else as the Attendees feature counts
	 * them (events without a row, or before install filled the table).
	 *
	 * @param int[] $event_ids Event ids.
	 * @return array<int,int> Event id => count (0 when none).
	 */
	public function sold_counts( array $event_ids ): array {
		$event_ids = array_values( array_unique( array_filter( array_map( 'intval', $event_ids ) ) ) );
		$stored    = EventsListTable::sold( $event_ids ) ?? array();
		$missing   = array_values( array_diff( $event_ids, array_keys( $stored ) ) );
		$counted   = $missing ? ( new AttendeesService() )->sold_counts( $missing ) : array();
		$sold      = array();
		foreach ( $event_ids as $id ) {
			$sold[ $id ] = $stored[ $id ] ?? $counted[ $id ] ?? 0;
		}
		return $sold;
	}

	/**
	 * The writable fields of an event as stored, with clean names and formats
	 * (from the primed caches: post, meta, terms).
	 *
	 * @param WP_Post $post Event.
	 * @return array<string,mixed>
	 */
	public function fields( WP_Post $post ): array {
		return EventMeta::read( $post );
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
			'id'                  => $post->ID,
			'status'              => EventStatus::of( $post->post_status, $normal['start_utc'], $normal['end_utc'] ),
			'parent'              => (int) $post->post_parent,
			'link'                => (string) get_permalink( $post ),
			'sold_tickets'        => $sold,
			'total_ticket'        => EventMeta::read_total( $post->ID, $fields['ticket_variations'] ),
			'location_valid'      => $location['valid'],
			'featured_image_url'  => $image_url ? $image_url : '',
			'resolved_speakers'   => $this->people( $fields['speaker_type'], $fields['speakers'], $fields['speaker_groups'] ),
			'resolved_organizers' => $this->people( $fields['organizer_type'], $fields['organizers'], $fields['organizer_groups'] ),
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
	 * The people an event shows in one role: the ones picked, or the members
	 * of the picked groups.
	 *
	 * @param string $type   'single' or 'group'.
	 * @param int[]  $ids    People picked one by one.
	 * @param int[]  $groups Speaker groups picked.
	 * @return int[]
	 */
	private function people( string $type, array $ids, array $groups ): array {
		if ( 'group' !== $type ) {
			return $ids;
		}
		if ( ! $groups ) {
			return array();
		}
		// A page of a series' occurrences picks the same groups: one query for them all.
		sort( $groups );
		$key = implode( ',', $groups );
		if ( ! isset( $this->members[ $key ] ) ) {
			$this->members[ $key ] = SpeakersService::members_of_groups( $groups );
		}
		return $this->members[ $key ];
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
		$id = EventsMaintenance::quietly(
			static function () use ( $postarr, $fields ) {
				$id = wp_insert_post( wp_slash( $postarr ), true );
				if ( ! is_wp_error( $id ) ) {
					// A new post has no meta yet: empty values need no row (reads give the same defaults).
					EventMeta::write( $id, EventMeta::worth_storing( $fields ) );
				}
				return $id;
			}
		);
		if ( ! is_wp_error( $id ) ) {
			EventsMaintenance::sync_normalized_keys( $id );
		}
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
		$result  = EventsMaintenance::quietly(
			static function () use ( $id, $postarr, $fields ) {
				if ( $postarr ) {
					$updated = wp_update_post( wp_slash( array( 'ID' => $id ) + $postarr ), true );
					if ( is_wp_error( $updated ) ) {
						return $updated;
					}
				}
				EventMeta::write( $id, $fields );
				return true;
			}
		);
		if ( true === $result && array_intersect_key( $fields, array_flip( array( 'start_date', 'end_date', 'start_time', 'end_time', 'timezone' ) ) ) ) {
			EventsMaintenance::sync_normalized_keys( $id );
		}
		return $result;
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
	 * Removes a schedule id from every event that lists it.
	 *
	 * @param int $id Schedule id.
	 * @return int[] Events changed.
	 */
	public function remove_schedule( int $id ): array {
		global $wpdb;
		// Serialized id lists hold the id as i:12; or s:2:"12";, a lone id as 12.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a rare write-path scan on our meta key; the values are checked below.
		$rows    = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT m.post_id, m.meta_value FROM {$wpdb->postmeta} m
				INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id AND p.post_type = %s
				WHERE m.meta_key = %s AND ( m.meta_value = %s OR m.meta_value LIKE %s OR m.meta_value LIKE %s )",
				Events::POST_TYPE,
				self::META_SCHEDULES,
				(string) $id,
				'%' . $wpdb->esc_like( 'i:' . $id . ';' ) . '%',
				'%' . $wpdb->esc_like( '"' . $id . '"' ) . '%'
			)
		);
		$changed = array();
		foreach ( (array) $rows as $row ) {
			$value = maybe_unserialize( $row->meta_value );
			$list  = is_array( $value ) ? $value : array( $value );
			$kept  = array_values(
				array_filter(
					$list,
					static function ( $item ) use ( $id ) {
						return ! ( is_numeric( $item ) && (int) $item === $id );
					}
				)
			);
			if ( count( $kept ) === count( $list ) ) {
				continue; // The pattern matched an array key or another number.
			}
			update_post_meta( (int) $row->post_id, self::META_SCHEDULES, array_map( 'intval', $kept ) );
			$changed[] = (int) $row->post_id;
		}
		return array_values( array_unique( $changed ) );
	}

	/**
	 * Copies every meta value and term of one event to another (for clones).
	 *
	 * @param int $from Source event.
	 * @param int $to   Target event.
	 */
	public function copy_meta_and_terms( int $from, int $to ): void {
		EventsMaintenance::quietly(
			static function () use ( $from, $to ) {
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
					wp_set_object_terms( $to, EventMeta::term_ids( get_post( $from ), $taxonomy ), $taxonomy );
				}
			}
		);
		EventsMaintenance::sync_normalized_keys( $to );
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

}
