#!/usr/bin/env bash
# Kills an H2 writer (H2KillHarness.java) N times at random moments and checks the database after each kill.
#   scripts/h2-kill/run.sh N [writers] [h2-version] [serial]     e.g. run.sh 40 3 2.3.232, run.sh 40 3 2.5.252 serial
set -euo pipefail
cd "$(dirname "$0")"
N=${1:-40}; WRITERS=${2:-3}; VERSION=${3:-2.3.232}; SERIAL=false
[ "${4:-}" = serial ] && SERIAL=true
JAR=~/.m2/repository/com/h2database/h2/$VERSION/h2-$VERSION.jar
[ -f "$JAR" ] || mvn -q -B -ntp dependency:get -Dartifact=com.h2database:h2:$VERSION >/dev/null
DIR=$(mktemp -d)
touch "$DIR/acks"
for i in $(seq 1 "$N"); do
    java -Dwriters="$WRITERS" -Dserial="$SERIAL" -Xmx256m -cp "$JAR" H2KillHarness.java write "$DIR/db" >> "$DIR/acks" 2>/dev/null &
    pid=$!
    before=$(wc -l < "$DIR/acks" 2>/dev/null || echo 0)
    # The kill comes while it writes: after its first acknowledged hand, at a random moment.
    while [ "$(wc -l < "$DIR/acks")" -le "$before" ]; do sleep 0.1; done
    sleep "$(awk -v s="$RANDOM" 'BEGIN { srand(s); printf "%.2f", 1 + 2 * rand() }')"
    kill -9 "$pid"; wait "$pid" 2>/dev/null || true
    echo "kill $i: $(java -cp "$JAR" H2KillHarness.java check "$DIR/db" "$DIR/acks" 2>&1 | tail -n 1)"
done
rm -rf "$DIR"
