<?php
/**
 * What the attendee and booking controllers share: routes declared as rows,
 * the list with API items built a page at a time, filters, the CSV export's
 * paging, and errors that keep their own 4xx status.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

use EventinPro\Rest\ResourceController;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Base of AttendeesController and the Bookings feature's BookingsController
 * (which depends on this feature).
 *
 * @template TService of ListService
 * @extends ResourceController<TService>
 */
abstract class ListController extends ResourceController {

	/**
	 * API items of a page of service items, in a constant number of queries.
	 *
	 * @param array<int,array<string,mixed>> $items Items as the service returns them.
	 * @return array<int,array<string,mixed>>
	 */
	abstract public function api_items( array $items ): array;

	/**
	 * Names of the list's filters (besides search and paging).
	 *
	 * @return string[]
	 */
	abstract protected function filter_names(): array;

	/**
	 * Registers one path of the base: [method, callback, permission callback, args] per endpoint.
	 *
	 * @param string                                                             $path      Path after the base.
	 * @param array<int,array{0:string,1:string,2:string,3:array<string,mixed>}> $endpoints Endpoints.
	 * @param callable|null                                                      $schema    Schema callback.
	 * @param array<string,mixed>                                                $path_args Arguments of the path.
	 */
	protected function route( string $path, array $endpoints, ?callable $schema = null, array $path_args = array() ): void {
		$route = $path_args ? array( 'args' => $path_args ) : array();
		foreach ( $endpoints as list( $methods, $callback, $permission, $args ) ) {
			$route[] = $this->endpoint(
				$callback,
				array(
					'methods'             => $methods,
					'callback'            => array( $this, $callback ),
					'permission_callback' => array( $this, $permission ),
					'args'                => $args,
				)
			);
		}
		if ( $schema ) {
			$route['schema'] = $schema;
		}
		register_rest_route( $this->namespace, '/' . $this->rest_base . $path, $route );
	}

	/**
	 * The list's params for its CSV export: up to CsvExport::MAX_PER_PAGE rows a page.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function export_params(): array {
		$params             = $this->get_collection_params();
		$params['per_page'] = array_merge(
			$params['per_page'],
			array(
				'default' => CsvExport::MAX_PER_PAGE,
				'maximum' => CsvExport::MAX_PER_PAGE,
			)
		);
		return $params;
	}

	/**
	 * The list, newest first: `{ items, total_items }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page              = (int) $request['per_page'];
		list( $items, $total ) = $this->service()->find( $this->filters( $request ), (int) $request['paged'], $per_page );
		$data                  = array();
		foreach ( $this->api_items( $items ) as $item ) {
			$data[] = $this->prepare_response_for_collection( parent::prepare_item_for_response( $item, $request ) );
		}
		return $this->list_response( $data, $total, $per_page );
	}

	/**
	 * One API item.
	 *
	 * @param array<string,mixed> $item    Item as the service returns it.
	 * @param WP_REST_Request     $request Request.
	 * @return WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		return parent::prepare_item_for_response( $this->api_items( array( $item ) )[0], $request );
	}

	/**
	 * The list filters a request names.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 */
	protected function filters( WP_REST_Request $request ): array {
		$filters = array( 'search' => trim( (string) $request['search'] ) );
		foreach ( $this->filter_names() as $filter ) {
			if ( null !== $request[ $filter ] ) {
				$filters[ $filter ] = $request[ $filter ];
			}
		}
		return $filters;
	}

	/**
	 * Ids as a list or "1,2,3"; a nested list is refused before the shared
	 * check casts its items to strings.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public function validate_ids( $value ) {
		if ( is_array( $value ) && array_filter( $value, 'is_scalar' ) !== $value ) {
			return new WP_Error( 'rest_invalid_param', __( 'ids must be positive whole numbers.', 'eventin-pro' ) );
		}
		return parent::validate_ids( $value );
	}

	/**
	 * A service error: field errors are 400s naming the field; an error that
	 * carries its own 4xx status (404, 409) keeps it; anything else is a 500.
	 *
	 * @param WP_Error $error Error.
	 */
	protected function service_error( WP_Error $error ): WP_Error {
		$data   = $error->get_error_data();
		$status = is_array( $data ) ? (int) ( $data['status'] ?? 0 ) : 0;
		if ( $status >= 400 && $status < 500 && \EventinPro\Rest\FieldError::CODE !== $error->get_error_code() ) {
			return $error;
		}
		return parent::service_error( $error );
	}
}
