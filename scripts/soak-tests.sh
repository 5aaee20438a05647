#!/usr/bin/env bash
# Runs the README's test command (scripts/test.sh, i.e. mvn -B -ntp verify) N times in a row to find flaky tests
# (issue 40), by default with one core kept busy by stress-ng --cpu 1 (installed with apt-get if missing; a shell
# busy loop if it cannot be), as on a shared CI machine. Prints one line per run: pass or fail, the failing tests,
# the wall time, and the load average at the start, at its highest during the run (sampled every 10 s) and at the
# end. Each run's whole output is kept in target/soak/run-K.log.
#
#   scripts/soak-tests.sh N            N runs with one core busy
#   scripts/soak-tests.sh N --quiet    N runs with nothing else started
#   scripts/soak-tests.sh N -- ARGS    ARGS passed on to mvn (e.g. -pl web -am, -Dtest=...)
#
# Exits 0 only if every run passed.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: $0 N [--quiet] [-- maven arguments]" >&2; exit 2; }
[ $# -ge 1 ] && [[ "$1" =~ ^[1-9][0-9]*$ ]] || usage
RUNS=$1
shift
BUSY=1
if [ "${1:-}" = "--quiet" ]; then BUSY=0; shift; fi
if [ "${1:-}" = "--" ]; then shift; fi

OUT=target/soak
mkdir -p "$OUT"
load() { cut -d' ' -f1 /proc/loadavg; }

BUSY_PID=""
SAMPLER=""
stop() {
    local pid
    for pid in $SAMPLER $BUSY_PID; do
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    SAMPLER=""
    BUSY_PID=""
}
trap stop EXIT

if [ "$BUSY" = 1 ]; then
    if ! command -v stress-ng >/dev/null 2>&1; then
        SUDO=""
        if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
        { $SUDO apt-get install -y -qq stress-ng >/dev/null 2>&1; } || true
    fi
    if command -v stress-ng >/dev/null 2>&1; then
        stress-ng --cpu 1 --quiet &
        BUSY_PID=$!
        echo "one core kept busy by stress-ng --cpu 1 (pid $BUSY_PID)"
    else
        ( while :; do :; done ) &
        BUSY_PID=$!
        echo "one core kept busy by a shell loop (pid $BUSY_PID)"
    fi
else
    echo "quiet: nothing else started"
fi
echo "$(nproc) cores; $RUNS run(s) of scripts/test.sh $*"

FAILED=0
for ((k = 1; k <= RUNS; k++)); do
    LOG="$OUT/run-$k.log"
    START_LOAD=$(load)
    PEAK_FILE="$OUT/run-$k.peak"
    echo "$START_LOAD" > "$PEAK_FILE"
    ( while sleep 10; do
          l=$(load)
          awk -v l="$l" '{ if (l + 0 > $1 + 0) print l; else print $1 }' "$PEAK_FILE" > "$PEAK_FILE.new" \
              && mv "$PEAK_FILE.new" "$PEAK_FILE"
      done ) &
    SAMPLER=$!
    T0=$(date +%s)
    if ./scripts/test.sh "$@" > "$LOG" 2>&1; then RESULT=pass; else RESULT=FAIL; FAILED=$((FAILED + 1)); fi
    T1=$(date +%s)
    kill "$SAMPLER" 2>/dev/null || true
    wait "$SAMPLER" 2>/dev/null || true
    SAMPLER=""
    WALL=$((T1 - T0))
    # Surefire names each failing test on a line "[ERROR] pkg.Class.method -- Time elapsed: ... <<< FAILURE!".
    FAILING=$(grep -E '<<< (FAILURE|ERROR)!' "$LOG" | grep -v 'Tests run:' \
        | sed -E 's/.*\[ERROR\] ([^ ]+) .*<<< (FAILURE|ERROR)!.*/\1/' | sed -E 's/^org\.mahjongresults\.//' \
        | sort -u | paste -sd' ' - || true)
    if [ "$RESULT" = FAIL ] && [ -z "$FAILING" ]; then
        FAILING="(no test named: see the log, e.g. a compile or build error)"
    fi
    printf 'run %d: %s  wall %dm%02ds  load start %s peak %s end %s%s  (%s)\n' "$k" "$RESULT" $((WALL / 60)) \
        $((WALL % 60)) "$START_LOAD" "$(cat "$PEAK_FILE")" "$(load)" "${FAILING:+  failing: $FAILING}" "$LOG"
    rm -f "$PEAK_FILE"
done

echo "$((RUNS - FAILED)) of $RUNS run(s) passed"
[ "$FAILED" -eq 0 ]
