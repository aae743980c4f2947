"""The ``dvonn`` command line: our options, the few of Qt's that are passed on, nothing else.

QApplication takes options of its own out of the arguments it is given (``-platform``,
``-style``, ``-reverse`` and a dozen more).  Only the ones in ``QT_OPTIONS`` reach it, and only
before a ``--``; every other argument that starts with "-" is an error (exit status 2, with
the usage), never ignored, so that a mistyped ``--sreenshot x.png`` does not start an empty
game without a word.  A file whose name starts with "-" is given after ``--``:
``dvonn -- -rf.dvn``.
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
from pathlib import Path

# Qt's options that are still accepted, each with whether it takes a value: the platform
# plugin (say, "-platform offscreen"), the widget style, right-to-left layout, and the
# session an X session manager restarts the program with.
QT_OPTIONS: dict[str, bool] = {
    "-platform": True,
    "-style": True,
    "-reverse": False,
    "-session": True,
}

EPILOG = (  # lines of its own: a wrap never splits the command in two
    "Of Qt's own options, only -platform NAME, -style NAME, -reverse and -session ID\n"
    "are accepted (before any --); any other option is an error.\n"
    "A file whose name starts with '-' is given after '--':  dvonn -- -game.dvn"
)


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser: ``--help`` and the dvonn(6) man page are made from it."""
    parser = argparse.ArgumentParser(
        prog="dvonn",
        description="DVONN on a 3D board.",
        epilog=EPILOG,
        allow_abbrev=False,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("file", nargs="?", help="a game record to open")
    parser.add_argument("--screenshot", metavar="PATH", help="write a PNG of the window and exit")
    parser.add_argument("--record", metavar="FILE", help="with --screenshot: show this game's end")
    parser.add_argument(
        "--size", metavar="WxH", default="1280x800", help="with --screenshot (320x240 to 4096x4096)"
    )
    parser.add_argument("--flat", action="store_true", help="use the flat 2D board")
    # For the packaging tests: check the (frozen) app works, write a JSON report, exit.
    parser.add_argument("--self-test", metavar="REPORT", help=argparse.SUPPRESS)
    return parser


def split_qt_options(
    argv: list[str], parser: argparse.ArgumentParser
) -> tuple[list[str], list[str]]:
    """(our arguments, Qt's): the options of QT_OPTIONS (with their values) taken out of
    ``argv`` up to the first ``--``; a usage error when one lacks its value."""
    ours: list[str] = []
    qt: list[str] = []
    rest = iter(argv)
    for arg in rest:
        if arg == "--":
            ours += [arg, *rest]
            break
        if arg in QT_OPTIONS:
            qt.append(arg)
            if QT_OPTIONS[arg]:
                value = next(rest, None)
                if value is None or not value.strip() or value == "--":
                    parser.error(f"{arg} needs a value")
                qt.append(value)
        elif sys.platform == "darwin" and arg.startswith("-psn_"):
            continue  # the process serial number older macOS launchers add
        else:
            ours.append(arg)
    return ours, qt


def parse_args(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """Our options and the Qt options to hand to QApplication; a usage error (exit status 2)
    for anything else, for an empty value and for an invalid ``--size``."""
    parser = build_parser()
    ours, qt_args = split_qt_options(argv, parser)
    args, unknown = parser.parse_known_args(ours)
    if unknown:
        message = "unrecognized arguments: " + " ".join(unknown)
        files = [arg for arg in unknown if arg.startswith("-") and Path(arg).is_file()]
        if files:
            message += f" (to open the file {files[0]}, write: dvonn -- {files[0]})"
        parser.error(message)
    for name in ("file", "screenshot", "record", "size", "self_test"):
        value = getattr(args, name)
        if value is not None and not value.strip():  # "" is no path: never "not given"
            option = "FILE" if name == "file" else "--" + name.replace("_", "-")
            parser.error(f"{option} needs a value, not an empty one")
    from app.screenshot import parse_size  # --size is checked even without --screenshot

    try:
        parse_size(args.size)
    except ValueError as error:
        parser.error(str(error))
    return args, qt_args


def requested_platform(qt_args: list[str]) -> str:
    """The Qt platform plugin asked for: ``-platform``'s value, else QT_QPA_PLATFORM's ("" when
    neither names one: Qt's default)."""
    named = [value for option, value in itertools.pairwise(qt_args) if option == "-platform"]
    return named[-1] if named else os.environ.get("QT_QPA_PLATFORM", "")
