#!/usr/bin/env bash
# Load test of BENCHMARKS.md: generates a tournament of PLAYERS players over SESSIONS complete sessions in a fresh
# H2 file database, starts the website on it, and drives the standings page, a player page and a live page with
# wrk (32 connections, DURATION each); then measures how long a submitted hand takes to reach the standings.
# Needs wrk (Debian package "wrk"). Everything runs on this machine, against 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."

PLAYERS=${PLAYERS:-400}
SESSIONS=${SESSIONS:-10}
DURATION=${DURATION:-30s}
CONNECTIONS=${CONNECTIONS:-32}
PORT=${PORT:-7090}
WORK=$(mktemp -d)
export DB_URL="jdbc:h2:file:$WORK/load;AUTO_SERVER=FALSE"

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 2; }
mvn -q -B package -DskipTests
CP="web/target/mahjong-web.jar"

echo "== generating $PLAYERS players × $SESSIONS sessions"
java -cp "$CP:web/target/lib/*" org.mahjongresults.db.demo.BigTournament "$PLAYERS" "$SESSIONS"

echo "== starting the website on port $PORT"
DEMO=false PORT=$PORT ADMIN_PASSWORD=load-test-admin java -jar "$CP" > "$WORK/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; rm -rf "$WORK"' EXIT
for i in $(seq 1 60); do
    curl -fs "http://127.0.0.1:$PORT/health" >/dev/null && break
    sleep 1
done

BASE="http://127.0.0.1:$PORT/tournaments/1"
STANDINGS_HTML=$(curl -fs "$BASE/standings")
PLAYER_ID=$(grep -o '/tournaments/1/players/[0-9]*' <<<"$STANDINGS_HTML" | sed -n 1p | grep -o '[0-9]*$')
# Warm up: the first request computes the standings once; later ones use the cached results.
for url in "$BASE/standings" "$BASE/players/$PLAYER_ID" "$BASE/sessions/$SESSIONS/live"; do
    curl -fs -o /dev/null "$url"
done

for url in "$BASE/standings" "$BASE/players/$PLAYER_ID" "$BASE/sessions/$SESSIONS/live"; do
    echo "== $url"
    wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency "$url" > "$WORK/wrk.txt"
    grep -E 'Latency|50%|75%|90%|99%|Requests/sec|Non-2xx' "$WORK/wrk.txt" || true
done

echo "== a submitted hand reaching the standings"
COOKIES="$WORK/cookies"
csrf() { grep -o 'name="_csrf" value="[^"]*"' <<<"$1" | sed -n 1p | sed 's/.*value="//;s/"//'; }
LOGIN_PAGE=$(curl -fs -c "$COOKIES" -b "$COOKIES" "http://127.0.0.1:$PORT/login")
TOKEN=$(csrf "$LOGIN_PAGE")
curl -fs -o /dev/null -c "$COOKIES" -b "$COOKIES" --data-urlencode "username=admin" \
    --data-urlencode "password=load-test-admin" --data-urlencode "_csrf=$TOKEN" "http://127.0.0.1:$PORT/login"
SHEET="$BASE/sessions/$SESSIONS/tables/1"
# Reopen the closed sheet's last hand by a correction: the standings must change within a second.
PAGE=$(curl -fs -c "$COOKIES" -b "$COOKIES" "$SHEET/hands/16/correct")
TOKEN=$(csrf "$PAGE")
VERSION=$(grep -o 'name="version" value="[0-9]*"' <<<"$PAGE" | sed -n 1p | grep -o '[0-9]*"$' | tr -d '"')
WINNER=$(grep -o '<option value="[0-9][0-9]*"' <<<"$PAGE" | sed -n 1p | grep -o '[0-9][0-9]*')
version() { curl -fs "$BASE/standings.json" | grep -o '"resultsVersion":[0-9]*'; }
BEFORE=$(version)
T0=$(date +%s%N)
curl -fs -o /dev/null -c "$COOKIES" -b "$COOKIES" --data-urlencode "_csrf=$TOKEN" --data-urlencode "version=$VERSION" \
    --data-urlencode "result=WIN" --data-urlencode "winner=$WINNER" --data-urlencode "discarder=self" \
    --data-urlencode "fanPoints=88" --data-urlencode "reason=load test" "$SHEET/hands/16/correct"
while [ "$(version)" = "$BEFORE" ]; do sleep 0.01; done
T1=$(date +%s%N)
echo "submitted correction visible in the standings after $(( (T1 - T0) / 1000000 )) ms"
