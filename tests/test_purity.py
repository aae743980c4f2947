"""The engine must stay standard-library only: no Qt, OpenGL, numpy or any other package.

Checked by parsing the source (ast), not by importing it, so a forbidden import is caught even
in code paths that no test runs.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parent.parent / "engine"
MODULES = sorted(ENGINE.rglob("*.py"))
# Named explicitly for a clear message; anything else outside the standard library fails too.
FORBIDDEN = {"PyQt6", "PyQt5", "PySide6", "PySide2", "OpenGL", "numpy", "app"}
ALLOWED = set(sys.stdlib_module_names) | {"engine"}


def imported_modules(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, top-level module) of every absolute import, including importlib/__import__ calls
    with a literal name."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
        elif (
            isinstance(node, ast.Call)
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and (
                (isinstance(node.func, ast.Name) and node.func.id == "__import__")
                or (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
            )
        ):
            found.append((node.lineno, node.args[0].value))
    return [(line, name.split(".")[0]) for line, name in found]


def test_engine_package_exists() -> None:
    assert (ENGINE / "__init__.py").is_file()


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ENGINE.parent)))
def test_engine_module_imports_only_stdlib(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    bad = [
        f"{path.relative_to(ENGINE.parent)}:{line}: imports {name}"
        + (" (GUI/graphics/numpy code belongs in app/)" if name in FORBIDDEN else "")
        for line, name in imported_modules(tree)
        if name in FORBIDDEN or name not in ALLOWED
    ]
    assert not bad, "engine/ must stay standard-library only:\n" + "\n".join(bad)


def test_checker_catches_forbidden_imports() -> None:
    source = (
        "import os\nimport numpy as np\nfrom PyQt6.QtCore import Qt\nfrom . import rules\n"
        "from OpenGL import GL\nimport importlib\nimportlib.import_module('numpy.linalg')\n"
    )
    names = sorted(name for _, name in imported_modules(ast.parse(source)))
    assert names == ["OpenGL", "PyQt6", "importlib", "numpy", "numpy", "os"]


def full_imports(tree: ast.AST) -> set[str]:
    """Every module name an absolute import in ``tree`` names, with the names of
    ``from X import Y`` as X.Y too (so ``from engine import _core`` reads engine._core)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names |= {f"{node.module}.{alias.name}" for alias in node.names}
    return names


def test_only_engine_core_imports_the_compiled_core() -> None:
    """One narrow boundary: engine/core.py is the extension's only importer."""
    root = ENGINE.parent
    importers = [
        str(path.relative_to(root))
        for folder in ("engine", "app", "scripts", "benchmarks", "tests")
        for path in sorted((root / folder).rglob("*.py"))
        if "engine._core" in full_imports(ast.parse(path.read_text(encoding="utf-8")))
    ]
    allowed = {"engine/core.py"} | {
        name for name in importers if name.startswith("tests/engine/test_core_")
    }
    assert importers and set(importers) <= allowed, importers
