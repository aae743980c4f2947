"""How newcomers lose pieces, for people and for the levels: two counts over movement moves.

    python -m scripts.newcomer_traits [--games 60]

* a missed cut-off: a move was there that took at least two of the opponent's pieces out of
  play (disconnected from every DVONN piece), and the move played took none;
* a walk into isolation: after the move played, the opponent has a reply that takes at least
  two of the mover's pieces out of play, though another move left no such reply.

Shares of the unforced movement moves (missed cut-offs also of the moves that had one), for
the corpus's guests, players in their first ten games and the top quarter of regulars
(``scripts.human_scale``'s groups, sampled), ``greedy`` and the lowest levels (in games
against their neighbours, as ``scripts.level_scale`` plays).
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterable

from engine.moves import Move
from engine.position import BLACK, WHITE, Color, Phase, Position
from engine.rules import apply, legal_moves
from scripts.human_scale import GUESTS, NEWCOMERS, fit, quality_groups, read_games
from scripts.level_scale import play

LEAST = 2  # pieces a cut-off takes at least


def lost_by(position: Position, move: Move, color: Color) -> int:
    """The pieces of the stacks ``color`` controls that ``move`` disconnects in ``position``
    (a capture by landing on a stack is not counted: only pieces taken out of play)."""
    top = WHITE if color is Color.WHITE else BLACK
    return sum(len(stack) for _, stack in apply(position, move).removed if stack[-1] == top)


def threat(position: Position, victim: Color) -> int:
    """The most of ``victim``'s pieces one move of the side to move takes out of play."""
    return max((lost_by(position, reply, victim) for reply in legal_moves(position)), default=0)


def traits(moves: tuple[Move, ...], color: Color) -> tuple[int, int, int, int]:
    """(unforced movement moves, those with a cut-off to make, missed cut-offs, walks into
    isolation) of ``color``."""
    position = Position.initial()
    counted = chances = missed = walked = 0
    for move in moves:
        options = legal_moves(position)
        if position.phase is Phase.MOVEMENT and position.turn is color and len(options) > 1:
            counted += 1
            enemy = color.other
            taken = {m: lost_by(position, m, enemy) for m in options}
            if max(taken.values()) >= LEAST:
                chances += 1
                missed += taken[move] == 0
            after = apply(position, move).after
            if threat(after, color) >= LEAST and any(
                threat(apply(position, m).after, color) < LEAST for m in options if m != move
            ):
                walked += 1
        position = apply(position, move).after
    return counted, chances, missed, walked


def share(rows: Iterable[tuple[int, int, int, int]]) -> str:
    counted = chances = missed = walked = 0
    for c, h, m, w in rows:
        counted, chances, missed, walked = counted + c, chances + h, missed + m, walked + w
    return (
        f"{counted} moves: missed cut-offs {100 * missed / max(1, counted):.1f} % of the moves, "
        f"{100 * missed / max(1, chances):.0f} % of {chances} chances; "
        f"walks into isolation {100 * walked / max(1, counted):.1f} %"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--levels", type=int, default=4, help="the lowest levels to show")
    args = parser.parse_args()
    games = read_games()
    groups = quality_groups(games, fit(games))
    rng = random.Random(37)
    for name in (GUESTS, NEWCOMERS, "regulars, top quarter"):
        sample = rng.sample(groups[name], min(args.games, len(groups[name])))
        rows = [traits(g.moves, Color[side.upper()]) for g, side in sample]
        print(f"{name:<24} {share(rows)}", flush=True)
    players = ["greedy", *(str(n) for n in range(1, args.levels + 1))]
    for index, name in enumerate(players):
        other = players[index - 1] if index else players[1]
        rows = []
        for game in range(args.games // 3):
            own_white = game % 2 == 0
            white, black = (name, other) if own_white else (other, name)
            moves, _ = play(white, black, 500 + game // 2)
            rows.append(traits(moves, Color.WHITE if own_white else Color.BLACK))
        print(f"{name:<24} {share(rows)}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
