<?php
/**
 * GET /eventin/v2/permissions/current-user and the permission keys as capabilities.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\AccessControl;

use EventinPro\AccessControl\Permissions;
use EventinPro\Tests\TestCase;

/**
 * Current user's permissions.
 */
final class CurrentUserPermissionsTest extends TestCase {

	public function test_administrator_holds_every_key(): void {
		$this->as_user( 'administrator' );
		$body = $this->json( $this->request( 'GET', '/eventin/v2/permissions/current-user' ) );
		$this->assertTrue( $body['is_super_admin'] );
		$this->assertEqualsCanonicalizing(
			array( 'etn_manage_event', 'etn_manage_organizer', 'etn_manage_schedule', 'etn_manage_attendee', 'etn_manage_order', 'etn_manage_qr_scan', 'etn_manage_template', 'etn_manage_settings', 'etn_manage_rsvp', 'etn_manage_shortcode' ),
			$body['permissions']
		);
	}

	public function test_custom_role_sees_exactly_its_keys(): void {
		$this->as_user( $this->make_user( 'speaker_desk', array( 'etn_manage_organizer' ) ) );
		$body = $this->json( $this->request( 'GET', '/eventin/v2/permissions/current-user' ) );
		$this->assertFalse( $body['is_super_admin'] );
		$this->assertSame( array( 'etn_manage_organizer' ), $body['permissions'] );
	}

	public function test_subscriber_has_none_and_anonymous_is_refused(): void {
		$this->assertStatus( 401, $this->request( 'GET', '/eventin/v2/permissions/current-user' ) );
		$this->as_user( 'subscriber' );
		$body = $this->json( $this->request( 'GET', '/eventin/v2/permissions/current-user' ) );
		$this->assertSame( array(), $body['permissions'] );
	}

	public function test_keys_are_real_capabilities(): void {
		$role = get_role( 'editor' );
		$role->add_cap( Permissions::EVENT );
		$editor = $this->make_user( 'editor' );
		$this->assertTrue( user_can( $editor, Permissions::EVENT ) );
		$this->as_user( $editor );
		$this->assertStatus( 200, $this->request( 'GET', '/eventin/v2/event/categories' ) );
		$role->remove_cap( Permissions::EVENT );
		// A new request builds the user afresh.
		wp_set_current_user( 0 );
		$this->as_user( $editor );
		$this->assertStatus( 403, $this->request( 'GET', '/eventin/v2/event/categories' ) );
	}
}
