"""Move quality of one side of a game, by the review engine at a fixed node budget.

Every unforced movement move of the side is judged as the review judges it
(``engine.review``: the position before searched, the position after searched one ply
shallower) with ``nodes`` nodes per search and an empty table per game, moves searched from
the end back as the review does: the same game and budget give the same figures anywhere.
A move's loss is capped at ``LOSS_CAP`` pieces (a proven loss can count dozens) so that a
few thrown-away endgames do not decide a group's mean.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.ai import Engine, Limits
from engine.ai.human_scale import LOSS_CAP
from engine.moves import Move
from engine.position import Color, Phase, Position
from engine.review.analysis import GameLine, search_move
from engine.review.judgement import MoveClass, judge


@dataclass
class Quality:
    """Sums over judged moves."""

    moves: int = 0
    loss: float = 0.0
    mistakes: int = 0
    blunders: int = 0
    losses: list[float] = field(default_factory=list)

    def add(self, other: Quality) -> None:
        self.moves += other.moves
        self.loss += other.loss
        self.mistakes += other.mistakes
        self.blunders += other.blunders
        self.losses.extend(other.losses)

    @property
    def mean_loss(self) -> float:
        return self.loss / self.moves if self.moves else 0.0

    def interval(self) -> tuple[float, float]:
        """The 95 % interval of the mean loss (normal approximation over the moves)."""
        if self.moves < 2:
            return 0.0, LOSS_CAP
        mean = self.mean_loss
        var = sum((x - mean) ** 2 for x in self.losses) / (self.moves - 1)
        half = 1.96 * (var / self.moves) ** 0.5
        return max(1e-3, mean - half), mean + half

    def describe(self) -> str:
        low, high = self.interval()
        return (
            f"{self.moves} moves, loss {self.mean_loss:.2f} ({low:.2f}…{high:.2f}) pieces/move, "
            f"mistakes {100 * self.mistakes / max(1, self.moves):.1f} %, "
            f"blunders {100 * self.blunders / max(1, self.moves):.1f} %"
        )

    def as_data(self) -> dict[str, object]:
        low, high = self.interval()
        return {
            "moves": self.moves,
            "mean_loss": round(self.mean_loss, 3),
            "loss_interval": [round(low, 3), round(high, 3)],
            "mistakes": round(self.mistakes / max(1, self.moves), 4),
            "blunders": round(self.blunders / max(1, self.moves), 4),
        }


def measure_game(moves: tuple[Move, ...], side: str, nodes: int) -> Quality:
    """The quality of ``side``'s ("white" or "black") unforced movement moves."""
    line = GameLine.of_moves(Position.initial(), moves)
    color = Color.WHITE if side == "white" else Color.BLACK
    engine = Engine()
    engine.new_game()
    quality = Quality()
    limits = Limits(nodes=nodes)
    for index in range(len(moves) - 1, -1, -1):
        position = line.positions[index]
        if position.phase is not Phase.MOVEMENT or position.turn is not color:
            continue
        if line.forced(index):
            continue
        found = search_move(engine, line, index, limits)
        if found is None:
            continue
        review = judge(index + 1, moves[index], found.before, found.after, False)
        loss = min(LOSS_CAP, review.loss)
        quality.moves += 1
        quality.loss += loss
        quality.losses.append(loss)
        quality.mistakes += review.move_class is MoveClass.MISTAKE
        quality.blunders += review.move_class is MoveClass.BLUNDER
    return quality
