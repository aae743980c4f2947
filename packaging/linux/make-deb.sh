#!/usr/bin/env bash
# Wrap the frozen Linux bundle into dist/dvonn_VERSION_ARCH.deb for Debian and Ubuntu
# (what `make package` runs after the .tar.gz).
#
# Usage: packaging/linux/make-deb.sh [BUNDLE] [OUTDIR]   (default: dist/dvonn, dist)
#
# The package installs
#   /opt/dvonn/                     the bundle (a frozen app keeps its own Python and Qt)
#   /usr/bin/dvonn                  -> /opt/dvonn/dvonn
#   /usr/bin/dvonn-engine           a two-line script: /opt/dvonn/dvonn --engine "$@"
#                                   (the bundle's own engine, no second Python)
#   /usr/share/applications/dvonn.desktop, /usr/share/icons/hicolor/*/apps/dvonn.{png,svg}
#   /usr/share/mime/packages/dvonn.xml   the .dvn file type (application/x-dvonn-game)
#   /usr/share/icons/hicolor/*/mimetypes/application-x-dvonn-game.{png,svg}   its icon
#   /usr/share/metainfo/io.github.dvonn3d.dvonn.metainfo.xml   (AppStream)
#   /usr/share/man/man6/{dvonn,dvonn-engine}.6.gz   (make_man.py, from the --help parsers)
#   /usr/share/doc/dvonn/{copyright,changelog.gz}
#   /usr/share/lintian/overrides/dvonn   (what lintian says of any bundled app in /opt)
# Depends: the Debian packages that hold the system libraries the bundle links against
# (check_bundle.py --system, looked up with dpkg-query on this build machine), libc6 at
# least the glibc the bundle needs, libstdc++6 at least the GCC whose GLIBCXX version it
# needs.  PulseAudio's client library is only recommended: the game is silent without it,
# not broken.  No maintainer scripts: the MIME database, the desktop's MIME-to-application
# cache and the icon cache are rebuilt by the file triggers of the packages that own them
# (shared-mime-info on /usr/share/mime/packages, desktop-file-utils on
# /usr/share/applications, hicolor-icon-theme on /usr/share/icons/hicolor), which dpkg runs
# after any package puts files there or removes them: what debhelper's dh_installmime and
# dh_icons leave to those triggers too.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
here=$root/packaging/linux
bundle=${1:-$root/dist/dvonn}
out=${2:-$root/dist}
python=${PYTHON:-python3}

[ -x "$bundle/dvonn" ] || { echo "make-deb: no bundle at $bundle (run make dist)" >&2; exit 1; }
command -v dpkg-deb > /dev/null || { echo "make-deb: dpkg-deb is needed" >&2; exit 1; }
version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/pyproject.toml" | head -n 1)
arch=$(dpkg --print-architecture)
stage=$out/deb-stage
deb=$out/dvonn_${version}_${arch}.deb

# --- Depends from what the bundle needs -----------------------------------------------
glibc=$("$python" "$here/check_bundle.py" --glibc "$bundle")
depends=("libc6 (>= $glibc)")
recommends=()
while read -r soname; do
  [ -n "$soname" ] || continue
  owner=$(dpkg-query -S "*/$soname" 2> /dev/null | grep -v '^diversion' | head -n 1 | cut -d: -f1) \
    || true
  # Not installed on this build machine: the Debian/Ubuntu package that holds it.
  [ -n "$owner" ] || case "$soname" in
    libpulse.so.0) owner=libpulse0 ;;
    libpulse-mainloop-glib.so.0) owner=libpulse-mainloop-glib0 ;;
    libwayland-client.so.0) owner=libwayland-client0 ;;
    libwayland-cursor.so.0) owner=libwayland-cursor0 ;;
    libwayland-egl.so.1) owner=libwayland-egl1 ;;
    libdbus-1.so.3) owner=libdbus-1-3 ;;
    libGL.so.1) owner=libgl1 ;;
    libEGL.so.1) owner=libegl1 ;;
    libxcb.so.1) owner=libxcb1 ;;
    libexpat.so.1) owner=libexpat1 ;;
    libstdc++.so.6) owner=libstdc++6 ;;
    libgcc_s.so.1) owner=libgcc-s1 ;;
    *) echo "make-deb: no package known to hold $soname" >&2; exit 1 ;;
  esac
  case "$owner" in
    libc6) ;;  # already there, with its version
    libpulse*) [[ " ${recommends[*]-} " == *" $owner "* ]] || recommends+=("$owner") ;;
    *) [[ " ${depends[*]} " == *" $owner "* ]] || depends+=("$owner") ;;
  esac
done < <("$python" "$here/check_bundle.py" --system "$bundle")
# libstdc++6 at least the GCC release that brought the newest GLIBCXX version needed.
glibcxx=$("$python" "$here/check_bundle.py" --glibcxx "$bundle")
case "$glibcxx" in
  3.4.28) gcc=10 ;; 3.4.29) gcc=11 ;; 3.4.30) gcc=12 ;; 3.4.31) gcc=13 ;; 3.4.32) gcc=13.2 ;;
  3.4.33) gcc=14 ;; *) gcc="" ;;
esac
if [ -n "$gcc" ]; then
  for i in "${!depends[@]}"; do
    [ "${depends[$i]}" != "libstdc++6" ] || depends[$i]="libstdc++6 (>= $gcc)"
  done
fi
# Fonts: Qt finds them through fontconfig; the xcb plugin's keyboard maps come with
# libxkbcommon's data.  Neither is a linked library, so name them here.
depends+=("fontconfig" "fonts-dejavu-core | fonts-freefont-ttf | fonts-liberation")
join() { local IFS=,; echo "$*" | sed 's/,/, /g'; }

# --- the tree --------------------------------------------------------------------------
rm -rf "$stage" "$deb"
mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
  "$stage/usr/share/metainfo" "$stage/usr/share/man/man6" "$stage/usr/share/doc/dvonn" \
  "$stage/usr/share/lintian/overrides" "$stage/usr/share/mime/packages"
cp -a "$bundle" "$stage/opt/dvonn"
ln -s /opt/dvonn/dvonn "$stage/usr/bin/dvonn"
printf '#!/bin/sh\n# DVONN 3D'"'"'s engine command line: see dvonn-engine(6).\nexec /opt/dvonn/dvonn --engine "$@"\n' \
  > "$stage/usr/bin/dvonn-engine"
chmod 755 "$stage/usr/bin/dvonn-engine"
install -m 644 "$here/dvonn.desktop" "$stage/usr/share/applications/dvonn.desktop"
install -m 644 "$here/dvonn-mime.xml" "$stage/usr/share/mime/packages/dvonn.xml"
for png in "$root"/packaging/icons/dvn-document-*.png; do
  size=$(basename "$png" .png); size=${size#dvn-document-}
  install -D -m 644 "$png" \
    "$stage/usr/share/icons/hicolor/${size}x${size}/mimetypes/application-x-dvonn-game.png"
done
install -D -m 644 "$root/packaging/icons/dvn-document.svg" \
  "$stage/usr/share/icons/hicolor/scalable/mimetypes/application-x-dvonn-game.svg"
install -m 644 "$here/io.github.dvonn3d.dvonn.metainfo.xml" "$stage/usr/share/metainfo/"
for png in "$root"/assets/icons/dvonn-*.png; do
  size=$(basename "$png" .png); size=${size#dvonn-}
  install -D -m 644 "$png" "$stage/usr/share/icons/hicolor/${size}x${size}/apps/dvonn.png"
done
install -D -m 644 "$root/assets/icons/dvonn.svg" \
  "$stage/usr/share/icons/hicolor/scalable/apps/dvonn.svg"
install -m 644 "$here/copyright" "$stage/usr/share/doc/dvonn/copyright"
mtime=$(git -C "$root" log -1 --format=%ct 2>/dev/null || echo 1577836800)
"$python" "$here/make_man.py" "$stage/man" --date "$(date -u -d "@$mtime" +%F)" > /dev/null
for page in "$stage"/man/*.6; do
  gzip -9n < "$page" > "$stage/usr/share/man/man6/$(basename "$page").gz"
done
rm -rf "$stage/man"
{
  echo "dvonn ($version) unstable; urgency=low"
  echo
  echo "  * Release $version: see the project's README."
  echo
  echo " -- The DVONN 3D team <dvonn3d@users.noreply.github.com>  $(date -u -R -d "@$mtime")"
} | gzip -9n > "$stage/usr/share/doc/dvonn/changelog.gz"
cat > "$stage/usr/share/lintian/overrides/dvonn" << 'OVERRIDES'
# A frozen app (PyInstaller) ships its own Python, Qt and NumPy under /opt/dvonn, as
# third-party games do; these tags describe that layout, not a fault in it.
dvonn: dir-or-file-in-opt
# Libraries of the bundle (zlib, libpng, ...): Qt and Python were built against them.
dvonn: embedded-library
dvonn: shared-library-lacks-prerequisites
dvonn: library-not-linked-against-libc
# NumPy's OpenBLAS and friends: patchelf-ed by their wheel, strip would break them.
dvonn: unstripped-binary-or-object
# A string inside the bundled libmount and libblkid; the game never pages anything.
dvonn: missing-depends-on-sensible-utils
# The game's command is /usr/bin/dvonn (not /usr/games), so that it is on every PATH.
dvonn: package-section-games-but-contains-no-game
# The bootloader is built by PyInstaller, not by us.
dvonn: hardening-no-pie
OVERRIDES
chmod -R u+rwX,go+rX,go-w "$stage"
# Shared libraries are loaded, never run: no execute bit (Debian policy 8.1).
find "$stage/opt/dvonn" -type f \( -name '*.so' -o -name '*.so.*' \) -exec chmod 644 {} +
# A RUNPATH into the build machine's Python (pyenv, setup-python) is meaningless on the
# target: the bootloader loads libpython itself.
if command -v patchelf > /dev/null; then
  while IFS= read -r -d '' lib; do
    if patchelf --print-rpath "$lib" 2> /dev/null | grep -q .; then patchelf --remove-rpath "$lib"; fi
  done < <(find "$stage/opt/dvonn" -type f -name '*.so*' -print0)
fi
find "$stage" -exec touch -h -d "@$mtime" {} +
installed_kib=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
(cd "$stage" && find opt usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) \
  > "$stage/DEBIAN/md5sums"

cat > "$stage/DEBIAN/control" << CONTROL
Package: dvonn
Version: $version
Architecture: $arch
Maintainer: The DVONN 3D team <dvonn3d@users.noreply.github.com>
Installed-Size: $installed_kib
Depends: $(join "${depends[@]}")
$( [ ${#recommends[@]} -eq 0 ] || echo "Recommends: $(join "${recommends[@]}")" )
Section: games
Priority: optional
Homepage: https://github.com/dvonn3d/dvonn
Description: abstract strategy game DVONN on a 3D board
 DVONN is a two-player game of the GIPF project: stacks of pieces jump over
 each other, and every stack cut off from the red DVONN pieces leaves the board.
 .
 This package plays it on a 3D board with real shadows, against a friend or a
 computer opponent with ten levels, with hints, analysis, undo and game records.
CONTROL
sed -i '/^$/d' "$stage/DEBIAN/control"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" > /dev/null
rm -rf "$stage"
echo "$deb"
