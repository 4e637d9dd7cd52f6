#!/usr/bin/env bash
# Build a compressed disk image from the PyInstaller .app with hdiutil (macOS only).
#
#   bash packaging/macos/build_dmg.sh dist/Canfield.app dist/Canfield-0.1.0-arm64.dmg "Canfield 0.1.0"
#
# Normally run by `python packaging/build.py installer`, which passes these three arguments.
# The image holds the .app and a link to /Applications, so installing is one drag.
# Without a signing identity (CODESIGN_IDENTITY unset) the .app is signed ad hoc, which Apple
# Silicon requires for any code to run. With one (a "Developer ID Application: ..." identity), every
# binary inside is signed first, innermost first, then the .app and the .dmg, all with the hardened
# runtime and a secure time stamp, as notarisation requires (codesign --deep is deprecated for
# signing). Notarising (xcrun notarytool submit, stapler staple) is left to the release manager.
set -euo pipefail

app="${1:?usage: build_dmg.sh APP DMG VOLUME-NAME}"
dmg="${2:?usage: build_dmg.sh APP DMG VOLUME-NAME}"
volume="${3:?usage: build_dmg.sh APP DMG VOLUME-NAME}"

[ -d "$app/Contents/MacOS" ] || { echo "no app bundle at $app: run python packaging/build.py bundle" >&2; exit 1; }
command -v hdiutil >/dev/null || { echo "hdiutil not found: disk images are built on macOS" >&2; exit 1; }

if [ -z "${CODESIGN_IDENTITY:-}" ]; then
  codesign --force --deep --sign - "$app"
else
  sign=(codesign --force --options runtime --timestamp --sign "$CODESIGN_IDENTITY")
  # Mach-O files (libraries, Python extension modules, executables), deepest paths first.
  while IFS= read -r file; do
    if file -b "$file" | grep -q "Mach-O"; then "${sign[@]}" "$file"; fi
  done < <(find "$app/Contents" -type f | awk '{ print gsub("/", "/") "\t" $0 }' | sort -rn | cut -f2-)
  # Frameworks as bundles, then the app itself.
  while IFS= read -r framework; do "${sign[@]}" "$framework"; done < <(find "$app/Contents" -type d -name "*.framework")
  "${sign[@]}" "$app"
fi
codesign --verify --deep --strict "$app"

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
ditto "$app" "$staging/$(basename "$app")"
ln -s /Applications "$staging/Applications"

mkdir -p "$(dirname "$dmg")"
rm -f "$dmg"
hdiutil create -volname "$volume" -srcfolder "$staging" -fs HFS+ -format UDZO -imagekey zlib-level=9 -ov "$dmg"
hdiutil verify "$dmg"
if [ -n "${CODESIGN_IDENTITY:-}" ]; then
  codesign --force --timestamp --sign "$CODESIGN_IDENTITY" "$dmg"
fi
echo "dmg: $dmg"
