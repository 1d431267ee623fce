<?php
/**
 * The attendee item schema (clean field names) and how submitted values are cleaned.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Schema of /eventin/v2/attendees items.
 */
final class AttendeeSchema {

	/**
	 * Payment statuses of an attendee (etn_status) and ticket statuses.
	 */
	public const PAYMENT_STATUSES = array( 'pending', 'success', 'failed', 'refunded' );
	public const TICKET_STATUSES  = array( 'unused', 'used' );

	/**
	 * Fields a client may write (ticket_status goes through the check-in ledger).
	 */
	public const WRITABLE = array( 'name', 'email', 'phone', 'extra_fields', 'ticket_status' );

	/**
	 * Longest name, address, phone number or extra field value.
	 */
	public const MAX_TEXT = 100;

	/**
	 * Most extra fields.
	 */
	public const MAX_EXTRA = 30;

	/**
	 * Longest answer to an extra field (as the booking form takes them).
	 */
	public const MAX_ANSWER = 200;

	/**
	 * Schema properties.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function properties(): array {
		$ctx  = array( 'view', 'edit' );
		$read = static function ( string $description, $type ) use ( $ctx ): array {
			return array(
				'description' => $description,
				'type'        => $type,
				'context'     => $ctx,
				'readonly'    => true,
			);
		};
		return array(
			'id'             => $read( __( 'Unique identifier of the attendee.', 'eventin-pro' ), 'integer' ),
			'event_id'       => $read( __( 'The event.', 'eventin-pro' ), 'integer' ),
			'event_title'    => $read( __( 'Title of the event.', 'eventin-pro' ), 'string' ),
			'booking_id'     => $read( __( 'The booking (0 for none).', 'eventin-pro' ), 'integer' ),
			'name'           => array(
				'description' => __( 'Name (plain text).', 'eventin-pro' ),
				'type'        => 'string',
				'minLength'   => 1,
				'maxLength'   => self::MAX_TEXT,
				'context'     => $ctx,
				'arg_options' => array( 'validate_callback' => array( self::class, 'validate_text' ) ),
			),
			'email'          => array(
				'description' => __( 'E-mail address.', 'eventin-pro' ),
				'type'        => 'string',
				'format'      => 'email',
				'maxLength'   => self::MAX_TEXT,
				'context'     => $ctx,
			),
			'phone'          => array(
				'description' => __( 'Phone number (plain text).', 'eventin-pro' ),
				'type'        => 'string',
				'maxLength'   => self::MAX_TEXT,
				'context'     => $ctx,
				'arg_options' => array( 'validate_callback' => array( self::class, 'validate_text' ) ),
			),
			'ticket_id'      => $read( __( 'Ticket id, printed on the ticket.', 'eventin-pro' ), 'string' ),
			'ticket_name'    => $read( __( 'Ticket type.', 'eventin-pro' ), 'string' ),
			'ticket_slug'    => $read( __( 'Slug of the ticket type.', 'eventin-pro' ), 'string' ),
			'ticket_price'   => $read( __( 'Price paid for the ticket.', 'eventin-pro' ), 'number' ),
			'seat'           => $read( __( 'Seat.', 'eventin-pro' ), 'string' ),
			'payment_status' => $read( __( 'Payment status: pending, success, failed or refunded.', 'eventin-pro' ), 'string' ),
			'ticket_status'  => array(
				'description' => __( 'used once checked in; setting it checks in or undoes through the check-in ledger.', 'eventin-pro' ),
				'type'        => 'string',
				'enum'        => self::TICKET_STATUSES,
				'context'     => $ctx,
			),
			'checked_in'     => $read( __( 'The check-in (when, by whom, source, device), or null.', 'eventin-pro' ), array( 'object', 'null' ) ),
			'extra_fields'   => array(
				'description'          => __( 'Answers to the booking form\'s extra fields, by field: a text, or a list of the options checked.', 'eventin-pro' ),
				'type'                 => 'object',
				'maxProperties'        => self::MAX_EXTRA,
				'additionalProperties' => array(
					'type'      => array( 'string', 'array' ),
					'maxLength' => self::MAX_ANSWER,
					'items'     => array(
						'type'      => 'string',
						'maxLength' => self::MAX_ANSWER,
					),
					'maxItems'  => 50,
				),
				'context'              => $ctx,
			),
			'date'           => $read( __( 'When the attendee was registered (ISO 8601, UTC).', 'eventin-pro' ), 'string' ),
		);
	}

	/**
	 * Plain text only: a value with HTML is refused rather than silently changed.
	 *
	 * @param mixed            $value   Value.
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Field.
	 * @return true|WP_Error
	 */
	public static function validate_text( $value, $request, string $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid;
		}
		if ( wp_strip_all_tags( (string) $value ) !== (string) $value ) {
			/* translators: %s: field name. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( '%s may not contain HTML.', 'eventin-pro' ), $param ) );
		}
		if ( 'name' === $param && '' === trim( (string) $value ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'name is required.', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * A validated submitted value in the shape the service stores.
	 *
	 * @param string $field Field.
	 * @param mixed  $value Value (validated against the schema already).
	 * @return mixed
	 */
	public static function clean( string $field, $value ) {
		switch ( $field ) {
			case 'name':
			case 'phone':
				return trim( sanitize_text_field( (string) $value ) );
			case 'email':
				return sanitize_email( (string) $value );
			case 'extra_fields':
				$clean = array();
				foreach ( (array) $value as $key => $answer ) {
					$clean[ sanitize_key( (string) $key ) ] = is_array( $answer ) ? array_values( array_map( 'sanitize_text_field', array_map( 'strval', $answer ) ) ) : sanitize_text_field( (string) $answer );
				}
				return $clean;
			default:
				return $value;
		}
	}
}
