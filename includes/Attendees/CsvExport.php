<?php
/**
 * CSV exports of the lists, written as they are read: a page of up to
 * MAX_PER_PAGE rows per request, in chunks, so the server's memory stays flat
 * whatever the number of rows (the dashboard fetches the pages one by one).
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * A CSV answer of a REST route. The route returns stream(); WordPress's
 * rest_pre_serve_request hook (serve()) then writes the rows instead of JSON.
 */
final class CsvExport {

	/**
	 * Most rows of one export request.
	 */
	public const MAX_PER_PAGE = 2000;

	/**
	 * Rows read and written at a time.
	 */
	private const CHUNK = 200;

	/**
	 * Marks a response as a CSV stream (a response header never sent).
	 */
	private const MARKER = 'X-Eventin-Csv-Stream';

	/**
	 * Writers of the responses made in this request, by marker value.
	 *
	 * @var array<int,callable():void>
	 */
	private static $writers = array();

	/**
	 * Marker value of the last response made in this request (never reused,
	 * so a response not served yet keeps its writer).
	 *
	 * @var int
	 */
	private static $last = 0;

	/**
	 * Hooks the serving of CSV answers.
	 */
	public static function register(): void {
		add_filter( 'rest_pre_serve_request', array( self::class, 'serve' ), 10, 2 );
	}

	/**
	 * A response that writes a CSV: the header row on page 1 only (after a
	 * byte order mark, so spreadsheets read UTF-8), then each row.
	 *
	 * @param string[]                              $header Column titles.
	 * @param int[]                                 $ids    Ids of the page's rows, in order.
	 * @param callable(int[]):array<int,mixed[]>    $rows   Rows of a chunk of ids (each a list of cells).
	 * @param int                                   $page   Page (from 1).
	 * @param int                                   $total  Rows matching the filters (X-WP-Total).
	 * @param string                                $name   File name.
	 */
	public static function stream( array $header, array $ids, callable $rows, int $page, int $total, string $name ): WP_REST_Response {
		$key                   = ++self::$last;
		self::$writers[ $key ] = static function () use ( $header, $ids, $rows, $page ): void {
			$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- the response body.
			if ( false === $out ) {
				return;
			}
			if ( 1 === $page ) {
				fwrite( $out, "\xEF\xBB\xBF" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite
				fputcsv( $out, array_map( array( self::class, 'cell' ), $header ), ',', '"', '' );
			}
			foreach ( array_chunk( $ids, self::CHUNK ) as $chunk ) {
				foreach ( $rows( $chunk ) as $row ) {
					fputcsv( $out, array_map( array( self::class, 'cell' ), $row ), ',', '"', '' );
				}
				// What this chunk loaded stays out of memory (the object cache is per request here).
				foreach ( $chunk as $id ) {
					clean_post_cache( $id );
				}
			}
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
		};
		$response              = new WP_REST_Response( null, 200 );
		$response->header( 'Content-Type', 'text/csv; charset=utf-8' );
		$response->header( 'Content-Disposition', 'attachment; filename="' . sanitize_file_name( $name ) . '"' );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $total / self::MAX_PER_PAGE ) );
		$response->header( self::MARKER, (string) $key );
		return $response;
	}

	/**
	 * Writes a CSV response instead of JSON (rest_pre_serve_request).
	 *
	 * @param bool             $served Whether the request was served already.
	 * @param WP_REST_Response $result The response.
	 * @return bool
	 */
	public static function serve( $served, $result ) {
		$headers = $result instanceof WP_REST_Response ? $result->get_headers() : array();
		$key     = (int) ( $headers[ self::MARKER ] ?? 0 );
		if ( $served || ! isset( self::$writers[ $key ] ) ) {
			return $served;
		}
		$writer = self::$writers[ $key ];
		unset( self::$writers[ $key ] );
		$writer();
		return true;
	}

	/**
	 * Writes a response's CSV into a string (tests, and callers outside REST serving).
	 *
	 * @param WP_REST_Response $response From stream().
	 */
	public static function body( WP_REST_Response $response ): string {
		ob_start();
		self::serve( false, $response );
		return (string) ob_get_clean();
	}

	/**
	 * A cell that a spreadsheet shows as text: one starting with = + - @ (or a
	 * tab or carriage return) would run as a formula, so it gets a leading '.
	 *
	 * @param mixed $value Value.
	 */
	public static function cell( $value ): string {
		$text = is_scalar( $value ) ? (string) $value : '';
		return '' !== $text && false !== strpos( "=+-@\t\r", $text[0] ) ? "'" . $text : $text;
	}

	/**
	 * The page and page size of an export request.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{0:int,1:int}
	 */
	public static function paging( WP_REST_Request $request ): array {
		return array( max( 1, (int) $request['paged'] ), min( self::MAX_PER_PAGE, max( 1, (int) $request['per_page'] ) ) );
	}
}
