#!/bin/sh
# Adds GPU Advisor to this user's application menu (no root needed): run it once from the unpacked folder.
# Writes ~/.local/share/applications/gpu-advisor.desktop pointing at this folder, the icon and the
# *.gpuadvisor file type. Moving the folder later means running it again.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$data/applications" "$data/icons/hicolor/512x512/apps" "$data/mime/packages"
cp "$here/gpu-advisor.png" "$data/icons/hicolor/512x512/apps/gpu-advisor.png"
sed "s|^Exec=gpu-advisor-gui|Exec=\"$here/gpu-advisor-gui\"|" "$here/gpu-advisor.desktop" > "$data/applications/gpu-advisor.desktop"
cp "$here/gpu-advisor-mime.xml" "$data/mime/packages/gpu-advisor.xml"
command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$data/mime" || true
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
echo "GPU Advisor is in the application menu (${data}/applications/gpu-advisor.desktop)."
