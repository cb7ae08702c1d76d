#!/usr/bin/env bash
# Builds the Linux installer, dist/gpu-advisor-<version>-linux-x86_64.tar.gz, and proves it works:
# unpacks it into a temporary folder and runs, from there and with no network,
#   1. the app with --smoke (first paint, then exit 0),
#   2. a headless `gpu-advisor report --lang zh_CN`, whose PDF must read back like the same report made from
#      source (so a font, translation, catalog or chart missing from the bundle fails the build),
# then checks the size budgets (bundle <= 250 MB on disk, tar.gz <= 100 MB).
# Usage: packaging/build_linux.sh   (or `make package`, which first sets up .venv)
set -euo pipefail
cd "$(dirname "$0")/.."

PY="${PY:-.venv/bin/python}"
MAX_BUNDLE_MB=250
MAX_TARBALL_MB=100
export PYTHONDONTWRITEBYTECODE=1

fail() { echo "build_linux.sh: FAILED: $*" >&2; exit 1; }

[ -x "$PY" ] || fail "$PY not found; run 'make test' (or 'make package') first"
"$PY" -c "import PyInstaller" 2>/dev/null || "$PY" -m pip install --quiet -e '.[package]'

version="$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' core/__init__.py)"
[ -n "$version" ] || fail "no __version__ in core/__init__.py"
arch="$(uname -m)"
name="gpu-advisor-$version"
tarball="dist/$name-linux-$arch.tar.gz"

started=$(date +%s)
echo "== PyInstaller ($("$PY" -m PyInstaller --version)), GPU Advisor $version"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/gpu_advisor.spec

echo "== $tarball"
stage="build/stage/$name"
rm -rf build/stage && mkdir -p build/stage
cp -a dist/gpu-advisor "$stage"
cp packaging/linux/gpu-advisor.desktop packaging/linux/gpu-advisor-mime.xml packaging/linux/install-desktop-entry.sh \
    resources/icons/gpu-advisor.png "$stage/"
cp resources/fonts/OFL.txt "$stage/OFL-font-licence.txt"
# sorted, owned by root, so two builds of one commit differ only in timestamps
tar -C build/stage --sort=name --owner=0 --group=0 --numeric-owner -cf - "$name" | gzip -9 > "$tarball"
build_s=$(( $(date +%s) - started ))

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
tar -C "$tmp" -xzf "$tarball"
app="$tmp/$name"
for f in gpu-advisor-gui gpu-advisor gpu-advisor.desktop gpu-advisor.png; do
    [ -e "$app/$f" ] || fail "$f is missing from the tar.gz"
done

# Keep the runs away from the builder's own settings and files.
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" XDG_DATA_HOME="$tmp/home/.local/share" \
    XDG_CACHE_HOME="$tmp/home/.cache"
mkdir -p "$HOME"
unset DISPLAY WAYLAND_DISPLAY

# No network, proved two ways (the app must make no network connection):
#  - `unshare -n` runs the command in a new network namespace with no interface but a downed loopback, so any
#    connection would fail; the smoke test and the report must still succeed there. It needs root (CI runs as
#    root) or unprivileged user namespaces (`unshare -rn`); without either the runs go ahead with a warning.
#  - `strace` records every socket(), connect() and sendto()/sendmsg(); any AF_INET or AF_INET6 call fails the
#    build, so even an attempt that fails quietly offline is caught. Unix-domain sockets (D-Bus, X11) are
#    fine. A sitecustomize that blocks `socket` would not do here: a frozen app does not run sitecustomize, and
#    Qt's own networking is C++ that Python cannot see.
isolate=()
if [ "$(id -u)" = 0 ] && unshare -n true 2>/dev/null; then
    isolate=(unshare -n)
elif unshare -rn true 2>/dev/null; then
    isolate=(unshare -rn)  # not root: a user namespace of its own grants the new network namespace
else
    echo "warning: unshare -n is not permitted here: the bundle runs with the network present" >&2
fi
traced() {  # traced <log> <command...>
    local log="$1"; shift
    if command -v strace >/dev/null 2>&1; then
        "${isolate[@]}" strace -f -qq -e trace=socket,connect,sendto,sendmsg,openat -o "$log" "$@"
    else
        : > "$log"
        "${isolate[@]}" "$@"
    fi
}
command -v strace >/dev/null 2>&1 || echo "warning: strace not found: network attempts are blocked but not recorded" >&2

echo "== bundled app --smoke --lang=zh_CN (offscreen, no network)"
QT_QPA_PLATFORM=offscreen traced "$tmp/smoke.trace" timeout 120 "$app/gpu-advisor-gui" --smoke --lang=zh_CN \
    > "$tmp/smoke.out" || fail "bundled gpu-advisor-gui --smoke exited with $?: $(cat "$tmp/smoke.out")"
grep -q '^startup_ms=[0-9]*$' "$tmp/smoke.out" || fail "--smoke printed no startup_ms: $(cat "$tmp/smoke.out")"
cat "$tmp/smoke.out"
# Chinese needs the app's catalog and Qt's own (dialog buttons), found through QLibraryInfo in the bundle.
for qm in gpu_advisor/resources/translations/gpu_advisor_zh_CN.qm PySide6/Qt/translations/qtbase_zh_CN.qm; do
    [ -f "$app/_internal/$qm" ] || fail "$qm is missing from the bundle"
    # (an openat that failed reads "= -1 ENOENT"; one interrupted by another thread has its result elsewhere)
    if [ -s "$tmp/smoke.trace" ] && ! grep -F "_internal/$qm\"" "$tmp/smoke.trace" | grep -vq -- "= -1 "; then
        fail "the bundled app did not load $qm"
    fi
done

echo "== bundled gpu-advisor report --lang zh_CN (headless, no network)"
traced "$tmp/report.trace" timeout 300 "$app/gpu-advisor" report --out "$tmp/r.pdf" --lang zh_CN \
    || fail "bundled gpu-advisor report exited with $?"
[ -f "$tmp/r.pdf" ] || fail "the bundled report wrote no PDF"
pdf_bytes=$(stat -c %s "$tmp/r.pdf")
[ "$pdf_bytes" -ge 50000 ] || fail "the bundled report is only $pdf_bytes bytes"
head -c 5 "$tmp/r.pdf" | grep -q '%PDF-' || fail "the bundled report is not a PDF"

if grep -E 'AF_INET' "$tmp/smoke.trace" "$tmp/report.trace"; then
    fail "the bundled app opened or used a network socket (above)"
fi
echo "no network: $(cat "$tmp/smoke.trace" "$tmp/report.trace" | grep -vc openat || true) socket calls traced, none AF_INET/AF_INET6${isolate:+, run under ${isolate[*]}}"

# The same report from source must read back the same: same pages, same text (pypdf, from the dev extra).
if "$PY" -c "import pypdf" 2>/dev/null; then
    QT_QPA_PLATFORM=offscreen timeout 300 "$PY" -m gpu_advisor.gui.cli report --out "$tmp/source.pdf" --lang zh_CN > /dev/null
    "$PY" - "$tmp/r.pdf" "$tmp/source.pdf" <<'EOF' || fail "the bundled report differs from the report made from source"
import difflib, sys
from pypdf import PdfReader
bundled, source = (PdfReader(path) for path in sys.argv[1:3])
texts = [[page.extract_text() for page in reader.pages] for reader in (bundled, source)]
images = [sum(len(page.images) for page in reader.pages) for reader in (bundled, source)]
if texts[0] != texts[1] or images[0] != images[1]:
    print(f"pages {len(texts[0])} vs {len(texts[1])}, images {images[0]} vs {images[1]}")
    sys.stdout.writelines(list(difflib.unified_diff("\n".join(texts[1]).splitlines(True), "\n".join(texts[0]).splitlines(True), "source", "bundled"))[:40])
    sys.exit(1)
if not any("\u4e00" <= ch <= "\u9fff" for ch in texts[0][0]):
    print("no Chinese text on page 1")
    sys.exit(1)
print(f"report: {len(texts[0])} pages, {images[0]} charts, same text as from source")
EOF
else
    echo "warning: pypdf not installed (dev extra): the report's text is not compared with the source's" >&2
fi

# Start-up against source, for information (`make bench` holds the 1.5x budget): whole-process wall time,
# best of three warm runs each, without strace.
best_ms() {
    local best=999999 t0 ms
    for _ in 1 2 3; do
        t0=$(date +%s%N)
        QT_QPA_PLATFORM=offscreen timeout 120 "$@" > /dev/null 2>&1 || fail "$* failed"
        ms=$(( ($(date +%s%N) - t0) / 1000000 ))
        [ "$ms" -lt "$best" ] && best=$ms
    done
    echo "$best"
}
echo "start-up, whole process, best of 3: bundled $(best_ms "$app/gpu-advisor-gui" --smoke) ms," \
    "from source $(best_ms "$PY" -m gpu_advisor.gui.app --smoke) ms"

bundle_bytes=$(du -s --block-size=1 "$app" | cut -f1)
tar_bytes=$(stat -c %s "$tarball")
mb() { awk -v b="$1" 'BEGIN { printf "%.1f", b / 1000000 }'; }
echo "== sizes: bundle $(mb "$bundle_bytes") MB on disk (budget $MAX_BUNDLE_MB), $tarball $(mb "$tar_bytes") MB (budget $MAX_TARBALL_MB); build ${build_s} s"
[ "$bundle_bytes" -le $((MAX_BUNDLE_MB * 1000000)) ] || fail "the bundle is over $MAX_BUNDLE_MB MB"
[ "$tar_bytes" -le $((MAX_TARBALL_MB * 1000000)) ] || fail "the tar.gz is over $MAX_TARBALL_MB MB"
echo "OK $tarball"
