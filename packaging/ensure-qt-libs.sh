#!/bin/sh
# Qt (PySide6) needs these shared libraries even with QT_QPA_PLATFORM=offscreen, and the PDF tests render
# pages with pdftoppm (poppler-utils). As root, install what is missing from Debian's packages;
# otherwise say what is missing.
set -u
missing_packages=""
check() {  # library file, Debian package
    if ! ldconfig -p 2>/dev/null | grep -q "$1"; then
        missing_packages="$missing_packages $2"
    fi
}
check libGL.so.1 libgl1
check libEGL.so.1 libegl1
check libxkbcommon.so.0 libxkbcommon0
check libglib-2.0.so.0 libglib2.0-0
check libfontconfig.so.1 libfontconfig1
check libdbus-1.so.3 libdbus-1-3
command -v pdftoppm >/dev/null 2>&1 || missing_packages="$missing_packages poppler-utils"
[ -z "$missing_packages" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Qt system libraries:$missing_packages"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing_packages
else
    echo "Qt needs system libraries that are missing. Install them with:" >&2
    echo "  sudo apt-get install$missing_packages" >&2
    exit 1
fi
