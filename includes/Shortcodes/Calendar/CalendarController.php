<?php
/**
 * GET /eventin/v2/calendar-events: the published events of a window of days,
 * for the calendar widgets' later windows.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Calendar;

use EventinPro\Rest\Controller;
use EventinPro\Support\ClientIp;
use EventinPro\Support\Formats;
use EventinPro\Support\RateLimit;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Controller. Public on purpose: the calendar widgets show events to
 * visitors, who have no account, and the widget may be framed on other sites
 * (the embed page), where no cookie or nonce reaches us. It only reads, and
 * only what any visitor already sees on the event pages: published events
 * without a password, their title, dates, permalink and category ids and
 * colour (CalendarEvents). Each answer is bounded (a window of at most
 * CalendarEvents::MAX_DAYS days, at most CalendarEvents::MAX_EVENTS events),
 * cacheable by browsers and proxies for a few minutes, and each address may
 * ask RATE_LIMIT times a minute.
 */
final class CalendarController extends Controller {

	/**
	 * Requests an address may make per RATE_WINDOW (filter
	 * `eventin_calendar_rate_limit`): a visitor clicking through months makes
	 * one per click.
	 */
	public const RATE_LIMIT = 60;

	/**
	 * Seconds of the rate limit's window.
	 */
	public const RATE_WINDOW = 60;

	/**
	 * Seconds browsers and proxies may keep an answer.
	 */
	public const MAX_AGE = 300;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'calendar-events';

	/**
	 * Registers the route.
	 *
	 * @return void
	 */
	public function register_routes() {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					// Public on purpose, see the class comment.
					'permission_callback' => '__return_true',
					'summary'             => 'List the published events of a calendar window',
					'response'            => array(
						'shape'  => 'item',
						'schema' => array( $this, 'window_schema' ),
					),
					'args'                => $this->get_collection_params(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The route's parameters.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params() {
		return array(
			'start'      => array(
				'description'       => __( 'First day of the window, YYYY-MM-DD, in the site\'s timezone.', 'eventin-pro' ),
				'type'              => 'string',
				'required'          => true,
				'validate_callback' => array( self::class, 'validate_date' ),
			),
			'end'        => array(
				'description'       => __( 'Day after the last day of the window (exclusive), YYYY-MM-DD.', 'eventin-pro' ),
				'type'              => 'string',
				'required'          => true,
				'validate_callback' => array( self::class, 'validate_date' ),
			),
			'categories' => array(
				'description'       => __( 'Event category ids, comma-separated; their sub-categories are included.', 'eventin-pro' ),
				'type'              => array( 'string', 'array' ),
				'default'           => '',
				'validate_callback' => array( self::class, 'validate_categories' ),
				'sanitize_callback' => array( self::class, 'parse_ids' ),
			),
			'children'   => array(
				'description' => __( 'Whether the occurrences of recurring events are listed.', 'eventin-pro' ),
				'type'        => 'string',
				'enum'        => array( 'yes', 'no' ),
				'default'     => 'yes',
			),
			'parents'    => array(
				'description' => __( 'Whether the parent events of recurring series are listed.', 'eventin-pro' ),
				'type'        => 'string',
				'enum'        => array( 'yes', 'no' ),
				'default'     => 'no',
			),
		);
	}

	/**
	 * A window's date: "YYYY-MM-DD", a real day between MIN_DATE and MAX_DATE.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public static function validate_date( $value, $request = null, $param = 'start' ) {
		unset( $request );
		$date = Formats::date( $value );
		if ( null === $date || $date < CalendarEvents::MIN_DATE || $date > CalendarEvents::MAX_DATE ) {
			return new WP_Error(
				'rest_invalid_param',
				sprintf(
					/* translators: 1: parameter name, 2: earliest date, 3: latest date. */
					__( '%1$s must be a date written YYYY-MM-DD between %2$s and %3$s.', 'eventin-pro' ),
					(string) $param,
					CalendarEvents::MIN_DATE,
					CalendarEvents::MAX_DATE
				)
			);
		}
		return true;
	}

	/**
	 * Category ids: positive whole numbers, comma-separated or as an array,
	 * at most Controller::MAX_PER_PAGE; '' for none.
	 *
	 * @param mixed $value Value.
	 * @return true|WP_Error
	 */
	public static function validate_categories( $value ) {
		$error = new WP_Error(
			'rest_invalid_param',
			/* translators: %d: most ids. */
			sprintf( __( 'categories must be positive whole numbers separated by commas, at most %d.', 'eventin-pro' ), self::MAX_PER_PAGE )
		);
		if ( '' === $value ) {
			return true;
		}
		if ( ! is_array( $value ) && ! is_string( $value ) && ! is_int( $value ) ) {
			return $error;
		}
		$raw = is_array( $value ) ? $value : explode( ',', (string) $value );
		if ( count( $raw ) > self::MAX_PER_PAGE ) {
			return $error;
		}
		foreach ( $raw as $id ) {
			if ( ! is_scalar( $id ) || ! ctype_digit( trim( (string) $id ) ) || (int) $id < 1 ) {
				return $error;
			}
		}
		return true;
	}

	/**
	 * The events of the window: 200 `{ items, truncated }`, 400 naming the
	 * field, or 429.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$ip      = ClientIp::get();
		$allowed = (int) apply_filters( 'eventin_calendar_rate_limit', self::RATE_LIMIT );
		if ( '' !== $ip && ! RateLimit::attempt( 'calendar_ip', $ip, $allowed, self::RATE_WINDOW ) ) {
			$response = $this->error_response(
				new WP_Error(
					'eventin_calendar_rate_limited',
					__( 'Too many calendar requests from your address in a short time. Please wait a minute and try again.', 'eventin-pro' ),
					array( 'status' => 429 )
				)
			);
			$response->header( 'Retry-After', (string) self::RATE_WINDOW );
			return $response;
		}
		$start = (string) $request['start'];
		$end   = (string) $request['end'];
		if ( $end <= $start ) {
			return $this->error_response( $this->invalid_param( 'end', __( 'end must be a later day than start (the window ends before end).', 'eventin-pro' ) ) );
		}
		$days = (int) round( ( strtotime( $end . ' 00:00:00 UTC' ) - strtotime( $start . ' 00:00:00 UTC' ) ) / DAY_IN_SECONDS );
		if ( $days > CalendarEvents::MAX_DAYS ) {
			/* translators: %d: most days. */
			return $this->error_response( $this->invalid_param( 'end', sprintf( __( 'The window from start to end may hold at most %d days.', 'eventin-pro' ), CalendarEvents::MAX_DAYS ) ) );
		}
		$found    = ( new CalendarEvents() )->between(
			$start,
			$end,
			self::parse_ids( $request['categories'] ),
			'no' !== $request['children'],
			'yes' === $request['parents']
		);
		$response = rest_ensure_response( $found );
		$response->header( 'Cache-Control', 'public, max-age=' . self::MAX_AGE );
		return $response;
	}

	/**
	 * An error as a response nobody keeps.
	 *
	 * @param WP_Error $error Error.
	 */
	private function error_response( WP_Error $error ): WP_REST_Response {
		$response = rest_convert_error_to_response( $error );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The schema of the answer: the window's entries, and whether there were
	 * more than it lists.
	 *
	 * @return array<string,mixed>
	 */
	public function window_schema(): array {
		$entry = $this->get_public_item_schema();
		unset( $entry['$schema'] );
		return array(
			'title'      => 'eventin-calendar-window',
			'type'       => 'object',
			'properties' => array(
				'items'     => array(
					'type'  => 'array',
					'items' => $entry,
				),
				'truncated' => array( 'type' => 'boolean' ),
			),
		);
	}

	/**
	 * The schema of one calendar entry.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-calendar-event',
			'type'       => 'object',
			'properties' => array(
				'id'         => array(
					'description' => __( 'Event id.', 'eventin-pro' ),
					'type'        => 'integer',
				),
				'title'      => array(
					'description' => __( 'Title, as plain text.', 'eventin-pro' ),
					'type'        => 'string',
				),
				'start'      => array(
					'description' => __( 'Start: an ISO 8601 date-time in the site\'s timezone with its offset, or the first date (YYYY-MM-DD) of an all-day event.', 'eventin-pro' ),
					'type'        => 'string',
				),
				'end'        => array(
					'description' => __( 'End: an ISO 8601 date-time in the site\'s timezone with its offset, or the day after the last date of an all-day event.', 'eventin-pro' ),
					'type'        => 'string',
				),
				'allDay'     => array(
					'description' => __( 'Whether the event has no start time.', 'eventin-pro' ),
					'type'        => 'boolean',
				),
				'url'        => array(
					'description' => __( 'The event\'s page.', 'eventin-pro' ),
					'type'        => 'string',
					'format'      => 'uri',
				),
				'categories' => array(
					'description' => __( 'Category ids.', 'eventin-pro' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'integer' ),
				),
				'color'      => array(
					'description' => __( 'The colour of its first coloured category, or an empty string.', 'eventin-pro' ),
					'type'        => 'string',
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
