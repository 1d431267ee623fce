#!/usr/bin/env bash
# The PHP test layer: PHPCS (WordPress coding standards) and the PHPUnit
# integration tests against a real WordPress on a private, throw-away MariaDB.
#
#   bash scripts/test-php.sh                  everything
#   bash scripts/test-php.sh --filter Foo     extra arguments go to PHPUnit
#
# Installs what is missing first (Debian packages when root, Composer dev tools,
# WordPress core). Environment:
#   EVENTIN_PHPUNIT_JUNIT=path   also write a JUnit report there
#   EVENTIN_SKIP_PHPCS=1         skip the coding-standards step
# Exits with PHPUnit's code (or PHPCS's when PHPUnit passed).
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

# --- PHPUnit ------------------------------------------------------------------
args=("$@")
if [ -n "${EVENTIN_PHPUNIT_JUNIT:-}" ]; then
	junit="$EVENTIN_PHPUNIT_JUNIT"
	[[ "$junit" = /* ]] || junit="$caller_dir/$junit"
	mkdir -p "$(dirname "$junit")"
	args+=(--log-junit "$junit")
fi
phpunit_code=0
php vendor/bin/phpunit "${args[@]}" || phpunit_code=$?

if [ "$phpunit_code" != 0 ]; then
	exit "$phpunit_code"
fi
exit "$phpcs_code"
