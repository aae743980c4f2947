"""One name, one meaning: the board's geometry lives in the engine and the view imports it;
names that once meant two things are defined once.

Checked by parsing the sources (ast), like tests/test_purity.py.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted([*(ROOT / "engine").rglob("*.py"), *(ROOT / "app").rglob("*.py")])
VIEW = sorted((ROOT / "app" / "view").glob("*.py"))
# What the view may take from the engine: geometry and pieces, not rules.
VIEW_MAY_IMPORT = {"engine.board", "engine.pieces", "engine.position", "engine.errors"}


def top_level_names(path: Path) -> set[str]:
    """Classes, functions and assigned names a module defines at its top level."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ClassDef | ast.FunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names


@pytest.mark.parametrize(
    ("name", "home"),
    [
        ("Transition", "engine/rules.py"),  # a move played; the view's is a SceneChange
        ("RecordFormat", "engine/records/files.py"),  # the app offers FileTypes of them
        ("DIRECTIONS", "engine/board.py"),  # their order matters to the cut-off rule
        ("on_board", "engine/board.py"),
        ("COLUMNS", "engine/board.py"),
        ("stack_owner", "engine/pieces.py"),
        ("PIECES", "engine/pieces.py"),
        ("BoardView", "app/view/board_view.py"),  # the review's picture is a ReviewBoard
        ("Verdict", "engine/review/judgement.py"),  # a lesson's answer is a Feedback
        ("Step", "engine/puzzles.py"),  # a lesson's is a LessonStep
        ("cells_in_line", "engine/board.py"),  # where a stack may land: the rules read it
        ("pick", "app/view/picking.py"),  # a level's softmax is softmax_choice
        ("summarise", "engine/review/judgement.py"),  # a match's is summarise_match
        ("play", "engine/core.py"),  # the CodeCup protocol's loop is run_protocol
    ],
)
def test_a_name_is_defined_once(name: str, home: str) -> None:
    defined = [str(p.relative_to(ROOT)) for p in SOURCES if name in top_level_names(p)]
    assert defined == [home]


@pytest.mark.parametrize("path", VIEW, ids=lambda p: p.name)
def test_the_view_takes_geometry_from_the_engine_not_rules(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    taken = {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("engine")
    }
    taken |= {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
        if alias.name.startswith("engine")
    }
    assert taken <= VIEW_MAY_IMPORT


# Issue 49 point 4: "review" is the computer's game review; going back through a game's moves
# is looking back (GameController.look_back, look_back_step, looking_back_at), and the rules
# test a surrounded stack once.
RETIRED = ("review_to", "review_step", "review_ply", "_hemmed_in")


def defined_and_used(path: Path) -> set[str]:
    """Every function, method and attribute name a module defines or reads."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.Name):
            names.add(node.id)
    return names


@pytest.mark.parametrize("name", RETIRED)
def test_a_retired_name_is_gone(name: str) -> None:
    tests = sorted((ROOT / "tests").rglob("*.py"))
    found = [
        str(p.relative_to(ROOT))
        for p in [*SOURCES, *tests]
        if p.name != "test_one_name.py" and name in defined_and_used(p)
    ]
    assert found == []


def test_looking_back_and_the_review_are_two_names() -> None:
    controller = ROOT / "app" / "controller.py"
    assert {"look_back", "look_back_step", "looking_back_at"} <= top_level_names_deep(controller)
    review_ui = ROOT / "app" / "review_ui.py"
    assert "game_review" in defined_and_used(review_ui)


def top_level_names_deep(path: Path) -> set[str]:
    """The names of the functions and methods ``path`` defines."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
