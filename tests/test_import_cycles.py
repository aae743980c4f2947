"""No import cycles among the project's modules (engine, app, scripts, benchmarks, tests).

Read from the source with ``ast``, so every import counts: at the top, inside a function, or
under ``TYPE_CHECKING``.  An edge goes to the module an import names: ``from a.b import c``
leads to ``a.b.c`` when that is a module, else to ``a.b``.  A package's ``__init__`` is not
counted as imported by its submodules (Python runs it, but that order is Python's, not a
design choice).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("engine", "app", "scripts", "benchmarks", "tests")


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules(root: Path) -> dict[str, str]:
    """Module name -> source, for every Python file in FOLDERS."""
    return {
        module_name(path, root): path.read_text(encoding="utf-8")
        for folder in FOLDERS
        for path in sorted((root / folder).rglob("*.py"))
    }


def _imported_names(module: str, is_package: bool, tree: ast.AST) -> Iterator[tuple[str, str]]:
    """(base module, name or "") for every import in ``tree``, relative ones resolved."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, ""
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = module.split(".") if is_package else module.split(".")[:-1]
                package = package[: len(package) - (node.level - 1)]
                base = ".".join([*package, base] if base else package)
            for alias in node.names:
                yield base, alias.name
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            yield node.args[0].value, ""


def import_graph(sources: Mapping[str, str], packages: frozenset[str]) -> dict[str, set[str]]:
    """Module -> the project modules it imports (itself left out)."""
    graph: dict[str, set[str]] = {}
    for module, source in sources.items():
        targets = set()
        for base, name in _imported_names(module, module in packages, ast.parse(source)):
            if name and f"{base}.{name}" in sources:
                targets.add(f"{base}.{name}")
            elif base in sources:
                targets.add(base)
        targets.discard(module)
        graph[module] = targets
    return graph


def find_cycle(graph: Mapping[str, set[str]]) -> list[str] | None:
    """One cycle as a path that ends where it starts, or None."""
    done: set[str] = set()
    for start in sorted(graph):
        if start in done:
            continue
        path = [start]
        on_path = {start}
        branches = [iter(sorted(graph[start]))]
        while branches:
            step = next(branches[-1], None)
            if step is None:  # every import of path[-1] explored: no cycle through it
                finished = path.pop()
                on_path.discard(finished)
                done.add(finished)
                branches.pop()
            elif step in on_path:
                return [*path[path.index(step) :], step]
            elif step not in done:
                path.append(step)
                on_path.add(step)
                branches.append(iter(sorted(graph[step])))
    return None


def test_no_import_cycles() -> None:
    sources = project_modules(ROOT)
    packages = frozenset(
        module_name(path, ROOT)
        for folder in FOLDERS
        for path in (ROOT / folder).rglob("__init__.py")
    )
    assert len(sources) > 100
    cycle = find_cycle(import_graph(sources, packages))
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_a_cycle_through_a_function_level_import_is_found() -> None:
    sources = {
        "pkg": "",
        "pkg.a": "from pkg.b import thing\n",
        "pkg.b": "from . import c\n",
        "pkg.c": "def late():\n    import pkg.a\n",
        "pkg.d": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import a\n",
    }
    graph = import_graph(sources, frozenset({"pkg"}))
    assert graph["pkg.a"] == {"pkg.b"} and graph["pkg.b"] == {"pkg.c"}
    assert graph["pkg.d"] == {"pkg.a"}
    assert find_cycle(graph) == ["pkg.a", "pkg.b", "pkg.c", "pkg.a"]
    del sources["pkg.c"]
    assert find_cycle(import_graph(sources, frozenset({"pkg"}))) is None
