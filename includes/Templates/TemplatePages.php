<?php
/**
 * Where templates take over pages that exist without them: the ticket page
 * (the event's published ticket template, through `eventin_ticket_html`) and
 * the event page (the event's published landing template, linked as Eventin
 * 4 links it: the event meta `event_layout` holding the template's id).
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use EventinPro\Events\EventsService;

defined( 'ABSPATH' ) || exit;

/**
 * Pages rendered through templates.
 */
final class TemplatePages {

	/**
	 * Event meta naming the event's landing page layout (Eventin 4's key): a
	 * template's id, or the slug of one of Eventin 4's PHP layouts ('event-one', …),
	 * which this plugin does not have (the built-in page shows instead).
	 */
	public const META_LANDING = 'event_layout';

	/**
	 * Filter `eventin_ticket_html`: the ticket through the event's published
	 * ticket template, when it has one; else the page as it was.
	 *
	 * @param string              $html     The page so far.
	 * @param array<string,mixed> $ticket   What the built-in page shows.
	 * @param array<string,mixed> $attendee The attendee.
	 */
	public static function ticket_html( $html, $ticket, $attendee ): string {
		unset( $ticket );
		if ( ! is_array( $attendee ) || empty( $attendee['event_id'] ) ) {
			return (string) $html;
		}
		$event    = ( new EventsService() )->get( (int) $attendee['event_id'] );
		$template = $event ? TemplateRenderer::published( (int) ( $event['ticket_template'] ?? 0 ), 'ticket' ) : null;
		if ( null === $template ) {
			return (string) $html;
		}
		/* translators: %s: event title. */
		return TemplateRenderer::document( $template, $event, $attendee, sprintf( __( 'Ticket: %s', 'eventin-pro' ), (string) $event['title'] ) );
	}

	/**
	 * An event's landing template: the published event template its
	 * `event_layout` names, else null.
	 *
	 * @param int $event_id Event id.
	 * @return array<string,mixed>|null
	 */
	public static function landing_template( int $event_id ): ?array {
		$layout = get_post_meta( $event_id, self::META_LANDING, true );
		if ( ! is_numeric( $layout ) || (int) $layout <= 0 ) {
			return null;
		}
		return TemplateRenderer::published( (int) $layout, 'event' );
	}

	/**
	 * `eventin_event_page_content`: when the event has a landing template, its
	 * page's content is that template rendered for the event (its placeholders
	 * the event's; no attendee) instead of the built-in sections, which are
	 * then never built.
	 *
	 * @param string|null         $html    Replacement so far.
	 * @param array<string,mixed> $event   The event (EventsService::get()).
	 * @return string|null
	 */
	public static function landing_content( $html, $event ) {
		if ( is_string( $html ) || ! is_array( $event ) || ! isset( $event['id'] ) ) {
			return $html;
		}
		$template = self::landing_template( (int) $event['id'] );
		if ( null === $template ) {
			return $html;
		}
		$css = TemplateRenderer::css( (string) $template['template_css'] );
		return ( '' !== $css ? '<style id="etn-template-css">' . $css . '</style>' : '' )
			. '<div class="etn-template-landing">' . TemplateRenderer::body( $template, $event, null ) . '</div>';
	}
}
