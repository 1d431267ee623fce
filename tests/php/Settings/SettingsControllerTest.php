<?php
/**
 * GET/PUT /eventin/v2/settings.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Settings;

use EventinPro\Settings\SettingsRepository;
use EventinPro\Tests\TestCase;

/**
 * Settings route.
 */
final class SettingsControllerTest extends TestCase {

	public function test_defaults(): void {
		$this->as_user( 'administrator' );
		delete_option( SettingsRepository::OPTION );
		$response = $this->request( 'GET', '/eventin/v2/settings' );
		$this->assertStatus( 200, $response );
		$settings = $this->json( $response );
		$this->assertSame( 'off', $settings['disable_category_and_tags'] );
		$this->assertSame( array( 'rsvp' => 'on' ), $settings['modules'] );
	}

	public function test_partial_update_keeps_the_rest(): void {
		$this->as_user( 'administrator' );
		update_option( SettingsRepository::OPTION, array( 'legacy_key' => 'kept' ) );
		$response = $this->request( 'PUT', '/eventin/v2/settings', array( 'disable_category_and_tags' => 'on' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( 'on', $this->json( $response )['disable_category_and_tags'] );

		$this->request( 'PUT', '/eventin/v2/settings', array( 'modules' => array( 'rsvp' => 'off' ) ) );
		$settings = $this->json( $this->request( 'GET', '/eventin/v2/settings' ) );
		$this->assertSame( 'on', $settings['disable_category_and_tags'] );
		$this->assertSame( 'off', $settings['modules']['rsvp'] );
		$this->assertSame( 'kept', get_option( SettingsRepository::OPTION )['legacy_key'] );
	}

	/**
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_updates(): array {
		return array(
			'unknown enum'        => array( array( 'disable_category_and_tags' => 'maybe' ), 'disable_category_and_tags' ),
			'boolean'             => array( array( 'disable_category_and_tags' => true ), 'disable_category_and_tags' ),
			'unknown module'      => array( array( 'modules' => array( 'teleport' => 'on' ) ), 'modules' ),
			'module not on/off'   => array( array( 'modules' => array( 'rsvp' => 1 ) ), 'modules' ),
			'modules as a string' => array( array( 'modules' => 'rsvp' ), 'modules' ),
		);
	}

	/**
	 * @dataProvider bad_updates
	 *
	 * @param array<string,mixed> $payload Payload.
	 * @param string              $field   Field the error names.
	 */
	public function test_bad_updates_are_400s_and_change_nothing( array $payload, string $field ): void {
		$this->as_user( 'administrator' );
		$before   = get_option( SettingsRepository::OPTION );
		$response = $this->request( 'PUT', '/eventin/v2/settings', $payload );
		$this->assertStatus( 400, $response );
		$this->assertArrayHasKey( $field, $this->json( $response )['data']['params'] );
		$this->assertSame( $before, get_option( SettingsRepository::OPTION ) );
	}

	public function test_who_may_read_and_write(): void {
		$this->assertStatus( 401, $this->request( 'GET', '/eventin/v2/settings' ) );
		$this->assertStatus( 401, $this->request( 'PUT', '/eventin/v2/settings', array( 'disable_category_and_tags' => 'on' ) ) );

		$this->as_user( 'subscriber' );
		$this->assertStatus( 403, $this->request( 'GET', '/eventin/v2/settings' ) );

		$this->as_user( $this->make_user( 'schedule_only', array( 'etn_manage_schedule' ) ) );
		$this->assertStatus( 200, $this->request( 'GET', '/eventin/v2/settings' ) );
		$this->assertStatus( 403, $this->request( 'PUT', '/eventin/v2/settings', array( 'disable_category_and_tags' => 'on' ) ) );
		$this->assertSame( 'off', ( new SettingsRepository() )->get( 'disable_category_and_tags' ) );

		$this->as_user( 'editor' );
		$this->assertStatus( 403, $this->request( 'GET', '/eventin/v2/settings' ) );
	}
}
