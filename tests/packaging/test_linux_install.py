"""The Linux archive: install.sh in a throw-away HOME, the menu entry it installs starts the
game, installing again replaces, and uninstalling leaves nothing of the game behind.

Run by `make test-frozen` (CI), on dist/dvonn-VERSION-linux-ARCH.tar.gz.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from tests.packaging.packaging_support import ON_LINUX, build_dist

pytestmark = [
    pytest.mark.frozen,
    pytest.mark.slow,
    pytest.mark.skipif(not ON_LINUX, reason="the Linux package"),
]

PHASE_2_START = "CDDDCCDCDDDCCDCDBDCCDCDCBCCCCCCDCCDDBCDCDCDDDCCDDD"  # perft 2 = 1794
ICON_SIZES = ("16x16", "24x24", "32x32", "48x48", "64x64", "128x128", "256x256", "512x512")


def desktop_exec(path: Path) -> list[str]:
    """The Exec command of a .desktop file as a launcher runs it, field codes removed."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            value = line[len("Exec=") :].replace("\\\\", "\\")  # the string escape level
            return [word for word in shlex.split(value) if not word.startswith("%")]
    raise AssertionError(f"no Exec in {path}")


def installed_files(home: Path) -> set[str]:
    return {str(p.relative_to(home)) for p in home.rglob("*") if not p.is_dir()}


def test_archive_installs_runs_from_its_menu_entry_and_uninstalls(
    linux_archive: Path, tmp_path: Path
) -> None:
    unpacked = tmp_path / "Downloads and more"  # a space on the way, as in real homes
    unpacked.mkdir()
    with tarfile.open(linux_archive) as archive:
        archive.extractall(unpacked, filter="tar")
    (folder,) = unpacked.iterdir()
    home = tmp_path / "home"
    home.mkdir()
    env = build_dist.isolated_env(home)
    env.pop("XDG_DATA_HOME")  # the installer's default: ~/.local/share
    install = subprocess.run(
        [str(folder / "install.sh")], env=env, capture_output=True, text=True, check=True
    )
    assert "installed" in install.stdout

    local = home / ".local"
    desktop = local / "share" / "applications" / "dvonn.desktop"
    assert (local / "opt" / "dvonn" / "dvonn").is_file()
    assert os.access(local / "bin" / "dvonn", os.X_OK)
    for size in ICON_SIZES:
        assert (local / "share" / "icons" / "hicolor" / size / "apps" / "dvonn.png").is_file()
    assert (local / "share" / "icons" / "hicolor" / "scalable" / "apps" / "dvonn.svg").is_file()
    document = "mimetypes/application-x-dvonn-game"
    assert (local / "share" / "icons" / "hicolor" / "48x48" / f"{document}.png").is_file()
    assert (local / "share" / "mime" / "packages" / "dvonn.xml").is_file()
    for page in ("dvonn.6.gz", "dvonn-engine.6.gz"):
        assert (local / "share" / "man" / "man6" / page).is_file()
    if shutil.which("update-mime-database"):  # the user's MIME database knows .dvn now
        globs = (local / "share" / "mime" / "globs2").read_text(encoding="utf-8")
        assert "application/x-dvonn-game:*.dvn" in globs
    # The engine's command line, from the same bundle.
    perft = subprocess.run(
        [str(local / "bin" / "dvonn-engine"), "perft", PHASE_2_START, "2"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert perft.returncode == 0 and perft.stdout.split() == ["1794"], perft.stderr

    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True)
        assert check.returncode == 0 and not check.stdout, check.stdout

    # What a desktop's launcher does with the entry: run Exec (a file would go in %f).
    command = desktop_exec(desktop)
    assert command == [str(local / "bin" / "dvonn")]
    shot = tmp_path / "from-menu.png"
    result = build_dist.run_app([*command, "--screenshot", str(shot)], home, timeout=120)
    assert result.returncode == 0, result.stderr
    assert shot.is_file() and shot.stat().st_size > 1000

    # Installing again replaces the installation; the manifest does not grow.
    manifest = local / "opt" / "dvonn" / ".installed-files"
    before = manifest.read_text(encoding="utf-8")
    subprocess.run([str(folder / "install.sh")], env=env, capture_output=True, check=True)
    assert manifest.read_text(encoding="utf-8") == before

    preferences = installed_files(home / ".config") if (home / ".config").is_dir() else set()
    subprocess.run(
        [str(local / "opt" / "dvonn" / "uninstall.sh")], env=env, capture_output=True, check=True
    )
    # Only the player's preferences, the desktop's own MIME cache and caches (Mesa's shader
    # cache) may stay.
    left = {f for f in installed_files(home) if not f.startswith(".cache/")}
    allowed = {f".config/{p}" for p in preferences} | {".local/share/applications/mimeinfo.cache"}
    assert left <= allowed, left - allowed
    assert not (local / "opt").exists()
    assert not (local / "share" / "mime").exists()  # the database made for our type alone


def test_installer_refuses_a_machine_with_an_older_glibc(
    linux_archive: Path, tmp_path: Path
) -> None:
    with tarfile.open(linux_archive) as archive:
        archive.extractall(tmp_path, filter="tar")
    (folder,) = [p for p in tmp_path.iterdir() if p.is_dir()]
    (folder / "glibc-required").write_text("99.0\n", encoding="utf-8")
    home = tmp_path / "home"
    home.mkdir()
    result = subprocess.run(
        [str(folder / "install.sh")],
        env=build_dist.isolated_env(home),
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0 and "glibc 99.0" in result.stderr
    assert not (home / ".local").exists()
