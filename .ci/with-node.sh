#!/bin/sh
# Runs a command on the Node.js this project needs, whatever `node` the shell has: what `npm start`,
# `npm test` and the other top-level scripts go through, so `npm install && npm start` works as the
# first commands on a machine whose Node is older (Debian's 20) with nothing sourced. On an older
# Node it does what `. .ci/node.sh` does (an official Node 22 from the npm registry, kept under
# ~/.cache/investor-forum); then it makes sure better-sqlite3 is built for the Node that will run
# (npm builds it for the Node npm itself ran on); then it runs the command. It says what it did in
# one line, and nothing on a supported Node with the module in place.
#   sh .ci/with-node.sh <command> [arguments...]
here="$(cd "$(dirname "$0")" && pwd)"
said=""

forum_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major > 22 || (major === 22 && minor >= 12) ? 0 : 1)' 2>/dev/null
}

if ! forum_node_ok; then
  old="$(node -p process.versions.node 2>/dev/null || echo none)"
  FORUM_NODE_QUIET=1 . "$here/node.sh" || exit 1
  said="Node $old is older than the 22.12 this project needs: running on Node $(node -p process.versions.node) from $(echo "$forum_node_dir" | sed "s|^$HOME/|~/|")"
  # npm ran on the old Node: its EBADENGINE warnings were about that one.
  [ "${npm_lifecycle_event:-}" = postinstall ] && said="$said (npm's EBADENGINE warnings above were about Node $old; nothing to do)"
fi

if [ "${FORUM_SKIP_NATIVE_CHECK:-}" != 1 ] && ! node "$here/native-modules.mjs" probe; then
  said="${said:+$said; }building better-sqlite3 for Node $(node -p process.versions.node)"
  [ -n "$said" ] && echo "investor-forum: $said" >&2
  said=""
  node "$here/native-modules.mjs" rebuild || exit 1
fi
[ -n "$said" ] && echo "investor-forum: $said" >&2
exec "$@"
