<?php
/**
 * A derived table that serves a list of posts (attendees, bookings): one row
 * per listed post with the columns the list filters on, searches and orders
 * by, and running totals per filter value.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Why: the attendee and booking lists filter on meta values (event, payment
 * and ticket status, booking status) and show a total. Through postmeta, a page
 * is a semi-join per filter and the total counts every matching post: at a
 * million attendees the unfiltered list read a million index entries for its
 * total (23× core's posts route) and a status filter read as many meta rows
 * (50 to 210×). Here each filter is an index of one narrow table, ordered by
 * the post id as the list is, so a page reads its 20 entries; and the totals
 * are kept as running counts per (scope, filter values) in a second table, so
 * a total is a sum of at most a few rows. Only a search, a date range or a
 * filter outside the counted ones counts rows (an index range of the matches).
 *
 * Derived data, like an index: never the place anything is read from but the
 * list. A row is written from the post and its meta as stored, by one writer:
 * flush(). Hooks only mark a post as changed (its meta keys, status, date,
 * deletion); the changed posts are written once, before this table is read
 * and at the end of the request, each in two queries for the whole set plus
 * one compare-and-set per changed row. The compare-and-set (the old values in
 * the WHERE) makes concurrent writers of one row agree: exactly one of them
 * moves the running totals. Install fills the table in batches of post ids
 * (rows written meanwhile by hooks are kept: both write the same truth), then
 * counts the totals from it and lets the list read it. Uninstall drops both.
 *
 * A subclass names the post type, the columns and their sources, the scope of
 * the totals (the event) and the columns totals are kept by.
 *
 * @phpstan-consistent-constructor
 */
abstract class PostListTable {

	/**
	 * Post statuses of listed posts (Eventin stores orders as drafts, attendees
	 * as published); posts in others (trash, auto-draft) have no row.
	 */
	public const STATUSES = array( 'publish', 'draft', 'pending', 'private', 'future' );

	/**
	 * Column types: an id (meta value as a whole number), a short ASCII code
	 * (a status), a text (name, e-mail address: searched by prefix), a token
	 * (ticket id: exact, case-sensitive), the post's date and GMT date, a
	 * count (whole number, may be negative) and an amount (4 decimals).
	 */
	protected const ID           = 'id';
	protected const CODE         = 'code';
	protected const TEXT         = 'text';
	protected const TOKEN        = 'token';
	protected const POSTDATE     = 'post_date';
	protected const POSTDATE_GMT = 'post_date_gmt';
	protected const COUNT        = 'count';
	protected const AMOUNT       = 'amount';

	/**
	 * Prefix of a source that is a field of the post rather than a meta key
	 * (a field POST_FIELDS lists).
	 */
	protected const POST_FIELD = 'post:';

	/**
	 * The post fields a column may come from.
	 */
	private const POST_FIELDS = array( 'post_title', 'post_parent' );

	/**
	 * Characters kept of a text or token (a search for a longer prefix is cut to this).
	 */
	public const TEXT_LENGTH  = 100;
	private const CODE_LENGTH = 20;

	/**
	 * OPTION's value while install fills a new table (rows are written, not read).
	 */
	public const BUILDING = 'building';

	/**
	 * Posts marked as changed before flush() runs on its own.
	 */
	private const MAX_PENDING = 500;

	/**
	 * Posts install reads per batch.
	 */
	private const FILL_BATCH = 2000;

	/**
	 * Seconds fill() works per request before leaving the rest to WP-Cron.
	 */
	private const FILL_SECONDS = 20.0;

	/**
	 * One instance per subclass.
	 *
	 * @var array<string,PostListTable>
	 */
	private static $instances = array();

	/**
	 * Posts changed since the last flush(), per site of a network (the
	 * request may switch sites meanwhile): site id => post id => true.
	 *
	 * @var array<int,array<int,true>>
	 */
	private $pending = array();

	/**
	 * Whether flush() runs at shutdown.
	 *
	 * @var bool
	 */
	private $flush_hooked = false;

	/**
	 * The post type listed.
	 */
	abstract protected function post_type(): string;

	/**
	 * The name of the list: `{prefix}eventin_<name>_list` and its options.
	 */
	abstract protected function name(): string;

	/**
	 * Version of the table's definition: a change rebuilds it on upgrade.
	 */
	abstract protected function schema(): string;

	/**
	 * Column => [type, source]: the source is a meta key (the first value, as
	 * get_post_meta( $id, $key, true ) reads it, as stored: derive() may read
	 * it first), a field of the post named with POST_FIELD's prefix
	 * (`post:post_title`, `post:post_parent`, also through derive()), or null
	 * for POSTDATE and POSTDATE_GMT.
	 *
	 * @return array<string,array{0:string,1:?string}>
	 */
	abstract protected function columns(): array;

	/**
	 * The column totals are also kept per value of (the event).
	 */
	abstract protected function scope(): string;

	/**
	 * Columns the totals are kept by (codes), besides the scope.
	 *
	 * @return string[]
	 */
	abstract protected function counted(): array;

	/**
	 * Secondary keys: name => columns.
	 *
	 * @return array<string,string[]>
	 */
	abstract protected function keys(): array;

	/**
	 * A column's value from its meta value as stored (serialized values
	 * included), before it is normalized to the column's type. By default the
	 * value itself.
	 *
	 * @param string $column Column.
	 * @param string $stored Stored meta value ('' when there is none).
	 */
	protected function derive( string $column, string $stored ): string {
		unset( $column );
		return $stored;
	}

	/**
	 * The instance of a subclass.
	 *
	 * @return static
	 */
	public static function instance(): self {
		$class = static::class;
		if ( ! isset( self::$instances[ $class ] ) ) {
			self::$instances[ $class ] = new static();
		}
		/** @var static $table The instance kept under static::class. */
		$table = self::$instances[ $class ];
		return $table;
	}

	/**
	 * The rows' table.
	 */
	public function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'eventin_' . $this->name() . '_list';
	}

	/**
	 * The totals' table.
	 */
	public function totals_table(): string {
		return $this->table() . '_totals';
	}

	/**
	 * The option holding the state: schema() once filled, BUILDING while filling.
	 */
	public function option(): string {
		return 'eventin_' . $this->name() . '_list_table';
	}

	/**
	 * Whether the table is filled, for the list to read.
	 */
	public function ready(): bool {
		return $this->schema() === get_option( $this->option() );
	}

	/**
	 * Whether rows are kept in step (filled or being filled).
	 */
	private function writable(): bool {
		return in_array( get_option( $this->option() ), array( $this->schema(), self::BUILDING ), true );
	}

	/**
	 * Hooked to added/updated/deleted_post_meta.
	 *
	 * @param mixed  $meta_id   Meta id(s).
	 * @param mixed  $object_id Post id.
	 * @param string $meta_key  Meta key.
	 */
	public static function on_meta( $meta_id, $object_id, $meta_key ): void {
		$table = static::instance();
		if ( in_array( $meta_key, $table->sources(), true ) && $table->post_type() === get_post_type( (int) $object_id ) ) {
			$table->mark( (int) $object_id );
		}
	}

	/**
	 * Hooked to wp_insert_post and deleted_post.
	 *
	 * @param mixed $id   Post id.
	 * @param mixed $post Post.
	 */
	public static function on_post( $id, $post = null ): void {
		$table = static::instance();
		if ( $post instanceof \WP_Post && $table->post_type() === $post->post_type ) {
			$table->mark( (int) $id );
		}
	}

	/**
	 * Hooked to transition_post_status (wp_trash_post() and wp_publish_post()
	 * change the status without wp_insert_post).
	 *
	 * @param string $new_status New status.
	 * @param string $old_status Old status.
	 * @param mixed  $post       Post.
	 */
	public static function on_transition( $new_status, $old_status, $post ): void {
		if ( $new_status !== $old_status && $post instanceof \WP_Post ) {
			static::on_post( $post->ID, $post );
		}
	}

	/**
	 * Marks a post as changed: its row is written by the next flush().
	 *
	 * @param int $id Post id.
	 */
	public function mark( int $id ): void {
		if ( $id <= 0 || ! $this->writable() ) {
			return;
		}
		$site                          = get_current_blog_id();
		$this->pending[ $site ][ $id ] = true;
		if ( ! $this->flush_hooked ) {
			$this->flush_hooked = true;
			add_action( 'shutdown', array( $this, 'flush' ), 0 );
		}
		if ( count( $this->pending[ $site ] ) >= self::MAX_PENDING ) {
			$this->flush(); // An import of thousands: written as it goes.
		}
	}

	/**
	 * Writes the rows of the posts marked as changed, each in the tables of
	 * the site it was changed on.
	 */
	public function flush(): void {
		$pending       = $this->pending;
		$this->pending = array();
		foreach ( $pending as $site => $ids ) {
			$switch = get_current_blog_id() !== $site;
			if ( $switch ) {
				switch_to_blog( $site );
			}
			try {
				$this->flush_site( array_keys( $ids ) );
			} finally {
				if ( $switch ) {
					restore_current_blog();
				}
			}
		}
	}

	/**
	 * Writes the rows of posts of the current site.
	 *
	 * @param int[] $ids Post ids.
	 */
	private function flush_site( array $ids ): void {
		if ( ! $ids || ! $this->writable() ) {
			return;
		}
		$wanted = $this->rows_from_posts( $ids );
		$stored = $this->stored_rows( $ids );
		$deltas = array();
		foreach ( $ids as $id ) {
			$moved = $this->write( $id, $wanted[ $id ] ?? null, $stored[ $id ] ?? null );
			if ( $moved ) {
				$this->add_deltas( $deltas, $moved[0], -1 );
				$this->add_deltas( $deltas, $moved[1], 1 );
			}
		}
		$this->move_totals( $deltas );
	}

	/**
	 * Flushes every list table's changed posts (the end of a unit of work
	 * that reads the lists next, as a test or a command line import).
	 */
	public static function flush_all(): void {
		foreach ( self::$instances as $table ) {
			$table->flush();
		}
	}

	/**
	 * Makes a post's row what its post says: a compare-and-set on the row as
	 * read, retried when another writer got there first (then the row is read
	 * again and compared anew). Only the writer whose statement changed the row
	 * moves the totals.
	 *
	 * @param int                       $id     Post id.
	 * @param array<string,string>|null $wanted The row the post asks for, null for none.
	 * @param array<string,string>|null $stored The row as read, null for none.
	 * @return array{0:?array<string,string>,1:?array<string,string>}|null The row before and after when this call changed it.
	 */
	private function write( int $id, ?array $wanted, ?array $stored ): ?array {
		global $wpdb;
		$table = $this->table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table and column names; every value a placeholder.
		for ( $attempt = 0; $attempt < 5; $attempt++ ) {
			if ( $attempt > 0 ) {
				$stored = $this->stored_rows( array( $id ) )[ $id ] ?? null;
			}
			if ( $wanted === $stored ) {
				return null;
			}
			if ( null === $stored && null !== $wanted ) {
				$wpdb->query( $this->insert_sql( array( $wanted ), false ) );
			} elseif ( null !== $stored ) {
				list( $match, $args ) = $this->match_counted( $stored );
				if ( null === $wanted ) {
					$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE id = %d AND $match", array_merge( array( $id ), $args ) ) );
				} else {
					$set    = array();
					$values = array();
					foreach ( $this->columns() as $column => $definition ) {
						$set[]    = "$column = " . $this->placeholder( $definition[0] );
						$values[] = $wanted[ $column ];
					}
					$wpdb->query( $wpdb->prepare( "UPDATE $table SET " . implode( ', ', $set ) . " WHERE id = %d AND $match", array_merge( $values, array( $id ), $args ) ) );
				}
			}
			if ( (int) $wpdb->rows_affected > 0 ) {
				return array( $stored, $wanted );
			}
		}
		// phpcs:enable
		return null;
	}

	/**
	 * Adds a row's counts to the deltas of the totals: its site row and its scope's row.
	 *
	 * @param array<string,array<int,mixed>> $deltas Totals' key => [grain, scope, counted values..., delta].
	 * @param array<string,string>|null      $row    Row, null for none.
	 * @param int                            $delta  -1 or 1.
	 */
	private function add_deltas( array &$deltas, ?array $row, int $delta ): void {
		if ( null === $row ) {
			return;
		}
		$values = array();
		foreach ( $this->counted() as $column ) {
			$values[] = $row[ $column ];
		}
		foreach ( array( array( 0, 0 ), array( 1, (int) $row[ $this->scope() ] ) ) as $grain ) {
			$key = implode( "\0", array_merge( $grain, $values ) );
			if ( ! isset( $deltas[ $key ] ) ) {
				$deltas[ $key ] = array_merge( $grain, $values, array( 0 ) );
			}
			$deltas[ $key ][ count( $deltas[ $key ] ) - 1 ] += $delta;
		}
	}

	/**
	 * Moves the running totals (one statement for a whole flush).
	 *
	 * @param array<string,array<int,mixed>> $deltas See add_deltas().
	 */
	private function move_totals( array $deltas ): void {
		global $wpdb;
		$deltas = array_values(
			array_filter(
				$deltas,
				static function ( array $row ): bool {
					return 0 !== end( $row );
				}
			)
		);
		if ( ! $deltas ) {
			return;
		}
		$columns = array_merge( array( 'grain', 'scope' ), $this->counted(), array( 'n' ) );
		$row_sql = '(%d, %d, ' . implode( ', ', array_fill( 0, count( $this->counted() ), '%s' ) ) . ', %d)';
		$table   = $this->totals_table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table and column names; every value a placeholder.
		$wpdb->query(
			$wpdb->prepare(
				"INSERT INTO $table (" . implode( ', ', $columns ) . ') VALUES ' . implode( ', ', array_fill( 0, count( $deltas ), $row_sql ) ) . ' ON DUPLICATE KEY UPDATE n = n + VALUES(n)',
				array_merge( ...$deltas )
			)
		);
		// phpcs:enable
	}

	/**
	 * WHERE part matching a row's counted columns as read (the compare-and-set).
	 *
	 * @param array<string,string> $row Row as read.
	 * @return array{0:string,1:array<int,string>}
	 */
	private function match_counted( array $row ): array {
		$where = array();
		$args  = array();
		foreach ( array_merge( array( $this->scope() ), $this->counted() ) as $column ) {
			$where[] = "$column = " . $this->placeholder( $this->columns()[ $column ][0] );
			$args[]  = $row[ $column ];
		}
		return array( implode( ' AND ', $where ), $args );
	}

	/**
	 * The meta keys the rows are made of.
	 *
	 * @return string[]
	 */
	private function sources(): array {
		return array_values(
			array_filter(
				array_column( $this->columns(), 1 ),
				static function ( $source ): bool {
					return is_string( $source ) && '' !== $source && 0 !== strpos( $source, self::POST_FIELD );
				}
			)
		);
	}

	/**
	 * The post fields the columns come from (allow-listed).
	 *
	 * @return string[]
	 */
	private function post_fields(): array {
		$fields = array();
		foreach ( array_column( $this->columns(), 1 ) as $source ) {
			$field = is_string( $source ) && 0 === strpos( $source, self::POST_FIELD ) ? substr( $source, strlen( self::POST_FIELD ) ) : '';
			if ( in_array( $field, self::POST_FIELDS, true ) ) {
				$fields[] = $field;
			}
		}
		return array_values( array_unique( $fields ) );
	}

	/**
	 * The rows the posts ask for, from the posts and their meta as stored (two
	 * queries): posts of another type, or in a status that is not listed, have none.
	 *
	 * @param int[] $ids Post ids.
	 * @return array<int,array<string,string>> Post id => row (every value a string).
	 */
	private function rows_from_posts( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		$in       = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$statuses = implode( ',', array_fill( 0, count( self::STATUSES ), '%s' ) );
		$sources  = $this->sources();
		$keys     = implode( ',', array_fill( 0, count( $sources ), '%s' ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- placeholders only; read past the object cache so that a row is what is stored.
		$fields = implode( ', ', array_merge( array( 'ID', 'post_date', 'post_date_gmt' ), $this->post_fields() ) );
		$posts  = $wpdb->get_results( $wpdb->prepare( "SELECT $fields FROM {$wpdb->posts} WHERE ID IN ($in) AND post_type = %s AND post_status IN ($statuses)", array_merge( $ids, array( $this->post_type() ), self::STATUSES ) ) );
		$meta   = $posts && $sources ? $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id IN ($in) AND meta_key IN ($keys) ORDER BY meta_id", array_merge( $ids, $sources ) ) ) : array();
		// phpcs:enable
		$values = array();
		foreach ( (array) $meta as $row ) {
			// The first value of a key, as get_post_meta( $id, $key, true ) reads it.
			if ( ! isset( $values[ (int) $row->post_id ][ $row->meta_key ] ) ) {
				$values[ (int) $row->post_id ][ $row->meta_key ] = (string) $row->meta_value;
			}
		}
		$rows = array();
		foreach ( (array) $posts as $post ) {
			$id          = (int) $post->ID;
			$rows[ $id ] = array( 'id' => (string) $id );
			foreach ( $this->columns() as $column => list( $type, $source ) ) {
				if ( self::POSTDATE === $type || self::POSTDATE_GMT === $type ) {
					$value = (string) $post->$type;
				} elseif ( is_string( $source ) && 0 === strpos( $source, self::POST_FIELD ) ) {
					$field = substr( $source, strlen( self::POST_FIELD ) );
					$value = $this->derive( $column, (string) ( $post->$field ?? '' ) );
				} else {
					$value = $this->derive( $column, $values[ $id ][ $source ] ?? '' );
				}
				$rows[ $id ][ $column ] = $this->normalize( $type, $value );
			}
		}
		return $rows;
	}

	/**
	 * A stored value as its column holds it (and as the table returns it).
	 *
	 * @param string $type  Column type.
	 * @param string $value Stored value.
	 */
	private function normalize( string $type, string $value ): string {
		switch ( $type ) {
			case self::ID:
				return (string) max( 0, min( PHP_INT_MAX, (int) ( is_numeric( trim( $value ) ) ? trim( $value ) : 0 ) ) );
			case self::CODE:
				return (string) substr( (string) preg_replace( '/[^a-z0-9_-]/', '', strtolower( $value ) ), 0, self::CODE_LENGTH ); // From 0: '' at worst, never false.
			case self::POSTDATE:
			case self::POSTDATE_GMT:
				return $value;
			case self::COUNT:
				return (string) (int) ( is_numeric( trim( $value ) ) ? trim( $value ) : 0 );
			case self::AMOUNT:
				return number_format( is_numeric( trim( $value ) ) ? (float) trim( $value ) : 0.0, 4, '.', '' );
			default:
				return self::cut( $value );
		}
	}

	/**
	 * A text cut to the stored length, on a character boundary.
	 *
	 * @param string $text Text.
	 */
	public static function cut( string $text ): string {
		$text = wp_check_invalid_utf8( $text, true );
		return function_exists( 'mb_substr' ) ? mb_substr( $text, 0, self::TEXT_LENGTH, 'UTF-8' ) : substr( $text, 0, self::TEXT_LENGTH );
	}

	/**
	 * Stored rows of posts (one query).
	 *
	 * @param int[] $ids Post ids.
	 * @return array<int,array<string,string>> Post id => row.
	 */
	private function stored_rows( array $ids ): array {
		global $wpdb;
		if ( ! $ids ) {
			return array();
		}
		$table   = $this->table();
		$columns = implode( ', ', array_merge( array( 'id' ), array_keys( $this->columns() ) ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; one placeholder per id.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT $columns FROM $table WHERE id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', array_map( 'intval', $ids ) ), ARRAY_A );
		// phpcs:enable
		$stored = array();
		foreach ( (array) $rows as $row ) {
			$stored[ (int) $row['id'] ] = array_map( 'strval', $row );
		}
		return $stored;
	}

	/**
	 * INSERT of rows: IGNORE (a row another writer made first stays) or
	 * replacing the columns of an existing row (install's fill).
	 *
	 * @param array<int,array<string,string>> $rows    Rows.
	 * @param bool                            $replace Update existing rows.
	 */
	private function insert_sql( array $rows, bool $replace ): string {
		global $wpdb;
		$columns = array_keys( $this->columns() );
		$formats = array( '%d' );
		foreach ( $this->columns() as $definition ) {
			$formats[] = $this->placeholder( $definition[0] );
		}
		$values = array();
		$args   = array();
		foreach ( $rows as $row ) {
			$values[] = '(' . implode( ', ', $formats ) . ')';
			$args[]   = (int) $row['id'];
			foreach ( $columns as $column ) {
				$args[] = $row[ $column ];
			}
		}
		$update = array();
		foreach ( $columns as $column ) {
			$update[] = "$column = VALUES($column)";
		}
		$table = $this->table();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table and column names; every value a placeholder.
		return $wpdb->prepare(
			( $replace ? 'INSERT' : 'INSERT IGNORE' ) . " INTO $table (id, " . implode( ', ', $columns ) . ') VALUES ' . implode( ', ', $values )
			. ( $replace ? ' ON DUPLICATE KEY UPDATE ' . implode( ', ', $update ) : '' ),
			$args
		);
		// phpcs:enable
	}

	/**
	 * The placeholder of a column type.
	 *
	 * @param string $type Column type.
	 */
	private function placeholder( string $type ): string {
		return self::ID === $type || self::COUNT === $type ? '%d' : '%s';
	}

	/**
	 * Creates or upgrades both tables (dbDelta; idempotent) and, unless the
	 * table is filled at this schema, marks it as being filled: install then
	 * calls fill(). A table not complete is never read.
	 */
	public function create(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		// Every text column in the table's character set: wpdb refuses a query with non-ASCII text for a table it sees as mixed.
		$binary = $wpdb->charset ? " COLLATE {$wpdb->charset}_bin" : '';
		$types  = array(
			self::ID           => 'bigint(20) unsigned NOT NULL DEFAULT 0',
			self::CODE         => 'varchar(' . self::CODE_LENGTH . ")$binary NOT NULL DEFAULT ''",
			self::TEXT         => 'varchar(' . self::TEXT_LENGTH . ") NOT NULL DEFAULT ''",
			self::TOKEN        => 'varchar(' . self::TEXT_LENGTH . ")$binary NOT NULL DEFAULT ''",
			self::POSTDATE     => "datetime NOT NULL DEFAULT '0000-00-00 00:00:00'",
			self::POSTDATE_GMT => "datetime NOT NULL DEFAULT '0000-00-00 00:00:00'",
			self::COUNT        => 'int(11) NOT NULL DEFAULT 0',
			self::AMOUNT       => 'decimal(20,4) NOT NULL DEFAULT 0',
		);
		$lines  = array( 'id bigint(20) unsigned NOT NULL' );
		foreach ( $this->columns() as $column => list( $type ) ) {
			$lines[] = "$column {$types[ $type ]}";
		}
		$lines[] = 'PRIMARY KEY  (id)';
		foreach ( $this->keys() as $key => $columns ) {
			$lines[] = "KEY $key (" . implode( ',', $columns ) . ')';
		}
		$counted = array( 'grain tinyint(1) unsigned NOT NULL DEFAULT 0', 'scope bigint(20) unsigned NOT NULL DEFAULT 0' );
		foreach ( $this->counted() as $column ) {
			$counted[] = "$column {$types[ self::CODE ]}";
		}
		$counted[] = 'n bigint(20) NOT NULL DEFAULT 0';
		$counted[] = 'PRIMARY KEY  (grain,scope,' . implode( ',', $this->counted() ) . ')';
		dbDelta( "CREATE TABLE {$this->table()} (\n  " . implode( ",\n  ", $lines ) . "\n) $charset;" );
		dbDelta( "CREATE TABLE {$this->totals_table()} (\n  " . implode( ",\n  ", $counted ) . "\n) $charset;" );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- schema check of our own table.
		$exists = $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $this->totals_table() ) ) ) === $this->totals_table();
		if ( ! $exists ) {
			delete_option( $this->option() ); // The list keeps answering from postmeta.
		} elseif ( ! $this->ready() ) {
			update_option( $this->option(), self::BUILDING, true );
		}
	}

	/**
	 * Install step after create() (every install and upgrade), and WP-Cron's
	 * next steps: makes every listed post's row what the post says, in batches
	 * of post ids (three queries per batch, and one insert of the rows that
	 * differ), for up to $seconds; then, once every post is done, removes rows
	 * of posts that are gone, counts the totals again and lets the list read
	 * the table. It repairs what changed while this plugin was not running
	 * (rows imported or edited past WordPress's hooks).
	 *
	 * Why in steps: a million posts take minutes (220 s for a million
	 * bookings), more than a web request may run. Where it stopped is kept in
	 * an option; an event of WP-Cron goes on from there, and the next install
	 * would too. Meanwhile a new table is not read (the list answers from
	 * postmeta) and a filled one stays readable; hooks keep writing rows, from
	 * the same truth, so a batch and a hook may write one row twice, never
	 * differently.
	 *
	 * @param float $seconds Time to work before leaving the rest to WP-Cron.
	 * @param int   $batch   Posts per batch.
	 * @return array{0:bool,1:int} Whether the table is complete, and the rows written.
	 */
	public function fill( float $seconds = self::FILL_SECONDS, int $batch = self::FILL_BATCH ): array {
		global $wpdb;
		if ( ! $this->writable() ) {
			return array( true, 0 );
		}
		$table   = $this->table();
		$written = 0;
		$last    = (int) get_option( $this->cursor_option(), 0 );
		$started = microtime( true );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- our own table; batched install steps.
		do {
			$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND ID > %d ORDER BY ID LIMIT %d", $this->post_type(), $last, $batch ) ) );
			if ( $ids ) {
				$last   = (int) end( $ids );
				$stored = $this->stored_rows( $ids );
				$rows   = array_filter(
					$this->rows_from_posts( $ids ),
					static function ( array $row ) use ( $stored ): bool {
						return ( $stored[ (int) $row['id'] ] ?? null ) !== $row;
					}
				);
				if ( $rows ) {
					$wpdb->query( $this->insert_sql( array_values( $rows ), true ) );
					$written += count( $rows );
				}
			}
			$full = count( $ids ) === $batch;
			update_option( $this->cursor_option(), $full ? $last : 0, false );
		} while ( $full && microtime( true ) - $started < $seconds );
		if ( $full ) {
			// phpcs:enable
			list( $hook, $args ) = $this->fill_event();
			if ( ! wp_next_scheduled( $hook, $args ) ) {
				wp_schedule_single_event( time(), $hook, $args );
			}
			return array( false, $written );
		}
		$statuses = implode( ',', array_fill( 0, count( self::STATUSES ), '%s' ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; placeholders only.
		// Rows of posts that are gone or no longer listed (changed while this plugin was not running).
		$wpdb->query( $wpdb->prepare( "DELETE l FROM $table l LEFT JOIN {$wpdb->posts} p ON p.ID = l.id AND p.post_type = %s AND p.post_status IN ($statuses) WHERE p.ID IS NULL", array_merge( array( $this->post_type() ), self::STATUSES ) ) );
		// phpcs:enable
		$this->recount();
		delete_option( $this->cursor_option() );
		update_option( $this->option(), $this->schema(), true );
		return array( true, $written );
	}

	/**
	 * WP-Cron's step of fill() (ListTableHooks::FILL_HOOK).
	 *
	 * @param mixed $table List table class.
	 */
	public static function fill_step( $table ): void {
		if ( is_string( $table ) && is_subclass_of( $table, self::class ) ) {
			$table::instance()->fill();
		}
	}

	/**
	 * WP-Cron's event of this table's next fill step.
	 *
	 * @return array{0:string,1:list<string>} Hook and arguments.
	 */
	private function fill_event(): array {
		return array( ListTableHooks::FILL_HOOK, array( static::class ) );
	}

	/**
	 * The option holding the last post id fill() has done (absent: start from the first).
	 */
	private function cursor_option(): string {
		return 'eventin_' . $this->name() . '_list_fill_cursor';
	}

	/**
	 * Counts the totals from the rows again (install; also a repair).
	 */
	public function recount(): void {
		global $wpdb;
		$counted = implode( ', ', $this->counted() );
		$scope   = $this->scope();
		$totals  = $this->totals_table();
		$table   = $this->table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own tables and column names.
		$wpdb->query( "DELETE FROM $totals" );
		$wpdb->query( "INSERT INTO $totals (grain, scope, $counted, n) SELECT 0, 0, $counted, COUNT(*) FROM $table GROUP BY $counted" );
		$wpdb->query( "INSERT INTO $totals (grain, scope, $counted, n) SELECT 1, $scope, $counted, COUNT(*) FROM $table GROUP BY $scope, $counted" );
		// phpcs:enable
	}

	/**
	 * Drops both tables (uninstall: they hold nothing that is not in the posts).
	 */
	public function drop(): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.SchemaChange -- our own tables.
		$wpdb->query( "DROP TABLE IF EXISTS {$this->table()}" );
		$wpdb->query( "DROP TABLE IF EXISTS {$this->totals_table()}" );
		// phpcs:enable
		delete_option( $this->option() );
		delete_option( $this->cursor_option() );
		wp_clear_scheduled_hook( ...$this->fill_event() );
		unset( $this->pending[ get_current_blog_id() ] );
	}

	/**
	 * One page of post ids, newest first (by id), and the total; null while the
	 * table is not filled (the caller reads postmeta).
	 *
	 * @param array<string,string|int>                          $equals Column => value (columns of columns()).
	 * @param array{0:string,1:string[],2:string[]}|null        $search Text, columns matched by prefix, columns matched exactly.
	 * @param array{0:string,1:string,2:string}|null            $range  Column, from, to (inclusive; '' for open).
	 * @param int                                               $offset Rows to skip.
	 * @param int                                               $limit  Page size.
	 * @return array{0:int[],1:int}|null
	 */
	public function page( array $equals, ?array $search, ?array $range, int $offset, int $limit ): ?array {
		global $wpdb;
		if ( ! $this->ready() ) {
			return null;
		}
		$this->flush();
		$columns = $this->columns();
		$where   = array();
		$args    = array();
		foreach ( $equals as $column => $value ) {
			if ( ! isset( $columns[ $column ] ) ) {
				return null;
			}
			$type    = $columns[ $column ][0];
			$where[] = "$column = " . $this->placeholder( $type );
			$args[]  = $this->normalize( $type, (string) $value );
		}
		if ( $search ) {
			list( $text, $prefix, $exact ) = $search;
			$text                          = self::cut( $text );
			$any                           = array();
			foreach ( $prefix as $column ) {
				$any[]  = "$column LIKE %s";
				$args[] = $wpdb->esc_like( $text ) . '%';
			}
			foreach ( $exact as $column ) {
				$any[]  = "$column = %s";
				$args[] = $text;
			}
			$where[] = '(' . implode( ' OR ', $any ) . ')';
		}
		if ( $range ) {
			list( $column, $from, $to ) = $range;
			$where[]                    = "$column BETWEEN %s AND %s";
			array_push( $args, '' !== $from ? $from : '0000-00-00 00:00:00', '' !== $to ? $to : '9999-12-31 23:59:59' );
		}
		$table = $this->table();
		$sql   = "FROM $table" . ( $where ? ' WHERE ' . implode( ' AND ', $where ) : '' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- built above from our table, allow-listed columns and placeholders.
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id $sql ORDER BY id DESC LIMIT %d, %d", array_merge( $args, array( $offset, $limit ) ) ) ) );
		if ( count( $ids ) < $limit && ( $ids || 0 === $offset ) ) {
			$total = $offset + count( $ids ); // The last page tells the total.
		} elseif ( ! $search && ! $range && ! array_diff( array_keys( $equals ), array_merge( array( $this->scope() ), $this->counted() ) ) ) {
			$total = $this->kept_total( $equals );
		} else {
			$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) $sql", $args ) );
		}
		// phpcs:enable
		return array( $ids, $total );
	}

	/**
	 * A total from the running totals: the sum of the rows of the site (or of
	 * the scope's value) whose counted values match (at most a few rows).
	 *
	 * @param array<string,string|int> $equals Scope and counted columns => value.
	 */
	private function kept_total( array $equals ): int {
		global $wpdb;
		$scope = $this->scope();
		$where = array( 'grain = %d', 'scope = %d' );
		$args  = isset( $equals[ $scope ] ) ? array( 1, (int) $this->normalize( self::ID, (string) $equals[ $scope ] ) ) : array( 0, 0 );
		foreach ( $this->counted() as $column ) {
			if ( isset( $equals[ $column ] ) ) {
				$where[] = "$column = %s";
				$args[]  = $this->normalize( self::CODE, (string) $equals[ $column ] );
			}
		}
		$table = $this->totals_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our own table; allow-listed columns and placeholders.
		return max( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT SUM(n) FROM $table WHERE " . implode( ' AND ', $where ), $args ) ) );
	}
}
