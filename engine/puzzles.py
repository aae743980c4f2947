"""Puzzles: "White to play and win" positions mined from real games, and their checks.

The shipped set is ``assets/puzzles/puzzles.json`` (written by ``scripts/mine_puzzles.py``): a
list of objects with ``id``, ``state`` (CodeCup string, or null above height 15),
``position`` (our own format, the one that counts), ``to_move``, ``solution`` (the winning
line, the player's move first; the player finds every move of their side in it),
``only_move`` (of the first move), ``result`` (e.g. "White wins by 3"),
``difficulty`` (easy, medium, hard), ``rating``, ``source`` (``file``, ``ply``, ``found``:
whether the real player found the move), ``refutations`` (for each other legal move, the
reply that the solver proved keeps the win from the player) and ``grade`` (what the difficulty
was graded on: ``solver_nodes`` to re-prove it, ``plausible`` other moves that look as good at a
glance, ``glance_finds`` whether a one-ply look finds the move, ``line`` the plies of the
solver's winning line to the end, ``moves`` the legal moves) and ``later``: for each later move
of the player's side in the line (plies 2, 4, ...), ``winning`` (every move the solver proves
still wins there: any of them is accepted) and ``refutations`` (for each other move, the
proven reply that keeps the win from the player).

``load_puzzles`` reads and checks the file (JSON only, every field typed); ``prove_step`` finds
a later step's winning moves and refutations; ``check_puzzle`` re-proves a puzzle with the
engine's solver; ``explain`` says, as data, why a wrong move fails.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.ai import Engine, Goal, Limits
from engine.assessment import Assessment, MoverResult, Standing
from engine.board import Cell
from engine.errors import DvonnError
from engine.json_input import parse_json
from engine.moves import Move
from engine.notation import parse_position, to_codecup
from engine.position import Color, Position
from engine.records.files import read_bytes, write_atomically
from engine.rules import apply, is_game_over, legal_moves, outcome, score

DEFAULT_PATH = Path(__file__).resolve().parent.parent / "assets" / "puzzles" / "puzzles.json"
DIFFICULTIES = ("easy", "medium", "hard")
CHECK_NODES = 400_000  # the solver's budget per proof when a puzzle is checked
MAX_PUZZLE_FILE_BYTES = 16 << 20  # the shipped file of 373 puzzles takes 0.4 MB
MAX_JSON_DEPTH = 8  # list, puzzle, later, step, refutations: 5
MAX_TEXT_CHARS = 1000  # an id, a position, a result ("White wins by 3")
MAX_NUMBER_DIGITS = 18  # a rating, a ply, a grade


class PuzzleError(DvonnError):
    """A puzzle file or entry that cannot be used; the message says which and why."""


@dataclass(frozen=True, slots=True)
class Step:
    """A move the player must find: the moves the solver proves win there, and for each other
    legal move the reply that proves it does not (absent when that move ends the game)."""

    winning: frozenset[Move]
    refutations: dict[Move, Move]

    def to_json(self) -> dict[str, Any]:
        return {
            "winning": sorted(str(m) for m in self.winning),
            "refutations": {str(m): str(r) for m, r in sorted(self.refutations.items())},
        }


@dataclass(frozen=True, slots=True)
class Puzzle:
    id: str
    position: Position
    solution: tuple[Move, ...]
    only_move: bool
    result: Assessment  # a win for the side to move
    difficulty: str
    rating: int
    source_file: str
    source_ply: int
    found: bool  # the player in the real game played the solution's first move
    refutations: dict[Move, Move] = field(default_factory=dict)
    grade: dict[str, int] = field(default_factory=dict)
    later: tuple[Step, ...] = ()  # the player's later moves: solution plies 2, 4, ...

    @property
    def to_move(self) -> Color:
        return self.position.turn

    def step(self, ply: int) -> Step:
        """What the player may play at an even ``ply`` of the solution line."""
        if ply == 0:
            return Step(frozenset({self.solution[0]}), self.refutations)
        return self.later[ply // 2 - 1]

    def to_json(self) -> dict[str, Any]:
        try:
            state: str | None = to_codecup(self.position)
        except DvonnError:
            state = None  # a stack above 15: the CodeCup string cannot hold it
        return {
            "id": self.id,
            "state": state,
            "position": str(self.position),
            "to_move": str(self.to_move),
            "solution": [str(move) for move in self.solution],
            "only_move": self.only_move,
            "result": str(self.result),
            "difficulty": self.difficulty,
            "rating": self.rating,
            "source": {"file": self.source_file, "ply": self.source_ply, "found": self.found},
            "refutations": {str(m): str(r) for m, r in sorted(self.refutations.items())},
            "grade": dict(self.grade),
            "later": [step.to_json() for step in self.later],
        }


def _field(entry: dict[str, Any], name: str, kind: type, where: str) -> Any:
    """``entry[name]`` when it is exactly a ``kind`` (a text at most MAX_TEXT_CHARS long, a
    whole number of at most MAX_NUMBER_DIGITS digits); PuzzleError else."""
    if not isinstance(entry, dict):
        raise PuzzleError(f"{where}: expected an object holding {name!r}")
    value = entry.get(name)
    if type(value) is not kind:
        raise PuzzleError(f"{where}: {name!r} must be a {kind.__name__}")
    if isinstance(value, str) and len(value) > MAX_TEXT_CHARS:
        raise PuzzleError(f"{where}: {name!r} is longer than {MAX_TEXT_CHARS} characters")
    if isinstance(value, int) and not -(10**MAX_NUMBER_DIGITS) < value < 10**MAX_NUMBER_DIGITS:
        raise PuzzleError(f"{where}: {name!r} has more than {MAX_NUMBER_DIGITS} digits")
    return value


def puzzle_from_json(entry: object, where: str = "puzzle") -> Puzzle:
    """One puzzle from its JSON object; PuzzleError names the first problem."""
    if not isinstance(entry, dict):
        raise PuzzleError(f"{where}: expected an object")
    ident = _field(entry, "id", str, where)
    where = f"puzzle {ident}"
    try:
        position = parse_position(_field(entry, "position", str, where))
        solution = tuple(Move.parse(text) for text in _field(entry, "solution", list, where))
        refutations = _moves_to_moves(_field(entry, "refutations", dict, where))
        steps = entry.get("later", [])
        if not isinstance(steps, list):
            raise TypeError("'later' must be a list")
        later = tuple(
            Step(
                frozenset(Move.parse(m) for m in _field(step, "winning", list, where)),
                _moves_to_moves(_field(step, "refutations", dict, where)),
            )
            for step in steps
        )
        result = Assessment.parse(_field(entry, "result", str, where))
        grade = entry.get("grade", {})
        if not isinstance(grade, dict) or not all(type(v) is int for v in grade.values()):
            raise TypeError("'grade' maps names to whole numbers")
    except (DvonnError, AttributeError, TypeError, ValueError) as error:
        raise PuzzleError(f"{where}: {error}") from None
    if not solution:
        raise PuzzleError(f"{where}: the solution is empty")
    if len(later) != (len(solution) - 1) // 2:
        raise PuzzleError(f"{where}: 'later' needs one step per later move of the player")
    for ply, step in enumerate(later, 1):
        if solution[2 * ply] not in step.winning:
            raise PuzzleError(f"{where}: {solution[2 * ply]} is not among its step's winning moves")
    if entry.get("to_move") != str(position.turn):
        raise PuzzleError(f"{where}: 'to_move' does not match the position")
    if result.standing is not Standing.WINS or result.side is not position.turn:
        raise PuzzleError(f"{where}: the result must be a win for the side to move")
    state = entry.get("state")
    if state is not None and type(state) is not str:
        raise PuzzleError(f"{where}: 'state' must be a str or null")
    try:
        same = state is None or parse_position(state).codes == position.codes
    except DvonnError as error:
        raise PuzzleError(f"{where}: 'state': {error}") from None
    if not same:
        raise PuzzleError(f"{where}: 'state' and 'position' are different positions")
    difficulty = _field(entry, "difficulty", str, where)
    if difficulty not in DIFFICULTIES:
        raise PuzzleError(f"{where}: difficulty must be one of {', '.join(DIFFICULTIES)}")
    source = _field(entry, "source", dict, where)
    return Puzzle(
        ident,
        position,
        solution,
        _field(entry, "only_move", bool, where),
        result,
        difficulty,
        _field(entry, "rating", int, where),
        _field(source, "file", str, where),
        _field(source, "ply", int, where),
        _field(source, "found", bool, where),
        refutations,
        grade,
        later,
    )


def _moves_to_moves(raw: dict[str, Any]) -> dict[Move, Move]:
    return {Move.parse(k): Move.parse(v) for k, v in raw.items()}


def load_puzzles(path: str | Path = DEFAULT_PATH) -> list[Puzzle]:
    """Every puzzle of a file; PuzzleError for a file that is not a valid puzzle list."""
    try:  # the record reader's rules: a regular file (no FIFO, no device), a size limit
        text = read_bytes(path, MAX_PUZZLE_FILE_BYTES).decode("utf-8")
        data = parse_json(text, MAX_JSON_DEPTH)
    except UnicodeDecodeError:
        raise PuzzleError(f"{path}: not UTF-8 text") from None
    except DvonnError as error:
        raise PuzzleError(f"{path}: {error}") from None
    if not isinstance(data, list):
        raise PuzzleError(f"{path}: expected a list of puzzles")
    puzzles = [puzzle_from_json(entry, f"puzzle #{n + 1}") for n, entry in enumerate(data)]
    seen: set[str] = set()
    for puzzle in puzzles:
        if puzzle.id in seen:
            raise PuzzleError(f"puzzle {puzzle.id}: the id is used twice")
        seen.add(puzzle.id)
    return puzzles


def save_puzzles(puzzles: list[Puzzle], path: str | Path = DEFAULT_PATH) -> None:
    text = json.dumps([p.to_json() for p in puzzles], indent=1, ensure_ascii=False)
    write_atomically(path, text + "\n")


# --- proofs ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Proof:
    """What the solver established for the side to move (``result`` None: nothing proven)."""

    result: MoverResult | None
    best: Move | None
    pv: tuple[Move, ...]
    nodes: int


def solve(engine: Engine, position: Position, nodes: int = CHECK_NODES) -> Proof:
    """The solver's verdict on ``position`` within ``nodes`` (a finished game needs none)."""
    final = outcome(position)
    if final is not None:
        white, black = position.controlled_pieces()
        margin = (white - black) * (1 if position.turn is Color.WHITE else -1)
        if margin == 0:
            return Proof(MoverResult.DRAW, None, (), 0)
        return Proof(MoverResult.WIN if margin > 0 else MoverResult.LOSS, None, (), 0)
    last = None
    for info in engine.run(position, Goal.DECIDE, Limits(nodes=nodes)):
        last = info
    if last is None:
        return Proof(None, None, (), 0)
    return Proof(last.result, last.best, last.pv, last.nodes)


# A move fails to win when the opponent, to move after it, is proven to win or draw.
FAILS_TO_WIN = (MoverResult.WIN, MoverResult.DRAW)


def prove(engine: Engine, position: Position, nodes: int = CHECK_NODES) -> MoverResult | None:
    """The result for the side to move, as far as the solver proves it (None: not proven)."""
    return solve(engine, position, nodes).result


def prove_step(engine: Engine, position: Position, nodes: int = CHECK_NODES) -> Step | None:
    """Every move that the solver proves wins in ``position``, and for each other move the
    reply that proves it does not; None when some move is not proven either way."""
    winning: set[Move] = set()
    refutations: dict[Move, Move] = {}
    for move in legal_moves(position):
        answer = solve(engine, apply(position, move).after, nodes)
        if answer.result is None:
            return None
        if answer.result is MoverResult.LOSS:
            winning.add(move)
        elif answer.best is not None:
            refutations[move] = answer.best
    return Step(frozenset(winning), refutations)


def check_puzzle(puzzle: Puzzle, engine: Engine | None = None) -> list[str]:
    """Everything wrong with a puzzle (an empty list when the solver confirms it)."""
    engine = engine or Engine()
    position = puzzle.position
    problems: list[str] = []
    try:
        after = position
        for move in puzzle.solution:
            after = apply(after, move).after
    except DvonnError as error:
        return [f"the solution is not legal: {error}"]
    first = apply(position, puzzle.solution[0]).after
    if prove(engine, first) is not MoverResult.LOSS:
        problems.append(f"the solver does not prove that {puzzle.solution[0]} wins")
    others = [m for m in legal_moves(position) if m != puzzle.solution[0]]
    if puzzle.only_move:
        for move in others:
            if prove(engine, apply(position, move).after) not in FAILS_TO_WIN:
                problems.append(f"the solver does not prove that {move} fails to win")
    problems += _check_refutations(position, puzzle.refutations, others)
    after = position
    for ply, move in enumerate(puzzle.solution):
        if ply >= 2 and ply % 2 == 0:
            problems += [f"ply {ply}: {p}" for p in _check_step(engine, after, puzzle.step(ply))]
        after = apply(after, move).after
    return problems


def _check_refutations(
    position: Position, refutations: dict[Move, Move], others: list[Move]
) -> list[str]:
    problems = []
    for move, reply in refutations.items():
        if move not in others:
            problems.append(f"refutation of {move}: not another legal move")
        elif reply not in legal_moves(apply(position, move).after):
            problems.append(f"refutation of {move}: {reply} is not legal")
    return problems


def _check_step(engine: Engine, position: Position, step: Step) -> list[str]:
    """A later step re-proven: its winning moves win, every other move does not."""
    problems = []
    moves = legal_moves(position)
    for move in moves:
        result = prove(engine, apply(position, move).after)
        if move in step.winning and result is not MoverResult.LOSS:
            problems.append(f"the solver does not prove that {move} wins")
        if move not in step.winning and result not in FAILS_TO_WIN:
            problems.append(f"the solver does not prove that {move} fails to win")
    if not step.winning <= set(moves):
        problems.append("a winning move is not legal")
    others = [m for m in moves if m not in step.winning]
    return problems + _check_refutations(position, step.refutations, others)


def iter_checks(puzzles: list[Puzzle]) -> Iterator[tuple[Puzzle, list[str]]]:
    engine = Engine()
    for puzzle in puzzles:
        engine.new_game()
        yield puzzle, check_puzzle(puzzle, engine)


# --- why a wrong move fails, as data -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class Explanation:
    """``kind`` with its values; the app words it in the player's language.

    * ``cut_off`` — the reply cuts off ``pieces`` of your pieces, on ``cells``;
    * ``self_cut_off`` — your move itself cut off ``pieces`` of your own pieces on ``cells``;
    * ``ends_game`` — your move ends the game (no reply): you keep ``pieces`` against the
      opponent's ``against`` (fewer or as many: a loss or a draw);
    * ``outplayed`` — no cut-off: the reply simply keeps the win (or a draw) for the opponent.
    """

    kind: str
    cells: tuple[Cell, ...] = ()
    pieces: int = 0
    against: int = 0


def explain(position: Position, wrong: Move, reply: Move | None) -> Explanation:
    """Why ``wrong`` fails in ``position``, given the opponent's proven ``reply``."""
    mover = position.turn
    played = apply(position, wrong)
    own = tuple((c, s) for c, s in played.removed if s[-1] == mover.piece)
    if reply is None and is_game_over(played.after):
        white, black = score(played.after)
        mine, theirs = (white, black) if mover is Color.WHITE else (black, white)
        return Explanation("ends_game", pieces=mine, against=theirs)
    if reply is not None and not reply.is_pass:
        answered = apply(played.after, reply)
        lost = tuple((c, s) for c, s in answered.removed if s[-1] == mover.piece)
        if lost:
            return Explanation("cut_off", tuple(c for c, _ in lost), sum(len(s) for _, s in lost))
    if own:
        return Explanation("self_cut_off", tuple(c for c, _ in own), sum(len(s) for _, s in own))
    return Explanation("outplayed")


def counts(puzzles: list[Puzzle]) -> dict[str, int]:
    return {level: sum(1 for p in puzzles if p.difficulty == level) for level in DIFFICULTIES}


def puzzles_command(path: str | None, check: bool) -> int:
    """``dvonn-engine puzzles [--check] [FILE]``: counts by difficulty; --check re-proves."""
    puzzles = load_puzzles(path or DEFAULT_PATH)
    by_level = counts(puzzles)
    print(f"{len(puzzles)} puzzles: " + ", ".join(f"{k} {v}" for k, v in by_level.items()))
    if not check:
        return 0
    failures = 0
    for puzzle, problems in iter_checks(puzzles):
        for problem in problems:
            print(f"puzzle {puzzle.id}: {problem}")
        failures += bool(problems)
    print(f"checked {len(puzzles)}: {len(puzzles) - failures} sound, {failures} failed")
    return 1 if failures else 0
