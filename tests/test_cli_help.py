"""The ``--help`` texts of ``dvonn-engine`` and ``dvonn`` read as help for people: no source
markup (````name````) and no notes meant for the project's maintainers."""

from __future__ import annotations

import argparse

import pytest

from app.command_line import parse_args
from engine.cli import build_parser

FORBIDDEN = ("``", "keep them stable", "contract", "TODO", "kept for scripts")


def _subparsers(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    found: list[argparse.ArgumentParser] = []
    for action in parser._actions:  # argparse keeps its subcommands only here
        if isinstance(action, argparse._SubParsersAction):
            found.extend(action.choices.values())
    return found


def _engine_helps() -> list[tuple[str, str]]:
    parser = build_parser()
    helps = [("dvonn-engine", parser.format_help())]
    helps += [(sub.prog, sub.format_help()) for sub in _subparsers(parser)]
    return helps


def test_every_engine_command_has_help() -> None:
    names = [name for name, _ in _engine_helps()]
    assert "dvonn-engine review" in names and "dvonn-engine perft" in names
    top = dict(_engine_helps())["dvonn-engine"]
    assert "DVONN" in top and "review" in top


@pytest.mark.parametrize(("name", "text"), _engine_helps())
def test_engine_help_is_free_of_markup_and_maintainer_notes(name: str, text: str) -> None:
    for word in FORBIDDEN:
        assert word not in text, (name, word)


def test_app_help_is_free_of_markup(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    text = capsys.readouterr().out
    assert "usage: dvonn" in text and "--screenshot" in text
    for word in FORBIDDEN:
        assert word not in text, word
