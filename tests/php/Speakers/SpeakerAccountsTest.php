<?php
/**
 * Speakers are WordPress accounts: who may create, change, un-assign and
 * delete them is WordPress's own create_users / edit_user / promote_user /
 * delete_user for that account.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Speakers;

use EventinPro\Speakers\SpeakerAccess;

/**
 * Account-level rights behind the speakers API.
 */
final class SpeakerAccountsTest extends SpeakersTestCase {

	/**
	 * A user of a custom role holding only the speakers permission.
	 */
	private function organizer_desk(): int {
		return $this->make_user( 'speaker_desk', array( 'etn_manage_organizer' ) );
	}

	/**
	 * An account of $role that also holds the speaker role.
	 *
	 * @param string $role Role.
	 */
	private function speaking( string $role ): int {
		$id = $this->make_user( $role );
		get_userdata( $id )->add_role( 'etn-speaker' );
		clean_user_cache( $id );
		return $id;
	}

	/**
	 * Every way the API changes an account, as [ method, path, params ].
	 *
	 * @param int $id Speaker.
	 * @return array<string,array{0:string,1:string,2:array<string,mixed>}>
	 */
	private function changes( int $id ): array {
		return array(
			'new email (PUT)'  => array( 'PUT', self::ROUTE . "/$id", array( 'email' => "taken-$id@example.org" ) ),
			'new email (POST)' => array( 'POST', self::ROUTE . "/$id", array( 'email' => "taken-$id@example.org" ) ),
			'new name (PATCH)' => array( 'PATCH', self::ROUTE . "/$id", array( 'name' => 'Renamed' ) ),
			'un-assign a role' => array( 'PUT', self::ROUTE . "/$id", array( 'category' => array( 'organizer' ) ) ),
			'delete'           => array( 'DELETE', self::ROUTE . "/$id", array() ),
			'bulk delete'      => array( 'DELETE', self::ROUTE, array( 'ids' => (string) $id ) ),
		);
	}

	public function test_the_speakers_permission_cannot_take_over_an_administrator(): void {
		$admin = $this->speaking( 'administrator' );
		$email = get_userdata( $admin )->user_email;
		$this->as_user( $this->organizer_desk() );
		foreach ( $this->changes( $admin ) as $name => list( $method, $path, $params ) ) {
			$response = $this->request( $method, $path, $params );
			if ( 'bulk delete' === $name ) {
				$this->assertStatus( 200, $response, $name );
				$body = $this->json( $response );
				$this->assertSame( array(), $body['deleted'], $name );
				$this->assertSame( array( $admin ), array_column( $body['failed'], 'id' ), $name );
				$this->assertStringContainsString( 'not allowed', $body['failed'][0]['message'] );
			} else {
				$this->assertStatus( 403, $response, $name );
				$this->assertSame( 'rest_forbidden', $this->json( $response )['code'], $name );
			}
			clean_user_cache( $admin );
			$user = get_userdata( $admin );
			$this->assertSame( $email, $user->user_email, "$name: the email stays" );
			$this->assertEqualsCanonicalizing( array( 'administrator', 'etn-speaker' ), array_values( $user->roles ), "$name: the roles stay" );
		}
		$this->assertSame( array(), $this->mails() );
	}

	public function test_an_account_with_more_than_the_speaker_roles_needs_edit_user(): void {
		$editor = $this->speaking( 'editor' );
		$direct = $this->speaker();
		get_userdata( $direct )->add_cap( 'upload_files' );
		$this->as_user( $this->organizer_desk() );
		foreach ( array( $editor, $direct ) as $id ) {
			foreach ( $this->changes( $id ) as $name => list( $method, $path, $params ) ) {
				$response = $this->request( $method, $path, $params );
				$this->assertSame( 'bulk delete' === $name ? 200 : 403, $response->get_status(), "$name of user $id" );
				$this->assertInstanceOf( \WP_User::class, get_userdata( $id ), "$name: the account stays" );
			}
		}
	}

	public function test_a_speaker_role_given_more_capabilities_is_not_a_plain_speaker_account(): void {
		$speaker = $this->speaker();
		get_role( 'etn-speaker' )->add_cap( 'edit_others_posts' );
		$this->as_user( $this->organizer_desk() );
		$this->assertStatus( 403, $this->request( 'PUT', self::ROUTE . "/$speaker", array( 'email' => 'mine@example.org' ) ) );
		$this->assertFalse( current_user_can( 'edit_user', $speaker ), 'no way up: the account holds what its editor lacks' );
	}

	public function test_plain_speaker_accounts_stay_with_the_speakers_permission(): void {
		$speaker = $this->speaker( array( 'email' => 'before@example.org' ) );
		$other   = $this->speaker();
		$gone    = $this->speaker();
		$this->as_user( $this->organizer_desk() );
		$this->assertTrue( current_user_can( 'edit_user', $speaker ) );
		$this->assertTrue( current_user_can( 'delete_user', $speaker ) );
		$this->assertFalse( current_user_can( 'edit_users' ), 'no other user' );

		$response = $this->request( 'PUT', self::ROUTE . "/$speaker", array( 'email' => 'after@example.org' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( 'after@example.org', get_userdata( $speaker )->user_email );
		$this->assertSame( array(), $this->mails(), 'a plain speaker account is changed without mail' );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$speaker", array( 'category' => array( 'organizer' ) ) ) );
		$this->assertSame( array( 'etn-organizer' ), array_values( get_userdata( $speaker )->roles ) );

		$this->assertTrue( $this->json( $this->request( 'DELETE', self::ROUTE . "/$other" ) )['account_deleted'] );
		$this->assertFalse( get_userdata( $other ) );
		$this->assertSame( array( $gone ), $this->json( $this->request( 'DELETE', self::ROUTE, array( 'ids' => (string) $gone ) ) )['deleted'] );
	}

	public function test_the_grant_covers_only_speaker_accounts(): void {
		$desk   = $this->organizer_desk();
		$other  = $this->organizer_desk();
		$plain  = $this->make_user( 'subscriber' );
		$reader = $this->make_user( 'subscriber' );
		$this->as_user( $desk );
		$this->assertFalse( current_user_can( 'edit_user', $other ), 'another organizer is not a speaker account' );
		$this->assertFalse( current_user_can( 'delete_user', $plain ) );
		wp_set_current_user( $reader );
		$this->assertFalse( current_user_can( 'edit_user', $this->speaker() ), 'the grant needs the speakers permission' );
	}

	public function test_what_wordpress_refuses_outright_stays_refused(): void {
		$desk    = $this->organizer_desk();
		$speaker = $this->speaker();
		// On multisite WordPress answers do_not_allow to editing or deleting another user without network rights.
		foreach ( array( 'edit_user', 'delete_user' ) as $cap ) {
			$this->assertSame( array( 'do_not_allow' ), SpeakerAccess::map_meta_cap( array( 'do_not_allow' ), $cap, $desk, array( $speaker ) ), $cap );
			$this->assertSame( array( 'etn_manage_organizer' ), SpeakerAccess::map_meta_cap( array( 'edit_users' ), $cap, $desk, array( $speaker ) ), $cap );
		}
	}

	public function test_wordpress_s_own_user_screens_cannot_give_a_speaker_another_role(): void {
		$speaker = $this->speaker();
		$this->as_user( $this->organizer_desk() );
		$this->assertFalse( current_user_can( 'promote_user', $speaker ) );
		$response = $this->request( 'POST', "/wp/v2/users/$speaker", array( 'roles' => array( 'administrator' ) ) );
		$this->assertStatus( 403, $response );
		$this->assertSame( array( 'etn-speaker' ), array_values( get_userdata( $speaker )->roles ) );
	}

	public function test_a_speaker_role_that_holds_more_is_not_handed_out(): void {
		$speaker = $this->speaker();
		get_role( 'etn-organizer' )->add_cap( 'list_users' );
		$this->as_user( $this->organizer_desk() );
		$response = $this->request( 'PUT', self::ROUTE . "/$speaker", array( 'category' => array( 'organizer' ) ) );
		$this->assertStatus( 403, $response );
		$this->assertSame( 'Sorry, you are not allowed to change this speaker\'s roles.', $this->json( $response )['message'] );
		$this->assertSame( array( 'etn-speaker' ), array_values( get_userdata( $speaker )->roles ) );
	}

	public function test_an_administrator_changing_a_full_account_sends_the_email_change_notice(): void {
		$editor = $this->speaking( 'editor' );
		$old    = get_userdata( $editor )->user_email;
		$this->as_user( 'administrator' );
		$response = $this->request( 'PUT', self::ROUTE . "/$editor", array( 'email' => 'new-address@example.org' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( array( $old ), array_column( $this->mails(), 'to' ), 'the account owner hears about it' );
	}

	public function test_creating_a_speaker_needs_create_users(): void {
		$this->as_user( $this->organizer_desk() );
		$before   = $this->user_count();
		$response = $this->request(
			'POST',
			self::ROUTE,
			array(
				'name'     => 'Claimed',
				'email'    => 'claimed@example.org',
				'category' => array( 'speaker' ),
			)
		);
		$this->assertStatus( 403, $response );
		$body = $this->json( $response );
		$this->assertSame( 'rest_forbidden', $body['code'] );
		$this->assertStringContainsString( 'create_users', $body['message'] );
		$this->assertSame( $before, $this->user_count() );
		$this->assertFalse( get_user_by( 'email', 'claimed@example.org' ) );

		wp_set_current_user( $this->make_user( 'speaker_desk_with_users', array( 'etn_manage_organizer', 'create_users' ) ) );
		$response = $this->request(
			'POST',
			self::ROUTE,
			array(
				'name'     => 'Created',
				'email'    => 'created@example.org',
				'category' => array( 'speaker' ),
			)
		);
		$this->assertStatus( 201, $response );
		$this->assertInstanceOf( \WP_User::class, get_user_by( 'email', 'created@example.org' ) );
	}

	public function test_removing_your_own_speaker_role_needs_no_more(): void {
		$desk = $this->organizer_desk();
		get_userdata( $desk )->add_role( 'etn-speaker' );
		$this->as_user( $desk );
		$this->assertFalse( $this->json( $this->request( 'DELETE', self::ROUTE . "/$desk" ) )['account_deleted'] );
		clean_user_cache( $desk );
		$this->assertSame( array( 'speaker_desk' ), array_values( get_userdata( $desk )->roles ) );
	}
}
