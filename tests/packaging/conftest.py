"""Fixtures for the packaging tests: the frozen bundle, the Linux archive, measured figures.

Tests marked ``frozen`` use the PyInstaller build in dist/.  They run when that build is
newer than every source file it was made from; with ``DVONN_FROZEN_TEST=1`` (``make
test-frozen``, CI) a missing or stale build is made first, otherwise such tests skip.
Figures the tests measure (bundle size, start-up times) go to dist/frozen-metrics.json.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.packaging.packaging_support import DIST, ON_LINUX, ROOT, SOURCES, build_dist


def build_wanted() -> bool:
    return os.environ.get("DVONN_FROZEN_TEST") == "1"


def newer_sources(than: Path) -> list[Path]:
    """Source files the bundle is made from that changed after ``than`` was written."""
    stamp = than.stat().st_mtime
    found = []
    for name in SOURCES:
        path = ROOT / name
        files = path.rglob("*") if path.is_dir() else [path]
        found += [
            f
            for f in files
            if f.is_file() and "__pycache__" not in f.parts and f.stat().st_mtime > stamp
        ]
    return found


@pytest.fixture(scope="session")
def frozen_binary() -> Path:
    """The frozen app's executable, built first when DVONN_FROZEN_TEST=1 asks for it."""
    binary: Path = build_dist.binary()
    problem = ""
    if not binary.is_file():
        problem = f"no frozen build at {binary}"
    elif stale := newer_sources(binary):
        problem = f"the frozen build is older than {stale[0].relative_to(ROOT)}"
    if problem:
        if not build_wanted():
            pytest.skip(f"{problem}: run `make test-frozen` (or `make dist`)")
        subprocess.run([sys.executable, str(ROOT / "packaging" / "build_dist.py")], check=True)
    return binary


def _package(pattern: str, script: str, frozen_binary: Path) -> Path:
    """dist/PATTERN made from the current bundle: the newest one if fresh, else built by
    packaging/linux/SCRIPT when DVONN_FROZEN_TEST=1, else the test skips."""
    fresh = [
        p for p in sorted(DIST.glob(pattern)) if p.stat().st_mtime >= frozen_binary.stat().st_mtime
    ]
    if fresh:
        return fresh[-1]
    if not build_wanted():
        pytest.skip(f"no {pattern} newer than the bundle: run `make package`")
    env = dict(os.environ, PYTHON=sys.executable)
    command = [str(ROOT / "packaging" / "linux" / script)]
    output = subprocess.run(command, check=True, env=env, capture_output=True, text=True)
    return Path(output.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="session")
def linux_archive(frozen_binary: Path) -> Path:
    """dist/dvonn-VERSION-linux-ARCH.tar.gz, made from the current bundle."""
    if not ON_LINUX:
        pytest.skip("the .tar.gz archive is the Linux package")
    return _package("dvonn-*-linux-*.tar.gz", "make-tarball.sh", frozen_binary)


@pytest.fixture(scope="session")
def debian_package(frozen_binary: Path) -> Path:
    """dist/dvonn_VERSION_ARCH.deb, made from the current bundle (make-deb.sh)."""
    if not ON_LINUX or not shutil.which("dpkg-deb"):
        pytest.skip("the .deb needs Linux with dpkg-deb")
    return _package("dvonn_*_*.deb", "make-deb.sh", frozen_binary)


_metrics: dict[str, Any] = {}


@pytest.fixture(scope="session")
def metrics() -> Iterator[dict[str, Any]]:
    """Figures to keep: merged into dist/frozen-metrics.json at the end of the session."""
    yield _metrics
    if _metrics and DIST.is_dir():
        target = DIST / "frozen-metrics.json"
        old = json.loads(target.read_text(encoding="utf-8")) if target.is_file() else {}
        old.update(_metrics)
        target.write_text(json.dumps(old, indent=2, sort_keys=True) + "\n", encoding="utf-8")
