# Sourced by scripts/test-php.sh and tests/bench/run.sh: provisions WordPress
# core, starts a private MariaDB in a throw-away folder (torn down on exit) and
# exports what tests/php/Support/Site.php reads.
#
#   eventin_php_site <database name> <temp folder prefix>
#
# Expects $root (the repository) to be set.
eventin_php_site() {
	local db_name="$1" prefix="$2" socket
	EVENTIN_WP_CORE="$(bash "$root/scripts/wordpress-core.sh")"
	export EVENTIN_WP_CORE

	eventin_run_dir="$(mktemp -d "${TMPDIR:-/tmp}/$prefix.XXXXXX")"
	eventin_cleanup() {
		bash "$root/scripts/redis.sh" destroy "$eventin_run_dir/redis" || true
		bash "$root/scripts/mariadb.sh" destroy "$eventin_run_dir/db" || true
		rm -rf "$eventin_run_dir"
	}
	trap eventin_cleanup EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM

	socket="$(bash "$root/scripts/mariadb.sh" start "$eventin_run_dir/db")"
	export EVENTIN_DB_HOST="localhost:$socket"
	export EVENTIN_DB_NAME="$db_name"
	export EVENTIN_DB_USER=root
	export EVENTIN_DB_PASSWORD=
	export EVENTIN_PHPUNIT_RUN_DIR="$eventin_run_dir/wp"
}

# Starts a private Redis server in the run's folder (torn down with it) and
# prints its socket. Call after eventin_php_site.
eventin_redis_start() {
	bash "$root/scripts/redis.sh" start "$eventin_run_dir/redis"
}
