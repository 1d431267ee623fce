# Sourced by scripts/mariadb.sh and scripts/redis.sh: the private servers'
# processes.

# Whether a process lives (a zombie waiting for its reaper counts as gone).
alive() {
	local stat
	stat="$(cat "/proc/$1/stat" 2>/dev/null)" || return 1
	stat="${stat##*) }"
	[ "${stat%% *}" != Z ]
}

# Kills a process outright and waits (up to 2.5 s) until it is gone.
kill_now() {
	kill -9 "$1" 2>/dev/null || true
	local i
	for i in $(seq 1 50); do
		alive "$1" || break
		sleep 0.05
	done
}
