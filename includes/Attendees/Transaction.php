<?php
/**
 * A database transaction around a unit of work, nested with a savepoint when
 * the connection already holds one.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

use Throwable;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Transactions for the attendee and booking writes (bookings use it too: they
 * depend on this feature, not the other way round).
 *
 * With autocommit on (every web request), it runs START TRANSACTION / COMMIT.
 * Inside another run(), or with autocommit off (whoever turned it off owns
 * the open transaction: the PHP tests), a START TRANSACTION would commit the
 * open one and release its locks: the unit runs inside a savepoint instead. On the development site's
 * SQLite the driver translates both forms.
 */
final class Transaction {

	/**
	 * Savepoints opened so far (unique names).
	 *
	 * @var int
	 */
	private static $savepoints = 0;

	/**
	 * Units of work running now (run() inside run()).
	 *
	 * @var int
	 */
	private static $depth = 0;

	/**
	 * What the running units wrote through WordPress's APIs, in order: post
	 * ids ('post') and option names ('option'). A rollback drops their cached
	 * copies: a persistent object cache, shared by every PHP process, would
	 * otherwise serve rows the database never kept. So does the outermost
	 * commit: a process that read between the write and the commit may have
	 * cached the row as it was.
	 *
	 * @var array<int,array{0:'post',1:int}|array{0:'option',1:string}>
	 */
	private static $written = array();

	/**
	 * Whether the listeners that fill $written are hooked.
	 *
	 * @var bool
	 */
	private static $listening = false;

	/**
	 * Runs $work; commits unless it returns a WP_Error or throws, which roll it back.
	 *
	 * @template T
	 * @param callable():T $work Unit of work.
	 * @return T|WP_Error Its result.
	 * @throws Throwable What $work threw, after the rollback.
	 */
	public static function run( callable $work ) {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- transaction control has no API; the savepoint name is our own counter.
		// Inside our own transaction @@autocommit still reads 1: a second START TRANSACTION would commit it.
		$nested = self::$depth > 0 || '0' === (string) $wpdb->get_var( 'SELECT @@autocommit' );
		$name   = 'eventin_sp_' . ( ++self::$savepoints );
		self::listen();
		$mark = count( self::$written );
		$wpdb->query( $nested ? "SAVEPOINT $name" : 'START TRANSACTION' );
		++self::$depth;
		try {
			$result = $work();
		} catch ( Throwable $e ) {
			$wpdb->query( $nested ? "ROLLBACK TO SAVEPOINT $name" : 'ROLLBACK' );
			self::forget_cached( $mark );
			throw $e;
		} finally {
			--self::$depth;
		}
		if ( is_wp_error( $result ) ) {
			$wpdb->query( $nested ? "ROLLBACK TO SAVEPOINT $name" : 'ROLLBACK' );
			self::forget_cached( $mark );
		} else {
			$wpdb->query( $nested ? "RELEASE SAVEPOINT $name" : 'COMMIT' );
			if ( ! $nested && wp_using_ext_object_cache() ) {
				// WordPress dropped the cached copies when the unit wrote, before
				// the commit: another process reading in between got the old
				// committed row and may have cached it again in the shared cache
				// (an in-memory cache is this process's alone). Drop them once
				// more now that the new rows are what everyone reads.
				self::forget_cached( $mark );
			}
		}
		if ( 0 === self::$depth ) {
			self::$written = array(); // Kept: a savepoint released is undone when its outer unit rolls back.
		}
		// phpcs:enable
		return $result;
	}

	/**
	 * Hooks the listeners that note what a unit writes (once).
	 */
	private static function listen(): void {
		if ( self::$listening ) {
			return;
		}
		self::$listening = true;
		$post            = static function ( $post_id ): void {
			self::note_post( (int) $post_id );
		};
		$meta            = static function ( $meta_id, $object_id ): void {
			self::note_post( (int) $object_id );
		};
		$option          = static function ( $option ): void {
			self::note_option( (string) $option );
		};
		add_action( 'clean_post_cache', $post );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, $meta, 10, 2 );
		}
		foreach ( array( 'added_option', 'updated_option', 'deleted_option' ) as $hook ) {
			add_action( $hook, $option );
		}
	}

	/**
	 * Notes a write of a post or its meta while a unit runs.
	 *
	 * @param int $id Post id.
	 */
	private static function note_post( int $id ): void {
		if ( self::$depth > 0 && $id ) {
			self::$written[] = array( 'post', $id );
		}
	}

	/**
	 * Notes a write of an option while a unit runs.
	 *
	 * @param string $name Option name.
	 */
	private static function note_option( string $name ): void {
		if ( self::$depth > 0 && '' !== $name ) {
			self::$written[] = array( 'option', $name );
		}
	}

	/**
	 * Drops the cached copies of what was written since $mark (rolled back,
	 * or committed by the outermost unit).
	 *
	 * @param int $mark Index in $written where the unit began.
	 */
	private static function forget_cached( int $mark ): void {
		$unit          = array_slice( self::$written, $mark );
		self::$written = array_slice( self::$written, 0, $mark );
		$depth         = self::$depth;
		self::$depth   = 0; // Cleaning writes nothing to note.
		try {
			$posts   = array();
			$options = false;
			foreach ( $unit as list( $kind, $key ) ) {
				if ( 'post' === $kind ) {
					$posts[ $key ] = true;
				} else {
					wp_cache_delete( $key, 'options' );
					$options = true;
				}
			}
			foreach ( array_keys( $posts ) as $post_id ) {
				clean_post_cache( $post_id );
			}
			if ( $options ) {
				wp_cache_delete( 'alloptions', 'options' );
				wp_cache_delete( 'notoptions', 'options' );
			}
		} finally {
			self::$depth = $depth;
		}
	}
}
