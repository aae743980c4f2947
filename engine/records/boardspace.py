"""Boardspace's SGF dialect for DVONN (``GM[Dvonn]``, some files ``GM[37]``): read and write.

Boardspace logs every user action as its own node, ``; P0[<seq> <op> <args>]``, P0 being White
and P1 Black (``P-1`` nodes are server notes and are skipped).  The ops, and how a turn's move
follows from them (the server's own bookkeeping, which the 9,707 games of the corpus confirm):

- ``Start P0``: the game begins, White to play.
- ``pick wr 2`` / ``drop wr 0``: lift a piece from a rack / put it back (2008–09 placement).
- ``dropb C 3``: in placement, place a piece on C3 (taking one from the rack if none is held);
  in the movement phase, drop the lifted stack there.  Dropping it back on its own cell cancels
  the lift.
- ``pickb C 3``: lift the stack on C3; right after a drop it instead takes the dropped piece or
  stack back into the hand, still coming from where it was first lifted.
- ``move G 5 F 4``: a whole stack move in one action (the robots write these).
- ``pass`` and a ``done`` with nothing dropped: a pass.  ``done``: the turn's move is final.
- ``resign`` (then ``done``): the player resigns; a second ``resign`` before ``done`` takes it
  back.  ``reset``: undo the turn's unconfirmed actions.  ``edit``: board editing mode; a
  record that really edits the board is refused.

Boardspace sometimes leaves out a pass that the rules force: when a player's ``done`` comes
while the other side has no move but must pass, the pass is put back in.  Player names come
from ``PW``/``PB`` or ``P0[id "…"]``/``P1[id "…"]``; the result from a resignation, else the
``RE`` text (it names the winner, in the server's language), else the final position.

The writer adds one property Boardspace does not have, ``XS[n]``, when the game did not start
from the empty board: the first n plies in the file only build the start position (a random
setup is written as its 49 placements).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.board import Cell
from engine.errors import IllegalMoveError, RecordParseError
from engine.limits import shown
from engine.moves import PASS, Move
from engine.position import DVONN, PLACEMENTS, Color, Phase, Position, placement_piece
from engine.records.model import (
    GameRecord,
    LeftOut,
    RecordResult,
    RecordWriteError,
    ply_colors,
    record_number,
    turn_numbers,
)
from engine.records.sgf import Node, escape, parse_game_tree
from engine.records.sgftext import normalize_date, result_from_text, result_to_text
from engine.rules import apply, legal_moves, outcome

GAME_NAMES = ("dvonn", "37")
_PLAYERS = {"P0": Color.WHITE, "P1": Color.BLACK}
_ACTIONS = {"start", "dropb", "pickb", "drop", "pick", "move", "done", "pass", "resign"}
_ACTIONS |= {"edit", "reset"}
# Properties the reader takes in (the format's own, the root's tags, the players' action log
# and Boardspace's server notes P-1, comments); any other is left out, and said so on saving.
_READ = {"GM", "VV", "FF", "CA", "AP", "SU", "DT", "GN", "EV", "PC", "RE", "PW", "PB", "XS"}
_READ |= {"C", "P0", "P1", "P-1"}


@dataclass(slots=True)
class _Hand:
    """What the player on turn has done since the last ``done``."""

    lifted: bool = False  # a piece or stack is in the hand
    source: Cell | None = None  # where the lifted stack came from (None: from a rack)
    target: Cell | None = None  # where it was dropped, not yet confirmed
    passing: bool = False
    resigning: bool = False


_CELLS = {cell.name: cell for cell in Cell}


def _cell(args: list[str], line: int) -> Cell:
    cell = _CELLS.get("".join(args).upper())
    if cell is None:
        raise RecordParseError(
            f"{shown(' '.join(args))} is not a space of the board (A 1…K 5)", line
        )
    return cell


class _Replay:
    """The engine following a Boardspace action log."""

    def __init__(self) -> None:
        self.position = Position.initial()
        self.moves: list[Move] = []
        self.lines: list[int] = []
        self.hand = _Hand()
        self.started = False
        self.editing = False
        self.resigned: Color | None = None

    def play(self, move: Move, line: int) -> None:
        try:
            self.position = apply(self.position, move).after
        except IllegalMoveError as error:
            number, color = turn_numbers(Position.initial(), len(self.moves) + 1)[-1]
            label = f"move {number} ({color.name.capitalize()}, {move})"
            raise RecordParseError(f"{label} is illegal: {error}", line) from None
        self.moves.append(move)
        self.lines.append(line)

    def action(self, color: Color, op: str, args: list[str], line: int) -> None:
        if self.resigned is not None:
            raise RecordParseError(f"{op}: the game already ended by resignation", line)
        hand = self.hand
        if op == "start":
            if args and args[0].upper() != "P0":
                raise RecordParseError("only games that White (P0) starts can be read", line)
            self.started = True
        elif op == "edit":
            self.editing, self.hand = True, _Hand()
        elif op == "reset":
            self.hand = _Hand(resigning=hand.resigning)
        elif op == "pick":
            self.hand = _Hand(lifted=True, resigning=hand.resigning)
        elif op == "drop":
            self.hand = _Hand(resigning=hand.resigning)
        elif op == "pickb":
            cell = _cell(args, line)
            if hand.target is not None:
                hand.target = None  # takes the dropped stack back into the hand
            elif not hand.lifted:
                hand.lifted, hand.source = True, cell
        elif op == "dropb":
            cell = _cell(args, line)
            if self.position.phase is Phase.PLACEMENT and not hand.lifted:
                hand.lifted = True  # a placement takes a piece from the rack by itself
            if not hand.lifted:
                raise RecordParseError(f"dropb {cell}: nothing was picked up", line)
            if cell == hand.source:
                self.hand = _Hand(resigning=hand.resigning)
            else:
                hand.target = cell
        elif op == "move":
            if len(args) != 4:
                raise RecordParseError("'move' needs a source and a target cell", line)
            if self.position.phase is Phase.PLACEMENT:
                raise RecordParseError("'move' during placement: pieces are placed first", line)
            hand.lifted, hand.source = True, _cell(args[:2], line)
            hand.target = _cell(args[2:], line)
        elif op == "pass":
            hand.passing = True
        elif op == "resign":
            hand.resigning = not hand.resigning
        elif op == "done":
            self.done(color, line)
        else:
            raise RecordParseError(f"{shown(op)} is not a Boardspace DVONN action", line)

    def done(self, color: Color, line: int) -> None:
        hand, self.hand = self.hand, _Hand()
        if hand.resigning:
            self.resigned = color
            return
        edits = hand.lifted or hand.target is not None
        if self.editing and edits:
            raise RecordParseError("the record edits the board: only plain games can be read", line)
        self.editing = False
        if not self.started:
            raise RecordParseError("a move comes before the game's 'Start'", line)
        move = self.turn_move(hand, line)
        position = self.position
        if position.turn is not color:
            if position.phase is Phase.MOVEMENT and legal_moves(position) == [PASS]:
                self.play(PASS, line)  # the forced pass Boardspace did not write down
            else:
                raise RecordParseError(f"{color} plays, but it is {position.turn}'s turn", line)
        self.play(move, line)

    def turn_move(self, hand: _Hand, line: int) -> Move:
        if self.position.phase is Phase.PLACEMENT:
            if hand.target is None:
                raise RecordParseError("'done' without placing a piece", line)
            return Move.place(hand.target)
        if hand.target is not None:
            if hand.source is None:
                raise RecordParseError(f"a piece from the rack dropped on {hand.target}", line)
            return Move.jump(hand.source, hand.target)
        if hand.lifted and not hand.passing:
            raise RecordParseError("'done' while a stack is still in the air", line)
        return PASS


def _split_action(value: str) -> tuple[str, list[str]] | None:
    """(op, args) of an action value ``"12 dropb C 3"``; None for player info (``id "x"``)."""
    words = value.split()
    if words and words[0].isdigit():
        words = words[1:]
        if not words:
            raise ValueError("an action number with no action")
    elif not words or words[0].lower() not in _ACTIONS:
        return None
    return words[0].lower(), words[1:]


def _player_id(value: str) -> str | None:
    words = value.split(None, 1)
    if len(words) == 2 and words[0].lower() == "id":
        return words[1].strip().removeprefix('"').removesuffix('"')
    return None


def read_sgf(text: str) -> GameRecord:
    nodes, variations, more_games = parse_game_tree(text)
    root = nodes[0]
    game_name = root.get("GM")
    if game_name is None or game_name.strip().lower() not in GAME_NAMES:
        found = "no GM property" if game_name is None else f"GM[{shown(game_name)[1:-1]}]"
        raise RecordParseError(f"not a DVONN game ({found}; expected GM[Dvonn])", root.line)
    replay = _Replay()
    names: dict[Color, str] = {}
    comments: dict[int, list[str]] = {}
    for node in nodes:
        _read_node(node, replay, names, comments)
    unread = (p.ident for node in nodes for p in node.properties if p.ident.upper() not in _READ)
    left_out = LeftOut(variations, more_games, tuple(dict.fromkeys(unread)))
    return replace(_record(root, replay, names, comments), left_out=left_out)


def _read_node(
    node: Node, replay: _Replay, names: dict[Color, str], comments: dict[int, list[str]]
) -> None:
    for prop in node.properties:
        ident = prop.ident.upper()
        if ident == "C":
            ply = len(replay.moves)
            text = "\n".join(prop.values)
            comments.setdefault(ply, []).append(text)
            continue
        color = _PLAYERS.get(ident)
        if color is None:
            continue  # root tags are read later; P-1 and others are server notes
        for value in prop.values:
            try:
                action = _split_action(value)
            except ValueError as error:
                raise RecordParseError(str(error), prop.line) from None
            if action is None:
                name = _player_id(value)
                if name is not None:
                    names.setdefault(color, name)
                continue
            replay.action(color, action[0], action[1], prop.line)


def _record(
    root: Node, replay: _Replay, names: dict[Color, str], comments: dict[int, list[str]]
) -> GameRecord:
    start = Position.initial()
    moves, lines = replay.moves, replay.lines
    setup_text = root.get("XS")
    if setup_text is not None:
        count = _setup_length(setup_text, moves, root.line)
        start = _position_after(moves[:count])
        moves, lines = moves[count:], lines[count:]
        shifted: dict[int, list[str]] = {}
        for ply, texts in sorted(comments.items()):
            # notes on the setup placements go to the game as a whole
            shifted.setdefault(max(0, ply - count), []).extend(texts)
        comments = shifted
    white = root.get("PW") or names.get(Color.WHITE, "")
    black = root.get("PB") or names.get(Color.BLACK, "")
    result_text = (root.get("RE") or "").strip()
    resigned = replay.resigned
    if resigned is not None:
        result = RecordResult.RESIGNED
    else:
        result = result_from_text(result_text, white, black) or _final_result(replay.position)
    extra = [
        (tag, value)
        for tag, key in (("GameName", "GN"), ("Variant", "SU"))
        if (value := root.get(key)) is not None and (tag, value) != ("Variant", "dvonn")
    ]  # the plain "dvonn" variant is what the writer puts back by itself
    record = GameRecord(
        (),
        white=white,
        black=black,
        result=result,
        resigned=resigned,
    )
    if result_text == result_to_text(record):
        result_text = ""  # says nothing the result does not: what the writer would put back
    played = tuple(moves)
    return GameRecord(
        played,
        start,
        white=white,
        black=black,
        date=normalize_date(root.get("DT") or ""),
        event=root.get("EV") or "",
        site=root.get("PC") or "",
        result=result,
        resigned=resigned,
        result_text=result_text,
        comments=tuple((ply, " ".join(texts)) for ply, texts in sorted(comments.items())),
        extra_tags=tuple(extra),
        move_lines=tuple(lines),
        replayed=(start, played, replay.position),
    )


def _setup_length(text: str, moves: list[Move], line: int) -> int:
    count = record_number(text.strip(), "XS (setup placements)", PLACEMENTS, line)
    if count > len(moves):
        raise RecordParseError(f"XS[{count}]: the record has only {len(moves)} placements", line)
    return count


def _position_after(moves: list[Move]) -> Position:
    position = Position.initial()
    for move in moves:
        position = apply(position, move).after  # already checked by the replay
    return position


def _final_result(position: Position) -> RecordResult:
    final = outcome(position)
    return RecordResult.UNFINISHED if final is None else RecordResult(final.value)


# --- writing -------------------------------------------------------------------------------


def _cell_args(cell: Cell) -> str:
    return f"{cell.name[0]} {cell.name[1]}"


def _setup_placements(start: Position) -> list[Move]:
    """Placements that build ``start`` from the empty board, or RecordWriteError."""
    stacks = [(cell, stack) for cell, stack in start.occupied()]
    reachable = all(len(stack) == 1 for _, stack in stacks) and (
        start.phase is Phase.PLACEMENT or (len(stacks) == PLACEMENTS and start.turn is Color.WHITE)
    )
    if not reachable:
        raise RecordWriteError(
            "Boardspace records start from the empty board: this start position has stacks "
            "or missing pieces, so it cannot be written as placements"
        )
    cells = {piece: [c for c, s in stacks if s == piece] for piece in ("W", "B", DVONN)}
    return [Move.place(cells[placement_piece(n)[1]].pop(0)) for n in range(len(stacks))]


def write_sgf(record: GameRecord) -> str:
    setup = [] if record.start == Position.initial() else _setup_placements(record.start)
    extra = dict(record.extra_tags)
    root = ["(;", "GM[Dvonn]VV[1]", f"SU[{escape(extra.get('Variant', 'dvonn'))}]"]
    tags = {
        "DT": record.date,
        "GN": extra.get("GameName", ""),
        "EV": record.event,
        "PC": record.site,
        "RE": record.result_text or result_to_text(record),
    }
    root += [f"{key}[{escape(value)}]" for key, value in tags.items() if value]
    root += [f'P0[id "{escape(record.white)}"]', f'P1[id "{escape(record.black)}"]']
    if setup:
        root.append(f"XS[{len(setup)}]")
    if (comment := record.comment(0)) is not None:
        root.append(f"C[{escape(comment)}]")
    lines = [*root, "; P0[0 Start P0]"]
    seq = 1
    moves = [*setup, *record.moves]
    for index, (move, color) in enumerate(
        zip(moves, ply_colors(Position.initial(), len(moves)), strict=True)
    ):
        player = "P0" if color is Color.WHITE else "P1"
        if move.target is None:
            action = "pass"
        elif move.source is None:
            action = f"dropb {_cell_args(move.target)}"
        else:
            action = f"move {_cell_args(move.source)} {_cell_args(move.target)}"
        done = f"; {player}[{seq + 1} done]"
        ply = index + 1 - len(setup)
        if ply > 0 and (comment := record.comment(ply)) is not None:
            done += f"C[{escape(comment)}]"
        lines += [f"; {player}[{seq} {action}]", done]
        seq += 2
    if record.resigned is not None:
        player = "P0" if record.resigned is Color.WHITE else "P1"
        lines += [f"; {player}[{seq} resign]", f"; {player}[{seq + 1} done]"]
    lines.append(")")
    return "\n".join(lines) + "\n"
