#!/usr/bin/env bash
# Restarts the forum@ instances one at a time, each only after the previous one answers
# /api/health again, so nginx always has a process to send requests to.
#   sudo deploy/rolling-restart.sh            (instances 3001 and 3002)
#   sudo deploy/rolling-restart.sh 3001 3002 3003
set -euo pipefail
ports=("$@")
[ ${#ports[@]} -gt 0 ] || ports=(3001 3002)

for port in "${ports[@]}"; do
  echo "restarting forum@${port}"
  # Returns once the old process has drained and exited (at most 10 s) and the new one started.
  systemctl restart "forum@${port}"
  healthy=""
  for _ in $(seq 1 60); do
    if curl -fsS --max-time 2 "http://127.0.0.1:${port}/api/health" >/dev/null 2>&1; then
      healthy=yes
      break
    fi
    sleep 0.5
  done
  if [ -z "$healthy" ]; then
    echo "forum@${port} did not become healthy; stopping here (see: journalctl -u forum@${port} -n 50)" >&2
    exit 1
  fi
done
echo "all instances restarted"
