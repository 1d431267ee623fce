<?php
/**
 * Eventin 4's speaker group memberships survive this plugin.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Compat;

use EventinPro\Support\Installer;
use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * Eventin 4 stores `etn_speaker_group` as a JSON string ("[7,8]") and its
 * speakers route fails on a PHP array there: activation, saves and the group
 * filter work on that form without rewriting it.
 */
final class SpeakerGroupStorageTest extends TestCase {

	private const ROUTE = '/eventin/v2/speakers';

	/**
	 * Loads the fixture.
	 */
	protected function setUp(): void {
		parent::setUp();
		Eventin4Fixture::load();
	}

	/**
	 * Raw user meta of every fixture user, by id.
	 *
	 * @return array<int,array<string,string>>
	 */
	private function raw_users(): array {
		$raw = array();
		foreach ( array_keys( Eventin4Fixture::users() ) as $id ) {
			$raw[ $id ] = Eventin4Fixture::raw_user_meta( $id );
		}
		return $raw;
	}

	public function test_activation_leaves_eventin_group_meta_as_stored(): void {
		$before = $this->raw_users();
		Installer::install();
		$this->assertSame( $before, $this->raw_users() );
		$this->assertSame( '[7,8]', Eventin4Fixture::raw_user_meta( 3 )['etn_speaker_group'] );
	}

	public function test_saving_each_speaker_unchanged_keeps_its_stored_meta(): void {
		$this->as_user( 1 );
		foreach ( array_keys( Eventin4Fixture::users() ) as $id ) {
			$before = Eventin4Fixture::raw_user_meta( $id );
			$item   = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
			$this->assertSame( Eventin4Fixture::users()[ $id ]['meta']['etn_speaker_group']['raw'], wp_json_encode( $item['speaker_group_ids'] ), "user $id groups read" );
			$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$id", $item ), "user $id" );
			$this->assertSame( $before, Eventin4Fixture::raw_user_meta( $id ), "user $id" );
		}
	}

	public function test_the_group_filter_finds_members_stored_by_eventin(): void {
		$this->as_user( 1 );
		$this->assertSame( array( 2, 3 ), $this->member_ids( 7 ) );
		$this->assertSame( array( 3, 4 ), $this->member_ids( 8 ) );
		$this->assertSame( array( 1 ), $this->member_ids( 2 ) );

		update_user_meta( 2, 'etn_speaker_group', '["17", 70]' ); // Lookalike ids, quoted and spaced.
		$this->assertSame( array( 3 ), $this->member_ids( 7 ) );
		$this->assertSame( array( 2 ), $this->member_ids( 17 ) );
		$this->assertSame( array( 2 ), $this->member_ids( 70 ) );
	}

	public function test_groups_read_as_eventin_answers_them(): void {
		$this->as_user( 1 );
		foreach ( Eventin4Fixture::response( 'speakers' )['items'] as $expected ) {
			$item = $this->json( $this->request( 'GET', self::ROUTE . '/' . $expected['id'] ) );
			$this->assertSame( $expected['speaker_group'], $item['speaker_group_ids'], 'speaker ' . $expected['id'] );
			$this->assertSame( $expected['speaker_group_names'], $item['speaker_group'], 'speaker ' . $expected['id'] );
		}
		$this->assertSame( array_column( Eventin4Fixture::response( 'speakers_G1' )['items'], 'id' ), $this->member_ids( 7 ) );
	}

	public function test_a_changed_membership_is_written_in_eventin_form(): void {
		$this->as_user( 1 );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/2', array( 'speaker_group_ids' => array( 7, 8 ) ) ) );
		$this->assertSame( '[7,8]', Eventin4Fixture::raw_user_meta( 2 )['etn_speaker_group'] );
		$this->assertSame( array( 2, 3, 4 ), $this->member_ids( 8 ) );
	}

	public function test_a_serialized_list_stays_serialized_in_its_own_form(): void {
		$this->as_user( 1 );
		update_user_meta( 2, 'etn_speaker_group', array( 7 ) ); // Integers, as older versions of this plugin stored them.
		update_user_meta( 4, 'etn_speaker_group', array( '8' ) );
		$this->assertSame( array( 2, 3 ), $this->member_ids( 7 ) );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/2', array( 'speaker_group_ids' => array( 7, 8 ) ) ) );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/4', array( 'speaker_group_ids' => array( 8, 7 ) ) ) );
		$this->assertSame( array( 7, 8 ), get_user_meta( 2, 'etn_speaker_group', true ) );
		$this->assertSame( array( '8', '7' ), get_user_meta( 4, 'etn_speaker_group', true ) );
		$this->assertSame( array( 2, 3, 4 ), $this->member_ids( 7 ) );
	}

	/**
	 * Speakers the group filter lists, sorted.
	 *
	 * @param int $group Group id.
	 * @return int[]
	 */
	private function member_ids( int $group ): array {
		$ids = array_column( $this->json( $this->request( 'GET', self::ROUTE, array( 'speaker_group' => $group ) ) ), 'id' );
		sort( $ids );
		return $ids;
	}
}
