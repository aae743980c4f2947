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
``RE`` text (it names the winner, in the server's language), else the final position; the score
is the final position's once the game is over there.

The writer adds one property Boardspace does not have, ``XS[n]``, when the game did not start
from the empty board: the first n plies in the file only build the start position (a random
setup is written as its 49 placements).
"""

from __future__ import annotations

from dataclasses import replace

from engine.board import Cell
from engine.errors import RecordParseError
from engine.limits import shown
from engine.moves import Move
from engine.position import DVONN, PLACEMENTS, Color, Phase, Position, placement_piece
from engine.records.boardspace_log import ActionLog, Saved, split_action
from engine.records.model import (
    GameRecord,
    LeftOut,
    RecordResult,
    RecordWriteError,
    ply_colors,
    record_number,
)
from engine.records.sgf import Node, escape, parse_game_tree
from engine.records.sgftext import normalize_date, result_from_text, result_to_text
from engine.records.variations import MoveTree
from engine.rules import apply, outcome

GAME_NAMES = ("dvonn", "37")
_PLAYERS = {"P0": Color.WHITE, "P1": Color.BLACK}
# Properties the reader takes in (the format's own, the root's tags, the players' action log
# and Boardspace's server notes P-1, comments); any other is left out, and said so on saving.
_READ = {"GM", "VV", "FF", "CA", "AP", "SU", "DT", "GN", "EV", "PC", "RE", "PW", "PB", "XS"}
_READ |= {"C", "P0", "P1", "P-1"}


def _player_id(value: str) -> str | None:
    words = value.split(None, 1)
    if len(words) == 2 and words[0].lower() == "id":
        return words[1].strip().removeprefix('"').removesuffix('"')
    return None


def read_sgf(text: str) -> GameRecord:
    sgf = parse_game_tree(text)
    root = sgf.nodes[0]
    game_name = root.get("GM")
    if game_name is None or game_name.strip().lower() not in GAME_NAMES:
        found = "no GM property" if game_name is None else f"GM[{shown(game_name)[1:-1]}]"
        raise RecordParseError(f"not a DVONN game ({found}; expected GM[Dvonn])", root.line)
    tree = MoveTree()
    log = ActionLog(tree)
    names: dict[Color, str] = {}
    parents = sgf.parents
    # The nodes come in text order: a branch follows the whole line before it, so the log is
    # saved at each branch point and taken up again there; the main line comes first.
    branch_points = {parent for index, parent in enumerate(parents) if parent != index - 1}
    saved: dict[int, Saved] = {}
    first_child: dict[int, int] = {}
    added = [False] * len(parents)  # whether a node's actions (or its branch's) add a move
    main = [True] * len(parents)  # whether a node is on the main line
    final = log.save()
    for index, node in enumerate(sgf.nodes):
        parent = parents[index]
        if parent != index - 1:
            log.restore(saved[parent])
        if parent >= 0:
            first = first_child.setdefault(parent, index) == index
            main[index] = main[parent] and first
        log.main = main[index]
        size = len(tree)
        _read_node(node, log, names)
        added[index] = len(tree) > size
        if index in branch_points:
            saved[index] = log.save()
        if log.main:
            final = log.save()
    for index in range(len(parents) - 1, 0, -1):
        added[parents[index]] |= added[index]
    dropped = sum(
        1
        for index, parent in enumerate(parents)
        if parent >= 0 and first_child[parent] != index and not added[index]
    )
    unread = (
        p.ident for node in sgf.nodes for p in node.properties if p.ident.upper() not in _READ
    )
    left_out = LeftOut(dropped, sgf.more_games, tuple(dict.fromkeys(unread)))
    log.restore(final)
    return replace(_record(root, tree, log, names), left_out=left_out)


def _read_node(node: Node, log: ActionLog, names: dict[Color, str]) -> None:
    for prop in node.properties:
        ident = prop.ident.upper()
        if ident == "C":
            log.tree.comment(log.node, "\n".join(prop.values))
            continue
        color = _PLAYERS.get(ident)
        if color is None:
            continue  # root tags are read later; P-1 and others are server notes
        for value in prop.values:
            try:
                action = split_action(value)
            except ValueError as error:
                raise RecordParseError(str(error), prop.line) from None
            if action is None:
                name = _player_id(value)
                if name is not None:
                    names.setdefault(color, name)
                continue
            log.action(color, action[0], action[1], prop.line)


def _record(root: Node, tree: MoveTree, final: ActionLog, names: dict[Color, str]) -> GameRecord:
    """The record of the tree; ``final`` is the log at the end of the main line."""
    start = Position.initial()
    top = 0  # the node the record starts from
    setup_text = root.get("XS")
    if setup_text is not None:
        start, top = _setup(tree, setup_text, root.line)
    lines = tree.lines_of(top)
    comments = lines.comments
    if top:
        # notes on the setup placements go to the game as a whole
        texts = [text for node in tree.follow(0)[: top + 1] for text in tree.comments[node]]
        notes = [(0, " ".join(texts))] if texts else []
        comments = (*notes, *((ply, text) for ply, text in comments if ply))
    white = root.get("PW") or names.get(Color.WHITE, "")
    black = root.get("PB") or names.get(Color.BLACK, "")
    result_text = (root.get("RE") or "").strip()
    resigned = final.resigned
    if resigned is not None:
        result = RecordResult.RESIGNED
    else:
        result = result_from_text(result_text, white, black) or _final_result(final.position)
    extra = [
        (tag, value)
        for tag, key in (("GameName", "GN"), ("Variant", "SU"))
        if (value := root.get(key)) is not None and (tag, value) != ("Variant", "dvonn")
    ]  # the plain "dvonn" variant is what the writer puts back by itself
    record = GameRecord((), white=white, black=black, result=result, resigned=resigned)
    if result_text == result_to_text(record):
        result_text = ""  # says nothing the result does not: what the writer would put back
    return GameRecord(
        lines.moves,
        start,
        white=white,
        black=black,
        date=normalize_date(root.get("DT") or ""),
        event=root.get("EV") or "",
        site=root.get("PC") or "",
        result=result,
        resigned=resigned,
        result_text=result_text,
        score=final.position.controlled_pieces() if outcome(final.position) else None,
        comments=tuple(comments),
        extra_tags=tuple(extra),
        variations=lines.variations,
        move_lines=lines.move_lines,
        replayed=(start, lines.moves, final.position),
    )


def _setup(tree: MoveTree, text: str, line: int) -> tuple[Position, int]:
    """The start position the first plies build (``XS``), and the node they lead to."""
    main = tree.follow(0)
    count = record_number(text.strip(), "XS (setup placements)", PLACEMENTS, line)
    if count > len(main) - 1:
        raise RecordParseError(f"XS[{count}]: the record has only {len(main) - 1} placements", line)
    if any(len(tree.children[node]) > 1 for node in main[:count]):
        raise RecordParseError(f"XS[{count}]: a side line among the setup placements", line)
    position = Position.initial()
    for node in main[1 : count + 1]:
        move = tree.moves[node]
        assert move is not None
        position = apply(position, move).after  # already checked by the log
    return position, main[count]


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


def _ply(index: int, move: Move, color: Color, comment: str | None) -> list[str]:
    """The two nodes of the ``index``-th ply (0-based, setup placements counted): the action
    and the ``done`` that confirms it, with the comment after the move."""
    player = "P0" if color is Color.WHITE else "P1"
    if move.target is None:
        action = "pass"
    elif move.source is None:
        action = f"dropb {_cell_args(move.target)}"
    else:
        action = f"move {_cell_args(move.source)} {_cell_args(move.target)}"
    seq = 2 * index + 1
    done = f"; {player}[{seq + 1} done]"
    if comment is not None:
        done += f"C[{escape(comment)}]"
    return [f"; {player}[{seq} {action}]", done]


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
    tree = record.move_tree()
    colors = ply_colors(Position.initial(), len(setup) + max(tree.depths))
    for index, move in enumerate(setup):
        lines += _ply(index, move, colors[index], None)
    main_end = tree.follow(0)[-1]
    # Branches as SGF writes them: after a node with several children, each child's line in
    # parentheses, the main one first.  An explicit stack of nodes and parentheses to write.
    todo: list[int | str] = []
    node: int | str = 0
    while True:
        if isinstance(node, str):
            lines.append(node)
        else:
            if node:
                index = len(setup) + tree.depths[node] - 1
                played = tree.moves[node]
                assert played is not None
                lines += _ply(index, played, colors[index], tree.text(node))
            if node == main_end and record.resigned is not None:
                player = "P0" if record.resigned is Color.WHITE else "P1"
                seq = 2 * (len(setup) + tree.depths[node]) + 1
                lines += [f"; {player}[{seq} resign]", f"; {player}[{seq + 1} done]"]
            children = tree.children[node]
            if len(children) == 1:
                todo.append(children[0])
            elif children:
                for child in reversed(children):
                    todo += [")", child, "("]
        if not todo:
            break
        node = todo.pop()
    lines.append(")")
    return "\n".join(lines) + "\n"
