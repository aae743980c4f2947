"""One name, one meaning: the board's geometry lives in the engine and the view imports it;
names that once meant two things are defined once.

Checked by parsing the sources (ast), like tests/test_purity.py.
"""

from __future__ import annotations

import ast
import re
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
# test a surrounded stack once.  "Analysis" is the analysis board and the engine's lines on it;
# the side panel's box beside the game is the evaluation (who is ahead, the best line):
# SidePanel.evaluation, set_evaluation, Computer.evaluate and evaluation_changed/_failed.
# Issue 49 point 9: the view works in engine.board.Cell (no cell names, no index of its own).
RETIRED = (
    "review_to",
    "review_step",
    "review_ply",
    "_hemmed_in",
    "set_analysis",
    "analysis_changed",
    "analysis_failed",
    "analysis_on",
    "ANALYSIS_SECONDS",
    "CELL_INDEX",
    "cell_coords",
)


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


def test_the_evaluation_and_the_analysis_are_two_names() -> None:
    """The game's side panel offers the evaluation, never an "analysis" (the analysis board's
    word): its code names and the words a player reads."""
    panel = ROOT / "app" / "widgets" / "side_panel.py"
    assert {"evaluation", "evaluation_toggled", "set_evaluation"} <= defined_and_used(panel)
    assert "analys" not in panel.read_text(encoding="utf-8").lower()
    computer = ROOT / "app" / "computer.py"
    assert {"evaluate", "set_evaluation", "evaluation_changed"} <= defined_and_used(computer)
    window = ROOT / "app" / "analysis" / "window.py"
    assert "AnalysisWindow" in top_level_names(window)


def test_the_side_panel_says_evaluation_in_every_language() -> None:
    """Its check box and its waiting line are the evaluation's in each catalogue; "Analysis" in
    the side panel's context is gone from them."""
    import xml.etree.ElementTree as ET

    for language, word in (("fr", "Évaluation"), ("de", "Bewertung"), ("nl", "Evaluatie"),
                            ("es", "Evaluación")):  # fmt: skip
        path = ROOT / "assets" / "translations" / f"dvonn_{language}.ts"
        sources: dict[str, str] = {}
        for context in ET.parse(path).getroot().iter("context"):
            if context.findtext("name") == "SidePanel":
                for message in context.iter("message"):
                    sources[message.findtext("source") or ""] = (
                        message.findtext("translation") or ""
                    )
        assert sources.get("Evaluation") == word, language
        assert "Evaluating…" in sources and "Analysis" not in sources, language


@pytest.mark.parametrize("language", ["fr", "de", "nl", "es"])
def test_the_review_is_never_called_an_analysis(language: str) -> None:
    """Every text about the review (its source says "review") says it in the review's own word
    in each catalogue (bilan, Besprechung, nabespreking, revisión), never in the analysis
    board's (analyse, Analyse, analyse, análisis)."""
    import xml.etree.ElementTree as ET

    path = ROOT / "assets" / "translations" / f"dvonn_{language}.ts"
    called_analysis = []
    for message in ET.parse(path).getroot().iter("message"):
        source = (message.findtext("source") or "").replace("&", "")
        if "review" not in source.lower():
            continue
        translation = message.find("translation")
        forms = [] if translation is None else [translation.text or ""]
        forms += [form.text or "" for form in message.iter("numerusform")]
        if any(re.search("analy|anál", form, re.IGNORECASE) for form in forms):
            called_analysis.append(source)
    assert called_analysis == []


def test_the_view_takes_cells_not_names() -> None:
    """Issue 49 point 9: nothing in the view reads a cell's name (Cell.parse) or makes one for
    a Scene (str of a cell): names are for people, in the labels and speech outside it."""
    for path in VIEW:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        parsed = [
            node.lineno
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr == "parse"
        ]
        assert parsed == [], path.name
