<?php
/**
 * The event page prints every text of an event and its people inert, and
 * follows WordPress's rules on drafts, private and password-protected posts.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\EventPage;

use EventinPro\Taxonomies\Taxonomies;

/**
 * Escaping and visibility.
 */
final class EventPageSecurityTest extends EventPageTestCase {

	private const XSS = '"><img src=x onerror=alert(1)><script>alert(2)</script></script>';

	/**
	 * An XSS payload in every text field of an event, a speaker and a
	 * schedule renders inert: no element or attribute of the payload reaches
	 * the page, the JSON-LD cannot close its script tag.
	 */
	public function test_payload_in_every_text_field_is_inert(): void {
		$speaker  = $this->person(
			array(
				'name'        => 'Speaker ' . self::XSS,
				'designation' => 'Role ' . self::XSS,
			)
		);
		$schedule = $this->schedule(
			array(
				'program_title' => 'Day ' . self::XSS,
				'slots'         => array(
					array(
						'start_time' => '09:00',
						'end_time'   => '10:00',
						'topic'      => 'Topic ' . self::XSS,
						'speakers'   => array( $speaker ),
						'objective'  => 'Objective ' . self::XSS,
						'room'       => 'Room ' . self::XSS,
					),
				),
			)
		);
		$category = wp_insert_term( 'Cat ' . wp_rand(), Taxonomies::CATEGORY );
		wp_update_term( $category['term_id'], Taxonomies::CATEGORY, array( 'name' => 'Cat ' . self::XSS ) );
		$this->visit(
			$this->event(
				array(
					'title'             => 'Title ' . self::XSS,
					'description'       => 'Text ' . self::XSS,
					'location'          => array(
						'type'    => 'offline',
						'address' => 'Street ' . self::XSS,
					),
					'speakers'          => array( $speaker ),
					'organizers'        => array( $speaker ),
					'schedules'         => array( $schedule ),
					'categories'        => array( $category['term_id'] ),
					'ticket_variations' => array( $this->ticket( 'Ticket ' . self::XSS, 5, 10 ) ),
				)
			)
		);
		$html = $this->content();
		$head = $this->head();

		// Names and terms lose their tags when stored, the slot's objective is rich text (post HTML); the rest is printed as text.
		foreach ( array( 'Role', 'Day', 'Topic', 'Room', 'Street', 'Ticket' ) as $field ) {
			$this->assertStringContainsString( $field . ' &quot;&gt;&lt;img', $html, "$field printed as text" );
		}
		$this->assertStringContainsString( 'Speaker &quot;&gt;', $html );
		$this->assertSame( array(), self::active_markup( $html ), 'no script element, handler attribute or javascript: URL' );
		$this->assertSame( 1, substr_count( $head, '</script>' ), 'only our own closing tag: ' . $head );
		$this->assertDoesNotMatchRegularExpression( '/<(?!\/?script)/', $head, 'no tag but the script itself' );
		$this->assertNotNull( $this->json_ld() );
	}

	/**
	 * What in an HTML fragment could run script, as a parser reads it.
	 *
	 * @param string $html Fragment.
	 * @return string[]
	 */
	private static function active_markup( string $html ): array {
		$doc = new \DOMDocument();
		libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		$found = array();
		foreach ( $doc->getElementsByTagName( '*' ) as $element ) {
			$tag = $element->nodeName; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM property.
			if ( 'script' === $tag ) {
				$found[] = 'script element';
			}
			foreach ( $element->attributes as $attribute ) {
				if ( 0 === strpos( strtolower( $attribute->name ), 'on' ) || preg_match( '/^\s*javascript:/i', $attribute->value ) ) {
					$found[] = $tag . ' ' . $attribute->name;
				}
			}
		}
		return $found;
	}

	/**
	 * A draft is visible only to users who may edit it; then it says that it
	 * takes no bookings.
	 */
	public function test_draft_only_for_editors(): void {
		$id = $this->event(
			array(
				'post_status'       => 'draft',
				'ticket_variations' => array( $this->ticket( 'Seat', 5, 10 ) ),
			)
		);
		$this->visit( $id );
		$this->assertFalse( $GLOBALS['wp_query']->have_posts(), 'a visitor does not find it' );
		$this->assertSame( '', $this->content() );
		$this->assertSame( '', $this->head() );

		$this->as_user( 'administrator' );
		$this->visit( $id );
		$html = $this->content();
		$this->assertStringContainsString( 'eventin-event__closed is-draft', $html );
	}

	/**
	 * A private event: only readers of private posts see it.
	 */
	public function test_private_event_for_allowed_readers(): void {
		$id = $this->event();
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'private',
			)
		);
		$this->visit( $id );
		$this->assertSame( '', $this->content() );
		$this->as_user( 'administrator' );
		$this->visit( $id );
		$this->assertStringContainsString( 'eventin-event', $this->content() );
	}

	/**
	 * A password-protected event shows WordPress's password form and none of
	 * its sections, structured data or calendar until the password is given.
	 */
	public function test_password_protected_event_shows_nothing_more(): void {
		$id = $this->event(
			array(
				'start_time'        => '09:00',
				'ticket_variations' => array( $this->ticket( 'Secret seat', 5, 10 ) ),
			)
		);
		wp_update_post(
			array(
				'ID'            => $id,
				'post_password' => 'open-sesame',
			)
		);
		$this->visit( $id );
		$html = $this->content();
		$this->assertStringContainsString( 'post_password', $html, 'the password form' );
		$this->assertStringNotContainsString( 'Secret seat', $html );
		$this->assertStringNotContainsString( 'eventin-event', $html );
		$this->assertSame( '', $this->head() );
	}
}
