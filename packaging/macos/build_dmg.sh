#!/usr/bin/env bash
# Builds "GPU Advisor.app" and dist/gpu-advisor-<version>-macos-<arch>.dmg on macOS, tests the app inside
# the bundle (--smoke, and a headless `gpu-advisor report`), and signs, notarizes and staples when the
# credentials are in the environment (as Vorta's package/macos-package-app.sh does); otherwise it says that
# signing is skipped and leaves PyInstaller's ad-hoc signature (enough on the building Mac, not for buyers:
# Gatekeeper then asks them to right-click > Open).
#
# Environment (all optional):
#   MACOS_CODESIGN_IDENTITY   "Developer ID Application: Company (TEAMID)"; signs the app and the dmg
#   MACOS_CERTIFICATE_P12_BASE64, MACOS_CERTIFICATE_PASSWORD
#                             a Developer ID certificate to import into a temporary keychain first (CI)
#   MACOS_ENTITLEMENTS        entitlements file (default packaging/macos/entitlements.plist)
#   APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD   notarize with an app-specific password, or
#   NOTARY_KEYCHAIN_PROFILE   notarize with credentials stored by `xcrun notarytool store-credentials`
#   SKIP_BUILD=1              reuse dist/"GPU Advisor.app" from an earlier PyInstaller run
#   PYTHON                    the Python with the project and PyInstaller installed (default: python3)
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON="${PYTHON:-python3}"
APP="dist/GPU Advisor.app"
version="$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' core/__init__.py)"
arch="$(uname -m)"
dmg="dist/gpu-advisor-$version-macos-$arch.dmg"
fail() { echo "build_dmg.sh: FAILED: $*" >&2; exit 1; }
[ "$(uname -s)" = Darwin ] || fail "this script runs on macOS (hdiutil, codesign, notarytool)"

if [ "${SKIP_BUILD:-}" != 1 ]; then
    "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath dist --workpath build/pyinstaller packaging/gpu_advisor.spec
fi
[ -d "$APP" ] || fail "$APP was not built"
/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$APP/Contents/Info.plist" | grep -qx "$version" \
    || fail "Info.plist does not carry version $version"

echo "== the app from the bundle: --smoke, then a headless report"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
out="$("$APP/Contents/MacOS/gpu-advisor-gui" --smoke)" || fail "--smoke exited with $?"
echo "$out" | grep -q '^startup_ms=[0-9]*$' || fail "--smoke printed no startup_ms: $out"
echo "$out"
"$APP/Contents/MacOS/gpu-advisor" report --out "$tmp/r.pdf" --lang zh_CN || fail "report exited with $?"
[ "$(stat -f %z "$tmp/r.pdf" 2>/dev/null || echo 0)" -ge 50000 ] || fail "the report PDF is missing or small"
echo "report: $(stat -f %z "$tmp/r.pdf") bytes"

identity="${MACOS_CODESIGN_IDENTITY:-}"
if [ -n "$identity" ] && [ -n "${MACOS_CERTIFICATE_P12_BASE64:-}" ]; then
    # A throwaway keychain for CI, removed afterwards; the certificate never touches the login keychain.
    keychain="$tmp/signing.keychain-db"
    keychain_password="$(uuidgen)"
    echo "$MACOS_CERTIFICATE_P12_BASE64" | base64 --decode > "$tmp/cert.p12"
    security create-keychain -p "$keychain_password" "$keychain"
    security set-keychain-settings -lut 3600 "$keychain"
    security unlock-keychain -p "$keychain_password" "$keychain"
    security import "$tmp/cert.p12" -k "$keychain" -P "${MACOS_CERTIFICATE_PASSWORD:-}" -T /usr/bin/codesign
    security set-key-partition-list -S apple-tool:,apple: -s -k "$keychain_password" "$keychain" > /dev/null
    security list-keychains -d user -s "$keychain" $(security list-keychains -d user | tr -d '"')
    trap 'security delete-keychain "$keychain" 2>/dev/null; rm -rf "$tmp"' EXIT
fi

if [ -n "$identity" ]; then
    echo "== signing with \"$identity\" (hardened runtime, secure timestamp)"
    entitlements="${MACOS_ENTITLEMENTS:-packaging/macos/entitlements.plist}"
    # note: --deep signs every nested library and framework with the same identity first; PyInstaller 6 keeps
    # data out of Contents/MacOS and Contents/Frameworks, so nothing in there is left unsigned.
    codesign --force --deep --options runtime --timestamp --entitlements "$entitlements" --sign "$identity" "$APP"
    codesign --verify --deep --strict --verbose=2 "$APP"
else
    echo "MACOS_CODESIGN_IDENTITY is not set: signing skipped (the app keeps PyInstaller's ad-hoc signature)"
fi

echo "== $dmg"
stage="$tmp/dmg"
mkdir -p "$stage"
ditto "$APP" "$stage/GPU Advisor.app"
ln -s /Applications "$stage/Applications"  # the buyer drags the app onto this
rm -f "$dmg"
hdiutil create -volname "GPU Advisor" -srcfolder "$stage" -fs HFS+ -format UDZO -imagekey zlib-level=9 -ov "$dmg"
[ -n "$identity" ] && codesign --force --timestamp --sign "$identity" "$dmg"

if [ -n "$identity" ] && { [ -n "${NOTARY_KEYCHAIN_PROFILE:-}" ] || [ -n "${APPLE_ID:-}" ]; }; then
    echo "== notarizing (xcrun notarytool submit --wait), then stapling"
    if [ -n "${NOTARY_KEYCHAIN_PROFILE:-}" ]; then
        xcrun notarytool submit "$dmg" --keychain-profile "$NOTARY_KEYCHAIN_PROFILE" --wait
    else
        : "${APPLE_TEAM_ID:?APPLE_TEAM_ID is needed with APPLE_ID}" "${APPLE_APP_PASSWORD:?APPLE_APP_PASSWORD is needed with APPLE_ID}"
        xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
            --password "$APPLE_APP_PASSWORD" --wait
    fi
    xcrun stapler staple "$dmg"
    xcrun stapler validate "$dmg"
    spctl --assess --type open --context context:primary-signature --verbose=2 "$dmg" || true
else
    echo "notarization skipped: set MACOS_CODESIGN_IDENTITY and APPLE_ID/APPLE_TEAM_ID/APPLE_APP_PASSWORD" \
        "(or NOTARY_KEYCHAIN_PROFILE) to notarize and staple"
fi

echo "== sizes: app $(du -sh "$APP" | cut -f1), dmg $(du -h "$dmg" | cut -f1)"
echo "OK $dmg"
