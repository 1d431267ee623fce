#!/usr/bin/env bash
# Provisions a complete WordPress 6.8 core into .cache/wordpress, once.
#
# The development site, the PHP tests and the end-to-end tests all need the
# WordPress files, and these machines have no route to wordpress.org. Debian 13
# ("trixie") packages WordPress 6.8, so we fetch that package (and the packages
# its symlinks point into) with apt-get download, unpack it with dpkg -x and
# turn the symlinks into real files. Nothing is installed on the system.
#
# Prints the core directory on stdout. Exit 3 means "no Debian tools here":
# callers then fall back to Playground's own WordPress download.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cache="${EVENTIN_CACHE_DIR:-$root/.cache}"
core="$cache/wordpress"
stamp="$core/.eventin-core"

if [ -f "$stamp" ]; then
	echo "$core"
	exit 0
fi

# One provisioning at a time: test layers and the development site may start
# together, and two unpacks racing would move one copy inside the other.
mkdir -p "$cache"
if command -v flock >/dev/null; then
	exec 9>"$cache/.wordpress-core.lock"
	flock 9
	if [ -f "$stamp" ]; then
		echo "$core"
		exit 0
	fi
fi

if ! command -v apt-get >/dev/null || ! command -v dpkg >/dev/null; then
	echo "apt-get/dpkg not found: cannot provision WordPress from Debian packages" >&2
	exit 3
fi

work="$cache/debian"
rm -rf "$work" "$core.tmp"
mkdir -p "$work/lists/partial" "$work/cache/archives/partial" "$work/debs" "$work/unpack"

# Reuse the machine's own Debian mirror, pointed at the trixie suite.
uri=""
for f in /etc/apt/sources.list.d/*.sources; do
	[ -f "$f" ] || continue
	uri="$(awk '/^URIs:/ {print $2; exit}' "$f")"
	[ -n "$uri" ] && break
done
if [ -z "$uri" ] && [ -f /etc/apt/sources.list ]; then
	uri="$(awk '$1 == "deb" {for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) {print $i; exit}}' /etc/apt/sources.list)"
fi
if [ -z "$uri" ]; then
	echo "no Debian mirror found in /etc/apt" >&2
	exit 3
fi
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
echo "deb [signed-by=$keyring] $uri trixie main" > "$work/sources.list"

apt_opts=(
	-o "Dir::Etc::SourceList=$work/sources.list"
	-o "Dir::Etc::SourceParts=/dev/null"
	-o "Dir::State::Lists=$work/lists"
	-o "Dir::Cache=$work/cache"
	-o "Dir::State::Status=/dev/null"
	-o "Debug::NoLocking=1"
	-o "APT::Sandbox::User=root"
)
echo "Fetching WordPress 6.8 from Debian trixie ..." >&2
apt-get "${apt_opts[@]}" -qq update >&2
(cd "$work/debs" && apt-get "${apt_opts[@]}" -qq download \
	wordpress wordpress-theme-twentytwentyfive \
	libjs-lodash libjs-underscore libjs-cropper php-getid3 >&2)

for deb in "$work"/debs/*.deb; do
	dpkg -x "$deb" "$work/unpack"
done

src="$work/unpack/usr/share/wordpress"
cp -a "$src" "$core.tmp"

# Replace every symlink by the file it points to (relative links resolve inside
# the unpacked tree, absolute ones inside it first and then on this machine).
while IFS= read -r -d '' link; do
	target="$(readlink "$link")"
	rel="${link#"$core.tmp"/}"
	if [[ "$target" = /* ]]; then
		candidate="$work/unpack$target"
		[ -e "$candidate" ] || candidate="$target"
	else
		candidate="$(dirname "$src/$rel")/$target"
	fi
	resolved="$(readlink -f "$candidate" || true)"
	rm -f "$link"
	if [ -n "$resolved" ] && [ -f "$resolved" ]; then
		cp "$resolved" "$link"
	elif [ -n "$resolved" ] && [ -d "$resolved" ]; then
		cp -a "$resolved/." "$link/"
	fi
done < <(find "$core.tmp" -type l -print0)

# Debian's config reads /etc/wordpress; Playground and our tests write their own.
rm -f "$core.tmp/wp-config.php" "$core.tmp/.htaccess"

# The default theme ships in its own package.
theme="$work/unpack/usr/share/wordpress/wp-content/themes/twentytwentyfive"
if [ ! -d "$core.tmp/wp-content/themes/twentytwentyfive" ] && [ -d "$theme" ]; then
	cp -a "$theme" "$core.tmp/wp-content/themes/"
fi

grep -q "wp_version = '6.8" "$core.tmp/wp-includes/version.php" || {
	echo "unexpected WordPress version in the Debian package" >&2
	exit 1
}
touch "$core.tmp/.eventin-core"
rm -rf "$core"
mv "$core.tmp" "$core"
rm -rf "$work"
echo "$core"
