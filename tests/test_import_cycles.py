"""No import cycles among the project's modules (engine, app, scripts, benchmarks, tests), and
no arrow that runs back up between the folders of engine/ or of app/.

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

import pytest

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


def project_packages(root: Path) -> frozenset[str]:
    """The names of the packages (folders with an ``__init__``) in FOLDERS."""
    return frozenset(
        module_name(path, root)
        for folder in FOLDERS
        for path in (root / folder).rglob("__init__.py")
    )


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
    sources, packages = project_modules(ROOT), project_packages(ROOT)
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


def folder_of(module: str, packages: frozenset[str]) -> str:
    """The folder (package) a module lives in; a package's ``__init__`` lives in its own."""
    return module if module in packages else module.rpartition(".")[0]


def arrows_back_up(graph: Mapping[str, set[str]], packages: frozenset[str], top: str) -> list[str]:
    """Imports under ``top`` that leave a folder (up to a parent, or across to a sibling) for
    a module that leads back into it: ``a/x -> b/y -> ... -> a/z``, so the two folders depend
    on each other.  Going down into a subfolder is the way arrows run: the subfolder may use
    its parent's shared modules (settings, i18n) without that counting as a way back."""
    found = []
    for module in sorted(m for m in graph if m == top or m.startswith(top + ".")):
        here = folder_of(module, packages)
        for target in sorted(graph[module]):
            there = folder_of(target, packages)
            if there == here or there.startswith(here + "."):
                continue
            seen, todo = {target}, [target]
            while todo:
                for step in graph.get(todo.pop(), ()):
                    if step not in seen:
                        seen.add(step)
                        todo.append(step)
            back = sorted(m for m in seen if folder_of(m, packages) == here)
            if back:
                found.append(f"{module} -> {target} leads back to {back[0]}")
    return found


def test_no_arrow_runs_back_up_between_app_folders() -> None:
    sources, packages = project_modules(ROOT), project_packages(ROOT)
    graph = import_graph(sources, packages)
    assert any(folder_of(m, packages) == "app.widgets" for m in graph)
    assert arrows_back_up(graph, packages, "app") == []


def test_no_arrow_runs_back_up_between_engine_folders() -> None:
    """engine/ai and engine/review do not depend on each other: the worker process that
    serves both lives above them, in engine/service."""
    sources, packages = project_modules(ROOT), project_packages(ROOT)
    graph = import_graph(sources, packages)
    assert {"engine.ai", "engine.review", "engine.records", "engine.service"} <= packages
    assert "engine.ai" in graph["engine.review.analysis"]  # the review uses the search
    assert arrows_back_up(graph, packages, "engine") == []


# Two shapes that ran back up, and where the module moved to end it: menus.py in app/widgets/
# (a widget importing the window's wiring, which imports another widget), and
# engine/ai/worker.py (the AI's folder importing the review, which imports the AI).
BACK_UP = [
    pytest.param(
        {
            "app": "",
            "app.settings": "",
            "app.review_ui": "from app.widgets import pane\n",
            "app.widgets": "",
            "app.widgets.pane": "from app import settings\n",
            "app.widgets.menus": "from app.review_ui import ReviewUi\n",
        },
        ("app", "app.widgets"),
        ("app.widgets.menus", "app.menus"),
        "app.widgets.menus -> app.review_ui leads back to app.widgets.pane",
        id="app",
    ),
    pytest.param(
        {
            "engine": "",
            "engine.ai": "",
            "engine.ai.api": "",
            "engine.ai.worker": "from engine.review.analysis import run_passes\n",
            "engine.review": "",
            "engine.review.analysis": "from engine.ai.api import Engine\n",
        },
        ("engine", "engine.ai", "engine.review"),
        ("engine.ai.worker", "engine.service.worker"),
        "engine.ai.worker -> engine.review.analysis leads back to engine.ai.api",
        id="engine",
    ),
]


@pytest.mark.parametrize(("sources", "folders", "move", "found"), BACK_UP)
def test_an_arrow_back_up_is_found(
    sources: dict[str, str], folders: tuple[str, ...], move: tuple[str, str], found: str
) -> None:
    top = folders[0]
    packages = frozenset(folders)
    assert arrows_back_up(import_graph(sources, packages), packages, top) == [found]
    old, new = move
    sources = {**sources, new.rpartition(".")[0]: ""}
    sources[new] = sources.pop(old)
    packages |= {new.rpartition(".")[0]}
    assert arrows_back_up(import_graph(sources, packages), packages, top) == []
