"""Build the frozen app for this platform and smoke-check it (what `make dist` runs).

    python packaging/build_dist.py [--no-build] [--no-smoke]

1. PyInstaller with packaging/dvonn.spec into dist/dvonn/ (build/ for its work files);
   on macOS also "dist/DVONN 3D.app".
2. Linux: packaging/linux/check_bundle.py (libraries bundled or expected from the system,
   nothing that was left out on purpose).
3. Smoke check: the frozen binary's ``--screenshot`` writes dist/smoke.png, under a virtual X
   screen (xvfb-run) on Linux when there is no display, with a throw-away HOME so that no
   preferences are touched.
4. dist/build-info.json: platform, version, build seconds, bundle size.

Exits non-zero at the first step that fails.  Runs on Linux, Windows and macOS (CI).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUNDLE = DIST / "dvonn"
XVFB = ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24"]


def binary(bundle: Path = BUNDLE) -> Path:
    """The executable to run: inside "DVONN 3D.app" on macOS (what players start)."""
    if sys.platform == "darwin" and bundle == BUNDLE:
        inside_app = DIST / "DVONN 3D.app" / "Contents" / "MacOS" / "dvonn"
        if inside_app.is_file():
            return inside_app
    return bundle / ("dvonn.exe" if sys.platform == "win32" else "dvonn")


def version() -> str:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(data["project"]["version"])


def bundle_size(bundle: Path = BUNDLE) -> tuple[int, int]:
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def build() -> float:
    for stale in (BUNDLE, DIST / "DVONN 3D.app"):
        shutil.rmtree(stale, ignore_errors=True)
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean"]
    command += ["--log-level", "WARN", "--distpath", str(DIST), "--workpath", str(ROOT / "build")]
    command.append(str(ROOT / "packaging" / "dvonn.spec"))
    started = time.monotonic()
    subprocess.run(command, check=True, cwd=ROOT)
    return time.monotonic() - started


def gui_command(command: list[str]) -> list[str]:
    """Wrap a GUI command in xvfb-run on Linux when no display is available."""
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if sys.platform.startswith("linux") and headless:
        if shutil.which("xvfb-run") is None:
            raise SystemExit("build_dist: no display and no xvfb-run (apt-get install xvfb xauth)")
        return XVFB + command
    return command


def isolated_env(home: Path) -> dict[str, str]:
    """The environment with a throw-away HOME (and XDG folders, APPDATA) for the frozen app."""
    env = dict(os.environ)
    env.update(
        HOME=str(home),
        USERPROFILE=str(home),
        APPDATA=str(home / "AppData" / "Roaming"),
        LOCALAPPDATA=str(home / "AppData" / "Local"),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CACHE_HOME=str(home / ".cache"),
        LANG=env.get("LANG") or "C.UTF-8",
    )
    # The frozen app chooses its own PyOpenGL back end and Qt platform; whatever a test
    # harness set for the source tree must not leak in.
    for name in ("PYOPENGL_PLATFORM", "QT_QPA_PLATFORM", "PYTHONPATH", "PYTHONHOME"):
        env.pop(name, None)
    return env


def run_app(
    command: list[str],
    home: Path,
    extra_env: dict[str, str] | None = None,
    timeout: float = 180.0,
    xvfb_args: str = "",
) -> subprocess.CompletedProcess[str]:
    """Run the frozen app (command[0]) with a throw-away HOME, on a virtual screen if needed.

    ``xvfb_args`` (Linux) forces a virtual screen of its own with these extra server
    options, e.g. "-extension GLX" for a screen without OpenGL.
    """
    env = isolated_env(home)
    env.update(extra_env or {})
    if xvfb_args:
        command = [*XVFB[:-1], f"{XVFB[-1]} {xvfb_args}", *command]
    else:
        command = gui_command(command)
    return subprocess.run(command, env=env, timeout=timeout, capture_output=True, text=True)


def smoke(bundle: Path = BUNDLE, timeout: float = 180.0) -> Path:
    target = DIST / "smoke.png"
    target.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="dvonn-smoke-") as home:
        command = [str(binary(bundle)), "--screenshot", str(target), "--size", "1024x700"]
        result = run_app(command, Path(home), timeout=timeout)
    if result.returncode != 0 or not target.is_file() or target.stat().st_size < 1000:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"build_dist: smoke check failed (exit status {result.returncode})")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="check an existing bundle")
    parser.add_argument("--no-smoke", action="store_true", help="skip the --screenshot check")
    args = parser.parse_args(argv)

    info: dict[str, object] = {
        "version": version(),
        "platform": f"{sys.platform}-{platform.machine().lower()}",
        "python": platform.python_version(),
    }
    if not args.no_build:
        seconds = build()
        info["build_seconds"] = round(seconds, 1)
        print(f"build_dist: PyInstaller took {seconds:.1f} s")
    if not binary().is_file():
        print(f"build_dist: no frozen binary at {binary()}", file=sys.stderr)
        return 1
    if sys.platform.startswith("linux"):
        subprocess.run(
            [sys.executable, str(ROOT / "packaging" / "linux" / "check_bundle.py"), str(BUNDLE)],
            check=True,
        )
    size, count = bundle_size()
    info.update(bundle_bytes=size, bundle_files=count)
    print(f"build_dist: {BUNDLE}: {count} files, {size / 1e6:.1f} MB ({size / 2**20:.1f} MiB)")
    if not args.no_smoke:
        started = time.monotonic()
        shot = smoke()
        info["smoke_seconds"] = round(time.monotonic() - started, 1)
        print(f"build_dist: smoke check passed: {shot} ({info['smoke_seconds']} s)")
    (DIST / "build-info.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
