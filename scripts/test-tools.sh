#!/usr/bin/env bash
# What the test suite needs besides Node, installed from Debian's packages when absent: Chromium (the
# browser tests; CHROMIUM_PATH names another), PostgreSQL (the backend tests on a real server, the
# production shape and the two-server test) and nginx (the reverse-proxy test). Run by `npm test`
# (scripts/test-all.mjs) before anything else; as root or through sudo.
set -euo pipefail

missing=()
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then missing+=(postgresql); fi
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx); fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing what the tests need: ${missing[*]} (Debian's packages)"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "No apt-get here: install ${missing[*]} yourself (or set CHROMIUM_PATH), then run npm test again." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "Installing ${missing[*]} needs root or sudo." >&2; exit 1; }
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
