"""The packaging files themselves, without building anything (part of `make test`).

Icons in every size each platform wants, the .desktop file, the installer's shell syntax and
quoting, the spec's platform branches and the files they name, the Inno Setup script, the CI
workflow, the ELF reader of the bundle audit, and the app's --self-test switch from source.
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.packaging_support import ON_LINUX, ROOT, check_bundle

ICONS = ROOT / "assets" / "icons"
LINUX = ROOT / "packaging" / "linux"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


# --- icons -----------------------------------------------------------------------------------


@pytest.mark.parametrize("size", HICOLOR_SIZES)
def test_png_icon_in_every_hicolor_size(size: int) -> None:
    assert png_size((ICONS / f"dvonn-{size}.png").read_bytes()) == (size, size)


def test_ico_holds_the_windows_sizes_as_png() -> None:
    data = (ICONS / "dvonn.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        entry = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        width, bits, length, offset = entry[0], entry[5], entry[6], entry[7]
        sizes.append(width or 256)
        assert bits == 32
        assert png_size(data[offset : offset + length]) == (width or 256, width or 256)
    assert {16, 24, 32, 48, 256} <= set(sizes)


def test_icns_holds_retina_sizes_as_png() -> None:
    data = (ROOT / "packaging" / "macos" / "dvonn.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    found: dict[bytes, int] = {}
    offset = 8
    while offset < len(data):
        kind = data[offset : offset + 4]
        length = struct.unpack(">I", data[offset + 4 : offset + 8])[0]
        found[kind] = png_size(data[offset + 8 : offset + length])[0]
        offset += length
    assert offset == len(data)
    assert found[b"icp4"] == 16 and found[b"ic07"] == 128 and found[b"ic10"] == 1024
    assert found[b"ic14"] == 512 and found[b"ic11"] == 32


def test_svg_icon_is_well_formed() -> None:
    import xml.etree.ElementTree as ET

    root = ET.parse(ICONS / "dvonn.svg").getroot()
    assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 512 512"


# --- Linux: .desktop file and installer ------------------------------------------------------


def desktop_entry() -> dict[str, str]:
    lines = (LINUX / "dvonn.desktop").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


def test_desktop_file_names_the_app_as_the_window_does() -> None:
    from app.__main__ import APP_ID

    entry = desktop_entry()
    assert entry["StartupWMClass"] == APP_ID  # QApplication argv[0]: the WM_CLASS instance
    assert entry["Icon"] == APP_ID
    assert entry["Exec"].split()[0] == APP_ID  # install.sh rewrites it to the launcher's path
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
    assert "Game;" in entry["Categories"] and "BoardGame;" in entry["Categories"]
    # The file's name is what setDesktopFileName(APP_ID) points Wayland compositors to.
    assert (LINUX / f"{APP_ID}.desktop").is_file()
    main = (ROOT / "app" / "__main__.py").read_text(encoding="utf-8")
    assert "setDesktopFileName(APP_ID)" in main


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_file_validates() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(LINUX / "dvonn.desktop")], capture_output=True, text=True
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.parametrize("script", ["install.sh", "make-tarball.sh", "make-deb.sh"])
def test_shell_scripts_parse(script: str) -> None:
    shell = "sh" if script == "install.sh" else "bash"
    if shutil.which(shell) is None:
        pytest.skip(f"no {shell}")
    assert subprocess.run([shell, "-n", str(LINUX / script)]).returncode == 0
    assert os.access(LINUX / script, os.X_OK)


@pytest.mark.skipif(shutil.which("sh") is None, reason="needs sh")
@pytest.mark.parametrize(
    "path",
    ["/home/ann/.local/bin/dvonn", "/home/Ann Lee/.local/bin/dvonn", '/home/x"$`\\y/bin/dvonn'],
)
def test_installer_quotes_the_exec_path_as_the_desktop_spec_says(path: str) -> None:
    """install.sh's quoting, read back the way the Desktop Entry spec says to."""
    text = (LINUX / "install.sh").read_text(encoding="utf-8")
    functions = "\n".join(
        text[text.index(f"{name}() {{") :].split("\n}\n", 1)[0] + "\n}"
        for name in ("desktop_string", "desktop_exec_arg")
    )
    quoted = subprocess.run(
        ["sh", "-c", f'{functions}\ndesktop_exec_arg "$1"', "sh", path],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    # 1. the value as a string: \\ -> \ ;  2. the Exec argument: "..." with \" \` \$ \\ inside.
    value = quoted.replace("\\\\", "\0").replace("\0", "\\")
    assert value.startswith('"') and value.endswith('"')
    inner, out, i = value[1:-1], "", 0
    while i < len(inner):
        if inner[i] == "\\":
            assert inner[i + 1] in '"`$\\'
            i += 1
        else:
            assert inner[i] not in '"`$'
        out += inner[i]
        i += 1
    assert out == path


# --- the spec and the other platforms' files -------------------------------------------------


def test_spec_is_python_and_names_files_that_exist() -> None:
    text = (ROOT / "packaging" / "dvonn.spec").read_text(encoding="utf-8")
    compile(text, "dvonn.spec", "exec")
    for needed in ("OpenGL.platform.egl", "OpenGL.platform.glx", "OpenGL.EGL", "console=False"):
        assert needed in text
    assert "BUNDLE(" in text and "bundle_identifier" in text and "NSHighResolutionCapable" in text
    assert "version_info.text(VERSION)" in text and "dvonn.ico" in text
    assert (ROOT / "packaging" / "launcher.py").is_file()
    assert (ICONS / "dvonn.ico").is_file()
    assert (ROOT / "packaging" / "macos" / "dvonn.icns").is_file()


def test_launcher_calls_freeze_support_before_the_app() -> None:
    text = (ROOT / "packaging" / "launcher.py").read_text(encoding="utf-8")
    assert text.index("multiprocessing.freeze_support()") < text.index("from app.__main__ import")


def test_inno_setup_script_installs_per_user_with_shortcuts_and_uninstaller() -> None:
    text = (ROOT / "packaging" / "windows" / "dvonn.iss").read_text(encoding="utf-8")
    setup = text.split("[Setup]", 1)[1].split("\n[", 1)[0]
    lines = [line for line in setup.splitlines() if "=" in line and not line.startswith(";")]
    keys = dict(line.split("=", 1) for line in lines)
    assert keys["PrivilegesRequired"] == "lowest"
    assert keys["DefaultDirName"].startswith("{autopf}") or keys["DefaultDirName"].startswith(
        "{localappdata}"
    )
    assert "{group}" in text and "{autodesktop}" in text  # Start menu and desktop shortcuts
    assert "[UninstallDelete]" in text or "Uninstallable" not in keys
    assert "dvonn.exe" in text and "dvonn.ico" in text


def test_ci_workflow_builds_on_all_three_systems() -> None:
    workflows = list((ROOT / ".github" / "workflows").glob("*.yml"))
    text = "\n".join(w.read_text(encoding="utf-8") for w in workflows)
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert runner in text
    for step in ("packaging/build_dist.py", "iscc", "sign-and-notarize", "make test-frozen"):
        assert step in text
    assert "\t" not in text


# --- the bundle audit's ELF reader ---------------------------------------------------------


@pytest.mark.skipif(not ON_LINUX, reason="ELF")
def test_elf_reader_finds_needed_libraries_and_glibc_versions() -> None:
    python = Path(sys.executable).resolve()
    needed = check_bundle.needed(python)
    assert needed is not None and "libc.so.6" in needed
    assert any(v.startswith("GLIBC_2.") for v in check_bundle.symbol_versions(python))
    assert check_bundle.needed(ROOT / "README.md") is None


# --- the --self-test switch from source ------------------------------------------------------


@pytest.mark.gui
def test_self_test_switch_passes_from_source(tmp_path: Path) -> None:
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    report_path = tmp_path / "report.json"
    result = subprocess.run(
        [sys.executable, "-m", "app", "--self-test", str(report_path)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    report = json.loads(report_path.read_text(encoding="utf-8"))
    assert result.returncode == 0, (report.get("checks"), result.stderr)
    assert report["ok"] and not report["frozen"]
    assert report["computer"]["legal"] and report["quit"]["children_left"] == []


def test_windows_version_resource_loads_as_pyinstaller_reads_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The spec's version file, through PyInstaller's own loader (its Windows-only imports
    stubbed out here) and serialised as the resource Windows reads."""
    import types

    import PyInstaller.compat

    monkeypatch.setitem(
        sys.modules, "pefile", sys.modules.get("pefile") or types.ModuleType("pefile")
    )
    if not hasattr(PyInstaller.compat, "win32api"):
        monkeypatch.setattr(
            PyInstaller.compat, "win32api", types.ModuleType("win32api"), raising=False
        )
    monkeypatch.syspath_prepend(str(ROOT / "packaging" / "windows"))
    import version_info
    from PyInstaller.utils.win32 import versioninfo

    path = tmp_path / "version_info.txt"
    path.write_text(version_info.text("1.2.3"), encoding="utf-8")
    info = versioninfo.load_version_info_from_text_file(str(path))
    assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == (1 << 16 | 2, 3 << 16)
    raw = info.toRaw()
    assert "DVONN 3D".encode("utf-16-le") in raw and "1.2.3".encode("utf-16-le") in raw
    assert version_info.numbers("2.0") == (2, 0, 0, 0)


def test_appstream_metainfo_validates() -> None:
    metainfo = LINUX / "io.github.dvonn3d.dvonn.metainfo.xml"
    if shutil.which("appstreamcli") is None:
        pytest.skip("appstreamcli is not installed (apt-get install appstream)")
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(metainfo)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    text = metainfo.read_text(encoding="utf-8")
    assert '<launchable type="desktop-id">dvonn.desktop</launchable>' in text
    assert (LINUX / "dvonn.desktop").is_file()
