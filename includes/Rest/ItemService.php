<?php
/**
 * What every service behind a ResourceController answers: one item by id.
 *
 * @package EventinPro
 */

namespace EventinPro\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * A feature's service as ResourceController reads it. The write handlers need
 * more (EditsItems, DeletesItems, DuplicatesItems): a controller routes a
 * handler only when its service has that part.
 */
interface ItemService {

	/**
	 * One API item.
	 *
	 * @param int $id Item id.
	 * @return array<string,mixed>|null Null when there is no such item.
	 */
	public function get( int $id ): ?array;
}
