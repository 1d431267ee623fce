<?php
/**
 * What an event may point at: its speakers and organizers are users holding
 * a speaker or organizer role; its featured image is an image the user may see.
 * The same image rule holds for a speaker's photo.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

/**
 * People and images referenced by events and speakers.
 */
final class EventReferencesTest extends EventsTestCase {

	/**
	 * An attachment (no file needed), optionally attached to a post.
	 *
	 * @param string $file   File name (its extension decides whether it is an image).
	 * @param string $mime   Mime type.
	 * @param int    $parent Post it is attached to.
	 */
	private function attachment( string $file, string $mime, int $parent = 0 ): int {
		return (int) wp_insert_attachment(
			array(
				'post_title'     => $file,
				'post_mime_type' => $mime,
				'post_status'    => 'inherit',
				'guid'           => "https://example.org/wp-content/uploads/$file",
			),
			$file,
			$parent
		);
	}

	/**
	 * An image attached to an administrator's draft: private to those who may edit it.
	 */
	private function hidden_image(): int {
		$draft = wp_insert_post(
			array(
				'post_title'  => 'Unpublished',
				'post_status' => 'draft',
				'post_author' => $this->make_user( 'administrator' ),
			)
		);
		return $this->attachment( 'hidden.jpg', 'image/jpeg', $draft );
	}

	/**
	 * A user of a custom role holding only the event permission.
	 */
	private function event_manager(): int {
		return $this->make_user( 'reference_desk', array( 'etn_manage_event' ) );
	}

	/**
	 * A new event's payload with extra fields.
	 *
	 * @param array<string,mixed> $fields Fields.
	 * @return array<string,mixed>
	 */
	private function payload( array $fields ): array {
		return $fields + array(
			'title'      => 'Referencing',
			'start_date' => '2026-06-01',
		);
	}

	public function test_people_must_hold_a_speaker_or_organizer_role(): void {
		$this->as_user( 'administrator' );
		$editor     = $this->make_user( 'editor' );
		$subscriber = $this->make_user( 'subscriber' );
		$cases      = array(
			'speakers'   => $editor,
			'organizers' => $subscriber,
		);
		foreach ( $cases as $field => $user ) {
			$response = $this->request( 'POST', self::ROUTE, $this->payload( array( $field => array( $user ) ) ) );
			$this->assertInvalidField( $field, $response );
			$this->assertStringContainsString( "not a speaker or organizer: $user", $this->json( $response )['data']['params'][ $field ] );
		}

		$speaker   = $this->make_user( 'etn-speaker' );
		$organizer = $this->make_user( 'etn-organizer' );
		$response  = $this->request(
			'POST',
			self::ROUTE,
			$this->payload(
				array(
					'speakers'   => array( $speaker, $organizer ),
					'organizers' => array( $organizer ),
				)
			)
		);
		$this->assertStatus( 201, $response );
		$this->assertSame( array( $speaker, $organizer ), $this->json( $response )['speakers'] );

		$id = $this->json( $response )['id'];
		$this->assertInvalidField( 'organizers', $this->request( 'PUT', self::ROUTE . "/$id", array( 'organizers' => array( $editor ) ) ) );
		$this->assertSame( array( $organizer ), $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['organizers'] );
	}

	public function test_the_featured_image_must_be_an_image(): void {
		$this->as_user( 'administrator' );
		$document = $this->attachment( 'programme.pdf', 'application/pdf' );
		$post     = wp_insert_post(
			array(
				'post_title'  => 'A post',
				'post_status' => 'publish',
			)
		);
		foreach ( array( $document, $post ) as $id ) {
			$this->assertInvalidField( 'featured_image', $this->request( 'POST', self::ROUTE, $this->payload( array( 'featured_image' => $id ) ) ) );
		}
		$image = $this->attachment( 'banner.jpg', 'image/jpeg' );
		$this->assertStatus( 201, $this->request( 'POST', self::ROUTE, $this->payload( array( 'featured_image' => $image ) ) ) );
	}

	public function test_the_featured_image_must_be_one_the_user_may_see(): void {
		$hidden = $this->hidden_image();
		$mine   = $this->attachment( 'open.jpg', 'image/jpeg' );
		$this->as_user( $this->event_manager() );
		$count = $this->event_count();
		$this->assertInvalidField( 'featured_image', $this->request( 'POST', self::ROUTE, $this->payload( array( 'featured_image' => $hidden ) ) ) );
		$this->assertSame( $count, $this->event_count() );
		$created = $this->request( 'POST', self::ROUTE, $this->payload( array( 'featured_image' => $mine ) ) );
		$this->assertStatus( 201, $created );
		$id = $this->json( $created )['id'];
		$this->assertInvalidField( 'featured_image', $this->request( 'PUT', self::ROUTE . "/$id", array( 'featured_image' => $hidden ) ) );
		$this->assertSame( $mine, $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['featured_image'] );

		wp_set_current_user( 0 );
		$this->as_user( 'administrator' );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$id", array( 'featured_image' => $hidden ) ), 'who may see it may use it' );
	}

	public function test_a_speaker_photo_must_be_an_image_the_user_may_see(): void {
		$hidden = $this->hidden_image();
		$this->as_user( $this->make_user( 'photo_desk', array( 'etn_manage_organizer', 'create_users' ) ) );
		$payload  = array(
			'name'     => 'Pictured',
			'email'    => 'pictured@example.org',
			'category' => array( 'speaker' ),
			'image_id' => $hidden,
		);
		$response = $this->request( 'POST', '/eventin/v2/speakers', $payload );
		$this->assertInvalidField( 'image_id', $response );
		$this->assertFalse( get_user_by( 'email', 'pictured@example.org' ) );
		$this->assertStatus( 201, $this->request( 'POST', '/eventin/v2/speakers', array( 'image_id' => $this->attachment( 'face.jpg', 'image/jpeg' ) ) + $payload ) );
	}
}
