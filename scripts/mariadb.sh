#!/usr/bin/env bash
# A private, throw-away MariaDB server for the PHP tests and benchmarks.
#
#   scripts/mariadb.sh start DIR    create DIR/data and start a server on DIR/mysqld.sock;
#                                   prints the socket path when it accepts connections
#   scripts/mariadb.sh stop DIR     shut that server down cleanly (safe to call twice)
#   scripts/mariadb.sh destroy DIR  kill that server at once and delete DIR (for throw-away data)
#   scripts/mariadb.sh client DIR [mariadb args...]
#                                   open the mariadb client on it (user root, no password)
#
# The server reads no option file (--no-defaults), listens on its own socket
# only (--skip-networking) and keeps everything under DIR, so it never meets a
# system MariaDB. Durability is traded for speed: this data lives for one run.
# Keep DIR short (a mktemp dir under /tmp): a socket path must fit in 107 bytes.
set -euo pipefail

usage() {
	sed -n '4,11p' "$0" | sed 's/^# \{0,1\}//' >&2
	exit 2
}

[ $# -ge 2 ] || usage
cmd="$1"
dir="$2"
shift 2

sock="$dir/mysqld.sock"
pidfile="$dir/mysqld.pid"

as_root=()
if [ "$(id -u)" = 0 ]; then
	as_root=(--user=root)
fi

# shellcheck source=lib/process.sh
. "$(dirname "$0")/lib/process.sh"

server_running() {
	[ -f "$pidfile" ] && alive "$(cat "$pidfile")"
}

start() {
	local bin
	for bin in mariadbd mariadb-install-db mariadb-admin; do
		if ! command -v "$bin" >/dev/null && [ ! -x "/usr/sbin/$bin" ]; then
			echo "mariadb.sh: $bin not found (Debian package mariadb-server)" >&2
			exit 1
		fi
	done
	if [ ${#sock} -gt 100 ]; then
		echo "mariadb.sh: socket path too long for a Unix socket: $sock" >&2
		exit 1
	fi
	if server_running; then
		echo "mariadb.sh: a server already runs on $dir" >&2
		exit 1
	fi
	mkdir -p "$dir/tmp"

	if [ ! -d "$dir/data/mysql" ]; then
		rm -rf "$dir/data"
		if ! PATH="$PATH:/usr/sbin" mariadb-install-db --no-defaults "${as_root[@]}" \
			--datadir="$dir/data" --auth-root-authentication-method=normal \
			--skip-test-db --skip-name-resolve --innodb-log-file-size=16M \
			>"$dir/install.log" 2>&1; then
			cat "$dir/install.log" >&2
			exit 1
		fi
	fi

	local server
	server="$(command -v mariadbd || echo /usr/sbin/mariadbd)"
	"$server" --no-defaults "${as_root[@]}" \
		--datadir="$dir/data" --socket="$sock" --pid-file="$pidfile" \
		--tmpdir="$dir/tmp" --log-error="$dir/error.log" \
		--skip-networking --skip-name-resolve --skip-log-bin \
		--character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci \
		--default-storage-engine=InnoDB \
		--innodb-buffer-pool-size=128M --innodb-log-file-size=16M \
		--innodb-flush-log-at-trx-commit=0 --innodb-doublewrite=0 \
		--sync-binlog=0 --max-connections=50 \
		--innodb-buffer-pool-dump-at-shutdown=0 --innodb-buffer-pool-load-at-startup=0 --innodb-fast-shutdown=2 \
		</dev/null >/dev/null 2>&1 &
	local pid=$!

	local i
	for i in $(seq 1 300); do
		if [ -S "$sock" ] && mariadb-admin --no-defaults --socket="$sock" -uroot ping >/dev/null 2>&1; then
			echo "$sock"
			return 0
		fi
		if ! alive "$pid"; then
			break
		fi
		sleep 0.1
	done
	echo "mariadb.sh: the server did not start; its log follows" >&2
	tail -n 40 "$dir/error.log" >&2 || true
	kill "$pid" 2>/dev/null || true
	exit 1
}

stop() {
	server_running || return 0
	local pid
	pid="$(cat "$pidfile")"
	mariadb-admin --no-defaults --socket="$sock" -uroot shutdown >/dev/null 2>&1 || kill "$pid" 2>/dev/null || true
	local i
	for i in $(seq 1 100); do
		alive "$pid" || return 0
		sleep 0.1
	done
	kill -9 "$pid" 2>/dev/null || true
}

destroy() {
	if server_running; then
		local pid
		pid="$(cat "$pidfile")"
		kill_now "$pid"
	fi
	rm -rf "$dir"
}

case "$cmd" in
	start) start ;;
	stop) stop ;;
	destroy) destroy ;;
	client) exec mariadb --no-defaults --socket="$sock" -uroot "$@" ;;
	*) usage ;;
esac
