#!/bin/sh
# DVONN 3D: install for the current user (no root needed), or uninstall.
#
# Usage: ./install.sh [--uninstall] [--help]
#        ~/.local/opt/dvonn/uninstall.sh      (the same as install.sh --uninstall)
#
# Installs into your home folder:
#   ~/.local/opt/dvonn/                          the game (a self-contained folder)
#   ~/.local/bin/dvonn                           a launcher: run "dvonn" from a terminal
#   ~/.local/bin/dvonn-engine                    the engine's command line (same bundle)
#   ~/.local/share/applications/dvonn.desktop    the menu entry (opens .dvn and SGF files)
#   ~/.local/share/icons/hicolor/*/apps/dvonn.*  its icons, and .dvn files' (mimetypes/)
#   ~/.local/share/mime/packages/dvonn.xml       the .dvn file type
#   ~/.local/share/man/man6/dvonn*.6.gz          man pages: "man dvonn-engine"
# (~/.local/share is $XDG_DATA_HOME when that is set; man pages always go to
# ~/.local/share/man, where man finds them from ~/.local/bin.)  Installing again replaces the
# previous version; uninstalling removes exactly what was installed.  Your preferences and
# games (~/.config/dvonn, ~/.local/share/dvonn) are kept either way.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
opt_dir=$HOME/.local/opt/dvonn
bin_dir=$HOME/.local/bin
launcher=$bin_dir/dvonn
engine_launcher=$bin_dir/dvonn-engine
desktop_dir=$data_home/applications
icon_dir=$data_home/icons/hicolor
mime_dir=$data_home/mime
man_dir=$HOME/.local/share/man/man6
manifest=$opt_dir/.installed-files

say() { printf '%s\n' "$*"; }
fail() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }
usage() { sed -n '2,19s/^# \{0,1\}//p' "$0"; }

# A string as one single-quoted shell word.
sh_quote() {
    printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

# A string as the replacement part of a sed s|...|...| command.
sed_escape() {
    printf '%s' "$1" | sed -e 's/[\\|&]/\\&/g'
}

# A string as a .desktop file value: backslashes doubled.
desktop_string() {
    printf '%s' "$1" | sed -e 's/\\/\\\\/g'
}

# A path as one argument of the Exec key: in double quotes, with \ " ` $ escaped by a
# backslash, then as a .desktop string (backslashes doubled once more).
desktop_exec_arg() {
    desktop_string "\"$(printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g')\""
}

refresh_menus() {
    # Tell desktops about the new or removed entry, file type and icons; all optional.
    if [ -n "$(ls -A "$mime_dir/packages" 2>/dev/null)" ]; then
        if command -v update-mime-database >/dev/null 2>&1; then
            update-mime-database "$mime_dir" 2>/dev/null || true
        fi
    elif [ -f "$mime_dir/mime.cache" ]; then
        # No package left (ours was the last): the rest is a database generated from the
        # packages alone, as update-mime-database would write it for none.
        rm -rf -- "$mime_dir"
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$desktop_dir" 2>/dev/null || true
    fi
    # Only refresh a user icon cache that already exists: creating one would hide the icons
    # of programs that install here later without refreshing it.
    if [ -f "$icon_dir/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$icon_dir" 2>/dev/null || true
    fi
    if [ -d "$icon_dir" ]; then touch "$icon_dir" 2>/dev/null || true; fi
}

uninstall() {
    if [ -f "$manifest" ]; then
        while IFS= read -r file; do
            case "$file" in
                "$HOME"/*) ;;
                *) continue ;;  # never anything outside the home folder
            esac
            rm -f -- "$file"
            # Folders this left empty (icons/hicolor/48x48/apps, ...), up to the usual ones.
            folder=$(dirname "$file")
            while true; do
                case "$folder" in
                    "$data_home"|"$desktop_dir"|"$bin_dir"|"$icon_dir"|"$HOME"/.local/share) break ;;
                    "$HOME"|"$HOME"/.local|/) break ;;
                esac
                rmdir -- "$folder" 2>/dev/null || break
                folder=$(dirname "$folder")
            done
        done < "$manifest"
    fi
    rm -rf -- "$opt_dir"
    rmdir "$HOME/.local/opt" 2>/dev/null || true
    refresh_menus
}

action=${1:-}
if [ "$(basename "$0")" = uninstall.sh ] && [ -z "$action" ]; then action=--uninstall; fi

case "$action" in
    -h|--help) usage; exit 0 ;;
    --uninstall)
        [ -d "$opt_dir" ] || fail "DVONN 3D is not installed in $opt_dir"
        uninstall
        say "DVONN 3D was removed (your preferences and games are kept)."
        exit 0 ;;
    "") ;;
    *) usage >&2; exit 2 ;;
esac

[ -x "$here/dvonn/dvonn" ] || fail "no dvonn/dvonn next to this script: unpack the whole archive first"

# The machine must match the build: processor and C library version.
arch=$(cat "$here/arch" 2>/dev/null || echo x86_64)
[ "$(uname -m)" = "$arch" ] || fail "this build is for $arch, this machine is $(uname -m)"
wanted=$(cat "$here/glibc-required" 2>/dev/null || echo 0)
have=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}') || have=""
if [ -n "$have" ] && [ "$wanted" != 0 ]; then
    oldest=$(printf '%s\n%s\n' "$wanted" "$have" | sort -t. -k1,1n -k2,2n | head -n 1)
    [ "$oldest" = "$wanted" ] || fail "this build needs glibc $wanted or newer; this system has $have"
fi

# Replace any previous installation (with its menu entry and icons).
if [ -d "$opt_dir" ]; then uninstall; fi

mkdir -p "$HOME/.local/opt" "$bin_dir" "$desktop_dir"
staging=$opt_dir.new.$$
rm -rf -- "$staging"
cp -R "$here/dvonn" "$staging"
mv "$staging" "$opt_dir"
: > "$manifest"
cp "$0" "$opt_dir/uninstall.sh"
chmod 755 "$opt_dir/uninstall.sh"

printf '#!/bin/sh\nexec %s "$@"\n' "$(sh_quote "$opt_dir/dvonn")" > "$launcher"
chmod 755 "$launcher"
say "$launcher" >> "$manifest"
printf '#!/bin/sh\nexec %s --engine "$@"\n' "$(sh_quote "$opt_dir/dvonn")" > "$engine_launcher"
chmod 755 "$engine_launcher"
say "$engine_launcher" >> "$manifest"

try_exec=$(sed_escape "$(desktop_string "$launcher")")
exec_arg=$(sed_escape "$(desktop_exec_arg "$launcher")")
sed -e "s|^TryExec=.*|TryExec=$try_exec|" -e "s|^Exec=dvonn |Exec=$exec_arg |" \
    "$here/share/applications/dvonn.desktop" > "$desktop_dir/dvonn.desktop"
say "$desktop_dir/dvonn.desktop" >> "$manifest"

for source in "$here"/share/icons/hicolor/*/apps/* "$here"/share/icons/hicolor/*/mimetypes/*; do
    [ -f "$source" ] || continue
    kind=$(basename "$(dirname "$source")")
    size=$(basename "$(dirname "$(dirname "$source")")")
    mkdir -p "$icon_dir/$size/$kind"
    cp "$source" "$icon_dir/$size/$kind/"
    say "$icon_dir/$size/$kind/$(basename "$source")" >> "$manifest"
done

for source in "$here"/share/mime/packages/*.xml; do
    [ -f "$source" ] || continue
    mkdir -p "$mime_dir/packages"
    cp "$source" "$mime_dir/packages/"
    say "$mime_dir/packages/$(basename "$source")" >> "$manifest"
done

for source in "$here"/share/man/man6/*; do
    [ -f "$source" ] || continue
    mkdir -p "$man_dir"
    cp "$source" "$man_dir/"
    say "$man_dir/$(basename "$source")" >> "$manifest"
done

refresh_menus

say "DVONN 3D is installed: find it in your applications menu, or run $launcher"
case ":$PATH:" in
    *":$bin_dir:"*) ;;
    *) say "(To start it as just \"dvonn\" or \"dvonn-engine\" from a terminal, add $bin_dir to your PATH.)" ;;
esac
say "To remove it: $opt_dir/uninstall.sh"
