"""``dvonn-engine``: perft, replay, convert, shell, bench, puzzles, play, match, review, online (or
``python -m engine``).

The output formats here are a contract with outside tools: keep them stable.
"""

from __future__ import annotations

import sys

# Ctrl+C is held from main()'s first line on (engine.terminal.hold_interrupts); during an
# import before it, an interrupt would end in a traceback.  So engine.terminal (a few of
# the standard library's lightest modules) is the one import here: the rest, argparse and
# typing included, is imported where it is needed.
from engine.terminal import guarded_output, hold_interrupts, interruptible, restore_interrupts

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing
if TYPE_CHECKING:
    import argparse
    from collections.abc import Sequence
    from typing import Protocol

    class _Writer(Protocol):
        def write(self, text: str, /) -> object: ...


def _perft(args: argparse.Namespace) -> int:
    from engine.core import perft
    from engine.notation import parse_position

    position = parse_position(args.state)
    print(perft(position, args.depth))
    return 0


def _replay(args: argparse.Namespace) -> int:
    from engine.records.replay import replay_command

    return replay_command(list(args.files))


def _convert(args: argparse.Namespace) -> int:
    from engine.records.convert import convert_command

    return convert_command(args.file, args.to, args.output)


def _shell(args: argparse.Namespace) -> int:
    from engine.shell import main as shell_main

    return shell_main()


def _bench(args: argparse.Namespace) -> int:
    from engine.bench import run_bench

    return run_bench(full=args.full, corpus=args.corpus)


def _puzzles(args: argparse.Namespace) -> int:
    from engine.puzzles import puzzles_command

    return puzzles_command(args.file, args.check)


def build_parser() -> argparse.ArgumentParser:
    import argparse

    from engine.limits import MAX_PERFT_DEPTH, whole_argument

    class Parser(argparse.ArgumentParser):
        """argparse's parser, except that help and usage that cannot be written raise
        (argparse ignores the error), so that the entry point reports it
        (``engine.terminal``).  Its subcommands' parsers are of its class too."""

        def _print_message(self, message: str, file: _Writer | None = None) -> None:
            if message:
                (file or sys.stderr).write(message)

    parser = Parser(
        prog="dvonn-engine",
        description="DVONN engine: count, replay, review and play games from the command line.",
        epilog="Run 'dvonn-engine COMMAND --help' for one command's options.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = commands.add_parser("perft", help="count move sequences; the last line is the count")
    p.add_argument("state", metavar="STATE", help="CodeCup string or our own position text")
    p.add_argument(
        "depth",
        metavar="DEPTH",
        type=whole_argument("DEPTH", 0, MAX_PERFT_DEPTH),
        help=f"0…{MAX_PERFT_DEPTH}; Ctrl+C stops a long count",
    )
    p.add_argument("--no-memo", action="store_true", help="no effect (accepted for older scripts)")
    p.set_defaults(run=_perft)

    p = commands.add_parser("replay", help="replay game records, one JSON line per file")
    p.add_argument("--json", action="store_true", required=True, help="JSON lines (required)")
    p.add_argument("files", metavar="FILE", nargs="+")
    p.set_defaults(run=_replay)

    p = commands.add_parser(
        "convert",
        help="write a game record in another format",
        description=(
            "Write FILE (.dvn, SGF or LittleGolem, recognised from its text) in another "
            "format. dvn and sgf keep side lines and comments; lg keeps the game's moves only "
            "and says on stderr what it leaves out. Exit status 0 once written, 2 for a file "
            "that cannot be read (or a game the format cannot hold), 1 when OUT cannot be "
            "written."
        ),
    )
    p.add_argument("file", metavar="FILE", help="the record to read")
    p.add_argument("--to", required=True, choices=("dvn", "sgf", "lg"), help="the format to write")
    p.add_argument("-o", "--output", metavar="OUT", help="write to OUT (default: stdout)")
    p.set_defaults(run=_convert)

    p = commands.add_parser("shell", help="GTP-style line protocol on stdin/stdout")
    p.set_defaults(run=_shell)

    p = commands.add_parser("bench", help="throughput figures")
    p.add_argument("--full", action="store_true", help="include perft 5 of the phase-2 start")
    p.add_argument("--corpus", metavar="TARGZ", help="game records archive to replay")
    p.set_defaults(run=_bench)

    p = commands.add_parser("puzzles", help="count the puzzles; --check re-proves each one")
    p.add_argument("file", metavar="FILE", nargs="?", help="a puzzle file (default: shipped)")
    p.add_argument("--check", action="store_true", help="re-prove every puzzle with the solver")
    p.set_defaults(run=_puzzles)

    from engine.ai.commands import add_commands

    add_commands(commands)
    from engine.review.command import add_command as add_review

    add_review(commands)
    from engine.online.command import add_command as add_online

    add_online(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; Ctrl+C, closed standard streams and output that cannot be written
    are handled here, once, for every command (see ``engine.terminal``)."""
    before = hold_interrupts()  # first: Ctrl+C during the start-up ends the command as later
    try:
        return guarded_output("dvonn-engine", lambda: _run(argv))
    finally:
        restore_interrupts(before)


def _run(argv: Sequence[str] | None) -> int:
    from engine.errors import DvonnError

    args = build_parser().parse_args(argv)  # Ctrl+C held: --help and usage errors end here
    try:
        with interruptible():  # one pressed during the start-up raises at once
            code: int = args.run(args)
    except DvonnError as error:
        print(f"dvonn-engine: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"dvonn-engine {args.command}: interrupted", file=sys.stderr)
        return 130
    return code
