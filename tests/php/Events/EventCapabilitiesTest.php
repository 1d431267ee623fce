<?php
/**
 * The `etn` post type's capabilities are the event permission, so core paths
 * (XML-RPC, quick edit, wp/v2) give nobody more than the dashboard; and a
 * holder of the permission who may not edit others' posts changes only their
 * own events.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\AccessControl\Permissions;
use EventinPro\Events\Events;

/**
 * Post-type capability mapping.
 */
final class EventCapabilitiesTest extends EventsTestCase {

	/**
	 * An event authored by $author.
	 *
	 * @param int    $author User id.
	 * @param string $status Post status.
	 */
	private function event_by( int $author, string $status = 'publish' ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => Events::POST_TYPE,
				'post_status' => $status,
				'post_title'  => 'Owned event',
				'post_author' => $author,
			)
		);
	}

	/**
	 * What a user may do to an event, as WordPress's meta capabilities answer.
	 *
	 * @param int $user  User id.
	 * @param int $event Event id.
	 * @return array<string,bool>
	 */
	private function rights( int $user, int $event ): array {
		$type = get_post_type_object( Events::POST_TYPE );
		return array(
			'create'  => user_can( $user, $type->cap->create_posts ),
			'publish' => user_can( $user, $type->cap->publish_posts ),
			'edit'    => user_can( $user, 'edit_post', $event ),
			'delete'  => user_can( $user, 'delete_post', $event ),
		);
	}

	/**
	 * Rights for every answer the same.
	 *
	 * @param bool $can Expected.
	 * @return array<string,bool>
	 */
	private static function all( bool $can ): array {
		return array_fill_keys( array( 'create', 'publish', 'edit', 'delete' ), $can );
	}

	/**
	 * WordPress roles that hold no Eventin key.
	 *
	 * @return array<string,array{0:string}>
	 */
	public function roles_without_the_key(): array {
		return array(
			'editor'      => array( 'editor' ),
			'author'      => array( 'author' ),
			'contributor' => array( 'contributor' ),
			'subscriber'  => array( 'subscriber' ),
		);
	}

	/**
	 * @dataProvider roles_without_the_key
	 *
	 * @param string $role Role.
	 */
	public function test_without_the_permission_nothing_goes_even_on_own_events( string $role ): void {
		$user   = $this->make_user( $role );
		$admin  = $this->make_user( 'administrator' );
		$theirs = $this->event_by( $admin );
		$own    = $this->event_by( $user, 'draft' );
		$this->assertSame( self::all( false ), $this->rights( $user, $theirs ), "$role, someone else's event" );
		$this->assertSame( self::all( false ), $this->rights( $user, $own ), "$role, own event" );
	}

	public function test_a_holder_without_edit_others_posts_changes_only_own_events(): void {
		$desk   = $this->make_user( 'event_desk_caps', array( Permissions::EVENT ) );
		$author = $this->make_user( 'author' );
		get_userdata( $author )->add_cap( Permissions::EVENT );
		foreach ( array( $desk, $author ) as $user ) {
			$this->assertSame( self::all( true ), $this->rights( $user, $this->event_by( $user ) ), 'own published event' );
			$this->assertSame( self::all( true ), $this->rights( $user, $this->event_by( $user, 'draft' ) ), 'own draft' );
			$others = $this->event_by( $this->make_user( 'administrator' ) );
			$this->assertFalse( user_can( $user, 'edit_post', $others ), 'edit another\'s event' );
			$this->assertFalse( user_can( $user, 'delete_post', $others ), 'delete another\'s event' );
			$this->assertFalse( user_can( $user, 'edit_post', $this->event_by( $this->make_user( 'editor' ), 'draft' ) ), 'another\'s draft' );
		}
	}

	public function test_administrators_and_editors_holding_the_key_change_every_event(): void {
		$editor = $this->make_user( 'editor' );
		get_userdata( $editor )->add_cap( Permissions::EVENT );
		$others = $this->event_by( $this->make_user( 'author' ) );
		$draft  = $this->event_by( $this->make_user( 'author' ), 'draft' );
		foreach ( array( $this->make_user( 'administrator' ), $editor ) as $user ) {
			$this->assertSame( self::all( true ), $this->rights( $user, $others ) );
			$this->assertSame( self::all( true ), $this->rights( $user, $draft ) );
		}
	}

	public function test_published_events_stay_public_to_read(): void {
		$event = $this->event_by( $this->make_user( 'administrator' ) );
		$this->assertTrue( user_can( $this->make_user( 'subscriber' ), 'read_post', $event ) );
		$this->assertFalse( user_can( $this->make_user( 'subscriber' ), 'read_post', $this->event_by( 1, 'private' ) ) );
	}

	public function test_xml_rpc_cannot_create_an_event_without_the_permission(): void {
		require_once ABSPATH . WPINC . '/class-IXR.php';
		require_once ABSPATH . WPINC . '/class-wp-xmlrpc-server.php';
		require_once ABSPATH . 'wp-admin/includes/post.php'; // As xmlrpc.php loads it.
		$editor = get_userdata( $this->make_user( 'editor' ) );
		$post   = array(
			'post_type'   => Events::POST_TYPE,
			'post_title'  => 'Through XML-RPC',
			'post_status' => 'publish',
		);
		$denied = ( new \wp_xmlrpc_server() )->wp_newPost( array( 1, $editor->user_login, 'password', $post ) );
		$this->assertInstanceOf( \IXR_Error::class, $denied );
		$this->assertSame( 401, $denied->code );

		$editor->add_cap( Permissions::EVENT );
		wp_set_current_user( 0 ); // XML-RPC logs in again; WordPress would keep the user object it has.
		$created = ( new \wp_xmlrpc_server() )->wp_newPost( array( 1, $editor->user_login, 'password', $post ) );
		$this->assertIsString( $created, 'the permission opens the same path' );
		$this->assertSame( Events::POST_TYPE, get_post_type( (int) $created ) );
	}
}
