<?php
/**
 * The RSVP answers list's table (`{prefix}eventin_rsvp_list`).
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\Support\PostListTable;

defined( 'ABSPATH' ) || exit;

/**
 * One row per `etn_rsvp` post, answers and guests told apart (`kind`): the
 * event, the answer (Eventin's spellings read as one), the name and e-mail
 * address the search looks at, and the date the range compares. Totals are
 * kept per event, kind and answer, so a page of an event's answers reads its
 * 20 entries and one totals row at any number of answers.
 */
final class RsvpListTable extends PostListTable {

	/**
	 * {@inheritDoc}
	 */
	protected function post_type(): string {
		return RsvpRepository::POST_TYPE;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function name(): string {
		return 'rsvp';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function schema(): string {
		return '1';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function columns(): array {
		return array(
			'event_id' => array( self::ID, RsvpRepository::META_EVENT ),
			'kind'     => array( self::CODE, self::POST_FIELD . 'post_parent' ),
			'status'   => array( self::CODE, RsvpRepository::META_STATUS ),
			'name'     => array( self::TEXT, self::POST_FIELD . 'post_title' ),
			'email'    => array( self::TEXT, RsvpRepository::META_EMAIL ),
			'date'     => array( self::POSTDATE, null ),
		);
	}

	/**
	 * An answer (no parent) or a guest; the answer as RsvpRepository reads it.
	 *
	 * @param string $column Column.
	 * @param string $stored Stored value.
	 */
	protected function derive( string $column, string $stored ): string {
		if ( 'kind' === $column ) {
			return 0 === (int) $stored ? 'answer' : 'guest';
		}
		if ( 'status' === $column ) {
			return (string) RsvpRepository::status( $stored );
		}
		return $stored;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function scope(): string {
		return 'event_id';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function counted(): array {
		return array( 'kind', 'status' );
	}

	/**
	 * An event's answers, with or without their answer, in id order; the
	 * search's prefixes and the date range within an event's answers.
	 */
	protected function keys(): array {
		return array(
			'by_event_kind'        => array( 'event_id', 'kind' ),
			'by_event_kind_status' => array( 'event_id', 'kind', 'status' ),
			'by_event_kind_date'   => array( 'event_id', 'kind', 'date' ),
			'by_name'              => array( 'name' ),
			'by_email'             => array( 'email' ),
		);
	}
}
