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
 * Settings route: defaults, Eventin's storage keys, bad input, who may.
 */
final class SettingsControllerTest extends TestCase {

	private const ROUTE = '/eventin/v2/settings';

	/**
	 * A valid value for every writable field (none is a default).
	 */
	private const ALL_CHANGED = array(
		'disable_category_and_tags'   => 'on',
		'modules'                     => array( 'rsvp' => 'off' ),
		'attendee_verification_style' => 'off',
		'scanner_failure_message'     => 'No camera? Ask at the desk.',
		'email_sender_name'           => 'City Jazz Nights',
		'email_sender_address'        => 'tickets@example.org',
		'currency'                    => 'EUR',
		'currency_position'           => 'right_space',
		'pending_booking_hours'       => 48,
		'booking_admin_notification'  => 'off',
		'delete_data_on_uninstall'    => 'on',
		'embed_domains'               => array( 'https://partner.example' ),
	);

	public function test_defaults(): void {
		$this->as_user( 'administrator' );
		delete_option( SettingsRepository::OPTION );
		update_option( 'blogname', 'Jazz &amp; Blues' );
		$response = $this->request( 'GET', self::ROUTE );
		$this->assertStatus( 200, $response );
		$this->assertSame(
			array(
				'disable_category_and_tags'   => 'off',
				'modules'                     => array( 'rsvp' => 'on' ),
				'attendee_verification_style' => 'on',
				'scanner_failure_message'     => 'Something went wrong! Please try again.',
				'email_sender_name'           => 'Jazz & Blues',
				'email_sender_address'        => get_option( 'admin_email' ),
				'currency'                    => 'USD',
				'currency_position'           => 'left',
				'pending_booking_hours'       => 24,
				'booking_admin_notification'  => 'on',
				'delete_data_on_uninstall'    => 'off',
				'embed_domains'               => array(),
			),
			$this->json( $response )
		);
	}

	public function test_an_existing_eventin_sites_settings_show_up(): void {
		$this->as_user( 'administrator' );
		update_option(
			SettingsRepository::OPTION,
			array(
				'etn_settings_country_currency' => 'BDT',
				'currency_position'             => 'left_space',
				'scanner_common_msg'            => 'Scanner offline.',
				'email_from_name'               => 'Dhaka Tech Week',
				'email'                         => array(
					'purchase_email' => array(
						'from'    => 'orders@example.org',
						'subject' => 'Your tickets',
					),
				),
				'admin_mail_address'            => 'older@example.org',
			)
		);
		$settings = $this->json( $this->request( 'GET', self::ROUTE ) );
		$this->assertSame( 'BDT', $settings['currency'] );
		$this->assertSame( 'left_space', $settings['currency_position'] );
		$this->assertSame( 'Scanner offline.', $settings['scanner_failure_message'] );
		$this->assertSame( 'Dhaka Tech Week', $settings['email_sender_name'] );
		$this->assertSame( 'orders@example.org', $settings['email_sender_address'] );
	}

	public function test_an_eventin_3_sender_address_shows_up(): void {
		$this->as_user( 'administrator' );
		update_option( SettingsRepository::OPTION, array( 'admin_mail_address' => 'older@example.org' ) );
		$this->assertSame( 'older@example.org', $this->json( $this->request( 'GET', self::ROUTE ) )['email_sender_address'] );
	}

	public function test_stored_values_outside_the_choices_read_as_defaults(): void {
		$this->as_user( 'administrator' );
		update_option(
			SettingsRepository::OPTION,
			array(
				'disable_category_and_tags'     => 'yes',
				'currency_position'             => 'middle',
				'etn_settings_country_currency' => '',
				'modules'                       => 'rsvp',
				'email'                         => array( 'purchase_email' => array( 'from' => 'not an address' ) ),
				'pending_booking_hours'         => '2.5',
				'booking_admin_notification'    => true,
			)
		);
		$settings = $this->json( $this->request( 'GET', self::ROUTE ) );
		$this->assertSame( 'off', $settings['disable_category_and_tags'] );
		$this->assertSame( 'left', $settings['currency_position'] );
		$this->assertSame( 'USD', $settings['currency'] );
		$this->assertSame( array( 'rsvp' => 'on' ), $settings['modules'] );
		$this->assertSame( get_option( 'admin_email' ), $settings['email_sender_address'] );
		$this->assertSame( 24, $settings['pending_booking_hours'] );
		$this->assertSame( 'on', $settings['booking_admin_notification'] );
		foreach ( array( '0', 721, 'a day', array( 1 ) ) as $stored ) {
			update_option( SettingsRepository::OPTION, array( 'pending_booking_hours' => $stored ) );
			$this->assertSame( 24, $this->json( $this->request( 'GET', self::ROUTE ) )['pending_booking_hours'] );
		}
		update_option( SettingsRepository::OPTION, array( 'pending_booking_hours' => '72' ) );
		$this->assertSame( 72, $this->json( $this->request( 'GET', self::ROUTE ) )['pending_booking_hours'] );
	}

	public function test_writes_go_to_eventins_keys_and_keep_the_rest(): void {
		$this->as_user( 'administrator' );
		update_option(
			SettingsRepository::OPTION,
			array(
				'legacy_key' => 'kept',
				'modules'    => array( 'other_module' => 'on' ),
				'email'      => array( 'certificate_email' => array( 'subject' => 'Your certificate' ) ),
			)
		);
		$response = $this->request( 'PUT', self::ROUTE, self::ALL_CHANGED );
		$this->assertStatus( 200, $response );
		$this->assertSame( self::ALL_CHANGED, $this->json( $response ) );

		$stored = get_option( SettingsRepository::OPTION );
		$this->assertSame( 'kept', $stored['legacy_key'] );
		$this->assertSame( 'EUR', $stored['etn_settings_country_currency'] );
		$this->assertSame( 'right_space', $stored['currency_position'] );
		$this->assertSame( 'No camera? Ask at the desk.', $stored['scanner_common_msg'] );
		$this->assertSame( 'City Jazz Nights', $stored['email_from_name'] );
		$this->assertSame( 48, $stored['pending_booking_hours'] );
		$this->assertSame( 'off', $stored['booking_admin_notification'] );
		$this->assertSame(
			array(
				'other_module' => 'on',
				'rsvp'         => 'off',
			),
			$stored['modules']
		);
		foreach ( array( 'purchase_email', 'certificate_email', 'rsv_email', 'reminder_email' ) as $mail ) {
			$this->assertSame( 'tickets@example.org', $stored['email'][ $mail ]['from'], $mail );
		}
		$this->assertSame( 'Your certificate', $stored['email']['certificate_email']['subject'] );
		$this->assertSame( self::ALL_CHANGED, $this->json( $this->request( 'GET', self::ROUTE ) ) );
	}

	public function test_partial_update_keeps_the_rest(): void {
		$this->as_user( 'administrator' );
		$this->request( 'PUT', self::ROUTE, array( 'disable_category_and_tags' => 'on' ) );
		$this->request( 'PUT', self::ROUTE, array( 'modules' => array( 'rsvp' => 'off' ) ) );
		$settings = $this->json( $this->request( 'GET', self::ROUTE ) );
		$this->assertSame( 'on', $settings['disable_category_and_tags'] );
		$this->assertSame( 'off', $settings['modules']['rsvp'] );
	}

	public function test_input_is_cleaned(): void {
		$this->as_user( 'administrator' );
		$response = $this->request(
			'PUT',
			self::ROUTE,
			array(
				'scanner_failure_message' => '<b>Camera</b> not found.<script>alert(1)</script>',
				'email_sender_name'       => '  Jazz Nights  ',
				'email_sender_address'    => ' tickets@example.org ',
				'currency'                => 'eur',
			)
		);
		$this->assertStatus( 200, $response );
		$settings = $this->json( $response );
		$this->assertSame( 'Camera not found.', $settings['scanner_failure_message'] );
		$this->assertSame( 'Jazz Nights', $settings['email_sender_name'] );
		$this->assertSame( 'tickets@example.org', $settings['email_sender_address'] );
		$this->assertSame( 'EUR', $settings['currency'] );
	}

	/**
	 * Payload, the field the 400 names, and words its reason must contain.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string,2:string}>
	 */
	public function bad_updates(): array {
		return array(
			'unknown enum'                 => array( array( 'disable_category_and_tags' => 'maybe' ), 'disable_category_and_tags', 'not one of on and off' ),
			'boolean for on/off'           => array( array( 'disable_category_and_tags' => true ), 'disable_category_and_tags', 'not of type string' ),
			'unknown module'               => array( array( 'modules' => array( 'teleport' => 'on' ) ), 'modules', 'teleport' ),
			'module not on/off'            => array( array( 'modules' => array( 'rsvp' => 1 ) ), 'modules', 'modules[rsvp]' ),
			'modules as a string'          => array( array( 'modules' => 'rsvp' ), 'modules', 'not of type object' ),
			'verification style'           => array( array( 'attendee_verification_style' => 'twice' ), 'attendee_verification_style', 'not one of on and off' ),
			'message only markup'          => array( array( 'scanner_failure_message' => '<script>alert(1)</script>' ), 'scanner_failure_message', 'must contain text' ),
			'message empty'                => array( array( 'scanner_failure_message' => '' ), 'scanner_failure_message', 'must contain text' ),
			'message too long'             => array( array( 'scanner_failure_message' => str_repeat( 'a', 251 ) ), 'scanner_failure_message', '250' ),
			'message an array'             => array( array( 'scanner_failure_message' => array( 'a' ) ), 'scanner_failure_message', 'not of type string' ),
			'sender name empty'            => array( array( 'email_sender_name' => '   ' ), 'email_sender_name', 'must not be empty' ),
			'sender name with HTML'        => array( array( 'email_sender_name' => '<img src=x onerror=alert(1)>' ), 'email_sender_name', 'without HTML' ),
			'sender name header injection' => array( array( 'email_sender_name' => "Jazz\r\nBcc: all@example.org" ), 'email_sender_name', 'line breaks' ),
			'sender name too long'         => array( array( 'email_sender_name' => str_repeat( 'n', 101 ) ), 'email_sender_name', '100' ),
			'sender name a number'         => array( array( 'email_sender_name' => 42 ), 'email_sender_name', 'not of type string' ),
			'sender address not one'       => array( array( 'email_sender_address' => 'not-an-address' ), 'email_sender_address', 'valid e-mail address' ),
			'sender address empty'         => array( array( 'email_sender_address' => '' ), 'email_sender_address', 'valid e-mail address' ),
			'sender address with script'   => array( array( 'email_sender_address' => '<script>@example.org' ), 'email_sender_address', 'valid e-mail address' ),
			'sender address too long'      => array( array( 'email_sender_address' => str_repeat( 'a', 90 ) . '@example.org' ), 'email_sender_address', '100' ),
			'sender address a list'        => array( array( 'email_sender_address' => array( 'a@example.org' ) ), 'email_sender_address', 'not of type string' ),
			'currency unknown'             => array( array( 'currency' => 'ZZZ' ), 'currency', 'ISO 4217' ),
			'currency a symbol'            => array( array( 'currency' => '$' ), 'currency', 'ISO 4217' ),
			'currency too long'            => array( array( 'currency' => 'US DOLLAR' ), 'currency', 'ISO 4217' ),
			'currency a number'            => array( array( 'currency' => 840 ), 'currency', 'not of type string' ),
			'currency position unknown'    => array( array( 'currency_position' => 'middle' ), 'currency_position', 'left, right, left_space' ),
			'delete flag unknown'          => array( array( 'delete_data_on_uninstall' => 'yes' ), 'delete_data_on_uninstall', 'not one of on and off' ),
			'pending hours zero'           => array( array( 'pending_booking_hours' => 0 ), 'pending_booking_hours', 'between 1 (inclusive) and 720 (inclusive)' ),
			'pending hours negative'       => array( array( 'pending_booking_hours' => -5 ), 'pending_booking_hours', 'between 1 (inclusive) and 720 (inclusive)' ),
			'pending hours over 30 days'   => array( array( 'pending_booking_hours' => 721 ), 'pending_booking_hours', 'between 1 (inclusive) and 720 (inclusive)' ),
			'pending hours a fraction'     => array( array( 'pending_booking_hours' => 1.5 ), 'pending_booking_hours', 'not of type integer' ),
			'pending hours words'          => array( array( 'pending_booking_hours' => 'a day' ), 'pending_booking_hours', 'not of type integer' ),
			'admin notification unknown'   => array( array( 'booking_admin_notification' => 'yes' ), 'booking_admin_notification', 'not one of on and off' ),
		);
	}

	/**
	 * @dataProvider bad_updates
	 *
	 * @param array<string,mixed> $payload Payload.
	 * @param string              $field   Field the error names.
	 * @param string              $reason  Words of the reason.
	 */
	public function test_bad_updates_are_400s_naming_the_field_and_change_nothing( array $payload, string $field, string $reason ): void {
		$this->as_user( 'administrator' );
		update_option( SettingsRepository::OPTION, array( 'legacy_key' => 'kept' ) );
		$response = $this->request( 'PUT', self::ROUTE, $payload );
		$this->assertStatus( 400, $response );
		$body = $this->json( $response );
		$this->assertSame( 'rest_invalid_param', $body['code'] );
		$this->assertSame( array( $field ), array_keys( $body['data']['params'] ) );
		$this->assertStringContainsString( $reason, $body['data']['params'][ $field ] );
		$this->assertSame( array( 'legacy_key' => 'kept' ), get_option( SettingsRepository::OPTION ) );
	}

	/**
	 * Role, its caps (custom role), and the statuses of read, write and
	 * writing delete_data_on_uninstall.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:int,3:int,4:int}>
	 */
	public function roles(): array {
		return array(
			'anonymous'                   => array( 0, array(), 401, 401, 401 ),
			'subscriber'                  => array( 'subscriber', array(), 403, 403, 403 ),
			'contributor'                 => array( 'contributor', array(), 403, 403, 403 ),
			'author'                      => array( 'author', array(), 403, 403, 403 ),
			'editor'                      => array( 'editor', array(), 403, 403, 403 ),
			'speaker'                     => array( 'etn-speaker', array(), 403, 403, 403 ),
			'organizer'                   => array( 'etn-organizer', array(), 403, 403, 403 ),
			'schedule-only role'          => array( 'settings_schedule_only', array( 'etn_manage_schedule' ), 200, 403, 403 ),
			'scanner-only role'           => array( 'settings_scan_only', array( 'etn_manage_qr_scan' ), 200, 403, 403 ),
			'settings-only role'          => array( 'settings_only', array( 'etn_manage_settings' ), 200, 200, 403 ),
			'manage_options without keys' => array( 'settings_site_owner', array( 'manage_options' ), 200, 403, 403 ),
			'settings and manage_options' => array( 'settings_owner', array( 'etn_manage_settings', 'manage_options' ), 200, 200, 200 ),
			'administrator'               => array( 'administrator', array(), 200, 200, 200 ),
		);
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string|int $role   Role (0 = anonymous).
	 * @param string[]   $caps   Caps of a custom role.
	 * @param int        $read   Status of GET.
	 * @param int        $write  Status of a PUT of the other settings.
	 * @param int        $delete Status of a PUT of delete_data_on_uninstall.
	 */
	public function test_who_may_read_and_write( $role, array $caps, int $read, int $write, int $delete ): void {
		wp_set_current_user( $this->matrix_user( $role, $caps ) );
		delete_option( SettingsRepository::OPTION );
		// embed_domains has its own permission (EmbedDomainsTest).
		$others = array_diff_key( self::ALL_CHANGED, array_fill_keys( array( 'delete_data_on_uninstall', 'embed_domains' ), true ) );

		$this->assertStatus( $read, $this->request( 'GET', self::ROUTE ), 'read' );
		$this->assertStatus( $write, $this->request( 'PUT', self::ROUTE, $others ), 'write' );
		$this->assertSame( 200 === $write ? 'EUR' : 'USD', ( new SettingsRepository() )->get( 'currency' ) );
		// POST updates too (WordPress's EDITABLE), under the same rules.
		$this->assertStatus( $write, $this->request( 'POST', self::ROUTE, array( 'currency' => 'JPY' ) ), 'POST write' );
		$this->assertSame( 200 === $write ? 'JPY' : 'USD', ( new SettingsRepository() )->get( 'currency' ) );

		$response = $this->request( 'PUT', self::ROUTE, array( 'delete_data_on_uninstall' => 'on' ) );
		$this->assertStatus( $delete, $response, 'delete_data_on_uninstall' );
		$this->assertSame( 200 === $delete ? 'on' : 'off', ( new SettingsRepository() )->get( 'delete_data_on_uninstall' ) );
		if ( 403 === $delete && 200 === $write ) {
			$this->assertStringContainsString( 'Only administrators', $this->json( $response )['message'] );
		}
	}

	public function test_delete_data_on_uninstall_needs_manage_options(): void {
		$this->as_user( $this->make_user( 'settings_only', array( 'etn_manage_settings' ) ) );
		$response = $this->request( 'PUT', self::ROUTE, array( 'delete_data_on_uninstall' => 'on' ) );
		$this->assertStatus( 403, $response );
		$this->assertSame( 'off', ( new SettingsRepository() )->get( 'delete_data_on_uninstall' ) );
	}
}
