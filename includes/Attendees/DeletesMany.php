<?php
/**
 * Bulk delete on top of a service's delete(): what went, and what was not there.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

defined( 'ABSPATH' ) || exit;

/**
 * For services with `delete( int $id ): bool` (attendees, and bookings, which depend on this feature).
 */
trait DeletesMany {

	/**
	 * Deletes several items, one by one (each through delete(), with its hooks).
	 *
	 * @param int[] $ids Ids.
	 * @return array{0:int[],1:int[]} Ids deleted, ids that are no such item (or could not be deleted).
	 */
	public function delete_many( array $ids ): array {
		$deleted = array();
		$missing = array();
		foreach ( $ids as $id ) {
			if ( $this->delete( (int) $id ) ) {
				$deleted[] = (int) $id;
			} else {
				$missing[] = (int) $id;
			}
		}
		return array( $deleted, $missing );
	}
}
