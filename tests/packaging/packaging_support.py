"""Paths and the packaging scripts (loaded from packaging/, which is no package), for the
packaging tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
# What the frozen bundle is made from: a change to any of these makes dist/ stale.
SOURCES = ("app", "engine", "assets", "packaging/dvonn.spec", "packaging/launcher.py")
ON_LINUX = sys.platform.startswith("linux")


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


build_dist = _load("build_dist", ROOT / "packaging" / "build_dist.py")
check_bundle = _load("check_bundle", ROOT / "packaging" / "linux" / "check_bundle.py")
