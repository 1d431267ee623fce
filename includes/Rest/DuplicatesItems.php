<?php
/**
 * A service whose items ResourceController copies.
 *
 * @package EventinPro
 */

namespace EventinPro\Rest;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Duplicate, for ResourceController::clone_item().
 */
interface DuplicatesItems {

	/**
	 * Creates a copy of an item.
	 *
	 * @param int $id Item id.
	 * @return array<string,mixed>|WP_Error|null The copy, or null when there is no such item.
	 */
	public function duplicate( int $id );
}
