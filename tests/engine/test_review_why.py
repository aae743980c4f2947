"""Why a flagged move was a mistake (engine.review.why): each kind of reason found where the
rules show it, and its words, in English here (every language in the app's tests)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from engine.assessment import MoverResult
from engine.moves import Move
from engine.pieces import DVONN, stack_owner
from engine.position import Color, Phase, Position
from engine.review.chances import Situation
from engine.review.judgement import PlyReview, Verdict, judge
from engine.review.why import Why, WhyKind, why_flagged
from engine.rules import apply, is_game_over, legal_moves


def movement_positions(seed: int, games: int = 40) -> Iterator[Position]:
    """Positions of the movement phase of random games (reproducible)."""
    chance = random.Random(seed)
    for _ in range(games):
        position = Position.random_setup(chance.randrange(1 << 30))
        while not is_game_over(position):
            yield position
            position = apply(position, chance.choice(legal_moves(position))).after


def judged(
    position: Position,
    move: Move,
    reply: Move | None = None,
    best: Move | None = None,
    after: tuple[MoverResult | None, int | None] = (None, None),
) -> PlyReview:
    """The review of ``move`` as the review would give it: ``best`` the better move, ``reply``
    the first move of the line after it, ``after`` the proven result there (for the side to
    move after the move) and its margin."""
    child = apply(position, move).after
    before = Verdict(position.turn, Situation.of(position), 5.0, best=best or move, line=())
    result, margin = after
    line = (reply,) if reply is not None else ()
    later = Verdict(child.turn, Situation.of(child), -5.0, result, margin, reply, line)
    return judge(30, move, before, later, forced=False)


def own_cut(position: Position, move: Move) -> int:
    removed = apply(position, move).removed
    return sum(len(s) for _, s in removed if stack_owner(s) is position.turn)


def kinds(found: tuple[Why, ...]) -> list[WhyKind]:
    return [why.kind for why in found]


def test_a_proven_loss_says_its_margin() -> None:
    position = next(movement_positions(1))
    move = legal_moves(position)[0]
    found = why_flagged(position, judged(position, move, after=(MoverResult.WIN, 3)))
    assert found[-1] == Why(WhyKind.PROVEN_LOSS, pieces=3)  # last: the review says it anyway
    assert str(found[-1]) == "A proven loss by 3 pieces: every reply loses."
    assert str(Why(WhyKind.PROVEN_LOSS, pieces=1)) == "A proven loss by 1 piece: every reply loses."
    unknown = why_flagged(position, judged(position, move, after=(MoverResult.WIN, None)))
    assert unknown[-1] == Why(WhyKind.PROVEN_LOSS) and str(unknown[-1]).startswith("A proven loss:")


def test_a_reply_that_cuts_off_the_mover_s_pieces() -> None:
    seen: set[bool] = set()  # replies found cutting off several stacks, or one
    for position in movement_positions(2):
        for move in legal_moves(position):
            child = apply(position, move).after
            for reply in legal_moves(child):
                removed = apply(child, reply).removed
                ours = [len(s) for _, s in removed if stack_owner(s) is position.turn]
                if ours:
                    found = why_flagged(position, judged(position, move, reply))
                    cut, stacks = sum(ours), len(ours)
                    why = Why(WhyKind.REPLY_CUTS, cut, position.turn.other, reply, stacks=stacks)
                    assert why in found
                    side = "White" if position.turn is Color.BLACK else "Black"
                    many = f"{cut} of your pieces" if cut > 1 else "1 of your pieces"
                    if stacks > 1:
                        many = f"{stacks} of your stacks ({cut} pieces)"
                    assert str(why) == f"After this, {side} plays {reply} and cuts off {many}."
                    seen.add(stacks > 1)
                    if seen == {False, True}:
                        return
    pytest.fail(f"replies cutting off one stack and several not both found: {seen}")


def test_a_move_that_cuts_off_the_mover_s_own_pieces() -> None:
    for position in movement_positions(3):
        for move in legal_moves(position):
            cut = own_cut(position, move)
            if cut:
                found = why_flagged(position, judged(position, move))
                assert Why(WhyKind.SELF_CUT, pieces=cut) in found
                assert str(Why(WhyKind.SELF_CUT, pieces=2)) == "This cuts off 2 of your own pieces."
                return
    pytest.fail("no move cuts off its own side's pieces in these games")


def jumps_onto_the_mover_s_stacks(seed: int) -> Iterator[tuple[Position, Move, Move, str]]:
    """Each move of random games and a reply that jumps onto a stack of the mover's, with the
    stack the reply lands on as the move left it (reproducible)."""
    for position in movement_positions(seed):
        for move in legal_moves(position):
            child = apply(position, move).after
            for reply in legal_moves(child):
                if reply.target is not None and child.owner(reply.target) is position.turn:
                    yield position, move, reply, child.stack(reply.target)


def test_a_reply_that_takes_a_stack_with_a_dvonn_piece() -> None:
    """Found where the DVONN piece's stack stays where it was and where the move carries it
    (the stack moved is the one the reply takes), and its words."""
    wanted = {"stays", "carried"}
    for position, move, reply, landed_on in jumps_onto_the_mover_s_stacks(6):
        assert move.source is not None and reply.target is not None
        if DVONN not in landed_on:
            continue
        if reply.target != move.target:
            case = "stays"
        elif DVONN in position.stack(move.source):
            case = "carried"
        else:
            continue  # the move landed on the DVONN piece's stack: below, for whose it was
        if case not in wanted:
            continue
        wanted.discard(case)
        found = why_flagged(position, judged(position, move, reply))
        why = Why(WhyKind.DVONN_TAKEN, side=position.turn.other, move=reply, cell=reply.target)
        assert why in found, case
        telling = [WhyKind.REPLY_CUTS, WhyKind.SELF_CUT, WhyKind.DVONN_TAKEN, WhyKind.STRANDED]
        order = [kind for kind in kinds(found) if kind in telling]
        assert order == sorted(order, key=telling.index)  # after the cuts, before a stranded stack
        side = "White" if position.turn is Color.BLACK else "Black"
        assert str(why) == (
            f"After this, {side} plays {reply} and takes your stack with a DVONN piece"
            f" on {reply.target}."
        )
        if not wanted:
            return
    pytest.fail(f"no reply takes a stack with a DVONN piece ({sorted(wanted)}) in these games")


def test_no_dvonn_piece_taken_unless_the_mover_held_it_before() -> None:
    """Not said where the reply takes a stack without a DVONN piece, where the move itself had
    just taken the DVONN piece's stack from the opponent (it was not the mover's to lose), or
    where the review has no reply."""
    wanted = {"no dvonn piece", "the opponent's before"}
    for position, move, reply, landed_on in jumps_onto_the_mover_s_stacks(7):
        assert move.source is not None and move.target is not None
        if DVONN not in landed_on:
            case = "no dvonn piece"
        elif (
            reply.target == move.target
            and position.owner(move.target) is position.turn.other
            and DVONN not in position.stack(move.source)
        ):
            case = "the opponent's before"  # a DVONN piece the move took, the reply takes back
        else:
            continue
        if case not in wanted:
            continue
        wanted.discard(case)
        assert WhyKind.DVONN_TAKEN not in kinds(
            why_flagged(position, judged(position, move, reply))
        )
        assert WhyKind.DVONN_TAKEN not in kinds(why_flagged(position, judged(position, move)))
        if not wanted:
            return
    pytest.fail(f"no such reply ({sorted(wanted)}) in these games")


def test_a_stack_left_with_no_move() -> None:
    for position in movement_positions(4):
        mover = position.turn
        before = {m.source for m in legal_moves(position)}
        for move in legal_moves(position):
            after = apply(position, move).after
            if after.turn is not mover.other or not legal_moves(after) or is_game_over(after):
                continue
            reply = legal_moves(after)[0]
            answered = apply(after, reply).after
            if answered.turn is not mover:
                continue
            now = {m.source for m in legal_moves(answered)}
            stuck = [
                c
                for c in before - now - {move.source}
                if c is not None and stack_owner(answered.stack(c)) is mover
            ]
            if stuck:
                found = why_flagged(position, judged(position, move, reply))
                stranded = [w for w in found if w.kind is WhyKind.STRANDED]
                assert stranded and stranded[0].cell in stuck
                assert stranded[0].pieces == len(answered.stack(stranded[0].cell))
                return
    pytest.fail("no stack is stranded in these games")


def test_a_better_move_that_would_have_cut_off_the_opponent() -> None:
    for position in movement_positions(5):
        moves = legal_moves(position)
        for better in moves:
            gain = sum(
                len(s)
                for _, s in apply(position, better).removed
                if stack_owner(s) is position.turn.other
            )
            quiet = [m for m in moves if not apply(position, m).removed]
            if gain and quiet:
                found = why_flagged(position, judged(position, quiet[0], best=better))
                why = Why(WhyKind.MISSED_CUT, gain, position.turn.other, better)
                assert why in found
                side = "White" if position.turn is Color.BLACK else "Black"
                assert str(why).startswith(f"{better} would have cut off ")
                assert str(why).endswith(f"of {side}'s pieces.")
                return
    pytest.fail("no capture was missed in these games")


def test_a_placement_gets_no_reason_of_this_kind() -> None:
    start = Position.initial()
    placement = legal_moves(start)[0]
    assert start.phase is Phase.PLACEMENT
    assert why_flagged(start, judged(start, placement)) == ()


def test_the_words_of_every_kind_fill_their_values() -> None:
    cell = next(iter(Position.random_setup(1).occupied()))[0]
    move = Move.jump(cell, cell)
    every = [
        Why(WhyKind.PROVEN_LOSS, pieces=4),
        Why(WhyKind.REPLY_CUTS, pieces=5, side=Color.BLACK, move=move),
        Why(WhyKind.REPLY_CUTS, pieces=5, side=Color.WHITE, move=move, stacks=2),
        Why(WhyKind.SELF_CUT, pieces=1),
        Why(WhyKind.DVONN_TAKEN, side=Color.WHITE, move=move, cell=cell),
        Why(WhyKind.STRANDED, pieces=4, cell=cell),
        Why(WhyKind.STRANDED, pieces=1, cell=cell),
        Why(WhyKind.MISSED_CUT, pieces=3, side=Color.WHITE, move=move),
    ]
    for why in every:
        text = str(why)
        assert "%" not in text and text.endswith("."), text
    assert str(every[5]) == f"This leaves your stack of 4 on {cell} with no move."
    assert str(every[6]) == f"This leaves your piece on {cell} with no move."
    assert str(every[4]) == (
        f"After this, White plays {move} and takes your stack with a DVONN piece on {cell}."
    )
    assert (
        str(every[2]) == f"After this, White plays {move} and cuts off 2 of your stacks (5 pieces)."
    )
    assert {w.kind for w in every} == set(WhyKind)
