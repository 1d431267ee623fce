#!/usr/bin/env bash
# Benchmarks on native PHP + a private MariaDB (the PHPUnit stack), printing figures.
#
#   bash tests/bench/run.sh                         GET /eventin/v2/events vs GET /wp/v2/posts
#   bash tests/bench/run.sh --events=2000 --rounds=10   options go to events-list.php
#   bash tests/bench/run.sh overhead [--rounds=15]        the plugin's cost on requests it does not serve
#
# Starts a throw-away MariaDB (scripts/mariadb.sh), installs WordPress with the
# plugin active the way the PHP tests do (tests/php/Support/Site.php), seeds it
# and times requests in-process. It only prints; it never fails on a figure.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

say() { echo "bench: $*" >&2; }

command -v php >/dev/null || { say "php not found (bash scripts/test-php.sh installs the PHP stack)"; exit 1; }
if [ ! -f vendor/autoload.php ]; then
	say "no vendor/autoload.php: run bash scripts/test-php.sh once (it installs the Composer dev tools)"
	exit 1
fi

# shellcheck source=../../scripts/lib/php-site.sh
. "$root/scripts/lib/php-site.sh"
eventin_php_site eventin_bench eventin-bench

script=tests/bench/events-list.php
if [ "${1:-}" = overhead ]; then
	shift
	script=tests/bench/plugin-overhead.php
fi
php -d memory_limit=1G "$script" "$@"
