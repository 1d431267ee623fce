<?php
/**
 * Bad activation payloads: 400 naming the field, no request to the license
 * server, nothing stored, no PHP warning.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\License;

/**
 * Bad-input table of POST /license/activate.
 */
final class LicenseBadInputTest extends LicenseTestCase {

	/**
	 * URLs the plugin asked over HTTP during the test.
	 *
	 * @var string[]
	 */
	private $sent = array();

	/**
	 * Records outgoing requests.
	 *
	 * @var callable
	 */
	private $record;

	protected function setUp(): void {
		parent::setUp();
		$this->sent   = array();
		$this->record = function ( $preempt, $args, $url ) {
			$this->sent[] = $url;
			return $preempt;
		};
		add_filter( 'pre_http_request', $this->record, 1, 3 );
		$this->as_user( 'administrator' );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', $this->record, 1 );
		parent::tearDown();
	}

	/**
	 * Bad bodies and the field each must name.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string,2:string}>
	 */
	public function bad_bodies(): array {
		return array(
			'no name'             => array( array( 'name' => null ), 'name', '' ),
			'empty name'          => array( array( 'name' => '' ), 'name', 'Please input your name!' ),
			'blank name'          => array( array( 'name' => '   ' ), 'name', 'Please input your name!' ),
			'name of markup only' => array( array( 'name' => '<script>alert(1)</script>' ), 'name', 'Please input your name!' ),
			'name as array'       => array( array( 'name' => array( 'Ada' ) ), 'name', '' ),
			'name as number'      => array( array( 'name' => 42 ), 'name', '' ),
			'over-long name'      => array( array( 'name' => str_repeat( 'n', 101 ) ), 'name', '' ),
			'no email'            => array( array( 'email' => null ), 'email', '' ),
			'empty email'         => array( array( 'email' => '' ), 'email', 'Enter Valid Email!' ),
			'email without at'    => array( array( 'email' => 'ada.example.org' ), 'email', 'Enter Valid Email!' ),
			'email with markup'   => array( array( 'email' => '<b>ada</b>@example.org' ), 'email', 'Enter Valid Email!' ),
			'email as array'      => array( array( 'email' => array( 'ada@example.org' ) ), 'email', '' ),
			'over-long email'     => array( array( 'email' => str_repeat( 'a', 95 ) . '@example.org' ), 'email', 'Enter Valid Email!' ),
			'no key'              => array( array( 'license_key' => null ), 'license_key', '' ),
			'empty key'           => array( array( 'license_key' => '' ), 'license_key', 'Please input your license key!' ),
			'short key'           => array( array( 'license_key' => 'ABC-12' ), 'license_key', 'A license key is 8 to 64 letters, digits and dashes.' ),
			'over-long key'       => array( array( 'license_key' => str_repeat( 'K', 65 ) ), 'license_key', 'A license key is 8 to 64 letters, digits and dashes.' ),
			'key with spaces'     => array( array( 'license_key' => 'EVENTIN PRO TEST 0000' ), 'license_key', 'A license key is 8 to 64 letters, digits and dashes.' ),
			'key with markup'     => array( array( 'license_key' => '<script>EVENTIN</script>' ), 'license_key', 'A license key is 8 to 64 letters, digits and dashes.' ),
			'key with SQL'        => array( array( 'license_key' => "x' OR '1'='1" ), 'license_key', 'A license key is 8 to 64 letters, digits and dashes.' ),
			'key as number'       => array( array( 'license_key' => 12345678 ), 'license_key', '' ),
			'key as array'        => array( array( 'license_key' => array( LicenseServer::TEST_KEY ) ), 'license_key', '' ),
		);
	}

	/**
	 * @dataProvider bad_bodies
	 *
	 * @param array<string,mixed> $fields  Bad fragment (null removes the field).
	 * @param string              $field   Field the error names.
	 * @param string              $reason  Exact reason, when it matters.
	 */
	public function test_activate_rejects( array $fields, string $field, string $reason ): void {
		$body     = array_filter(
			array_merge(
				array(
					'name'        => 'Ada Lovelace',
					'email'       => 'ada@example.org',
					'license_key' => LicenseServer::TEST_KEY,
				),
				$fields
			),
			static function ( $value ) {
				return null !== $value;
			}
		);
		$response = $this->request( 'POST', self::ACTIVATE, $body );
		$this->assertStatus( 400, $response );
		$json = $this->json( $response );
		$this->assertContains( $json['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
		$params = (array) ( $json['data']['params'] ?? array() );
		$this->assertTrue( isset( $params[ $field ] ) || in_array( $field, $params, true ), "names $field: " . wp_json_encode( $json ) );
		if ( '' !== $reason ) {
			$this->assertSame( $reason, $params[ $field ] );
		}
		$this->assertSame( array(), $this->sent, 'the license server was not asked' );
		$this->assertNull( $this->stored() );
	}

	public function test_surrounding_spaces_and_tags_are_cleaned_before_use(): void {
		$response = $this->request(
			'POST',
			self::ACTIVATE,
			array(
				'name'        => '  <b>Ada</b> Lovelace ',
				'email'       => ' ada@example.org ',
				'license_key' => ' ' . LicenseServer::TEST_KEY . ' ',
			)
		);
		$this->assertStatus( 200, $response );
		$stored = $this->stored();
		$this->assertSame( 'Ada Lovelace', $stored['name'] );
		$this->assertSame( 'ada@example.org', $stored['email'] );
		$this->assertSame( LicenseServer::TEST_KEY, $stored['license_key'] );
		$this->request( 'POST', self::DEACTIVATE );
	}
}
