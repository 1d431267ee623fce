<?php
/**
 * Bad input on every speaker and speaker-group route: 400 naming the field,
 * with a reason, no PHP warning, nothing stored.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Speakers;

use EventinPro\Speakers\Speakers;

/**
 * Bad-input tables.
 */
final class SpeakersBadInputTest extends SpeakersTestCase {

	/**
	 * Payload fragments that are wrong on create and on update, and the field each must name.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_fields(): array {
		$link = static function ( array $override ): array {
			return array(
				'social' => array(
					$override + array(
						'icon' => 'website',
						'url'  => 'https://example.org',
					),
				),
			);
		};
		return array(
			'empty name'            => array( array( 'name' => '' ), 'name' ),
			'blank name'            => array( array( 'name' => '   ' ), 'name' ),
			'name of markup only'   => array( array( 'name' => '<script>alert(1)</script>' ), 'name' ),
			'over-long name'        => array( array( 'name' => str_repeat( 'n', 201 ) ), 'name' ),
			'name as array'         => array( array( 'name' => array( 'Nina' ) ), 'name' ),
			'name as number'        => array( array( 'name' => 42 ), 'name' ),
			'name as null'          => array( array( 'name' => null ), 'name' ),
			'email without at'      => array( array( 'email' => 'nina.example.org' ), 'email' ),
			'empty email'           => array( array( 'email' => '' ), 'email' ),
			'email with markup'     => array( array( 'email' => '<script>@example.org' ), 'email' ),
			'over-long email'       => array( array( 'email' => str_repeat( 'e', 95 ) . '@example.org' ), 'email' ),
			'email as array'        => array( array( 'email' => array( 'a@example.org' ) ), 'email' ),
			'phone with letters'    => array( array( 'phone' => '+351 555 CALL' ), 'phone' ),
			'phone with an ext'     => array( array( 'phone' => '555 0100 ext. 5' ), 'phone' ),
			'phone with markup'     => array( array( 'phone' => '<b>555</b>' ), 'phone' ),
			'phone on two lines'    => array( array( 'phone' => "555\n0100" ), 'phone' ),
			'phone with a slash'    => array( array( 'phone' => '555/0100' ), 'phone' ),
			'over-long phone'       => array( array( 'phone' => str_repeat( '5', 31 ) ), 'phone' ),
			'phone as number'       => array( array( 'phone' => 5550100 ), 'phone' ),
			'phone as array'        => array( array( 'phone' => array( '555' ) ), 'phone' ),
			'designation as array'  => array( array( 'designation' => array( 'x' ) ), 'designation' ),
			'over-long designation' => array( array( 'designation' => str_repeat( 'd', 201 ) ), 'designation' ),
			'over-long company'     => array( array( 'company' => str_repeat( 'c', 201 ) ), 'company' ),
			'company as object'     => array( array( 'company' => array( 'name' => 'x' ) ), 'company' ),
			'bio as array'          => array( array( 'bio' => array( 'x' ) ), 'bio' ),
			'huge bio'              => array( array( 'bio' => str_repeat( 'b', 10001 ) ), 'bio' ),
			'negative image'        => array( array( 'image_id' => -1 ), 'image_id' ),
			'image as text'         => array( array( 'image_id' => 'photo.jpg' ), 'image_id' ),
			'unknown image'         => array( array( 'image_id' => 987654 ), 'image_id' ),
			'huge image id'         => array( array( 'image_id' => 99999999999 ), 'image_id' ),
			'image as fraction'     => array( array( 'image_id' => 1.5 ), 'image_id' ),
			'social as text'        => array( array( 'social' => 'https://x.com/nina' ), 'social' ),
			'unknown network'       => array( $link( array( 'icon' => 'myspace' ) ), 'social' ),
			'link without url'      => array( array( 'social' => array( array( 'icon' => 'x' ) ) ), 'social' ),
			'empty url'             => array( $link( array( 'url' => '' ) ), 'social' ),
			'javascript url'        => array( $link( array( 'url' => 'javascript:alert(1)' ) ), 'social' ),
			'url in words'          => array( $link( array( 'url' => 'my website' ) ), 'social' ),
			'ftp url'               => array( $link( array( 'url' => 'ftp://example.org/file' ) ), 'social' ),
			'url with markup'       => array( $link( array( 'url' => 'https://example.org/"><script>alert(1)</script>' ) ), 'social' ),
			'over-long url'         => array( $link( array( 'url' => 'https://example.org/' . str_repeat( 'u', 490 ) ) ), 'social' ),
			'link with extra field' => array( $link( array( 'title' => 'Mine' ) ), 'social' ),
			'too many links'        => array(
				array(
					'social' => array_fill(
						0,
						21,
						array(
							'icon' => 'x',
							'url'  => 'https://x.com/a',
						)
					),
				),
				'social',
			),
			'unknown group'         => array( array( 'speaker_group_ids' => array( 987654 ) ), 'speaker_group_ids' ),
			'negative group'        => array( array( 'speaker_group_ids' => array( -4 ) ), 'speaker_group_ids' ),
			'group by name'         => array( array( 'speaker_group_ids' => array( 'Keynote' ) ), 'speaker_group_ids' ),
			'groups as object'      => array( array( 'speaker_group_ids' => array( 'a' => array( 1 ) ) ), 'speaker_group_ids' ),
			'too many groups'       => array( array( 'speaker_group_ids' => range( 1, 101 ) ), 'speaker_group_ids' ),
			'no category'           => array( array( 'category' => array() ), 'category' ),
			'unknown category'      => array( array( 'category' => array( 'guest' ) ), 'category' ),
			'category twice'        => array( array( 'category' => array( 'speaker', 'speaker' ) ), 'category' ),
			'category as null'      => array( array( 'category' => null ), 'category' ),
			'category as number'    => array( array( 'category' => 1 ), 'category' ),
		);
	}

	/**
	 * @dataProvider bad_fields
	 *
	 * @param array<string,mixed> $fields Bad fragment.
	 * @param string              $field  Field the error names.
	 */
	public function test_create_rejects( array $fields, string $field ): void {
		$this->as_user( 'administrator' );
		$before   = $this->user_count();
		$response = $this->request(
			'POST',
			self::ROUTE,
			$fields + array(
				'name'     => 'Valid name',
				'email'    => 'valid@example.org',
				'category' => array( 'speaker' ),
			)
		);
		$this->assertInvalidField( $field, $response );
		$this->assertSame( $before, $this->user_count(), 'nobody was created' );
		$this->assertSame( array(), $this->mails() );
	}

	/**
	 * @dataProvider bad_fields
	 *
	 * @param array<string,mixed> $fields Bad fragment.
	 * @param string              $field  Field the error names.
	 */
	public function test_update_rejects( array $fields, string $field ): void {
		$this->as_user( 'administrator' );
		$id     = $this->speaker(
			array(
				'name'        => 'Untouched',
				'designation' => 'Kept',
			)
		);
		$before = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertInvalidField( $field, $this->request( 'PUT', self::ROUTE . "/$id", $fields ) );
		$this->assertSame( $before, $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) ), 'nothing changed' );
	}

	/**
	 * Create-only rules: what a new speaker must have.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_creates(): array {
		return array(
			'no name'     => array(
				array(
					'email'    => 'a@example.org',
					'category' => array( 'speaker' ),
				),
				'name',
			),
			'no email'    => array(
				array(
					'name'     => 'No mail',
					'category' => array( 'speaker' ),
				),
				'email',
			),
			'no category' => array(
				array(
					'name'  => 'No role',
					'email' => 'a@example.org',
				),
				'category',
			),
			'nothing'     => array( array(), 'name' ),
		);
	}

	/**
	 * @dataProvider bad_creates
	 *
	 * @param array<string,mixed> $payload Payload.
	 * @param string              $field   Field the error names.
	 */
	public function test_create_requires( array $payload, string $field ): void {
		$this->as_user( 'administrator' );
		$before = $this->user_count();
		$this->assertInvalidField( $field, $this->request( 'POST', self::ROUTE, $payload ) );
		$this->assertSame( $before, $this->user_count() );
	}

	public function test_a_document_is_not_a_photo(): void {
		$this->as_user( 'administrator' );
		$pdf  = $this->attachment( 'application/pdf' );
		$post = wp_insert_post( array( 'post_title' => 'Not media' ) );
		foreach ( array( $pdf, $post ) as $id ) {
			$this->assertInvalidField(
				'image_id',
				$this->request(
					'POST',
					self::ROUTE,
					array(
						'name'     => 'Photo test',
						'email'    => 'photo@example.org',
						'category' => array( 'speaker' ),
						'image_id' => $id,
					)
				)
			);
		}
	}

	public function test_markup_in_text_fields_is_stored_as_plain_text(): void {
		$this->as_user( 'administrator' );
		$item = $this->json(
			$this->request(
				'POST',
				self::ROUTE,
				array(
					'name'        => '<b>Bold</b> Name<script>alert(1)</script>',
					'email'       => 'markup@example.org',
					'designation' => '<img src=x onerror=alert(1)>Chief',
					'company'     => 'ACME <i>Inc</i>',
					'bio'         => '<a href="https://example.org" onclick="alert(1)">Site</a><iframe src="https://evil.example"></iframe>',
					'category'    => array( 'speaker' ),
				)
			)
		);
		$this->assertSame( 'Bold Name', $item['name'] );
		$this->assertSame( 'Chief', $item['designation'] );
		$this->assertSame( 'ACME Inc', $item['company'] );
		$this->assertSame( '<a href="https://example.org">Site</a>', $item['bio'] );
	}

	/**
	 * Bad list parameters.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_list_params(): array {
		return array(
			'unknown category'  => array( array( 'category' => 'guest' ), 'category' ),
			'category list'     => array( array( 'category' => array( 'speaker' ) ), 'category' ),
			'group by name'     => array( array( 'speaker_group' => 'Keynote' ), 'speaker_group' ),
			'negative group'    => array( array( 'speaker_group' => -1 ), 'speaker_group' ),
			'page 0'            => array( array( 'paged' => 0 ), 'paged' ),
			'per_page 101'      => array( array( 'per_page' => 101 ), 'per_page' ),
			'per_page negative' => array( array( 'per_page' => -5 ), 'per_page' ),
			'per_page huge'     => array( array( 'per_page' => '99999999999999999999' ), 'per_page' ),
			'over-long search'  => array( array( 'search' => str_repeat( 's', 201 ) ), 'search' ),
		);
	}

	/**
	 * @dataProvider bad_list_params
	 *
	 * @param array<string,mixed> $params Query.
	 * @param string              $field  Field the error names.
	 */
	public function test_list_rejects( array $params, string $field ): void {
		$this->as_user( 'administrator' );
		$this->assertInvalidField( $field, $this->request( 'GET', self::ROUTE, $params ) );
	}

	public function test_bad_ids_on_bulk_delete(): void {
		$this->as_user( 'administrator' );
		$id = $this->speaker();
		foreach ( array( '', 'a,b', '-1', '1.5', implode( ',', range( 1, 101 ) ) ) as $ids ) {
			$this->assertInvalidField( 'ids', $this->request( 'DELETE', self::ROUTE . '?ids=' . rawurlencode( $ids ) ), "ids=$ids" );
			$this->assertInvalidField( 'ids', $this->request( 'DELETE', self::GROUPS . '?ids=' . rawurlencode( $ids ) ), "groups ids=$ids" );
		}
		$this->assertInvalidField( 'ids', $this->request( 'DELETE', self::ROUTE ) );
		$this->assertInstanceOf( \WP_User::class, get_userdata( $id ), 'nothing was deleted' );
	}

	/**
	 * Bad group payloads on create and update.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_groups(): array {
		return array(
			'no name'              => array( array(), 'name' ),
			'empty name'           => array( array( 'name' => '' ), 'name' ),
			'blank name'           => array( array( 'name' => '   ' ), 'name' ),
			'name of markup only'  => array( array( 'name' => '<script>alert(1)</script>' ), 'name' ),
			'over-long name'       => array( array( 'name' => str_repeat( 'g', 201 ) ), 'name' ),
			'name as array'        => array( array( 'name' => array( 'Keynote' ) ), 'name' ),
			'name as number'       => array( array( 'name' => 7 ), 'name' ),
			'description as array' => array(
				array(
					'name'        => 'Fine',
					'description' => array( 'x' ),
				),
				'description',
			),
		);
	}

	/**
	 * @dataProvider bad_groups
	 *
	 * @param array<string,mixed> $payload Payload.
	 * @param string              $field   Field the error names.
	 */
	public function test_group_writes_reject( array $payload, string $field ): void {
		$this->as_user( 'administrator' );
		$count = static function (): int {
			return (int) wp_count_terms(
				array(
					'taxonomy'   => Speakers::GROUP_TAXONOMY,
					'hide_empty' => false,
				)
			);
		};
		$this->assertInvalidField( $field, $this->request( 'POST', self::GROUPS, $payload ) );
		$this->assertSame( 0, $count() );
		if ( array() === $payload ) {
			return; // Nothing to change is a valid update.
		}
		$id = $this->group( 'Stays' );
		$this->assertInvalidField( $field, $this->request( 'PUT', self::GROUPS . "/$id", $payload ) );
		$this->assertSame( 'Stays', get_term( $id )->name );
	}

	public function test_unknown_group_ids_are_a_404(): void {
		$this->as_user( 'administrator' );
		foreach ( array( 'GET', 'PUT', 'DELETE' ) as $method ) {
			$response = $this->request( $method, self::GROUPS . '/987654', 'PUT' === $method ? array( 'name' => 'x' ) : array() );
			$this->assertStatus( 404, $response, $method );
		}
		$category = wp_insert_term( 'An event category', 'etn_category' )['term_id'];
		$this->assertStatus( 404, $this->request( 'GET', self::GROUPS . "/$category" ), 'terms of other taxonomies are not groups' );
		$this->assertStatus( 404, $this->request( 'DELETE', self::GROUPS . "/$category" ) );
		$this->assertInstanceOf( \WP_Term::class, get_term( $category, 'etn_category' ) );
	}
}
