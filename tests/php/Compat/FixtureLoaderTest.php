<?php
/**
 * The Eventin 4 fixture loads as Eventin stored it.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Compat;

use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * Counts, ids and raw meta values after Eventin4Fixture::load().
 */
final class FixtureLoaderTest extends TestCase {

	/**
	 * Loads the fixture.
	 */
	protected function setUp(): void {
		parent::setUp();
		Eventin4Fixture::load();
	}

	/**
	 * Every post, term and user is there with its id, type and parent.
	 */
	public function test_rows_keep_their_ids(): void {
		$data = Eventin4Fixture::data();
		$this->assertCount( 24, $data['posts'] );
		foreach ( $data['posts'] as $stored ) {
			$post = get_post( (int) $stored['ID'] );
			$this->assertNotNull( $post, 'post ' . $stored['ID'] );
			$this->assertSame( $stored['post_type'], $post->post_type );
			$this->assertSame( $stored['post_name'], $post->post_name );
			$this->assertSame( (int) $stored['post_parent'], $post->post_parent );
		}
		$this->assertCount( 12, Eventin4Fixture::posts( 'etn' ) );
		$this->assertCount( 4, Eventin4Fixture::posts( 'etn-schedule' ) );
		foreach ( array( 17, 18, 19, 20 ) as $child ) {
			$this->assertSame( 16, get_post( $child )->post_parent );
		}
		$this->assertSame( 'Workshops', get_term( 4 )->name );
		$this->assertSame( 3, get_term( 4 )->parent );
		$this->assertSame( array( 5 ), wp_get_object_terms( 15, 'etn_tags', array( 'fields' => 'ids' ) ) );
		$this->assertSame( array( 'etn-speaker', 'etn-organizer' ), get_userdata( 3 )->roles );
		$this->assertSame( 'carla@example.org', get_userdata( 4 )->user_email );
	}

	/**
	 * Meta in the database is byte for byte what Eventin stored.
	 */
	public function test_meta_is_stored_raw(): void {
		foreach ( Eventin4Fixture::data()['posts'] as $post ) {
			$this->assertSame( Eventin4Fixture::stored_meta( $post ), Eventin4Fixture::raw_post_meta( (int) $post['ID'] ), 'post ' . $post['ID'] );
		}
		foreach ( Eventin4Fixture::users() as $id => $user ) {
			$this->assertSame( Eventin4Fixture::stored_meta( $user ), Eventin4Fixture::raw_user_meta( $id ), 'user ' . $id );
		}
		$this->assertSame( '[7,8]', Eventin4Fixture::raw_user_meta( 3 )['etn_speaker_group'] );
		$this->assertSame( '[7,8]', get_user_meta( 3, 'etn_speaker_group', true ) );

		$rule = get_post_meta( 16, 'etn_event_recurrence', true );
		$this->assertIsArray( $rule );
		$this->assertSame( 'day', $rule['recurrence_freq'] );
		$this->assertSame( Eventin4Fixture::post( 16 )['meta']['etn_event_recurrence']['value'], $rule );

		$slots = get_post_meta( 5, 'etn_schedule_topics', true );
		$this->assertSame( array( 101 ), $slots[0]['speakers'] );
	}
}
