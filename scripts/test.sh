#!/usr/bin/env bash
# Runs every test: engine, database (on H2 and on an embedded PostgreSQL 16), routes, and browser tests in
# headless Chromium. Installs what a fresh Debian machine with only a JDK 17 and Maven lacks: Debian's
# chromium, chromium-headless-shell (the same build without the desktop browser: the browser tests use it when it is
# there, for a third less CPU) and chromium-driver, poppler-utils whose pdftotext reads the printed forms, and systemd
# whose systemd-analyze checks the deployment's unit (the PostgreSQL comes from Maven as an embedded server).
# Two stages: the fast tests of every module first (engine, db, routes), then the slow ones (classes marked @Slow:
# other JVMs and servers, browsers, crowds of requests, measured times).
#   scripts/test.sh [fast|slow] [MAVEN ARGS]    both stages, or only the one named
set -euo pipefail
cd "$(dirname "$0")/.."

SHELL_BINARY=/usr/lib/chromium/chromium-headless-shell
missing=false
for command in chromium chromedriver pdftotext systemd-analyze; do
    command -v "$command" >/dev/null 2>&1 || missing=true
done
# The shell alone is asked for only where the archive has it: elsewhere every run would go to apt-get again.
if $missing || { [ ! -x "$SHELL_BINARY" ] && apt-cache show chromium-headless-shell >/dev/null 2>&1; }; then
    echo "Installing Debian's chromium, chromium-headless-shell, chromium-driver, poppler-utils and systemd for the tests..."
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver poppler-utils systemd >/dev/null
    # Not in every Debian release's archive: without it the browser tests run chromium --headless=new.
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null \
        || echo "chromium-headless-shell is not available: the browser tests use chromium --headless=new"
fi

stage=()
case "${1:-}" in
    fast) stage=(-DskipSlowTests=true); shift ;;
    slow) stage=(-DskipFastTests=true); shift ;;
esac
exec mvn -B -ntp verify ${stage[@]+"${stage[@]}"} "$@"
