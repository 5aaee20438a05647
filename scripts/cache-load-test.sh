#!/usr/bin/env bash
# Spectators past one server through a standard cache (issue 39 item 5; BENCHMARKS.md "Through a cache"). Generates a
# PLAYERS x SESSIONS tournament (all sessions but the last two played), starts the website on it with
# CACHE_IN_FRONT=true, starts nginx on loopback in front of it with the repository's scripts/nginx/spectator-cache.conf,
# and for each number of phones in PHONE_STEPS (default "1000 10000") runs load/.../CachePhones.java: the phones poll
# the version document through nginx once a second and fetch their region at each new version's address, while a
# writer on the JDK's HTTP client saves HAND_RATE hands a second (default 2) on session SESSIONS-1, directly on the
# website. Reports, per step: what the phones did, each hand's acknowledgement-to-visible over every phone, and from
# nginx's log the requests that reached the website (MISS, EXPIRED, UPDATING: "origin") against those the cache
# answered, with the load average beside them.
# Needs nginx (Debian "nginx": apt-get install -y nginx). Everything runs on this machine against 127.0.0.1.
# JAR=path/to/mahjong-web.jar measures another build (its lib/ beside it); DB_TEMPLATE=file.mv.db keeps the generated
# database for later runs, as in scripts/event-load-test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

PLAYERS=${PLAYERS:-400}
SESSIONS=${SESSIONS:-10}
PHONE_STEPS=${PHONE_STEPS:-"1000 10000"}
SECONDS_EACH=${SECONDS_EACH:-60}
HAND_RATE=${HAND_RATE:-2}
HEAP=${HEAP:-1g}
PORT=${PORT:-7090}
CACHE_PORT=$((PORT + 1))
JAR=${JAR:-}
WORK=$(mktemp -d)
export DB_URL="jdbc:h2:file:$WORK/load;AUTO_SERVER=FALSE"

command -v nginx >/dev/null || { echo "nginx is missing: apt-get install -y nginx" >&2; exit 2; }
if [ -z "$JAR" ]; then
    mvn -q -B package -DskipTests
    JAR=web/target/mahjong-web.jar
fi
LIB="$(dirname "$JAR")/lib"
mkdir -p "$WORK/phones" "$WORK/nginx/tmp" "$WORK/nginx/cache"
javac -d "$WORK/phones" load/src/test/java/org/mahjongresults/load/CachePhones.java
echo "== machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), jar $JAR"

if [ -n "${DB_TEMPLATE:-}" ] && [ -f "$DB_TEMPLATE" ]; then
    cp "$DB_TEMPLATE" "$WORK/load.mv.db"
else
    echo "== generating $PLAYERS players x $SESSIONS sessions ($((SESSIONS - 2)) played)"
    java -cp "$JAR:$LIB/*" org.mahjongresults.db.demo.BigTournament "$PLAYERS" "$SESSIONS" "$((SESSIONS - 2))"
    [ -n "${DB_TEMPLATE:-}" ] && cp "$WORK/load.mv.db" "$DB_TEMPLATE"
fi

echo "== the website on port $PORT (-Xmx$HEAP, CACHE_IN_FRONT=true), nginx on port $CACHE_PORT in front"
CACHE_IN_FRONT=true DEMO=false PORT=$PORT ADMIN_PASSWORD=load-test-admin java -Xmx"$HEAP" -jar "$JAR" \
    > "$WORK/server.log" 2>&1 &
SERVER=$!
NGINX_PID=""
cleanup() {
    kill "$SERVER" 2>/dev/null || true
    [ -n "$NGINX_PID" ] && kill "$NGINX_PID" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
sed -e "s|@WORK@|$WORK/nginx|g" -e "s|@LISTEN@|127.0.0.1:$CACHE_PORT|g" -e "s|@ORIGIN@|127.0.0.1:$PORT|g" \
    scripts/nginx/spectator-cache.conf > "$WORK/nginx/nginx.conf"
chmod a+rx "$WORK" && chmod -R a+rwx "$WORK/nginx"
nginx -c "$WORK/nginx/nginx.conf" -p "$WORK/nginx" &
NGINX_PID=$!

# /health says UP only once the spectators' pages are warm (503 STARTING before): what a load balancer waits for.
for _ in $(seq 1 "${HEALTH_WAIT:-600}"); do
    curl -fs "http://127.0.0.1:$PORT/health" >/dev/null && break
    sleep 1
done
curl -fs "http://127.0.0.1:$PORT/health" >/dev/null || { tail -20 "$WORK/server.log" >&2; exit 1; }
TABLES=$(( PLAYERS / 4 ))
echo "== warm: the website's RSS $(( $(ps -o rss= -p "$SERVER") / 1024 )) MB (ps, resident set)"

for PHONES in $PHONE_STEPS; do
    echo "== $PHONES phones through nginx, $HAND_RATE hands a second for $SECONDS_EACH s;" \
        "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    # The website's own count of version documents it answered (nginx renews them in background subrequests, which
    # its access log leaves out).
    version_docs() {
        curl -fs "http://127.0.0.1:$PORT/metrics" | awk 'index($0, "http_server_requests_seconds_count{") == 1 \
            && index($0, "route=\"/tournaments/{id}/version\"") {n += $NF} END {print n + 0}'
    }
    DOCS_BEFORE=$(version_docs)
    java -Xmx1g -cp "$WORK/phones" -Dcache="http://127.0.0.1:$CACHE_PORT" -Dorigin="http://127.0.0.1:$PORT" \
        -Dtournament=1 -Dsession=$((SESSIONS - 1)) -Dtables="$TABLES" -Dphones="$PHONES" \
        -Dseconds="$SECONDS_EACH" -DhandRate="$HAND_RATE" org.mahjongresults.load.CachePhones \
        | tee "$WORK/phones.txt" | grep -v '^window' | sed 's/^/    /'
    echo "    load average after: $(cut -d' ' -f1-3 /proc/loadavg); the website's RSS $(( $(ps -o rss= -p "$SERVER") / 1024 )) MB"
    DOCS_AFTER=$(version_docs)
    START=$(awk '/^window start/ {print $3}' "$WORK/phones.txt")
    END=$(awk '/^window end/ {print $3}' "$WORK/phones.txt")
    sleep 2 # nginx writes its log every second
    awk -v s="$START" -v e="$END" '
        $1 * 1000 >= s && $1 * 1000 <= e {
            all++
            if ($3 != "-") origin++
            if ($4 != 200) other[$4]++
            took += $5
        }
        END {
            secs = (e - s) / 1000
            printf "    nginx: %.0f requests/s; to the website %.1f/s (its log: not the renewals of the version document)\n",
                all / secs, origin / secs
            for (st in other) printf "    nginx: %d answers with status %s\n", other[st], st
            if (all > 0) printf "    nginx: %.1f ms per answer on average (request_time)\n", 1000 * took / all
        }' "$WORK/nginx/access.log"
    HANDS=$(awk '/^writer:/ {print $2}' "$WORK/phones.txt")
    awk -v s="$START" -v e="$END" -v h="$HANDS" '
        $1 * 1000 >= s && $1 * 1000 <= e && $3 != "-" && $6 !~ /\/version"$/ { n++ }
        END { if (h > 0) printf "    the website rendered or sent %.1f pages and regions per hand saved\n", n / h }' \
        "$WORK/nginx/access.log"
    echo "    the website answered $((DOCS_AFTER - DOCS_BEFORE - HANDS)) version documents through nginx during the step" \
        "(its /metrics, less the writer's own read after each hand)"
done
