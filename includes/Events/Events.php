<?php
/**
 * Events feature facade: the `etn` post type.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Events {

	public const POST_TYPE = 'etn';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_post_type' ) );
	}

	/**
	 * Registers the event post type (storage key shared with Eventin 4).
	 */
	public static function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Events', 'eventin-pro' ),
					'singular_name' => __( 'Event', 'eventin-pro' ),
				),
				'public'       => true,
				'show_ui'      => false,
				'show_in_rest' => false,
				'has_archive'  => false,
				'supports'     => array( 'title', 'editor', 'thumbnail', 'excerpt' ),
				'rewrite'      => array( 'slug' => 'events' ),
			)
		);
	}
}
