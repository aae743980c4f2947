"""The frozen app (PyInstaller build in dist/) keeps working where freezing breaks things.

Each run uses the app's hidden ``--self-test REPORT`` switch (app/self_test.py): the window
starts and draws its first frame, the computer player's worker process (multiprocessing
"spawn": the frozen binary started again) answers a move, translations, sounds, rules and
icons are found inside the bundle, a game is written to a library and read back, and the window
closes leaving no child process.  Around that: both PyOpenGL back ends on Linux, the flat
board on a screen without OpenGL, the X11 window class the .desktop file relies on, the
bundle's library audit, and start-up time from a cold page cache.

Run by `make test-frozen` (CI); see conftest.py for when they skip.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from tests.packaging.packaging_support import ON_LINUX, ROOT, build_dist, check_bundle

pytestmark = [pytest.mark.frozen, pytest.mark.slow]

HAS_3D_VIEW = (ROOT / "app" / "view" / "board_view.py").is_file()
linux_only = pytest.mark.skipif(not ON_LINUX, reason="Linux: X11, GLX/EGL, Xvfb")


def source_has_qtmultimedia() -> bool:
    try:
        from PyQt6.QtMultimedia import QSoundEffect  # noqa: F401
    except ImportError:
        return False
    return True


def self_test(
    binary: Path, tmp_path: Path, extra_env: dict[str, str] | None = None, xvfb_args: str = ""
) -> tuple[dict[str, Any], float, subprocess.CompletedProcess[str]]:
    """Run ``--self-test``; returns the report, the launch time and the finished process."""
    home = tmp_path / "home"
    home.mkdir(parents=True, exist_ok=True)
    report_path = tmp_path / "report.json"
    launched = time.time()
    result = build_dist.run_app(
        [str(binary), "--self-test", str(report_path)],
        home,
        extra_env,
        timeout=180,
        xvfb_args=xvfb_args,
    )
    assert report_path.is_file(), f"no report; exit {result.returncode}:\n{result.stderr}"
    report = json.loads(report_path.read_text(encoding="utf-8"))
    return report, launched, result


def assert_passed(report: dict[str, Any], result: subprocess.CompletedProcess[str]) -> None:
    failed = [name for name, ok in report["checks"].items() if not ok]
    assert not failed, f"failed checks {failed}:\n{json.dumps(report, indent=1)}\n{result.stderr}"
    assert result.returncode == 0, result.stderr
    assert report["frozen"] is True
    core = report["core"]  # the compiled search core came with the bundle and works
    assert core["in_bundle"] and core["perft_2"] > 0, core
    computer = report["computer"]
    assert computer["answered"] and computer["legal"] and computer["separate_process"]
    assert computer["process_exit_code"] == 0  # the worker ended when asked, not killed
    assert report["quit"]["children_left"] == []
    files = report["files"]
    assert files["rules"] == sorted(p.name for p in (ROOT / "assets" / "rules").glob("*.html"))
    assert all(t == {"catalogue": True, "qt": True} for t in files["translations"].values())
    assert {"cutoff.wav", "land.wav", "place.wav"} <= set(files["sounds"]["files"])
    if source_has_qtmultimedia():  # the bundle must load it wherever the source tree can
        assert files["sounds"]["qtmultimedia"] is True, files["sounds"]
    assert "dvonn-16.png" in files["icons"]
    source_shaders = sorted(p.name for p in (ROOT / "assets" / "shaders").glob("*"))
    assert files["shaders"] == source_shaders


def evict_from_page_cache(folder: Path) -> None:
    """Drop the folder's files from the page cache (a cold start without root)."""
    if not hasattr(os, "posix_fadvise"):
        return
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            fd = os.open(path, os.O_RDONLY)
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)


def test_frozen_app_starts_renders_asks_the_computer_and_quits(
    frozen_binary: Path, tmp_path: Path, metrics: dict[str, Any]
) -> None:
    evict_from_page_cache(frozen_binary.parent)
    cold, launched, result = self_test(frozen_binary, tmp_path / "cold")
    assert_passed(cold, result)
    frame = cold["frame"]
    if ON_LINUX:
        # Mesa under Xvfb gives OpenGL 3.3: the 3D board must come up, through GLX.
        assert cold["pyopengl_platform"] == "glx"
        assert frame["opengl"] is HAS_3D_VIEW and not frame["replaced"], frame
        # Preferences go where Qt puts them for the app: ~/.config/dvonn/dvonn.conf.
        assert cold["settings_file"].endswith("/.config/dvonn/dvonn.conf")
    warm, launched_warm, result = self_test(frozen_binary, tmp_path / "warm")
    assert_passed(warm, result)
    metrics["first_frame_cold_s"] = round(frame["first_frame_at"] - launched, 2)
    metrics["first_frame_warm_s"] = round(warm["frame"]["first_frame_at"] - launched_warm, 2)
    metrics["ai_move_s"] = warm["computer"]["seconds"]
    metrics["board"] = frame["board"]
    assert metrics["first_frame_cold_s"] < 60


@linux_only
def test_frozen_app_renders_through_egl(frozen_binary: Path, tmp_path: Path) -> None:
    """Qt on EGL (as on Wayland) needs PyOpenGL's EGL back end, which must be in the bundle."""
    report, _, result = self_test(frozen_binary, tmp_path, {"QT_XCB_GL_INTEGRATION": "xcb_egl"})
    assert_passed(report, result)
    assert report["pyopengl_platform"] == "egl"
    assert report["frame"]["opengl"] is HAS_3D_VIEW and not report["frame"]["replaced"]


@linux_only
@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs xvfb-run")
def test_frozen_app_without_opengl_shows_the_flat_board(
    frozen_binary: Path, tmp_path: Path
) -> None:
    """An X server without GLX: no crash, the flat board, and a message saying why."""
    report, _, result = self_test(frozen_binary, tmp_path, xvfb_args="-extension GLX")
    assert_passed(report, result)
    frame = report["frame"]
    assert frame["opengl"] is False
    if HAS_3D_VIEW:
        assert frame["replaced"] is True
        assert "3D" in frame["message"], frame


def window_classes(display_env: dict[str, str]) -> list[tuple[str, str, str]]:
    """(title, WM_CLASS instance, WM_CLASS class) of every named top-level window."""
    tree = subprocess.run(
        ["xwininfo", "-root", "-tree"], env=display_env, capture_output=True, text=True
    ).stdout
    found = []
    for line in tree.splitlines():
        # 0x1c00007 "DVONN 3D": ("dvonn" "Dvonn")  1024x700+0+0  +0+0
        if '": ("' in line:
            title = line.split('"', 2)[1]
            classes = line.split('": (', 1)[1].split(")", 1)[0]
            parts = classes.split('"')
            if len(parts) >= 4:
                found.append((title, parts[1], parts[3]))
    return found


def desktop_entry() -> dict[str, str]:
    text = (ROOT / "packaging" / "linux" / "dvonn.desktop").read_text(encoding="utf-8")
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def app_processes(binary: Path) -> list[int]:
    """Processes running the bundle's executable (the app and any worker it started)."""
    pids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if Path(os.readlink(entry / "exe")) == binary.resolve():
                    pids.append(int(entry.name))
            except OSError:
                continue
    return pids


@linux_only
@pytest.mark.skipif(shutil.which("xwininfo") is None, reason="needs xwininfo (x11-utils)")
@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs an X display (xvfb-run)")
def test_window_class_matches_the_desktop_file(frozen_binary: Path, tmp_path: Path) -> None:
    """The normal start: its X11 WM_CLASS is what StartupWMClass names; it ends on SIGTERM."""
    home = tmp_path / "home"
    home.mkdir()
    env = build_dist.isolated_env(home)
    process = subprocess.Popen([str(frozen_binary)], env=env, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        ours: list[tuple[str, str, str]] = []
        while not ours and time.monotonic() < deadline:
            assert process.poll() is None, f"the app exited with {process.returncode}"
            time.sleep(0.3)
            ours = [w for w in window_classes(env) if w[0].startswith("DVONN 3D")]
        assert ours, "no DVONN 3D window appeared"
        _title, instance, klass = ours[0]
        assert desktop_entry()["StartupWMClass"] in (instance, klass)
        assert instance == "dvonn"
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)
            pytest.fail("the app did not end on SIGTERM")
    time.sleep(0.5)
    assert app_processes(frozen_binary) == [], "a process of the bundle was left running"


@linux_only
def test_bundle_holds_what_it_needs_and_nothing_left_out(
    frozen_binary: Path, metrics: dict[str, Any]
) -> None:
    bundle = frozen_binary.parent
    summary, problems = check_bundle.audit(bundle)
    assert problems == []
    names = {p.name for p in bundle.rglob("*")}
    assert not any(n.startswith(("libgtk", "libgdk", "libQt6Quick", "libavcodec")) for n in names)
    # Both PyOpenGL back ends are in the archive of Python modules (checked by the EGL run
    # too); the assets are all there.
    assets = bundle / "_internal" / "assets"
    for source in (ROOT / "assets").rglob("*"):
        if source.is_file() and source.suffix != ".py" and "__pycache__" not in source.parts:
            assert (assets / source.relative_to(ROOT / "assets")).is_file(), source
    metrics["bundle_megabytes"] = summary["megabytes"]
    metrics["bundle_mebibytes"] = summary["mebibytes"]
    metrics["bundle_files"] = summary["files"]
    metrics["glibc_required"] = summary["glibc_required"]
    assert summary["megabytes"] < 200, "the bundle grew: see packaging/dvonn.spec's filters"
