#!/usr/bin/env bash
# Benchmarks on native PHP + a private MariaDB (the PHPUnit stack), printing figures.
#
#   bash tests/bench/run.sh                         the events, attendees and bookings lists vs GET /wp/v2/posts
#   bash tests/bench/run.sh export --reuse          CSV export of every attendee, page by page: time, peak memory
#   bash tests/bench/run.sh overview --reuse        the dashboard overview (GET /eventin/v2/overview): time, queries
#   bash tests/bench/run.sh event-page --reuse      the event page vs a core post page: time, queries (1 vs 10 speakers...)
#   bash tests/bench/run.sh certificate --reuse     one certificate page (template blocks, placeholders): time, queries
#   bash tests/bench/run.sh certificate-mails --reuse  an event's 1,000 certificate mails through the job queue: mails/s, queries
#   bash tests/bench/run.sh checkin --reuse      one scan on the scanner page (check-in, again, two-step, typed id): median, p95, queries
#   bash tests/bench/run.sh --events=2000 --rounds=10   options go to events-list.php
#   bash tests/bench/run.sh overhead [--rounds=15]        the plugin's cost on requests it does not serve
#   bash tests/bench/run.sh --reuse --events=100000 --attendees=1000000
#                                                   keep the seeded site for the next run
#
# Starts a throw-away MariaDB (scripts/mariadb.sh), installs WordPress with the
# plugin active the way the PHP tests do (tests/php/Support/Site.php), seeds it
# and times requests in-process. It only prints; it never fails on a figure.
#
# With --reuse the MariaDB data lives in $EVENTIN_BENCH_DIR (default
# ${TMPDIR:-/tmp}/eventin-bench) and the server is stopped, not deleted, on exit:
# each size (--events, --attendees, --posts) keeps its own seeded database, so a
# second run with the same sizes skips installing and seeding (minutes instead
# of the better part of an hour at 100,000 events). Delete the folder to start over.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

say() { echo "bench: $*" >&2; }

command -v php >/dev/null || { say "php not found (bash scripts/test-php.sh installs the PHP stack)"; exit 1; }
if [ ! -f vendor/autoload.php ]; then
	say "no vendor/autoload.php: run bash scripts/test-php.sh once (it installs the Composer dev tools)"
	exit 1
fi

reuse=
for arg in "$@"; do
	[ "$arg" = --reuse ] && reuse=1
done

if [ -n "$reuse" ]; then
	EVENTIN_WP_CORE="$(bash "$root/scripts/wordpress-core.sh")"
	export EVENTIN_WP_CORE
	bench_dir="${EVENTIN_BENCH_DIR:-${TMPDIR:-/tmp}/eventin-bench}"
	mkdir -p "$bench_dir"
	trap 'bash "$root/scripts/mariadb.sh" stop "$bench_dir/db"' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
	socket="$(bash "$root/scripts/mariadb.sh" start "$bench_dir/db")"
	export EVENTIN_DB_HOST="localhost:$socket"
	export EVENTIN_DB_NAME=eventin_bench
	export EVENTIN_DB_USER=root
	export EVENTIN_DB_PASSWORD=
	export EVENTIN_PHPUNIT_RUN_DIR="$bench_dir/wp"
	say "reusing $bench_dir"
else
	# shellcheck source=../../scripts/lib/php-site.sh
	. "$root/scripts/lib/php-site.sh"
	eventin_php_site eventin_bench eventin-bench
fi

script=tests/bench/events-list.php
case "${1:-}" in
	overhead) shift; script=tests/bench/plugin-overhead.php ;;
	export) shift; script=tests/bench/export.php ;;
	overview) shift; script=tests/bench/overview.php ;;
	event-page) shift; script=tests/bench/event-page.php ;;
	certificate) shift; script=tests/bench/certificate.php ;;
	certificate-mails) shift; script=tests/bench/certificate-mails.php ;;
	checkin) shift; script=tests/bench/checkin.php ;;
esac
php -d memory_limit=1G "$script" "$@"
