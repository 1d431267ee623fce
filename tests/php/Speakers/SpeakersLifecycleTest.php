<?php
/**
 * Speakers through the REST API: create, read, update, delete, bulk delete,
 * the account rules behind them and the stored keys.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Speakers;

use EventinPro\Speakers\SpeakersRepository;

/**
 * CRUD and account rules.
 */
final class SpeakersLifecycleTest extends SpeakersTestCase {

	public function test_create_makes_a_user_with_only_the_chosen_role_and_sends_no_mail(): void {
		$this->as_user( 'administrator' );
		$keynote  = $this->group( 'Keynote' );
		$photo    = $this->attachment();
		$response = $this->request(
			'POST',
			self::ROUTE,
			array(
				'name'              => 'Nina Simone',
				'email'             => 'nina@example.org',
				'designation'       => 'Pianist',
				'company'           => 'Blue Note',
				'bio'               => '<p>Sings <strong>jazz</strong>.</p><script>alert(1)</script>',
				'image_id'          => $photo,
				'social'            => array(
					array(
						'icon' => 'linkedin',
						'url'  => 'https://www.linkedin.com/in/nina',
					),
				),
				'speaker_group_ids' => array( $keynote ),
				'category'          => array( 'speaker' ),
			)
		);
		$this->assertStatus( 201, $response );
		$item = $this->json( $response );
		$this->assertSame( 'Nina Simone', $item['name'] );
		$this->assertSame( 'nina@example.org', $item['email'] );
		$this->assertSame( 'Pianist', $item['designation'] );
		$this->assertSame( 'Blue Note', $item['company'] );
		$this->assertSame( '<p>Sings <strong>jazz</strong>.</p>alert(1)', $item['bio'], 'basic HTML kept, scripts removed' );
		$this->assertSame( $photo, $item['image_id'] );
		$this->assertSame( wp_get_attachment_url( $photo ), $item['image'] );
		$this->assertSame(
			array(
				array(
					'icon' => 'linkedin',
					'url'  => 'https://www.linkedin.com/in/nina',
				),
			),
			$item['social']
		);
		$this->assertSame( array( $keynote ), $item['speaker_group_ids'] );
		$this->assertSame( array( 'Keynote' ), $item['speaker_group'] );
		$this->assertSame( array( 'speaker' ), $item['category'] );
		$this->assertSame( get_author_posts_url( $item['id'] ), $item['author_url'] );

		$user = get_userdata( $item['id'] );
		$this->assertSame( array( 'etn-speaker' ), array_values( $user->roles ) );
		$this->assertSame( 'nina-simone', $user->user_login, 'login made from the name, not the email' );
		$this->assertFalse( wp_check_password( '', $user->user_pass ) );
		$this->assertSame( array(), $this->mails(), 'nobody is emailed' );
		$this->assertFalse( user_can( $user, 'etn_manage_organizer' ), 'the role grants nothing but read' );
		$this->assertTrue( user_can( $user, 'read' ) );
	}

	public function test_speakers_are_stored_under_eventin_4_keys(): void {
		$this->as_user( 'administrator' );
		$group = $this->group( 'Workshop Hosts' );
		$id    = $this->speaker(
			array(
				'name'              => 'Ada Lovelace',
				'designation'       => 'Analyst',
				'bio'               => 'Notes on the engine.',
				'company'           => 'Analytical Engines',
				'social'            => array(
					array(
						'icon' => 'facebook',
						'url'  => 'https://facebook.com/ada',
					),
				),
				'speaker_group_ids' => array( $group ),
				'category'          => array( 'speaker', 'organizer' ),
			)
		);
		$this->assertSame( 'Analyst', get_user_meta( $id, 'etn_speaker_designation', true ) );
		$this->assertSame( 'Notes on the engine.', get_user_meta( $id, 'etn_speaker_summery', true ) );
		$this->assertSame( 'Analytical Engines', get_user_meta( $id, 'etn_company_name', true ) );
		$this->assertSame( "[$group]", get_user_meta( $id, 'etn_speaker_group', true ), 'Eventin 4\'s JSON form' );
		$this->assertSame( array( 'speaker', 'organizer' ), get_user_meta( $id, 'etn_speaker_category', true ) );
		$this->assertSame( 'Ada Lovelace', get_user_meta( $id, 'etn_speaker_title', true ) );
		$social = get_user_meta( $id, 'etn_speaker_social', true );
		$this->assertSame( 'https://facebook.com/ada', $social[0]['etn_social_url'] );
		$this->assertStringContainsString( 'facebook', $social[0]['icon'] );
		$this->assertSame( array( 'etn-speaker', 'etn-organizer' ), array_values( get_userdata( $id )->roles ) );
	}

	public function test_profiles_saved_by_eventin_4_read_back(): void {
		$this->as_user( 'administrator' );
		$group = $this->group( 'Legacy' );
		$id    = $this->make_user( 'etn-organizer' );
		update_user_meta( $id, 'etn_speaker_group', array( $group ) ); // Integers, as older code stored them.
		update_user_meta(
			$id,
			'etn_speaker_social',
			array(
				array(
					'icon'             => 'fab fa-twitter',
					'etn_social_url'   => 'https://twitter.com/legacy',
					'etn_social_title' => 'Twitter',
				),
			)
		);
		update_user_meta( $id, 'image', 'https://example.org/legacy.jpg' );
		$item = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertSame( array( 'Legacy' ), $item['speaker_group'] );
		$this->assertSame(
			array(
				array(
					'icon' => 'x',
					'url'  => 'https://twitter.com/legacy',
				),
			),
			$item['social']
		);
		$this->assertSame( 'https://example.org/legacy.jpg', $item['image'] );
		$this->assertSame( array( 'organizer' ), $item['category'] );
	}

	public function test_an_item_read_can_be_written_back(): void {
		$this->as_user( 'administrator' );
		$id     = $this->speaker(
			array(
				'designation'       => 'Host',
				'speaker_group_ids' => array( $this->group( 'Round trip' ) ),
			)
		);
		$before = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$put    = $this->request( 'PUT', self::ROUTE . "/$id", $before );
		$this->assertStatus( 200, $put );
		$after = $this->json( $put );
		unset( $before['_links'], $after['_links'] );
		$this->assertSame( $before, $after );
	}

	public function test_update_changes_only_the_given_fields(): void {
		$this->as_user( 'administrator' );
		$id       = $this->speaker(
			array(
				'name'        => 'Grace Hopper',
				'designation' => 'Rear Admiral',
				'company'     => 'Navy',
			)
		);
		$response = $this->request( 'PUT', self::ROUTE . "/$id", array( 'designation' => 'Computer scientist' ) );
		$this->assertStatus( 200, $response );
		$item = $this->json( $response );
		$this->assertSame( 'Computer scientist', $item['designation'] );
		$this->assertSame( 'Grace Hopper', $item['name'] );
		$this->assertSame( 'Navy', $item['company'] );

		$cleared = $this->json( $this->request( 'PUT', self::ROUTE . "/$id", array( 'company' => '' ) ) );
		$this->assertSame( '', $cleared['company'] );
		$this->assertSame( '', get_user_meta( $id, 'etn_company_name', true ) );
	}

	public function test_updating_the_category_changes_only_the_etn_roles(): void {
		$this->as_user( 'administrator' );
		$id   = $this->speaker( array( 'category' => array( 'speaker' ) ) );
		$user = get_userdata( $id );
		$user->add_role( 'author' );

		$item = $this->json( $this->request( 'PUT', self::ROUTE . "/$id", array( 'category' => array( 'organizer' ) ) ) );
		$this->assertSame( array( 'organizer' ), $item['category'] );
		clean_user_cache( $id );
		$roles = get_userdata( $id )->roles;
		sort( $roles );
		$this->assertSame( array( 'author', 'etn-organizer' ), $roles );

		$this->json( $this->request( 'PUT', self::ROUTE . "/$id", array( 'category' => array( 'organizer', 'speaker' ) ) ) );
		clean_user_cache( $id );
		$roles = get_userdata( $id )->roles;
		sort( $roles );
		$this->assertSame( array( 'author', 'etn-organizer', 'etn-speaker' ), $roles );
	}

	public function test_email_is_unique_among_all_users(): void {
		$this->as_user( 'administrator' );
		$editor = $this->make_user( 'editor' );
		$taken  = get_userdata( $editor )->user_email;
		$before = $this->user_count();

		$response = $this->request(
			'POST',
			self::ROUTE,
			array(
				'name'     => 'Copycat',
				'email'    => strtoupper( $taken ),
				'category' => array( 'speaker' ),
			)
		);
		$this->assertInvalidField( 'email', $response );
		$this->assertSame( 'Another user already has this email address.', $this->json( $response )['data']['params']['email'] );
		$this->assertSame( $before, $this->user_count() );

		$id = $this->speaker( array( 'email' => 'own@example.org' ) );
		$this->assertInvalidField( 'email', $this->request( 'PUT', self::ROUTE . "/$id", array( 'email' => $taken ) ) );
		$this->assertSame( 'own@example.org', get_userdata( $id )->user_email );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$id", array( 'email' => 'own@example.org' ) ), 'its own address is fine' );
	}

	public function test_changing_the_email_sends_no_mail(): void {
		$this->as_user( 'administrator' );
		$id       = $this->speaker( array( 'email' => 'before@example.org' ) );
		$response = $this->request( 'PUT', self::ROUTE . "/$id", array( 'email' => 'after@example.org' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( 'after@example.org', $this->json( $response )['email'] );
		$this->assertSame( 'after@example.org', get_userdata( $id )->user_email );
		$this->assertSame( array(), $this->mails() );
	}

	public function test_logins_stay_unique_for_equal_names(): void {
		$this->as_user( 'administrator' );
		$first  = $this->speaker( array( 'name' => 'Sam Lee' ) );
		$second = $this->speaker( array( 'name' => 'Sam Lee' ) );
		$third  = $this->speaker( array( 'name' => 'সুমাইয়া' ) );
		$this->assertSame( 'sam-lee', get_userdata( $first )->user_login );
		$this->assertSame( 'sam-lee-2', get_userdata( $second )->user_login );
		$this->assertStringStartsWith( 'speaker', get_userdata( $third )->user_login );
		$this->assertSame( 'সুমাইয়া', $this->json( $this->request( 'GET', self::ROUTE . "/$third" ) )['name'] );
	}

	public function test_users_who_are_not_speakers_are_not_found(): void {
		$this->as_user( 'administrator' );
		$editor = $this->make_user( 'editor' );
		foreach ( array( 'GET', 'PUT', 'DELETE' ) as $method ) {
			$response = $this->request( $method, self::ROUTE . "/$editor", 'PUT' === $method ? array( 'name' => 'Hijack' ) : array() );
			$this->assertStatus( 404, $response, $method );
			$this->assertSame( 'rest_not_found', $this->json( $response )['code'] );
		}
		$this->assertNotSame( 'Hijack', get_userdata( $editor )->display_name );
		foreach ( array( 'GET', 'DELETE' ) as $method ) {
			$this->assertStatus( 404, $this->request( $method, self::ROUTE . '/987654' ), "$method unknown id" );
		}
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . '/99999999999999' ), 'huge id' );
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . '/-3' ), 'not even a route' );
	}

	public function test_deleting_a_sole_speaker_deletes_the_account_and_reassigns_its_posts(): void {
		$admin = $this->as_user( 'administrator' );
		$id    = $this->speaker();
		$post  = wp_insert_post(
			array(
				'post_title'  => 'A talk write-up',
				'post_author' => $id,
				'post_status' => 'publish',
			)
		);

		$this->assertFalse( $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['keeps_account'], 'the list can say what a delete does' );
		$response = $this->request( 'DELETE', self::ROUTE . "/$id" );
		$this->assertStatus( 200, $response );
		$body = $this->json( $response );
		$this->assertTrue( $body['deleted'] );
		$this->assertTrue( $body['account_deleted'] );
		$this->assertSame( $id, $body['previous']['id'] );
		$this->assertFalse( get_userdata( $id ) );
		$this->assertSame( $admin, (int) get_post( $post )->post_author, 'content goes to the deleting user' );
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . "/$id" ) );
	}

	public function test_deleting_a_speaker_who_holds_another_role_keeps_the_account(): void {
		$this->as_user( 'administrator' );
		$group = $this->group( 'Board' );
		$id    = $this->make_user( 'administrator' );
		get_userdata( $id )->add_role( 'etn-organizer' );
		$this->request(
			'PUT',
			self::ROUTE . "/$id",
			array(
				'designation'       => 'Chair',
				'speaker_group_ids' => array( $group ),
			)
		);
		$this->assertSame( 1, (int) get_term( $group )->count );
		$this->assertTrue( $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['keeps_account'] );

		$body = $this->json( $this->request( 'DELETE', self::ROUTE . "/$id" ) );
		$this->assertTrue( $body['deleted'] );
		$this->assertFalse( $body['account_deleted'] );
		clean_user_cache( $id );
		$user = get_userdata( $id );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( array( 'administrator' ), array_values( $user->roles ) );
		$this->assertSame( '', get_user_meta( $id, SpeakersRepository::META_DESIGNATION, true ), 'the profile goes' );
		$this->assertSame( '', get_user_meta( $id, SpeakersRepository::META_GROUPS, true ) );
		$this->assertSame( 0, (int) get_term( $group )->count );
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . "/$id" ) );
	}

	public function test_a_user_with_capabilities_of_their_own_keeps_the_account(): void {
		$this->as_user( 'administrator' );
		$id = $this->speaker();
		get_userdata( $id )->add_cap( 'etn_manage_schedule' );
		$body = $this->json( $this->request( 'DELETE', self::ROUTE . "/$id" ) );
		$this->assertFalse( $body['account_deleted'] );
		$this->assertInstanceOf( \WP_User::class, get_userdata( $id ) );
	}

	public function test_deleting_yourself_keeps_your_account(): void {
		$desk = $this->make_user( 'speaker_desk', array( 'etn_manage_organizer' ) );
		wp_set_current_user( $desk );
		$this->speaker(); // Someone else, so the list is not only us.
		get_userdata( $desk )->add_role( 'etn-speaker' );
		wp_set_current_user( 0 );
		$me = $this->as_user( $desk );
		$this->assertTrue( $this->json( $this->request( 'GET', self::ROUTE . "/$me" ) )['keeps_account'] );

		$body = $this->json( $this->request( 'DELETE', self::ROUTE . "/$me" ) );
		$this->assertTrue( $body['deleted'] );
		$this->assertFalse( $body['account_deleted'] );
		clean_user_cache( $me );
		$this->assertSame( array( 'speaker_desk' ), array_values( get_userdata( $me )->roles ) );
		wp_set_current_user( 0 );
		$this->as_user( $me );
		$this->assertStatus( 200, $this->request( 'GET', self::ROUTE ), 'still allowed to work' );
	}

	public function test_deleting_yourself_when_you_are_only_a_speaker_keeps_the_login(): void {
		$me = $this->speaker();
		get_userdata( $me )->add_cap( 'etn_manage_organizer' );
		wp_set_current_user( 0 );
		$this->as_user( $me );
		$listed = array_column( $this->json( $this->request( 'GET', self::ROUTE ) ), 'keeps_account', 'id' );
		$this->assertTrue( $listed[ $me ], 'the list marks your own account' );
		$body = $this->json( $this->request( 'DELETE', self::ROUTE . "/$me" ) );
		$this->assertFalse( $body['account_deleted'] );
		$this->assertInstanceOf( \WP_User::class, get_userdata( $me ) );
	}

	public function test_bulk_delete_reports_each_failure(): void {
		$this->as_user( 'administrator' );
		$sole   = $this->speaker();
		$shared = $this->speaker();
		get_userdata( $shared )->add_role( 'editor' );
		$editor = $this->make_user( 'editor' );

		$response = $this->request( 'DELETE', self::ROUTE, array( 'ids' => "$sole,$shared,$editor,987654" ) );
		$this->assertStatus( 200, $response );
		$body = $this->json( $response );
		$this->assertSame( array( $sole, $shared ), $body['deleted'] );
		$this->assertSame( array( $editor, 987654 ), array_column( $body['failed'], 'id' ) );
		$this->assertSame( 'No speaker with this id.', $body['failed'][0]['message'] );
		$this->assertFalse( get_userdata( $sole ) );
		$this->assertInstanceOf( \WP_User::class, get_userdata( $shared ) );
		$this->assertInstanceOf( \WP_User::class, get_userdata( $editor ) );
	}
}
