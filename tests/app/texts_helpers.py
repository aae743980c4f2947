"""The catalogues as the app installs them, for tests of counted texts in each language.

The plural forms of texts that are new in the code and not yet in ``assets/translations``
are given here (``PROPOSED``); a form the catalogue has wins, so a wrong form added there
fails the tests that use these translators."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PyQt6.QtCore import QCoreApplication

from app import i18n
from app.i18n import Forms
from app.resources import asset_path

Messages = dict[tuple[str, str], str | Forms]

PROPOSED: dict[str, Messages] = {
    "en": {
        ("PlayerBox", "To place: %n piece(s)"): ("To place: %n piece", "To place: %n pieces"),
        ("ReviewUi", "%n inaccuracy(-ies) ?!"): ("%n inaccuracy ?!", "%n inaccuracies ?!"),
        ("ReviewUi", "%n mistake(s) ?"): ("%n mistake ?", "%n mistakes ?"),
        ("ReviewUi", "%n blunder(s) ??"): ("%n blunder ??", "%n blunders ??"),
        ("ReviewUi", "Review of %n move(s)"): ("Review of %n move", "Review of %n moves"),
        ("ReviewUi", "Reviewing… pass %1 of %2 · %3 of %n move(s) judged"): (
            "Reviewing… pass %1 of %2 · %3 of %n move judged",
            "Reviewing… pass %1 of %2 · %3 of %n moves judged",
        ),
        ("ReviewUi", "On the board: the better line, %1 of %n move(s) played"): (
            "On the board: the better line, %1 of %n move played",
            "On the board: the better line, %1 of %n moves played",
        ),
    },
    "fr": {
        ("PlayerBox", "To place: %n piece(s)"): ("À poser : %n pion", "À poser : %n pions"),
        ("ReviewUi", "%n inaccuracy(-ies) ?!"): ("%n imprécision ?!", "%n imprécisions ?!"),
        ("ReviewUi", "%n mistake(s) ?"): ("%n erreur ?", "%n erreurs ?"),
        ("ReviewUi", "%n blunder(s) ??"): ("%n gaffe ??", "%n gaffes ??"),
        ("ReviewUi", "Review of %n move(s)"): ("Analyse de %n coup", "Analyse de %n coups"),
        ("ReviewUi", "Reviewing… pass %1 of %2 · %3 of %n move(s) judged"): (
            "Analyse… passe %1 sur %2 · coup jugé : %3 sur %n",
            "Analyse… passe %1 sur %2 · coups jugés : %3 sur %n",
        ),
        ("ReviewUi", "On the board: the better line, %1 of %n move(s) played"): (
            "Sur le plateau : la meilleure suite, coup joué : %1 sur %n",
            "Sur le plateau : la meilleure suite, coups joués : %1 sur %n",
        ),
        ("MainWindow", "Computer"): "Ordinateur",
        ("MainWindow", "Game over: %1"): "Partie finie : %1",
        ("MainWindow", "Move %1 · %2 to place a DVONN piece"): "Coup %1 · %2 place un pion DVONN",
        ("MainWindow", "Move %1 · %2 to place a piece"): "Coup %1 · %2 place un pion",
        ("MainWindow", "Move %1 · %2 to move a stack"): "Coup %1 · %2 déplace une pile",
        ("Level", "Champion"): "Champion",
        ("Level", "Grandmaster"): "Grand maître",
        ("Level", "Club player"): "Joueur de club",
    },
}


def messages(language: str) -> Messages:
    """The catalogue's messages for ``language`` over the proposed ones."""
    found = i18n.load_ts(asset_path("translations", f"dvonn_{language}.ts"))
    return {**PROPOSED.get(language, {}), **found}


@contextmanager
def language(code: str) -> Iterator[i18n.TsTranslator]:
    """``code``'s catalogue installed (as ``i18n.install`` does), then removed again."""
    app = QCoreApplication.instance()
    assert app is not None
    translator = i18n.TsTranslator(messages(code), code)
    app.installTranslator(translator)
    previous, i18n._current = i18n._current, code
    try:
        yield translator
    finally:
        app.removeTranslator(translator)
        i18n._current = previous
