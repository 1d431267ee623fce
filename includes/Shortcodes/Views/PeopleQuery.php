<?php
/**
 * Which speakers or organizers a widget lists, read in a constant number of
 * queries: one for the ids, then the users, their meta and their photos'
 * attachments at once.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use EventinPro\Speakers\SpeakersRepository;
use WP_User_Query;

defined( 'ABSPATH' ) || exit;

/**
 * People queries of the speaker, organizer and schedule widgets.
 */
final class PeopleQuery {

	/**
	 * The widgets' orderby values (named after post fields, as Eventin's
	 * generator writes them) => the user field that means the same.
	 */
	private const ORDERBY = array(
		'title'     => 'display_name',
		'ID'        => 'ID',
		'post_date' => 'user_registered',
		'name'      => 'user_nicename',
	);

	/**
	 * Ids of the users holding a role, in any of the groups (none: every
	 * group), sorted and bounded, in one query.
	 *
	 * @param string $role    etn-speaker or etn-organizer.
	 * @param int[]  $groups  Speaker group term ids.
	 * @param int    $limit   Most ids.
	 * @param string $order   ASC or DESC.
	 * @param string $orderby title, ID, post_date or name.
	 * @return int[]
	 */
	public static function ids( string $role, array $groups, int $limit, string $order, string $orderby ): array {
		$order = 'ASC' === $order ? 'ASC' : 'DESC';
		$field = self::ORDERBY[ $orderby ] ?? 'ID';
		$sort  = array( $field => $order );
		if ( 'ID' !== $field ) {
			$sort['ID'] = $order; // Equal names keep one order from page to page.
		}
		$args   = array(
			'role__in'    => array( $role ),
			'number'      => max( 1, $limit ),
			'orderby'     => $sort,
			'fields'      => 'ID',
			'count_total' => false,
		);
		$groups = array_values( array_filter( array_map( 'intval', $groups ) ) );
		if ( $groups ) {
			$args['meta_query'] = SpeakersRepository::groups_clause( $groups ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- group membership is user meta, as Eventin 4 stores it.
		}
		return array_map( 'intval', (array) ( new WP_User_Query( $args ) )->get_results() );
	}

	/**
	 * Public profiles of speakers and organizers by id, in the order given;
	 * other users and unknown ids are left out. The users and their meta are
	 * read in one query each, the photos and logos (posts and meta) too.
	 *
	 * @param int[] $ids User ids.
	 * @return array<int,array<string,mixed>> Profiles (PeopleProfile::of()) by user id.
	 */
	public static function people( array $ids ): array {
		$repository = new SpeakersRepository();
		$profiles   = array();
		foreach ( $repository->get_many( $ids ) as $user ) {
			$profiles[ (int) $user->ID ] = PeopleProfile::of( $user, $repository );
		}
		$attachments = PeopleProfile::attachment_ids( $profiles );
		if ( $attachments ) {
			_prime_post_caches( $attachments, false, true );
		}
		return $profiles;
	}
}
