<?php
/**
 * The hooks that keep a list table (PostListTable) in step, registered
 * without loading it.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Registers a list table's hooks by class name: the table's code loads only
 * when a post changes or a list is read, not on every request.
 */
final class ListTableHooks {

	/**
	 * WP-Cron hook of a fill step; its one argument is the table's class.
	 */
	public const FILL_HOOK = 'eventin_fill_list_table';

	/**
	 * Hooks that mark changed posts, and the fill steps.
	 *
	 * @param class-string<PostListTable> $table List table class.
	 */
	public static function add( string $table ): void {
		add_action( 'added_post_meta', array( $table, 'on_meta' ), 10, 3 );
		add_action( 'updated_post_meta', array( $table, 'on_meta' ), 10, 3 );
		add_action( 'deleted_post_meta', array( $table, 'on_meta' ), 10, 3 );
		add_action( 'wp_insert_post', array( $table, 'on_post' ), 10, 2 );
		add_action( 'transition_post_status', array( $table, 'on_transition' ), 10, 3 );
		add_action( 'deleted_post', array( $table, 'on_post' ), 10, 2 );
		if ( ! has_action( self::FILL_HOOK, array( PostListTable::class, 'fill_step' ) ) ) {
			add_action( self::FILL_HOOK, array( PostListTable::class, 'fill_step' ) );
		}
	}
}
