#!/usr/bin/env bash
# The reference page is tested in a real browser: Debian's Chromium (Playwright cannot download one here).
# Installs it when missing and we may (root); otherwise says how, and lets the test report it.
set -u
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium for the browser test (apt-get install chromium)…" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && exit 0
fi
echo "Chromium is missing: install it with 'apt-get install -y chromium' (the docs page test needs it)." >&2
exit 0
