<?php
/**
 * The contract check itself: it catches an answer the document does not
 * describe, and names the route, method, status and field.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

use EventinPro\Tests\TestCase;

/**
 * Contract check.
 */
final class ContractTest extends TestCase {

	/**
	 * Filters this test added.
	 *
	 * @var callable[]
	 */
	private $added = array();

	/**
	 * Removes the test's filters.
	 */
	protected function tearDown(): void {
		foreach ( $this->added as $filter ) {
			remove_filter( 'rest_request_after_callbacks', $filter );
		}
		parent::tearDown();
	}

	/**
	 * Adds a filter on the answers that runs before the check.
	 *
	 * @param callable $filter Filter of the answer.
	 */
	private function before_check( callable $filter ): void {
		$this->added[] = $filter;
		add_filter( 'rest_request_after_callbacks', $filter );
	}

	/**
	 * Changes the answers of the events list before the check sees them.
	 *
	 * @param callable $change Receives and returns the body.
	 */
	private function tamper( callable $change ): void {
		$this->before_check(
			static function ( $response ) use ( $change ) {
				if ( $response instanceof \WP_REST_Response ) {
					$response->set_data( $change( $response->get_data() ) );
				}
				return $response;
			}
		);
	}

	/**
	 * A list and its page, as an administrator.
	 */
	private function list_events(): void {
		$this->as_user( 'administrator' );
		$this->assertStatus(
			201,
			$this->request(
				'POST',
				'/eventin/v2/events',
				array(
					'title'      => 'Checked',
					'start_date' => '2030-01-02',
				)
			)
		);
		Contract::reset();
		$this->assertStatus( 200, $this->request( 'GET', '/eventin/v2/events' ) );
	}

	public function test_an_answer_the_document_describes_passes(): void {
		$this->list_events();
		$this->assertSame( array(), Contract::violations() );
	}

	public function test_a_field_the_document_does_not_describe_fails(): void {
		$this->tamper(
			static function ( array $body ): array {
				$body['items'][0]['secret'] = 'x';
				return $body;
			}
		);
		$this->list_events();
		$this->assertSame( array( 'GET /eventin/v2/events 200: $.items[0].secret is not described by the document (the object is closed)' ), Contract::violations() );
		Contract::reset();
	}

	public function test_a_field_of_the_wrong_type_fails(): void {
		$this->tamper(
			static function ( array $body ): array {
				$body['items'][0]['title'] = 12;
				return $body;
			}
		);
		$this->list_events();
		$this->assertSame( array( 'GET /eventin/v2/events 200: $.items[0].title is integer, the document says string' ), Contract::violations() );
		Contract::reset();
	}

	public function test_a_number_sent_as_text_fails(): void {
		$this->tamper(
			static function ( array $body ): array {
				if ( isset( $body['items'][0]['id'] ) ) {
					$body['items'][0]['id'] = (string) $body['items'][0]['id'];
				}
				return $body;
			}
		);
		$this->list_events();
		$this->assertSame( array( 'GET /eventin/v2/events 200: $.items[0].id is string, the document says integer' ), Contract::violations() );
		Contract::reset();
	}

	public function test_a_value_out_of_its_schema_fails(): void {
		$this->tamper(
			static function ( array $body ): array {
				$body['total_items'] = -1;
				return $body;
			}
		);
		$this->list_events();
		$this->assertSame( array( 'GET /eventin/v2/events 200: $.total_items must be greater than or equal to 0' ), Contract::violations() );
		Contract::reset();
	}

	public function test_an_undeclared_content_type_fails(): void {
		$this->before_check(
			static function ( $response ) {
				if ( $response instanceof \WP_REST_Response ) {
					$response->header( 'Content-Type', 'text/csv' );
				}
				return $response;
			}
		);
		$this->list_events();
		$this->assertSame( array( 'GET /eventin/v2/events 200: content type text/csv, the document says application/json' ), Contract::violations() );
		Contract::reset();
	}
}
