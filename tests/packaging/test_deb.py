"""The .deb: its control data, lintian and AppStream checks, and an install into a
throw-away root (dpkg --root) whose game starts and renders, then a purge that leaves
nothing of it behind.

Run by `make test-frozen` (CI), on dist/dvonn_VERSION_ARCH.deb.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.packaging.packaging_support import ON_LINUX, build_dist

pytestmark = [
    pytest.mark.frozen,
    pytest.mark.slow,
    pytest.mark.skipif(not ON_LINUX, reason="the Debian package"),
]

ICON_SIZES = ("16x16", "24x24", "32x32", "48x48", "64x64", "128x128", "256x256", "512x512")
METAINFO = "usr/share/metainfo/io.github.dvonn3d.dvonn.metainfo.xml"


def control(deb: Path) -> dict[str, str]:
    text = subprocess.run(
        ["dpkg-deb", "--field", str(deb)], check=True, capture_output=True, text=True
    ).stdout
    fields: dict[str, str] = {}
    for line in text.splitlines():
        if line[:1] not in (" ", "\t") and ":" in line:
            key, value = line.split(":", 1)
            fields[key] = value.strip()
    return fields


def dpkg(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    command = ["dpkg", f"--root={root}", "--force-not-root", "--log=/dev/null", *args]
    return subprocess.run(command, capture_output=True, text=True)


def test_control_names_the_game_and_what_it_needs(debian_package: Path) -> None:
    fields = control(debian_package)
    assert fields["Package"] == "dvonn" and fields["Section"] == "games"
    assert fields["Version"] == build_dist.version()
    depends = [d.strip() for d in fields["Depends"].split(",")]
    assert any(d.startswith("libc6 (>= 2.") for d in depends)
    for needed in ("libegl1", "libgl1", "libxcb1", "libdbus-1-3", "fontconfig"):
        assert needed in depends, depends
    assert "libpulse0" in fields.get("Recommends", "")  # silent without it, not broken
    assert int(fields["Installed-Size"]) > 50_000  # KiB: the whole bundle is in


def test_lintian_reports_no_errors(debian_package: Path) -> None:
    if not shutil.which("lintian"):
        pytest.skip("lintian is not installed (apt-get install lintian)")
    result = subprocess.run(
        ["lintian", "--tag-display-limit", "0", "--fail-on", "error", str(debian_package)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    errors = [line for line in result.stdout.splitlines() if line.startswith("E:")]
    assert result.returncode == 0 and not errors, result.stdout + result.stderr


def test_installs_into_a_throwaway_root_runs_and_purges(
    debian_package: Path, tmp_path: Path
) -> None:
    root = tmp_path / "root"
    admin = root / "var" / "lib" / "dpkg"
    for folder in ("info", "updates", "triggers"):
        (admin / folder).mkdir(parents=True)
    (admin / "status").touch()
    before = {p for p in root.rglob("*")}

    # The libraries it depends on live outside this root, on the machine itself.
    installed = dpkg(root, "--force-depends", "-i", str(debian_package))
    assert installed.returncode == 0, installed.stdout + installed.stderr

    game = root / "opt" / "dvonn" / "dvonn"
    assert game.is_file() and os.access(game, os.X_OK)
    command = root / "usr" / "bin" / "dvonn"
    assert command.is_symlink() and os.readlink(command) == "/opt/dvonn/dvonn"
    share = root / "usr" / "share"
    for size in ICON_SIZES:
        assert (share / "icons" / "hicolor" / size / "apps" / "dvonn.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "dvonn.svg").is_file()
    assert (share / "doc" / "dvonn" / "copyright").is_file()
    assert (share / "man" / "man6" / "dvonn.6.gz").is_file()
    desktop = share / "applications" / "dvonn.desktop"
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True)
        assert check.returncode == 0 and not check.stdout, check.stdout
    if shutil.which("appstreamcli"):
        validated = subprocess.run(
            ["appstreamcli", "validate", "--no-net", str(root / METAINFO)],
            capture_output=True,
            text=True,
        )
        assert validated.returncode == 0, validated.stdout + validated.stderr
    assert "Exec=dvonn %f" in desktop.read_text(encoding="utf-8")

    # The installed game starts and renders.
    home = tmp_path / "home"
    home.mkdir()
    shot = tmp_path / "installed.png"
    result = build_dist.run_app([str(game), "--screenshot", str(shot)], home, timeout=120)
    assert result.returncode == 0, result.stderr
    assert shot.is_file() and shot.stat().st_size > 1000

    purged = dpkg(root, "--purge", "dvonn")
    assert purged.returncode == 0, purged.stdout + purged.stderr
    left = {p for p in root.rglob("*") if not p.is_dir()} - before
    assert all(admin in p.parents for p in left), sorted(map(str, left))  # dpkg's own files
    assert not (root / "opt" / "dvonn").exists() and not command.exists()
