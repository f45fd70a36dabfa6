#!/bin/sh
# The tests' machine: installs the Debian packages of .ci/packages.txt that are missing, with
# apt-get as root or through sudo (when sudo needs no password), or stops at once with the one
# command to run. `npm test` and `.ci/run` run it first; with everything installed it only asks dpkg.
# PREFLIGHT_PACKAGES names another list (the preflight's own test uses it).
set -eu
list="${PREFLIGHT_PACKAGES:-$(dirname "$0")/packages.txt}"

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "preflight: not a Debian system; make sure these are installed: $(grep -v '^#' "$list" | tr '\n' ' ')" >&2
  exit 0
fi

wanted="$(sed -e 's/#.*//' "$list" | tr -s ' \n' '  ')"
# One dpkg-query for all: it lists the packages it knows (and fails for the others).
# shellcheck disable=SC2086 # one word per package
installed="$(dpkg-query -W -f='${Package} ${Status}\n' $wanted 2>/dev/null | awk '$2 == "install" && $4 == "installed" { print $1 }' || true)"
missing=""
for pkg in $wanted; do
  echo "$installed" | grep -qx "$pkg" || missing="$missing $pkg"
done
[ -z "$missing" ] && exit 0
missing="${missing# }"

if [ "$(id -u)" -eq 0 ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root="sudo -n"
else
  echo "The tests need these Debian packages: $missing" >&2
  echo "Install them, then run the tests again:" >&2
  echo "  sudo apt-get install -y $missing" >&2
  exit 1
fi

echo "preflight: installing $missing"
$as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
# shellcheck disable=SC2086 # one word per package
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
