"""View → Language in the real window under Xvfb: every language listed in its own name,
each one applied at once (menus, panel, status line), and the lessons and the rules in the
chosen language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from app import i18n
from app.learn.lesson_window import LessonWindow
from app.learn.lessons import load_lessons
from app.learn.progress import Progress
from app.main_window import MainWindow
from app.resources import asset_path
from app.widgets.rules_dialog import RulesDialog
from tests.app.test_window import close_window, make_window

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path)
    yield win
    close_window(win)


def catalogue(language: str) -> dict[tuple[str, str], str | tuple[str, ...]]:
    path = asset_path("translations", f"dvonn_{language}.ts")
    assert path.is_file(), f"{path.name} is missing"
    return i18n.load_ts(path)


def first_menu(window: MainWindow) -> str:
    bar = window.menuBar()
    assert bar is not None
    return bar.actions()[0].text()


def test_the_language_menu_lists_each_language_in_its_own_words(window: MainWindow) -> None:
    names = {key: action.text() for key, action in window.actions_.languages.items()}
    assert names == {
        "": "System",
        "en": "English",
        "fr": "Français",
        "de": "Deutsch",
        "nl": "Nederlands",
        "es": "Español",
    }
    assert list(names) == ["", "en", "fr", "de", "nl", "es"]  # the menu's order


@pytest.mark.parametrize("language", ["de", "nl", "es", "fr"])
def test_each_language_applies_at_once(qtbot: QtBot, window: MainWindow, language: str) -> None:
    words = catalogue(language)
    game = words[("MainWindow", "&Game")]
    assert isinstance(game, str) and game != "&Game"
    window.actions_.languages[language].trigger()
    qtbot.waitUntil(lambda: first_menu(window) == game, timeout=5000)
    assert window.panel.hint.text() == words[("SidePanel", "Hint")]
    assert window.settings.language == language
    assert window.actions_.languages[language].isChecked()
    window.actions_.languages["en"].trigger()
    qtbot.waitUntil(lambda: first_menu(window) == "&Game", timeout=5000)
    assert window.panel.hint.text() == "Hint"


def test_the_window_speaks_german(qtbot: QtBot, window: MainWindow) -> None:
    window.actions_.languages["de"].trigger()
    qtbot.waitUntil(lambda: first_menu(window) == "&Partie", timeout=5000)
    bar = window.menuBar()
    assert bar is not None
    assert [action.text() for action in bar.actions()] == ["&Partie", "&Zug", "&Ansicht", "&Hilfe"]
    assert window.panel.evaluation.text() == "Bewertung"
    assert window.review.dock.windowTitle() == "Partiebesprechung"
    header = window.panel.moves.horizontalHeaderItem(0)
    assert header is not None and header.text() == "Weiß"
    assert window.review.pane.previous.toolTip() == "Alt+Hoch"  # keys named as Qt names them


def test_the_lessons_and_the_rules_follow_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    progress = Progress(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    first = load_lessons()[0]
    try:
        for language in ("de", "nl", "es", "fr", "en"):
            i18n.install(language)
            lessons = LessonWindow(progress)
            qtbot.addWidget(lessons)
            item = lessons.menu.item(0)
            assert item is not None and item.text().endswith("1. " + first.title[language])
            assert lessons.goal.text() == first.steps[0].goal[language]
            rules = RulesDialog(language)
            qtbot.addWidget(rules)
            shown = rules.browser.toHtml()
            page = asset_path("rules", f"rules_{language}.html").read_text(encoding="utf-8")
            heading = page.split("<h1>", 1)[1].split("</h1>", 1)[0]
            assert heading in shown
    finally:
        i18n.install("en")


def test_my_games_names_the_levels_in_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    from app.library import Library
    from app.widgets.games_window import GamesWindow
    from engine.ai import levels

    beginner = next(level.number for level in levels() if level.name == "Beginner")
    try:
        i18n.install("de")
        window = GamesWindow(Library(tmp_path / "data"))
        qtbot.addWidget(window)
        shown = [window.level.itemText(i) for i in range(window.level.count())]
        assert f"{beginner} – Anfänger" in shown
        assert not any(text.endswith("Beginner") for text in shown)
    finally:
        i18n.install("en")


def test_a_language_change_renames_the_menus_in_place(qtbot: QtBot, window: MainWindow) -> None:
    """Issue 49 point 10: the menus are built once from their table and renamed when the
    language changes (no menu or action is made again): each action keeps its keys and its
    check mark, and its text is the catalogue's."""
    words = catalogue("fr")
    before = window.actions_
    undo, coordinates = before.undo, before.coordinates
    keys = undo.shortcuts()
    coordinates.setChecked(not coordinates.isChecked())
    checked = coordinates.isChecked()
    before.languages["fr"].trigger()
    qtbot.waitUntil(lambda: first_menu(window) == words[("MainWindow", "&Game")], timeout=5000)
    assert window.actions_ is before and window.actions_.undo is undo
    assert undo.text() == words[("MainWindow", "&Undo")] and undo.shortcuts() == keys
    assert coordinates.isChecked() == checked
    assert before.speeds[next(iter(before.speeds))].text() == words[("MainWindow", "Off")]
    assert before.languages[""].text() == words[("MainWindow", "System")]
    assert before.languages["de"].text() == "Deutsch"  # a language's own name stays
    bar = window.menuBar()
    assert bar is not None
    view = bar.actions()[2].menu()
    assert view is not None
    titles = [a.text() for a in view.actions() if a.menu() is not None]
    assert titles == [words[("MainWindow", "&Animation speed")], words[("MainWindow", "&Language")]]
    before.languages["en"].trigger()
    qtbot.waitUntil(lambda: first_menu(window) == "&Game", timeout=5000)
    assert undo.text() == "&Undo"


def mnemonic(text: str) -> str | None:
    """The letter after a single ``&`` in a menu text (``&&`` is a literal ampersand)."""
    found = [c for c in text.replace("&&", "").split("&")[1:] if c]
    return found[0][0].lower() if found else None


@pytest.mark.parametrize("language", ["en", "fr", "de", "nl", "es"])
def test_no_two_items_of_a_menu_share_a_key(
    qtbot: QtBot, window: MainWindow, language: str
) -> None:
    """Alt plus a menu's letter, then an item's letter, reaches one item only: in each
    menu (and the menu bar) the underlined letters differ, in every language."""
    window.actions_.languages[language].trigger()
    game = catalogue(language).get(("MainWindow", "&Game"), "&Game")
    qtbot.waitUntil(lambda: first_menu(window) == game, timeout=5000)
    bar = window.menuBar()
    assert bar is not None
    clashes = []
    menus = [("", bar.actions())]
    while menus:
        name, actions = menus.pop()
        keys: dict[str, str] = {}
        for action in actions:
            if action.isSeparator() or not action.isVisible():
                continue
            key = mnemonic(action.text())
            if key is not None and key in keys:
                clashes.append(f"{name}: {keys[key]!r} and {action.text()!r}")
            elif key is not None:
                keys[key] = action.text()
            submenu = action.menu()
            if submenu is not None:
                menus.append((action.text(), submenu.actions()))
    assert clashes == [], "\n".join(clashes)
