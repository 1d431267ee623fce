<?php
/**
 * The builder's preview of a template, `home_url('?action=etn-preview-template&template_id=ID')`
 * (Eventin 4's URL): the template rendered with its preview event when it has
 * one, else a sample event, and always a sample attendee (a preview shows
 * nobody's personal data). Only for users who may edit that template.
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use EventinPro\Events\EventsService;
use EventinPro\Tickets\PrivateLink;
use EventinPro\Tickets\TicketTemplate;

defined( 'ABSPATH' ) || exit;

/**
 * Template previews.
 */
final class TemplatePreview {

	public const ACTION = 'etn-preview-template';

	/**
	 * The preview URL of a template.
	 *
	 * @param int $template_id Template id.
	 */
	public static function url( int $template_id ): string {
		return add_query_arg(
			array(
				'action'      => self::ACTION,
				'template_id' => $template_id,
			),
			home_url( '/' )
		);
	}

	/**
	 * Answers a preview request (any front-end URL with
	 * ?action=etn-preview-template) and ends it.
	 */
	public static function maybe_serve(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- A read-only page behind edit_post.
		if ( is_admin() || ! isset( $_GET['action'] ) || self::ACTION !== $_GET['action'] ) {
			return;
		}
		$id = isset( $_GET['template_id'] ) ? absint( wp_unslash( $_GET['template_id'] ) ) : 0;
		// phpcs:enable
		PrivateLink::send( self::response( $id ) );
		exit;
	}

	/**
	 * The answer to a preview request: 404 for no template, 403 for a user
	 * who may not edit it, else the template rendered with sample data.
	 *
	 * @param int $id Template id.
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	public static function response( int $id ): array {
		$template = $id > 0 ? ( new TemplatesService() )->get( $id ) : null;
		if ( null === $template ) {
			return self::refusal( 404, __( 'Template not found', 'eventin-pro' ), __( 'There is no such template.', 'eventin-pro' ) );
		}
		if ( ! is_user_logged_in() || ! current_user_can( 'edit_post', $id ) ) {
			return self::refusal( 403, __( 'Preview not allowed', 'eventin-pro' ), __( 'You may not edit this template.', 'eventin-pro' ) );
		}
		$event = (int) $template['preview_event_id'] > 0 ? ( new EventsService() )->get( (int) $template['preview_event_id'] ) : null;
		$event = $event ?? self::sample_event();
		/* translators: %s: template name. */
		$title = sprintf( __( 'Preview: %s', 'eventin-pro' ), (string) $template['name'] );
		return array(
			'status'  => 200,
			'headers' => PrivateLink::HEADERS,
			'body'    => TemplateRenderer::document( $template, $event, 'event' === $template['type'] ? null : self::sample_attendee( (int) $event['id'] ), $title ),
		);
	}

	/**
	 * A sample event (id 0): a day in a month's time, in the site's timezone.
	 *
	 * @return array<string,mixed>
	 */
	public static function sample_event(): array {
		$day = wp_date( 'Y-m-d', time() + 30 * DAY_IN_SECONDS );
		return array(
			'id'                   => 0,
			'title'                => __( 'Sample Event', 'eventin-pro' ),
			'description'          => '',
			'start_date'           => $day,
			'start_time'           => '09:00',
			'end_date'             => $day,
			'end_time'             => '17:00',
			'timezone'             => wp_timezone()->getName(),
			'location'             => array(
				'type'    => 'offline',
				'address' => __( '1 Sample Street, Sample City', 'eventin-pro' ),
			),
			'ticket_template'      => 0,
			'certificate_template' => 0,
		);
	}

	/**
	 * A sample attendee (id 0) of an event.
	 *
	 * @param int $event_id Event id (0 for the sample event).
	 * @return array<string,mixed>
	 */
	public static function sample_attendee( int $event_id ): array {
		return array(
			'id'             => 0,
			'event_id'       => $event_id,
			'booking_id'     => 0,
			'name'           => __( 'John Doe', 'eventin-pro' ),
			'email'          => 'john.doe@example.com',
			'phone'          => '+1 555 0100',
			'ticket_name'    => __( 'General Admission', 'eventin-pro' ),
			'ticket_price'   => 25,
			'ticket_id'      => 'SAMPLE-TICKET-0001',
			'seat'           => 'A-1',
			'payment_status' => 'completed',
			'extra_fields'   => array(),
		);
	}

	/**
	 * A refusal page.
	 *
	 * @param int    $status  403 or 404.
	 * @param string $title   Heading.
	 * @param string $message Text.
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	private static function refusal( int $status, string $title, string $message ): array {
		$body = '<main class="etn-ticket"><article class="etn-ticket__card"><h1 class="etn-ticket__title">' . esc_html( $title ) . '</h1><p>' . esc_html( $message ) . '</p></article></main>';
		return array(
			'status'  => $status,
			'headers' => PrivateLink::HEADERS,
			'body'    => TicketTemplate::document( $title, $body, false ),
		);
	}
}
