"""Issue 51, item 17: every mention of the computer's levels agrees with the levels table
(``engine/data/ai_levels.json`` through ``engine.ai.levels``).

The help texts take the range from the table (``play --help``: ``difficulty 1…{top}``); the
documents cannot, so this test reads them: README.md, docs/*.md, the sources of ``engine/``
and ``app/`` (their docstrings and comments) and every ``--help`` text.  It checks

* ranges written with an ellipsis next to the word level (``levels 1…N``, ``--level`` in a
  table row, ``a level (1…N)``, ``one of `1`…`N` (levels``): the accepted range, so N is
  the top level (en-dash ranges, ``levels 1–18``, are parts of the table and left alone);
* a level number paired with a level name (``level 20 "Champion"``, ``1 "Newcomer"``,
  ``level 20, Champion``, ``20 – Champion``, ``Champion (level 20``, ``| 3 | Beginner |``,
  ``| 3 Beginner |``): the table's name for that number;
* a count of the levels (``twenty levels``): the table's count, unless it is an older
  ladder's (``ladder 2's twelve levels``, ``when there were ten levels``, ``level 3 of ten
  levels``).

docs/ai-experiments.md is left out: a dated log whose entries keep the numbering of their
day, as it says.
"""

from __future__ import annotations

import argparse
import re
from functools import cache
from pathlib import Path

import pytest

from app.__main__ import build_parser as app_parser
from engine.ai.levels import levels, top_level
from engine.cli import build_parser as engine_parser
from tests.conftest import REPO_ROOT

DOCS = sorted(p for p in (REPO_ROOT / "docs").glob("*.md") if p.name != "ai-experiments.md")
DOCUMENTS = [REPO_ROOT / "README.md", *DOCS]
SOURCES = sorted(REPO_ROOT.glob("engine/**/*.py")) + sorted(REPO_ROOT.glob("app/**/*.py"))
_WORDS = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
_WORDS += " fifteen sixteen seventeen eighteen nineteen twenty twenty-one twenty-two"
NUMBER_WORDS = {word: number for number, word in enumerate(_WORDS.split())}

_RANGE = r"\(?`?1`?\s*(?:…|\.\.\.)\s*`?(\d+)`?"
LEVEL_THEN_RANGE = re.compile(r"\blevels?\b[^.;|\n]{0,30}?" + _RANGE, re.IGNORECASE)
RANGE_THEN_LEVEL = re.compile(_RANGE + r"\W{0,5}levels?\b", re.IGNORECASE)
TABLE_RANGE = re.compile(r"(?<![\d,])" + _RANGE + r"(?![\d,])")
COUNT = re.compile(r"\b(\d+|[a-z]+(?:-[a-z]+)?)\s+levels\b", re.IGNORECASE)


@cache
def names() -> dict[str, int]:
    return {entry.name: entry.number for entry in levels()}


@cache
def pairs() -> list[tuple[re.Pattern[str], int, int]]:
    """Patterns of a number paired with a name: (pattern, group of the number, of the name)."""
    name = "(" + "|".join(re.escape(n) for n in sorted(names(), key=len, reverse=True)) + ")"
    quote = "[\"“”']"
    return [
        (re.compile(rf"\blevel (\d+)\W{{0,3}}{name}\b", re.IGNORECASE), 1, 2),
        (re.compile(rf"\b(\d+) {quote}{name}{quote}"), 1, 2),
        (re.compile(rf"\b(\d+) [–-] {name}\b"), 1, 2),
        (re.compile(rf"\b{name} \(level (\d+)\b"), 2, 1),
        (re.compile(rf"^\|\s*(\d+)\s*\|?\s*{name}\s*\|", re.MULTILINE), 1, 2),
    ]


def chunks(text: str) -> list[str]:
    """Paragraphs with their lines joined, and each table row on its own."""
    found: list[str] = []
    for paragraph in re.split(r"\n\s*\n", text):
        rows = [line for line in paragraph.splitlines() if line.lstrip().startswith("|")]
        prose = [line for line in paragraph.splitlines() if not line.lstrip().startswith("|")]
        found += rows
        found.append(" ".join(line.strip().lstrip("#").strip() for line in prose))
    return found


def wrong_mentions(text: str) -> list[str]:
    """What ``text`` says of the levels that the table contradicts, each with its words."""
    top, count, wrong = top_level(), len(levels()), []
    for chunk in chunks(text):
        is_row = chunk.lstrip().startswith("|")
        ranges = list(LEVEL_THEN_RANGE.finditer(chunk)) + list(RANGE_THEN_LEVEL.finditer(chunk))
        if is_row and re.search(r"\blevel", chunk, re.IGNORECASE):
            ranges += list(TABLE_RANGE.finditer(chunk))
        wrong += [f"range {m[0]!r} (levels 1…{top})" for m in ranges if int(m[1]) != top]
        for pattern, number_group, name_group in pairs():
            for m in pattern.finditer(chunk):
                number, name = int(m[number_group]), m[name_group]
                if names()[name] != number:
                    wrong.append(f"{m[0]!r}: level {number} is not {name!r}")
        for m in COUNT.finditer(chunk):
            said = m[1].lower()
            counted = int(said) if said.isdigit() else NUMBER_WORDS.get(said)
            before = chunk[max(0, m.start() - 25) : m.start()].lower()
            older = any(word in before for word in ("ladder", "were", "had", " of "))
            if counted is not None and counted != count and not older:
                wrong.append(f"{m[0]!r} ({count} levels)")
    return wrong


def _parsers(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    found = [parser]
    for action in parser._actions:  # argparse keeps its subcommands only here
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                found += _parsers(sub)
    return found


def help_texts() -> list[tuple[str, str]]:
    return [(p.prog, p.format_help()) for p in [*_parsers(engine_parser()), app_parser()]]


@pytest.mark.parametrize("path", DOCUMENTS + SOURCES, ids=lambda p: str(p.relative_to(REPO_ROOT)))
def test_the_documents_name_the_levels_of_the_table(path: Path) -> None:
    assert wrong_mentions(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(("name", "text"), help_texts())
def test_the_help_texts_name_the_levels_of_the_table(name: str, text: str) -> None:
    assert wrong_mentions(text) == [], name


def test_the_help_texts_state_the_range_of_the_table() -> None:
    texts = dict(help_texts())
    top = top_level()
    assert f"1…{top}" in " ".join(texts["dvonn-engine play"].split())
    assert f"a level 1…{top}" in " ".join(texts["dvonn-engine match"].split())


@pytest.mark.parametrize(
    "stale",
    [
        'the computer\'s level (1 "Beginner" to 10 "Champion", each with its time per move)',
        "levels (`1`…`10`), `random`",
        "| `--level` (`play`), `genmove level=` | 1…12 |",
        "A player name that is neither a level\n(1…12), `random`",
        '- Level 10 "Champion" against `champion2011`',
        "X, Y one of `1`…`12` (levels; for experiments",
        "Computer · level 10, Champion",
        '"10 – Champion (at most 8 s a move)"',
        "Twelve levels, each with a rating",
    ],
)
def test_the_checker_finds_what_the_documents_said(stale: str) -> None:
    assert wrong_mentions(stale), stale


@pytest.mark.parametrize(
    "fine",
    [
        "Levels 1–18 keep the reference's placement",
        "Ladder 2's twelve levels had steps of 74–86 %",
        "| `--games` (`match`) | 1…100,000 |",
        "proven margins 1…49",
        "| 3 | Beginner | 0.2 s |",
        "Champion (level 20; ladder 1's level 10 when measured)",
        "was written when there were ten levels",
    ],
)
def test_the_checker_leaves_other_numbers_alone(fine: str) -> None:
    assert wrong_mentions(fine) == [], fine
