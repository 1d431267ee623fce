#!/usr/bin/env bash
# The PHP test layer: PHPCS (WordPress coding standards) and the PHPUnit
# integration tests against a real WordPress on a private, throw-away MariaDB,
# in up to three passes, each on a freshly installed site:
#
#   plain      every test (testsuite "integration"), WordPress's own in-memory object cache
#   redis      testsuite "object-cache" (lists, counts, bookings, check-in, the job queue,
#              settings, install...) again with a persistent object cache on a private,
#              throw-away Redis (tests/php/Support/object-cache-redis.php as the drop-in)
#   multisite  testsuite "multisite" (tests/php/Multisite) on a network, the plugin
#              network-activated
#
#   bash scripts/test-php.sh                  everything: the three passes
#   bash scripts/test-php.sh --filter Foo     extra arguments go to PHPUnit; the plain pass only
#
# Installs what is missing first (Debian packages when root, Composer dev tools,
# WordPress core). Environment:
#   EVENTIN_PHPUNIT_JUNIT=path   also write JUnit reports: path for the plain pass,
#                                path-redis.xml and path-multisite.xml (".xml" replaced) for the others
#   EVENTIN_SKIP_PHPCS=1         skip the coding-standards step
#   EVENTIN_PHP_PASSES="redis"   the passes to run, among plain, redis and multisite
#   EVENTIN_REDIS_SUITE=integration   the redis pass runs every test
# Exits with the first failing pass's PHPUnit code (or PHPCS's when PHPUnit passed).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
caller_dir="$PWD"
cd "$root"

say() { echo "test-php: $*" >&2; }

# --- Debian packages ----------------------------------------------------------
need=()
if ! command -v php >/dev/null; then
	need+=(php-cli php-xml php-mbstring php-mysql)
else
	php_version="$(php -r 'echo PHP_MAJOR_VERSION.".".PHP_MINOR_VERSION;')"
	php_modules="$(php -m)"
	has_module() { grep -qix "$1" <<<"$php_modules"; }
	has_module mysqli || need+=("php$php_version-mysql")
	{ has_module dom && has_module xmlwriter; } || need+=("php$php_version-xml")
	has_module mbstring || need+=("php$php_version-mbstring")
	{ has_module zip || command -v unzip >/dev/null; } || need+=(unzip)
fi
for bin in mariadbd mariadb-install-db mariadb-admin mariadb; do
	if ! command -v "$bin" >/dev/null && [ ! -x "/usr/sbin/$bin" ]; then
		need+=(mariadb-server)
		break
	fi
done
command -v composer >/dev/null || need+=(composer)

if [ $# -eq 0 ]; then
	passes="${EVENTIN_PHP_PASSES:-plain redis multisite}"
else
	passes="${EVENTIN_PHP_PASSES:-plain}"
fi
passes="${passes//,/ }"
for pass in $passes; do
	case "$pass" in
		plain | multisite) ;;
		redis)
			command -v redis-server >/dev/null || need+=(redis-server)
			if command -v php >/dev/null; then
				has_module redis || need+=("php$php_version-redis")
			else
				need+=(php-redis)
			fi
			;;
		*)
			say "unknown pass in EVENTIN_PHP_PASSES: $pass (plain, redis, multisite)"
			exit 2
			;;
	esac
done

if [ ${#need[@]} -gt 0 ]; then
	if [ "$(id -u)" != 0 ]; then
		say "missing Debian packages: ${need[*]}"
		say "install them (sudo apt-get install ${need[*]}) or run this script as root"
		exit 1
	fi
	say "installing Debian packages: ${need[*]}"
	apt_log="$(mktemp)"
	if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}"; } >"$apt_log" 2>&1; then
		cat "$apt_log" >&2
		rm -f "$apt_log"
		say "apt-get failed"
		exit 1
	fi
	rm -f "$apt_log"
fi

# --- Composer dev tools (scripts/composer-dev.sh) -----------------------------
bash "$root/scripts/composer-dev.sh"

# --- WordPress core and a private MariaDB, torn down on exit ------------------
# shellcheck source=lib/php-site.sh
. "$root/scripts/lib/php-site.sh"
eventin_php_site eventin_tests eventin-php

mkdir -p .cache/phpunit

# --- Coding standards (errors only; `vendor/bin/phpcs` shows warnings too) ----
phpcs_code=0
if [ "${EVENTIN_SKIP_PHPCS:-}" != 1 ] && [ -x vendor/bin/phpcs ]; then
	if ! phpcs_out="$(vendor/bin/phpcs -q -n --no-colors 2>&1)"; then
		phpcs_code=1
		echo "$phpcs_out"
		say "PHPCS found coding-standard errors (vendor/bin/phpcbf fixes the ones marked [x])"
	fi
fi

# --- PHPUnit, pass by pass ----------------------------------------------------
junit=""
if [ -n "${EVENTIN_PHPUNIT_JUNIT:-}" ]; then
	junit="$EVENTIN_PHPUNIT_JUNIT"
	[[ "$junit" = /* ]] || junit="$caller_dir/$junit"
	mkdir -p "$(dirname "$junit")"
	rm -f "${junit%.xml}-redis.xml" "${junit%.xml}-multisite.xml"
fi
phpunit_code=0
for pass in $passes; do
	args=("$@")
	case "$pass" in
		plain)
			suite=integration
			report="$junit"
			;;
		redis)
			suite="${EVENTIN_REDIS_SUITE:-object-cache}"
			report="${junit:+${junit%.xml}-redis.xml}"
			;;
		multisite)
			suite=multisite
			report="${junit:+${junit%.xml}-multisite.xml}"
			;;
	esac
	[ -z "$report" ] || args+=(--log-junit "$report")
	say "pass $pass: testsuite $suite"
	started=$SECONDS
	code=0
	(
		export EVENTIN_PHPUNIT_RUN_DIR="$eventin_run_dir/wp-$pass"
		if [ "$pass" = redis ]; then
			EVENTIN_REDIS_SOCKET="$(eventin_redis_start)"
			export EVENTIN_REDIS_SOCKET
		fi
		[ "$pass" != multisite ] || export EVENTIN_MULTISITE=1
		php vendor/bin/phpunit --testsuite "$suite" "${args[@]}"
	) || code=$?
	say "pass $pass: exit $code, $((SECONDS - started)) s"
	if [ "$code" != 0 ] && [ "$phpunit_code" = 0 ]; then
		phpunit_code=$code
	fi
done

if [ "$phpunit_code" != 0 ]; then
	exit "$phpunit_code"
fi
exit "$phpcs_code"
