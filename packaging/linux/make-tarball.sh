#!/usr/bin/env bash
# Wrap the frozen Linux bundle into dist/dvonn-VERSION-linux-ARCH.tar.gz with a per-user
# installer (what `make package` runs after `make dist`).
#
# Usage: packaging/linux/make-tarball.sh [BUNDLE] [OUTDIR]   (default: dist/dvonn, dist)
#
# The archive holds one folder, dvonn-VERSION-linux-ARCH/, with
#   install.sh  README.txt  arch  glibc-required
#   dvonn/                         the bundle (dvonn/dvonn is the game)
#   share/applications/dvonn.desktop
#   share/icons/hicolor/{16x16,...,512x512,scalable}/apps/dvonn.{png,svg}
#   share/icons/hicolor/{16x16,...,256x256,scalable}/mimetypes/application-x-dvonn-game.*
#   share/mime/packages/dvonn.xml      the .dvn file type
#   share/man/man6/{dvonn,dvonn-engine}.6.gz   (make_man.py, from the --help parsers)
# (No AppImage: its runtime and appimagetool are not in the Debian or PyPI archives this
# project builds from.)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
here=$root/packaging/linux
bundle=${1:-$root/dist/dvonn}
out=${2:-$root/dist}
python=${PYTHON:-python3}

[ -x "$bundle/dvonn" ] || { echo "make-tarball: no bundle at $bundle (run make dist)" >&2; exit 1; }
version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/pyproject.toml" | head -n 1)
arch=$(uname -m)
name=dvonn-$version-linux-$arch
stage=$out/$name

rm -rf "$stage" "$out/$name.tar.gz"
mkdir -p "$stage/share/applications" "$stage/share/mime/packages" "$stage/share/man/man6"
cp -a "$bundle" "$stage/dvonn"
cp "$here/install.sh" "$here/README.txt" "$stage/"
chmod 755 "$stage/install.sh"
cp "$here/dvonn.desktop" "$stage/share/applications/"
cp "$here/dvonn-mime.xml" "$stage/share/mime/packages/dvonn.xml"
for png in "$root"/packaging/icons/dvn-document-*.png; do
  size=$(basename "$png" .png); size=${size#dvn-document-}
  mkdir -p "$stage/share/icons/hicolor/${size}x${size}/mimetypes"
  cp "$png" "$stage/share/icons/hicolor/${size}x${size}/mimetypes/application-x-dvonn-game.png"
done
mkdir -p "$stage/share/icons/hicolor/scalable/mimetypes"
cp "$root/packaging/icons/dvn-document.svg" \
  "$stage/share/icons/hicolor/scalable/mimetypes/application-x-dvonn-game.svg"
for png in "$root"/assets/icons/dvonn-*.png; do
  size=$(basename "$png" .png); size=${size#dvonn-}
  mkdir -p "$stage/share/icons/hicolor/${size}x${size}/apps"
  cp "$png" "$stage/share/icons/hicolor/${size}x${size}/apps/dvonn.png"
done
mkdir -p "$stage/share/icons/hicolor/scalable/apps"
cp "$root/assets/icons/dvonn.svg" "$stage/share/icons/hicolor/scalable/apps/dvonn.svg"
echo "$arch" > "$stage/arch"
"$python" "$here/check_bundle.py" --glibc "$bundle" > "$stage/glibc-required"

# Same bytes for the same input: sorted names, fixed owner and time, no gzip timestamp.
mtime=$(git -C "$root" log -1 --format=%cI 2>/dev/null || echo "2020-01-01T00:00:00Z")
"$python" "$here/make_man.py" "$stage/man" --date "$(date -u -d "$mtime" +%F)" > /dev/null
for page in "$stage"/man/*.6; do
  gzip -9n < "$page" > "$stage/share/man/man6/$(basename "$page").gz"
done
rm -rf "$stage/man"
tar -C "$out" --sort=name --owner=0 --group=0 --numeric-owner --mtime="$mtime" -cf - "$name" \
  | gzip -n -6 > "$out/$name.tar.gz"
rm -rf "$stage"
echo "$out/$name.tar.gz"
