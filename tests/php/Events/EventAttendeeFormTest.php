<?php
/**
 * The event's attendee form settings: `ask_attendees` and `extra_fields`
 * (schema, bad input, and Eventin 4's `attendee_extra_fields` rows read and
 * merged back).
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Events\EventsRepository;

/**
 * Attendee form fields of events.
 */
final class EventAttendeeFormTest extends EventsTestCase {

	/**
	 * Signed in as an administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->as_user( 'administrator' );
	}

	/**
	 * A valid list of fields.
	 *
	 * @return array<int,array<string,mixed>>
	 */
	private static function fields(): array {
		return array(
			array(
				'label'       => 'T-shirt size',
				'type'        => 'select',
				'placeholder' => 'Pick one',
				'required'    => true,
				'options'     => array( 'S', 'M', 'L' ),
			),
			array(
				'label'       => 'Company',
				'type'        => 'text',
				'placeholder' => '',
				'required'    => false,
				'options'     => array(),
			),
			array(
				'label'       => 'Workshops',
				'type'        => 'checkbox',
				'placeholder' => '',
				'required'    => false,
				'options'     => array( 'Morning', 'Afternoon' ),
			),
		);
	}

	public function test_the_schema_describes_both_fields(): void {
		$schema     = $this->json( $this->request( 'OPTIONS', self::ROUTE ) )['schema']['properties'];
		$extra      = $schema['extra_fields'];
		$properties = $extra['items']['properties'];
		$this->assertSame( array( 'yes', 'no' ), $schema['ask_attendees']['enum'] );
		$this->assertSame( 'array', $extra['type'] );
		$this->assertSame( 20, $extra['maxItems'] );
		$this->assertSame( array( 'text', 'number', 'date', 'radio', 'checkbox', 'select' ), $properties['type']['enum'] );
		$this->assertSame( array( 'label', 'placeholder', 'options', 'required', 'type' ), array_values( array_intersect( array( 'label', 'placeholder', 'options', 'required', 'type' ), array_keys( $properties ) ) ) );
		$this->assertSame( 'boolean', $properties['required']['type'] );
	}

	public function test_a_new_event_asks_nothing_and_saves_what_it_is_given_in_eventins_shape(): void {
		$id   = $this->event();
		$item = $this->json( $this->request( 'GET', self::ROUTE . '/' . $id ) );
		$this->assertSame( 'no', $item['ask_attendees'] );
		$this->assertSame( array(), $item['extra_fields'] );

		$response = $this->request(
			'PATCH',
			self::ROUTE . '/' . $id,
			array(
				'ask_attendees' => 'yes',
				'extra_fields'  => self::fields(),
			)
		);
		$this->assertStatus( 200, $response );
		$this->assertSame( 'yes', $this->json( $response )['ask_attendees'] );
		$this->assertSame( self::fields(), $this->json( $response )['extra_fields'] );
		$this->assertSame( 'yes', get_post_meta( $id, EventsRepository::META_ASK_ATTENDEES, true ) );
		$this->assertSame(
			array(
				array(
					'label'        => 'T-shirt size',
					'type'         => 'select',
					'place_holder' => 'Pick one',
					'required'     => true,
					'select'       => array( 'S', 'M', 'L' ),
				),
				array(
					'label'        => 'Company',
					'type'         => 'text',
					'place_holder' => '',
					'required'     => false,
				),
				array(
					'label'        => 'Workshops',
					'type'         => 'checkbox',
					'place_holder' => '',
					'required'     => false,
					'checkbox'     => array( 'Morning', 'Afternoon' ),
				),
			),
			get_post_meta( $id, EventsRepository::META_EXTRA_FIELDS, true )
		);
	}

	/**
	 * Bad lists of fields, and the reason each must give.
	 *
	 * @return array<string,array{0:mixed,1:string}>
	 */
	public function bad_lists(): array {
		$field = static function ( array $override ): array {
			return array(
				$override + array(
					'label' => 'Company',
					'type'  => 'text',
				),
			);
		};
		return array(
			'not a list'                => array( 'company', 'extra_fields[0] is not of type object.' ),
			'no label'                  => array( array( array( 'type' => 'text' ) ), 'label is a required property' ),
			'blank label'               => array( $field( array( 'label' => '   ' ) ), 'extra_fields[0][label]: Enter a label.' ),
			'label of punctuation'      => array( $field( array( 'label' => '?!' ) ), 'extra_fields[0][label]: The label needs a letter or a digit.' ),
			'label with HTML'           => array( $field( array( 'label' => '<b>Company</b>' ) ), 'extra_fields[0][label]: HTML is not allowed here.' ),
			'script in the placeholder' => array( $field( array( 'placeholder' => '<script>alert(1)</script>' ) ), 'extra_fields[0][placeholder]: HTML is not allowed here.' ),
			'over-long label'           => array( $field( array( 'label' => str_repeat( 'l', 101 ) ) ), 'extra_fields[0][label] must be at most 100 characters long.' ),
			'unknown type'              => array( $field( array( 'type' => 'file' ) ), 'extra_fields[0][type] is not one of' ),
			'required as text'          => array( $field( array( 'required' => 'sometimes' ) ), 'extra_fields[0][required] is not of type boolean.' ),
			'same label twice'          => array(
				array_merge( $field( array() ), $field( array( 'label' => 'company ' ) ) ),
				'extra_fields[1][label]: Field 1 has the same label; each label must be different.',
			),
			'same key after slugging'   => array(
				array_merge( $field( array( 'label' => 'Shoe size' ) ), $field( array( 'label' => 'shoe-size' ) ) ),
				'extra_fields[1][label]: Field 1 has the same label',
			),
			'choice without options'    => array( $field( array( 'type' => 'radio' ) ), 'extra_fields[0][options]: Add at least one option.' ),
			'options on a text field'   => array( $field( array( 'options' => array( 'A' ) ) ), 'extra_fields[0][options]: Only radio, checkbox and select fields have options.' ),
			'empty option'              => array(
				$field(
					array(
						'type'    => 'select',
						'options' => array( 'A', ' ' ),
					)
				),
				'extra_fields[0][options]: An option must not be empty.',
			),
			'option twice'              => array(
				$field(
					array(
						'type'    => 'checkbox',
						'options' => array( 'Yes', 'yes' ),
					)
				),
				'extra_fields[0][options]: The option "yes" is listed twice.',
			),
			'over-long option'          => array(
				$field(
					array(
						'type'    => 'radio',
						'options' => array( str_repeat( 'o', 101 ) ),
					)
				),
				'extra_fields[0][options][0] must be at most 100 characters long.',
			),
			'option with HTML'          => array(
				$field(
					array(
						'type'    => 'radio',
						'options' => array( '<img src=x onerror=alert(1)>' ),
					)
				),
				'extra_fields[0][options]: HTML is not allowed here.',
			),
			'21 fields'                 => array(
				array_map(
					static function ( int $n ): array {
						return array(
							'label' => "Field $n",
							'type'  => 'text',
						);
					},
					range( 1, 21 )
				),
				'extra_fields must contain at most 20 items.',
			),
			'ask_attendees not yes/no'  => array( null, 'ask_attendees is not one of yes and no.' ),
		);
	}

	/**
	 * Each bad list is refused with the field and the reason; nothing is stored.
	 *
	 * @dataProvider bad_lists
	 *
	 * @param mixed  $list   Submitted extra_fields (null: a bad ask_attendees instead).
	 * @param string $reason Start of the reason.
	 */
	public function test_bad_lists_are_refused_with_the_field_and_the_reason( $list, string $reason ): void {
		$id       = $this->event();
		$field    = null === $list ? 'ask_attendees' : 'extra_fields';
		$response = $this->request( 'PATCH', self::ROUTE . '/' . $id, array( $field => null === $list ? 'sometimes' : $list ) );
		$this->assertInvalidField( $field, $response );
		$this->assertStringContainsString( $reason, $this->json( $response )['data']['params'][ $field ] );
		$this->assertSame( '', get_post_meta( $id, EventsRepository::META_EXTRA_FIELDS, true ), 'nothing stored' );
		$this->assertFalse( metadata_exists( 'post', $id, EventsRepository::META_ASK_ATTENDEES ), 'a new event stores no "no"' );
	}

	public function test_twenty_fields_and_choices_of_each_kind_pass(): void {
		$list = array_map(
			static function ( int $n ): array {
				return array(
					'label'   => "Choice $n",
					'type'    => array( 'radio', 'checkbox', 'select' )[ $n % 3 ],
					'options' => array( 'One', 'Two' ),
				);
			},
			range( 1, 20 )
		);
		$this->assertStatus( 200, $this->request( 'PATCH', self::ROUTE . '/' . $this->event(), array( 'extra_fields' => $list ) ) );
	}

	/**
	 * Rows as Eventin 4 (and its older versions) stored them, with keys of its own.
	 *
	 * @return array<int,mixed>
	 */
	private static function eventin_rows(): array {
		return array(
			array(
				'label'        => 'Diet',
				'type'         => 'radio',
				'place_holder' => '',
				'required'     => 'on',
				'radio'        => array( 'Vegan', 'Any' ),
				'id'           => 7,
			),
			array(
				'label'            => 'Team name',
				'field_type'       => 'text',
				'placeholder_text' => 'Your team',
				'show_in_ticket'   => 'yes',
			),
			array(
				'label'         => 'Sessions',
				'field_type'    => 'checkbox',
				'field_options' => array( array( 'value' => 'A' ), array( 'value' => 'B' ) ),
			),
			array(
				'label'      => 'CV',
				'field_type' => 'file',
			),
			'junk',
			array( 'type' => 'text' ),
			array(
				'label' => 'Empty choice',
				'type'  => 'select',
			),
			array(
				'label' => 'diet',
				'type'  => 'text',
			),
		);
	}

	public function test_eventins_rows_read_by_either_key_and_odd_rows_are_skipped(): void {
		$id = $this->event();
		update_post_meta( $id, EventsRepository::META_EXTRA_FIELDS, self::eventin_rows() );
		$response = $this->request( 'GET', self::ROUTE . '/' . $id );
		$this->assertStatus( 200, $response );
		$this->assertSame(
			array(
				array(
					'label'       => 'Diet',
					'type'        => 'radio',
					'placeholder' => '',
					'required'    => true,
					'options'     => array( 'Vegan', 'Any' ),
				),
				array(
					'label'       => 'Team name',
					'type'        => 'text',
					'placeholder' => 'Your team',
					'required'    => false,
					'options'     => array(),
				),
				array(
					'label'       => 'Sessions',
					'type'        => 'checkbox',
					'placeholder' => '',
					'required'    => false,
					'options'     => array( 'A', 'B' ),
				),
			),
			$this->json( $response )['extra_fields']
		);
		foreach ( array( 'a string', 42, array( 'label' => array( 'x' ) ) ) as $odd ) {
			update_post_meta( $id, EventsRepository::META_EXTRA_FIELDS, $odd );
			$this->assertSame( array(), $this->json( $this->request( 'GET', self::ROUTE . '/' . $id ) )['extra_fields'] );
		}
	}

	public function test_saving_them_unchanged_keeps_the_stored_value_byte_for_byte(): void {
		global $wpdb;
		$id = $this->event();
		update_post_meta( $id, EventsRepository::META_EXTRA_FIELDS, self::eventin_rows() );
		$raw    = static function () use ( $wpdb, $id ) {
			return $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s", $id, EventsRepository::META_EXTRA_FIELDS ) );
		};
		$before = $raw();
		$item   = $this->json( $this->request( 'GET', self::ROUTE . '/' . $id ) );
		$this->assertStatus(
			200,
			$this->request(
				'PATCH',
				self::ROUTE . '/' . $id,
				array(
					'ask_attendees' => $item['ask_attendees'],
					'extra_fields'  => $item['extra_fields'],
				)
			)
		);
		$this->assertSame( $before, $raw() );
	}

	public function test_a_change_keeps_each_rows_own_keys_where_they_were_and_the_rows_it_cannot_show(): void {
		$id = $this->event();
		update_post_meta( $id, EventsRepository::META_EXTRA_FIELDS, self::eventin_rows() );
		$fields                   = $this->json( $this->request( 'GET', self::ROUTE . '/' . $id ) )['extra_fields'];
		$fields[0]['required']    = false;
		$fields[1]['placeholder'] = 'Team';
		$fields[2]['options'][]   = 'C';
		$fields                   = array( $fields[1], $fields[0], $fields[2] ); // Moved up.
		$this->assertStatus( 200, $this->request( 'PATCH', self::ROUTE . '/' . $id, array( 'extra_fields' => $fields ) ) );
		$stored = get_post_meta( $id, EventsRepository::META_EXTRA_FIELDS, true );
		$this->assertSame(
			array(
				'label'            => 'Team name',
				'field_type'       => 'text',
				'placeholder_text' => 'Team',
				'show_in_ticket'   => 'yes',
				'required'         => false,
			),
			$stored[0],
			'an older row keeps its keys and its own names for the type and placeholder'
		);
		$this->assertSame(
			array(
				'label'        => 'Diet',
				'type'         => 'radio',
				'place_holder' => '',
				'required'     => false,
				'id'           => 7,
				'radio'        => array( 'Vegan', 'Any' ),
			),
			$stored[1]
		);
		$this->assertSame( array( 'A', 'B', 'C' ), $stored[2]['checkbox'] );
		$this->assertArrayNotHasKey( 'field_options', $stored[2], 'the older copy of the options goes' );
		$this->assertSame( array_slice( self::eventin_rows(), 3 ), array_slice( $stored, 3 ), 'the rows it could not show (another type, a repeated label...) stay after the fields' );
		$this->assertSame( $fields, $this->json( $this->request( 'GET', self::ROUTE . '/' . $id ) )['extra_fields'] );
	}

	public function test_a_field_changed_to_another_type_takes_that_types_options(): void {
		$id = $this->event( array( 'extra_fields' => array( self::fields()[0] ) ) );
		$this->assertStatus(
			200,
			$this->request(
				'PATCH',
				self::ROUTE . '/' . $id,
				array(
					'extra_fields' => array(
						array(
							'label'   => 'T-shirt size',
							'type'    => 'radio',
							'options' => array( 'S', 'XL' ),
						),
					),
				)
			)
		);
		$row = get_post_meta( $id, EventsRepository::META_EXTRA_FIELDS, true )[0];
		$this->assertSame( array( 'S', 'XL' ), $row['radio'] );
		$this->assertArrayNotHasKey( 'select', $row );
	}
}
