<?php
/**
 * Eventin 4's speaker phone and category colour survive this plugin.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Compat;

use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * Eventin 4 keeps a speaker's phone in user meta `phone` and a category's
 * colour in term meta `color`: both read as Eventin answers them and stay as
 * stored through saves.
 */
final class SpeakerPhoneCategoryColourTest extends TestCase {

	private const SPEAKERS = '/eventin/v2/speakers';

	private const CATEGORIES = '/eventin/v2/event/categories';

	/**
	 * Loads the fixture and colours term 3 as Eventin's CategoryController
	 * does (storage.json holds no term meta; categories.json shows the colour).
	 */
	protected function setUp(): void {
		parent::setUp();
		Eventin4Fixture::load();
		add_term_meta( 3, 'color', sanitize_hex_color( '#ff0000' ) );
	}

	/**
	 * A term's meta as stored: key => values.
	 *
	 * @param int $id Term id.
	 * @return array<string,string[]>
	 */
	private function raw_term_meta( int $id ): array {
		global $wpdb;
		$meta = array();
		foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->termmeta} WHERE term_id = %d ORDER BY meta_id", $id ), ARRAY_A ) as $row ) {
			$meta[ $row['meta_key'] ][] = $row['meta_value'];
		}
		return $meta;
	}

	public function test_every_speaker_phone_reads_as_eventin_answers_it(): void {
		$this->as_user( 1 );
		$this->assertSame( '+351 555 0100', Eventin4Fixture::response( 'speaker_4' )['phone'] );
		$this->assertSame( Eventin4Fixture::response( 'speaker_4' )['phone'], $this->json( $this->request( 'GET', self::SPEAKERS . '/4' ) )['phone'] );

		$expected = array_column( Eventin4Fixture::response( 'speakers' )['items'], 'phone', 'id' );
		ksort( $expected );
		$ours = array_column( $this->json( $this->request( 'GET', self::SPEAKERS, array( 'per_page' => 100 ) ) ), 'phone', 'id' );
		ksort( $ours );
		$this->assertSame( $expected, $ours );
	}

	public function test_an_unchanged_speaker_save_keeps_the_phone_byte_for_byte(): void {
		$this->as_user( 1 );
		$before = Eventin4Fixture::raw_user_meta( 4 );
		$this->assertSame( '+351 555 0100', $before['phone'] );
		$item = $this->json( $this->request( 'GET', self::SPEAKERS . '/4' ) );
		$this->assertStatus( 200, $this->request( 'PUT', self::SPEAKERS . '/4', $item ) );
		$this->assertSame( $before, Eventin4Fixture::raw_user_meta( 4 ) );
	}

	public function test_a_changed_phone_is_written_where_eventin_reads_it(): void {
		$this->as_user( 1 );
		$this->assertStatus( 200, $this->request( 'PUT', self::SPEAKERS . '/4', array( 'phone' => '+351 555 0199' ) ) );
		$after = Eventin4Fixture::raw_user_meta( 4 );
		$this->assertSame( '+351 555 0199', $after['phone'] );
		$this->assertArrayNotHasKey( 'phone#2', $after, 'one row, as Eventin keeps it' );
	}

	public function test_category_colours_read_as_eventin_answers_them(): void {
		$this->as_user( 1 );
		$expected = array_column( Eventin4Fixture::response( 'categories' )['items'], 'color', 'id' );
		$this->assertSame( '#ff0000', $expected[3] );
		$ours = array_column( $this->json( $this->request( 'GET', self::CATEGORIES, array( 'per_page' => 100 ) ) )['items'], 'color', 'id' );
		$this->assertSame( $expected, array_intersect_key( $ours, $expected ) );
		foreach ( $expected as $id => $color ) {
			$this->assertSame( $color, $this->json( $this->request( 'GET', self::CATEGORIES . "/$id" ) )['color'], "category $id" );
		}
	}

	public function test_an_unchanged_category_save_keeps_its_colour_and_writes_nothing(): void {
		$this->as_user( 1 );
		foreach ( array( 3, 4 ) as $id ) {
			$before  = $this->raw_term_meta( $id );
			$item    = $this->json( $this->request( 'GET', self::CATEGORIES . "/$id" ) );
			$queries = array();
			$this->count_queries(
				function () use ( $id, $item ) {
					$this->assertStatus( 200, $this->request( 'PUT', self::CATEGORIES . "/$id", $item ) );
				},
				$queries
			);
			$this->assertSame( array(), array_values( preg_grep( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', $queries ) ), "category $id" );
			$this->assertSame( $before, $this->raw_term_meta( $id ), "category $id" );
		}
		$this->assertSame( array( 'color' => array( '#ff0000' ) ), $this->raw_term_meta( 3 ) );
	}

	public function test_renaming_a_category_keeps_its_colour(): void {
		$this->as_user( 1 );
		$renamed = $this->request( 'PUT', self::CATEGORIES . '/3', array( 'name' => 'Conferences' ) );
		$this->assertStatus( 200, $renamed );
		$this->assertSame( 'Conferences', $this->json( $renamed )['name'] );
		$this->assertSame( '#ff0000', $this->json( $renamed )['color'] );
		$this->assertSame( array( 'color' => array( '#ff0000' ) ), $this->raw_term_meta( 3 ) );
	}
}
