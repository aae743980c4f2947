"""Every language is complete: each string the app marks for translation has a finished
translation in dvonn_fr/de/nl/es.ts, with the same markers as its source (``%1``, ``%n``, a
literal ``%``, HTML tags, line breaks, a menu accelerator, the review's ``??``/``?!`` and
arrows); the lessons and the rules exist in every language with the same notation (E3, E3F4,
PASS, keys) as the English.  The app's strings are read from the source by ``pylupdate6``
into a fresh catalogue, so a string added anywhere in app/ and not translated fails here."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

from app import i18n
from app.resources import asset_path

APP_DIR = Path(__file__).resolve().parents[2] / "app"
# the engine's words, marked there: why a move or a set-up position is refused, how a game
# ended, why a move was a mistake
REASONS = [
    APP_DIR.parent / "engine" / name
    for name in ("reasons.py", "setup_check.py", "game.py", "review/why.py")
]
TRANSLATED = [code for code in i18n.LANGUAGES if code != "en"]

Key = tuple[str, str]  # (context, source)


@dataclass(frozen=True)
class Message:
    numerus: bool
    kind: str  # the translation's type attribute: "" (finished), "unfinished", "vanished"…
    forms: tuple[str, ...]  # the translation, or its numerus forms


def read_catalogue(path: Path) -> dict[Key, Message]:
    """A .ts file as it is, unfinished and obsolete messages included (``i18n.load_ts``
    keeps only what the app would show)."""
    messages = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                forms: tuple[str, ...] = ()
            elif numerus:
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            kind = "" if translation is None else translation.get("type", "")
            messages[(name, message.findtext("source") or "")] = Message(numerus, kind, forms)
    return messages


@pytest.fixture(scope="module")
def app_strings(tmp_path_factory: pytest.TempPathFactory) -> dict[Key, bool]:
    """Every string the app marks (tr, translate, QT_TRANSLATE_NOOP), read by pylupdate6:
    (context, source) → whether it takes a count."""
    tool = shutil.which("pylupdate6") or str(Path(sys.executable).parent / "pylupdate6")
    if not Path(tool).exists():
        pytest.skip("pylupdate6 not installed")
    fresh = tmp_path_factory.mktemp("extract") / "fresh.ts"
    subprocess.run(
        [tool, "--no-summary", str(APP_DIR), *map(str, REASONS), "--ts", str(fresh)], check=True
    )
    found = {key: message.numerus for key, message in read_catalogue(fresh).items()}
    assert len(found) > 100
    return found


def listing(title: str, items: Sequence[object]) -> str:
    """A failure's message: every offending item on its own line."""
    return "\n".join([f"{title} ({len(items)}):", *(f"  {item!r}" for item in items)])


def markers(text: str) -> Counter[str]:
    """What a translation must carry over from its source, counted: ``%1``…``%9`` and
    ``%n`` (each once: "%1 spaces, not %1" may say it once or twice), a literal ``%``,
    HTML tags, line breaks, a menu accelerator (``&G``, not ``&&``), the review's move
    marks standing alone (``??``, ``?!``) and its arrows."""
    found: Counter[str] = Counter(set(re.findall(r"%\d|%n", text)))
    found["%"] = len(re.findall(r"%(?![\dn])", text))
    found.update(tag.lower() for tag in re.findall(r"</?[a-zA-Z][a-zA-Z0-9]*", text))
    found["\n"] = text.count("\n")
    found["&"] = len(re.findall(r"&(?=[^&\s])", text.replace("&&", "")))
    found.update(re.findall(r"(?<!\S)(?:\?\?|\?!)(?!\S)", text))
    found.update(arrow for arrow in text if arrow in "▶◀→←")
    return +found


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_app_string_has_a_finished_translation(
    app_strings: dict[Key, bool], language: str
) -> None:
    path = asset_path("translations", f"dvonn_{language}.ts")
    assert path.is_file(), f"{path.name} is missing"
    catalogue = read_catalogue(path)
    missing, unfinished, wrong_forms = [], [], []
    for key, numerus in sorted(app_strings.items()):
        message = catalogue.get(key)
        if message is None:
            missing.append(key)
        elif message.kind or not all(form.strip() for form in message.forms) or not message.forms:
            unfinished.append(key)
        elif message.numerus != numerus or len(message.forms) != (2 if numerus else 1):
            wrong_forms.append(key)
    assert not missing, listing(f"{language}: not in the catalogue", missing)
    assert not unfinished, listing(f"{language}: unfinished or empty", unfinished)
    assert not wrong_forms, listing(f"{language}: a count needs 2 forms (1, the rest)", wrong_forms)


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_translation_keeps_its_source_markers(language: str) -> None:
    path = asset_path("translations", f"dvonn_{language}.ts")
    assert path.is_file(), f"{path.name} is missing"
    differ = [
        (context, source, form)
        for (context, source), message in read_catalogue(path).items()
        for form in message.forms
        if form and markers(form) != markers(source)
    ]
    assert not differ, listing(f"{language}: markers differ from the source", differ)


def test_the_marker_check_sees_a_lost_placeholder_or_tag() -> None:
    assert markers("%1 of %2 · %3 %") == markers("%1 sur %2 · %3 %")
    assert markers("a stack of %1 must move %1 spaces") == markers("%1 hoch, %1 Felder")
    assert markers("%1 of %2") != markers("%1 von %1")
    assert markers("<b>%1</b>: %2 %") != markers("%1 : %2 %")
    assert markers("&Game") != markers("Partie")
    assert markers("%n blunder(s) ??") != markers("%n Patzer ?")
    assert markers("Line ▶") != markers("Variante")
    assert markers("x\n%1") != markers("x %1")


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_catalogue_is_what_the_app_reads(language: str) -> None:
    """``i18n.load_ts`` finds every finished message the test above read (the app and the
    test agree on the file)."""
    path = asset_path("translations", f"dvonn_{language}.ts")
    assert path.is_file(), f"{path.name} is missing"
    loaded = i18n.load_ts(path)
    finished = {key for key, message in read_catalogue(path).items() if not message.kind}
    assert finished <= set(loaded)


# --- the lessons and the rules ------------------------------------------------------------


def notation(text: str, keys: str = "") -> set[str]:
    """Cells, moves, PASS and numbers as the English text writes them, and the letter keys
    among ``keys`` standing alone (other key names are each language's own: Home, Pos1)."""
    pattern = r"\b(?:[A-K][1-5](?:[A-K][1-5])?|PASS|\d+" + (f"|[{keys}]" if keys else "") + r")\b"
    return set(re.findall(pattern, text))


def lesson_texts() -> list[dict[str, str]]:
    found: list[dict[str, str]] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if "en" in node and all(isinstance(v, str) for v in node.values()):
                found.append(node)
                return
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(json.loads(asset_path("lessons", "lessons.json").read_text(encoding="utf-8")))
    return found


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_lesson_text_is_in_every_language(language: str) -> None:
    texts = lesson_texts()
    assert len(texts) > 20
    missing = [t["en"] for t in texts if not t.get(language, "").strip()]
    assert not missing, listing(f"{language}: lesson texts without a translation", missing)
    differ = [(t["en"], t[language]) for t in texts if notation(t[language]) != notation(t["en"])]
    assert not differ, listing(f"{language}: cells, moves or numbers differ", differ)


def rules_outline(text: str) -> tuple[list[str], set[str]]:
    """The rules page's tags in order, and its notation outside the tags."""
    tags = re.findall(r"</?[a-zA-Z][a-zA-Z0-9]*", text)
    words = re.sub(r"<[^>]+>", " ", text)
    return tags, notation(words, keys="WTRH")


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_rules_are_in_every_language_with_the_same_structure(language: str) -> None:
    path = asset_path("rules", f"rules_{language}.html")
    assert path.is_file(), f"{path.name} is missing"
    english = rules_outline(asset_path("rules", "rules_en.html").read_text(encoding="utf-8"))
    tags, words = rules_outline(path.read_text(encoding="utf-8"))
    assert tags == english[0]
    assert words == english[1]
    assert '<meta charset="utf-8">' in path.read_text(encoding="utf-8")


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_level_name_of_the_table_is_translated(language: str) -> None:
    """The levels' names are written once, in the levels table (app.engine_text.level_name
    translates them in context "Level"): each catalogue has every one."""
    from engine.ai.levels import levels

    catalogue = read_catalogue(asset_path("translations", f"dvonn_{language}.ts"))
    names = sorted({level.name for level in levels()})
    assert len(names) == len(levels())  # twenty names, one a level
    missing = [n for n in names if not (m := catalogue.get(("Level", n))) or not m.forms[0]]
    assert not missing, listing(f"{language}: level names not translated", missing)
