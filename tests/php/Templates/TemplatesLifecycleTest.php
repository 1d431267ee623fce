<?php
/**
 * Templates through their routes: defaults, the naming rule, reading and
 * writing every field, Eventin 4's storage keys, content filtering, clone
 * and delete.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Templates;

use EventinPro\Templates\TemplatesDemoData;

/**
 * Lifecycle.
 */
final class TemplatesLifecycleTest extends TemplatesTestCase {

	public function test_create_with_nothing_makes_a_numbered_draft_event_template_with_one_empty_paragraph(): void {
		$this->as_user( 'administrator' );
		$response = $this->request( 'POST', self::ROUTE, array() );
		$this->assertStatus( 201, $response );
		$item = $this->json( $response );
		$id   = $item['id'];
		$this->assertIsInt( $id );
		$this->assertSame( "New Template - $id", $item['name'] );
		$this->assertSame( 'draft', $item['status'] );
		$this->assertSame( 'event', $item['type'] );
		$this->assertSame( 'landscape', $item['orientation'] );
		$this->assertSame( '<!-- wp:paragraph --><p></p><!-- /wp:paragraph -->', $item['content'] );
		$this->assertSame( '', $item['thumbnail'] );
		$this->assertFalse( $item['edit_with_elementor'] );
		$this->assertSame( 0, $item['preview_event_id'] );
		$this->assertSame( "New Template - $id", get_post( $id )->post_title );
		$this->assertSame( 'etn-template', get_post_type( $id ) );
	}

	public function test_the_dashboards_create_payload(): void {
		$this->as_user( 'administrator' );
		$response = $this->request(
			'POST',
			self::ROUTE,
			array(
				'name'        => 'New Template',
				'orientation' => 'portrait',
				'content'     => '<!-- wp:paragraph --><p></p><!-- /wp:paragraph -->',
				'status'      => 'draft',
				'type'        => 'certificate',
			)
		);
		$this->assertStatus( 201, $response );
		$item = $this->json( $response );
		$this->assertSame( 'New Template - ' . $item['id'], $item['name'] );
		$this->assertSame( 'certificate', $item['type'] );
		$this->assertSame( 'portrait', $item['orientation'] );
	}

	public function test_a_chosen_name_is_kept_and_the_default_is_numbered_again_on_update(): void {
		$this->as_user( 'administrator' );
		$id = $this->json( $this->request( 'POST', self::ROUTE, array( 'name' => '  Gala ticket ' ) ) )['id'];
		$this->assertSame( 'Gala ticket', get_post( $id )->post_title );
		$this->assertSame( "New Template - $id", $this->json( $this->request( 'PUT', self::ROUTE . "/$id", array( 'name' => 'New Template' ) ) )['name'] );
		$this->assertSame( 'New Template 2', $this->json( $this->request( 'PUT', self::ROUTE . "/$id", array( 'name' => 'New Template 2' ) ) )['name'] );
		$this->assertSame( "New Template - $id - copy", $this->json( $this->request( 'PUT', self::ROUTE . "/$id", array( 'name' => "New Template - $id - copy" ) ) )['name'] );
	}

	public function test_put_with_every_form_field_and_eventin_4s_storage(): void {
		$event = $this->event();
		$id    = $this->template( array( 'type' => 'event' ) );
		$this->as_user( 'administrator' );
		$thumb    = self::jpeg( 250, 200 );
		$content  = '<!-- wp:heading --><h2 class="wp-block-heading">{{attendee_name}}</h2><!-- /wp:heading -->';
		$fields   = array(
			'name'                => 'Certificate of Attendance',
			'type'                => 'certificate',
			'status'              => 'publish',
			'orientation'         => 'portrait',
			'content'             => $content,
			'thumbnail'           => $thumb,
			'template_css'        => '.a > .b { content: "\201C"; color: #6b2ee5 }',
			'edit_with_elementor' => false,
			'preview_event_id'    => $event,
		);
		$response = $this->request( 'PUT', self::ROUTE . "/$id", $fields );
		$this->assertStatus( 200, $response );
		$item = $this->json( $response );
		foreach ( $fields as $field => $value ) {
			$this->assertSame( $value, $item[ $field ], $field );
		}
		$this->assertSame( $item, array_diff_key( $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) ), array( '_links' => 1 ) ) + array( '_links' => $item['_links'] ), 'GET answers what PUT did' );

		wp_cache_flush();
		$post = get_post( $id );
		$this->assertSame( 'Certificate of Attendance', $post->post_title );
		$this->assertSame( 'publish', $post->post_status );
		$this->assertSame( $content, $post->post_content );
		$this->assertSame( 'certificate', get_post_meta( $id, 'type', true ) );
		$this->assertSame( 'portrait', get_post_meta( $id, 'orientation', true ) );
		$this->assertSame( $thumb, get_post_meta( $id, 'thumbnail', true ) );
		$this->assertSame( '.a > .b { content: "\201C"; color: #6b2ee5 }', get_post_meta( $id, 'template_css', true ) );
		$this->assertSame( (string) $event, get_post_meta( $id, 'preview_event_id', true ) );
		$this->assertSame( 'gutenberg', get_post_meta( $id, 'template_builder', true ) );
		$this->assertSame( '', get_post_meta( $id, '_elementor_edit_mode', true ) );

		$this->request( 'PATCH', self::ROUTE . "/$id", array( 'edit_with_elementor' => true ) );
		$this->assertSame( 'builder', get_post_meta( $id, '_elementor_edit_mode', true ) );
		$this->assertSame( 'elementor', get_post_meta( $id, 'template_builder', true ) );
		$this->assertTrue( $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['edit_with_elementor'] );

		$this->request( 'PATCH', self::ROUTE . "/$id", array( 'thumbnail' => '' ) );
		$this->assertSame( '', $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['thumbnail'] );
		$this->assertSame( 'Certificate of Attendance', get_post( $id )->post_title, 'a partial update keeps the rest' );
	}

	public function test_a_template_eventin_4_stored_reads_with_its_defaults(): void {
		$id = wp_insert_post(
			array(
				'post_type'    => 'etn-template',
				'post_status'  => 'publish',
				'post_title'   => 'From Eventin',
				'post_content' => '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->',
			)
		);
		update_post_meta( $id, 'thumbnail', 'https://example.org/wp-content/uploads/t.jpg' );
		update_post_meta( $id, 'orientation', 'Landscape' );
		update_post_meta( $id, 'is_pro', '' );
		$this->as_user( 'administrator' );
		$item = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
		$this->assertSame( 'event', $item['type'], 'no type is an event template' );
		$this->assertSame( 'landscape', $item['orientation'] );
		$this->assertSame( 'https://example.org/wp-content/uploads/t.jpg', $item['thumbnail'] );
		$this->assertSame( 'publish', $item['status'] );

		update_post_meta( $id, 'thumbnail', 'javascript:alert(1)' );
		$this->assertSame( '', $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['thumbnail'], 'a stored value that is no image URL is not given out' );
	}

	public function test_content_is_filtered_like_post_content_for_users_without_unfiltered_html(): void {
		$hostile = '<!-- wp:html --><p onclick="alert(1)">Hi</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><!-- /wp:html --><!-- wp:paragraph --><p><a href="javascript:alert(1)">x</a></p><!-- /wp:paragraph -->';

		$this->as_user( $this->make_user( 'template_only', array( 'etn_manage_template' ) ) );
		$item = $this->json( $this->request( 'POST', self::ROUTE, array( 'content' => $hostile ) ) );
		$this->assertSame( wp_kses_post( $hostile ), $item['content'] );
		$this->assertStringNotContainsString( '<script', $item['content'] );
		$this->assertStringNotContainsString( 'onclick', $item['content'] );
		$this->assertStringNotContainsString( 'javascript:', $item['content'] );
		$this->assertStringContainsString( '<!-- wp:paragraph -->', $item['content'], 'block delimiters stay' );

		if ( ! is_multisite() ) {
			$this->as_user( 'administrator' );
			$this->assertTrue( current_user_can( 'unfiltered_html' ) );
			$item = $this->json( $this->request( 'POST', self::ROUTE, array( 'content' => $hostile ) ) );
			$this->assertSame( $hostile, $item['content'], 'as WordPress keeps post content of those who may post any HTML' );
		}
	}

	public function test_names_with_entities_and_unicode_stay_text(): void {
		$this->as_user( 'administrator' );
		$item = $this->json( $this->request( 'POST', self::ROUTE, array( 'name' => 'Ticket — Größe “A”' ) ) );
		$this->assertSame( 'Ticket — Größe “A”', $item['name'] );
		$this->assertSame( 200, mb_strlen( $this->json( $this->request( 'POST', self::ROUTE, array( 'name' => str_repeat( 'é', 200 ) ) ) )['name'] ) );
	}

	public function test_delete_removes_for_good_and_bulk_delete_reports_each_id(): void {
		$this->as_user( 'administrator' );
		$id       = $this->template( array( 'thumbnail' => self::jpeg() ) );
		$response = $this->request( 'DELETE', self::ROUTE . "/$id" );
		$this->assertStatus( 200, $response );
		$this->assertTrue( $this->json( $response )['deleted'] );
		$this->assertSame( $id, $this->json( $response )['previous']['id'] );
		$this->assertNull( get_post( $id ), 'deleted, not trashed (as events and schedules are)' );
		$this->assertSame( array(), get_post_meta( $id ) );
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . "/$id" ) );

		$a     = $this->template();
		$b     = $this->template();
		$event = $this->event();
		$body  = $this->json( $this->request( 'DELETE', self::ROUTE, array( 'ids' => "$a,$b,$event,999999" ) ) );
		$this->assertSame( array( $a, $b ), $body['deleted'] );
		$this->assertSame( array( $event, 999999 ), array_column( $body['failed'], 'id' ) );
		$this->assertSame( 'etn', get_post_type( $event ), 'only templates are deleted' );
	}

	public function test_clone_copies_as_a_draft_with_copy_in_the_name(): void {
		$event = $this->event();
		$id    = $this->template(
			array(
				'name'             => 'Badge',
				'type'             => 'ticket',
				'status'           => 'publish',
				'orientation'      => 'portrait',
				'content'          => '<!-- wp:paragraph --><p>{{ticket_id}}</p><!-- /wp:paragraph -->',
				'thumbnail'        => self::jpeg(),
				'template_css'     => 'p{color:red}',
				'preview_event_id' => $event,
			)
		);
		update_post_meta( $id, '_elementor_edit_mode', 'builder' );
		update_post_meta( $id, '_elementor_data', wp_slash( '[{"id":"a1","elType":"section","settings":{"t":"x\\\\y"}}]' ) );
		$this->as_user( 'administrator' );

		foreach ( array( 'GET', 'POST' ) as $method ) {
			$response = $this->request( $method, self::ROUTE . "/$id/clone" );
			$this->assertStatus( 201, $response, $method );
			$copy = $this->json( $response );
			$this->assertNotSame( $id, $copy['id'] );
			$this->assertSame( 'Badge (Copy)', $copy['name'] );
			$this->assertSame( 'draft', $copy['status'] );
			foreach ( array( 'type', 'orientation', 'content', 'thumbnail', 'template_css', 'preview_event_id', 'edit_with_elementor' ) as $field ) {
				$this->assertSame( $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )[ $field ], $copy[ $field ], $field );
			}
			$this->assertSame( '1', get_post_meta( $copy['id'], 'is_clone', true ) );
			$this->assertSame( get_post_meta( $id, '_elementor_data', true ), get_post_meta( $copy['id'], '_elementor_data', true ), 'Elementor data copied byte for byte' );
		}
		$this->assertSame( 'publish', get_post( $id )->post_status, 'the original is untouched' );

		$long = $this->template( array( 'name' => str_repeat( 'n', 200 ) ) );
		$copy = $this->json( $this->request( 'GET', self::ROUTE . "/$long/clone" ) );
		$this->assertLessThanOrEqual( 200, mb_strlen( $copy['name'] ) );
		$this->assertStringEndsWith( ' (Copy)', $copy['name'] );
	}

	public function test_demo_data_makes_one_published_template_of_each_type_once(): void {
		$certificate = TemplatesDemoData::certificate();
		TemplatesDemoData::seed();
		TemplatesDemoData::seed();
		$this->assertSame( $certificate, TemplatesDemoData::certificate() );
		$this->as_user( 'administrator' );
		$items = $this->json( $this->request( 'GET', self::ROUTE, array( 'per_page' => 100 ) ) )['items'];
		$demo  = array_filter(
			$items,
			static function ( array $item ): bool {
				return 0 === strpos( $item['name'], 'Demo ' );
			}
		);
		$types = array_column( $demo, 'type' );
		sort( $types );
		$this->assertSame( array( 'certificate', 'event', 'ticket' ), $types );
		$this->assertSame( array( 'publish' ), array_values( array_unique( array_column( $demo, 'status' ) ) ) );
		$this->assertSame( 'certificate', get_post_meta( $certificate, 'type', true ) );
	}
}
