"""The built .deb as a citizen of the desktop: the .dvn file type and its icon, MimeType= in
the desktop file, /usr/bin/dvonn-engine answering perft from the bundle, both man pages, no
ELF file needing a glibc newer than 2.35 (and Depends saying what it needs), and dpkg's
file triggers of shared-mime-info and desktop-file-utils fired by installing it.

Run by `make test-frozen` (CI), on dist/dvonn_VERSION_ARCH.deb, unpacked with dpkg-deb.
"""

from __future__ import annotations

import gzip
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.engine.test_perft import LINES
from tests.packaging.packaging_support import ON_LINUX, check_bundle

pytestmark = [
    pytest.mark.frozen,
    pytest.mark.slow,
    pytest.mark.skipif(not ON_LINUX, reason="the Debian package"),
]

MIME_XML = "usr/share/mime/packages/dvonn.xml"
MAN_PAGES = ("usr/share/man/man6/dvonn.6.gz", "usr/share/man/man6/dvonn-engine.6.gz")


@pytest.fixture(scope="module")
def unpacked(debian_package: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("deb")
    subprocess.run(["dpkg-deb", "-x", str(debian_package), str(root)], check=True)
    return root


def listing(deb: Path) -> dict[str, str]:
    """Path (without the leading ./) -> the mode string, from dpkg-deb -c."""
    text = subprocess.run(
        ["dpkg-deb", "-c", str(deb)], check=True, capture_output=True, text=True
    ).stdout
    entries = {}
    for line in text.splitlines():
        fields = line.split(maxsplit=5)
        entries[fields[5].split(" -> ")[0].removeprefix("./").rstrip("/")] = fields[0]
    return entries


def depends(deb: Path) -> list[str]:
    value = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Depends"], check=True, capture_output=True, text=True
    ).stdout
    return [d.strip() for d in value.split(",")]


def test_package_holds_the_file_type_icon_engine_command_and_man_pages(
    debian_package: Path,
) -> None:
    entries = listing(debian_package)
    for path in (MIME_XML, *MAN_PAGES, "usr/bin/dvonn-engine"):
        assert path in entries, path
    assert entries["usr/bin/dvonn-engine"] == "-rwxr-xr-x"
    for size in ("16x16", "48x48", "256x256"):
        assert f"usr/share/icons/hicolor/{size}/mimetypes/application-x-dvonn-game.png" in entries
    assert "usr/share/icons/hicolor/scalable/mimetypes/application-x-dvonn-game.svg" in entries
    assert not any("/.." in p or p.endswith("libexpat.so.1") for p in entries)


def test_mime_package_and_desktop_file_name_the_dvn_type(unpacked: Path) -> None:
    mime = (unpacked / MIME_XML).read_text(encoding="utf-8")
    assert '<mime-type type="application/x-dvonn-game">' in mime
    assert '<glob pattern="*.dvn"/>' in mime and '<glob pattern="*.sgf"' not in mime
    desktop = (unpacked / "usr/share/applications/dvonn.desktop").read_text(encoding="utf-8")
    assert "\nMimeType=application/x-dvonn-game;application/x-go-sgf;\n" in desktop


def test_dvonn_engine_runs_the_bundle_and_counts_perft(unpacked: Path) -> None:
    script = (unpacked / "usr/bin/dvonn-engine").read_text(encoding="utf-8")
    assert script.startswith("#!/bin/sh\n") and 'exec /opt/dvonn/dvonn --engine "$@"' in script
    # The script as installed, with /opt/dvonn where dpkg-deb unpacked it.
    local = script.replace("/opt/dvonn/", f"{unpacked}/opt/dvonn/")
    home = unpacked / "home"
    home.mkdir(exist_ok=True)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "LANG": "C.UTF-8"}
    checked = 0
    for line in LINES:  # every reference count (all at most 1,000,000: quick)
        result = subprocess.run(
            ["sh", "-c", local, "dvonn-engine", "perft", line.position, str(line.depth)],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout.split()[-1] == str(line.expected), (line, result.stdout)
        checked += 1
    assert checked == len(LINES) >= 8
    usage = subprocess.run(
        ["sh", "-c", local, "dvonn-engine", "--help"], env=env, capture_output=True, text=True
    )
    assert usage.returncode == 0 and usage.stdout.startswith("usage: dvonn-engine ")


def test_man_pages_are_gzipped_groff_for_both_commands(unpacked: Path, tmp_path: Path) -> None:
    for path, name in zip(MAN_PAGES, ("DVONN", "DVONN-ENGINE"), strict=True):
        text = gzip.decompress((unpacked / path).read_bytes()).decode("ascii")
        assert f"\n.TH {name.replace('-', chr(92) + '-')} 6 " in text, path
        assert "\n.SH SYNOPSIS\n" in text and "\n.SH OPTIONS\n" in text
        if shutil.which("groff"):
            page = tmp_path / Path(path).stem
            page.write_text(text, encoding="ascii")
            check = subprocess.run(
                ["groff", "-man", "-ww", "-z", str(page)], capture_output=True, text=True
            )
            assert check.returncode == 0 and not check.stderr, check.stderr
    engine = gzip.decompress((unpacked / MAN_PAGES[1]).read_bytes()).decode("ascii")
    assert '.SS "perft"' in engine and '.SS "review"' in engine


def test_no_elf_file_needs_a_glibc_newer_than_ubuntu_22_04s(
    debian_package: Path, unpacked: Path
) -> None:
    newest = check_bundle.glibc_by_file(unpacked / "opt" / "dvonn")
    assert len(newest) > 50  # every ELF file of the bundle was read
    too_new = {str(p.relative_to(unpacked)): v for p, v in newest.items() if v > (2, 35)}
    assert too_new == {}
    needed = ".".join(map(str, max(newest.values())))
    wanted = depends(debian_package)
    assert f"libc6 (>= {needed})" in wanted, wanted
    assert "libexpat1" in wanted  # fontconfig's XML parser, from the system now
    assert any(d.startswith("libstdc++6 (>= ") for d in wanted), wanted


FAKE_TRIGGERS = {
    "shared-mime-info": "/usr/share/mime/packages",
    "desktop-file-utils": "/usr/share/applications",
    "hicolor-icon-theme": "/usr/share/icons/hicolor",
}


def fake_package(out: Path, name: str, folder: str) -> Path:
    """A package interested in ``folder`` whose postinst notes each trigger it receives."""
    stage = out / name
    (stage / "DEBIAN").mkdir(parents=True)
    (stage / "DEBIAN" / "control").write_text(
        f"Package: {name}\nVersion: 99\nArchitecture: all\nMaintainer: test <t@example.org>\n"
        f"Description: stands in for {name}\n",
        encoding="utf-8",
    )
    (stage / "DEBIAN" / "triggers").write_text(f"interest-noawait {folder}\n", encoding="utf-8")
    postinst = stage / "DEBIAN" / "postinst"
    postinst.write_text(
        f'#!/bin/sh\n[ "$1" != triggered ] || echo "$2" >> "$DPKG_ROOT/{name}.triggered"\n',
        encoding="utf-8",
    )
    postinst.chmod(0o755)
    deb = out / f"{name}.deb"
    subprocess.run(["dpkg-deb", "--build", str(stage), str(deb)], check=True, capture_output=True)
    return deb


def test_installing_and_removing_fires_the_desktop_database_triggers(
    debian_package: Path, tmp_path: Path
) -> None:
    """Debian refreshes the MIME database, the desktop file cache and the icon cache by the
    file triggers of the packages that own them; here stand-ins declare the same interests,
    and installing and removing the game must fire each (no maintainer script needed)."""
    root = tmp_path / "root"
    admin = root / "var" / "lib" / "dpkg"
    for folder in ("info", "updates", "triggers"):
        (admin / folder).mkdir(parents=True)
    (admin / "status").touch()
    options = ["--force-not-root", "--force-script-chrootless", "--log=/dev/null"]

    def dpkg(*args: str) -> None:
        command = ["dpkg", f"--root={root}", *options, *args]
        result = subprocess.run(command, capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr

    fakes = [fake_package(tmp_path / "fakes", n, f) for n, f in FAKE_TRIGGERS.items()]
    dpkg("-i", *map(str, fakes))
    for name in FAKE_TRIGGERS:
        (root / f"{name}.triggered").unlink(missing_ok=True)
    dpkg("--force-depends", "-i", str(debian_package))
    for name, folder in FAKE_TRIGGERS.items():
        assert (root / f"{name}.triggered").read_text().split() == [folder], name
        (root / f"{name}.triggered").unlink()
    dpkg("--purge", "dvonn")
    for name, folder in FAKE_TRIGGERS.items():
        assert (root / f"{name}.triggered").read_text().split() == [folder], name
