"""Boardspace SGF: the SGF syntax, the dialect's pick/drop bookkeeping, and the writer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.errors import RecordParseError
from engine.moves import PASS, Move
from engine.position import Color, Position
from engine.records import GameRecord, RecordResult, RecordWriteError, read_record
from engine.records.boardspace import read_sgf, write_sgf
from engine.records.dvn import read_dvn
from engine.records.model import ply_colors
from engine.records.sgf import parse_main_line
from engine.records.sgftext import normalize_date
from engine.rules import apply
from tests.engine.test_records_model import random_game_where, random_moves, white_wins_with_a_pass

DATA = Path(__file__).resolve().parent / "data" / "records"
ROOT = 'GM[Dvonn]VV[1]\nSU[dvonn 42]\nDT[Thu Jun 05 18:45:18 CEST 2008]\nP0[id "ann"]\nP1[id "bob"]'
GAME = random_game_where(white_wins_with_a_pass)


def sgf(*actions: str, root: str = ROOT) -> str:
    """A Boardspace file: ``actions`` are "P0 dropb C 3"-style strings, numbered in order."""
    nodes = [f"; {a.split()[0]}[{n} {a.split(None, 1)[1]}]" for n, a in enumerate(actions)]
    return "\n".join(["(;", root, *nodes, ")"])


def args(cell: object) -> str:
    name = str(cell)
    return f"{name[0]} {name[1]}"


def plain_actions(moves: list[Move]) -> list[str]:
    """The robots' way of writing moves: dropb / move / done."""
    out = ["P0 Start P0"]
    for move, color in zip(moves, ply_colors(Position.initial(), len(moves)), strict=True):
        player = "P0" if color is Color.WHITE else "P1"
        if move.source is not None and move.target is not None:
            out.append(f"{player} move {args(move.source)} {args(move.target)}")
        elif move.target is not None:
            out.append(f"{player} dropb {args(move.target)}")
        out.append(f"{player} done")
    return out


# --- SGF syntax ----------------------------------------------------------------------------


def test_syntax_escapes_multiple_values_variations_and_a_second_tree() -> None:
    text = r"(;A[a\]b\\c]B[1][2] C [x\
y];D[3](;E[4];F[5])(;G[6]))(;H[7])"
    nodes = parse_main_line(text)
    assert [p.ident for n in nodes for p in n.properties] == ["A", "B", "C", "D", "E", "F"]
    assert nodes[0].properties[0].values == ("a]b\\c",)
    assert nodes[0].properties[1].values == ("1", "2")
    assert nodes[0].get("c") == "xy"  # soft line break removed
    assert nodes[1].properties[0].line == 2


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "an SGF file starts with '(;'"),
        ("(;A[1]", "')' is missing"),
        ("(;A[1", "never closed"),
        ("(;A)", "property A has no value"),
        ("(A[1])", "a game tree must start with a node"),
        ("(;A[1](;B[1])C[2])", "property C outside a node"),
        ("(;A[1](;B[1]);C[2])", "nodes come first"),
        ("(;A[1]#)", "unexpected '#'"),
        ("(;A[1]" + "(;B[1]" * 1001 + ")" * 1002, "nested more than 1000 deep"),
    ],
)
def test_syntax_errors(text: str, message: str) -> None:
    with pytest.raises(RecordParseError, match=re.escape(message)):
        parse_main_line(text)


# --- the Boardspace dialect ----------------------------------------------------------------


def test_robot_style_whole_game_with_explicit_passes() -> None:
    record = read_sgf(sgf(*plain_actions(GAME)))
    assert list(record.moves) == GAME
    assert (record.white, record.black, record.date) == ("ann", "bob", "2008.06.05")
    assert record.result is RecordResult.WHITE  # no RE: from the final position


def test_old_placement_with_racks_and_a_placed_piece_moved() -> None:
    actions = [
        "P0 Start P0",
        "P0 pick wr 2", "P0 drop wr 2", "P0 pick wr 2", "P0 dropb G 2", "P0 done",
        "P1 pick br 1", "P1 dropb D 4", "P1 pickb D 4", "P1 dropb E 5", "P1 done",
        "P0 dropb D 1", "P0 pickb D 1", "P0 drop wr 2", "P0 dropb C 1", "P0 done",
    ]  # fmt: skip
    assert [str(m) for m in read_sgf(sgf(*actions)).moves] == ["G2", "E5", "C1"]


def test_human_moves_with_cancel_and_take_back() -> None:
    actions = plain_actions(GAME[:49])
    first = GAME[49]  # White's first stack move
    assert first.source is not None and first.target is not None
    src, dst = args(first.source), args(first.target)
    elsewhere = "A 3" if dst != "A 3" else "B 4"
    actions += [
        f"P0 pickb {src}", f"P0 dropb {src}",  # dropped back: cancelled
        f"P0 pickb {src}", f"P0 dropb {elsewhere}",  # dropped on the wrong cell…
        f"P0 pickb {elsewhere}", f"P0 dropb {dst}",  # …taken back and dropped right
        "P0 done",
    ]  # fmt: skip
    assert read_sgf(sgf(*actions)).moves[-1] == first


def test_reset_forgets_the_unconfirmed_actions() -> None:
    first = GAME[49]
    assert first.source is not None and first.target is not None
    actions = [*plain_actions(GAME[:49]), "P0 pickb A 3", "P0 reset"]
    actions += [f"P0 move {args(first.source)} {args(first.target)}", "P0 done"]
    assert read_sgf(sgf(*actions)).moves[-1] == first


def test_omitted_forced_pass_is_put_back() -> None:
    actions = plain_actions(GAME)
    # Leave out the passes (each is a lone "done" in plain_actions).
    kept = [a for i, a in enumerate(actions) if not (a.endswith("done") and _is_pass_done(i))]
    assert len(kept) == len(actions) - GAME.count(PASS)
    assert list(read_sgf(sgf(*kept)).moves) == GAME


def _is_pass_done(index: int) -> bool:
    """Whether action ``index`` of plain_actions(GAME) is a pass's lone ``done``."""
    actions = plain_actions(GAME)
    return actions[index].endswith("done") and actions[index - 1].endswith("done")


def test_pass_written_as_pass_then_done() -> None:
    rewritten: list[str] = []
    for index, action in enumerate(plain_actions(GAME)):
        if _is_pass_done(index):
            rewritten.append(f"{action.split()[0]} pass")
        rewritten.append(action)
    assert list(read_sgf(sgf(*rewritten)).moves) == GAME


def test_resignation_discards_the_unconfirmed_move() -> None:
    actions = [*plain_actions(GAME[:10]), "P0 dropb A 1", "P0 resign", "P0 done"]
    record = read_sgf(sgf(*actions))
    assert len(record.moves) == 10
    assert (record.result, record.resigned) == (RecordResult.RESIGNED, Color.WHITE)
    assert record.to_game().result is not None


def test_resign_twice_takes_it_back() -> None:
    drop = f"P0 dropb {args(GAME[10].target)}"
    record = read_sgf(sgf(*plain_actions(GAME[:10]), "P0 resign", "P0 resign", drop, "P0 done"))
    assert record.resigned is None and len(record.moves) == 11


def test_edit_at_the_start_then_resign() -> None:
    record = read_sgf(sgf("P0 edit", "P0 resign", "P0 done"))
    assert record.moves == () and record.resigned is Color.WHITE


def test_real_board_edits_are_refused() -> None:
    with pytest.raises(RecordParseError, match="edits the board"):
        read_sgf(sgf("P0 Start P0", "P0 edit", "P0 dropb C 3", "P0 done"))


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        (["P0 dropb C 3", "P0 done"], "a move comes before the game's 'Start'"),
        (["P0 Start P1"], "only games that White (P0) starts"),
        (["P0 Start P0", "P1 dropb C 3", "P1 done"], "black plays, but it is white's turn"),
        (["P0 Start P0", "P0 dropb C 3", "P0 done", "P1 dropb C 3", "P1 done"], "occupied"),
        (["P0 Start P0", "P0 done"], "'done' without placing a piece"),
        (["P0 Start P0", "P0 dropb Z 9"], "not a space of the board"),
        (["P0 Start P0", "P0 fly C 3"], "'fly' is not a Boardspace DVONN action"),
        (["P0 Start P0", "P0 move C 3"], "'move' needs a source and a target"),
        (["P0 edit", "P0 resign", "P0 done", "P1 done"], "already ended by resignation"),
    ],
)
def test_dialect_errors(actions: list[str], message: str) -> None:
    with pytest.raises(RecordParseError, match=re.escape(message)):
        read_sgf(sgf(*actions))


def test_error_lines_count_the_root() -> None:
    with pytest.raises(RecordParseError) as caught:
        read_sgf(sgf("P0 Start P0", "P0 dropb C 3", "P0 done", "P1 dropb C 3", "P1 done"))
    assert caught.value.line == 11


@pytest.mark.parametrize("game_name", ["Dvonn", "dvonn", "37"])
def test_game_names(game_name: str) -> None:
    root = ROOT.replace("GM[Dvonn]", f"GM[{game_name}]")
    assert read_sgf(sgf("P0 Start P0", root=root)).moves == ()


@pytest.mark.parametrize("root", ["GM[1]", "VV[1]"])
def test_other_games_are_refused(root: str) -> None:
    with pytest.raises(RecordParseError, match="not a DVONN game"):
        read_sgf(sgf("P0 Start P0", root=root))


def test_players_from_pw_pb_and_server_notes_skipped() -> None:
    root = ROOT + "\nPW[Ann Smith]PB[Bob]\n; P-1[Pop P0\\[1 dropb C 3\\]]"
    record = read_sgf(sgf("P0 Start P0", root=root))
    assert (record.white, record.black) == ("Ann Smith", "Bob")


@pytest.mark.parametrize(
    ("re_text", "expected"),
    [
        ("Game won by ann", RecordResult.WHITE),
        ("bob hat gewonnen", RecordResult.BLACK),
        ("Partie gagnée par bob", RecordResult.BLACK),
        ("The game is a draw", RecordResult.DRAW),
        ("Game won by annette", RecordResult.UNFINISHED),  # names nobody: final position
    ],
)
def test_result_from_the_re_sentence(re_text: str, expected: RecordResult) -> None:
    record = read_sgf(sgf("P0 Start P0", root=f"{ROOT}\nRE[{re_text}]"))
    assert record.result is expected


def test_numbered_guests_and_longer_names() -> None:
    root = 'GM[Dvonn]P0[id "guest"]P1[id "guests"]RE[Game won by guest1493]'
    assert read_sgf(sgf("P0 Start P0", root=root)).result is RecordResult.WHITE
    root = 'GM[Dvonn]P0[id "Dumbot"]P1[id "Dumbot2"]RE[Game won by Dumbot2]'
    assert read_sgf(sgf("P0 Start P0", root=root)).result is RecordResult.BLACK
    root = 'GM[Dvonn]P0[id "guest"]P1[id "guest"]RE[Game won by guest1493]'
    assert read_sgf(sgf("P0 Start P0", root=root)).result is RecordResult.UNFINISHED


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Thu Jun 05 18:45:18 CEST 2008", "2008.06.05"),
        ("April 11, 2017", "2017.04.11"),
        ("1 février 2017", "1 février 2017"),
        ("", ""),
    ],
)
def test_dates(text: str, date: str) -> None:
    assert normalize_date(text) == date


# --- the writer ----------------------------------------------------------------------------


def test_writer_roundtrip_of_the_golden_game() -> None:
    record = read_dvn((DATA / "standard.dvn").read_text(encoding="utf-8"))
    text = write_sgf(record)
    assert text == (DATA / "standard.sgf").read_text(encoding="utf-8")
    again = read_sgf(text)
    assert again.moves == record.moves and again.comments == record.comments
    assert (again.white, again.black, again.event, again.site, again.date) == (
        record.white,
        record.black,
        record.event,
        record.site,
        record.date,
    )
    assert again.result is record.result and again.result_text == ""


def test_writer_roundtrip_of_a_random_setup_and_a_resignation() -> None:
    start = Position.random_setup(11)
    moves = tuple(random_moves(2, start)[:7])
    record = GameRecord(
        moves, start, white="a", black="b", result=RecordResult.RESIGNED, resigned=Color.WHITE,
        comments=((0, "random [setup]"), (2, "x")),
    )  # fmt: skip
    text = write_sgf(record)
    assert "XS[49]" in text and "random [setup\\]" in text
    assert read_record(text) == record


def test_writer_roundtrip_from_a_partly_placed_board() -> None:
    start = Position.initial()
    for move in GAME[:5]:
        start = apply(start, move).after
    record = GameRecord(tuple(GAME[5:9]), start, result=RecordResult.UNFINISHED)
    assert read_sgf(write_sgf(record)) == record


def test_writer_refuses_a_start_with_stacks() -> None:
    start = Position.random_setup(11)
    move = random_moves(2, start)[0]
    with pytest.raises(RecordWriteError, match="cannot be written as placements"):
        write_sgf(GameRecord(start=apply(start, move).after))


def test_writer_marks_passes() -> None:
    text = write_sgf(GameRecord(tuple(GAME)))
    assert text.count(" pass]") == GAME.count(PASS)
