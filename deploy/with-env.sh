#!/bin/sh
# Runs a command with the production settings loaded, the way systemd starts the processes:
#   cd /srv/forum/current && sudo -u forum deploy/with-env.sh node api/dist/cli.js admin list
# FORUM_ENV_FILE picks another file (default /etc/forum/forum.env).
set -eu
env_file="${FORUM_ENV_FILE:-/etc/forum/forum.env}"
if [ ! -r "$env_file" ]; then
  echo "with-env: cannot read $env_file (run as the forum user, or set FORUM_ENV_FILE)" >&2
  exit 1
fi
set -a
. "$env_file"
set +a
exec "$@"
