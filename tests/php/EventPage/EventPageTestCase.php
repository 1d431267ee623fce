<?php
/**
 * Shared helpers of the event page tests: visiting an event as the main
 * query, rendering its content and head, speakers and schedules.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\EventPage;

use EventinPro\EventPage\EventPage;
use EventinPro\Schedules\SchedulesService;
use EventinPro\Speakers\SpeakersService;
use EventinPro\Tests\Events\EventsTestCase;
use WP_Query;

/**
 * Base class (no tests of its own).
 */
abstract class EventPageTestCase extends EventsTestCase {

	/**
	 * People made so far (unique e-mails).
	 *
	 * @var int
	 */
	private static $people = 0;

	/**
	 * Starts each test on a fresh request.
	 */
	protected function setUp(): void {
		parent::setUp();
		EventPage::reset();
		$this->freeze_now( '2026-05-01 12:00:00' );
	}

	/**
	 * Leaves no main query behind.
	 */
	protected function tearDown(): void {
		$this->leave();
		parent::tearDown();
	}

	/**
	 * Makes a query the main query of the request, as WordPress does for a URL.
	 *
	 * @param array<string,mixed> $args WP_Query arguments.
	 */
	protected function main_query( array $args ): WP_Query {
		EventPage::reset();
		$query                   = new WP_Query( $args );
		$GLOBALS['wp_query']     = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a request's main query, as WordPress sets it.
		$GLOBALS['wp_the_query'] = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- idem.
		return $query;
	}

	/**
	 * Opens an event's page as the current user: WordPress's rules decide
	 * whether the query finds it.
	 *
	 * @param int $id Event id.
	 */
	protected function visit( int $id ): WP_Query {
		return $this->main_query(
			array(
				'p'         => $id,
				'post_type' => 'etn',
			)
		);
	}

	/**
	 * The content of the main query's post as its page prints it ('' when
	 * the query found nothing).
	 */
	protected function content(): string {
		$query = $GLOBALS['wp_query'];
		if ( ! $query->have_posts() ) {
			return '';
		}
		$query->the_post();
		$html = (string) apply_filters( 'the_content', get_the_content() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, as the theme applies it.
		$query->rewind_posts();
		return $html;
	}

	/**
	 * What the page adds to wp_head.
	 */
	protected function head(): string {
		ob_start();
		EventPage::json_ld();
		return (string) ob_get_clean();
	}

	/**
	 * The decoded JSON-LD of the current page, or null.
	 *
	 * @return array<string,mixed>|null
	 */
	protected function json_ld(): ?array {
		if ( ! preg_match( '#<script type="application/ld\+json">(.*?)</script>#s', $this->head(), $m ) ) {
			return null;
		}
		$data = json_decode( $m[1], true );
		$this->assertSame( JSON_ERROR_NONE, json_last_error(), 'valid JSON' );
		return $data;
	}

	/**
	 * Restores the globals of a request with no main query.
	 */
	protected function leave(): void {
		wp_reset_postdata();
		unset( $GLOBALS['post'] );
		$GLOBALS['wp_query']     = new WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- back to no main query.
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- idem.
		EventPage::reset();
	}

	/**
	 * Creates a speaker or organizer and returns its id.
	 *
	 * @param array<string,mixed> $fields Fields; name, email and category have defaults.
	 */
	protected function person( array $fields = array() ): int {
		$n    = ++self::$people;
		$item = ( new SpeakersService() )->create(
			$fields + array(
				'name'     => "Person $n",
				'email'    => "page-person-$n-" . wp_rand() . '@example.org',
				'category' => array( 'speaker' ),
			)
		);
		if ( is_wp_error( $item ) ) {
			throw new \RuntimeException( 'Cannot create speaker: ' . $item->get_error_message() . ' ' . wp_json_encode( $item->get_error_data() ) );
		}
		return $item['id'];
	}

	/**
	 * Creates a schedule and returns its id.
	 *
	 * @param array<string,mixed> $fields Fields; program_title and date have defaults.
	 */
	protected function schedule( array $fields = array() ): int {
		$item = ( new SchedulesService() )->create(
			$fields + array(
				'program_title' => 'Day ' . wp_rand(),
				'date'          => '2026-06-01',
			)
		);
		if ( is_wp_error( $item ) ) {
			throw new \RuntimeException( 'Cannot create schedule: ' . $item->get_error_message() . ' ' . wp_json_encode( $item->get_error_data() ) );
		}
		return $item['id'];
	}

	/**
	 * A ticket type as the API takes it.
	 *
	 * @param string $name     Name.
	 * @param float  $price    Price.
	 * @param int    $capacity Places (-1 unlimited).
	 * @return array<string,mixed>
	 */
	protected function ticket( string $name, float $price, int $capacity ): array {
		return array(
			'name'     => $name,
			'price'    => $price,
			'capacity' => $capacity,
		);
	}
}
