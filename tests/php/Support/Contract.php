<?php
/**
 * The API contract: every answer of an /eventin/v2 route that a test gets is
 * checked against docs/openapi.json for its route, method and status.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

use EventinPro\Rest\OpenApi\Document;
use WP_Error;
use WP_REST_Request;

/**
 * Records each answer that breaks the document; TestCase fails the test that
 * made the request. The schema checks are WordPress's own
 * (rest_validate_value_from_schema); before them, every object is closed: a
 * field the document does not describe is a violation, named by its JSON path.
 * Answers that are not JSON (CSV exports) are checked for their content type.
 */
final class Contract {

	/**
	 * Violations since the last reset.
	 *
	 * @var string[]
	 */
	private static $violations = array();

	/**
	 * The document, decoded once.
	 *
	 * @var array<string,mixed>|null
	 */
	private static $document;

	/**
	 * Answers checked by operation and status ("GET /eventin/v2/events 200" => n).
	 *
	 * @var array<string,int>
	 */
	private static $seen = array();

	/**
	 * Answers checked, and the seconds the checks took, in this run.
	 *
	 * @var array{count:int,seconds:float}
	 */
	private static $spent = array(
		'count'   => 0,
		'seconds' => 0.0,
	);

	/**
	 * Starts watching every REST answer (once per run) and reports the cost
	 * at the end of the run.
	 */
	public static function watch(): void {
		add_filter( 'rest_request_after_callbacks', array( self::class, 'check' ), PHP_INT_MAX, 3 );
		register_shutdown_function( array( self::class, 'report' ) );
	}

	/**
	 * At the end of the run: the cost of the checks, and how many of the
	 * document's operations answered a success (.cache/phpunit/api-contract.json
	 * lists each operation and status with its number of answers).
	 */
	public static function report(): void {
		if ( ! self::$spent['count'] ) {
			return;
		}
		$operations = 0;
		$succeeded  = 0;
		foreach ( self::document()['paths'] as $path => $methods ) {
			foreach ( $methods as $method => $operation ) {
				++$operations;
				foreach ( array_keys( $operation['responses'] ) as $status ) {
					if ( '2' === substr( (string) $status, 0, 1 ) && isset( self::$seen[ strtoupper( $method ) . " $path $status" ] ) ) {
						++$succeeded;
						break;
					}
				}
			}
		}
		ksort( self::$seen );
		file_put_contents( Site::root() . '/.cache/phpunit/api-contract.json', wp_json_encode( self::$seen, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a test report.
		fprintf( STDERR, "API contract: %d answers checked in %.1f s; %d of %d operations answered a success\n", self::$spent['count'], self::$spent['seconds'], $succeeded, $operations );
	}

	/**
	 * Forgets the violations (a new test starts).
	 */
	public static function reset(): void {
		self::$violations = array();
	}

	/**
	 * Violations since the last reset.
	 *
	 * @return string[]
	 */
	public static function violations(): array {
		return self::$violations;
	}

	/**
	 * The rest_request_after_callbacks filter: checks, never changes, the answer.
	 *
	 * @param mixed           $response Answer (WP_REST_Response, WP_Error, data).
	 * @param array           $handler  Matched endpoint.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function check( $response, $handler, $request ) {
		if ( ! $request instanceof WP_REST_Request || 0 !== strpos( $request->get_route(), '/eventin/v2/' ) ) {
			return $response;
		}
		$started = microtime( true );
		$problem = self::problem( $response, (array) $handler, $request );
		if ( null !== $problem ) {
			self::$violations[] = $problem;
		}
		++self::$spent['count'];
		self::$spent['seconds'] += microtime( true ) - $started;
		return $response;
	}

	/**
	 * What is wrong with an answer, or null.
	 *
	 * @param mixed           $response Answer.
	 * @param array           $handler  Endpoint.
	 * @param WP_REST_Request $request  Request.
	 */
	private static function problem( $response, array $handler, WP_REST_Request $request ): ?string {
		$route = self::route( $handler, $request );
		if ( null === $route ) {
			return strtoupper( $request->get_method() ) . ' ' . $request->get_route() . ': answered by an endpoint of no eventin/v2 route';
		}
		$method   = 'HEAD' === $request->get_method() ? 'get' : strtolower( $request->get_method() );
		$path     = Document::path( $route )[0];
		$response = $response instanceof WP_Error ? rest_convert_error_to_response( $response ) : rest_ensure_response( $response );
		$status   = $response->get_status();
		$where    = strtoupper( $method ) . " $path $status";
		$document = self::document();

		self::$seen[ $where ] = ( self::$seen[ $where ] ?? 0 ) + 1;

		$operation = $document['paths'][ $path ][ $method ] ?? null;
		if ( null === $operation ) {
			return "$where: the route and method are not in docs/openapi.json";
		}
		$declared = $operation['responses'][ (string) $status ] ?? $operation['responses']['default'] ?? null;
		if ( null === $declared ) {
			return "$where: docs/openapi.json declares no response with this status";
		}
		$declared = self::resolve( $declared );

		$headers = array_change_key_case( $response->get_headers(), CASE_LOWER );
		$type    = strtolower( trim( explode( ';', (string) ( $headers['content-type'] ?? 'application/json' ) )[0] ) );
		$content = $declared['content'] ?? array();
		if ( ! isset( $content[ $type ] ) ) {
			return "$where: content type $type, the document says " . implode( ', ', array_keys( $content ) );
		}
		if ( 'application/json' !== $type ) {
			return null;
		}
		$data   = json_decode( (string) wp_json_encode( $response->get_data() ), true );
		$schema = self::for_wordpress( self::resolve( $content[ $type ]['schema'] ?? array() ) );
		$extra  = self::undescribed( $data, $schema, '$' );
		if ( null !== $extra ) {
			return "$where: $extra";
		}
		$valid = rest_validate_value_from_schema( $data, $schema, '$' );
		if ( is_wp_error( $valid ) ) {
			return "$where: " . self::json_path( $valid->get_error_message() );
		}
		return null;
	}

	/**
	 * The route regex a request matched, found by its endpoint.
	 *
	 * @param array           $handler Endpoint.
	 * @param WP_REST_Request $request Request.
	 */
	private static function route( array $handler, WP_REST_Request $request ): ?string {
		foreach ( rest_get_server()->get_routes( 'eventin/v2' ) as $route => $endpoints ) {
			if ( '/eventin/v2' !== $route && preg_match( '@^' . $route . '$@i', $request->get_route() ) && in_array( $handler, $endpoints, true ) ) {
				return $route;
			}
		}
		return null;
	}

	/**
	 * The document (docs/openapi.json, kept equal to the routes by OpenApiTest).
	 *
	 * @return array<string,mixed>
	 */
	private static function document(): array {
		if ( null === self::$document ) {
			self::$document = json_decode( (string) file_get_contents( Site::root() . '/docs/openapi.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a repository file.
		}
		return self::$document;
	}

	/**
	 * A schema with every `$ref` replaced by what it points to.
	 *
	 * @param mixed $schema Schema or part of one.
	 * @return mixed
	 */
	private static function resolve( $schema ) {
		if ( ! is_array( $schema ) ) {
			return $schema;
		}
		if ( isset( $schema['$ref'] ) && is_string( $schema['$ref'] ) ) {
			$target = self::document();
			foreach ( explode( '/', substr( $schema['$ref'], 2 ) ) as $part ) {
				$target = $target[ $part ];
			}
			return self::resolve( $target );
		}
		foreach ( $schema as $key => $value ) {
			$schema[ $key ] = self::resolve( $value );
		}
		return $schema;
	}

	/**
	 * OpenAPI's schema in WordPress's dialect: a schema without a type
	 * accepts any (WordPress asks for a type), numeric exclusive bounds as
	 * draft 4's booleans.
	 *
	 * @param array<string,mixed> $schema Schema.
	 * @return array<string,mixed>
	 */
	private static function for_wordpress( array $schema ): array {
		if ( ! isset( $schema['type'] ) && ! isset( $schema['anyOf'] ) && ! isset( $schema['oneOf'] ) ) {
			$schema['type'] = array( 'object', 'array', 'string', 'number', 'boolean', 'null' );
		}
		foreach ( array( 'Minimum', 'Maximum' ) as $bound ) {
			if ( isset( $schema[ 'exclusive' . $bound ] ) && ! is_bool( $schema[ 'exclusive' . $bound ] ) ) {
				$schema[ strtolower( $bound ) ] = $schema[ 'exclusive' . $bound ];
				$schema[ 'exclusive' . $bound ] = true;
			}
		}
		foreach ( array( 'items', 'additionalProperties' ) as $key ) {
			if ( isset( $schema[ $key ] ) && is_array( $schema[ $key ] ) ) {
				$schema[ $key ] = self::for_wordpress( $schema[ $key ] );
			}
		}
		foreach ( array( 'properties', 'patternProperties' ) as $key ) {
			foreach ( (array) ( $schema[ $key ] ?? array() ) as $name => $property ) {
				$schema[ $key ][ $name ] = self::for_wordpress( (array) $property );
			}
		}
		foreach ( array( 'anyOf', 'oneOf' ) as $key ) {
			foreach ( (array) ( $schema[ $key ] ?? array() ) as $n => $option ) {
				$schema[ $key ][ $n ] = self::for_wordpress( (array) $option );
			}
		}
		return $schema;
	}

	/**
	 * The first value, by JSON path, that is not of its schema's JSON type, or
	 * a field of an object whose schema is closed and does not describe it;
	 * null when there is none. The types are JSON's, strictly: WordPress's
	 * own check takes "12" for an integer and "1" for a boolean, which a
	 * client reading the JSON does not.
	 *
	 * @param mixed               $value  Value.
	 * @param array<string,mixed> $schema Its schema.
	 * @param string              $path   Its JSON path.
	 */
	private static function undescribed( $value, array $schema, string $path ): ?string {
		if ( isset( $schema['type'] ) && ! isset( $schema['anyOf'] ) && ! isset( $schema['oneOf'] ) ) {
			$types = (array) $schema['type'];
			$is    = self::json_types( $value );
			if ( ! array_intersect( $is, $types ) ) {
				return sprintf( '%s is %s, the document says %s', $path, $is[0], implode( ' or ', $types ) );
			}
		}
		if ( ! is_array( $value ) ) {
			return null;
		}
		if ( wp_is_numeric_array( $value ) && isset( $schema['items'] ) && is_array( $schema['items'] ) ) {
			foreach ( $value as $n => $item ) {
				$found = self::undescribed( $item, $schema['items'], $path . '[' . $n . ']' );
				if ( null !== $found ) {
					return $found;
				}
			}
			return null;
		}
		if ( ( ! isset( $schema['properties'] ) && ! is_array( $schema['additionalProperties'] ?? null ) ) || wp_is_numeric_array( $value ) ) {
			return null;
		}
		foreach ( $value as $name => $field ) {
			$child = $path . '.' . $name;
			if ( isset( $schema['properties'][ $name ] ) ) {
				$found = self::undescribed( $field, (array) $schema['properties'][ $name ], $child );
			} elseif ( is_array( $schema['additionalProperties'] ?? null ) ) {
				$found = self::undescribed( $field, $schema['additionalProperties'], $child );
			} elseif ( false === ( $schema['additionalProperties'] ?? true ) ) {
				$found = "$child is not described by the document (the object is closed)";
			} else {
				$found = null;
			}
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
	}

	/**
	 * The JSON types a decoded value has: an integral number is an integer and
	 * a number, an empty array an array and an object.
	 *
	 * @param mixed $value Value.
	 * @return string[]
	 */
	private static function json_types( $value ): array {
		if ( null === $value ) {
			return array( 'null' );
		}
		if ( is_bool( $value ) ) {
			return array( 'boolean' );
		}
		if ( is_int( $value ) || ( is_float( $value ) && floor( $value ) === $value ) ) {
			return array( 'integer', 'number' );
		}
		if ( is_float( $value ) ) {
			return array( 'number' );
		}
		if ( is_string( $value ) ) {
			return array( 'string' );
		}
		if ( array() === $value ) {
			return array( 'array', 'object' );
		}
		return wp_is_numeric_array( $value ) ? array( 'array' ) : array( 'object' );
	}

	/**
	 * WordPress's `$[items][0][title]` as a JSON path, `$.items[0].title`.
	 *
	 * @param string $message WordPress's message.
	 */
	private static function json_path( string $message ): string {
		return (string) preg_replace_callback(
			'/\$((?:\[[^\]]*\])+)/',
			static function ( array $match ): string {
				return '$' . preg_replace_callback(
					'/\[([^\]]*)\]/',
					static function ( array $part ): string {
						return ctype_digit( $part[1] ) ? '[' . $part[1] . ']' : '.' . $part[1];
					},
					$match[1]
				);
			},
			$message
		);
	}
}
