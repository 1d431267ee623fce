<?php
/**
 * The schedule item schema (clean field names) and how submitted values are
 * cleaned. WordPress validates against it; ScheduleValidators adds what JSON
 * schema cannot say, with messages that name the slot.
 *
 * @package EventinPro
 */

namespace EventinPro\Schedules;

defined( 'ABSPATH' ) || exit;

/**
 * Schema of /eventin/v2/schedules items.
 */
final class ScheduleSchema {

	/**
	 * Fields a client may write.
	 */
	public const WRITABLE = array( 'program_title', 'date', 'slots' );

	public const MAX_TITLE     = 200;
	public const MAX_TOPIC     = 200;
	public const MAX_ROOM      = 200;
	public const MAX_OBJECTIVE = 2000;
	public const MAX_SLOTS     = 50;
	public const MAX_SPEAKERS  = 20;

	/**
	 * HTML an objective may keep: emphasis, links and simple lists.
	 */
	private const OBJECTIVE_HTML = array(
		'a'      => array( 'href' => true ),
		'b'      => array(),
		'strong' => array(),
		'i'      => array(),
		'em'     => array(),
		'br'     => array(),
		'p'      => array(),
		'ul'     => array(),
		'ol'     => array(),
		'li'     => array(),
	);

	/**
	 * Schema properties.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function properties(): array {
		$ctx = array( 'view', 'edit' );
		return array(
			'id'            => array(
				'description' => __( 'Unique identifier of the schedule.', 'eventin-pro' ),
				'type'        => 'integer',
				'context'     => $ctx,
				'readonly'    => true,
			),
			'program_title' => array(
				'description' => __( 'Program title (plain text).', 'eventin-pro' ),
				'type'        => 'string',
				'minLength'   => 1,
				'maxLength'   => self::MAX_TITLE,
				'required'    => true,
				'context'     => $ctx,
				'arg_options' => array(
					'validate_callback' => array( ScheduleValidators::class, 'validate_title' ),
					'sanitize_callback' => 'sanitize_text_field',
				),
			),
			'date'          => array(
				'description' => __( 'Date of the programme, Y-m-d.', 'eventin-pro' ),
				'type'        => 'string',
				'required'    => true,
				'context'     => $ctx,
				'arg_options' => array( 'validate_callback' => array( ScheduleValidators::class, 'validate_date' ) ),
			),
			'slots'         => array(
				'description' => __( 'Time slots, returned ordered by start time.', 'eventin-pro' ),
				'type'        => 'array',
				'maxItems'    => self::MAX_SLOTS,
				'context'     => $ctx,
				'items'       => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'start_time' => array(
							'description' => __( 'Start, 24-hour HH:mm.', 'eventin-pro' ),
							'type'        => 'string',
							'pattern'     => '^([01][0-9]|2[0-3]):[0-5][0-9]$',
						),
						'end_time'   => array(
							'description' => __( 'End, 24-hour HH:mm, after the start.', 'eventin-pro' ),
							'type'        => 'string',
							'pattern'     => '^([01][0-9]|2[0-3]):[0-5][0-9]$',
						),
						'topic'      => array(
							'description' => __( 'Topic (plain text).', 'eventin-pro' ),
							'type'        => 'string',
							'minLength'   => 1,
							'maxLength'   => self::MAX_TOPIC,
						),
						'speakers'   => array(
							'description' => __( 'Speaker or organizer user ids.', 'eventin-pro' ),
							'type'        => 'array',
							'maxItems'    => self::MAX_SPEAKERS,
							'items'       => array(
								'type'    => 'integer',
								'minimum' => 1,
							),
						),
						'objective'  => array(
							'description' => __( 'Objective (text with simple HTML).', 'eventin-pro' ),
							'type'        => 'string',
							'maxLength'   => self::MAX_OBJECTIVE,
						),
						'room'       => array(
							'description' => __( 'Room (plain text).', 'eventin-pro' ),
							'type'        => 'string',
							'maxLength'   => self::MAX_ROOM,
						),
					),
					'required'             => array( 'start_time', 'end_time', 'topic' ),
				),
				'arg_options' => array( 'validate_callback' => array( ScheduleValidators::class, 'validate_slots' ) ),
			),
		);
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
			case 'program_title':
				return trim( sanitize_text_field( (string) $value ) );
			case 'date':
				return trim( (string) $value );
			case 'slots':
				$slots = array();
				foreach ( (array) $value as $slot ) {
					$slots[] = self::clean_slot( (array) $slot );
				}
				return $slots;
			default:
				return $value;
		}
	}

	/**
	 * One clean slot.
	 *
	 * @param array<string,mixed> $slot Validated slot.
	 * @return array{start_time:string,end_time:string,topic:string,speakers:int[],objective:string,room:string}
	 */
	public static function clean_slot( array $slot ): array {
		return array(
			'start_time' => (string) $slot['start_time'],
			'end_time'   => (string) $slot['end_time'],
			'topic'      => self::plain( $slot['topic'] ),
			'speakers'   => array_values( array_unique( array_map( 'intval', (array) ( $slot['speakers'] ?? array() ) ) ) ),
			'objective'  => self::objective( $slot['objective'] ?? '' ),
			'room'       => self::plain( $slot['room'] ?? '' ),
		);
	}

	/**
	 * Plain text: tags stripped, whitespace folded.
	 *
	 * @param mixed $value Value.
	 */
	public static function plain( $value ): string {
		return trim( sanitize_text_field( is_string( $value ) ? $value : '' ) );
	}

	/**
	 * An objective: text with the few tags it may keep.
	 *
	 * @param mixed $value Value.
	 */
	public static function objective( $value ): string {
		return trim( wp_kses( is_string( $value ) ? $value : '', self::OBJECTIVE_HTML ) );
	}
}
