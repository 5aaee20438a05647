#!/usr/bin/env bash
# The event load test of BENCHMARKS.md. Generates a PLAYERS x SESSIONS tournament in a fresh H2 file database (all
# sessions but the last two played and closed), starts the website on it with the README's heap limit, and measures:
#   1. the limit: nginx serving the cached standings page's gzip bytes (wrk, 32 connections), if nginx is installed;
#   2. writes against reads: the cached standings page with gzip (wrk, 32 connections), idle and while a scorekeeper
#      saves 2 hands a second (session SESSIONS-1), alternating ROUNDS times (default 5) after an unmeasured
#      warm-up of both paths, each round after nginx again;
#   4. the event (Gatling, load/): scorekeepers entering session SESSIONS at an event's pace with bursts of 5 hands
#      a second, SPECTATORS phones holding the live event stream and fetching what it tells them (gzip), and a probe
#      timing a saved hand from its acknowledgement to a spectator's screen. STATS_PERCENT (default 5) of the
#      spectators browse the statistics pages (the tournament's, then a player's) instead of the standings.
#      STANDINGS_VIEW=all has the standings phones load and follow the whole table (?all=1) instead of the top 100
#      that a phone is given first.
#      Since issue 30 the event also has: a start-of-session login storm (STORM, default 100, scorekeepers signing in
#      together with one account, then opening the table cards: "login (storm)"); DRAW_PERCENT (default 10) of the
#      spectators reading the draw page, the session's page and its table cards; and, beside each probe, a phone that
#      behaves as static/js/live.js on a session's page (holds the event stream, waits 0-PROBE_JITTER ms, default
#      100, fetches at most once every PROBE_INTERVAL ms, default 250): the "ack-to-visible as phones see it" line;
#      since issue 39 also a phone on the standings and one on the probe's table, each with live.js's own wait and
#      interval for its scope: the "ack-to-visible per scope" line (p50/p95/p99 of standings, session, table).
# STORM_BY=codes (issue 39 item 3; default password) has the storm's scorekeepers sign in with their tables' sign-in
# codes instead: the director (admin) opens the printed codes page of session SESSIONS (then SESSIONS-1, ... while
# STORM asks for more codes than a session has tables), which issues them, the QR codes are read as a phone's camera
# would (load/.../SignInStorm.java print), and each scorekeeper opens its code's page, presses its button and opens
# its table's sheet: "code page (storm)", "code sign-in (storm)", "table sheet (storm)" in the report. The server is
# then given a PUBLIC_URL (default http://results.event-load-test.invalid), without which no QR code is printed.
# STORM_RUN says where the storm runs: "gatling" (default, as above), "alone" (no steps 1-3: the storm by itself,
# load/.../SignInStorm.java, with STORM_READERS spectators, default 8, reading the cached standings in a closed loop
# from 2 x STORM_IDLE seconds, default 15, before it until it ends, the first STORM_IDLE unmeasured) or "beside" (step
# 3 with Gatling's storm off and SignInStorm's instead at STORM_AT seconds, default 110, after the simulation starts,
# when every spectator has come; its readers' "before" is then the event without a storm). Either prints the sign-ins' p50/p95/max, the answers by
# status (429: the password queue turned logins away) and the readers' requests a second before and during the storm.
# GC_LOG=1 (issue 39 item 4) writes the server's GC log (-Xlog:gc*, gc+humongous=debug; GC_LOG=file keeps it there)
# and prints, at the end, the young pauses, how many of them were started by a humongous allocation, the humongous
# regions allocated between pauses and the most seen at once.
# Needs wrk (Debian "wrk"); nginx (Debian "nginx") for step 2. Everything runs on this machine against 127.0.0.1.
# JAR=path/to/mahjong-web.jar measures another build (its lib/ beside it) with the same steps, for a before/after.
# EVENT_ONLY=1 runs step 3 alone (for a curve of SPECTATORS); NO_EVENT=1 runs steps 1 and 2 alone.
# SERVER_JAVA_OPTS adds JVM options to the server (a flight recording, say); SERVER_LOG=file keeps its log there.
# STAGE=groups (issue 35) has the last two sessions be a grouped final already in place: after the SESSIONS-2
# qualification sessions (played and closed), groups of STAGE_GROUP (default 16; it must divide PLAYERS) by the
# qualification's final ranking, one player of each quartile at every table as at WMC 2019, each group's two sessions
# drawn and published, as a director's stage is formed (db/.../demo/BigTournament). The standings are then the final
# ranking over the stages, and the stages page the spectators read shows each group. Give it a DB_TEMPLATE of its
# own: a template kept from a run without it has no stage.
# RIICHI_PLAYERS=N (issue 38; default 0: none, the test exactly as before it) adds a riichi tournament of N players
# (a multiple of 4) as tournament 2: RIICHI_SESSIONS hanchan (default 4), all but the last played with the engine's
# realistic hanchan and closed, the last drawn, published and empty (db/.../demo/RiichiEvent). In step 3 a riichi
# HandWriter then plays that session's tables one after the other from the engine's hanchan (wins as tiles or as han
# and fu, draws, the odd chombo) until the engine says each game is over, at RIICHI_RATE hands a second (default: the
# session's hands, about 10 a table, spread over the event), and RIICHI_PERCENT (default 10) of the spectators hold the
# riichi standings and the session's live page instead, their requests named "riichi ..." in the report so that the
# MCR lines stay comparable. The writer's "riichi writer:" line gives its hands saved and refused and its hand POST's
# p50/p95/p99. Steps 1 and 2 are unchanged. Give it a DB_TEMPLATE of its own, as for STAGE.
set -euo pipefail
cd "$(dirname "$0")/.."

PLAYERS=${PLAYERS:-400}
SESSIONS=${SESSIONS:-10}
SPECTATORS=${SPECTATORS:-2000}
STATS_PERCENT=${STATS_PERCENT:-5}
DURATION=${DURATION:-240}
HEAP=${HEAP:-1g}
PORT=${PORT:-7090}
NGINX_PORT=$((PORT + 1))
WRK_TIME=${WRK_TIME:-10s}
JAR=${JAR:-}
RIICHI_PLAYERS=${RIICHI_PLAYERS:-0}
RIICHI_SESSIONS=${RIICHI_SESSIONS:-4}
RIICHI_PERCENT=${RIICHI_PERCENT:-10}
WORK=$(mktemp -d)
export DB_URL="jdbc:h2:file:$WORK/load;AUTO_SERVER=FALSE"

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 2; }
if [ -z "$JAR" ]; then
    mvn -q -B package -DskipTests
    JAR=web/target/mahjong-web.jar
fi
LIB="$(dirname "$JAR")/lib"
echo "== machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), jar $JAR"

# DB_TEMPLATE=file.mv.db keeps the generated database: the first run writes it, later runs (points of a curve) start
# from a copy of it instead of generating the same tournament again.
if [ -n "${DB_TEMPLATE:-}" ] && [ -f "$DB_TEMPLATE" ]; then
    echo "== $PLAYERS players x $SESSIONS sessions ($((SESSIONS - 2)) played), copied from $DB_TEMPLATE"
    cp "$DB_TEMPLATE" "$WORK/load.mv.db"
else
    echo "== generating $PLAYERS players x $SESSIONS sessions ($((SESSIONS - 2)) played)${STAGE:+, STAGE=$STAGE}$( \
        [ "$RIICHI_PLAYERS" -gt 0 ] && echo ", riichi $RIICHI_PLAYERS players x $RIICHI_SESSIONS sessions")"
    RIICHI_PLAYERS=$RIICHI_PLAYERS RIICHI_SESSIONS=$RIICHI_SESSIONS \
        java -cp "$JAR:$LIB/*" org.mahjongresults.db.demo.BigTournament "$PLAYERS" "$SESSIONS" "$((SESSIONS - 2))"
    [ -n "${DB_TEMPLATE:-}" ] && cp "$WORK/load.mv.db" "$DB_TEMPLATE"
fi

# Printed sign-in codes need an address phones can reach (on loopback the page has no QR codes): a codes storm gives
# the server one, as a venue must, and the table cards then carry their QR codes too (bigger pages); give PUBLIC_URL
# to a password run as well to compare like with like.
[ "${STORM_BY:-password}" = codes ] && PUBLIC_URL=${PUBLIC_URL:-http://results.event-load-test.invalid}
GC_OPTS=()
GC_FILE=$WORK/gc.log
[ -n "${GC_LOG:-}" ] && [ "$GC_LOG" != 1 ] && GC_FILE=$GC_LOG
[ -n "${GC_LOG:-}" ] && GC_OPTS=(-Xlog:gc*,gc+humongous=debug:file="$GC_FILE":uptime,level,tags)
echo "== starting the website on port $PORT with -Xmx$HEAP"
DEMO=false PORT=$PORT ADMIN_PASSWORD=load-test-admin PUBLIC_URL=${PUBLIC_URL:-} java -Xmx"$HEAP" "${GC_OPTS[@]}" ${SERVER_JAVA_OPTS:-} -jar "$JAR" > "$WORK/server.log" 2>&1 &
SERVER=$!
NGINX_PID=""
RIICHI_WRITER=""
cleanup() {
    kill "$SERVER" 2>/dev/null || true
    [ -n "$RIICHI_WRITER" ] && kill "$RIICHI_WRITER" 2>/dev/null || true
    [ -n "$NGINX_PID" ] && kill "$NGINX_PID" 2>/dev/null || true
    [ -n "${STORM_PID:-}" ] && kill "$STORM_PID" 2>/dev/null || true
    [ -n "${SERVER_LOG:-}" ] && cp "$WORK/server.log" "$SERVER_LOG"
    rm -rf "$WORK"
}
trap cleanup EXIT
# Up means migrated and warm (/health answers 503 STARTING until the spectators' pages are prepared): a 1,000-player
# database upgraded by a newer build takes longer than a minute and a half, which is how an earlier run stopped here.
healthy=""
for _ in $(seq 1 "${HEALTH_WAIT:-600}"); do
    if curl -fs "http://127.0.0.1:$PORT/health" >/dev/null; then healthy=yes; break; fi
    sleep 1
done
if [ -z "$healthy" ]; then
    echo "the website did not become healthy within ${HEALTH_WAIT:-600} s; its log:" >&2
    tail -20 "$WORK/server.log" >&2
    exit 1
fi

BASE="http://127.0.0.1:$PORT/tournaments/1"
curl -fs -o /dev/null -H 'Accept-Encoding: gzip' "$BASE/standings"
rps() { grep 'Requests/sec' "$1" | awk '{print $2}'; }
wrk -t2 -c32 -d10s -H 'Accept-Encoding: gzip' "$BASE/standings" > /dev/null  # warm-up of the reads (JIT)
wrk_standings() {
    wrk -t2 -c32 -d"$WRK_TIME" --latency -H 'Accept-Encoding: gzip' "$BASE/standings" > "$1"
    grep -E 'Latency|99%|Requests/sec|Non-2xx|timeout' "$1" | sed 's/^/    /'
}

# The storm (issue 39 item 3): by passwords or by the tables' sign-in codes, in Gatling, alone, or beside the event.
STORM=${STORM:-100}
STORM_BY=${STORM_BY:-password}
STORM_RUN=${STORM_RUN:-gatling}
STORM_JAVA=(java -cp "$(ls "$LIB"/core-*.jar | head -1)" load/src/test/java/org/mahjongresults/load/SignInStorm.java)
if [ "$STORM_BY" = codes ] && [ "$STORM" -gt 0 ]; then
    # The codes of session SESSIONS first, then of the sessions before it, as many as the storm asks for.
    "${STORM_JAVA[@]}" print "http://127.0.0.1:$PORT" admin load-test-admin 1 "$STORM" $(seq "$SESSIONS" -1 1) \
        > "$WORK/codes.txt"
    [ "$(wc -l < "$WORK/codes.txt")" -ge "$STORM" ] || { echo "only $(wc -l < "$WORK/codes.txt") codes for a storm of $STORM" >&2; exit 1; }
fi
storm() {
    "${STORM_JAVA[@]}" storm "http://127.0.0.1:$PORT" "$STORM_BY" "$STORM" \
        "$([ "$STORM_BY" = codes ] && echo "$WORK/codes.txt" || echo admin:load-test-admin)" \
        "${STORM_READERS:-8}" "${STORM_IDLE:-15}" 1
}
gc_report() {
    [ -n "${GC_LOG:-}" ] && [ -f "$GC_FILE" ] || return 0
    # "Humongous regions: 9->3" at each pause: the regions allocated since the previous pause are the rise from its
    # "after" to this one's "before" (what the concurrent cycles free between pauses goes uncounted).
    echo "== GC: $(grep -c 'gc,start.*Pause Young' "$GC_FILE" || true) young pauses, $(grep -c 'gc,start.*Pause Young.*G1 Humongous Allocation' \
        "$GC_FILE" || true) of them started by a humongous allocation; $(grep -o 'Humongous regions: [0-9]*->[0-9]*' \
        "$GC_FILE" | awk -F'[ >-]+' '{ if ($3 > prev) total += $3 - prev; if ($3 > max) max = $3; prev = $4 }
        END { printf "%d humongous regions allocated between pauses, at most %d at once", total, max }')"
    # gc+humongous=debug names every humongous object at each pause: its size and address, counted once each.
    echo "    humongous objects seen at pauses: $(grep -o 'Humongous region [0-9]* (object size [0-9]* @ 0x[0-9a-f]*' \
        "$GC_FILE" | awk '{print $6, $8}' | sort -u | awk '{n++; kb[int($1 / 1024)]++} END {printf "%d", n;
        for (k in kb) printf "%s%d KB x %d", (sep++ ? ", " : " (object size x count: "), k, kb[k]; if (n) printf ")"}')"
}
if [ "$STORM_RUN" = alone ]; then
    echo "== the storm alone: $STORM scorekeepers signing in by $STORM_BY at once"
    storm | sed 's/^/    /'
    gc_report
    exit 0
fi
[ "$STORM_RUN" = beside ] && GATLING_STORM=0 || GATLING_STORM=$STORM

GATLING=(mvn -q -B -f load/pom.xml gatling:test -Dbase="http://127.0.0.1:$PORT" -Dtournament=1
    -DstatsPercent="$STATS_PERCENT" -Dstandings="${STANDINGS_VIEW:-top}"
    -Dstorm="$GATLING_STORM" -DstormBy="$STORM_BY" -DstormCodes="$WORK/codes.txt" -DdrawPercent="${DRAW_PERCENT:-10}" -DprobeJitter="${PROBE_JITTER:-100}"
    -DprobeInterval="${PROBE_INTERVAL:-250}" -DstagesPage="${STAGES_PAGE:-true}"
    -DprobeReport="$WORK/ack-to-visible.txt")

if [ -z "${EVENT_ONLY:-}" ]; then
if command -v nginx >/dev/null; then
    echo "== 1. nginx serving the same gzip bytes as the cached standings page, 32 connections"
    mkdir -p "$WORK/www" "$WORK/nginx"
    curl -fs "$BASE/standings" -o "$WORK/www/standings.html"
    gzip -k -9 "$WORK/www/standings.html"
    chmod a+rx "$WORK" "$WORK/www" && chmod a+r "$WORK/www/"*
    cat > "$WORK/nginx/nginx.conf" <<EOF
worker_processes 1;
daemon off;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log;
events { worker_connections 1024; }
http {
    access_log off;
    types { text/html html; }
    client_body_temp_path $WORK/nginx; proxy_temp_path $WORK/nginx; fastcgi_temp_path $WORK/nginx;
    uwsgi_temp_path $WORK/nginx; scgi_temp_path $WORK/nginx;
    server {
        listen 127.0.0.1:$NGINX_PORT;
        root $WORK/www;
        gzip_static on;
        location / { default_type text/html; }
    }
}
EOF
    nginx -c "$WORK/nginx/nginx.conf" -p "$WORK/nginx" &
    NGINX_PID=$!
    sleep 1
    wrk_nginx() {
        wrk -t2 -c32 -d"$WRK_TIME" --latency -H 'Accept-Encoding: gzip' \
            "http://127.0.0.1:$NGINX_PORT/standings.html" > "$1"
    }
    wrk_nginx "$WORK/nginx.txt"
    grep -E 'Latency|99%|Requests/sec|Non-2xx' "$WORK/nginx.txt" | sed 's/^/    /'
else
    wrk_nginx() { :; }
fi


# The writer: one JVM with the JDK's HTTP client (load/.../HandWriter.java, compiled once here), signed in once with
# curl; each round prints the hands saved, the rate reached, the hand POST's p50/p95/p99 and the writer's own CPU
# seconds (issue 39: the curl, grep and sed writer before it ran about ten processes per hand on the same two cores
# and reached only 1.1-1.8 of the 2 hands a second asked for). WRITER_RATE sets its pace (hands a second).
mkdir -p "$WORK/writer"
javac -d "$WORK/writer" load/src/test/java/org/mahjongresults/load/HandWriter.java
COOKIES="$WORK/cookies"
field() { grep -o "name=\"$1\" value=\"[^\"]*\"" | head -1 | sed 's/.*value="//;s/"$//'; }
TOKEN=$(curl -fs -c "$COOKIES" -b "$COOKIES" "http://127.0.0.1:$PORT/login" | field _csrf)
curl -fs -o /dev/null -c "$COOKIES" -b "$COOKIES" --data-urlencode username=admin \
    --data-urlencode password=load-test-admin --data-urlencode "_csrf=$TOKEN" "http://127.0.0.1:$PORT/login"
SIGNED_IN=$(sed 's/^#HttpOnly_//' "$COOKIES" | awk -F'\t' 'NF == 7 && $1 !~ /^#/ {printf "%s%s=%s", sep, $6, $7; sep = "; "}')
writer() {
    java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp "$WORK/writer" org.mahjongresults.load.HandWriter base="http://127.0.0.1:$PORT" tournament=1 \
        session="$((SESSIONS - 1))" tables="$((PLAYERS / 4))" seconds="$1" rate="${WRITER_RATE:-2}" \
        cookie="$SIGNED_IN"
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ROUNDS=${ROUNDS:-5}
echo "== 2. the cached standings, gzip, 32 connections: idle and while the writer saves 2 hands a second,"
echo "      alternating $ROUNDS times (the machine is shared; alternating cancels its drift), after a warm-up"
# The write path is compiled by the JIT during a first, unmeasured round of writes and reads, as the reads were above:
# otherwise the first measured round times the compiler (an earlier run's round 1 read 65 %, its rounds 2-3 78-96 %).
writer 12 > /dev/null &
WRITER=$!
wrk -t2 -c32 -d10s -H 'Accept-Encoding: gzip' "$BASE/standings" > /dev/null
wait "$WRITER"
for round in $(seq 1 "$ROUNDS"); do
    wrk_nginx "$WORK/nginx-$round.txt"
    wrk_standings "$WORK/idle-$round.txt" > /dev/null
    writer 12 > "$WORK/writer-$round.txt" &
    WRITER=$!
    sleep 1
    wrk_standings "$WORK/writes-$round.txt" > /dev/null
    wait "$WRITER"
    echo "    round $round: idle $(rps "$WORK/idle-$round.txt") req/s (p99 $(grep ' 99%' "$WORK/idle-$round.txt" \
        | awk '{print $2}')), with writes $(rps "$WORK/writes-$round.txt") req/s (p99 $(grep ' 99%' \
        "$WORK/writes-$round.txt" | awk '{print $2}')); nginx $(rps "$WORK/nginx-$round.txt" 2>/dev/null \
        || echo -) req/s;$(cat "$WORK/writer-$round.txt" | sed 's/^ *writer:/ writer:/')"
done
IDLE=$(for r in $(seq 1 "$ROUNDS"); do rps "$WORK/idle-$r.txt"; done | median)
WRITES=$(for r in $(seq 1 "$ROUNDS"); do rps "$WORK/writes-$r.txt"; done | median)
NGINX=$(for r in $(seq 1 "$ROUNDS"); do rps "$WORK/nginx-$r.txt" 2>/dev/null; done | median)
echo "    median: idle $IDLE req/s, with writes $WRITES req/s: $(awk -v a="$WRITES" -v b="$IDLE" \
    'BEGIN {printf "%.0f%%", 100 * a / b}') of idle; nginx ${NGINX:--} req/s$( [ -n "$NGINX" ] && awk -v a="$NGINX" \
    -v b="$IDLE" 'BEGIN {printf ": nginx %.1fx the cached standings", a / b}')"
fi
[ -n "$NGINX_PID" ] && kill "$NGINX_PID" 2>/dev/null || true
NGINX_PID=""
if [ -n "${NO_EVENT:-}" ]; then
    exit 0
fi

echo "== 3. the event: $SPECTATORS spectators, scorekeepers with bursts, ${DURATION}s (session $SESSIONS)"
# Who used the two cores during the event: the server's CPU time against the whole machine's busy time (the rest is
# Gatling, its Maven launcher and anything else running), so a curve can say where the generator stops fitting.
cpu_server() { awk '{print $14 + $15}' "/proc/$SERVER/stat"; }
cpu_busy() { awk '/^cpu / {print $2 + $3 + $4 + $7 + $8}' /proc/stat; }
RIICHI=()
if [ "$RIICHI_PLAYERS" -gt 0 ]; then
    # The riichi writer starts with Gatling's scenarios (not during its build) and stops when they end (20 s of
    # sign-ins, 60 s of ramp, the duration) or when every table's game is over.
    EVENT_SECONDS=$((20 + 60 + DURATION))
    RIICHI_RATE=${RIICHI_RATE:-$(awk -v t="$((RIICHI_PLAYERS / 4))" -v s="$EVENT_SECONDS" 'BEGIN {printf "%.2f", t * 10 / s}')}
    echo "    riichi: tournament 2, session $RIICHI_SESSIONS, $((RIICHI_PLAYERS / 4)) tables at $RIICHI_RATE hands/s," \
        "$RIICHI_PERCENT% of the spectators"
    mkdir -p "$WORK/writer"
    javac -d "$WORK/writer" load/src/test/java/org/mahjongresults/load/HandWriter.java
    java -cp "$JAR:$LIB/*" org.mahjongresults.db.demo.RiichiEvent 500 > "$WORK/riichi-hanchan.txt"
    : > "$WORK/event.txt"
    (
        for _ in $(seq 1 600); do grep -q 'Simulation .* started' "$WORK/event.txt" && break; sleep 1; done
        exec java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp "$WORK/writer" org.mahjongresults.load.HandWriter \
            base="http://127.0.0.1:$PORT" tournament=2 session="$RIICHI_SESSIONS" tables="$((RIICHI_PLAYERS / 4))" \
            seconds="$EVENT_SECONDS" rate="$RIICHI_RATE" riichi="$WORK/riichi-hanchan.txt" user=admin \
            password=load-test-admin
    ) > "$WORK/riichi-writer.txt" 2>&1 &
    RIICHI_WRITER=$!
    RIICHI=(-DriichiTournament=2 -DriichiSession="$RIICHI_SESSIONS" -DriichiPercent="$RIICHI_PERCENT")
fi
if [ "$STORM_RUN" = beside ]; then
    : >> "$WORK/event.txt"
    (
        for _ in $(seq 1 600); do grep -q 'Simulation .* started' "$WORK/event.txt" && break; sleep 1; done
        sleep "$(( ${STORM_AT:-110} - 2 * ${STORM_IDLE:-15} ))"
        storm
    ) > "$WORK/storm.txt" 2>&1 &
    STORM_PID=$!
fi
SERVER_CPU0=$(cpu_server); BUSY0=$(cpu_busy); EVENT_START=$SECONDS
"${GATLING[@]}" "${RIICHI[@]}" -Dsession="$SESSIONS" -Dspectators="$SPECTATORS" -Dduration="$DURATION" \
    > "$WORK/event.txt" 2>&1 || echo "    (Gatling reported failed requests or assertions; see below)"
STATS=$(ls -td load/target/gatling/*/ 2>/dev/null | head -1)
if [ -n "$STATS" ] && command -v python3 >/dev/null; then
    python3 - "$STATS/js/stats.json" <<'PY'
import json, sys
def walk(node):
    s = node.get("stats")
    if s:
        n = s["numberOfRequests"]
        print(f"    {s['name']:28s} {n['total']:7d} req  {n['ko']:5d} KO   p50 {s['percentiles1']['total']:6d}"
              f"  p95 {s['percentiles3']['total']:6d}  p99 {s['percentiles4']['total']:6d}"
              f"  max {s['maxResponseTime']['total']:6d} ms  {s['meanNumberOfRequestsPerSecond']['total']:8.1f}/s")
    for child in node.get("contents", {}).values():
        walk(child)
print("    (\"results\" is a spectator waiting for the next event, not a request)")
walk(json.load(open(sys.argv[1])))
PY
else
    sed -n '/Global Information/,/^=====/p' "$WORK/event.txt" | head -40
fi
grep -E 'KO=[1-9]|Errors|found' "$WORK/event.txt" | head -10 | sed 's/^/    /' || true
if [ -n "$RIICHI_WRITER" ]; then
    wait "$RIICHI_WRITER" || true
    RIICHI_WRITER=""
    sed 's/^ *writer:/    riichi writer:/' "$WORK/riichi-writer.txt"
fi
if [ "$STORM_RUN" = beside ]; then
    wait "$STORM_PID" || true
    echo "    the storm beside the event ($STORM by $STORM_BY, ${STORM_AT:-110} s after the start):"
    sed 's/^/      /' "$WORK/storm.txt"
fi
sed 's/^/    /' "$WORK/ack-to-visible.txt" 2>/dev/null || echo "    (no ack-to-visible report; see the Gatling output)"
[ -n "$STATS" ] && echo "    Gatling report: $STATS"
TICKS=$(getconf CLK_TCK)
echo "== CPU during the event ($((SECONDS - EVENT_START)) s on $(nproc) cores): server $(( ($(cpu_server) - SERVER_CPU0) / TICKS )) s, \
whole machine busy $(( ($(cpu_busy) - BUSY0) / TICKS )) s (the rest is the load generator and anything else)"
echo "== server memory: $(ps -o rss= -p "$SERVER" | awk '{printf "%.0f MB resident", $1/1024}'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "    server log lines with an error or exception: $(grep -ciE 'exception|error' "$WORK/server.log" || true)"
gc_report
