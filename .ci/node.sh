# Node.js for this project: 22.12 or newer (package.json "engines"; Electron 41+ and its tools
# need it, and Node 20 reached its end of life in April 2026). Source it (`. .ci/node.sh`): when
# the `node` on PATH is older, an official Node build from the npm registry's node-linux-<arch>
# package (the nodejs.org binaries plus the C++ headers) is put first on PATH, and npm's node-gyp
# is pointed at those headers, so native modules (better-sqlite3) compile for that Node. Needs
# nothing but the npm registry. FORUM_NODE_MAJOR picks the major (default 22, the oldest
# supported, so CI checks the floor); FORUM_NODE_CACHE where it is kept. FORUM_NODE_QUIET=1 leaves
# out the closing "Node.js vX, npm Y" line (.ci/with-node.sh says it in its own words).

forum_node_is_supported() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major > 22 || (major === 22 && minor >= 12) ? 0 : 1)'
}

if ! forum_node_is_supported; then
  forum_node_major="${FORUM_NODE_MAJOR:-22}"
  case "$(uname -m)" in
    x86_64) forum_node_arch=x64 ;;
    aarch64 | arm64) forum_node_arch=arm64 ;;
    *) echo "No Node.js >= 22.12 on PATH and no node-linux package for $(uname -m); install Node 22 LTS." >&2; return 1 2>/dev/null || exit 1 ;;
  esac
  forum_node_dir="${FORUM_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/investor-forum}/node-${forum_node_major}-${forum_node_arch}"
  if [ ! -x "$forum_node_dir/bin/node" ]; then
    echo "Fetching Node.js ${forum_node_major} (node-linux-${forum_node_arch}) from the npm registry"
    forum_node_tmp="$(mktemp -d)"
    (cd "$forum_node_tmp" && npm pack --silent "node-linux-${forum_node_arch}@${forum_node_major}" >/dev/null)
    mkdir -p "$forum_node_tmp/unpacked"
    tar -xzf "$forum_node_tmp"/node-linux-*.tgz -C "$forum_node_tmp/unpacked" --strip-components=1
    mkdir -p "$(dirname "$forum_node_dir")"
    rm -rf "$forum_node_dir"
    mv "$forum_node_tmp/unpacked" "$forum_node_dir"
    rm -rf "$forum_node_tmp"
  fi
  export PATH="$forum_node_dir/bin:$PATH"
  # node-gyp compiles against these headers (an npmrc `nodedir` for another Node would not fit).
  export npm_config_nodedir="$forum_node_dir"
  hash -r
  forum_node_is_supported || { echo "Node.js in $forum_node_dir does not run here" >&2; return 1 2>/dev/null || exit 1; }
fi
[ "${FORUM_NODE_QUIET:-}" = 1 ] || echo "Node.js $(node --version), npm $(npm --version)"
