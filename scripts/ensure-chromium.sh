#!/usr/bin/env bash
# Installs Debian's chromium for the HTML report's browser test, when it is not there yet.
# Idempotent and quiet when present: the test script calls it on every run.
set -euo pipefail

CHROMIUM="${AGENTDESK_CHROMIUM:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO="sudo -n"
  else
    echo "ensure-chromium: $CHROMIUM is missing and this user cannot install it (run as root: apt-get install -y chromium)" >&2
    exit 1
  fi
else
  SUDO=""
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM is missing and apt-get is not available; install Chromium and set AGENTDESK_CHROMIUM" >&2
  exit 1
fi

echo "ensure-chromium: installing Debian's chromium (one time)" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: apt-get finished but $CHROMIUM is still missing" >&2
  exit 1
fi
