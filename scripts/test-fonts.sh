#!/usr/bin/env bash
# Installs fonts for every script the site is written in (Debian's fonts-noto-core: Latin, Arabic,
# Bengali...) when the machine has none for Bengali. The end-to-end tests lay pages out in each
# language in a real browser; without such a font the browser draws boxes of another width, which
# no patient's phone shows, and the layout checks (the header fits, nothing overlaps) measure those.
#   bash scripts/test-fonts.sh
set -euo pipefail

if command -v fc-list >/dev/null && [ -n "$(fc-list :lang=bn 2>/dev/null)" ]; then exit 0; fi
if [ "$(id -u)" = 0 ]; then
  apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y fonts-noto-core >/dev/null
else
  echo "No font for Bengali: sudo apt-get install -y fonts-noto-core (the end-to-end tests lay pages out in it)" >&2
  exit 1
fi
