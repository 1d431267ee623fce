<?php
/**
 * What ListController reads from the attendees and bookings services.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

use EventinPro\Rest\DeletesItems;
use EventinPro\Rest\ItemService;

defined( 'ABSPATH' ) || exit;

/**
 * A service whose list is read a page at a time (and exported as CSV), and
 * whose items are deleted one or several at a time.
 */
interface ListService extends ItemService, DeletesItems {

	/**
	 * Items by id.
	 *
	 * @param int[] $ids Ids.
	 * @return array<int,array<string,mixed>> Id => item; unknown ids left out.
	 */
	public function get_many( array $ids ): array;

	/**
	 * A page of the list, newest first.
	 *
	 * @param array<string,mixed> $filters  The list's filters and search.
	 * @param int                 $page     Page, from 1.
	 * @param int                 $per_page Items per page.
	 * @return array{0:array<int,array<string,mixed>>,1:int} Items and total.
	 */
	public function find( array $filters, int $page = 1, int $per_page = 10 ): array;

	/**
	 * The ids of a page of the list (the CSV export reads their items in chunks).
	 *
	 * @param array<string,mixed> $filters  The list's filters and search.
	 * @param int                 $page     Page, from 1.
	 * @param int                 $per_page Items per page.
	 * @return array{0:int[],1:int} Ids and total.
	 */
	public function find_ids( array $filters, int $page, int $per_page ): array;
}
