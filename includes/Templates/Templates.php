<?php
/**
 * Templates feature facade: for now only the storage key of templates
 * (`etn-template` posts: landing pages, certificates, tickets), so that events
 * can point at them and uninstall removes them; the builder comes with it.
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use EventinPro\Support\BaseFeature;
use EventinPro\Support\Uninstaller;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Templates extends BaseFeature {

	/** Template posts (storage key shared with Eventin 4). */
	public const POST_TYPE = 'etn-template';

	/**
	 * No hooks yet.
	 */
	public static function register(): void {
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
