<?php
/**
 * Demo templates: one of each type, made through the service.
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Demo data sets of the feature (see Support\DemoData).
 */
final class TemplatesDemoData {

	/**
	 * Name => [type, orientation, content] of the demo templates.
	 */
	private const TEMPLATES = array(
		'Demo event page'  => array( 'event', 'landscape', '<!-- wp:heading --><h2 class="wp-block-heading">Join us</h2><!-- /wp:heading --><!-- wp:paragraph --><p>Everything about the event, on one page.</p><!-- /wp:paragraph -->' ),
		'Demo certificate' => array( 'certificate', 'landscape', '<!-- wp:heading {"textAlign":"center"} --><h2 class="wp-block-heading has-text-align-center">Certificate of Attendance</h2><!-- /wp:heading --><!-- wp:paragraph {"align":"center"} --><p class="has-text-align-center">{{attendee_name}} attended {{event_title}} on {{event_start_date}}.</p><!-- /wp:paragraph -->' ),
		'Demo ticket'      => array( 'ticket', 'portrait', '<!-- wp:heading --><h2 class="wp-block-heading">{{event_title}}</h2><!-- /wp:heading --><!-- wp:paragraph --><p>{{attendee_name}} · {{ticket_type}} · {{ticket_price}}</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>{{event_location}}, {{event_start_date}}</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>Ticket {{ticket_id}}</p><!-- /wp:paragraph -->' ),
	);

	/**
	 * One published template of each type (the certificate may exist already:
	 * the demo events point at it).
	 */
	public static function seed(): void {
		foreach ( array_keys( self::TEMPLATES ) as $name ) {
			self::template( $name );
		}
	}

	/**
	 * The demo certificate template's id, created once (demo events point at it).
	 */
	public static function certificate(): int {
		return self::template( 'Demo certificate' );
	}

	/**
	 * A demo template by name, created through the service unless it exists.
	 *
	 * @param string $name One of TEMPLATES' names.
	 * @return int Template id (0 when it could not be created).
	 */
	private static function template( string $name ): int {
		$existing = get_posts(
			array(
				'post_type'   => Templates::POST_TYPE,
				'post_status' => 'any',
				'title'       => $name,
				'fields'      => 'ids',
				'numberposts' => 1,
			)
		);
		if ( $existing ) {
			return (int) $existing[0];
		}
		list( $type, $orientation, $content ) = self::TEMPLATES[ $name ];
		$item                                 = ( new TemplatesService() )->create(
			array(
				'name'        => $name,
				'type'        => $type,
				'orientation' => $orientation,
				'status'      => 'publish',
				'content'     => $content,
			)
		);
		return is_wp_error( $item ) ? 0 : (int) $item['id'];
	}
}
