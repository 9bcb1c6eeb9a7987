#!/usr/bin/env bash
# Runs the server suite against a real PostgreSQL when one answers (each test file makes and drops
# its own database there), then the process tests: real servers from the build, side by side on one
# database, stopped and killed. Without a server it says so and succeeds: PGlite already ran the
# suite, and servers side by side need a database they can share.
set -euo pipefail
URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
HOSTPORT="$(node -e 'const u=new URL(process.argv[1]);console.log(`${u.hostname} ${u.port||5432}`)' "$URL")"
read -r HOST PORT <<<"$HOSTPORT"
if ! (exec 3<>"/dev/tcp/$HOST/$PORT") 2>/dev/null; then
  echo "No PostgreSQL answers on $HOST:$PORT: the server suite ran on PGlite only."
  exit 0
fi
echo "Running the server suite against PostgreSQL on $HOST:$PORT"
TEST_DATABASE_URL="$URL" npx vitest run --project server
echo "Running the process tests (real servers from the build) against PostgreSQL on $HOST:$PORT"
TEST_DATABASE_URL="$URL" npx vitest run --config apps/server/vitest.processes.config.ts
