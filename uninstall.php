<?php
/**
 * Uninstall entry point. See EventinPro\Support\Uninstaller.
 *
 * @package EventinPro
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/eventin-pro.php';

if ( class_exists( \EventinPro\Support\Uninstaller::class ) ) {
	// On a network, every site: the plugin may have run on any of them.
	\EventinPro\Support\Uninstaller::uninstall_network();
}
