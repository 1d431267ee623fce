#!/usr/bin/env bash
# Installs the Composer dev tools (PHPUnit, PHPCS and its standards, PHPStan and
# the WordPress stubs) into vendor/ when they are missing or composer.json changed
# since the last install. There is no lock file: composer.json is the source of
# truth, and vendor/.eventin-composer-json.sha256 records which one was installed.
#
#   bash scripts/composer-dev.sh
#
# Called by scripts/test-php.sh (the php layer) and by the PHPStan check of the
# lint layer (scripts/test.mjs). Installs Debian's composer first when it is
# missing and this runs as root. Quiet unless it fails.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

say() { echo "composer-dev: $*" >&2; }

if ! command -v composer >/dev/null; then
	if [ "$(id -u)" != 0 ]; then
		say "composer is missing: install it (sudo apt-get install composer) or run this as root"
		exit 1
	fi
	apt_log="$(mktemp)"
	if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends composer; } >"$apt_log" 2>&1; then
		cat "$apt_log" >&2
		rm -f "$apt_log"
		say "apt-get install composer failed"
		exit 1
	fi
	rm -f "$apt_log"
fi

stamp=vendor/.eventin-composer-json.sha256
want="$(sha256sum composer.json | cut -d' ' -f1)"
if [ -f vendor/autoload.php ] && [ -x vendor/bin/phpunit ] && [ -x vendor/bin/phpcs ] && [ -x vendor/bin/phpstan ] &&
	[ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; then
	exit 0
fi
composer_log="$(mktemp)"
if ! COMPOSER_ALLOW_SUPERUSER=1 composer install --no-interaction --no-progress >"$composer_log" 2>&1; then
	cat "$composer_log" >&2
	rm -f "$composer_log"
	say "composer install failed"
	exit 1
fi
rm -f "$composer_log"
echo "$want" >"$stamp"
