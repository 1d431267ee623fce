<?php
/**
 * The booking item schema (clean field names) and the arguments of a manual booking.
 *
 * @package EventinPro
 */

namespace EventinPro\Bookings;

defined( 'ABSPATH' ) || exit;

/**
 * Schema of /eventin/v2/orders items.
 */
final class BookingSchema {

	/**
	 * Booking statuses.
	 */
	public const STATUSES = array( 'pending', 'completed', 'failed', 'refunded', 'cancelled' );

	/**
	 * Longest name, address or phone number.
	 */
	private const MAX_TEXT = 100;

	/**
	 * Schema properties of an item (read-only: a booking changes through its routes).
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function properties(): array {
		$read = static function ( string $description, $type ): array {
			return array(
				'description' => $description,
				'type'        => $type,
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			);
		};
		return array(
			'id'             => $read( __( 'Unique identifier of the booking.', 'eventin-pro' ), 'integer' ),
			'event_id'       => $read( __( 'The event.', 'eventin-pro' ), 'integer' ),
			'event_title'    => $read( __( 'Title of the event.', 'eventin-pro' ), 'string' ),
			'first_name'     => $read( __( 'Customer\'s first name.', 'eventin-pro' ), 'string' ),
			'last_name'      => $read( __( 'Customer\'s last name.', 'eventin-pro' ), 'string' ),
			'email'          => $read( __( 'Customer\'s e-mail address.', 'eventin-pro' ), 'string' ),
			'phone'          => $read( __( 'Customer\'s phone number.', 'eventin-pro' ), 'string' ),
			'tickets'        => $read( __( 'Tickets: slug, name, quantity and unit price of each type.', 'eventin-pro' ), 'array' ) + array(
				'items' => array(
					'type'       => 'object',
					'properties' => array(
						'slug'     => array( 'type' => 'string' ),
						'name'     => array( 'type' => 'string' ),
						'quantity' => array( 'type' => 'integer' ),
						'price'    => array( 'type' => 'number' ),
					),
				),
			),
			'total_price'    => $read( __( 'Total price.', 'eventin-pro' ), 'number' ),
			'currency'       => $read( __( 'Currency (ISO 4217).', 'eventin-pro' ), 'string' ),
			'payment_method' => $read( __( 'Payment method.', 'eventin-pro' ), 'string' ),
			'status'         => array(
				'description' => __( 'Status: pending, completed, failed, refunded or cancelled.', 'eventin-pro' ),
				'type'        => 'string',
				'enum'        => self::STATUSES,
				'context'     => array( 'view', 'edit' ),
			),
			'date'           => $read( __( 'When it was booked (ISO 8601, UTC).', 'eventin-pro' ), 'string' ),
			'attendee_count' => $read( __( 'Attendees of the booking.', 'eventin-pro' ), 'integer' ),
			'user_id'        => $read( __( 'The customer\'s user account (0 for none).', 'eventin-pro' ), 'integer' ),
			'extra_fields'   => $read( __( 'Answers to the booking form\'s extra fields.', 'eventin-pro' ), 'object' ),
		);
	}

	/**
	 * Arguments of POST /orders (a manual booking).
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function create_args(): array {
		$text   = static function ( bool $required ): array {
			return array(
				'type'      => 'string',
				'maxLength' => self::MAX_TEXT,
				'required'  => $required,
			);
		};
		$person = array(
			'type'                 => 'object',
			'properties'           => array(
				'name'  => $text( true ),
				'email' => $text( true ),
				'phone' => $text( false ),
			),
			'additionalProperties' => false,
		);
		return array(
			'event_id'       => array(
				'description' => __( 'The event.', 'eventin-pro' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
			'first_name'     => array( 'description' => __( 'Customer\'s first name (plain text).', 'eventin-pro' ) ) + $text( true ),
			'last_name'      => array( 'description' => __( 'Customer\'s last name (plain text).', 'eventin-pro' ) ) + $text( false ),
			'email'          => array(
				'description' => __( 'Customer\'s e-mail address.', 'eventin-pro' ),
				'format'      => 'email',
			) + $text( true ),
			'phone'          => array( 'description' => __( 'Customer\'s phone number.', 'eventin-pro' ) ) + $text( false ),
			'tickets'        => array(
				'description' => __( 'Tickets: the slug of a ticket type of the event and a quantity.', 'eventin-pro' ),
				'type'        => 'array',
				'required'    => true,
				'minItems'    => 1,
				'maxItems'    => 20,
				'items'       => array(
					'type'                 => 'object',
					'properties'           => array(
						'slug'     => array(
							'type'      => 'string',
							'maxLength' => 200,
							'required'  => true,
						),
						'quantity' => array(
							'type'     => 'integer',
							'minimum'  => 1,
							'maximum'  => 1000,
							'required' => true,
						),
					),
					'additionalProperties' => false,
				),
			),
			'attendees'      => array(
				'description' => __( 'One attendee per ticket, in ticket order (the customer otherwise).', 'eventin-pro' ),
				'type'        => 'array',
				'maxItems'    => 1000,
				'items'       => $person,
			),
			'status'         => array(
				'description' => __( 'completed (paid) or pending.', 'eventin-pro' ),
				'type'        => 'string',
				'enum'        => array( 'completed', 'pending' ),
				'default'     => 'completed',
			),
			'payment_method' => array(
				'description' => __( 'How it was paid (a key, e.g. cash).', 'eventin-pro' ),
				'type'        => 'string',
				'maxLength'   => 50,
				'pattern'     => '^[a-z0-9_-]*$',
				'default'     => 'manual',
			),
		);
	}
}
