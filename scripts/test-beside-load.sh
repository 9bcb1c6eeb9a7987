#!/usr/bin/env bash
# Runs `npm test` several times in a row beside a load that keeps every core busy, as on a laptop
# or a CI machine doing other work: the suite's waits must hold for a slow render. Stops at the
# first run that fails. Usage: bash scripts/test-beside-load.sh [runs, 3 by default]
# Each run's output goes to test-beside-load/run-N.log; one line per run says how it ended.
set -uo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-3}"
CORES="$(nproc)"
mkdir -p test-beside-load
LOAD=()
stop_load() { [ "${#LOAD[@]}" -gt 0 ] && kill "${LOAD[@]}" 2>/dev/null; }
trap stop_load EXIT
# One busy loop per core, at the tests' own priority.
for _ in $(seq "$CORES"); do
  node -e 'for (;;) {}' &
  LOAD+=("$!")
done
echo "beside $CORES busy loops, $RUNS runs of npm test"
for run in $(seq "$RUNS"); do
  start=$(date +%s)
  CI=1 npm test > "test-beside-load/run-$run.log" 2>&1
  code=$?
  seconds=$(($(date +%s) - start))
  echo "run $run: exit $code after ${seconds}s, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  if [ "$code" -ne 0 ]; then exit "$code"; fi
done
