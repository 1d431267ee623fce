<?php
/**
 * The OpenAPI 3.1 description of every /eventin/v2 route, built from the
 * routes as WordPress holds them: their args, their schema callbacks and the
 * keys our controllers add to an endpoint (summary, permission, response).
 *
 * @package EventinPro
 */

namespace EventinPro\Rest\OpenApi;

use EventinPro\Rest\Controller;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Document generator. Nothing in it is written by hand per route: a route
 * that needs more than its args and schema say declares it where it is
 * registered (see Controller's endpoint keys).
 *
 * Endpoint keys read here (WordPress keeps unknown keys of an endpoint):
 * - `summary`: one line; derived from the handler's name when absent.
 * - `permission`: the capability the route needs; the controller's own
 *   ($capability) when absent. `permission_note`: what else is checked.
 * - `response`: `status`, `shape` (item, list, array, deleted, bulk),
 *   `schema` (a WordPress schema; the route's schema when absent) and
 *   `content_type` (application/json when absent).
 * A handler with `__return_true` as permission is public.
 */
final class Document {

	public const OPENAPI = '3.1.0';

	/**
	 * Methods in the order a path lists them.
	 */
	private const METHODS = array( 'GET', 'POST', 'PUT', 'PATCH', 'DELETE' );

	/**
	 * Response of the standard handlers: status and shape.
	 */
	private const STANDARD = array(
		'get_items'    => array( 200, 'list' ),
		'get_item'     => array( 200, 'item' ),
		'create_item'  => array( 201, 'item' ),
		'update_item'  => array( 200, 'item' ),
		'delete_item'  => array( 200, 'deleted' ),
		'delete_items' => array( 200, 'bulk' ),
		'clone_item'   => array( 201, 'item' ),
	);

	/**
	 * Component schemas collected while building: name => schema.
	 *
	 * @var array<string,array<string,mixed>>
	 */
	private $components = array();

	/**
	 * Tags used: name => true.
	 *
	 * @var array<string,bool>
	 */
	private $tags = array();

	/**
	 * The document for the routes a server holds.
	 *
	 * @param WP_REST_Server $server REST server.
	 * @return array<string,mixed>
	 */
	public static function build( WP_REST_Server $server ): array {
		return ( new self() )->document( $server );
	}

	/**
	 * The document as JSON: pretty, slashes and Unicode kept, a final newline.
	 *
	 * @param array<string,mixed> $document Document.
	 */
	public static function to_json( array $document ): string {
		return wp_json_encode( $document, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n";
	}

	/**
	 * Builds the document.
	 *
	 * @param WP_REST_Server $server REST server.
	 * @return array<string,mixed>
	 */
	private function document( WP_REST_Server $server ): array {
		$namespace = Controller::NAMESPACE_V2;
		$paths     = array();
		foreach ( $server->get_routes( $namespace ) as $route => $endpoints ) {
			if ( '/' . $namespace === $route ) {
				continue; // WordPress's own index of the namespace.
			}
			list( $path, $path_params ) = self::path( $route );
			$options                    = $server->get_route_options( $route ) ?? array();
			foreach ( $endpoints as $endpoint ) {
				foreach ( self::METHODS as $method ) {
					if ( empty( $endpoint['methods'][ $method ] ) ) {
						continue;
					}
					$paths[ $path ][ strtolower( $method ) ] = $this->operation( $method, $path, $path_params, $endpoint, $options );
				}
			}
		}
		ksort( $paths );
		ksort( $this->components );
		ksort( $this->tags );

		$tags = array();
		foreach ( array_keys( $this->tags ) as $tag ) {
			$tags[] = array( 'name' => $tag );
		}

		return array(
			'openapi'    => self::OPENAPI,
			'info'       => array(
				'title'       => 'Eventin Pro REST API',
				'version'     => defined( 'EVENTIN_PRO_VERSION' ) ? EVENTIN_PRO_VERSION : '0',
				'description' => 'Every route of the `eventin/v2` namespace, generated from the routes the plugin registers. '
					. 'Served to administrators at `GET /wp-json/eventin/v2/openapi`. A request from the browser authenticates with '
					. 'the logged-in cookie and the REST nonce (`X-WP-Nonce`), another client with an application password. '
					. 'Each operation names the permission it needs (`x-permission`), a WordPress capability; administrators hold them all.',
			),
			'servers'    => array( array( 'url' => '/wp-json' ) ),
			'tags'       => $tags,
			'paths'      => $paths,
			'components' => array(
				'schemas'         => array_merge( self::shared_schemas(), $this->components ),
				'responses'       => self::error_responses(),
				'headers'         => array(
					'Total'      => array(
						'description' => 'Number of matching items.',
						'schema'      => array( 'type' => 'integer' ),
					),
					'TotalPages' => array(
						'description' => 'Number of pages at this page size.',
						'schema'      => array( 'type' => 'integer' ),
					),
				),
				'securitySchemes' => array(
					'wpNonce'             => array(
						'type'        => 'apiKey',
						'in'          => 'header',
						'name'        => 'X-WP-Nonce',
						'description' => 'WordPress\'s logged-in cookie plus the nonce of the action wp_rest.',
					),
					'applicationPassword' => array(
						'type'        => 'http',
						'scheme'      => 'basic',
						'description' => 'A WordPress application password.',
					),
				),
			),
		);
	}

	/**
	 * A WordPress route as an OpenAPI path and its named groups:
	 * `/events/(?P<id>[\d]+)` is `/eventin/v2/events/{id}` with id => `[\d]+`.
	 *
	 * @param string $route Route regex.
	 * @return array{0:string,1:array<string,string>}
	 */
	public static function path( string $route ): array {
		$path   = '';
		$params = array();
		$length = strlen( $route );
		for ( $i = 0; $i < $length; $i++ ) {
			if ( '(' === $route[ $i ] && preg_match( '/\G\(\?P<([A-Za-z_][A-Za-z0-9_]*)>/', $route, $match, 0, $i ) ) {
				$depth = 0;
				$start = $i + strlen( $match[0] );
				for ( $j = $i; $j < $length; $j++ ) {
					if ( '\\' === $route[ $j ] ) {
						++$j;
					} elseif ( '(' === $route[ $j ] ) {
						++$depth;
					} elseif ( ')' === $route[ $j ] && 0 === --$depth ) {
						break;
					}
				}
				$params[ $match[1] ] = substr( $route, $start, $j - $start );
				$path               .= '{' . $match[1] . '}';
				$i                   = $j;
				continue;
			}
			$path .= $route[ $i ];
		}
		return array( $path, $params );
	}

	/**
	 * One operation.
	 *
	 * @param string                $method      HTTP method.
	 * @param string                $path        OpenAPI path.
	 * @param array<string,string>  $path_params Path parameter => regex.
	 * @param array<string,mixed>   $endpoint    Endpoint as WordPress holds it.
	 * @param array<string,mixed>   $options     Route options (schema).
	 * @return array<string,mixed>
	 */
	private function operation( string $method, string $path, array $path_params, array $endpoint, array $options ): array {
		$owner   = self::owner( $endpoint );
		$handler = is_array( $endpoint['callback'] ) ? (string) $endpoint['callback'][1] : '';
		$args    = isset( $endpoint['args'] ) && is_array( $endpoint['args'] ) ? $endpoint['args'] : array();
		$public  = '__return_true' === ( $endpoint['permission_callback'] ?? null );
		$tag     = self::tag( $owner );
		$schema  = self::item_schema( $options, $owner );

		$this->tags[ $tag ] = true;

		$operation = array(
			'operationId' => self::operation_id( $method, $path ),
			'summary'     => isset( $endpoint['summary'] ) ? (string) $endpoint['summary'] : self::summary( $handler, $schema, $path ),
			'tags'        => array( $tag ),
		);

		$description = array();
		if ( $public ) {
			$description[]         = 'Public: answered to anyone, logged in or not.';
			$operation['security'] = array();
		} else {
			$permission = isset( $endpoint['permission'] ) ? (string) $endpoint['permission'] : ( $owner instanceof Controller ? $owner->permission() : '' );
			if ( '' === $permission ) {
				throw new \LogicException( sprintf( '%s %s: no permission declared (add a `permission` key to the endpoint).', $method, $path ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a developer's message, never printed to a page.
			}
			$description[]             = sprintf( 'Needs the permission `%s`.', $permission );
			$operation['x-permission'] = $permission;
			$operation['security']     = array(
				array( 'wpNonce' => array() ),
				array( 'applicationPassword' => array() ),
			);
		}
		if ( isset( $endpoint['permission_note'] ) ) {
			$description[] = (string) $endpoint['permission_note'];
		}
		$operation['description'] = implode( ' ', $description );

		$parameters = array();
		foreach ( $path_params as $name => $regex ) {
			$parameters[] = self::path_parameter( $name, $regex, isset( $args[ $name ] ) ? (array) $args[ $name ] : array() );
		}
		$body = array();
		foreach ( $args as $name => $arg ) {
			if ( isset( $path_params[ $name ] ) ) {
				continue;
			}
			if ( in_array( $method, array( 'GET', 'DELETE' ), true ) ) {
				$parameters[] = self::query_parameter( (string) $name, (array) $arg );
			} else {
				$body[ $name ] = (array) $arg;
			}
		}
		if ( $parameters ) {
			$operation['parameters'] = $parameters;
		}
		if ( $body ) {
			$operation['requestBody'] = array(
				'required' => (bool) array_filter( array_column( $body, 'required' ) ),
				'content'  => array(
					'application/json' => array(
						'schema' => Schema::convert(
							array(
								'type'       => 'object',
								'properties' => $body,
							),
							false
						),
					),
				),
			);
		}

		$operation['responses'] = $this->responses( $method, $path, $handler, $endpoint, $schema, $public, (bool) $args, (bool) $path_params );
		return $operation;
	}

	/**
	 * The responses of an operation: its success, then the errors it can give.
	 *
	 * @param string                   $method   HTTP method.
	 * @param string                   $path     OpenAPI path.
	 * @param string                   $handler  Handler method name.
	 * @param array<string,mixed>      $endpoint Endpoint.
	 * @param array<string,mixed>|null $schema   Route's item schema.
	 * @param bool                     $public   Whether the route is public.
	 * @param bool                     $has_args Whether it takes args.
	 * @param bool                     $has_id   Whether its path names an item.
	 * @return array<int|string,mixed> By status (an int key in PHP, a string in JSON), then 'default'.
	 */
	private function responses( string $method, string $path, string $handler, array $endpoint, ?array $schema, bool $public, bool $has_args, bool $has_id ): array {
		$declared               = isset( $endpoint['response'] ) && is_array( $endpoint['response'] ) ? $endpoint['response'] : array();
		list( $status, $shape ) = self::STANDARD[ $handler ] ?? array( 200, 'item' );
		$status                 = (int) ( $declared['statuses'][0] ?? $declared['status'] ?? $status );
		$shape                  = (string) ( $declared['shape'] ?? $shape );
		$content_type           = (string) ( $declared['content_type'] ?? 'application/json' );
		if ( isset( $declared['schema'] ) ) {
			$schema = is_callable( $declared['schema'] ) ? (array) call_user_func( $declared['schema'] ) : (array) $declared['schema'];
		}

		$success = array( 'description' => self::status_text( $status ) );
		if ( 'application/json' !== $content_type ) {
			$success['content'] = array(
				$content_type => array(
					'schema' => array(
						'type'   => 'string',
						'format' => 'binary',
					),
				),
			);
		} else {
			if ( null === $schema && 'bulk' !== $shape ) {
				throw new \LogicException( sprintf( '%s %s: no response schema (give the route a schema or the endpoint a `response`).', $method, $path ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a developer's message, never printed to a page.
			}
			$item               = null === $schema ? array() : $this->component( $schema );
			$success['content'] = array( 'application/json' => array( 'schema' => self::shape( $shape, $item ) ) );
			if ( in_array( $shape, array( 'list', 'array' ), true ) ) {
				$success['headers'] = array(
					'X-WP-Total'      => array( '$ref' => '#/components/headers/Total' ),
					'X-WP-TotalPages' => array( '$ref' => '#/components/headers/TotalPages' ),
				);
			}
		}
		if ( isset( $declared['headers'] ) ) {
			$success['headers'] = (array) $declared['headers'];
		}

		$responses = array();
		foreach ( isset( $declared['statuses'] ) ? (array) $declared['statuses'] : array( $status ) as $code ) {
			$responses[ (string) $code ] = array( 'description' => self::status_text( (int) $code ) ) + $success;
		}
		if ( $has_args ) {
			$responses['400'] = array( '$ref' => '#/components/responses/BadRequest' );
		}
		if ( ! $public ) {
			$responses['401'] = array( '$ref' => '#/components/responses/Unauthorized' );
			$responses['403'] = array( '$ref' => '#/components/responses/Forbidden' );
		}
		if ( $has_id ) {
			$responses['404'] = array( '$ref' => '#/components/responses/NotFound' );
		}
		ksort( $responses );
		$responses['default'] = array( '$ref' => '#/components/responses/Error' );
		return $responses;
	}

	/**
	 * The body of a success of a given shape around the item schema.
	 *
	 * @param string              $shape item, list, array, deleted or bulk.
	 * @param array<string,mixed> $item  Item schema or its reference.
	 * @return array<string,mixed>
	 */
	private static function shape( string $shape, array $item ): array {
		switch ( $shape ) {
			case 'list':
				return array(
					'type'                 => 'object',
					'properties'           => array(
						'items'       => array(
							'type'  => 'array',
							'items' => $item,
						),
						'total_items' => array(
							'type'    => 'integer',
							'minimum' => 0,
						),
					),
					'required'             => array( 'items', 'total_items' ),
					'additionalProperties' => false,
				);
			case 'array':
				return array(
					'type'  => 'array',
					'items' => $item,
				);
			case 'deleted':
				return array(
					'type'                 => 'object',
					'properties'           => array(
						'deleted'  => array(
							'type'  => 'boolean',
							'const' => true,
						),
						'previous' => $item,
					),
					'required'             => array( 'deleted', 'previous' ),
					'additionalProperties' => false,
				);
			case 'bulk':
				return array( '$ref' => '#/components/schemas/BulkResult' );
			default:
				return $item;
		}
	}

	/**
	 * A response schema as a reusable component named after its title (the
	 * schema inline when it has none).
	 *
	 * @param array<string,mixed> $schema WordPress schema.
	 * @return array<string,mixed>
	 */
	private function component( array $schema ): array {
		$converted = Schema::convert( $schema, true );
		unset( $converted['title'] );
		if ( isset( $converted['properties'] ) && is_array( $converted['properties'] ) && isset( $schema['title'] ) ) {
			$converted['properties']['_links'] = array( '$ref' => '#/components/schemas/Links' );
		}
		if ( empty( $schema['title'] ) ) {
			return $converted;
		}
		$name = str_replace( ' ', '', ucwords( str_replace( array( '-', '_' ), ' ', (string) preg_replace( '/^eventin[-_]/', '', (string) $schema['title'] ) ) ) );
		$base = $name;
		for ( $n = 2; isset( $this->components[ $name ] ) && $this->components[ $name ] !== $converted; $n++ ) {
			$name = $base . $n;
		}
		$this->components[ $name ] = $converted;
		return array( '$ref' => '#/components/schemas/' . $name );
	}

	/**
	 * The object that registered the endpoint's callback, if any.
	 *
	 * @param array<string,mixed> $endpoint Endpoint.
	 * @return object|null
	 */
	private static function owner( array $endpoint ) {
		return is_array( $endpoint['callback'] ) && is_object( $endpoint['callback'][0] ) ? $endpoint['callback'][0] : null;
	}

	/**
	 * The feature a handler belongs to: `EventinPro\Events\…` is Events,
	 * `EventinPro\Rest\OpenApi\…` (a feature inside the shared Rest folder) OpenApi.
	 *
	 * @param object|null $owner Handler's object.
	 */
	private static function tag( $owner ): string {
		$parts = null === $owner ? array() : explode( '\\', get_class( $owner ) );
		if ( isset( $parts[1], $parts[3] ) && 'Rest' === $parts[1] ) {
			array_splice( $parts, 1, 1 );
		}
		return isset( $parts[1] ) && 'EventinPro' === $parts[0] ? $parts[1] : 'Other';
	}

	/**
	 * The route's item schema: its schema callback's, else its controller's.
	 *
	 * @param array<string,mixed> $options Route options.
	 * @param object|null         $owner   Handler's object.
	 * @return array<string,mixed>|null
	 */
	private static function item_schema( array $options, $owner ): ?array {
		if ( isset( $options['schema'] ) && is_callable( $options['schema'] ) ) {
			return (array) call_user_func( $options['schema'] );
		}
		if ( $owner instanceof \WP_REST_Controller ) {
			$schema = $owner->get_public_item_schema();
			if ( ! empty( $schema['properties'] ) ) {
				return $schema;
			}
		}
		return null;
	}

	/**
	 * `get /eventin/v2/events/{id}/clone` is getEventsIdClone.
	 *
	 * @param string $method HTTP method.
	 * @param string $path   OpenAPI path.
	 */
	public static function operation_id( string $method, string $path ): string {
		$words = preg_split( '/[^A-Za-z0-9]+/', substr( $path, strlen( '/' . Controller::NAMESPACE_V2 ) ), -1, PREG_SPLIT_NO_EMPTY );
		return strtolower( $method ) . implode( '', array_map( 'ucfirst', false === $words ? array() : $words ) );
	}

	/**
	 * A summary from a standard handler's name and the resource.
	 *
	 * @param string                   $handler Handler method.
	 * @param array<string,mixed>|null $schema  Item schema.
	 * @param string                   $path    OpenAPI path.
	 */
	private static function summary( string $handler, ?array $schema, string $path ): string {
		$noun  = trim( str_replace( array( '-', '_' ), ' ', (string) preg_replace( '/^eventin[-_]/', '', (string) ( $schema['title'] ?? '' ) ) ) );
		$noun  = (string) preg_replace( array( '/ies$/', '/s$/' ), array( 'y', '' ), $noun );
		$many  = (string) preg_replace( array( '/y$/', '/([^s])$/' ), array( 'ies', '$1s' ), $noun );
		$a     = preg_match( '/^[aeiou]/', $noun ) ? 'an' : 'a';
		$verbs = array(
			'get_items'    => "List $many",
			'get_item'     => "Get one $noun",
			'create_item'  => "Create $a $noun",
			'update_item'  => "Update $a $noun",
			'delete_item'  => "Delete $a $noun",
			'delete_items' => "Delete several $many",
			'clone_item'   => "Clone $a $noun",
		);
		if ( isset( $verbs[ $handler ] ) && '' !== $noun ) {
			return $verbs[ $handler ];
		}
		throw new \LogicException( sprintf( '%s: no summary (add a `summary` key to the endpoint).', $path ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a developer's message, never printed to a page.
	}

	/**
	 * A path parameter, typed from its arg, else from its pattern.
	 *
	 * @param string              $name  Name.
	 * @param string              $regex Pattern in the route.
	 * @param array<string,mixed> $arg   Its arg, if the route declares one.
	 * @return array<string,mixed>
	 */
	private static function path_parameter( string $name, string $regex, array $arg ): array {
		$schema = Schema::convert( $arg, false );
		unset( $schema['description'], $schema['default'] );
		$digits = in_array( $regex, array( '\d+', '[\d]+', '[0-9]+' ), true );
		if ( ! isset( $schema['type'] ) ) {
			$schema['type'] = $digits ? 'integer' : 'string';
		}
		if ( 'string' === $schema['type'] && ! isset( $schema['pattern'] ) ) {
			$schema['pattern'] = '^' . $regex . '$';
		}
		if ( 'integer' === $schema['type'] && $digits && ! isset( $schema['minimum'] ) ) {
			$schema['minimum'] = 0;
		}
		$parameter = array(
			'name'     => $name,
			'in'       => 'path',
			'required' => true,
		);
		if ( isset( $arg['description'] ) ) {
			$parameter['description'] = (string) $arg['description'];
		}
		$parameter['schema'] = $schema;
		return $parameter;
	}

	/**
	 * A query parameter from an endpoint arg.
	 *
	 * @param string              $name Name.
	 * @param array<string,mixed> $arg  Arg.
	 * @return array<string,mixed>
	 */
	private static function query_parameter( string $name, array $arg ): array {
		$schema    = Schema::convert( $arg, false );
		$parameter = array(
			'name' => $name,
			'in'   => 'query',
		);
		if ( isset( $schema['description'] ) ) {
			$parameter['description'] = $schema['description'];
			unset( $schema['description'] );
		}
		if ( ! empty( $arg['required'] ) ) {
			$parameter['required'] = true;
		}
		$parameter['schema'] = $schema;
		return $parameter;
	}

	/**
	 * The reason phrase of a success status.
	 *
	 * @param int $status Status.
	 */
	private static function status_text( int $status ): string {
		$text = get_status_header_desc( $status );
		return '' === $text ? (string) $status : $text;
	}

	/**
	 * Schemas every operation shares: the error, links, a bulk result.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private static function shared_schemas(): array {
		$error = array(
			'type'                 => 'object',
			'properties'           => array(
				'code'    => array(
					'type'        => 'string',
					'description' => 'Stable error code, e.g. rest_invalid_param.',
				),
				'message' => array(
					'type'        => 'string',
					'description' => 'Human message, in the site\'s language.',
				),
				'data'    => array(
					'type'        => array( 'object', 'null' ),
					'properties'  => array(
						'status'  => array( 'type' => 'integer' ),
						'params'  => array(
							'type'                 => array( 'object', 'array' ),
							'description'          => 'Invalid field => reason (400 rest_invalid_param), or the missing fields\' names (400 rest_missing_callback_param).',
							'items'                => array( 'type' => 'string' ),
							'additionalProperties' => array( 'type' => 'string' ),
						),
						'details' => array(
							'type'                 => 'object',
							'description'          => 'Invalid field => its own error.',
							'additionalProperties' => array( 'type' => 'object' ),
						),
					),
					'description' => 'The status, and for some errors more keys (an RSVP limit\'s `left` and `offer`, a license server\'s `reason`).',
				),
			),
			'required'             => array( 'code', 'message' ),
			'additionalProperties' => false,
		);

		$error_with_more                                    = $error;
		$error_with_more['properties']['additional_errors'] = array(
			'type'  => 'array',
			'items' => $error,
		);

		return array(
			'BulkResult' => array(
				'type'                 => 'object',
				'description'          => 'What a bulk action did: the ids it deleted and each failure with its reason.',
				'properties'           => array(
					'deleted' => array(
						'type'  => 'array',
						'items' => array( 'type' => 'integer' ),
					),
					'failed'  => array(
						'type'  => 'array',
						'items' => array(
							'type'                 => 'object',
							'properties'           => array(
								'id'      => array( 'type' => 'integer' ),
								'message' => array( 'type' => 'string' ),
							),
							'required'             => array( 'id', 'message' ),
							'additionalProperties' => false,
						),
					),
				),
				'required'             => array( 'deleted', 'failed' ),
				'additionalProperties' => false,
			),
			'Error'      => $error_with_more,
			'Links'      => array(
				'type'        => 'object',
				'description' => 'HAL links WordPress adds to a resource (`self`, …).',
				'readOnly'    => true,
			),
		);
	}

	/**
	 * The shared error responses.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private static function error_responses(): array {
		$responses = array();
		foreach (
			array(
				'BadRequest'   => 'Invalid parameters: `rest_invalid_param` or `rest_missing_callback_param`, with `data.params` naming each field.',
				'Error'        => 'Any other error (409 conflict, 429 too many requests, 500 …).',
				'Forbidden'    => 'Logged in without the permission.',
				'NotFound'     => 'No such item.',
				'Unauthorized' => 'Not logged in.',
			) as $name => $text
		) {
			$responses[ $name ] = array(
				'description' => $text,
				'content'     => array( 'application/json' => array( 'schema' => array( '$ref' => '#/components/schemas/Error' ) ) ),
			);
		}
		return $responses;
	}
}
