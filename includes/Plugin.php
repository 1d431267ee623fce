<?php
/**
 * Wires every feature's facade to WordPress. The one bootstrap.
 *
 * @package EventinPro
 */

namespace EventinPro;

use EventinPro\Support\Features;
use EventinPro\Support\Installer;

defined( 'ABSPATH' ) || exit;

/**
 * Bootstrap.
 */
final class Plugin {

	/**
	 * The features (Support\Feature), dependencies first: install steps and demo
	 * data run in this order, uninstall steps in reverse. The submenu orders its
	 * items by their own positions.
	 *
	 * @var array<int,class-string<Support\Feature>>
	 */
	private const FEATURES = array(
		AccessControl\AccessControl::class,
		License\License::class,
		Settings\Settings::class,
		Taxonomies\Taxonomies::class,
		Events\Events::class,
		Speakers\Speakers::class,
		Schedules\Schedules::class,
		Attendees\Attendees::class,
		Bookings\Bookings::class,
		Checkins\Checkins::class,
		Scanner\Scanner::class,
		Rsvp\Rsvp::class,
		Overview\Overview::class,
		Templates\Templates::class,
		Tickets\Tickets::class,
		Jobs\Jobs::class,
		Checkout\Checkout::class,
		EventPage\EventPage::class,
		Shortcodes\Shortcodes::class,
		Rest\OpenApi\OpenApi::class,
		Admin\Admin::class,
	);

	/**
	 * Registers the installer and all features, once.
	 */
	public static function boot(): void {
		static $booted = false;
		if ( $booted ) {
			return;
		}
		$booted = true;
		Features::set( self::FEATURES );
		Installer::register();
		foreach ( Features::all() as $feature ) {
			$feature::register();
		}
	}
}
