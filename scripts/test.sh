#!/usr/bin/env bash
# Runs every test: engine, database (on H2 and on an embedded PostgreSQL 16), routes, and browser tests in
# headless Chromium. Installs what a fresh Debian machine with only a JDK 17 and Maven lacks: Debian's
# chromium and chromium-driver, poppler-utils whose pdftotext reads the printed forms, and systemd whose
# systemd-analyze checks the deployment's unit (the PostgreSQL comes from Maven as an embedded server).
# Two stages: the fast tests of every module first (engine, db, routes), then the slow ones (classes marked @Slow:
# other JVMs and servers, browsers, crowds of requests, measured times).
#   scripts/test.sh [fast|slow] [MAVEN ARGS]    both stages, or only the one named
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1 \
        || ! command -v pdftotext >/dev/null 2>&1 || ! command -v systemd-analyze >/dev/null 2>&1; then
    echo "Installing Debian's chromium, chromium-driver, poppler-utils and systemd for the tests..."
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver poppler-utils systemd >/dev/null
fi

stage=()
case "${1:-}" in
    fast) stage=(-DskipSlowTests=true); shift ;;
    slow) stage=(-DskipFastTests=true); shift ;;
esac
exec mvn -B -ntp verify ${stage[@]+"${stage[@]}"} "$@"
