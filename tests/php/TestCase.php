<?php
/**
 * Base class of the PHP integration tests.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests;

use EventinPro\Support\PostListTable;
use EventinPro\Tests\Support\Contract;
use EventinPro\Tests\Support\Mailbox;
use EventinPro\Tests\Support\Strict;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Each test runs inside a database transaction that is rolled back afterwards,
 * with an empty object cache, a fresh REST server and no current user, the way
 * WordPress core's WP_UnitTestCase isolates tests.
 *
 * Data written outside a test method (setUpBeforeClass) is committed and stays
 * for the rest of the run: make fixtures in setUp(), or remove them yourself.
 *
 * A test fails when it triggers a PHP warning, notice or deprecation (PHPUnit),
 * prints output or a database error (risky), or makes WordPress report incorrect
 * usage or a deprecated call, unless it said so with expect_incorrect_usage(),
 * or gets an answer from an /eventin/v2 route that docs/openapi.json does not
 * describe (Support/Contract.php).
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	/**
	 * Number of users made so far (unique logins).
	 *
	 * @var int
	 */
	private static $user_count = 0;

	/**
	 * Function/hook names this test expects WordPress to report.
	 *
	 * @var string[]
	 */
	private $expected_incorrect_usage = array();

	/**
	 * Starts the transaction, resets the REST server and logs out.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->suppress_errors( false );
		$wpdb->show_errors( true );
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		add_filter( 'query', array( self::class, 'temporary_tables' ) );

		$this->expected_incorrect_usage = array();
		Strict::reset();
		Contract::reset();
		Mailbox::reset();
		wp_set_current_user( 0 );
		$GLOBALS['wp_rest_server'] = null;
		rest_get_server(); // Fires rest_api_init: every route registers again.
	}

	/**
	 * Rolls back everything the test wrote and drops in-memory copies of it.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' ); // Writes outside a test (setUpBeforeClass) are committed, not left pending.
		remove_filter( 'query', array( self::class, 'temporary_tables' ) );
		wp_cache_flush();
		unset( $GLOBALS['wp_user_roles'] );
		wp_roles()->for_site(); // Roles and caps as stored, without the test's changes.
		$GLOBALS['wp_rest_server'] = null;
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * Fails the test when WordPress reported incorrect usage or a deprecation
	 * it did not expect, or did not report one it expected.
	 */
	protected function assertPostConditions(): void {
		parent::assertPostConditions();
		$unexpected = array();
		$seen       = array();
		foreach ( Strict::records() as $record ) {
			if ( in_array( $record['name'], $this->expected_incorrect_usage, true ) ) {
				$seen[] = $record['name'];
			} else {
				$unexpected[] = $record;
			}
		}
		if ( $unexpected ) {
			$this->fail( "WordPress reported (the tests allow none):\n" . Strict::format( $unexpected ) );
		}
		$broken = Contract::violations();
		if ( $broken ) {
			$this->fail( "Answers that break the API contract (docs/openapi.json):\n- " . implode( "\n- ", array_unique( $broken ) ) );
		}
		$missing = array_diff( $this->expected_incorrect_usage, $seen );
		if ( $missing ) {
			$this->fail( 'Expected WordPress to report incorrect usage of: ' . implode( ', ', $missing ) );
		}
		$this->addToAssertionCount( count( $this->expected_incorrect_usage ) );
	}

	/**
	 * Declares that this test expects _doing_it_wrong() or a _deprecated_*() call
	 * about a function, class, file or hook (the first argument WordPress passes).
	 *
	 * @param string $name Function, class, file or hook name.
	 */
	protected function expect_incorrect_usage( string $name ): void {
		$this->expected_incorrect_usage[] = $name;
	}

	/**
	 * Dispatches a REST request in-process, as the logged-in current user.
	 *
	 * POST, PUT and PATCH send $params as a JSON body; GET, DELETE and others as
	 * query parameters. A query string in $route is honoured too. Errors come back
	 * as responses (status and body { code, message, data }). Authentication
	 * (cookie + nonce) is not checked here: set the user with as_user().
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $route   Route, e.g. '/eventin/v2/events' or '/wp/v2/posts?per_page=5'.
	 * @param array                $params  Body or query parameters.
	 * @param array<string,string> $headers Request headers.
	 * @return WP_REST_Response
	 */
	public function request( string $method, string $route, array $params = array(), array $headers = array() ): WP_REST_Response {
		$method = strtoupper( $method );
		$query  = array();
		$mark   = strpos( $route, '?' );
		if ( false !== $mark ) {
			parse_str( substr( $route, $mark + 1 ), $query );
			$route = substr( $route, 0, $mark );
		}
		$request = new WP_REST_Request( $method, $route );
		if ( in_array( $method, array( 'POST', 'PUT', 'PATCH' ), true ) ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $params ) );
		} else {
			$query = array_merge( $query, $params );
		}
		if ( $query ) {
			$request->set_query_params( $query );
		}
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		return rest_ensure_response( rest_do_request( $request ) );
	}

	/**
	 * A response's data as a client receives it: JSON-decoded arrays, with _links.
	 *
	 * @param WP_REST_Response $response Response.
	 * @return mixed
	 */
	public function json( WP_REST_Response $response ) {
		$data = rest_get_server()->response_to_data( $response, false );
		return json_decode( (string) wp_json_encode( $data ), true );
	}

	/**
	 * Creates a user with a role and returns the id.
	 *
	 * Without $caps, $role must exist (administrator, editor, ..., etn-organizer).
	 * With $caps, $role names a custom role holding exactly $caps plus 'read': it is
	 * created for this test, or reused if it already holds exactly those.
	 *
	 * @param string   $role Role name.
	 * @param string[] $caps Capabilities of a custom role.
	 * @return int User id.
	 */
	public function make_user( string $role, array $caps = array() ): int {
		if ( $caps ) {
			$wanted = array_fill_keys( array_merge( array( 'read' ), $caps ), true );
			$exists = get_role( $role );
			if ( ! $exists ) {
				add_role( $role, ucwords( str_replace( array( '-', '_' ), ' ', $role ) ), $wanted );
			} else {
				$have = array_filter( $exists->capabilities );
				ksort( $have );
				ksort( $wanted );
				if ( $have !== $wanted ) {
					throw new \LogicException( "Role '$role' already exists with other capabilities; name the custom role differently." );
				}
			}
		} elseif ( ! get_role( $role ) ) {
			throw new \InvalidArgumentException( "No role '$role'." );
		}

		$n  = ++self::$user_count;
		$id = wp_insert_user(
			array(
				'user_login'   => "test_user_$n",
				'user_email'   => "test_user_$n@example.org",
				'user_pass'    => 'password',
				'display_name' => "Test User $n ($role)",
				'role'         => $role,
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( 'Cannot create user: ' . $id->get_error_message() );
		}
		return $id;
	}

	/**
	 * Rows of a route × role matrix (`[ role, caps, allowed ]`, role 0 =
	 * anonymous): WordPress's own roles and the speaker roles, all denied,
	 * then the test's own rows (custom roles holding exactly the given keys),
	 * then the administrator, allowed.
	 *
	 * @param array<string,array{0:string,1:string[],2:bool}> $custom Rows between.
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public static function matrix_roles( array $custom ): array {
		return array_merge(
			array(
				'anonymous'    => array( 0, array(), false ),
				'subscriber'   => array( 'subscriber', array(), false ),
				'contributor'  => array( 'contributor', array(), false ),
				'author'       => array( 'author', array(), false ),
				'editor'       => array( 'editor', array(), false ),
				'a speaker'    => array( 'etn-speaker', array(), false ),
				'an organizer' => array( 'etn-organizer', array(), false ),
			),
			$custom,
			array( 'administrator' => array( 'administrator', array(), true ) )
		);
	}

	/**
	 * The user of a matrix row: 0 for anonymous, else a new user of the role
	 * (a custom role holding exactly $caps when given).
	 *
	 * @param string|int $role Role (0 = anonymous).
	 * @param string[]   $caps Caps of a custom role.
	 */
	public function matrix_user( $role, array $caps ): int {
		return 0 === $role ? 0 : $this->make_user( (string) $role, $caps );
	}

	/**
	 * Makes a user the current user: a user id (0 = anonymous) or a role name,
	 * for which a new user with that role is created.
	 *
	 * @param int|string $role_or_id Role name or user id.
	 * @return int The current user's id.
	 */
	public function as_user( $role_or_id ): int {
		$id = is_int( $role_or_id ) ? $role_or_id : $this->make_user( (string) $role_or_id );
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * Asserts a response's HTTP status; on failure shows the route and the body.
	 *
	 * @param int              $expected Expected status.
	 * @param WP_REST_Response $response Response.
	 * @param string           $message  Extra message.
	 */
	public function assertStatus( int $expected, WP_REST_Response $response, string $message = '' ): void {
		$body = wp_json_encode( $response->get_data(), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		$this->assertSame(
			$expected,
			$response->get_status(),
			trim( "$message\nRoute: " . $response->get_matched_route() . "\nBody: $body" )
		);
	}

	/**
	 * Counts the SQL queries $fn sends to the database (cached reads do not count).
	 *
	 * @param callable      $fn      Code to measure.
	 * @param string[]|null $queries Receives the queries, for a failure message.
	 * @return int
	 */
	public function count_queries( callable $fn, ?array &$queries = null ): int {
		// The list tables' rows of earlier writes are written at the end of their request: by now, in a real site.
		PostListTable::flush_all();
		$queries = array();
		$record  = static function ( $sql ) use ( &$queries ) {
			$queries[] = $sql;
			return $sql;
		};
		add_filter( 'query', $record, PHP_INT_MAX );
		try {
			$fn();
		} finally {
			remove_filter( 'query', $record, PHP_INT_MAX );
		}
		return count( $queries );
	}

	/**
	 * Mails wp_mail() would have sent during this test (none is sent).
	 *
	 * @return array<int,array> Each with to, subject, message, headers, attachments.
	 */
	public function mails(): array {
		return Mailbox::sent();
	}

	/**
	 * The 'query' filter while a test runs: CREATE/DROP TABLE would end the
	 * transaction (implicit commit), so they become temporary tables, as in
	 * WordPress core's tests.
	 *
	 * @param string $sql Query.
	 * @return string
	 */
	public static function temporary_tables( $sql ) {
		if ( ! is_string( $sql ) ) {
			return $sql;
		}
		if ( 'CREATE TABLE' === strtoupper( substr( ltrim( $sql ), 0, 12 ) ) ) {
			return substr_replace( ltrim( $sql ), 'CREATE TEMPORARY TABLE', 0, 12 );
		}
		if ( 'DROP TABLE' === strtoupper( substr( ltrim( $sql ), 0, 10 ) ) ) {
			return substr_replace( ltrim( $sql ), 'DROP TEMPORARY TABLE', 0, 10 );
		}
		return $sql;
	}
}
