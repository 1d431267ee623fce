<?php
/**
 * EventPage feature facade: the event's own page for visitors (the etn post's single view).
 *
 * The theme keeps its header, footer and title; the sections are added to
 * the post content (`the_content`), which classic and block themes both
 * print. Block themes get a plugin template for single events (WordPress
 * 6.7+) so the theme's "Written by … in …" post meta does not show.
 *
 * @package EventinPro
 */

namespace EventinPro\EventPage;

use EventinPro\Events\Events;
use EventinPro\Events\EventsService;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\BuildAssets;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class EventPage extends BaseFeature {

	public const QUERY_VAR     = 'eventin_ics';
	public const HANDLE        = 'eventin-event-page';
	public const TEMPLATE_NAME = 'eventin-pro//single-etn';

	/**
	 * The events read in this request, by id (the head, the content and the
	 * calendar file read the same one).
	 *
	 * @var array<int,array<string,mixed>|null>
	 */
	private static $events = array();

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_template' ) );
		add_filter( 'query_vars', array( self::class, 'query_vars' ) );
		add_action( 'template_redirect', array( self::class, 'calendar_download' ) );
		add_filter( 'the_content', array( self::class, 'content' ), 20 );
		add_action( 'wp_head', array( self::class, 'json_ld' ) );
		add_action( 'wp_enqueue_scripts', array( self::class, 'assets' ) );
	}

	/**
	 * The block template of single events (block themes, WordPress 6.7+): the
	 * theme's header and footer, the title, the featured image and the content
	 * (with the event's sections), without the theme's post meta. A theme's
	 * own single-etn template still wins.
	 */
	public static function register_template(): void {
		if ( ! function_exists( 'register_block_template' ) ) {
			return;
		}
		register_block_template(
			self::TEMPLATE_NAME,
			array(
				'title'       => __( 'Single event', 'eventin-pro' ),
				'description' => __( 'An event page: the title, the featured image, the dates, place, people, schedule, tickets and booking form.', 'eventin-pro' ),
				'post_types'  => array( Events::POST_TYPE ),
				'content'     => self::template_content(),
			)
		);
	}

	/**
	 * The block markup of the template.
	 */
	public static function template_content(): string {
		return '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->'
			. '<!-- wp:group {"tagName":"main","style":{"spacing":{"margin":{"top":"var:preset|spacing|60"}}},"layout":{"type":"constrained"}} -->'
			. '<main class="wp-block-group" style="margin-top:var(--wp--preset--spacing--60)">'
			. '<!-- wp:post-title {"level":1} /-->'
			. '<!-- wp:post-featured-image /-->'
			. '<!-- wp:post-content {"layout":{"type":"constrained"}} /-->'
			. '</main><!-- /wp:group -->'
			. '<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->';
	}

	/**
	 * Adds the calendar download's query var.
	 *
	 * @param string[] $vars Public query vars.
	 * @return string[]
	 */
	public static function query_vars( array $vars ): array {
		$vars[] = self::QUERY_VAR;
		return $vars;
	}

	/**
	 * The "Add to calendar" URL of an event.
	 *
	 * @param int $id Event id.
	 */
	public static function calendar_url( int $id ): string {
		return add_query_arg( self::QUERY_VAR, '1', (string) get_permalink( $id ) );
	}

	/**
	 * The event the main query shows, when WordPress shows one (it has
	 * already applied its rules on drafts, private posts and previews).
	 *
	 * @return array<string,mixed>|null
	 */
	public static function current_event(): ?array {
		if ( ! is_singular( Events::POST_TYPE ) ) {
			return null;
		}
		$id = (int) get_queried_object_id();
		if ( ! array_key_exists( $id, self::$events ) ) {
			self::$events[ $id ] = ( new EventsService() )->get( $id );
		}
		return self::$events[ $id ];
	}

	/**
	 * Forgets the events read (tests and benchmarks render several requests in one process).
	 */
	public static function reset(): void {
		self::$events = array();
		EventPageView::reset();
	}

	/**
	 * Public on purpose: the calendar file of a published event is what its
	 * page shows anyway. Password-protected events have none.
	 */
	public static function calendar_download(): void {
		if ( ! get_query_var( self::QUERY_VAR ) ) {
			return;
		}
		$event = self::current_event();
		if ( ! $event || post_password_required( (int) $event['id'] ) ) {
			return;
		}
		nocache_headers();
		header( 'Content-Type: text/calendar; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . EventCalendar::filename( $event ) . '"' );
		header( 'X-Robots-Tag: noindex' );
		echo EventCalendar::ics( $event ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- text/calendar, escaped per RFC 5545 by EventCalendar.
		exit;
	}

	/**
	 * The event's sections, added to its content on its own page (in the
	 * main loop, not in excerpts, feeds or other posts' content).
	 *
	 * @param string $content Rendered content.
	 * @return string
	 */
	public static function content( $content ) {
		if ( ! is_string( $content ) || ! in_the_loop() || ! is_main_query() || (int) get_the_ID() !== (int) get_queried_object_id() ) {
			return $content;
		}
		$event = self::current_event();
		if ( ! $event || post_password_required( (int) $event['id'] ) ) {
			return $content;
		}
		/**
		 * Filters the content of an event's own page before its sections are
		 * built: a string replaces them (an event's landing template does so),
		 * null keeps them.
		 *
		 * @param string|null $html    Replacement, or null.
		 * @param array       $event   The event (EventsService::get()).
		 * @param string      $content The post content as the_content rendered it.
		 */
		$override = apply_filters( 'eventin_event_page_content', null, $event, $content );
		if ( is_string( $override ) ) {
			return $override;
		}
		return EventPageView::render( $event, $content );
	}

	/**
	 * Prints the Schema.org JSON-LD in the page's head.
	 */
	public static function json_ld(): void {
		$event = self::current_event();
		if ( ! $event || post_password_required( (int) $event['id'] ) ) {
			return;
		}
		// The people the content lists too, read once for both.
		$organizers = EventPageView::cast( $event )['people']['organizers'];
		echo EventJsonLd::tag( EventJsonLd::data( $event, $organizers ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with <, >, & and quotes hex-escaped.
	}

	/**
	 * The page's style and script, on event pages only.
	 */
	public static function assets(): void {
		if ( ! is_singular( Events::POST_TYPE ) ) {
			return;
		}
		$asset_file = EVENTIN_PRO_DIR . 'build/event-page.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		if ( is_readable( EVENTIN_PRO_DIR . 'build/event-page.css' ) ) {
			wp_enqueue_style( self::HANDLE, EVENTIN_PRO_URL . 'build/event-page.css', array(), $asset['version'] );
		}
		BuildAssets::register_script(
			self::HANDLE,
			'event-page',
			array(),
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		wp_enqueue_script( self::HANDLE );
	}
}
