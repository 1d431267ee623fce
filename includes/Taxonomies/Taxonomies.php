<?php
/**
 * Event categories and tags: taxonomies and their REST routes.
 *
 * @package EventinPro
 */

namespace EventinPro\Taxonomies;

use EventinPro\AccessControl\Permissions;
use EventinPro\Events\Events;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\RestRoutes;
use EventinPro\Support\Uninstaller;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Taxonomies extends BaseFeature {

	public const CATEGORY = 'etn_category';
	public const TAG      = 'etn_tags';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_taxonomies' ) );
		RestRoutes::add( array( self::class, 'register_routes' ) );
	}

	/**
	 * Uninstall: categories and tags go with the content.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		if ( $delete_content ) {
			self::register_taxonomies();
			Uninstaller::delete_terms( self::CATEGORY );
			Uninstaller::delete_terms( self::TAG );
			delete_option( self::CATEGORY . '_children' ); // WordPress's cache of the category tree.
		}
	}

	/**
	 * Demo categories and tags (first: the demo events use them).
	 *
	 * @return array<string,callable>
	 */
	public static function demo_data(): array {
		return array( 'taxonomies' => array( TaxonomiesDemoData::class, 'seed' ) );
	}

	/**
	 * The Event Categories and Event Tags submenu items.
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array(
			self::section( 'categories', __( 'Event Categories', 'eventin-pro' ), Permissions::EVENT, 20 ),
			self::section( 'tags', __( 'Event Tags', 'eventin-pro' ), Permissions::EVENT, 30 ),
		);
	}

	/**
	 * Registers etn_category (hierarchical) and etn_tags on the event post type.
	 */
	public static function register_taxonomies(): void {
		$caps = array(
			'manage_terms' => Permissions::EVENT,
			'edit_terms'   => Permissions::EVENT,
			'delete_terms' => Permissions::EVENT,
			'assign_terms' => Permissions::EVENT,
		);
		register_taxonomy(
			self::CATEGORY,
			Events::POST_TYPE,
			array(
				'labels'            => array(
					'name'          => __( 'Event Categories', 'eventin-pro' ),
					'singular_name' => __( 'Event Category', 'eventin-pro' ),
				),
				'hierarchical'      => true,
				'public'            => true,
				'show_ui'           => false,
				'show_in_rest'      => false,
				'show_admin_column' => false,
				'capabilities'      => $caps,
				'rewrite'           => array( 'slug' => 'event-category' ),
			)
		);
		register_taxonomy(
			self::TAG,
			Events::POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Event Tags', 'eventin-pro' ),
					'singular_name' => __( 'Event Tag', 'eventin-pro' ),
				),
				'hierarchical' => false,
				'public'       => true,
				'show_ui'      => false,
				'show_in_rest' => false,
				'capabilities' => $caps,
				'rewrite'      => array( 'slug' => 'event-tag' ),
			)
		);
	}

	/**
	 * REST routes /eventin/v2/event/categories and /eventin/v2/event/tags.
	 */
	public static function register_routes(): void {
		( new TermsController(
			self::CATEGORY,
			'event/categories',
			array(
				'hierarchical' => true,
				'noun'         => __( 'category', 'eventin-pro' ),
				'color'        => true,
			)
		) )->register_routes();
		( new TermsController(
			self::TAG,
			'event/tags',
			array(
				'hierarchical' => false,
				'noun'         => __( 'tag', 'eventin-pro' ),
			)
		) )->register_routes();
	}
}
