<?php
/**
 * Loads an Eventin 4.1.18 site's storage, exactly as Eventin stored it.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

/**
 * Inserts the posts, post meta, terms, term relationships, users and user meta
 * of tests/fixtures/eventin-4.1.18/storage.json with their original ids and the
 * meta values byte for byte (the `raw` column of the file), bypassing the
 * WordPress APIs that would sanitize, serialize again or fire hooks.
 *
 * Call load() inside a test (TestCase's transaction rolls it back). Rows that
 * already hold one of the fixture's ids are replaced; the fixture's user 1 is
 * the site's administrator, as on the captured site.
 */
final class Eventin4Fixture {

	/**
	 * The decoded storage.json, read once per run.
	 *
	 * @var array<string,mixed>|null
	 */
	private static $data = null;

	/**
	 * Folder holding storage.json and its README.
	 *
	 * @return string
	 */
	public static function dir(): string {
		return dirname( __DIR__, 2 ) . '/fixtures/eventin-4.1.18';
	}

	/**
	 * The decoded storage.json.
	 *
	 * @return array<string,mixed>
	 */
	public static function data(): array {
		if ( null === self::$data ) {
			$file = self::dir() . '/storage.json';
			if ( ! is_readable( $file ) ) {
				throw new \RuntimeException( 'Eventin 4 fixture missing: ' . $file );
			}
			self::$data = json_decode( (string) file_get_contents( $file ), true, 512, JSON_THROW_ON_ERROR ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local test file.
		}
		return self::$data;
	}

	/**
	 * What one of Eventin's own GET routes answered for this site, decoded
	 * (eventin-responses/<name>.json, e.g. 'speakers' or 'schedule_12').
	 *
	 * @param string $name File name without .json.
	 * @return mixed
	 */
	public static function response( string $name ) {
		$file = self::dir() . '/eventin-responses/' . $name . '.json';
		if ( ! is_readable( $file ) ) {
			throw new \RuntimeException( 'No Eventin response in the fixture: ' . $file );
		}
		return json_decode( (string) file_get_contents( $file ), true, 512, JSON_THROW_ON_ERROR ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local test file.
	}

	/**
	 * Inserts the whole site and empties the caches that could hold older rows.
	 */
	public static function load(): void {
		$data = self::data();
		foreach ( $data['terms'] as $term ) {
			self::insert_term( $term );
		}
		foreach ( $data['posts'] as $post ) {
			self::insert_post( $post );
		}
		foreach ( $data['users'] as $user ) {
			self::insert_user( $user );
		}
		wp_cache_flush();
	}

	/**
	 * One stored post of the fixture, by id.
	 *
	 * @param int $id Post id.
	 * @return array<string,mixed>
	 */
	public static function post( int $id ): array {
		foreach ( self::data()['posts'] as $post ) {
			if ( (int) $post['ID'] === $id ) {
				return $post;
			}
		}
		throw new \OutOfBoundsException( "No post $id in the Eventin 4 fixture." );
	}

	/**
	 * The fixture's posts of one post type.
	 *
	 * @param string $type Post type.
	 * @return array<int,array<string,mixed>>
	 */
	public static function posts( string $type ): array {
		return array_values(
			array_filter(
				self::data()['posts'],
				static function ( array $post ) use ( $type ): bool {
					return $type === $post['post_type'];
				}
			)
		);
	}

	/**
	 * The fixture's users, keyed by id.
	 *
	 * @return array<int,array<string,mixed>>
	 */
	public static function users(): array {
		$users = array();
		foreach ( self::data()['users'] as $user ) {
			$users[ (int) $user['ID'] ] = $user;
		}
		return $users;
	}

	/**
	 * Meta of a fixture post or user as Eventin stored it: key => raw meta_value.
	 *
	 * @param array<string,mixed> $item A post or user of the fixture.
	 * @return array<string,string>
	 */
	public static function stored_meta( array $item ): array {
		$meta = array();
		foreach ( $item['meta'] as $key => $value ) {
			$meta[ self::meta_key( $key ) ] = $value['raw'];
		}
		return $meta;
	}

	/**
	 * A post's meta as it is in the database now: key => raw meta_value (the
	 * first row of a key; duplicates are reported as key#n).
	 *
	 * @param int $post_id Post id.
	 * @return array<string,string>
	 */
	public static function raw_post_meta( int $post_id ): array {
		global $wpdb;
		return self::rows_by_key( $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d ORDER BY meta_id", $post_id ), ARRAY_A ) );
	}

	/**
	 * A user's meta as it is in the database now (see raw_post_meta()).
	 *
	 * @param int $user_id User id.
	 * @return array<string,string>
	 */
	public static function raw_user_meta( int $user_id ): array {
		global $wpdb;
		return self::rows_by_key( $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->usermeta} WHERE user_id = %d ORDER BY umeta_id", $user_id ), ARRAY_A ) );
	}

	/**
	 * Meta rows to key => value.
	 *
	 * @param array<int,array<string,string>> $rows Rows.
	 * @return array<string,string>
	 */
	private static function rows_by_key( array $rows ): array {
		$meta = array();
		foreach ( $rows as $row ) {
			$key = $row['meta_key'];
			$n   = 1;
			while ( array_key_exists( $key, $meta ) ) {
				$key = $row['meta_key'] . '#' . ( ++$n );
			}
			$meta[ $key ] = $row['meta_value'];
		}
		return $meta;
	}

	/**
	 * The captured site's table prefix is wp_; the test site's may differ.
	 *
	 * @param string $key Meta key as stored.
	 * @return string
	 */
	private static function meta_key( string $key ): string {
		global $wpdb;
		if ( 0 === strpos( $key, 'wp_' ) && in_array( substr( $key, 3 ), array( 'capabilities', 'user_level' ), true ) ) {
			return $wpdb->prefix . substr( $key, 3 );
		}
		return $key;
	}

	/**
	 * Inserts a term with its taxonomy row (term_taxonomy_id = term_id).
	 *
	 * @param array<string,mixed> $term Term.
	 */
	private static function insert_term( array $term ): void {
		global $wpdb;
		$id = (int) $term['term_id'];
		$wpdb->delete( $wpdb->term_relationships, array( 'term_taxonomy_id' => $id ) );
		$wpdb->delete( $wpdb->term_taxonomy, array( 'term_id' => $id ) );
		$wpdb->delete( $wpdb->term_taxonomy, array( 'term_taxonomy_id' => $id ) );
		$wpdb->delete( $wpdb->termmeta, array( 'term_id' => $id ) );
		$wpdb->delete( $wpdb->terms, array( 'term_id' => $id ) );
		$wpdb->insert(
			$wpdb->terms,
			array(
				'term_id' => $id,
				'name'    => $term['name'],
				'slug'    => $term['slug'],
			)
		);
		$wpdb->insert(
			$wpdb->term_taxonomy,
			array(
				'term_taxonomy_id' => $id,
				'term_id'          => $id,
				'taxonomy'         => $term['taxonomy'],
				'description'      => '',
				'parent'           => (int) $term['parent'],
				'count'            => (int) $term['count'],
			)
		);
		foreach ( $term['meta'] ?? array() as $key => $value ) {
			$wpdb->insert(
				$wpdb->termmeta,
				array(
					'term_id'    => $id,
					'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
					'meta_value' => $value['raw'], // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
				)
			);
		}
	}

	/**
	 * Inserts a post, its raw meta and its term relationships.
	 *
	 * @param array<string,mixed> $post Post.
	 */
	private static function insert_post( array $post ): void {
		global $wpdb;
		$id = (int) $post['ID'];
		$wpdb->delete( $wpdb->postmeta, array( 'post_id' => $id ) );
		$wpdb->delete( $wpdb->term_relationships, array( 'object_id' => $id ) );
		$wpdb->delete( $wpdb->posts, array( 'ID' => $id ) );
		$now = self::data()['now_utc'];
		$wpdb->insert(
			$wpdb->posts,
			array(
				'ID'                    => $id,
				'post_author'           => (int) $post['post_author'],
				'post_date'             => $now,
				'post_date_gmt'         => $now,
				'post_modified'         => $now,
				'post_modified_gmt'     => $now,
				'post_content'          => '',
				'post_title'            => $post['post_title'],
				'post_excerpt'          => '',
				'post_status'           => $post['post_status'],
				'post_name'             => $post['post_name'],
				'post_parent'           => (int) $post['post_parent'],
				'post_type'             => $post['post_type'],
				'to_ping'               => '',
				'pinged'                => '',
				'post_content_filtered' => '',
			)
		);
		foreach ( self::stored_meta( $post ) as $key => $raw ) {
			$wpdb->insert(
				$wpdb->postmeta,
				array(
					'post_id'    => $id,
					'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
					'meta_value' => $raw, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
				)
			);
		}
		foreach ( $post['terms'] as $term ) {
			$wpdb->insert(
				$wpdb->term_relationships,
				array(
					'object_id'        => $id,
					'term_taxonomy_id' => (int) $term['term_id'],
				)
			);
		}
	}

	/**
	 * Inserts a user and its raw meta (roles live in the capabilities meta).
	 *
	 * @param array<string,mixed> $user User.
	 */
	private static function insert_user( array $user ): void {
		global $wpdb;
		$id = (int) $user['ID'];
		$wpdb->delete( $wpdb->usermeta, array( 'user_id' => $id ) );
		$wpdb->delete( $wpdb->users, array( 'ID' => $id ) );
		$wpdb->delete( $wpdb->users, array( 'user_login' => $user['login'] ) );
		$wpdb->insert(
			$wpdb->users,
			array(
				'ID'              => $id,
				'user_login'      => $user['login'],
				'user_pass'       => wp_hash_password( $user['login'] ),
				'user_nicename'   => sanitize_title( $user['login'] ),
				'user_email'      => $user['email'],
				'user_url'        => '',
				'user_registered' => self::data()['now_utc'],
				'display_name'    => $user['display_name'],
			)
		);
		foreach ( self::stored_meta( $user ) as $key => $raw ) {
			$wpdb->insert(
				$wpdb->usermeta,
				array(
					'user_id'    => $id,
					'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
					'meta_value' => $raw, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
				)
			);
		}
	}
}
