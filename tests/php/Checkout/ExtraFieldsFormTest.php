<?php
/**
 * The event's extra fields on the booking form: printed per attendee row or
 * once for the booking, labelled, checked field by field, kept after an
 * error, stored on each attendee (Eventin 4's meta) and on the booking; XSS
 * payloads inert.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Checkout;

use DOMDocument;
use DOMXPath;
use EventinPro\Attendees\AttendeesRepository;
use EventinPro\Bookings\BookingsService;
use EventinPro\Events\EventsRepository;
use EventinPro\Events\EventsService;

/**
 * Extra fields of the booking form.
 */
final class ExtraFieldsFormTest extends CheckoutTestCase {

	/**
	 * One field of each type.
	 *
	 * @return array<int,array<string,mixed>>
	 */
	private static function fields(): array {
		$field = static function ( string $label, string $type, bool $required, array $options = array(), string $placeholder = '' ): array {
			return compact( 'label', 'type', 'placeholder', 'required', 'options' );
		};
		return array(
			$field( 'Company', 'text', false, array(), 'Where you work' ),
			$field( 'Age', 'number', false ),
			$field( 'Arrival', 'date', false ),
			$field( 'Diet', 'radio', true, array( 'Vegan', 'Any' ) ),
			$field( 'Sessions', 'checkbox', true, array( 'Morning', 'Afternoon' ) ),
			$field( 'T-shirt size', 'select', false, array( 'S', 'M' ), 'Pick a size' ),
		);
	}

	/**
	 * An event with the extra fields.
	 *
	 * @param string $ask ask_attendees.
	 * @return array<string,mixed>
	 */
	private function event_with_fields( string $ask ): array {
		return $this->event_with_types(
			array(
				'ask_attendees' => $ask,
				'extra_fields'  => self::fields(),
			)
		);
	}

	/**
	 * The form of an event as the page prints it.
	 *
	 * @param array<string,mixed> $event Event.
	 */
	private function form( array $event ): string {
		return (string) apply_filters( 'eventin_event_booking_form', '', ( new EventsService() )->get( (int) $event['id'] ) );
	}

	/**
	 * XPath over a form's HTML (the attendee template's content left out, as browsers do).
	 *
	 * @param string $html Form.
	 */
	private static function xpath( string $html ): DOMXPath {
		$doc = new DOMDocument();
		libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . preg_replace( '#<template.*?</template>#s', '', $html ) );
		libxml_clear_errors();
		return new DOMXPath( $doc );
	}

	/**
	 * Answers to every field, valid.
	 *
	 * @return array<string,mixed>
	 */
	private static function answers(): array {
		return array(
			'company'      => 'Acme',
			'age'          => '42',
			'arrival'      => '2026-06-01',
			'diet'         => 'Vegan',
			'sessions'     => array( 'Morning', 'Afternoon' ),
			't_shirt_size' => 'M',
		);
	}

	public function test_asked_once_the_fields_sit_under_your_details_each_input_labelled(): void {
		$html  = $this->form( $this->event_with_fields( 'no' ) );
		$xpath = self::xpath( $html );
		$this->assertSame( 0, $xpath->query( '//*[@data-attendees]' )->length, 'no attendee rows' );
		$buyer = $xpath->query( '//fieldset[contains(@class,"eventin-booking__buyer")]' )->item( 0 );
		foreach ( array( 'company', 'age', 'arrival', 't_shirt_size' ) as $slug ) {
			$input = $xpath->query( './/*[@name="extra[' . $slug . ']"]', $buyer )->item( 0 );
			$this->assertNotNull( $input, "$slug is under Your details" );
			$this->assertSame( 1, $xpath->query( '//label[@for="' . $input->getAttribute( 'id' ) . '"]' )->length, "$slug has a label" );
			$this->assertStringContainsString( 'eventin-error-extra-' . $slug, $input->getAttribute( 'aria-describedby' ) );
			$this->assertSame( 1, $xpath->query( '//*[@data-error-for="extra.' . $slug . '"]' )->length );
		}
		$this->assertSame( 'number', $xpath->query( '//input[@name="extra[age]"]' )->item( 0 )->getAttribute( 'type' ) );
		$this->assertSame( 'date', $xpath->query( '//input[@name="extra[arrival]"]' )->item( 0 )->getAttribute( 'type' ) );
		$this->assertSame( 'Where you work', $xpath->query( '//input[@name="extra[company]"]' )->item( 0 )->getAttribute( 'placeholder' ) );
		$this->assertSame( array( '', 'S', 'M' ), array_map( static fn( $o ) => $o->getAttribute( 'value' ), iterator_to_array( $xpath->query( '//select[@name="extra[t_shirt_size]"]/option' ) ) ) );
		$this->assertSame( 'Pick a size', $xpath->query( '//select[@name="extra[t_shirt_size]"]/option' )->item( 0 )->nodeValue );

		// Choices: a fieldset whose legend is the label (required ones marked), a label per option.
		foreach ( array(
			'diet'     => 'radio',
			'sessions' => 'checkbox',
		) as $slug => $type ) {
			$name   = 'checkbox' === $type ? "extra[$slug][]" : "extra[$slug]";
			$inputs = $xpath->query( '//fieldset[contains(@class,"eventin-booking__group")]//input[@name="' . $name . '"]' );
			$this->assertSame( 2, $inputs->length );
			foreach ( $inputs as $input ) {
				$this->assertSame( $type, $input->getAttribute( 'type' ) );
				$this->assertSame( 1, $xpath->query( '//label[@for="' . $input->getAttribute( 'id' ) . '"]' )->length );
			}
			$legend = $xpath->query( 'ancestor::fieldset[1]/legend', $inputs->item( 0 ) )->item( 0 );
			$this->assertStringContainsString( '*', $legend->nodeValue ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM API.
			$this->assertStringContainsString( '(required)', $legend->nodeValue ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM API.
		}
		$this->assertTrue( $xpath->query( '//input[@name="extra[diet]"]' )->item( 0 )->hasAttribute( 'required' ) );
		$this->assertFalse( $xpath->query( '//input[@name="extra[sessions][]"]' )->item( 0 )->hasAttribute( 'required' ), 'one box of a group is enough' );
		$this->assertFalse( $xpath->query( '//input[@name="extra[company]"]' )->item( 0 )->hasAttribute( 'required' ) );
	}

	public function test_asked_per_attendee_each_row_and_the_template_carry_the_fields(): void {
		$event = $this->event_with_fields( 'yes' );
		$html  = $this->form( $event );
		$xpath = self::xpath( $html );
		$this->assertSame( 0, $xpath->query( '//*[starts-with(@name,"extra[")]' )->length, 'not asked once' );
		$row = $xpath->query( '//div[contains(@class,"eventin-booking__attendee")]' );
		$this->assertSame( 1, $row->length );
		$input = $xpath->query( './/input[@name="attendees[0][extra][company]"]', $row->item( 0 ) )->item( 0 );
		$this->assertSame( 'eventin-attendee-0-extra-company', $input->getAttribute( 'id' ) );
		$this->assertSame( 'Attendee 1: Company', $xpath->query( '//label[@for="eventin-attendee-0-extra-company"]' )->item( 0 )->nodeValue );
		$this->assertSame( 1, $xpath->query( '//*[@data-error-for="attendees.0.extra.sessions"]' )->length );
		$this->assertSame( 2, $xpath->query( '//input[@name="attendees[0][extra][sessions][]"]' )->length );
		// The script copies an empty row from the template for each further ticket.
		$this->assertMatchesRegularExpression( '#<template class="eventin-booking__attendee-template"><div class="eventin-booking__attendee">.*name="attendees\[0\]\[extra\]\[t_shirt_size\]".*</div></template>#s', $html );
	}

	/**
	 * Bad answers and the message each gets.
	 *
	 * @return array<string,array{0:string,1:mixed,2:string}>
	 */
	public function bad_answers(): array {
		return array(
			'required radio missing'    => array( 'diet', '', 'This field is required.' ),
			'required checkbox missing' => array( 'sessions', array(), 'This field is required.' ),
			'text too long'             => array( 'company', str_repeat( 'c', 201 ), 'At most 200 characters.' ),
			'text with HTML'            => array( 'company', '<b>Acme</b>', 'HTML is not allowed here.' ),
			'number in words'           => array( 'age', 'forty', 'Enter a number.' ),
			'date not Y-m-d'            => array( 'arrival', '01/06/2026', 'Enter a date as YYYY-MM-DD.' ),
			'impossible date'           => array( 'arrival', '2026-02-30', 'Enter a date as YYYY-MM-DD.' ),
			'radio not an option'       => array( 'diet', 'Meat', 'Choose one of the options.' ),
			'select not an option'      => array( 't_shirt_size', 'XXL', 'Choose one of the options.' ),
			'checkbox not an option'    => array( 'sessions', array( 'Morning', 'Night' ), 'Choose one of the options.' ),
		);
	}

	/**
	 * Each bad answer comes back on its field, asked once and per attendee.
	 *
	 * @dataProvider bad_answers
	 *
	 * @param string $slug    Field key.
	 * @param mixed  $answer  Answer.
	 * @param string $message Message.
	 */
	public function test_bad_answers_come_back_on_their_field( string $slug, $answer, string $message ): void {
		$once    = $this->event_with_fields( 'no' );
		$answers = array_merge( self::answers(), array( $slug => $answer ) );
		$result  = $this->submit( $this->post( $once, array( 'Free entry' => 1 ), array( 'extra' => $answers ) ) );
		$this->assertSame( 400, $result['status'] );
		$this->assertSame( $message, self::error_of( $this->form_after( $once, $result ), "extra.$slug" ) );

		$each   = $this->event_with_fields( 'yes' );
		$people = array(
			array(
				'name'  => 'Ana',
				'extra' => self::answers(),
			),
			array(
				'name'  => 'Rui',
				'extra' => $answers,
			),
		);
		$result = $this->submit( $this->post( $each, array( 'Free entry' => 2 ), array( 'attendees' => $people ) ) );
		$this->assertSame( 400, $result['status'] );
		$html = $this->form_after( $each, $result );
		$this->assertSame( $message, self::error_of( $html, "attendees.1.extra.$slug" ) );
		$this->assertSame( '', self::error_of( $html, "attendees.0.extra.$slug" ) );
	}

	public function test_what_was_typed_is_kept_after_an_error(): void {
		$event  = $this->event_with_fields( 'yes' );
		$people = array(
			array(
				'name'  => 'Ana',
				'extra' => array_merge( self::answers(), array( 'age' => 'forty' ) ),
			),
		);
		$result = $this->submit( $this->post( $event, array( 'Free entry' => 1 ), array( 'attendees' => $people ) ) );
		$xpath  = self::xpath( $this->form_after( $event, $result ) );
		$this->assertSame( 'Acme', $xpath->query( '//input[@name="attendees[0][extra][company]"]' )->item( 0 )->getAttribute( 'value' ) );
		$this->assertSame( 'forty', $xpath->query( '//input[@name="attendees[0][extra][age]"]' )->item( 0 )->getAttribute( 'value' ) );
		$this->assertSame( 'true', $xpath->query( '//input[@name="attendees[0][extra][age]"]' )->item( 0 )->getAttribute( 'aria-invalid' ) );
		$this->assertSame( '2026-06-01', $xpath->query( '//input[@name="attendees[0][extra][arrival]"]' )->item( 0 )->getAttribute( 'value' ) );
		$this->assertSame( array( 'Vegan' ), self::checked( $xpath, 'attendees[0][extra][diet]' ) );
		$this->assertSame( array( 'Morning', 'Afternoon' ), self::checked( $xpath, 'attendees[0][extra][sessions][]' ) );
		$this->assertSame( 'M', $xpath->query( '//select[@name="attendees[0][extra][t_shirt_size]"]/option[@selected]' )->item( 0 )->getAttribute( 'value' ) );
	}

	/**
	 * Values of the checked inputs of a name.
	 *
	 * @param DOMXPath $xpath XPath.
	 * @param string   $name  Input name.
	 * @return string[]
	 */
	private static function checked( DOMXPath $xpath, string $name ): array {
		return array_map( static fn( $input ) => $input->getAttribute( 'value' ), iterator_to_array( $xpath->query( '//input[@name="' . $name . '"][@checked]' ) ) );
	}

	public function test_answers_asked_once_go_to_the_booking_and_every_attendee(): void {
		$event  = $this->event_with_fields( 'no' );
		$result = $this->submit( $this->post( $event, array( 'Free entry' => 2 ), array( 'extra' => array_merge( self::answers(), array( 'age' => '' ) ) ) ) );
		$this->assertSame( 303, $result['status'] );
		$stored = array_diff_key( self::answers(), array( 'age' => true ) );
		$this->assertSame( $stored, $result['booking']['extra_fields'], 'the booking keeps the answers given' );
		$people = ( new BookingsService() )->attendees_of( (int) $result['booking']['id'] );
		$this->assertCount( 2, $people );
		foreach ( $people as $person ) {
			$this->assertSame( 'Ana Silva', $person['name'] );
			$this->assertSame( 'ana@example.org', $person['email'] );
			$this->assertSame( '+351 210 000 000', $person['phone'] );
			$this->assertSame( array( 'Morning', 'Afternoon' ), get_post_meta( $person['id'], AttendeesRepository::META_EXTRA_PREFIX . 'sessions', true ), 'a checkbox\'s answers are a list' );
			$this->assertSame( 'M', get_post_meta( $person['id'], AttendeesRepository::META_EXTRA_PREFIX . 't_shirt_size', true ) );
			$this->assertFalse( metadata_exists( 'post', $person['id'], AttendeesRepository::META_EXTRA_PREFIX . 'age' ), 'a field left empty is not stored' );
			$this->assertEqualsCanonicalizing( $stored, $person['extra_fields'] );
		}
	}

	public function test_answers_asked_per_attendee_go_to_each_attendee(): void {
		$event  = $this->event_with_fields( 'yes' );
		$people = array(
			array(
				'name'  => 'Ana',
				'extra' => self::answers(),
			),
			array(
				'name'  => 'Rui',
				'email' => 'rui@example.org',
				'extra' => array(
					'diet'     => 'Any',
					'sessions' => array( 'Afternoon' ),
				),
			),
		);
		$result = $this->submit( $this->post( $event, array( 'Free entry' => 2 ), array( 'attendees' => $people ) ) );
		$this->assertSame( 303, $result['status'] );
		$made = ( new BookingsService() )->attendees_of( (int) $result['booking']['id'] );
		$this->assertSame( array( 'Ana', 'Rui' ), array_column( $made, 'name' ) );
		$this->assertEqualsCanonicalizing( self::answers(), $made[0]['extra_fields'] );
		$this->assertSame(
			array(
				'diet'     => 'Any',
				'sessions' => array( 'Afternoon' ),
			),
			$made[1]['extra_fields']
		);
		$this->assertSame( array( 'Afternoon' ), get_post_meta( $made[1]['id'], 'etn_attendee_extra_field_sessions', true ) );
		$this->assertSame( array(), $result['booking']['extra_fields'], 'each attendee answered for themselves' );

		// The dashboard's attendee form saves a list answer back as it reads it.
		$this->as_user( 'administrator' );
		$item = $this->json( $this->request( 'GET', '/eventin/v2/attendees/' . $made[1]['id'] ) );
		$this->assertStatus( 200, $this->request( 'PUT', '/eventin/v2/attendees/' . $made[1]['id'], array( 'extra_fields' => $item['extra_fields'] ) ) );
		$this->assertSame( array( 'Afternoon' ), get_post_meta( $made[1]['id'], 'etn_attendee_extra_field_sessions', true ) );
	}

	public function test_an_event_without_extra_fields_prints_and_stores_none(): void {
		$event = $this->event_with_types();
		$this->assertStringNotContainsString( '[extra]', $this->form( $event ) );
		$this->assertStringNotContainsString( 'name="extra[', $this->form( $event ) );
		$result = $this->submit( $this->post( $event, array( 'Free entry' => 1 ), array( 'extra' => array( 'sneaky' => 'x' ) ) ) );
		$this->assertSame( 303, $result['status'] );
		$this->assertSame( array(), $result['booking']['extra_fields'] );
		$person = ( new BookingsService() )->attendees_of( (int) $result['booking']['id'] )[0];
		$this->assertSame( array(), $person['extra_fields'] );
	}

	public function test_an_xss_payload_in_a_label_placeholder_option_or_answer_is_inert_on_the_page_and_in_the_admin_answer(): void {
		$payload = '"\'><svg onload=alert(1)>';
		$event   = $this->event_with_types( array( 'ask_attendees' => 'yes' ) );
		// Stored past the REST checks (another plugin, an import): the page must still print text.
		update_post_meta(
			$event['id'],
			EventsRepository::META_EXTRA_FIELDS,
			array(
				array(
					'label'        => "Pick $payload",
					'type'         => 'select',
					'place_holder' => $payload,
					'select'       => array( $payload, 'Plain' ),
				),
				array(
					'label'        => "Note $payload",
					'type'         => 'text',
					'place_holder' => $payload,
				),
			)
		);
		$html = $this->form( $event );
		$this->assertStringNotContainsString( '<svg', $html );
		$this->assertStringContainsString( '&lt;svg onload=alert(1)&gt;', $html );
		$slug   = \EventinPro\Events\ExtraFields::slug( "Pick $payload" );
		$note   = \EventinPro\Events\ExtraFields::slug( "Note $payload" );
		$result = $this->submit(
			$this->post(
				$event,
				array( 'Free entry' => 1 ),
				array(
					'attendees' => array(
						array(
							'name'  => 'Ana',
							'extra' => array(
								$slug => $payload,
								$note => $payload,
							),
						),
					),
				)
			)
		);
		$this->assertSame( 400, $result['status'], 'HTML is refused in a text answer' );
		$html = $this->form_after( $event, $result );
		$this->assertStringNotContainsString( '<svg', $html );
		$this->assertSame( 'HTML is not allowed here.', self::error_of( $html, "attendees.0.extra.$note" ) );

		$result = $this->submit(
			$this->post(
				$event,
				array( 'Free entry' => 1 ),
				array(
					'attendees' => array(
						array(
							'name'  => 'Ana',
							'extra' => array( $slug => $payload ),
						),
					),
				)
			)
		);
		$this->assertSame( 303, $result['status'], 'one of the options' );
		$attendee = ( new BookingsService() )->attendees_of( (int) $result['booking']['id'] )[0];
		$this->as_user( 'administrator' );
		$answer = $this->request( 'GET', '/eventin/v2/attendees/' . $attendee['id'] );
		$this->assertStatus( 200, $answer );
		$this->assertSame( '"\'>', $this->json( $answer )['extra_fields'][ $slug ], 'stored without the tag; the dashboard prints it as text' );
		$this->assertStringNotContainsString( '<svg', (string) wp_json_encode( $answer->get_data() ) );
	}
}
