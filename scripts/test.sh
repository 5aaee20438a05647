#!/usr/bin/env bash
# Runs every test: engine, database (on H2 and on an embedded PostgreSQL 16), routes, and browser tests in
# headless Chromium. Installs what a fresh Debian machine with only a JDK 17 and Maven lacks: Debian's
# chromium and chromium-driver, poppler-utils whose pdftotext reads the printed forms, and systemd whose
# systemd-analyze checks the deployment's unit (the PostgreSQL comes from Maven as an embedded server).
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

exec mvn -B -ntp verify "$@"
