#!/usr/bin/env bash
# A private, throw-away Redis server for the PHP tests' persistent object cache.
#
#   scripts/redis.sh start DIR     start a server on the Unix socket DIR/redis.sock (no TCP port,
#                                  nothing saved to disk); prints the socket path when it answers
#   scripts/redis.sh destroy DIR   kill that server and delete DIR (safe to call twice)
#
# The server reads no configuration file and keeps its pid file and working
# folder under DIR, so it never meets a system Redis. Keep DIR short: a socket
# path must fit in 107 bytes.
set -euo pipefail

usage() {
	sed -n '4,7p' "$0" | sed 's/^# \{0,1\}//' >&2
	exit 2
}

[ $# -eq 2 ] || usage
cmd="$1"
dir="$2"

sock="$dir/redis.sock"
pidfile="$dir/redis.pid"

# shellcheck source=lib/process.sh
. "$(dirname "$0")/lib/process.sh"

start() {
	if ! command -v redis-server >/dev/null; then
		echo "redis.sh: redis-server not found (Debian package redis-server)" >&2
		exit 1
	fi
	if [ ${#sock} -gt 100 ]; then
		echo "redis.sh: socket path too long for a Unix socket: $sock" >&2
		exit 1
	fi
	if [ -f "$pidfile" ] && alive "$(cat "$pidfile")"; then
		echo "redis.sh: a server already runs on $dir" >&2
		exit 1
	fi
	mkdir -p "$dir"
	# Arguments only (no file): no TCP, no snapshots, no append-only file.
	redis-server --port 0 --unixsocket "$sock" --unixsocketperm 700 \
		--dir "$dir" --pidfile "$pidfile" --logfile "$dir/redis.log" \
		--save '' --appendonly no --daemonize no --databases 1 \
		--maxmemory 256mb --maxmemory-policy noeviction \
		</dev/null >/dev/null 2>&1 &
	local pid=$!
	echo "$pid" >"$dir/server.pid"

	local i
	for i in $(seq 1 100); do
		if [ -S "$sock" ] && redis-cli -s "$sock" ping 2>/dev/null | grep -q PONG; then
			echo "$sock"
			return 0
		fi
		alive "$pid" || break
		sleep 0.05
	done
	echo "redis.sh: the server did not start; its log follows" >&2
	tail -n 20 "$dir/redis.log" >&2 || true
	kill "$pid" 2>/dev/null || true
	exit 1
}

destroy() {
	local pid
	if [ -f "$dir/server.pid" ]; then
		pid="$(cat "$dir/server.pid")"
		if alive "$pid"; then
			kill_now "$pid"
		fi
	fi
	rm -rf "$dir"
}

case "$cmd" in
	start) start ;;
	destroy) destroy ;;
	*) usage ;;
esac
