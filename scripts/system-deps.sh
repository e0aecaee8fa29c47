#!/usr/bin/env bash
# The system programs the test suite drives: Debian's Chromium (Playwright
# cannot download its own browser here), LibreOffice Impress and poppler-utils
# (the real-client check of exported decks). Installs what is missing.
set -euo pipefail

need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-impress)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then sudo=""
elif command -v sudo >/dev/null 2>&1; then sudo="sudo"
else
  echo "The tests need: ${need[*]}. Install them with: apt-get install -y ${need[*]}" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "The tests need: ${need[*]} (Debian/Ubuntu packages); install them with your package manager." >&2
  exit 1
fi
echo "Installing from Debian: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${need[@]}"
