<?php
/**
 * Bad input on every templates write route and the list: 400 naming the
 * field, with a reason, no PHP warning, nothing stored.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Templates;

/**
 * Bad-input tables.
 */
final class TemplatesBadInputTest extends TemplatesTestCase {

	/**
	 * Payload fragments that are wrong on create and on update, and the field each must name.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_fields(): array {
		$png = 'data:image/png;base64,' . base64_encode( "\x89PNG\r\n\x1a\n" . str_repeat( "\0", 32 ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- test image.
		return array(
			'empty name'                   => array( array( 'name' => '' ), 'name' ),
			'blank name'                   => array( array( 'name' => '   ' ), 'name' ),
			'over-long name'               => array( array( 'name' => str_repeat( 'n', 201 ) ), 'name' ),
			'HTML in name'                 => array( array( 'name' => 'My <b>template</b>' ), 'name' ),
			'script in name'               => array( array( 'name' => '<script>alert(1)</script>' ), 'name' ),
			'name as array'                => array( array( 'name' => array( 'x' ) ), 'name' ),
			'name as number'               => array( array( 'name' => 42 ), 'name' ),
			'name as null'                 => array( array( 'name' => null ), 'name' ),
			'unknown type'                 => array( array( 'type' => 'badge' ), 'type' ),
			'type as null'                 => array( array( 'type' => null ), 'type' ),
			'content as null'              => array( array( 'content' => null ), 'content' ),
			'thumbnail as null'            => array( array( 'thumbnail' => null ), 'thumbnail' ),
			'type in capitals'             => array( array( 'type' => 'Certificate' ), 'type' ),
			'type as array'                => array( array( 'type' => array( 'event' ) ), 'type' ),
			'unknown status'               => array( array( 'status' => 'trash' ), 'status' ),
			'private status'               => array( array( 'status' => 'private' ), 'status' ),
			'status as bool'               => array( array( 'status' => true ), 'status' ),
			'unknown orientation'          => array( array( 'orientation' => 'square' ), 'orientation' ),
			'orientation as number'        => array( array( 'orientation' => 1 ), 'orientation' ),
			'content as array'             => array( array( 'content' => array( 'blocks' ) ), 'content' ),
			'content as object'            => array( array( 'content' => array( 'a' => 'b' ) ), 'content' ),
			'content over 1,000,000 chars' => array( array( 'content' => str_repeat( 'c', 1000001 ) ), 'content' ),
			'PNG thumbnail'                => array( array( 'thumbnail' => $png ), 'thumbnail' ),
			'JPEG label, PNG data'         => array( array( 'thumbnail' => 'data:image/jpeg;base64,' . substr( $png, 22 ) ), 'thumbnail' ),
			'thumbnail not base64'         => array( array( 'thumbnail' => 'data:image/jpeg;base64,@@@not*base64!!' ), 'thumbnail' ),
			'thumbnail base64 truncated'   => array( array( 'thumbnail' => substr( self::jpeg(), 0, -3 ) ), 'thumbnail' ),
			'thumbnail empty data'         => array( array( 'thumbnail' => 'data:image/jpeg;base64,' ), 'thumbnail' ),
			'thumbnail URL'                => array( array( 'thumbnail' => 'https://example.org/a.jpg' ), 'thumbnail' ),
			'thumbnail javascript'         => array( array( 'thumbnail' => 'javascript:alert(1)' ), 'thumbnail' ),
			'thumbnail over 256 KB'        => array( array( 'thumbnail' => self::jpeg( 1000, 800, 262145 ) ), 'thumbnail' ),
			'thumbnail 5 MB'               => array( array( 'thumbnail' => 'data:image/jpeg;base64,' . str_repeat( 'QUFB', 1310720 ) ), 'thumbnail' ),
			'thumbnail as array'           => array( array( 'thumbnail' => array( self::jpeg() ) ), 'thumbnail' ),
			'CSS closing its style'        => array( array( 'template_css' => 'p{color:red}</style><script>alert(1)</script>' ), 'template_css' ),
			'CSS over 200,000 chars'       => array( array( 'template_css' => str_repeat( 'a', 200001 ) ), 'template_css' ),
			'CSS as array'                 => array( array( 'template_css' => array( 'p' ) ), 'template_css' ),
			'elementor flag as text'       => array( array( 'edit_with_elementor' => 'maybe' ), 'edit_with_elementor' ),
			'preview event negative'       => array( array( 'preview_event_id' => -1 ), 'preview_event_id' ),
			'preview event as text'        => array( array( 'preview_event_id' => 'first' ), 'preview_event_id' ),
			'preview event not an event'   => array( array( 'preview_event_id' => 1 ), 'preview_event_id' ),
			'preview event missing'        => array( array( 'preview_event_id' => 999999 ), 'preview_event_id' ),
		);
	}

	/**
	 * @dataProvider bad_fields
	 *
	 * @param array<string,mixed> $payload Payload.
	 * @param string              $field   Field the error must name.
	 */
	public function test_create_refuses( array $payload, string $field ): void {
		$this->as_user( 'administrator' );
		$count = $this->template_count();
		$this->assertInvalidField( $field, $this->request( 'POST', self::ROUTE, $payload + array( 'name' => 'Good name' ) ) );
		$this->assertSame( $count, $this->template_count(), 'nothing created' );
	}

	/**
	 * @dataProvider bad_fields
	 *
	 * @param array<string,mixed> $payload Payload.
	 * @param string              $field   Field the error must name.
	 */
	public function test_update_refuses( array $payload, string $field ): void {
		$id     = $this->template(
			array(
				'name'      => 'Kept',
				'type'      => 'ticket',
				'thumbnail' => self::jpeg(),
			)
		);
		$before = array( get_post( $id )->post_title, get_post( $id )->post_content, get_post_meta( $id ) );
		$this->as_user( 'administrator' );
		$this->assertInvalidField( $field, $this->request( 'PUT', self::ROUTE . "/$id", $payload ) );
		wp_cache_flush();
		$this->assertSame( $before, array( get_post( $id )->post_title, get_post( $id )->post_content, get_post_meta( $id ) ), 'nothing changed' );
	}

	/**
	 * @dataProvider bad_fields
	 *
	 * @param array<string,mixed> $payload Payload.
	 * @param string              $field   Field the error must name.
	 */
	public function test_the_role_holding_only_the_permission_gets_the_same_answer( array $payload, string $field ): void {
		$this->as_user( $this->make_user( 'template_only', array( 'etn_manage_template' ) ) );
		$this->assertInvalidField( $field, $this->request( 'POST', self::ROUTE, $payload ) );
	}

	/**
	 * Bad list parameters.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_list_params(): array {
		return array(
			'per_page 0'        => array( array( 'per_page' => 0 ), 'per_page' ),
			'per_page 101'      => array( array( 'per_page' => 101 ), 'per_page' ),
			'per_page huge'     => array( array( 'per_page' => '99999999999999999999' ), 'per_page' ),
			'per_page negative' => array( array( 'per_page' => -5 ), 'per_page' ),
			'paged 0'           => array( array( 'paged' => 0 ), 'paged' ),
			'paged as text'     => array( array( 'paged' => 'two' ), 'paged' ),
			'unknown type'      => array( array( 'type' => 'badge' ), 'type' ),
			'type list'         => array( array( 'type' => array( 'event', 'ticket' ) ), 'type' ),
			'unknown status'    => array( array( 'status' => 'trash' ), 'status' ),
			'SQL in status'     => array( array( 'status' => "publish' OR 1=1 -- " ), 'status' ),
			'over-long search'  => array( array( 'search' => str_repeat( 's', 201 ) ), 'search' ),
		);
	}

	/**
	 * @dataProvider bad_list_params
	 *
	 * @param array<string,mixed> $params Query.
	 * @param string              $field  Field the error must name.
	 */
	public function test_the_list_refuses( array $params, string $field ): void {
		$this->as_user( 'administrator' );
		$this->assertInvalidField( $field, $this->request( 'GET', self::ROUTE, $params ) );
	}

	/**
	 * Bad catalogue requests: [ method, path, params, field ].
	 *
	 * @return array<string,array{0:string,1:string,2:array<string,mixed>,3:string}>
	 */
	public function bad_catalogue_requests(): array {
		$list = '/eventin/v2/templates/catalogue';
		return array(
			'list without type'     => array( 'GET', $list, array(), 'type' ),
			'list of unknown type'  => array( 'GET', $list, array( 'type' => 'badge' ), 'type' ),
			'list type in capitals' => array( 'GET', $list, array( 'type' => 'Ticket' ), 'type' ),
			'list type as list'     => array( 'GET', $list, array( 'type' => array( 'event', 'ticket' ) ), 'type' ),
			'list type SQL'         => array( 'GET', $list, array( 'type' => "event' OR 1=1 -- " ), 'type' ),
			'id in capitals'        => array( 'POST', "$list/Classic-Certificate", array(), 'id' ),
			'id with underscore'    => array( 'POST', "$list/classic_certificate", array(), 'id' ),
			'id over 64 characters' => array( 'POST', $list . '/' . str_repeat( 'a', 65 ), array(), 'id' ),
			'id with dots'          => array( 'POST', "$list/..", array(), 'id' ),
			'id with HTML'          => array( 'POST', "$list/<script>alert(1)<", array(), 'id' ),
			'id URL-encoded'        => array( 'POST', "$list/a%2Fb", array(), 'id' ),
		);
	}

	/**
	 * @dataProvider bad_catalogue_requests
	 *
	 * @param string              $method Method.
	 * @param string              $path   Route.
	 * @param array<string,mixed> $params Params.
	 * @param string              $field  Field the error must name.
	 */
	public function test_the_catalogue_routes_refuse( string $method, string $path, array $params, string $field ): void {
		$requests = 0;
		$count    = static function ( $preempt ) use ( &$requests ) {
			++$requests;
			return $preempt;
		};
		add_filter( 'pre_http_request', $count, 1 );
		$this->as_user( $this->make_user( 'template_only', array( 'etn_manage_template' ) ) );
		$templates = $this->template_count();
		$response  = $this->request( $method, $path, $params );
		if ( 'rest_missing_callback_param' === ( $this->json( $response )['code'] ?? '' ) ) {
			// A missing field is listed as a value, as WordPress lists it.
			$this->assertStatus( 400, $response );
			$this->assertSame( array( $field ), $this->json( $response )['data']['params'] );
		} else {
			$this->assertInvalidField( $field, $response );
		}
		remove_filter( 'pre_http_request', $count, 1 );
		$this->assertSame( 0, $requests, 'the catalogue is not asked' );
		$this->assertSame( $templates, $this->template_count(), 'nothing created' );
	}

	public function test_bulk_delete_refuses_bad_ids(): void {
		$this->as_user( 'administrator' );
		foreach ( array( '', 'a,b', '-1', array( array( 1 ) ), implode( ',', range( 1, 101 ) ) ) as $ids ) {
			$this->assertInvalidField( 'ids', $this->request( 'DELETE', self::ROUTE, array( 'ids' => $ids ) ), wp_json_encode( $ids ) );
		}
	}

	public function test_unknown_ids_are_404_not_500(): void {
		$this->as_user( 'administrator' );
		$event = $this->event();
		foreach ( array( 999999, $event ) as $id ) {
			foreach ( array( array( 'GET', '' ), array( 'PUT', '' ), array( 'DELETE', '' ), array( 'GET', '/clone' ), array( 'POST', '/clone' ) ) as list( $method, $suffix ) ) {
				$response = $this->request( $method, self::ROUTE . "/$id$suffix", 'PUT' === $method ? array( 'name' => 'x' ) : array() );
				$this->assertStatus( 404, $response, "$method $id$suffix" );
				$this->assertSame( 'rest_not_found', $this->json( $response )['code'] );
			}
		}
		$this->assertSame( 'etn', get_post_type( $event ), 'an event is not touched through the templates routes' );
	}
}
