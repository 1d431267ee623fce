<?php
/**
 * The event item schema (clean field names) and how submitted values are cleaned.
 * WordPress validates against it; validate callbacks add what JSON schema cannot say.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\Rsvp\RsvpRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Schema of /eventin/v2/events items.
 */
final class EventSchema {

	/**
	 * Fields a client may write.
	 */
	public const WRITABLE = array(
		'title',
		'description',
		'post_status',
		'start_date',
		'end_date',
		'start_time',
		'end_time',
		'timezone',
		'location',
		'recurring_enabled',
		'recurrence',
		'ticket_variations',
		'categories',
		'tags',
		'certificate_template',
		'ticket_template',
		'registration_deadline',
		'rsvp_enabled',
		'rsvp',
		'ask_attendees',
		'extra_fields',
		'featured_image',
		'speakers',
		'organizers',
		'schedules',
		'speaker_type',
		'speaker_groups',
		'organizer_type',
		'organizer_groups',
	);

	public const MAX_TITLE = 200;

	/**
	 * Schema properties.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function properties(): array {
		$ctx     = array( 'view', 'edit' );
		$ids     = static function ( string $description ) use ( $ctx ): array {
			return array(
				'description' => $description,
				'type'        => 'array',
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'maxItems'    => 100,
				'context'     => $ctx,
			);
		};
		$id      = static function ( string $description ) use ( $ctx ): array {
			return array(
				'description' => $description,
				'type'        => 'integer',
				'minimum'     => 0,
				'context'     => $ctx,
			);
		};
		$read    = static function ( string $description, $type, array $extra = array() ) use ( $ctx ): array {
			return array(
				'description' => $description,
				'type'        => $type,
				'context'     => $ctx,
				'readonly'    => true,
			) + $extra;
		};
		$checked = static function ( string $description, string $callback, array $extra = array() ) use ( $ctx ): array {
			return array(
				'description' => $description,
				'type'        => 'string',
				'context'     => $ctx,
				'arg_options' => array( 'validate_callback' => array( EventValidators::class, $callback ) ),
			) + $extra;
		};
		$yes_no  = static function ( string $description ) use ( $ctx ): array {
			return array(
				'description' => $description,
				'type'        => 'string',
				'enum'        => array( 'yes', 'no' ),
				'context'     => $ctx,
			);
		};
		$pick_by = static function ( string $description ) use ( $ctx ): array {
			return array(
				'description' => $description,
				'type'        => 'string',
				'enum'        => array( 'single', 'group' ),
				'context'     => $ctx,
			);
		};

		return array(
			'id'                    => $read( __( 'Unique identifier of the event.', 'eventin-pro' ), 'integer' ),
			'title'                 => array(
				'description' => __( 'Title.', 'eventin-pro' ),
				'type'        => 'string',
				'minLength'   => 1,
				'maxLength'   => self::MAX_TITLE,
				'required'    => true,
				'context'     => $ctx,
				'arg_options' => array( 'sanitize_callback' => 'sanitize_text_field' ),
			),
			'description'           => array(
				'description' => __( 'Description (HTML allowed in posts).', 'eventin-pro' ),
				'type'        => 'string',
				'maxLength'   => 100000,
				'context'     => $ctx,
				'arg_options' => array( 'sanitize_callback' => 'wp_kses_post' ),
			),
			'status'                => $read( __( 'Status computed from the dates in the event\'s timezone.', 'eventin-pro' ), 'string', array( 'enum' => array( EventStatus::DRAFT, EventStatus::UPCOMING, EventStatus::ONGOING, EventStatus::EXPIRED ) ) ),
			'post_status'           => array(
				'description' => __( 'Publication state; new events are drafts unless told otherwise.', 'eventin-pro' ),
				'type'        => 'string',
				'enum'        => array( 'draft', 'publish' ),
				'context'     => $ctx,
			),
			'start_date'            => $checked( __( 'Start date, Y-m-d.', 'eventin-pro' ), 'validate_date', array( 'required' => true ) ),
			'end_date'              => $checked( __( 'End date, Y-m-d; empty means the start date.', 'eventin-pro' ), 'validate_optional_date' ),
			'start_time'            => $checked( __( 'Start time, H:i; empty means 00:00.', 'eventin-pro' ), 'validate_time' ),
			'end_time'              => $checked( __( 'End time, H:i; empty means the end of the day.', 'eventin-pro' ), 'validate_time' ),
			'timezone'              => $checked( __( 'IANA timezone (Asia/Dhaka) or UTC offset (UTC+6, +06:00); empty means the site timezone.', 'eventin-pro' ), 'validate_timezone', array( 'maxLength' => 64 ) ),
			'location'              => array(
				'description' => __( 'Where the event happens.', 'eventin-pro' ),
				'type'        => 'object',
				'context'     => $ctx,
				'properties'  => array(
					'type'        => array(
						'type' => 'string',
						'enum' => array( 'offline', 'online' ),
					),
					'address'     => array(
						'type'      => 'string',
						'maxLength' => 500,
					),
					'online_link' => array(
						'type'      => 'string',
						'format'    => 'uri',
						'maxLength' => 2000,
					),
					'latitude'    => array(
						'description' => __( 'Latitude of the address, as Eventin 4 stored it; dropped when the address changes.', 'eventin-pro' ),
						'type'        => 'string',
						'readonly'    => true,
					),
					'longitude'   => array(
						'description' => __( 'Longitude of the address, as Eventin 4 stored it; dropped when the address changes.', 'eventin-pro' ),
						'type'        => 'string',
						'readonly'    => true,
					),
					'place_id'    => array(
						'description' => __( 'Map place id of the address, as Eventin 4 stored it; dropped when the address changes.', 'eventin-pro' ),
						'type'        => 'string',
						'readonly'    => true,
					),
				),
			),
			'location_valid'        => $read( __( 'False when the stored location is malformed (the list shows a warning).', 'eventin-pro' ), 'boolean' ),
			'parent'                => $read( __( 'Parent event of a recurrence occurrence, 0 for top level.', 'eventin-pro' ), 'integer' ),
			'recurring_enabled'     => $yes_no( __( 'Whether the event repeats (its occurrences are child events).', 'eventin-pro' ) ),
			'recurrence'            => array(
				'description' => __( 'Repeat rule, null for none.', 'eventin-pro' ),
				'type'        => array( 'object', 'null' ),
				'context'     => $ctx,
				'properties'  => array(
					// Property-level `required` (schema v3): an array at the top would make the whole field required on create.
					'frequency' => array(
						'type'     => 'string',
						'enum'     => Recurrence::FREQUENCIES,
						'required' => true,
					),
					'interval'  => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'maximum'  => Recurrence::MAX_INTERVAL,
						'required' => true,
					),
					'until'     => array(
						'type'     => 'string',
						'pattern'  => '^\d{4}-\d{2}-\d{2}$',
						'required' => true,
					),
				),
				'arg_options' => array( 'validate_callback' => array( EventValidators::class, 'validate_recurrence' ) ),
			),
			'sold_tickets'          => $read( __( 'Attendees registered (not failed).', 'eventin-pro' ), 'integer' ),
			'total_ticket'          => $read( __( 'Total capacity, -1 when unlimited.', 'eventin-pro' ), 'integer' ),
			'ticket_variations'     => array(
				'description' => __( 'Ticket variations.', 'eventin-pro' ),
				'type'        => 'array',
				'maxItems'    => 50,
				'context'     => $ctx,
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'name'          => array(
							'type'      => 'string',
							'minLength' => 1,
							'maxLength' => 100,
						),
						'price'         => array(
							'type'    => 'number',
							'minimum' => 0,
							'maximum' => 1000000000,
						),
						'capacity'      => array(
							'type'    => 'integer',
							'minimum' => -1,
							'maximum' => 1000000,
						),
						'slug'          => array(
							'description' => __( 'Identifies the variation in bookings; empty for a new one.', 'eventin-pro' ),
							'type'        => 'string',
							'maxLength'   => 200,
						),
						'sold'          => array(
							'description' => __( 'Tickets of this variation sold, as Eventin counts them on each booking.', 'eventin-pro' ),
							'type'        => 'integer',
							'readonly'    => true,
						),
						'min_per_order' => array(
							'description' => __( 'Fewest tickets of this variation in one order.', 'eventin-pro' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'maximum'     => 1000000,
						),
						'max_per_order' => array(
							'description' => __( 'Most tickets of this variation in one order, at most its capacity.', 'eventin-pro' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'maximum'     => 1000000,
						),
					),
					'required'   => array( 'name', 'capacity' ),
				),
				'arg_options' => array( 'validate_callback' => array( EventValidators::class, 'validate_tickets' ) ),
			),
			'categories'            => $ids( __( 'Event category ids.', 'eventin-pro' ) ),
			'tags'                  => $ids( __( 'Event tag ids.', 'eventin-pro' ) ),
			'link'                  => $read( __( 'Public address of the event.', 'eventin-pro' ), 'string', array( 'format' => 'uri' ) ),
			'certificate_template'  => $id( __( 'Certificate template id, 0 for none.', 'eventin-pro' ) ),
			'ticket_template'       => $id( __( 'Ticket template id, 0 for none.', 'eventin-pro' ) ),
			'registration_deadline' => $checked( __( 'Registration closes at this local time, Y-m-d H:i; empty for none.', 'eventin-pro' ), 'validate_deadline' ),
			'rsvp_enabled'          => $yes_no( __( 'Whether the RSVP form is on.', 'eventin-pro' ) ),
			'rsvp'                  => self::rsvp( $ctx ),
			'ask_attendees'         => $yes_no( __( 'Whether the booking form asks each attendee\'s name and e-mail.', 'eventin-pro' ) ),
			'extra_fields'          => self::extra_fields( $ctx ),
			'featured_image'        => $id( __( 'Featured image attachment id, 0 for none.', 'eventin-pro' ) ),
			'featured_image_url'    => $read( __( 'Featured image address.', 'eventin-pro' ), 'string' ),
			'speakers'              => $ids( __( 'Speaker user ids.', 'eventin-pro' ) ),
			'organizers'            => $ids( __( 'Organizer user ids.', 'eventin-pro' ) ),
			'schedules'             => $ids( __( 'Schedule ids.', 'eventin-pro' ) ),
			'speaker_type'          => $pick_by( __( 'How the speakers are picked: single (the speakers listed) or group (every member of speaker_groups).', 'eventin-pro' ) ),
			'speaker_groups'        => $ids( __( 'Speaker group ids whose members are the speakers, when speaker_type is group.', 'eventin-pro' ) ),
			'organizer_type'        => $pick_by( __( 'How the organizers are picked: single or group.', 'eventin-pro' ) ),
			'organizer_groups'      => $ids( __( 'Speaker group ids whose members are the organizers, when organizer_type is group.', 'eventin-pro' ) ),
			'resolved_speakers'     => $read( __( 'The speakers the event shows: the ones listed, or the members of its groups.', 'eventin-pro' ), 'array', array( 'items' => array( 'type' => 'integer' ) ) ),
			'resolved_organizers'   => $read( __( 'The organizers the event shows.', 'eventin-pro' ), 'array', array( 'items' => array( 'type' => 'integer' ) ) ),
		);
	}

	/**
	 * The extra attendee fields of the booking form.
	 *
	 * @param string[] $ctx Contexts.
	 * @return array<string,mixed>
	 */
	private static function extra_fields( array $ctx ): array {
		$text = array(
			'type'      => 'string',
			'maxLength' => ExtraFields::MAX_TEXT,
		);
		return array(
			'description' => __( 'Extra fields the booking form asks (of each attendee, or once per booking), in order; answers are stored per attendee under the label\'s key.', 'eventin-pro' ),
			'type'        => 'array',
			'maxItems'    => ExtraFields::MAX_FIELDS,
			'context'     => $ctx,
			'items'       => array(
				'type'       => 'object',
				'properties' => array(
					'label'       => $text,
					'type'        => array(
						'type' => 'string',
						'enum' => ExtraFields::TYPES,
					),
					'placeholder' => $text,
					'required'    => array( 'type' => 'boolean' ),
					'options'     => array(
						'description' => __( 'The choices of a radio, checkbox or select field (none for other types).', 'eventin-pro' ),
						'type'        => 'array',
						'maxItems'    => 50,
						'items'       => $text,
					),
				),
				'required'   => array( 'label', 'type' ),
			),
			'arg_options' => array( 'validate_callback' => array( EventValidators::class, 'validate_extra_fields' ) ),
		);
	}

	/**
	 * The RSVP settings. A write may give any of them; the others stay.
	 *
	 * @param string[] $ctx Contexts.
	 * @return array<string,mixed>
	 */
	private static function rsvp( array $ctx ): array {
		// No maximum here: a new value is at most EventRsvpSettings::MAX_PEOPLE
		// (EventRsvpSettings::problem() says so), but an event keeps and answers
		// the larger numbers Eventin stored.
		$people = static function ( string $description ): array {
			return array(
				'description' => $description,
				'type'        => 'integer',
				'minimum'     => 1,
			);
		};
		return array(
			'description'          => __( 'RSVP settings (used while rsvp_enabled is yes). A write changes only the settings it gives.', 'eventin-pro' ),
			'type'                 => 'object',
			'context'              => $ctx,
			'properties'           => array(
				'limit'       => array(
					'description' => __( 'Places for "going" (people, guests included); 0 for no limit.', 'eventin-pro' ),
					'type'        => 'integer',
					'minimum'     => 0,
					'maximum'     => EventRsvpSettings::MAX_LIMIT,
				),
				'min_people'  => $people( __( 'Fewest people in one answer, at most max_people.', 'eventin-pro' ) ),
				'max_people'  => $people( __( 'Most people in one answer (the responder and their guests).', 'eventin-pro' ) ),
				'answers'     => array(
					'description' => __( 'The answers offered, at least one.', 'eventin-pro' ),
					'type'        => 'array',
					'items'       => array(
						'type' => 'string',
						'enum' => RsvpRepository::STATUSES,
					),
					'minItems'    => 1,
				),
				'guest_names' => array(
					'description' => __( 'Whether the form asks the name of each guest.', 'eventin-pro' ),
					'type'        => 'boolean',
				),
				'deadline'    => array(
					'description' => __( 'Answers close at this site time, Y-m-d H:i; empty: when the event starts. It may be after the event ends.', 'eventin-pro' ),
					'type'        => 'string',
				),
			),
			'additionalProperties' => false,
			// The value reaches EventSchema::clean() as sent and EventRules checks
			// it: WordPress's own check would name only `rsvp`, and its sanitizer
			// would turn a wrong type into a number before the setting could be named.
			'arg_options'          => array(
				'validate_callback' => null,
				'sanitize_callback' => null,
			),
		);
	}

	/**
	 * A validated, sanitized submitted value in the shape the service stores.
	 *
	 * @param string $field Field.
	 * @param mixed  $value Value (already validated against the schema).
	 * @return mixed
	 */
	public static function clean( string $field, $value ) {
		switch ( $field ) {
			case 'title':
				return trim( (string) $value );
			case 'timezone':
			case 'start_date':
			case 'end_date':
			case 'start_time':
			case 'end_time':
			case 'registration_deadline':
				return trim( (string) $value );
			case 'location':
				$location = array(
					'type'    => 'online' === ( $value['type'] ?? '' ) ? 'online' : 'offline',
					'address' => sanitize_text_field( (string) ( $value['address'] ?? '' ) ),
				);
				if ( ! empty( $value['online_link'] ) ) {
					$location['online_link'] = esc_url_raw( (string) $value['online_link'] );
				}
				return $location;
			case 'recurrence':
				return is_array( $value ) ? Recurrence::from_meta( $value ) : null;
			case 'ticket_variations':
				$tickets = array();
				foreach ( (array) $value as $ticket ) {
					$clean = array(
						'name'     => sanitize_text_field( (string) $ticket['name'] ),
						'price'    => round( (float) ( $ticket['price'] ?? 0 ), 2 ),
						'capacity' => (int) $ticket['capacity'],
						'slug'     => sanitize_title( (string) ( $ticket['slug'] ?? '' ) ),
					);
					// Limits left out keep what is stored.
					foreach ( array( 'min_per_order', 'max_per_order' ) as $limit ) {
						if ( isset( $ticket[ $limit ] ) ) {
							$clean[ $limit ] = (int) $ticket[ $limit ];
						}
					}
					$tickets[] = $clean;
				}
				return $tickets;
			case 'categories':
			case 'tags':
			case 'speakers':
			case 'organizers':
			case 'schedules':
			case 'speaker_groups':
			case 'organizer_groups':
				return array_values( array_unique( array_map( 'intval', (array) $value ) ) );
			case 'certificate_template':
			case 'ticket_template':
			case 'featured_image':
				return (int) $value;
			case 'extra_fields':
				return ExtraFields::clean( $value );
			case 'rsvp':
				// Not validated yet (see rsvp()): EventRules names a bad setting.
				return EventRsvpSettings::clean( $value );
			default:
				return is_string( $value ) ? $value : '';
		}
	}
}
