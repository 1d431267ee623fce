<?php
/**
 * Maps an event's stored meta (Eventin 4's keys and shapes, misspellings
 * included) to clean fields and back. Part of the storage layer: only the
 * repository uses it.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\Support\Formats;
use EventinPro\Taxonomies\Taxonomies;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Meta mapper (static: it holds no state).
 */
final class EventMeta {

	/**
	 * Simple meta fields: clean name => meta key.
	 */
	private const SIMPLE = array(
		'start_date'            => EventsRepository::META_START_DATE,
		'end_date'              => EventsRepository::META_END_DATE,
		'start_time'            => EventsRepository::META_START_TIME,
		'end_time'              => EventsRepository::META_END_TIME,
		'timezone'              => EventsRepository::META_TIMEZONE,
		'recurring_enabled'     => EventsRepository::META_RECURRING,
		'certificate_template'  => EventsRepository::META_CERTIFICATE,
		'ticket_template'       => EventsRepository::META_TICKET_LAYOUT,
		'registration_deadline' => EventsRepository::META_DEADLINE,
		'rsvp_enabled'          => EventsRepository::META_RSVP,
		'ask_attendees'         => EventsRepository::META_ASK_ATTENDEES,
		'speakers'              => EventsRepository::META_SPEAKERS,
		'organizers'            => EventsRepository::META_ORGANIZERS,
		'schedules'             => EventsRepository::META_SCHEDULES,
		'speaker_type'          => EventsRepository::META_SPEAKER_TYPE,
		'speaker_groups'        => EventsRepository::META_SPEAKER_GROUPS,
		'organizer_type'        => EventsRepository::META_ORGANIZER_TYPE,
		'organizer_groups'      => EventsRepository::META_ORGANIZER_GROUPS,
	);

	/**
	 * Keys of a stored location that place its address on a map.
	 */
	private const LOCATION_PLACE = array( 'latitude', 'longitude', 'place_id' );

	/**
	 * The writable fields of an event as stored, with clean names and formats.
	 * Reads only the primed caches (post, meta, terms).
	 *
	 * @param WP_Post $post Event.
	 * @return array<string,mixed>
	 */
	public static function read( WP_Post $post ): array {
		$id   = $post->ID;
		$meta = static function ( string $key ) use ( $id ) {
			return get_post_meta( $id, $key, true );
		};

		$timezone = $meta( EventsRepository::META_TIMEZONE );
		$deadline = $meta( EventsRepository::META_DEADLINE );
		if ( is_string( $deadline ) && Formats::date( $deadline ) ) {
			$deadline .= ' 23:59'; // Eventin 4 stored a date only.
		}
		return array(
			'title'                 => $post->post_title,
			'description'           => $post->post_content,
			'post_status'           => $post->post_status,
			'start_date'            => Formats::date( $meta( EventsRepository::META_START_DATE ) ) ?? '',
			'end_date'              => Formats::date( $meta( EventsRepository::META_END_DATE ) ) ?? '',
			'start_time'            => Formats::stored_time( $meta( EventsRepository::META_START_TIME ) ) ?? '',
			'end_time'              => Formats::stored_time( $meta( EventsRepository::META_END_TIME ) ) ?? '',
			'timezone'              => is_string( $timezone ) && '' !== $timezone && EventTime::is_valid_timezone( $timezone ) ? $timezone : '',
			'location'              => self::read_location( $id ),
			'recurring_enabled'     => 'yes' === $meta( EventsRepository::META_RECURRING ) ? 'yes' : 'no',
			'recurrence'            => Recurrence::from_meta( $meta( EventsRepository::META_RECURRENCE ), Formats::date( $meta( EventsRepository::META_END_DATE ) ) ?? '' ),
			'ticket_variations'     => TicketVariations::read( $meta( EventsRepository::META_TICKETS ) ),
			'categories'            => self::term_ids( $post, Taxonomies::CATEGORY ),
			'tags'                  => self::term_ids( $post, Taxonomies::TAG ),
			'certificate_template'  => self::whole_number( $meta( EventsRepository::META_CERTIFICATE ) ),
			'ticket_template'       => self::whole_number( $meta( EventsRepository::META_TICKET_LAYOUT ) ),
			'registration_deadline' => EventTime::parse_deadline( $deadline ) ?? '',
			'rsvp_enabled'          => self::rsvp_on( $meta( EventsRepository::META_RSVP ), $meta( EventsRepository::META_RSVP_SETTINGS ) ) ? 'yes' : 'no',
			'rsvp'                  => EventRsvpSettings::read( $id ),
			'ask_attendees'         => 'yes' === $meta( EventsRepository::META_ASK_ATTENDEES ) ? 'yes' : 'no',
			'extra_fields'          => ExtraFields::read( $meta( EventsRepository::META_EXTRA_FIELDS ) ),
			'featured_image'        => (int) get_post_thumbnail_id( $post ),
			'speakers'              => Formats::ids( $meta( EventsRepository::META_SPEAKERS ) ),
			'organizers'            => Formats::ids( $meta( EventsRepository::META_ORGANIZERS ) ),
			'schedules'             => Formats::ids( $meta( EventsRepository::META_SCHEDULES ) ),
			'speaker_type'          => 'group' === $meta( EventsRepository::META_SPEAKER_TYPE ) ? 'group' : 'single',
			'speaker_groups'        => Formats::ids( $meta( EventsRepository::META_SPEAKER_GROUPS ) ),
			'organizer_type'        => 'group' === $meta( EventsRepository::META_ORGANIZER_TYPE ) ? 'group' : 'single',
			'organizer_groups'      => Formats::ids( $meta( EventsRepository::META_ORGANIZER_GROUPS ) ),
		);
	}

	/**
	 * Writes the meta (and terms, thumbnail) for the fields given.
	 *
	 * @param int                 $id     Event id.
	 * @param array<string,mixed> $fields Clean fields.
	 */
	public static function write( int $id, array $fields ): void {
		foreach ( self::SIMPLE as $field => $key ) {
			if ( array_key_exists( $field, $fields ) ) {
				update_post_meta( $id, $key, wp_slash( $fields[ $field ] ) );
			}
		}
		if ( array_key_exists( 'rsvp_enabled', $fields ) ) {
			// Eventin Pro 4.1 keeps the flag in its settings array too: both say the same.
			$settings = get_post_meta( $id, EventsRepository::META_RSVP_SETTINGS, true );
			if ( is_array( $settings ) ) {
				$settings['enable_rsvp_form'] = 'yes' === $fields['rsvp_enabled'] ? 'on' : '';
				update_post_meta( $id, EventsRepository::META_RSVP_SETTINGS, wp_slash( $settings ) );
			}
		}
		if ( ! empty( $fields['rsvp'] ) ) {
			$stored = get_post_meta( $id, EventsRepository::META_RSVP_SETTINGS, true );
			$on     = self::rsvp_on( get_post_meta( $id, EventsRepository::META_RSVP, true ), $stored );
			update_post_meta( $id, EventsRepository::META_RSVP_SETTINGS, wp_slash( EventRsvpSettings::merge( $stored, (array) $fields['rsvp'], $on ) ) );
		}
		if ( array_key_exists( 'location', $fields ) ) {
			self::write_location( $id, (array) $fields['location'] );
		}
		if ( array_key_exists( 'recurrence', $fields ) ) {
			if ( $fields['recurrence'] ) {
				update_post_meta( $id, EventsRepository::META_RECURRENCE, wp_slash( $fields['recurrence'] ) );
			} else {
				delete_post_meta( $id, EventsRepository::META_RECURRENCE );
			}
		}
		if ( array_key_exists( 'ticket_variations', $fields ) ) {
			TicketVariations::write( $id, (array) $fields['ticket_variations'] );
		}
		if ( array_key_exists( 'extra_fields', $fields ) ) {
			$stored = get_post_meta( $id, EventsRepository::META_EXTRA_FIELDS, true );
			update_post_meta( $id, EventsRepository::META_EXTRA_FIELDS, wp_slash( ExtraFields::merge( $stored, (array) $fields['extra_fields'] ) ) );
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
	 * Total capacity: the variations' sum, -1 when any is unlimited; without
	 * variations, the stored total (older data).
	 *
	 * @param int                                                      $id      Event id.
	 * @param array<int,array{name:string,price:float,capacity:int}> $tickets Variations.
	 */
	public static function read_total( int $id, array $tickets ): int {
		if ( $tickets ) {
			return TicketVariations::total( $tickets );
		}
		$stored = get_post_meta( $id, EventsRepository::META_TOTAL_TICKETS, true );
		return is_numeric( $stored ) ? max( -1, (int) $stored ) : 0;
	}

	/**
	 * The location, tolerant of malformed stored values: `valid` is false when the
	 * stored value is not an array with a string address or an online link (a
	 * plain string, an array with neither, anything else).
	 *
	 * Eventin 4's shapes: offline `{address, latitude, longitude, place_id}`;
	 * online `{integration: custom_url, custom_url}` with the link also in the
	 * `meeting_link` meta; hybrid (`event_type` = hybrid) carries both, and reads
	 * as offline with its online link.
	 *
	 * @param int $id Event id.
	 * @return array{type:string,address:string,online_link?:string,latitude?:string,longitude?:string,place_id?:string,valid:bool}
	 */
	private static function read_location( int $id ): array {
		$raw        = get_post_meta( $id, EventsRepository::META_LOCATION, true );
		$event_type = get_post_meta( $id, EventsRepository::META_EVENT_TYPE, true );
		$location   = array(
			'type'    => 'online' === $event_type ? 'online' : 'offline',
			'address' => '',
			'valid'   => true,
		);
		if ( is_array( $raw ) ) {
			if ( isset( $raw['type'] ) && in_array( $raw['type'], array( 'online', 'offline' ), true ) ) {
				$location['type'] = $raw['type'];
			}
			$link = self::stored_online_link( $id, $raw );
			if ( isset( $raw['address'] ) && is_string( $raw['address'] ) ) {
				$location['address'] = $raw['address'];
			} elseif ( '' === $link ) {
				$location['valid'] = false;
			}
			if ( '' !== $link ) {
				$location['online_link'] = $link;
			}
			foreach ( self::LOCATION_PLACE as $key ) {
				if ( isset( $raw[ $key ] ) && is_scalar( $raw[ $key ] ) ) {
					$location[ $key ] = (string) $raw[ $key ];
				}
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
	 * The online link of a stored location array: ours (`online_link`), else
	 * Eventin 4's (`custom_url`, else the `meeting_link` meta).
	 *
	 * @param int                 $id  Event id.
	 * @param array<string,mixed> $raw Stored location.
	 */
	private static function stored_online_link( int $id, array $raw ): string {
		foreach ( array( 'online_link', 'custom_url' ) as $key ) {
			if ( isset( $raw[ $key ] ) && is_string( $raw[ $key ] ) && '' !== $raw[ $key ] ) {
				return $raw[ $key ];
			}
		}
		$meeting = get_post_meta( $id, EventsRepository::META_MEETING_LINK, true );
		return is_string( $meeting ) ? $meeting : '';
	}

	/**
	 * Merges the location into what is stored: nothing is written when the type,
	 * address and link are those read; otherwise only those are changed and every
	 * other key is kept, except the coordinates and place id of a changed address
	 * (they locate the old one). A link goes where it was found (Eventin 4's
	 * `custom_url` and `meeting_link`, else `online_link`). Eventin 4's copy of
	 * the location (`location` meta) follows when it was the same.
	 *
	 * @param int                 $id       Event id.
	 * @param array<string,mixed> $location Clean location (type, address, online_link).
	 */
	private static function write_location( int $id, array $location ): void {
		$type    = 'online' === ( $location['type'] ?? '' ) ? 'online' : 'offline';
		$address = (string) ( $location['address'] ?? '' );
		$link    = (string) ( $location['online_link'] ?? '' );
		$current = self::read_location( $id );
		$read    = array( $current['type'], $current['address'], $current['online_link'] ?? '' );
		if ( $current['valid'] && array( $type, $address, $link ) === $read ) {
			return;
		}

		$raw    = get_post_meta( $id, EventsRepository::META_LOCATION, true );
		$stored = is_array( $raw ) ? $raw : array();
		if ( ! isset( $stored['address'] ) || $address !== $stored['address'] ) {
			$stored = array_diff_key( $stored, array_flip( self::LOCATION_PLACE ) );
		}
		$stored['type']    = $type;
		$stored['address'] = $address;

		$meeting = get_post_meta( $id, EventsRepository::META_MEETING_LINK, true );
		if ( array_key_exists( 'custom_url', $stored ) || ( is_string( $meeting ) && '' !== $meeting ) ) {
			$stored['custom_url'] = $link;
			update_post_meta( $id, EventsRepository::META_MEETING_LINK, wp_slash( $link ) );
		} elseif ( '' !== $link ) {
			$stored['online_link'] = $link;
		} else {
			unset( $stored['online_link'] );
		}
		if ( metadata_exists( 'post', $id, EventsRepository::META_LOCATION_COPY ) && get_post_meta( $id, EventsRepository::META_LOCATION_COPY, true ) === $raw ) {
			update_post_meta( $id, EventsRepository::META_LOCATION_COPY, wp_slash( $stored ) );
		}
		update_post_meta( $id, EventsRepository::META_LOCATION, wp_slash( $stored ) );
		if ( $type !== $current['type'] || ! metadata_exists( 'post', $id, EventsRepository::META_EVENT_TYPE ) ) {
			update_post_meta( $id, EventsRepository::META_EVENT_TYPE, $type );
		}
	}

	/**
	 * Term ids of an event in a taxonomy, ascending, from the term cache.
	 *
	 * @param WP_Post|null $post     Event.
	 * @param string       $taxonomy Taxonomy.
	 * @return int[]
	 */
	public static function term_ids( ?WP_Post $post, string $taxonomy ): array {
		$terms = $post ? get_the_terms( $post, $taxonomy ) : false;
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$ids = array_map( 'intval', wp_list_pluck( $terms, 'term_id' ) );
		sort( $ids );
		return $ids;
	}

	/**
	 * A stored id (0 when missing or not a number, as Eventin 4's "style-2").
	 *
	 * @param mixed $raw Stored value.
	 */
	private static function whole_number( $raw ): int {
		return is_numeric( $raw ) && (int) $raw > 0 ? (int) $raw : 0;
	}

	/**
	 * The fields worth storing on a new event: not empty, and not a value
	 * that the key's absence reads as (this plugin's own `ask_attendees` 'no').
	 *
	 * @param array<string,mixed> $fields Clean fields.
	 * @return array<string,mixed>
	 */
	public static function worth_storing( array $fields ): array {
		return array_filter(
			$fields,
			static function ( $value, string $field ): bool {
				return ! in_array( $value, array( '', null, array(), 0 ), true ) && ! ( 'ask_attendees' === $field && 'no' === $value );
			},
			ARRAY_FILTER_USE_BOTH
		);
	}

	/**
	 * Whether an event's RSVP form is on: Eventin 4's `etn_enable_rsvp_form`,
	 * or `enable_rsvp_form` in Eventin Pro 4.1's `rsvp_settings` array.
	 *
	 * @param mixed $flag     Stored flag.
	 * @param mixed $settings Stored settings.
	 */
	public static function rsvp_on( $flag, $settings ): bool {
		$on = array( 'yes', 'on', '1', true, 1 );
		return in_array( $flag, $on, true ) || ( is_array( $settings ) && in_array( $settings['enable_rsvp_form'] ?? null, $on, true ) );
	}
}
