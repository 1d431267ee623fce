<?php
/**
 * An event picks its speakers and organizers one by one or by speaker group,
 * as Eventin 4 does (`speaker_type` / `speaker_group`, `organizer_type` /
 * `organizer_group`); either way it tells who it shows.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Speakers\Speakers;

/**
 * People by group.
 */
final class EventPeopleByGroupTest extends EventsTestCase {

	/**
	 * A speaker group.
	 *
	 * @param string $name Name.
	 */
	private function group( string $name ): int {
		return (int) wp_insert_term( $name, Speakers::GROUP_TAXONOMY )['term_id'];
	}

	/**
	 * A speaker or organizer in some groups, made through the speakers route.
	 *
	 * @param string   $name     Display name.
	 * @param string[] $category Roles.
	 * @param int[]    $groups   Group ids.
	 */
	private function person( string $name, array $category, array $groups ): int {
		$response = $this->request(
			'POST',
			'/eventin/v2/speakers',
			array(
				'name'              => $name,
				'email'             => strtolower( str_replace( ' ', '.', $name ) ) . '@example.org',
				'category'          => $category,
				'speaker_group_ids' => $groups,
			)
		);
		$this->assertStatus( 201, $response );
		return (int) $this->json( $response )['id'];
	}

	public function test_people_picked_by_group_are_the_groups_members(): void {
		$this->as_user( 'administrator' );
		$keynote = $this->group( 'Keynote' );
		$panel   = $this->group( 'Panel' );
		$empty   = $this->group( 'Nobody' );
		$zoe     = $this->person( 'Zoe Keynote', array( 'speaker' ), array( $keynote ) );
		$adam    = $this->person( 'Adam Both', array( 'speaker', 'organizer' ), array( $keynote, $panel ) );
		$olga    = $this->person( 'Olga Organizer', array( 'organizer' ), array( $panel ) );
		$this->person( 'Nils Nogroup', array( 'speaker' ), array() );

		$response = $this->request(
			'POST',
			self::ROUTE,
			array(
				'title'            => 'By group',
				'start_date'       => '2026-06-01',
				'speaker_type'     => 'group',
				'speaker_groups'   => array( $keynote ),
				'speakers'         => array( $olga ),
				'organizer_type'   => 'group',
				'organizer_groups' => array( $panel, $empty ),
			)
		);
		$this->assertStatus( 201, $response );
		$event = $this->json( $response );
		$this->assertSame( 'group', $event['speaker_type'] );
		$this->assertSame( array( $keynote ), $event['speaker_groups'] );
		$this->assertSame( array( $adam, $zoe ), $event['resolved_speakers'], 'members by name, not the one-by-one pick' );
		$this->assertSame( array( $adam, $olga ), $event['resolved_organizers'] );

		// Stored where Eventin reads it.
		$this->assertSame( 'group', get_post_meta( $event['id'], 'speaker_type', true ) );
		$this->assertSame( array( $keynote ), array_map( 'intval', get_post_meta( $event['id'], 'speaker_group', true ) ) );
		$this->assertSame( 'group', get_post_meta( $event['id'], 'organizer_type', true ) );

		// Back to one by one: the list is what shows, the groups are kept for later.
		$response = $this->request( 'PATCH', self::ROUTE . '/' . $event['id'], array( 'speaker_type' => 'single' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( array( $olga ), $this->json( $response )['resolved_speakers'] );
		$this->assertSame( array( $keynote ), $this->json( $response )['speaker_groups'] );
	}

	public function test_an_event_made_without_groups_shows_its_people(): void {
		$this->as_user( 'administrator' );
		$speaker = $this->make_user( 'etn-speaker' );
		$event   = $this->json(
			$this->request(
				'POST',
				self::ROUTE,
				array(
					'title'      => 'One by one',
					'start_date' => '2026-06-01',
					'speakers'   => array( $speaker ),
				)
			)
		);
		$this->assertSame( 'single', $event['speaker_type'] );
		$this->assertSame( array(), $event['speaker_groups'] );
		$this->assertSame( array( $speaker ), $event['resolved_speakers'] );
		$this->assertSame( array(), $event['resolved_organizers'] );
	}

	/**
	 * Bad values.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string,2:string}>
	 */
	public function bad_input(): array {
		return array(
			'unknown type'          => array( array( 'speaker_type' => 'everyone' ), 'speaker_type', 'is not one of' ),
			'unknown group'         => array( array( 'speaker_groups' => array( 999999 ) ), 'speaker_groups', 'unknown term ids: 999999' ),
			'an event category'     => array( array( 'organizer_groups' => 'CATEGORY' ), 'organizer_groups', 'unknown term ids' ),
			'not a list of ids'     => array( array( 'organizer_groups' => array( 'keynote' ) ), 'organizer_groups', 'is not of type integer' ),
			'organizer type a list' => array( array( 'organizer_type' => array( 'group' ) ), 'organizer_type', 'is not of type string' ),
		);
	}

	/**
	 * Each is a 400 naming the field; nothing is stored.
	 *
	 * @dataProvider bad_input
	 *
	 * @param array<string,mixed> $fields  Fields.
	 * @param string              $field   Field named.
	 * @param string              $message Part of the reason.
	 */
	public function test_bad_input_is_refused( array $fields, string $field, string $message ): void {
		$this->as_user( 'administrator' );
		$id = $this->event();
		if ( 'CATEGORY' === ( $fields['organizer_groups'] ?? null ) ) {
			$fields['organizer_groups'] = array( (int) wp_insert_term( 'Music', 'etn_category' )['term_id'] );
		}
		$before   = get_post_meta( $id );
		$response = $this->request( 'PATCH', self::ROUTE . "/$id", $fields );
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( $message, $this->json( $response )['data']['params'][ $field ] );
		$this->assertSame( $before, get_post_meta( $id ) );
	}
}
