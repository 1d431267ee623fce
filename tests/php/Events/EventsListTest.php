<?php
/**
 * GET /eventin/v2/events: filters, search, paging, order, children and query count.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Events\EventsRepository;

/**
 * The list.
 */
final class EventsListTest extends EventsTestCase {

	private const NOW = '2026-03-10 12:00:00';

	/**
	 * Builds the fixture set and returns what each event is: id, title, status
	 * (by hand, from the dates), first and last local day, category and tag keys.
	 *
	 * @return array{0:array<int,array<string,mixed>>,1:array<string,int>}
	 */
	private function fixtures(): array {
		$terms = array(
			'c1' => wp_insert_term( 'Cat one', 'etn_category' )['term_id'],
			'c2' => wp_insert_term( 'Cat two', 'etn_category' )['term_id'],
			't1' => wp_insert_term( 'Tag one', 'etn_tags' )['term_id'],
			't2' => wp_insert_term( 'Tag two', 'etn_tags' )['term_id'],
		);
		// [title, fields, status, first day, last day, terms].
		$defs = array(
			array(
				'Alpha Summit',
				array(
					'start_date' => '2026-03-01',
					'end_date'   => '2026-03-02',
				),
				'past',
				'2026-03-01',
				'2026-03-02',
				array( 'c1', 't1' ),
			),
			array(
				'Beta Meetup',
				array(
					'start_date' => '2026-03-10',
					'start_time' => '09:00',
					'end_time'   => '18:00',
				),
				'ongoing',
				'2026-03-10',
				'2026-03-10',
				array( 'c2', 't1', 't2' ),
			),
			array( 'Alpha Workshop', array( 'start_date' => '2026-03-20' ), 'upcoming', '2026-03-20', '2026-03-20', array( 'c1', 'c2' ) ),
			array(
				'Gamma Night',
				array(
					'start_date'  => '2026-03-10',
					'post_status' => 'draft',
				),
				'draft',
				'2026-03-10',
				'2026-03-10',
				array( 'c1', 't2' ),
			),
			// 01:00-03:00 on the 11th in Dhaka is 19:00-21:00 UTC on the 10th: still upcoming at noon UTC.
			array(
				'Delta Alpha',
				array(
					'start_date' => '2026-03-11',
					'start_time' => '01:00',
					'end_time'   => '03:00',
					'timezone'   => 'Asia/Dhaka',
				),
				'upcoming',
				'2026-03-11',
				'2026-03-11',
				array( 't1' ),
			),
			array(
				'Epsilon',
				array(
					'start_date' => '2026-02-25',
					'end_date'   => '2026-03-15',
				),
				'ongoing',
				'2026-02-25',
				'2026-03-15',
				array( 'c2', 't2' ),
			),
			array(
				'alpha lowercase',
				array(
					'start_date' => '2026-04-01',
					'timezone'   => 'America/New_York',
				),
				'upcoming',
				'2026-04-01',
				'2026-04-01',
				array( 'c1', 't1' ),
			),
			array(
				'Zeta',
				array(
					'start_date'  => '2026-01-01',
					'post_status' => 'draft',
				),
				'draft',
				'2026-01-01',
				'2026-01-01',
				array( 'c2' ),
			),
			array(
				'Eta Alpha',
				array(
					'start_date' => '2026-03-09',
					'end_date'   => '2026-03-10',
					'end_time'   => '11:00',
				),
				'past',
				'2026-03-09',
				'2026-03-10',
				array( 'c1', 't2' ),
			),
			// Ends in 18:00 Dhaka time = 12:00 UTC: ongoing to the second.
			array(
				'Theta Alpha',
				array(
					'start_date' => '2026-03-10',
					'end_time'   => '18:00',
					'timezone'   => 'UTC+6',
				),
				'ongoing',
				'2026-03-10',
				'2026-03-10',
				array( 'c2', 't1' ),
			),
		);
		$events = array();
		foreach ( $defs as list( $title, $fields, $status, $first, $last, $keys ) ) {
			$categories = array();
			$tags       = array();
			foreach ( $keys as $key ) {
				if ( 'c' === $key[0] ) {
					$categories[] = $terms[ $key ];
				} else {
					$tags[] = $terms[ $key ];
				}
			}
			$id       = $this->event(
				array(
					'title'      => $title,
					'categories' => $categories,
					'tags'       => $tags,
				) + $fields
			);
			$events[] = compact( 'id', 'title', 'status', 'first', 'last', 'keys' );
		}
		// A child: in the date-status lists (as in Eventin), never in the others.
		$id = $this->event(
			array(
				'title'      => 'Alpha child',
				'start_date' => '2026-03-10',
			)
		);
		wp_update_post(
			array(
				'ID'          => $id,
				'post_parent' => $events[2]['id'],
			)
		);
		$events[] = array(
			'id'     => $id,
			'title'  => 'Alpha child',
			'status' => str_replace( 'expired', 'past', $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['status'] ),
			'first'  => '2026-03-10',
			'last'   => '2026-03-10',
			'keys'   => array(),
			'child'  => true,
		);
		return array( $events, $terms );
	}

	public function test_every_filter_combination_counts_right(): void {
		$this->as_user( 'administrator' );
		$this->freeze_now( self::NOW );
		list( $events, $terms ) = $this->fixtures();

		$ranges  = array(
			'no range'        => array( '', '' ),
			'one day'         => array( '2026-03-10', '2026-03-10' ),
			'from the 11th'   => array( '2026-03-11', '' ),
			'until the 1st'   => array( '', '2026-03-01' ),
			'the week before' => array( '2026-03-02', '2026-03-09' ),
		);
		$checked = 0;
		foreach ( array( 'all', 'draft', 'ongoing', 'upcoming', 'past' ) as $status ) {
			foreach ( $ranges as $range_name => list( $from, $to ) ) {
				foreach ( array( '', 'alpha' ) as $search ) {
					foreach ( array( '', 'c1' ) as $category ) {
						foreach ( array( '', 't1' ) as $tag ) {
							$expected = array();
							foreach ( $events as $event ) {
								$matches = ( 'all' === $status || $status === $event['status'] )
									&& ( empty( $event['child'] ) || in_array( $status, array( 'ongoing', 'upcoming', 'past' ), true ) )
									&& ( '' === $from || $event['last'] >= $from )
									&& ( '' === $to || $event['first'] <= $to )
									&& ( '' === $search || false !== stripos( $event['title'], $search ) )
									&& ( '' === $category || in_array( $category, $event['keys'], true ) )
									&& ( '' === $tag || in_array( $tag, $event['keys'], true ) );
								if ( $matches ) {
									$expected[] = $event['id'];
								}
							}
							$params = array_filter(
								array(
									'status'         => $status,
									'start_date'     => $from,
									'end_date'       => $to,
									'search_keyword' => $search,
									'category'       => '' === $category ? '' : $terms[ $category ],
									'tag'            => '' === $tag ? '' : $terms[ $tag ],
								)
							);
							$label  = "status=$status, $range_name, search='$search', category='$category', tag='$tag'";

							$all = $this->request( 'GET', self::ROUTE, $params + array( 'per_page' => 100 ) );
							$this->assertStatus( 200, $all, $label );
							$body = $this->json( $all );
							$this->assertSame( count( $expected ), $body['total_items'], $label );
							$this->assertEqualsCanonicalizing( $expected, array_column( $body['items'], 'id' ), $label );

							$page = $this->request(
								'GET',
								self::ROUTE,
								$params + array(
									'per_page' => 2,
									'paged'    => 2,
								)
							);
							$this->assertSame( count( $expected ), $this->json( $page )['total_items'], "$label, page 2 of 2 per page" );
							$this->assertSame( (string) count( $expected ), (string) $page->get_headers()['X-WP-Total'], $label );
							$this->assertCount( max( 0, min( 2, count( $expected ) - 2 ) ), $this->json( $page )['items'], $label );
							++$checked;
						}
					}
				}
			}
		}
		$this->assertSame( 200, $checked );
	}

	public function test_shown_status_matches_the_fixture(): void {
		$this->as_user( 'administrator' );
		$this->freeze_now( self::NOW );
		list( $events ) = $this->fixtures();
		$shown          = array_column( $this->json( $this->request( 'GET', self::ROUTE, array( 'per_page' => 100 ) ) )['items'], 'status', 'id' );
		foreach ( $events as $event ) {
			if ( ! empty( $event['child'] ) ) {
				$this->assertArrayNotHasKey( $event['id'], $shown, 'an occurrence is not in the whole list' );
				continue;
			}
			$this->assertSame( 'past' === $event['status'] ? 'expired' : $event['status'], $shown[ $event['id'] ], $event['title'] );
		}
	}

	public function test_search_is_on_titles_only(): void {
		$this->as_user( 'administrator' );
		$this->event(
			array(
				'title'       => 'Plain title',
				'description' => 'Mentions the keyword zebra in the body',
			)
		);
		$hit = $this->event( array( 'title' => 'Zebra crossing' ) );
		$this->assertSame( array( $hit ), array_column( $this->json( $this->request( 'GET', self::ROUTE, array( 'search_keyword' => 'zebra' ) ) )['items'], 'id' ) );
		$this->assertSame( array( $hit ), array_column( $this->json( $this->request( 'GET', self::ROUTE, array( 'search' => 'zebra' ) ) )['items'], 'id' ), 'search is an alias' );
	}

	public function test_several_categories_match_any(): void {
		$this->as_user( 'administrator' );
		$a   = wp_insert_term( 'A', 'etn_category' )['term_id'];
		$b   = wp_insert_term( 'B', 'etn_category' )['term_id'];
		$one = $this->event( array( 'categories' => array( $a ) ) );
		$two = $this->event( array( 'categories' => array( $b ) ) );
		$this->event();
		$body = $this->json( $this->request( 'GET', self::ROUTE . "?category=$a,$b" ) );
		$this->assertEqualsCanonicalizing( array( $one, $two ), array_column( $body['items'], 'id' ) );
		$body = $this->json( $this->request( 'GET', self::ROUTE, array( 'category' => array( $a ) ) ) );
		$this->assertSame( array( $one ), array_column( $body['items'], 'id' ) );
	}

	public function test_a_category_filter_includes_its_sub_categories(): void {
		$this->as_user( 'administrator' );
		$music  = wp_insert_term( 'Music', 'etn_category' )['term_id'];
		$jazz   = wp_insert_term( 'Jazz', 'etn_category', array( 'parent' => $music ) )['term_id'];
		$talks  = wp_insert_term( 'Talks', 'etn_category' )['term_id'];
		$in     = $this->event( array( 'categories' => array( $music ) ) );
		$nested = $this->event( array( 'categories' => array( $jazz ) ) );
		$this->event( array( 'categories' => array( $talks ) ) );
		$body = $this->json( $this->request( 'GET', self::ROUTE, array( 'category' => $music ) ) );
		$this->assertEqualsCanonicalizing( array( $in, $nested ), array_column( $body['items'], 'id' ) );
		$body = $this->json( $this->request( 'GET', self::ROUTE, array( 'category' => $jazz ) ) );
		$this->assertSame( array( $nested ), array_column( $body['items'], 'id' ) );
	}

	public function test_order_is_newest_first_then_highest_id(): void {
		$this->as_user( 'administrator' );
		$old   = $this->event( array( 'title' => 'Old' ) );
		$new_a = $this->event( array( 'title' => 'New A' ) );
		$new_b = $this->event( array( 'title' => 'New B' ) );
		$mid   = $this->event( array( 'title' => 'Mid' ) );
		foreach ( array(
			$old   => '2025-01-01 10:00:00',
			$new_a => '2025-06-01 10:00:00',
			$new_b => '2025-06-01 10:00:00',
			$mid   => '2025-03-01 10:00:00',
		) as $id => $date ) {
			wp_update_post(
				array(
					'ID'            => $id,
					'post_date'     => $date,
					'post_date_gmt' => $date,
				)
			);
		}
		$ids = array_column( $this->json( $this->request( 'GET', self::ROUTE ) )['items'], 'id' );
		$this->assertSame( array( $new_b, $new_a, $mid, $old ), $ids );
	}

	public function test_paging_and_headers(): void {
		$this->as_user( 'administrator' );
		for ( $i = 0; $i < 12; $i++ ) {
			$this->event();
		}
		$first = $this->request( 'GET', self::ROUTE );
		$this->assertCount( 10, $this->json( $first )['items'], 'ten per page by default' );
		$this->assertSame( 12, $this->json( $first )['total_items'] );
		$this->assertSame( '12', (string) $first->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', (string) $first->get_headers()['X-WP-TotalPages'] );
		$second = $this->json( $this->request( 'GET', self::ROUTE, array( 'paged' => 2 ) ) );
		$this->assertCount( 2, $second['items'] );
		$this->assertEmpty( array_intersect( array_column( $second['items'], 'id' ), array_column( $this->json( $first )['items'], 'id' ) ) );
		$beyond = $this->json( $this->request( 'GET', self::ROUTE, array( 'paged' => 9 ) ) );
		$this->assertSame( array(), $beyond['items'] );
		$this->assertSame( 12, $beyond['total_items'], 'a page past the end still tells the total' );
	}

	/**
	 * A weekly series on the Mondays of May 2026 (4, 11, 18 and 25).
	 *
	 * @return int The parent's id.
	 */
	private function weekly_series(): int {
		return $this->event(
			array(
				'start_date'        => '2026-05-04',
				'recurring_enabled' => 'yes',
				'recurrence'        => array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => '2026-05-25',
				),
			)
		);
	}

	public function test_parent_lists_children_and_only_them(): void {
		$this->as_user( 'administrator' );
		$parent = $this->weekly_series();
		$top    = $this->json( $this->request( 'GET', self::ROUTE ) );
		$this->assertSame( array( $parent ), array_column( $top['items'], 'id' ) );
		$this->assertSame( 'yes', $top['items'][0]['recurring_enabled'] );

		$children = $this->json( $this->request( 'GET', self::ROUTE, array( 'parent' => $parent ) ) );
		$this->assertSame( 4, $children['total_items'] );
		foreach ( $children['items'] as $child ) {
			$this->assertSame( $parent, $child['parent'] );
			$this->assertSame( 'no', $child['recurring_enabled'] );
		}
		$this->assertSame( 1, $this->json( $this->request( 'GET', self::ROUTE, array( 'parent' => 0 ) ) )['total_items'] );
		$this->assertSame( 0, $this->json( $this->request( 'GET', self::ROUTE, array( 'parent' => 999999 ) ) )['total_items'] );
	}

	public function test_date_status_filters_list_occurrences_too(): void {
		$this->as_user( 'administrator' );
		$this->freeze_now( '2026-05-12 12:00:00' );
		$parent   = $this->weekly_series();
		$single   = $this->event( array( 'start_date' => '2026-07-01' ) );
		$ids      = function ( array $params ): array {
			$ids = array_column( $this->json( $this->request( 'GET', self::ROUTE, $params ) )['items'], 'id' );
			sort( $ids );
			return $ids;
		};
		$children = $ids( array( 'parent' => $parent ) );
		$this->assertCount( 4, $children );

		// Occurrences on May 4 and 11 are past, May 18 and 25 upcoming; the parent has its own first date.
		$this->assertSame( array_merge( array_slice( $children, 2 ), array( $single ) ), $ids( array( 'status' => 'upcoming' ) ) );
		$this->assertSame( array_merge( array( $parent ), array_slice( $children, 0, 2 ) ), $ids( array( 'status' => 'past' ) ) );
		$this->assertSame( array(), $ids( array( 'status' => 'ongoing' ) ) );

		// The whole list, drafts and an explicit parent=0 stay top-level.
		$this->assertSame( array( $parent, $single ), $ids( array() ) );
		$this->assertSame( array( $parent, $single ), $ids( array( 'status' => 'all' ) ) );
		$this->assertSame(
			array( $single ),
			$ids(
				array(
					'status' => 'upcoming',
					'parent' => 0,
				)
			)
		);
	}

	/**
	 * Bad list params.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_params(): array {
		return array(
			'status expired (the filter says past)' => array( array( 'status' => 'expired' ), 'status' ),
			'status unknown'                        => array( array( 'status' => 'bogus' ), 'status' ),
			'start_date malformed'                  => array( array( 'start_date' => '2026-13-40' ), 'start_date' ),
			'end_date not a date'                   => array( array( 'end_date' => 'next week' ), 'end_date' ),
			'end before start'                      => array(
				array(
					'start_date' => '2026-03-10',
					'end_date'   => '2026-03-09',
				),
				'end_date',
			),
			'per_page too big'                      => array( array( 'per_page' => 101 ), 'per_page' ),
			'per_page zero'                         => array( array( 'per_page' => 0 ), 'per_page' ),
			'paged zero'                            => array( array( 'paged' => 0 ), 'paged' ),
			'unknown category'                      => array( array( 'category' => 987654 ), 'category' ),
			'category not a number'                 => array( array( 'category' => 'music' ), 'category' ),
			'unknown tag'                           => array( array( 'tag' => '987654' ), 'tag' ),
			'negative parent'                       => array( array( 'parent' => -1 ), 'parent' ),
			'over-long search'                      => array( array( 'search_keyword' => str_repeat( 's', 201 ) ), 'search_keyword' ),
		);
	}

	/**
	 * @dataProvider bad_params
	 *
	 * @param array<string,mixed> $params Params.
	 * @param string              $field  Field named.
	 */
	public function test_bad_params_are_a_400_naming_the_field( array $params, string $field ): void {
		$this->as_user( 'administrator' );
		$this->assertInvalidField( $field, $this->request( 'GET', self::ROUTE, $params ) );
	}

	public function test_queries_do_not_grow_with_the_page_size(): void {
		$this->as_user( 'administrator' );
		$this->freeze_now( '2026-01-01 00:00:00' );
		$category = wp_insert_term( 'Counted', 'etn_category' )['term_id'];
		$tag      = wp_insert_term( 'Counted', 'etn_tags' )['term_id'];
		for ( $i = 0; $i < 60; $i++ ) {
			$image = wp_insert_attachment(
				array(
					'post_title'     => "Image $i",
					'post_mime_type' => 'image/jpeg',
				),
				"image-$i.jpg"
			);
			update_post_meta(
				$image,
				'_wp_attachment_metadata',
				array(
					'width'  => 800,
					'height' => 600,
					'file'   => "image-$i.jpg",
				)
			);
			$id = $this->event(
				array(
					'title'             => "Counted $i",
					'categories'        => array( $category ),
					'tags'              => array( $tag ),
					'featured_image'    => $image,
					'location'          => array( 'address' => "Hall $i" ),
					'ticket_variations' => array(
						array(
							'name'     => 'Seat',
							'price'    => 5,
							'capacity' => 50,
						),
					),
				)
			);
			$this->attendee( $id );
			$this->attendee( $id, 'failed' );
		}
		$count = function ( int $per_page, &$queries ) {
			return $this->count_queries(
				function () use ( $per_page ) {
					wp_cache_flush();
					$response = $this->request( 'GET', self::ROUTE, array( 'per_page' => $per_page ) );
					$this->assertCount( $per_page, $response->get_data()['items'] );
					$this->assertSame( 1, $response->get_data()['items'][0]['sold_tickets'] );
					$this->assertNotSame( '', $response->get_data()['items'][0]['featured_image_url'] );
				},
				$queries
			);
		};
		$this->request( 'GET', self::ROUTE ); // The first list after a change counts the events, once (EventsListTable::total()).
		$small = $count( 5, $small_queries );
		$large = $count( 50, $large_queries );
		$this->assertSame( $small, $large, "per_page=5:\n" . implode( "\n", $small_queries ) . "\n\nper_page=50:\n" . implode( "\n", $large_queries ) );
		$this->assertLessThanOrEqual( 12, $large, implode( "\n", $large_queries ) );

		$filtered = $this->count_queries(
			function () use ( $category, $tag ) {
				wp_cache_flush();
				$response = $this->request(
					'GET',
					self::ROUTE,
					array(
						'per_page'       => 50,
						'status'         => 'upcoming',
						'start_date'     => '2026-01-01',
						'end_date'       => '2026-12-31',
						'search_keyword' => 'Counted',
						'category'       => $category,
						'tag'            => $tag,
					)
				);
				$this->assertCount( 50, $response->get_data()['items'] );
			},
			$filtered_queries
		);
		$this->assertLessThanOrEqual( 12, $filtered, implode( "\n", $filtered_queries ) );
	}

	public function test_sold_tickets_are_counted_in_one_query_for_a_page(): void {
		$ids = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$ids[] = $this->event();
			$this->attendee( $ids[ $i ] );
		}
		$repository = new EventsRepository();
		$this->assertSame(
			1,
			$this->count_queries(
				static function () use ( $repository, $ids ) {
					$repository->sold_counts( $ids );
				}
			)
		);
		$this->assertSame( array_fill_keys( $ids, 1 ), $repository->sold_counts( $ids ) );
	}
}
