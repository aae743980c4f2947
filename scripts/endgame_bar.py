"""The endgame bar: how often is the result proven within a time limit, N plies from the end?

    python -m scripts.endgame_bar [--plies 12] [--seconds 1] [--games 100] [--every 90]
                                  [--offset 0] [--through-shell | --both]

Positions are taken ``--plies`` moves before the end of real games played to the end
(every ``--every``-th finished game of the corpus from the ``--offset``-th on, so runs are
reproducible; another offset gives games to check a change on that the bar's own did not
choose).  Each is searched from an empty table.  A position counts as proven when the search
establishes win, draw or loss for the side to move (a search for play stops at "a draw at
least"; this one goes on to decide it); the exact final margin is reported separately.

``--through-shell`` measures what a user gets instead: one ``dvonn-engine shell`` process,
and for each position ``new``, ``play`` with the game's moves up to it and ``analyze
time=SECONDS``; a position counts as proven when the answer's ``result=`` is a win or a draw
("White wins by 3", "Black wins", "Draw"), and the time is the analyze command's, answer
received.

``--both`` runs the two, the engine's deciding search first, and names the positions that
one of them proves and the other does not: the deciding search's share of a sample held back
elsewhere then bounds what ``analyze`` proves there, as long as the shell proves every
position that the deciding search proves.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time

from engine.ai import Engine, Goal, Limits
from scripts.corpus import read_corpus


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=12)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--every", type=int, default=90)
    parser.add_argument("--offset", type=int, default=0)
    parser.add_argument("--exact", action="store_true", help="also prove the exact margin")
    paths = parser.add_mutually_exclusive_group()
    paths.add_argument(
        "--through-shell", action="store_true", help="analyze time=SECONDS in dvonn-engine shell"
    )
    paths.add_argument(
        "--both", action="store_true", help="the deciding search, then the shell; compared"
    )
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} cores")
    if args.through_shell:
        through_shell(args)
    elif args.both:
        compare(deciding_search(args), through_shell(args))
    else:
        deciding_search(args)
    return 0


def compare(deciding: set[str], shell: set[str]) -> None:
    """The positions that only one of the two proved, by name."""
    for label, names in (
        ("proven by the deciding search only", deciding - shell),
        ("proven through the shell only", shell - deciding),
    ):
        print(f"{label}: {len(names)}" + "".join(f"\n  {name}" for name in sorted(names)))


def deciding_search(args: argparse.Namespace) -> set[str]:
    """The bar on the engine's own deciding search (``Goal.DECIDE``); the names proven."""
    tried = proven = exact = correct = 0
    names: set[str] = set()
    seconds_proven: list[float] = []
    # One engine, emptied before each position: a fresh one would also time the first touch
    # of its tables' memory (about 0.13 s a table here), which an engine in use has paid.
    engine = Engine()
    for index, record in enumerate(read_corpus(finished_only=True)):
        if index % args.every != args.offset % args.every:
            continue
        position = record.positions[-1 - args.plies]
        engine.new_game()
        began = time.monotonic()
        last = None
        limits = Limits(seconds=args.seconds, soft_seconds=args.seconds)
        for report in engine.run(position, Goal.DECIDE, limits):
            last = report
        left = args.seconds - (time.monotonic() - began)
        if args.exact and last is not None and last.result is not None and left > 0:
            # the margin with the time left, as the analysis for people refines it
            rest = Limits(seconds=left, soft_seconds=left)
            for report in engine.run(position, Goal.MARGIN, rest):
                if report.margin is not None:
                    last = report
        elapsed = time.monotonic() - began
        tried += 1
        if last is not None and last.result is not None:
            proven += 1
            names.add(record.name)
            seconds_proven.append(elapsed)
            exact += last.margin is not None
            white, black = record.positions[-1].controlled_pieces()
            # Real players err, so the game's result need not match; count agreement only.
            played = (white > black) - (white < black)
            sign = 1 if position.turn.value == 0 else -1
            found = {"win": 1, "draw": 0, "loss": -1}[last.result] * sign
            correct += found == played
        print(
            f"{record.name}: {last.result if last else None} "
            f"margin={last.margin if last else None} {elapsed:.2f} s",
            flush=True,
        )
        if tried >= args.games:
            break
    print(
        f"{args.plies} plies before the end, {args.seconds:g} s: proven {proven}/{tried} "
        f"({100 * proven / max(1, tried):.0f} %), exact margin {exact}; "
        f"proofs agreeing with the game's result {correct}/{proven}"
    )
    return names


_RESULT = re.compile(r"result='(?P<text>[^']*)'")
_PROVEN = re.compile(r"(White|Black) wins|Draw")


class ShellProcess:
    """``dvonn-engine shell`` in a process of its own, one command and answer at a time."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "engine", "shell"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )

    def ask(self, command: str) -> str:
        """The answer to ``command`` (its lines up to the blank line that ends it)."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while (line := self.process.stdout.readline()) not in ("\n", ""):
            lines.append(line.rstrip("\n"))
        answer = "\n".join(lines)
        if not answer.startswith("="):
            raise RuntimeError(f"{command!r}: {answer}")
        return answer

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)


def through_shell(args: argparse.Namespace) -> set[str]:
    """The bar through the user-facing path: ``analyze time=SECONDS`` in the shell; the names
    proven."""
    shell = ShellProcess()
    tried = proven = exact = 0
    names: set[str] = set()
    times: list[float] = []
    try:
        for index, record in enumerate(read_corpus(finished_only=True)):
            if index % args.every != args.offset % args.every:
                continue
            moves = record.moves[: len(record.moves) - args.plies]
            shell.ask("new")
            if moves:
                shell.ask("play " + " ".join(str(move) for move in moves))
            began = time.monotonic()
            answer = shell.ask(f"analyze time={args.seconds:g}")
            elapsed = time.monotonic() - began
            times.append(elapsed)
            found = _RESULT.search(answer)
            text = found["text"] if found is not None else "?"
            tried += 1
            if _PROVEN.fullmatch(text.split(" by ")[0]):
                proven += 1
                names.add(record.name)
                exact += text == "Draw" or re.fullmatch(r"\w+ wins by \d+", text) is not None
            print(f"{record.name}: {text} {elapsed:.2f} s", flush=True)
            if tried >= args.games:
                break
    finally:
        shell.close()
    times.sort()
    slowest = times[-1] if times else 0.0
    print(
        f"through the shell, {args.plies} plies before the end, analyze time={args.seconds:g}: "
        f"proven {proven}/{tried} ({100 * proven / max(1, tried):.0f} %), exact margin {exact}; "
        f"slowest answer {slowest:.2f} s; load average {os.getloadavg()[0]:.2f}"
    )
    return names


if __name__ == "__main__":
    raise SystemExit(main())
