<?php
/**
 * A speaker's phone: `phone` on /eventin/v2/speakers, stored in Eventin 4's
 * user meta `phone`.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Speakers;

/**
 * Speaker phone.
 */
final class SpeakerPhoneTest extends SpeakersTestCase {

	/**
	 * The stored phone rows of a user.
	 *
	 * @param int $id User id.
	 * @return string[]
	 */
	private function raw_phone( int $id ): array {
		global $wpdb;
		// Not get_col(): it reads an empty string as null.
		return array_column( $wpdb->get_results( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->usermeta} WHERE user_id = %d AND meta_key = 'phone' ORDER BY umeta_id", $id ), ARRAY_A ), 'meta_value' );
	}

	/**
	 * The SQL writes of a PUT, which must succeed.
	 *
	 * @param int                 $id     Speaker.
	 * @param array<string,mixed> $params Body.
	 * @return string[]
	 */
	private function writes_of_put( int $id, array $params ): array {
		$queries = array();
		$this->count_queries(
			function () use ( $id, $params ) {
				$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$id", $params ) );
			},
			$queries
		);
		return array_values( preg_grep( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', $queries ) );
	}

	/**
	 * Phones a speaker may have, as sent and as stored.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function good_phones(): array {
		return array(
			'international' => array( '+351 555 0100', '+351 555 0100' ),
			'every sign'    => array( '+1 (555) 010-0.5', '+1 (555) 010-0.5' ),
			'trimmed'       => array( "  020 7946 0958\t", '020 7946 0958' ),
			'thirty long'   => array( str_repeat( '0', 30 ), str_repeat( '0', 30 ) ),
		);
	}

	/**
	 * @dataProvider good_phones
	 *
	 * @param string $sent   Phone sent.
	 * @param string $stored Phone stored and answered.
	 */
	public function test_a_phone_is_stored_in_user_meta_and_answered( string $sent, string $stored ): void {
		$this->as_user( 'administrator' );
		$created = $this->request(
			'POST',
			self::ROUTE,
			array(
				'name'     => 'Phone Owner',
				'email'    => 'phone-owner@example.org',
				'phone'    => $sent,
				'category' => array( 'speaker' ),
			)
		);
		$this->assertStatus( 201, $created );
		$id = $this->json( $created )['id'];
		$this->assertSame( $stored, $this->json( $created )['phone'] );
		$this->assertSame( array( $stored ), $this->raw_phone( $id ) );
		$this->assertSame( $stored, $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['phone'] );
		$list = $this->json( $this->request( 'GET', self::ROUTE, array( 'search' => 'Phone Owner' ) ) );
		$this->assertSame( array( $stored ), array_column( $list, 'phone' ) );
	}

	public function test_no_phone_reads_as_empty_and_stores_nothing(): void {
		$this->as_user( 'administrator' );
		$without = $this->speaker();
		$empty   = $this->speaker( array( 'phone' => '' ) );
		foreach ( array( $without, $empty ) as $id ) {
			$this->assertSame( '', $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['phone'] );
			$this->assertSame( array(), $this->raw_phone( $id ) );
		}
		$this->assertSame( array(), $this->writes_of_put( $without, array( 'phone' => '' ) ), 'an empty phone removes nothing that was not there' );
		$this->assertSame( array(), $this->raw_phone( $without ) );
	}

	public function test_an_unchanged_save_writes_nothing(): void {
		$this->as_user( 'administrator' );
		$id   = $this->speaker(
			array(
				'phone'       => '+351 555 0100',
				'designation' => 'Host',
			)
		);
		$item = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertSame( array(), $this->writes_of_put( $id, $item ), 'the whole item sent back' );
		$this->assertSame( array(), $this->writes_of_put( $id, array( 'phone' => '+351 555 0100' ) ), 'the phone alone' );
		$this->assertSame( array( '+351 555 0100' ), $this->raw_phone( $id ) );
	}

	public function test_a_new_phone_replaces_the_old_and_empty_removes_it(): void {
		$this->as_user( 'administrator' );
		$id = $this->speaker( array( 'phone' => '555 0100' ) );

		$changed = $this->request( 'PUT', self::ROUTE . "/$id", array( 'phone' => '555 0199' ) );
		$this->assertStatus( 200, $changed );
		$this->assertSame( '555 0199', $this->json( $changed )['phone'] );
		$this->assertSame( array( '555 0199' ), $this->raw_phone( $id ) );

		$cleared = $this->request( 'PUT', self::ROUTE . "/$id", array( 'phone' => '' ) );
		$this->assertStatus( 200, $cleared );
		$this->assertSame( '', $this->json( $cleared )['phone'] );
		$this->assertSame( array(), $this->raw_phone( $id ) );
	}

	public function test_other_changes_keep_the_phone(): void {
		$this->as_user( 'administrator' );
		$id      = $this->speaker( array( 'phone' => '555 0100' ) );
		$renamed = $this->request(
			'PUT',
			self::ROUTE . "/$id",
			array(
				'name'        => 'Renamed Speaker',
				'designation' => 'Changed',
			)
		);
		$this->assertStatus( 200, $renamed );
		$this->assertSame( '555 0100', $this->json( $renamed )['phone'] );
		$this->assertSame( array( '555 0100' ), $this->raw_phone( $id ) );
	}

	public function test_an_empty_phone_stored_by_eventin_stays_as_it_is(): void {
		$this->as_user( 'administrator' );
		$id = $this->speaker();
		add_user_meta( $id, 'phone', '' );
		$this->assertSame( array(), $this->writes_of_put( $id, array( 'phone' => '' ) ) );
		$this->assertSame( array( '' ), $this->raw_phone( $id ) );
	}

	/**
	 * A phone stored outside these rules (by Eventin, or by hand) does not
	 * block saving the profile; only a new phone must follow them.
	 */
	public function test_a_stored_phone_outside_the_rules_passes_while_unchanged(): void {
		$this->as_user( 'administrator' );
		$id     = $this->speaker();
		$stored = '+1 555 0100 ext. 42 (reception, ask for Ana)';
		add_user_meta( $id, 'phone', $stored );
		$item = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertSame( $stored, $item['phone'] );

		$item['designation'] = 'Saved with the old phone';
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$id", $item ) );
		$this->assertSame( array( $stored ), $this->raw_phone( $id ) );

		$this->assertInvalidField( 'phone', $this->request( 'PUT', self::ROUTE . "/$id", array( 'phone' => $stored . ' 2' ) ) );
		$this->assertSame( array( $stored ), $this->raw_phone( $id ) );
	}

	public function test_a_stored_value_that_is_no_text_reads_as_empty_and_is_kept(): void {
		$this->as_user( 'administrator' );
		$id = $this->speaker();
		add_user_meta( $id, 'phone', array( 'home' => '555' ) ); // Another plugin's shape.
		$item = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertSame( '', $item['phone'] );
		$this->assertSame( array(), $this->writes_of_put( $id, $item ) );
		$this->assertSame( array( 'home' => '555' ), get_user_meta( $id, 'phone', true ) );
	}

	/**
	 * `phone` is a generic key other plugins may keep for the same account, so
	 * taking the speaker profile from an account that stays leaves it.
	 */
	public function test_an_account_that_stays_keeps_its_phone_when_its_speaker_profile_goes(): void {
		$this->as_user( 'administrator' );
		$editor = $this->make_user( 'editor' );
		( new \WP_User( $editor ) )->add_role( 'etn-speaker' );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$editor", array( 'phone' => '555 0100' ) ) );

		$deleted = $this->request( 'DELETE', self::ROUTE . "/$editor" );
		$this->assertStatus( 200, $deleted );
		$this->assertFalse( $this->json( $deleted )['account_deleted'] );
		$this->assertSame( array( '555 0100' ), $this->raw_phone( $editor ) );
	}
}
