"""The ``online`` subcommand of ``dvonn-engine``: ``online invite`` and ``online join CODE``
(``engine.online.runner`` plays the game)."""

from __future__ import annotations

import argparse
from typing import Any

from engine.online.messages import MAX_CLOCK_MINUTES, MAX_INCREMENT_SECONDS, MAX_NAME_CHARS

MAX_SERVER = 200


def _server(text: str) -> str:
    if len(text) > MAX_SERVER or not text.startswith(("ws://", "wss://")):
        raise argparse.ArgumentTypeError("a ws:// or wss:// address")
    return text


def _code(text: str) -> str:
    """A code as read out: spaces for hyphens, capitals, surrounding blanks."""
    code = "-".join(text.strip().lower().split())
    nameplate, _, words = code.partition("-")
    if (
        len(code) > 100
        or not nameplate.isdigit()
        or not words
        or not all(c.isascii() and (c.isalnum() or c == "-") for c in code)
    ):
        raise argparse.ArgumentTypeError("a code such as 7-crossover-clockwork")
    return code


def _name(text: str) -> str:
    from engine.online.messages import plain_text

    try:
        return plain_text(text, MAX_NAME_CHARS, allow_empty=True)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _online(args: argparse.Namespace) -> int:
    from engine.ai.levels import level as level_of
    from engine.online.match import Role
    from engine.online.messages import Setup
    from engine.online.runner import Options, run_online
    from engine.online.terms import make_terms
    from engine.pieces import Color

    inviter = args.action == "invite"
    terms = None
    if inviter:
        color = {"white": Color.WHITE, "black": Color.BLACK, "random": None}[args.color]
        terms = make_terms(color, Setup(args.setup), args.minutes, args.increment)
    name = args.name
    if name is None:
        name = "" if args.level is None else f"{level_of(args.level).name} (level {args.level})"
    options = Options(
        Role.INVITER if inviter else Role.JOINER,
        "" if inviter else args.code,
        terms,
        args.level,
        name[:MAX_NAME_CHARS],
        args.server,
    )
    return run_online(options)


def add_command(commands: Any) -> None:
    """Register ``online`` on the CLI's subparsers."""
    from engine.ai.levels import top_level
    from engine.limits import whole_argument

    p = commands.add_parser(
        "online",
        help="play a friend's DVONN 3D over the internet (invite, or join with a code)",
        description=(
            "Play one online game through a magic-wormhole rendezvous server, as Game → Play "
            "a friend online… does: 'invite' prints a code to give the other player, 'join "
            "CODE' takes it. A computer level plays (--level N), or you type moves (E3, E3F4, "
            "PASS), 'resign', 'say TEXT' or 'quit'. Each event is one line on stdout (code, "
            "connected, opponent, start, your-turn, move, result...: see docs/online.md). "
            "Exit status 0 once the game is played to its end, 1 when it is not, 2 for a bad "
            "argument, 130 on Ctrl+C."
        ),
    )
    actions = p.add_subparsers(dest="action", required=True, metavar="ACTION")
    invite = actions.add_parser("invite", help="print a code and wait for the other player")
    join = actions.add_parser("join", help="join the game of the code the other player gave")
    join.add_argument(
        "code", metavar="CODE", type=_code, help="the code, e.g. 7-crossover-clockwork"
    )
    for q in (invite, join):
        q.add_argument(
            "--level",
            type=whole_argument("--level", 1, top_level()),
            metavar="N",
            help=f"a computer level 1…{top_level()} plays (default: you type the moves)",
        )
        q.add_argument("--server", type=_server, metavar="URL", help="the rendezvous server")
        q.add_argument("--name", type=_name, help="your name, as the other player sees it")
        q.set_defaults(run=_online)
    invite.add_argument("--color", choices=("white", "black", "random"), default="random")
    invite.add_argument("--setup", choices=("standard", "random"), default="standard")
    invite.add_argument(
        "--minutes",
        type=whole_argument("--minutes", 0, MAX_CLOCK_MINUTES),
        default=0,
        help="each side's clock (default 0: none)",
    )
    invite.add_argument(
        "--increment",
        type=whole_argument("--increment", 0, MAX_INCREMENT_SECONDS),
        default=0,
        help="seconds added after each move (with a clock)",
    )
