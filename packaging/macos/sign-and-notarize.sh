#!/usr/bin/env bash
# macOS: sign "dist/DVONN 3D.app", notarise it with Apple, staple the ticket, and wrap it in
# a signed, notarised disk image dist/dvonn-VERSION-macos-ARCH.dmg.  Run after
# `python packaging/build_dist.py` on a Mac with Xcode's command line tools.
#
# Environment:
#   DVONN_SIGN_IDENTITY   "Developer ID Application: NAME (TEAMID)", a certificate in the
#                         keychain.  Unset: ad-hoc signature, no notarisation (a build for
#                         testing: Gatekeeper will refuse it on other Macs).
#   and for notarisation, either
#   DVONN_NOTARY_PROFILE  a keychain profile saved once with
#                         `xcrun notarytool store-credentials PROFILE --apple-id ... --team-id ...`
#   or APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD (an app-specific password), as in CI.
#
# Steps: every Mach-O file inside the bundle is signed first (inside out: libraries, Python
# extension modules, then the main executable and the bundle), with the hardened runtime,
# a secure timestamp and packaging/macos/entitlements.plist; `codesign --verify --strict`;
# the zipped app goes to `notarytool submit --wait`; `stapler staple` attaches the ticket so
# the app opens offline; `spctl --assess` checks Gatekeeper accepts it; then the same for the
# .dmg.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
app="$root/dist/DVONN 3D.app"
entitlements="$root/packaging/macos/entitlements.plist"
identity=${DVONN_SIGN_IDENTITY:-}
version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/pyproject.toml" | head -n 1)
dmg="$root/dist/dvonn-$version-macos-$(uname -m).dmg"

[ -d "$app" ] || { echo "sign-and-notarize: no $app (run packaging/build_dist.py)" >&2; exit 1; }

notarize() {  # notarize FILE: submit to Apple's notary service and wait for the verdict
  if [ -n "${DVONN_NOTARY_PROFILE:-}" ]; then
    xcrun notarytool submit "$1" --keychain-profile "$DVONN_NOTARY_PROFILE" --wait
  else
    xcrun notarytool submit "$1" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
      --password "$APPLE_APP_PASSWORD" --wait
  fi
}

if [ -n "$identity" ]; then
  sign=(codesign --force --timestamp --options runtime --entitlements "$entitlements"
        --sign "$identity")
else
  echo "sign-and-notarize: DVONN_SIGN_IDENTITY not set: ad-hoc signature, no notarisation"
  sign=(codesign --force --options runtime --entitlements "$entitlements" --sign -)
fi

# 1. Inside out: every Mach-O file but the main executable, the frameworks, then the bundle.
find "$app/Contents" -type f ! -path "*/Contents/MacOS/dvonn" -print0 \
  | while IFS= read -r -d '' file; do
      if file -b "$file" | grep -q "Mach-O"; then printf '%s\0' "$file"; fi
    done \
  | xargs -0 -n 20 "${sign[@]}"
# Qt's .framework folders are bundles themselves: sealed after the libraries inside them.
find "$app/Contents" -type d -name "*.framework" -print0 | xargs -0 -n 20 "${sign[@]}"
"${sign[@]}" "$app/Contents/MacOS/dvonn"
"${sign[@]}" "$app"
codesign --verify --strict --deep --verbose=2 "$app"

# 2. The disk image: the app and a link to /Applications to drag it onto.
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "DVONN 3D" -srcfolder "$staging" -ov -format UDZO "$dmg"

if [ -z "$identity" ]; then
  echo "sign-and-notarize: $dmg (ad-hoc signed, not notarised)"
  exit 0
fi
if [ -z "${DVONN_NOTARY_PROFILE:-}" ] && [ -z "${APPLE_ID:-}" ]; then
  echo "sign-and-notarize: no notary credentials: $app signed, not notarised" >&2
  exit 1
fi

# 3. Notarise and staple the app, then rebuild the image around the stapled app.
ditto -c -k --keepParent "$app" "$staging/app.zip"
notarize "$staging/app.zip"
xcrun stapler staple "$app"
spctl --assess --type execute --verbose=2 "$app"
rm -rf "$staging/DVONN 3D.app" "$dmg"
cp -R "$app" "$staging/"
rm -f "$staging/app.zip"
hdiutil create -volname "DVONN 3D" -srcfolder "$staging" -ov -format UDZO "$dmg"

# 4. Sign, notarise and staple the disk image too.
codesign --force --timestamp --sign "$identity" "$dmg"
notarize "$dmg"
xcrun stapler staple "$dmg"
spctl --assess --type open --context context:primary-signature --verbose=2 "$dmg"
echo "sign-and-notarize: $dmg (signed, notarised, stapled)"
