#!/usr/bin/env bash
# The login promise under a flood (issue 36 item 5; BENCHMARKS.md "The login promise under a flood"): starts the
# website on a fresh demo database (trusting 127.0.0.1 as its proxy, so that each simulated client has an address of
# its own), keeps one core busy with stress-ng (BUSY=0 leaves the machine as it is), and runs
# load/.../LoginFlood.java: FLOODS times, 300 wrong passwords for the demo director at once from one address while the
# real director signs in from others. Exits 0 when every right password signed in with p99 <= 8 s.
# JAR=path/to/mahjong-web.jar measures another build (its lib/ beside it). Everything runs against 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."

FLOODS=${FLOODS:-5}
FLOOD=${FLOOD:-300}
REAL_PER_FLOOD=${REAL_PER_FLOOD:-20}
REAL_EVERY_MS=${REAL_EVERY_MS:-250}
PORT=${PORT:-7095}
BUSY=${BUSY:-1}
JAR=${JAR:-}
WORK=$(mktemp -d)

if [ -z "$JAR" ]; then
    mvn -q -B package -DskipTests
    JAR=web/target/mahjong-web.jar
fi
echo "== machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), jar $JAR"
DB_URL="jdbc:h2:file:$WORK/flood;AUTO_SERVER=FALSE" TRUSTED_PROXIES=127.0.0.1 PORT=$PORT \
    java -Xmx1g -jar "$JAR" > "$WORK/server.log" 2>&1 &
SERVER=$!
STRESS=""
cleanup() {
    kill "$SERVER" 2>/dev/null || true
    [ -n "$STRESS" ] && kill "$STRESS" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
for _ in $(seq 1 300); do
    curl -fs "http://127.0.0.1:$PORT/health" >/dev/null && break
    sleep 1
done
curl -fs "http://127.0.0.1:$PORT/health" >/dev/null || { tail -20 "$WORK/server.log" >&2; exit 1; }
if [ "$BUSY" = "1" ]; then
    if command -v stress-ng >/dev/null; then
        stress-ng --cpu 1 --timeout 3600s >/dev/null 2>&1 &
    else
        ( while :; do :; done ) &
    fi
    STRESS=$!
    echo "== one core kept busy (pid $STRESS)"
fi
sleep 5
echo "== $FLOODS floods of $FLOOD wrong passwords, $REAL_PER_FLOOD right ones each every $REAL_EVERY_MS ms;" \
    "load average $(cut -d' ' -f1-3 /proc/loadavg)"
java load/src/test/java/org/mahjongresults/load/LoginFlood.java "http://127.0.0.1:$PORT" director demo-director \
    "$FLOODS" "$FLOOD" "$REAL_PER_FLOOD" "$REAL_EVERY_MS"
status=$?
echo "== load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
