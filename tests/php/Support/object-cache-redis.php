<?php
/**
 * A persistent object cache for the PHP tests: WordPress's object-cache API on
 * a private Redis server, through the phpredis client. Copied to
 * wp-content/object-cache.php for the test passes that run with it
 * (scripts/test-php.sh), so that every PHP process of the test site (the
 * PHPUnit process, the install steps, the parallel workers) shares one cache
 * the way the web nodes of a real site do.
 *
 * Reads the constant EVENTIN_REDIS_SOCKET (the server's Unix socket) and
 * WP_CACHE_KEY_SALT (the key prefix), both written to the test config by
 * tests/php/Support/Site.php. Without a server it stops the process: a test
 * pass that means to use Redis must never quietly fall back to memory.
 *
 * Keys are "{salt}{blog}:{group}:{key}" ("{salt}g:{group}:{key}" for global
 * groups). Values are serialized, integers kept as plain numbers so that
 * incr/decr are Redis's atomic INCRBY. Non-persistent groups live in this
 * process only. Each process keeps a runtime copy of what it read or wrote
 * during one request, as production drop-ins do.
 *
 * @package EventinPro\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- WordPress's own object-cache API.
// phpcs:disable Generic.Files.OneObjectStructurePerFile.MultipleFound, Universal.Files.SeparateFunctionsFromOO.Mixed

defined( 'ABSPATH' ) || exit;

/**
 * The cache.
 */
class WP_Object_Cache {

	/**
	 * Connection.
	 *
	 * @var Redis
	 */
	private $redis;

	/**
	 * Prefix of every key of this site (its salt).
	 *
	 * @var string
	 */
	private $salt;

	/**
	 * Prefix of the current blog's keys ("1:").
	 *
	 * @var string
	 */
	private $blog_prefix = '1:';

	/**
	 * Groups shared by every blog of a network (name => true).
	 *
	 * @var array<string,bool>
	 */
	private $global_groups = array();

	/**
	 * Groups kept in this process only (name => true).
	 *
	 * @var array<string,bool>
	 */
	private $non_persistent_groups = array();

	/**
	 * This request's copy: full key => value.
	 *
	 * @var array<string,mixed>
	 */
	private $runtime = array();

	/**
	 * Reads answered (from the runtime copy or Redis).
	 *
	 * @var int
	 */
	public $cache_hits = 0;

	/**
	 * Reads not answered.
	 *
	 * @var int
	 */
	public $cache_misses = 0;

	/**
	 * Connects to the server.
	 */
	public function __construct() {
		if ( ! class_exists( 'Redis' ) || ! defined( 'EVENTIN_REDIS_SOCKET' ) ) {
			self::stop( 'the phpredis extension or EVENTIN_REDIS_SOCKET is missing' );
		}
		$this->salt = defined( 'WP_CACHE_KEY_SALT' ) ? (string) WP_CACHE_KEY_SALT : 'wp:';
		try {
			$this->redis = new Redis();
			if ( ! $this->redis->connect( (string) EVENTIN_REDIS_SOCKET ) ) {
				self::stop( 'cannot connect to ' . EVENTIN_REDIS_SOCKET );
			}
		} catch ( RedisException $e ) {
			self::stop( $e->getMessage() );
		}
		if ( function_exists( 'is_multisite' ) && is_multisite() ) {
			$this->blog_prefix = get_current_blog_id() . ':';
		}
	}

	/**
	 * Ends the process with a message (no Redis, no test pass).
	 *
	 * @param string $why Reason.
	 */
	private static function stop( string $why ): void {
		fwrite( STDERR, "object-cache-redis.php: $why\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput
		exit( 1 );
	}

	/**
	 * The full key of a key in a group.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @return string
	 */
	private function key( $key, string $group ): string {
		$scope = isset( $this->global_groups[ $group ] ) ? 'g:' : $this->blog_prefix;
		return $this->salt . $scope . $group . ':' . $key;
	}

	/**
	 * Whether a group is kept in Redis.
	 *
	 * @param string $group Group.
	 */
	private function persistent( string $group ): bool {
		return ! isset( $this->non_persistent_groups[ $group ] );
	}

	/**
	 * A key WordPress accepts (a non-empty string or an integer).
	 *
	 * @param mixed $key Key.
	 */
	private function valid_key( $key ): bool {
		if ( is_int( $key ) || ( is_string( $key ) && '' !== trim( $key ) ) ) {
			return true;
		}
		if ( function_exists( '_doing_it_wrong' ) ) {
			_doing_it_wrong( 'WP_Object_Cache', 'Cache key must be an integer or a non-empty string.', '6.1.0' );
		}
		return false;
	}

	/**
	 * A value as Redis stores it.
	 *
	 * @param mixed $value Value.
	 */
	private static function encode( $value ): string {
		return is_int( $value ) ? (string) $value : serialize( $value ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
	}

	/**
	 * A value as Redis returned it.
	 *
	 * @param string $raw Stored string.
	 * @return mixed
	 */
	private static function decode( string $raw ) {
		if ( preg_match( '/^-?\d+$/', $raw ) ) {
			return (int) $raw;
		}
		return unserialize( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize
	}

	/**
	 * A copy of an object (the cache never hands out what the caller may change).
	 *
	 * @param mixed $value Value.
	 * @return mixed
	 */
	private static function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}

	/**
	 * Writes a value: 'nx' only when absent, 'xx' only when present, null always.
	 *
	 * @param int|string  $key    Key.
	 * @param mixed       $data   Value.
	 * @param string      $group  Group.
	 * @param int         $expire Seconds (0: none).
	 * @param string|null $mode   'nx', 'xx' or null.
	 */
	private function write( $key, $data, string $group, int $expire, ?string $mode ): bool {
		if ( ! $this->valid_key( $key ) ) {
			return false;
		}
		$group = '' === $group ? 'default' : $group;
		$full  = $this->key( $key, $group );
		if ( ! $this->persistent( $group ) ) {
			$exists = array_key_exists( $full, $this->runtime );
			if ( ( 'nx' === $mode && $exists ) || ( 'xx' === $mode && ! $exists ) ) {
				return false;
			}
			$this->runtime[ $full ] = self::copy( $data );
			return true;
		}
		$options = array();
		if ( $mode ) {
			$options[] = $mode;
		}
		if ( $expire > 0 ) {
			$options['ex'] = $expire;
		}
		$done = $options
			? $this->redis->set( $full, self::encode( $data ), $options )
			: $this->redis->set( $full, self::encode( $data ) );
		if ( ! $done ) {
			return false;
		}
		$this->runtime[ $full ] = self::copy( $data );
		return true;
	}

	/**
	 * Adds a value unless the key holds one.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds (0: none).
	 */
	public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( wp_suspend_cache_addition() ) {
			return false;
		}
		return $this->write( $key, $data, (string) $group, (int) $expire, 'nx' );
	}

	/**
	 * Replaces a value the key holds.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds (0: none).
	 */
	public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
		return $this->write( $key, $data, (string) $group, (int) $expire, 'xx' );
	}

	/**
	 * Sets a value.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds (0: none).
	 */
	public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
		return $this->write( $key, $data, (string) $group, (int) $expire, null );
	}

	/**
	 * Runs $each for every key => value; the answers by key.
	 *
	 * @param array    $data  Key => value.
	 * @param callable $each  Called with key, value.
	 * @return bool[]
	 */
	private static function each( array $data, callable $each ): array {
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $each( $key, $value );
		}
		return $done;
	}

	/**
	 * Adds several values.
	 *
	 * @param array  $data   Key => value.
	 * @param string $group  Group.
	 * @param int    $expire Seconds.
	 * @return bool[]
	 */
	public function add_multiple( array $data, $group = '', $expire = 0 ): array {
		return self::each(
			$data,
			function ( $key, $value ) use ( $group, $expire ) {
				return $this->add( $key, $value, $group, $expire );
			}
		);
	}

	/**
	 * Sets several values (one round trip).
	 *
	 * @param array  $data   Key => value.
	 * @param string $group  Group.
	 * @param int    $expire Seconds.
	 * @return bool[]
	 */
	public function set_multiple( array $data, $group = '', $expire = 0 ): array {
		$group = '' === (string) $group ? 'default' : (string) $group;
		if ( ! $this->persistent( $group ) || (int) $expire > 0 ) {
			return self::each(
				$data,
				function ( $key, $value ) use ( $group, $expire ) {
					return $this->set( $key, $value, $group, $expire );
				}
			);
		}
		$raw  = array();
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $this->valid_key( $key );
			if ( $done[ $key ] ) {
				$full                   = $this->key( $key, $group );
				$raw[ $full ]           = self::encode( $value );
				$this->runtime[ $full ] = self::copy( $value );
			}
		}
		if ( $raw ) {
			$this->redis->mSet( $raw );
		}
		return $done;
	}

	/**
	 * Reads a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Skip this request's copy and read Redis.
	 * @param bool|null  $found Whether the key held a value.
	 * @return mixed False when not found.
	 */
	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$found = false;
		if ( ! $this->valid_key( $key ) ) {
			return false;
		}
		$group = '' === (string) $group ? 'default' : (string) $group;
		$full  = $this->key( $key, $group );
		if ( array_key_exists( $full, $this->runtime ) && ( ! $force || ! $this->persistent( $group ) ) ) {
			$found = true;
			++$this->cache_hits;
			return self::copy( $this->runtime[ $full ] );
		}
		if ( ! $this->persistent( $group ) ) {
			++$this->cache_misses;
			return false;
		}
		$raw = $this->redis->get( $full );
		if ( ! is_string( $raw ) ) {
			unset( $this->runtime[ $full ] );
			++$this->cache_misses;
			return false;
		}
		$found                  = true;
		$value                  = self::decode( $raw );
		$this->runtime[ $full ] = $value;
		++$this->cache_hits;
		return self::copy( $value );
	}

	/**
	 * Reads several values (one round trip for what this request has not read yet).
	 *
	 * @param array  $keys  Keys.
	 * @param string $group Group.
	 * @param bool   $force Skip this request's copy.
	 * @return array Key => value (false when not found).
	 */
	public function get_multiple( $keys, $group = 'default', $force = false ): array {
		$group  = '' === (string) $group ? 'default' : (string) $group;
		$values = array();
		$ask    = array();
		foreach ( $keys as $key ) {
			if ( ! $this->valid_key( $key ) ) {
				$values[ $key ] = false;
				continue;
			}
			$full = $this->key( $key, $group );
			if ( array_key_exists( $full, $this->runtime ) && ( ! $force || ! $this->persistent( $group ) ) ) {
				++$this->cache_hits;
				$values[ $key ] = self::copy( $this->runtime[ $full ] );
			} elseif ( ! $this->persistent( $group ) ) {
				++$this->cache_misses;
				$values[ $key ] = false;
			} else {
				$values[ $key ] = false;
				$ask[ $full ]   = $key;
			}
		}
		if ( $ask ) {
			$raw = $this->redis->mGet( array_keys( $ask ) );
			$i   = 0;
			foreach ( $ask as $full => $key ) {
				$one = $raw[ $i++ ] ?? false;
				if ( is_string( $one ) ) {
					++$this->cache_hits;
					$this->runtime[ $full ] = self::decode( $one );
					$values[ $key ]         = self::copy( $this->runtime[ $full ] );
				} else {
					++$this->cache_misses;
				}
			}
		}
		return $values;
	}

	/**
	 * Deletes a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	public function delete( $key, $group = 'default' ): bool {
		if ( ! $this->valid_key( $key ) ) {
			return false;
		}
		$group = '' === (string) $group ? 'default' : (string) $group;
		$full  = $this->key( $key, $group );
		$had   = array_key_exists( $full, $this->runtime );
		unset( $this->runtime[ $full ] );
		if ( ! $this->persistent( $group ) ) {
			return $had;
		}
		return (int) $this->redis->del( $full ) > 0;
	}

	/**
	 * Deletes several values.
	 *
	 * @param array  $keys  Keys.
	 * @param string $group Group.
	 * @return bool[]
	 */
	public function delete_multiple( array $keys, $group = '' ): array {
		$done = array();
		foreach ( $keys as $key ) {
			$done[ $key ] = $this->delete( $key, $group );
		}
		return $done;
	}

	/**
	 * Adds to a number (atomic in Redis); false when the key holds nothing. Never below 0.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount (negative to subtract).
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function incr( $key, $offset = 1, $group = 'default' ) {
		if ( ! $this->valid_key( $key ) ) {
			return false;
		}
		$group = '' === (string) $group ? 'default' : (string) $group;
		$full  = $this->key( $key, $group );
		if ( ! $this->persistent( $group ) ) {
			if ( ! array_key_exists( $full, $this->runtime ) ) {
				return false;
			}
			$value                  = is_numeric( $this->runtime[ $full ] ) ? (int) $this->runtime[ $full ] : 0;
			$this->runtime[ $full ] = max( 0, $value + (int) $offset );
			return $this->runtime[ $full ];
		}
		$script = <<<'LUA'
local raw = redis.call('GET', KEYS[1])
if not raw then return false end
local n = tonumber(raw)
if n == nil or string.find(raw, '^-?%d+$') == nil then
	local s = string.match(raw, '^s:%d+:"(-?%d+)";$') or string.match(raw, '^d:(-?%d+)')
	n = tonumber(s) or 0
end
n = n + tonumber(ARGV[1])
if n < 0 then n = 0 end
redis.call('SET', KEYS[1], tostring(n), 'KEEPTTL')
return n
LUA;
		$value  = $this->redis->eval( $script, array( $full, (int) $offset ), 1 );
		if ( ! is_int( $value ) ) {
			unset( $this->runtime[ $full ] );
			return false;
		}
		$this->runtime[ $full ] = $value;
		return $value;
	}

	/**
	 * Subtracts from a number; never below 0.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, - (int) $offset, $group );
	}

	/**
	 * Empties the whole cache (every blog, every process's next read).
	 */
	public function flush(): bool {
		$this->runtime = array();
		return (bool) $this->redis->flushDB();
	}

	/**
	 * Forgets this request's copy only.
	 */
	public function flush_runtime(): bool {
		$this->runtime = array();
		return true;
	}

	/**
	 * Deletes a group's keys, in every blog.
	 *
	 * @param string $group Group.
	 */
	public function flush_group( $group ): bool {
		$group   = (string) $group;
		$marker  = ':' . $group . ':';
		$pattern = addcslashes( $this->salt, '*?[]\\' ) . '*' . addcslashes( $marker, '*?[]\\' ) . '*';
		foreach ( array_keys( $this->runtime ) as $full ) {
			if ( false !== strpos( $full, $marker ) ) {
				unset( $this->runtime[ $full ] );
			}
		}
		if ( ! $this->persistent( $group ) ) {
			return true;
		}
		$cursor = null;
		do {
			$keys = $this->redis->scan( $cursor, $pattern, 1000 );
			foreach ( (array) $keys as $full ) {
				// The pattern's first star may also match ':' inside another group's key: check the group exactly.
				$rest = substr( $full, strlen( $this->salt ) );
				$rest = substr( $rest, strpos( $rest, ':' ) + 1 );
				if ( 0 === strpos( $rest, $group . ':' ) ) {
					$this->redis->del( $full );
				}
			}
		} while ( $cursor );
		return true;
	}

	/**
	 * Groups shared across the network.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_global_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ $group ] = true;
		}
	}

	/**
	 * Groups kept in this process only.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_non_persistent_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent_groups[ $group ] = true;
		}
	}

	/**
	 * Keys of the other blog from now on.
	 *
	 * @param int $blog_id Blog.
	 */
	public function switch_to_blog( $blog_id ): void {
		$this->blog_prefix = ( is_multisite() ? (int) $blog_id : 1 ) . ':';
	}

	/**
	 * Closes the connection.
	 */
	public function close(): bool {
		$this->redis->close();
		return true;
	}

	/**
	 * Counts for the debug bar.
	 */
	public function stats(): void {
		echo '<p><strong>Cache Hits:</strong> ' . (int) $this->cache_hits . '<br /><strong>Cache Misses:</strong> ' . (int) $this->cache_misses . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput
	}
}

/**
 * Starts the cache.
 */
function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
}

/**
 * See WP_Object_Cache::add().
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 */
function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add( $key, $data, $group, (int) $expire );
}

/**
 * See WP_Object_Cache::add_multiple().
 *
 * @param array  $data   Key => value.
 * @param string $group  Group.
 * @param int    $expire Seconds.
 */
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add_multiple( $data, $group, (int) $expire );
}

/**
 * See WP_Object_Cache::replace().
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 */
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, (int) $expire );
}

/**
 * See WP_Object_Cache::set().
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds.
 */
function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, $group, (int) $expire );
}

/**
 * See WP_Object_Cache::set_multiple().
 *
 * @param array  $data   Key => value.
 * @param string $group  Group.
 * @param int    $expire Seconds.
 */
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set_multiple( $data, $group, (int) $expire );
}

/**
 * See WP_Object_Cache::get().
 *
 * @param int|string $key   Key.
 * @param string     $group Group.
 * @param bool       $force Read Redis.
 * @param bool|null  $found Whether found.
 */
function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
}

/**
 * See WP_Object_Cache::get_multiple().
 *
 * @param array  $keys  Keys.
 * @param string $group Group.
 * @param bool   $force Read Redis.
 */
function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( $keys, $group, $force );
}

/**
 * See WP_Object_Cache::delete().
 *
 * @param int|string $key   Key.
 * @param string     $group Group.
 */
function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, $group );
}

/**
 * See WP_Object_Cache::delete_multiple().
 *
 * @param array  $keys  Keys.
 * @param string $group Group.
 */
function wp_cache_delete_multiple( array $keys, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete_multiple( $keys, $group );
}

/**
 * See WP_Object_Cache::incr().
 *
 * @param int|string $key    Key.
 * @param int        $offset Amount.
 * @param string     $group  Group.
 */
function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, $offset, $group );
}

/**
 * See WP_Object_Cache::decr().
 *
 * @param int|string $key    Key.
 * @param int        $offset Amount.
 * @param string     $group  Group.
 */
function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->decr( $key, $offset, $group );
}

/**
 * See WP_Object_Cache::flush().
 */
function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}

/**
 * See WP_Object_Cache::flush_runtime().
 */
function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}

/**
 * See WP_Object_Cache::flush_group().
 *
 * @param string $group Group.
 */
function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( $group );
}

/**
 * What this cache does beyond the basics.
 *
 * @param string $feature Feature.
 */
function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

/**
 * See WP_Object_Cache::close().
 */
function wp_cache_close() {
	return $GLOBALS['wp_object_cache']->close();
}

/**
 * See WP_Object_Cache::add_global_groups().
 *
 * @param string|string[] $groups Groups.
 */
function wp_cache_add_global_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_global_groups( $groups );
}

/**
 * See WP_Object_Cache::add_non_persistent_groups().
 *
 * @param string|string[] $groups Groups.
 */
function wp_cache_add_non_persistent_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
}

/**
 * See WP_Object_Cache::switch_to_blog().
 *
 * @param int $blog_id Blog.
 */
function wp_cache_switch_to_blog( $blog_id ) {
	$GLOBALS['wp_object_cache']->switch_to_blog( $blog_id );
}

/**
 * Deprecated by WordPress 3.5: the cache follows the current blog.
 */
function wp_cache_reset() {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
	$GLOBALS['wp_object_cache']->switch_to_blog( get_current_blog_id() );
}
