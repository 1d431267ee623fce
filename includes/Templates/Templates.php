<?php
/**
 * Templates feature facade: the `etn-template` post type (event landing
 * pages, certificates and tickets, stored as Eventin 4 stores them), its REST
 * routes /eventin/v2/templates, the demo templates, the builder's blocks and
 * the pages rendered through templates (TemplateRenderer: certificates,
 * ticket templates, event landing pages, the builder's preview).
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\RestRoutes;
use EventinPro\Support\Uninstaller;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Templates extends BaseFeature {

	/** Template posts (storage key shared with Eventin 4). */
	public const POST_TYPE = 'etn-template';

	/**
	 * The vendor's template catalogue, used unless wp-config.php (or an
	 * mu-plugin) points the site at another one, e.g. the local one of
	 * scripts/template-catalogue-server.mjs.
	 */
	public const DEFAULT_CATALOGUE = 'https://themewinter.com/eventin-templates/v1';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		if ( ! defined( 'EVENTIN_PRO_TEMPLATE_CATALOGUE' ) ) {
			define( 'EVENTIN_PRO_TEMPLATE_CATALOGUE', self::DEFAULT_CATALOGUE );
		}
		add_action( 'init', array( self::class, 'register_post_type' ) );
		RestRoutes::add( array( self::class, 'register_routes' ) );
		// Rendering: the builder's blocks, and the pages templates render
		// (each class loads only when its hook runs).
		add_action( 'init', array( TemplateBlocks::class, 'register' ) );
		add_filter( 'eventin_ticket_html', array( TemplatePages::class, 'ticket_html' ), 10, 3 );
		add_filter( 'eventin_event_page_content', array( TemplatePages::class, 'landing_content' ), 10, 2 );
		add_filter( 'eventin_certificate_url', array( Certificates::class, 'url_filter' ), 10, 2 );
		add_action( 'parse_request', array( Certificates::class, 'maybe_serve' ), 0 );
		add_action( 'parse_request', array( TemplatePreview::class, 'maybe_serve' ), 0 );
	}

	/**
	 * Registers the template post type (storage key shared with Eventin 4).
	 * Not public, no screen of its own and not in core's REST API: the
	 * dashboard manages templates through /eventin/v2/templates, and every
	 * primitive capability of the type is etn_manage_template, so core paths
	 * (XML-RPC, wp-admin/post.php) give nobody more than the dashboard does.
	 */
	public static function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Templates', 'eventin-pro' ),
					'singular_name' => __( 'Template', 'eventin-pro' ),
				),
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'rewrite'         => false,
				'query_var'       => false,
				'supports'        => array( 'title', 'editor' ),
				'capability_type' => 'etn_template',
				'map_meta_cap'    => true,
				'capabilities'    => self::post_type_capabilities( Permissions::TEMPLATE ),
			)
		);
	}

	/**
	 * REST routes /eventin/v2/templates and /eventin/v2/templates/catalogue.
	 */
	public static function register_routes(): void {
		( new TemplatesController() )->register_routes();
		( new CatalogueController() )->register_routes();
	}

	/**
	 * Templates in WordPress's Eventin submenu.
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array(
			self::section( 'template-builder', __( 'Templates', 'eventin-pro' ), Permissions::TEMPLATE, 72 ),
		);
	}

	/**
	 * Demo templates: one of each type (events point at the certificate).
	 *
	 * @return array<string,callable>
	 */
	public static function demo_data(): array {
		return array( 'templates' => array( TemplatesDemoData::class, 'seed' ) );
	}

	/**
	 * Uninstall: templates go with the content.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		if ( $delete_content ) {
			Uninstaller::delete_posts( self::POST_TYPE );
		}
	}
}
