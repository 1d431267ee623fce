<?php
/**
 * A service whose items ResourceController deletes, one or several.
 *
 * @package EventinPro
 */

namespace EventinPro\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Delete and bulk delete, for ResourceController::delete_item() and delete_items().
 */
interface DeletesItems {

	/**
	 * Deletes an item.
	 *
	 * @param int $id Item id.
	 * @return bool Whether it was deleted.
	 */
	public function delete( int $id ): bool;

	/**
	 * Deletes several items.
	 *
	 * @param int[] $ids Ids.
	 * @return array{0:int[],1:int[]} Ids deleted, ids that are no such item (or could not be deleted).
	 */
	public function delete_many( array $ids ): array;
}
