#!/bin/bash
# The package check (.ci/build package): installs DEB with apt-get on a fresh minimal Debian 12 made
# by debootstrap in ROOT (made anew each time), then runs both programs there: their versions, a
# game on the command line, the GUI drawing a window (Qt's offscreen platform) and the sound
# module's libraries all found. Needs root (debootstrap and chroot).
# Usage: tests/package/check.sh DEB ROOT
set -euo pipefail
deb=$(realpath "$1")
root=$2
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
cleanup() { umount -R "$root/proc" "$root/dev" 2>/dev/null || true; }
trap cleanup EXIT
cleanup
rm -rf "$root"
mkdir -p "$root"
echo "package: debootstrap of a minimal Debian 12 in $root"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.log" 2>&1 || {
    tail -20 "$root.log"
    exit 1
}
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
mount --make-rslave "$root/dev"
cp "$deb" "$root/tmp/"
inside() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin:/usr/games HOME=/root LANG=C.UTF-8 bash -c "$1"; }
echo "package: apt-get install ./$(basename "$deb")"
inside "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ./tmp/$(basename "$deb") >/tmp/install.log 2>&1 || { tail -20 /tmp/install.log; exit 1; }"
fail() { echo "package: FAIL: $1"; exit 1; }
version=$(inside "bughouse-cli --version") || fail "bughouse-cli --version"
echo "package: $version"
gui=$(inside "QT_QPA_PLATFORM=offscreen bughouse --version") || fail "bughouse --version"
echo "package: $gui"
perft=$(inside "bughouse-cli perft 2 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1'") &&
    [ "$perft" = 400 ] || fail "bughouse-cli perft: $perft"
game=$(inside "bughouse-cli play --mode crazyhouse --time 2+0 --games 1 --seat White=builtin:1 --seat Black=builtin:1") ||
    fail "bughouse-cli play"
echo "package: ${game%%$'\n'*}"
inside "QT_QPA_PLATFORM=offscreen bughouse --screenshot /tmp/shot.png && test -s /tmp/shot.png" ||
    fail "bughouse --screenshot"
module=$(inside "ls /usr/lib/*/bughouse/libbughouse_audio.so") || fail "the sound module is not installed"
libraries=$(inside "ldd $module")
case "$libraries" in *"not found"*) fail "the sound module's libraries: $libraries" ;; esac
inside "test -f /usr/share/applications/io.github.bughouse.Bughouse.desktop && test -f /usr/share/man/man6/bughouse.6.gz" ||
    fail "the desktop entry or the man page"
echo "package: PASS ($(basename "$deb") installs and runs on a fresh Debian 12)"
