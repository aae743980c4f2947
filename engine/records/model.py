"""GameRecord: one game as a record file holds it, independent of the file format.

A record is a plain immutable value: the players and other tags, the start position, the moves
(placements, stack moves and PASS, every ply), comments and the result *as recorded*.  It is not
checked against the rules when it is built; ``to_game()`` replays it through the engine and
reports the first illegal move.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum
from itertools import islice

from engine.errors import DvonnError, IllegalMoveError, RecordParseError
from engine.game import Game, Termination
from engine.limits import InputError, whole_number
from engine.moves import Move
from engine.position import PLACEMENTS, Color, Phase, Position, placement_piece
from engine.records.variations import MoveTree, Variation, check_variations
from engine.rules import Outcome, is_game_over, outcome

# Bounds that keep reading a hostile file short (real records stay far below them): a game has
# at most 146 plies (49 placements, then each stack move removes a stack and passes cannot
# follow each other), a real record a few hundred tokens.
MAX_PLIES = 1000
MAX_TOKENS = 100_000


class RecordWriteError(DvonnError):
    """A record that a format cannot express (say, a random setup in a LittleGolem transcript)."""


class Setup(Enum):
    """How the game began; derived from the start position."""

    STANDARD = "standard"  # the empty board: placement first
    RANDOM = "random"  # the board filled at random with single pieces, White to move
    CUSTOM = "custom"  # any other position (an edited board, a puzzle)

    def __str__(self) -> str:
        return self.value


class RecordResult(Enum):
    """The result a record states (not necessarily what the engine finds on replay)."""

    WHITE = "white"  # White won
    BLACK = "black"  # Black won
    DRAW = "draw"
    RESIGNED = "resigned"  # GameRecord.resigned says who
    UNFINISHED = "unfinished"  # no result recorded, or the game stopped early

    def __str__(self) -> str:
        return self.value


def setup_of(start: Position) -> Setup:
    if start == Position.initial():
        return Setup.STANDARD
    if (
        start.phase is Phase.MOVEMENT
        and start.turn is Color.WHITE
        and all(len(stack) == 1 for stack in start.stacks)
    ):
        return Setup.RANDOM
    return Setup.CUSTOM


def iter_colors(start: Position) -> Iterator[Color]:
    """Who plays each ply from ``start`` on, without looking at the moves (endless).

    Placement follows the fixed order of the rules; after the 49th placement White moves again;
    in the movement phase the sides alternate (a forced pass is a ply like any other).
    """
    placed = start.placements_made if start.phase is Phase.PLACEMENT else PLACEMENTS
    turn = start.turn
    while True:
        if placed < PLACEMENTS:
            color = placement_piece(placed)[0]
            placed += 1
            turn = Color.WHITE if placed == PLACEMENTS else placement_piece(placed)[0]
        else:
            color, turn = turn, turn.other
        yield color


def iter_turns(start: Position) -> Iterator[tuple[int, Color]]:
    """(number, colour) of each ply from ``start`` on, numbered by White's turns (endless).

    Every White ply opens a new number and a Black ply shares the number of the White ply
    before it, so ``1. E3 C3 2. …``.  A record that starts with Black to move begins ``1… X``.
    At the phase change White plays twice: its 49th placement is number 25 with no Black ply
    and its first stack move opens number 26.
    """
    number = 0
    for color in iter_colors(start):
        if color is Color.WHITE or number == 0:
            number += 1
        yield number, color


def ply_colors(start: Position, count: int) -> list[Color]:
    return list(islice(iter_colors(start), count))


def turn_numbers(start: Position, count: int) -> list[tuple[int, Color]]:
    return list(islice(iter_turns(start), count))


def describe_ply(start: Position, moves: tuple[Move, ...], index: int) -> str:
    """``move 26 (White, E3F4)``: how messages name ply ``index`` (0-based)."""
    number, color = turn_numbers(start, index + 1)[index]
    return f"move {number} ({color.name.capitalize()}, {moves[index]})"


@dataclass(frozen=True, slots=True)
class LeftOut:
    """What a file held that its record does not: side lines it could not keep (an SGF branch
    that adds no move), other games of a collection, properties no field keeps (by name, each
    once).  Empty for a reader that drops nothing."""

    variations: int = 0
    more_games: bool = False
    properties: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.variations or self.more_games or self.properties)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game as recorded.

    ``comments`` pairs a ply count with a text: 0 is before the first move, n is after the
    n-th move.  ``resigned`` is the side that resigned, set exactly when ``result`` is
    RESIGNED.  ``score`` is the (white, black) piece count a record states, if any.
    ``extra_tags`` keeps tags a format carries that have no field here, in file order.
    ``variations`` are the side lines of an analysis (``engine.records.variations``; the moves,
    comments and result are the main line's); ``GameTree`` (``engine.records.tree``) is the
    same as a tree of positions, to look at and edit.
    ``move_lines`` (not part of equality) gives the source line of each move, for messages.
    ``replayed`` (not part of equality either) is (start, moves, final position) of a replay
    that a reader already made through the engine; it is used only while start and moves are
    still the record's own, so a copy with other moves cannot inherit it.  ``left_out`` (not
    part of equality) is what the file it was read from held beyond the record: saving over
    that file would drop it.
    """

    moves: tuple[Move, ...] = ()
    start: Position = field(default_factory=Position.initial)
    white: str = ""
    black: str = ""
    date: str = ""
    event: str = ""
    site: str = ""
    white_level: int | None = None
    black_level: int | None = None
    time_control: str = ""
    result: RecordResult = RecordResult.UNFINISHED
    resigned: Color | None = None
    result_text: str = ""
    score: tuple[int, int] | None = None
    comments: tuple[tuple[int, str], ...] = ()
    extra_tags: tuple[tuple[str, str], ...] = ()
    variations: tuple[Variation, ...] = ()
    move_lines: tuple[int, ...] = field(default=(), compare=False, repr=False)
    replayed: tuple[Position, tuple[Move, ...], Position] | None = field(
        default=None, compare=False, repr=False
    )
    left_out: LeftOut = field(default_factory=LeftOut, compare=False, repr=False)

    def __post_init__(self) -> None:
        # Lists are welcome as input; the record keeps tuples so that it stays immutable.
        for name in ("moves", "comments", "extra_tags", "variations", "move_lines"):
            value = getattr(self, name)
            if not isinstance(value, tuple):
                object.__setattr__(self, name, tuple(value))
        if (self.result is RecordResult.RESIGNED) != (self.resigned is not None):
            raise ValueError("resigned names a side exactly when the result is RESIGNED")
        plies = [ply for ply, _ in self.comments]
        if plies != sorted(set(plies)) or any(not 0 <= p <= len(self.moves) for p in plies):
            raise ValueError("comments need distinct ply counts in order, within the moves")
        if self.move_lines and len(self.move_lines) != len(self.moves):
            raise ValueError("move_lines needs one line per move")
        if self.variations:
            check_variations(len(self.moves), self.variations)
        for level in (self.white_level, self.black_level):
            if level is not None and level < 0:
                raise ValueError("AI levels are 0 or more")

    @property
    def winner(self) -> Color | None:
        """The side the recorded result gives the game to (a resignation: the other side);
        None for a draw or an unfinished game."""
        if self.result is RecordResult.RESIGNED:
            return self.resigned.other if self.resigned is not None else None
        return {RecordResult.WHITE: Color.WHITE, RecordResult.BLACK: Color.BLACK}.get(self.result)

    @property
    def setup(self) -> Setup:
        return setup_of(self.start)

    def comment(self, ply: int) -> str | None:
        """The comment after ``ply`` moves (0: before the first move), if any."""
        for number, text in self.comments:
            if number == ply:
                return text
        return None

    def line_of(self, index: int) -> int | None:
        return self.move_lines[index] if self.move_lines else None

    def move_tree(self) -> MoveTree:
        """The main line and the variations as one tree of moves (not checked by the rules)."""
        return MoveTree.of_lines(self.moves, self.comments, self.variations, self.move_lines)

    def to_game(self) -> Game:
        """Replay the moves through the engine (and the resignation, if any).

        Raises RecordParseError naming the move, its line when known, and the engine's reason.
        """
        game = Game(self.start)
        for index, move in enumerate(self.moves):
            try:
                game.play(move)
            except IllegalMoveError as error:
                raise RecordParseError(
                    f"{describe_ply(self.start, self.moves, index)} is illegal: {error}",
                    self.line_of(index),
                ) from None
        if self.resigned is not None:
            try:
                game.resign(self.resigned)
            except IllegalMoveError:
                raise RecordParseError(
                    f"{self.resigned} resigns after the end of the game", None
                ) from None
        return game

    def verify(self) -> Game:
        """``to_game()``, then check that the recorded result and score agree with the replay.

        A recorded win or draw must be what the final position gives when the game is over
        there (a win in a position that is not over is accepted: a loss on time, an
        abandoned game).  A recorded resignation must come while the game goes on.
        """
        game = self.to_game()
        self._check_end(game.position)
        return game

    def verified_end(self) -> Position:
        """The final position, checked like ``verify()``; reuses a reader's replay if any."""
        if self.replayed is None:
            return self.verify().position
        start, moves, final = self.replayed
        if start != self.start or moves != self.moves:
            return self.verify().position
        if self.resigned is not None and is_game_over(final):
            raise RecordParseError(f"{self.resigned} resigns after the end of the game")
        self._check_end(final)
        return final

    def _check_end(self, final: Position) -> None:
        over = outcome(final)
        stated = self.result.value
        white, black = final.controlled_pieces()
        if over is not None and stated in _RESULT_WORDS and over.value != stated:
            raise RecordParseError(
                f"the record says {_RESULT_WORDS[stated]}, but the final position is "
                f"{_RESULT_WORDS[over.value]} ({white}-{black})"
            )
        if self.score is not None and self.score != (white, black):
            raise RecordParseError(
                f"the record gives the score {self.score[0]}-{self.score[1]}, but the final "
                f"position is {white}-{black}"
            )

    @classmethod
    def from_game(
        cls,
        game: Game,
        *,
        white: str = "",
        black: str = "",
        date: str = "",
        event: str = "",
        site: str = "",
        white_level: int | None = None,
        black_level: int | None = None,
        time_control: str = "",
    ) -> GameRecord:
        """A record of ``game``'s moves up to its cursor, with its result and score."""
        result, resigned = result_of_game(game)
        return cls(
            tuple(t.move for t in game.transitions),
            game.start,
            white=white,
            black=black,
            date=date,
            event=event,
            site=site,
            white_level=white_level,
            black_level=black_level,
            time_control=time_control,
            result=result,
            resigned=resigned,
            score=game.position.controlled_pieces(),
        )


_RESULT_WORDS = {"white": "a White win", "black": "a Black win", "draw": "a draw"}


def result_of_game(game: Game) -> tuple[RecordResult, Color | None]:
    """The engine's view of ``game`` at its cursor, as a recorded result."""
    result = game.result
    if result is None:
        return RecordResult.UNFINISHED, None
    if result.termination is Termination.RESIGNATION:
        assert result.winner is not None
        return RecordResult.RESIGNED, result.winner.other
    if result.outcome is Outcome.DRAW:
        return RecordResult.DRAW, None
    return (RecordResult.WHITE if result.winner is Color.WHITE else RecordResult.BLACK), None


def record_number(text: str, what: str, high: int, line: int | None = None) -> int:
    """A whole number a record gives (ASCII digits, 0…``high``); RecordParseError else."""
    try:
        return whole_number(text, what, 0, high)
    except InputError as error:
        raise RecordParseError(str(error), line) from None


def tokens(pattern: re.Pattern[str], text: str) -> Iterator[tuple[str, re.Match[str], int]]:
    """(group name, match, line number) for each token that ``pattern`` (alternatives in
    named groups, whitespace skipped before them) finds in ``text``, up to its end."""
    pos, line, counted = 0, 1, 0  # line breaks are counted up to ``counted``
    for _ in range(MAX_TOKENS + 1):
        match = pattern.match(text, pos)
        assert match is not None  # at worst the empty match at the end
        kind = match.lastgroup
        token_start = match.start(kind) if kind else match.end()
        line += text.count("\n", counted, token_start)
        counted, pos = token_start, match.end()
        if kind is None:
            return
        yield kind, match, line
    message = f"more than {MAX_TOKENS} tags, moves and comments: no game has so many"
    raise RecordParseError(message, line)


def check_plies(count: int, line: int) -> None:
    """RecordParseError when a record gives more moves than any game can have."""
    if count >= MAX_PLIES:
        raise RecordParseError(f"more than {MAX_PLIES} moves: no DVONN game is that long", line)
