<?php
/**
 * A service whose items ResourceController creates and updates.
 *
 * @package EventinPro
 */

namespace EventinPro\Rest;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Create and update, for ResourceController::create_item() and update_item().
 */
interface EditsItems {

	/**
	 * Creates an item.
	 *
	 * @param array<string,mixed> $input Clean submitted fields.
	 * @return array<string,mixed>|WP_Error The new item.
	 */
	public function create( array $input );

	/**
	 * Changes the submitted fields of an item.
	 *
	 * @param int                 $id    Item id.
	 * @param array<string,mixed> $input Clean submitted fields.
	 * @return array<string,mixed>|WP_Error|null The item, or null when there is no such item.
	 */
	public function update( int $id, array $input );
}
