<?php
/**
 * Saving every item of an Eventin 4 site unchanged, in one pass, leaves what
 * Eventin stored as it was.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Compat;

use EventinPro\Support\Installer;
use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * Loads the Eventin 4.1.18 fixture, then, as its administrator, saves every
 * event (the whole item, then each editor section), schedule, attendee,
 * speaker or organizer, category, tag and speaker group through the REST
 * routes with the writable fields of its own answer, and compares the stored
 * rows with the fixture's: post, user and term meta byte for byte, the post,
 * user and term fields Eventin stores, term relationships, and which rows
 * exist. (Bookings are not saved: their route changes a booking's status,
 * and answers 409 to the status it already has.)
 */
final class FixtureRoundTripTest extends TestCase {

	/**
	 * What this plugin adds to Eventin's rows, by post type or taxonomy: field
	 * => why (README, "Keys this plugin adds").
	 */
	private const ADDED = array(
		'etn'                  => array(
			'meta _etn_start_local' => 'Eventin stores date, 12-hour time and timezone apart, which SQL cannot compare; the status and date filters and the list order read these.',
			'meta _etn_end_local'   => 'As _etn_start_local.',
			'meta _etn_start_utc'   => 'As _etn_start_local.',
			'meta _etn_end_utc'     => 'As _etn_start_local.',
		),
		'etn_speaker_category' => array(
			'count' => 'Speakers per group: WordPress recounts a group when its members change, and activation recounts all (Eventin leaves 0 and never reads it).',
		),
	);

	/**
	 * The event editor's sections and the fields each one saves
	 * (src/admin/screens/event-editor/components/*-section.tsx).
	 */
	private const EVENT_SECTIONS = array(
		'basic'     => array( 'title', 'description', 'start_date', 'end_date', 'start_time', 'end_time', 'timezone', 'location', 'categories', 'tags', 'featured_image' ),
		'tickets'   => array( 'ticket_variations' ),
		'people'    => array( 'speakers', 'organizers', 'speaker_type', 'speaker_groups', 'organizer_type', 'organizer_groups' ),
		'schedules' => array( 'schedules' ),
		'advanced'  => array( 'post_status', 'registration_deadline', 'ticket_template', 'certificate_template', 'rsvp_enabled', 'rsvp', 'recurring_enabled', 'recurrence' ),
		'attendees' => array( 'ask_attendees', 'extra_fields' ),
	);

	/**
	 * Term routes by taxonomy.
	 */
	private const TERM_ROUTES = array(
		'etn_category'         => '/eventin/v2/event/categories',
		'etn_tags'             => '/eventin/v2/event/tags',
		'etn_speaker_category' => '/eventin/v2/speaker/categories',
	);

	/**
	 * What the requests changed so far: "object | key" => the first request
	 * that changed it.
	 *
	 * @var array<string,string>
	 */
	private $changed_by = array();

	/**
	 * Requests that did not answer 200: "request | label" => status and body.
	 *
	 * @var array<string,string>
	 */
	private $refused = array();

	/**
	 * Saves sent.
	 *
	 * @var int
	 */
	private $saves = 0;

	/**
	 * The stored rows after the last request.
	 *
	 * @var array<string,array<string,string|null>>
	 */
	private $last = array();

	/**
	 * Loads the fixture and signs in as its administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		Eventin4Fixture::load();
		$this->as_user( 1 );
	}

	public function test_saving_every_item_unchanged_keeps_what_eventin_stored(): void {
		$before     = $this->storage();
		$this->last = $before;
		$this->assertSame( $this->fixture_meta(), $this->meta_only( $before ), 'precondition: the database holds what Eventin stored' );

		// The site as it is once this plugin is switched on.
		$this->assertTrue( Installer::install() );
		$this->note_changes( 'activation' );

		foreach ( Eventin4Fixture::posts( 'etn' ) as $event ) {
			$route = '/eventin/v2/events/' . $event['ID'];
			$this->save( 'PUT', $route, null, 'whole event' );
			foreach ( self::EVENT_SECTIONS as $section => $fields ) {
				$this->save( 'PATCH', $route, $fields, $section . ' section' );
			}
		}
		foreach ( Eventin4Fixture::posts( 'etn-schedule' ) as $schedule ) {
			$this->save( 'PUT', '/eventin/v2/schedules/' . $schedule['ID'], null, 'schedule' );
		}
		foreach ( Eventin4Fixture::posts( 'etn-attendee' ) as $attendee ) {
			$this->save( 'PUT', '/eventin/v2/attendees/' . $attendee['ID'], null, 'attendee' );
		}
		foreach ( Eventin4Fixture::users() as $id => $user ) {
			if ( array_intersect( array( 'etn-speaker', 'etn-organizer' ), $user['roles'] ) ) {
				$this->save( 'PUT', '/eventin/v2/speakers/' . $id, null, 'speaker' );
			}
		}
		foreach ( Eventin4Fixture::data()['terms'] as $term ) {
			$this->save( 'PUT', self::TERM_ROUTES[ $term['taxonomy'] ] . '/' . $term['term_id'], null, 'term' );
		}

		$this->assertSame( 12 * ( 1 + count( self::EVENT_SECTIONS ) ) + 4 + 6 + 4 + 7, $this->saves, 'every event (whole and by section), schedule, attendee, speaker and term was saved' );
		$after       = $this->storage();
		$differences = $this->refused + $this->differences( $before, $after );
		$this->assertSame( array(), $differences, "Saving every item unchanged changed what Eventin stored:\n" . implode( "\n", $differences ) );

		$series = array();
		foreach ( array( 16, 17, 18, 19, 20 ) as $id ) {
			$series[ $id ] = array( get_post( $id )->post_name, get_post( $id )->post_parent );
		}
		$this->assertSame(
			array(
				16 => array( 'design-meetup-daily-series', 0 ),
				17 => array( 'design-meetup-daily-series', 16 ),
				18 => array( 'design-meetup-daily-series-2', 16 ),
				19 => array( 'design-meetup-daily-series-3', 16 ),
				20 => array( 'design-meetup-daily-series-4', 16 ),
			),
			$series,
			'the recurring series keeps its occurrences and their slugs'
		);
	}

	/**
	 * The comparison itself: a change through the same routes is reported
	 * with the object, the key and both values.
	 */
	public function test_a_change_is_reported_with_its_object_key_and_values(): void {
		$before = $this->storage();
		$this->assertStatus( 200, $this->request( 'PATCH', '/eventin/v2/events/15', array( 'title' => 'Renamed workshop' ) ) );
		$this->assertStatus( 200, $this->request( 'PATCH', '/eventin/v2/event/tags/5', array( 'name' => 'machine learning' ) ) );

		$differences = $this->differences( $before, $this->storage() );

		$this->assertSame( "post 15 (etn) post_title: before 'Hands-on Workshop (two tickets)', after 'Renamed workshop'", $differences['post 15 (etn) | post_title'] );
		$this->assertSame( "term 5 (etn_tags) name: before 'ai', after 'machine learning'", $differences['term 5 (etn_tags) | name'] );
		$this->assertArrayHasKey( 'post 15 (etn) | post_modified', $differences );
	}

	/**
	 * GETs an item and sends back the writable fields of the answer (all of
	 * them, or those of $fields), then notes what the request changed.
	 *
	 * @param string        $method HTTP method of the save.
	 * @param string        $route  Item route.
	 * @param string[]|null $fields Fields a section saves, null for the whole item.
	 * @param string        $label  What is saved, for messages.
	 */
	private function save( string $method, string $route, ?array $fields, string $label ): void {
		$read = $this->request( 'GET', $route );
		$this->assertStatus( 200, $read, $label );
		$item    = $this->json( $read );
		$payload = array();
		foreach ( $this->writable_args( $route ) as $field => $schema ) {
			if ( array_key_exists( $field, $item ) && ( null === $fields || in_array( $field, $fields, true ) ) ) {
				$payload[ $field ] = self::without_readonly( $item[ $field ], $schema );
			}
		}
		if ( 'advanced section' === $label ) {
			$payload = $this->advanced_section( $payload, $item );
		}
		$request = "$method $route ($label)";
		if ( ! $payload ) {
			return;
		}
		$response = $this->request( $method, $route, $payload );
		++$this->saves;
		if ( 200 !== $response->get_status() ) {
			$this->refused[ "$request | answer" ] = "$request answered " . $response->get_status() . ': ' . wp_json_encode( $response->get_data(), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		}
		$this->note_changes( $request );
	}

	/**
	 * Notes which keys $what changed first.
	 *
	 * @param string $what A request or step, for messages.
	 */
	private function note_changes( string $what ): void {
		$now = $this->storage();
		foreach ( array_keys( $this->differences( $this->last, $now ) ) as $key ) {
			if ( ! isset( $this->changed_by[ $key ] ) ) {
				$this->changed_by[ $key ] = $what;
			}
		}
		$this->last = $now;
	}

	/**
	 * What the Advanced section sends: the rule only while the event repeats,
	 * and neither repeat field for an occurrence (advancedPayload()).
	 *
	 * @param array<string,mixed> $payload Writable fields of the section.
	 * @param array<string,mixed> $item    The event as read.
	 * @return array<string,mixed>
	 */
	private function advanced_section( array $payload, array $item ): array {
		if ( 0 !== (int) ( $item['parent'] ?? 0 ) ) {
			unset( $payload['recurring_enabled'], $payload['recurrence'] );
		} elseif ( 'yes' !== ( $item['recurring_enabled'] ?? '' ) ) {
			unset( $payload['recurrence'] );
		}
		return $payload;
	}

	/**
	 * The arguments of a route's PUT handler: its writable fields and their schemas.
	 *
	 * @param string $route Item route.
	 * @return array<string,array<string,mixed>>
	 */
	private function writable_args( string $route ): array {
		$pattern = preg_replace( '#/\d+$#', '/(?P<id>[\d]+)', $route );
		foreach ( rest_get_server()->get_routes()[ $pattern ] as $handler ) {
			if ( ! empty( $handler['methods']['PUT'] ) ) {
				return array_diff_key( $handler['args'], array( 'id' => true ) );
			}
		}
		$this->fail( "No PUT handler on $pattern" );
	}

	/**
	 * A value without the read-only properties its schema names (at any depth).
	 *
	 * @param mixed               $value  Value as read.
	 * @param array<string,mixed> $schema Its schema.
	 * @return mixed
	 */
	private static function without_readonly( $value, array $schema ) {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		if ( isset( $schema['items'] ) && is_array( $schema['items'] ) && array_values( $value ) === $value ) {
			foreach ( $value as $i => $item ) {
				$value[ $i ] = self::without_readonly( $item, $schema['items'] );
			}
			return $value;
		}
		foreach ( (array) ( $schema['properties'] ?? array() ) as $name => $property ) {
			if ( ! array_key_exists( $name, $value ) ) {
				continue;
			}
			if ( ! empty( $property['readonly'] ) ) {
				unset( $value[ $name ] );
			} else {
				$value[ $name ] = self::without_readonly( $value[ $name ], $property );
			}
		}
		return $value;
	}

	/**
	 * The rows a save could touch, flattened: "object | key" => stored value
	 * (null when missing). Every post, user and term of the site (so created
	 * or deleted rows show), their meta and the fields Eventin stores.
	 *
	 * @return array<string,array<string,string|null>> Object => key => value.
	 */
	private function storage(): array {
		global $wpdb;
		wp_cache_flush();
		$rows  = array();
		$posts = $wpdb->get_results( "SELECT ID, post_type, post_author, post_date, post_date_gmt, post_modified, post_modified_gmt, post_title, post_content, post_excerpt, post_status, post_name, post_parent FROM {$wpdb->posts} ORDER BY ID", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( $posts as $post ) {
			$object          = 'post ' . $post['ID'] . ' (' . $post['post_type'] . ')';
			$rows[ $object ] = array_diff_key( $post, array( 'ID' => true ) );
			foreach ( Eventin4Fixture::raw_post_meta( (int) $post['ID'] ) as $key => $value ) {
				$rows[ $object ][ "meta $key" ] = $value;
			}
			$terms = $wpdb->get_col( $wpdb->prepare( "SELECT term_taxonomy_id FROM {$wpdb->term_relationships} WHERE object_id = %d ORDER BY term_taxonomy_id", $post['ID'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			if ( $terms ) {
				$rows[ $object ]['terms'] = implode( ',', $terms );
			}
		}
		$users = $wpdb->get_results( "SELECT ID, user_login, user_nicename, user_email, user_url, user_registered, display_name FROM {$wpdb->users} ORDER BY ID", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( $users as $user ) {
			$object          = 'user ' . $user['ID'];
			$rows[ $object ] = array_diff_key( $user, array( 'ID' => true ) );
			foreach ( Eventin4Fixture::raw_user_meta( (int) $user['ID'] ) as $key => $value ) {
				$rows[ $object ][ "meta $key" ] = $value;
			}
		}
		$terms = $wpdb->get_results( "SELECT t.term_id, t.name, t.slug, t.term_group, tt.term_taxonomy_id, tt.taxonomy, tt.description, tt.parent, tt.count FROM {$wpdb->terms} t INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id ORDER BY t.term_id", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( $terms as $term ) {
			$object          = 'term ' . $term['term_id'] . ' (' . $term['taxonomy'] . ')';
			$rows[ $object ] = array_diff_key( $term, array( 'term_id' => true ) );
			// Every object the term is on, whatever its kind (the posts' side shows under each post).
			$rows[ $object ]['objects'] = implode( ',', $wpdb->get_col( $wpdb->prepare( "SELECT object_id FROM {$wpdb->term_relationships} WHERE term_taxonomy_id = %d ORDER BY object_id", $term['term_taxonomy_id'] ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$meta            = $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->termmeta} WHERE term_id = %d ORDER BY meta_id", $term['term_id'] ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			foreach ( $meta as $row ) {
				$rows[ $object ][ 'meta ' . $row['meta_key'] ] = $row['meta_value'];
			}
		}
		return $rows;
	}

	/**
	 * Every difference between two storage() snapshots but the keys this
	 * plugin adds: "object | key" => a message naming the object, the key,
	 * the value before and after, and the first request that changed it.
	 *
	 * @param array<string,array<string,string|null>> $before Snapshot.
	 * @param array<string,array<string,string|null>> $after  Snapshot.
	 * @return array<string,string>
	 */
	private function differences( array $before, array $after ): array {
		$differences = array();
		foreach ( array_keys( $before + $after ) as $object ) {
			if ( ! isset( $before[ $object ] ) || ! isset( $after[ $object ] ) ) {
				$key                 = "$object | row";
				$differences[ $key ] = sprintf( '%s: %s', $object, isset( $before[ $object ] ) ? 'deleted' : 'created' ) . $this->culprit( $key );
				continue;
			}
			foreach ( array_keys( $before[ $object ] + $after[ $object ] ) as $field ) {
				$old = $before[ $object ][ $field ] ?? null;
				$new = $after[ $object ][ $field ] ?? null;
				if ( $old === $new || isset( self::ADDED[ self::kind( $object ) ][ $field ] ) ) {
					continue;
				}
				$key                 = "$object | $field";
				$differences[ $key ] = sprintf( '%s %s: before %s, after %s', $object, $field, self::show( $old ), self::show( $new ) ) . $this->culprit( $key );
			}
		}
		return $differences;
	}

	/**
	 * The post type or taxonomy of a snapshot object ("post 8 (etn)" => "etn").
	 *
	 * @param string $object Object.
	 */
	private static function kind( string $object ): string {
		return preg_match( '/\(([^)]+)\)$/', $object, $match ) ? $match[1] : '';
	}

	/**
	 * Which request first changed a key, for messages.
	 *
	 * @param string $key "object | key".
	 */
	private function culprit( string $key ): string {
		return isset( $this->changed_by[ $key ] ) ? ' (first changed by ' . $this->changed_by[ $key ] . ')' : '';
	}

	/**
	 * A stored value for a message.
	 *
	 * @param string|null $value Value.
	 */
	private static function show( ?string $value ): string {
		return null === $value ? '(none)' : var_export( $value, true ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export
	}

	/**
	 * The fixture's post and user meta, keyed like storage().
	 *
	 * @return array<string,array<string,string>>
	 */
	private function fixture_meta(): array {
		$meta = array();
		foreach ( Eventin4Fixture::data()['posts'] as $post ) {
			foreach ( Eventin4Fixture::stored_meta( $post ) as $key => $value ) {
				$meta[ 'post ' . $post['ID'] . ' (' . $post['post_type'] . ')' ][ "meta $key" ] = $value;
			}
		}
		foreach ( Eventin4Fixture::users() as $id => $user ) {
			foreach ( Eventin4Fixture::stored_meta( $user ) as $key => $value ) {
				$meta[ "user $id" ][ "meta $key" ] = $value;
			}
		}
		return $meta;
	}

	/**
	 * The meta of a snapshot's fixture posts and users.
	 *
	 * @param array<string,array<string,string|null>> $snapshot Snapshot.
	 * @return array<string,array<string,string>>
	 */
	private function meta_only( array $snapshot ): array {
		$meta = array();
		foreach ( array_keys( $this->fixture_meta() ) as $object ) {
			foreach ( $snapshot[ $object ] ?? array() as $key => $value ) {
				if ( 0 === strpos( $key, 'meta ' ) ) {
					$meta[ $object ][ $key ] = $value;
				}
			}
		}
		return $meta;
	}
}
