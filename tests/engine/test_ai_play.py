"""Playing: levels, time caps, seeds, the CodeCup protocol, shell commands, matches."""

from __future__ import annotations

import dataclasses
import io
import math
import pickle
import random
import subprocess
import sys
import time

import pytest

from engine import core
from engine.ai import Engine, Goal, Limits, SearchInfo, level, levels
from engine.ai.levels import Level, evaluations_of, placement_weights_of
from engine.ai.match import MatchSpec, run_match, summarise_match
from engine.ai.placement import PlacementSearch
from engine.ai.players import GreedyPlayer, LevelPlayer, RandomPlayer
from engine.ai.protocol import EXIT_BAD_INPUT, run_protocol
from engine.ai.timing import Allotment
from engine.ai.weights import REFERENCE_PLACEMENT, load_weights
from engine.board import Cell
from engine.game import Game
from engine.moves import Move
from engine.position import Color, Phase, Position
from engine.rules import apply, legal_moves
from engine.shell import Shell


def test_levels_table() -> None:
    table = levels()
    assert [entry.number for entry in table] == list(range(1, 21))
    assert all(entry.name for entry in table)
    caps = [entry.cap for entry in table]
    assert caps == sorted(caps) and caps[-1] <= 10
    assert max(caps[:-1]) <= 1.0  # every level below the top answers within a second
    with pytest.raises(ValueError):
        level(21)


def play_out(players: tuple[LevelPlayer, LevelPlayer], seed: int) -> list[Move]:
    game = Game()
    for color, player in zip(Color, players, strict=True):
        player.new_game(color, seed)
    while not game.is_over:
        position = game.position
        game.play(players[position.turn].choose(position, None))
    return game.moves


def test_same_seed_gives_the_same_game() -> None:
    first = play_out((LevelPlayer(1), LevelPlayer(2)), seed=11)
    second = play_out((LevelPlayer(1), LevelPlayer(2)), seed=11)
    assert first == second
    other = play_out((LevelPlayer(1), LevelPlayer(2)), seed=12)
    assert other != first


def test_level_respects_its_cap() -> None:
    position = Position.random_setup(5)
    engine = Engine()
    started = time.monotonic()
    move = engine.choose_move(position, 3, seed=1)
    assert time.monotonic() - started < level(3).cap + 0.05
    assert move in legal_moves(position)


def test_time_left_is_shared_out() -> None:
    position = Position.random_setup(6)
    engine = Engine()
    started = time.monotonic()
    top = levels()[-1]
    assert top.cap >= 10
    engine.choose_move(position, top.number, time_left=2.0)
    assert time.monotonic() - started < 0.5  # a share of 2 s, not the top level's cap


def test_placement_spreads_dvonn_pieces_and_fills_empty_cells() -> None:
    search = PlacementSearch()
    position = Position.initial()
    for _ in range(49):
        cell, _ = search.choose(position, seed=4)
        assert not position.stack(cell)
        position = apply(position, Move.place(cell)).after
    assert position.phase is Phase.MOVEMENT
    dvonn = [cell for cell, stack in position.occupied() if stack == "D"]
    assert len(dvonn) == 3
    from engine.board import distance

    assert min(distance(a, b) for a in dvonn for b in dvonn if a != b) >= 3


def test_reports_and_analysis_are_picklable() -> None:
    position = Position.random_setup(2)
    report = list(Engine().run(position, Goal.PLAY, Limits(depth=2)))[-1]
    assert isinstance(pickle.loads(pickle.dumps(report)), SearchInfo)
    analysis = Engine(threads=2).last(position, Goal.ANALYSE, Limits(seconds=0.2))
    assert pickle.loads(pickle.dumps(analysis)) == analysis
    assert isinstance(analysis, SearchInfo) and analysis.pv[0] == analysis.best


def talk(text: str, level_number: int = 1) -> tuple[int, str, str]:
    stdout, stderr = io.StringIO(), io.StringIO()
    code = run_protocol(LevelPlayer(level_number), io.StringIO(text), stdout, stderr)
    return code, stdout.getvalue(), stderr.getvalue()


def test_protocol_rejects_garbage_with_an_error_and_nonzero_exit() -> None:
    for garbage in ("hello\n", "Z9\n", "E3\nE3\n", "E3\nE3F4\n", "\x00\x01\n"):
        code, out, err = talk(garbage)
        assert code == EXIT_BAD_INPUT
        assert "dvonn-engine play:" in err
        assert all(line and line == line.upper() for line in out.splitlines())


def test_protocol_plays_white_and_quits() -> None:
    code, out, _ = talk("Start\nQuit\n")
    assert code == 0 and len(out.split()) == 1
    Move.parse(out.strip())


def test_protocol_game_against_random_over_a_pipe() -> None:
    command = f"{sys.executable} -m engine play --level 1"
    result = run_match(MatchSpec(command, "random", games=2, seed=3))
    assert all(not game.note for game in result)  # no illegal moves, no protocol trouble
    assert all(game.plies > 49 for game in result)


def test_protocol_end_of_input_ends_quietly() -> None:
    process = subprocess.run(
        [sys.executable, "-m", "engine", "play", "--level", "1"],
        input="E3\n", capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert process.returncode == 0
    assert len(process.stdout.split()) == 1


def test_shell_commands() -> None:
    shell = Shell()
    lines = shell.handle("levels").split()
    assert shell.handle("levels").count("level=") == len(levels()) == 20
    assert [word for word in lines if word.startswith("rating=")] == [
        f"rating={entry.rating}" for entry in levels()
    ]
    assert shell.handle("new random 4") == "="
    answer = shell.handle("genmove level=2")
    assert answer.startswith("= ")
    assert shell.game.moves == [Move.parse(answer[2:])]
    analysis = shell.handle("analyze time=0.3")
    assert analysis.startswith("= best=") and " pv=" in analysis and "depth=" in analysis
    assert shell.handle("genmove level=99").startswith("?")
    assert shell.handle("genmove time=abc").startswith("?")
    assert shell.handle("analyze nonsense").startswith("?")


def test_match_scores_and_elo_interval() -> None:
    summary = summarise_match([1, 1, 0.5, 0])
    assert (summary.wins, summary.losses, summary.draws) == (2, 1, 1)
    assert summary.score == pytest.approx(0.625)
    assert summary.elo_low < summary.elo < summary.elo_high
    assert summarise_match([1, 1]).elo == math.inf
    results = run_match(MatchSpec("greedy", "random", games=4, seed=1))
    assert [r.a_color for r in results] == [Color.WHITE, Color.BLACK] * 2


def test_greedy_and_random_players_play_legal_moves() -> None:
    for player in (GreedyPlayer(), RandomPlayer()):
        player.new_game(Color.WHITE, 0)
        position = Position.random_setup(9)
        assert player.choose(position, None) in legal_moves(position)


def test_weak_levels_vary_but_never_drop_far_below_the_best_move() -> None:
    position = Position.random_setup(21)
    for _ in range(6):  # into the game a little, so that moves differ in value
        position = apply(position, Engine().choose_move(position, 12, time_left=1.0)).after
    entry = level(1)
    weights = Engine().weights
    scores = {}  # hundredths of a piece, as the levels' margins
    for move in legal_moves(position):
        after = apply(position, move).after
        scores[move] = -core.evaluate(after.codes, after.turn, weights.flat())[0] / weights.unit
    best = max(scores.values())
    chosen = {Engine().choose_move(position, 1, seed=seed) for seed in range(12)}
    assert len(chosen) > 1  # score-aware randomness, not a fixed reply
    # (the level compares scores rounded to whole hundredths)
    assert all(scores[move] >= best - entry.margin - 1 for move in chosen)


def test_softmax_placement_follows_its_own_temperature() -> None:
    position = Position.initial()
    for move in legal_moves(position)[:10]:  # the DVONN pieces and a few coloured ones
        position = apply(position, move).after
    engine = Engine()
    best = engine.placement.scored(position, weights=placement_weights(level(1)))[0][0]
    allotment = Allotment(soft=1.0, hard=1.0)
    wide = dataclasses.replace(level(1), placement_temperature=None)  # the level's own, 265
    sharp = dataclasses.replace(level(1), placement_temperature=0.0)
    wide_choices = {engine.play(position, wide, allotment, seed) for seed in range(12)}
    sharp_choices = {engine.play(position, sharp, allotment, seed) for seed in range(12)}
    assert len(wide_choices) > 1
    assert sharp_choices == {Move.place(best)}


def test_softmax_placement_may_search_the_replies() -> None:
    engine = Engine()
    position = Position.initial()
    for move in legal_moves(position)[:3]:  # the DVONN pieces
        position = apply(position, move).after
    rng = random.Random(4)
    weights = placement_weights(level(1))

    def best(evaluations: int) -> Cell:
        return engine.placement.scored(position, evaluations, weights)[0][0]

    while best(0) == best(300):
        position = apply(position, rng.choice(legal_moves(position))).after
    best_searched = best(300)
    sharp = dataclasses.replace(level(1), placement_temperature=0.0, placement_evaluations=300)
    allotment = Allotment(soft=1.0, hard=1.0)
    assert engine.play(position, sharp, allotment, 0) == Move.place(best_searched)


def placement_weights(entry: Level) -> tuple[int, ...]:
    return load_weights(entry.placement_weights or "default").placement


def test_levels_place_by_their_own_placement_weights() -> None:
    """Levels 1-18 place by the reference's placement evaluation, as calibrated; levels 19
    and 20 (and the hints) by the engine's own, fitted to self-play."""
    assert [entry.placement_weights for entry in levels()] == [*["champion2011"] * 18, None, None]
    assert load_weights("champion2011").placement == REFERENCE_PLACEMENT
    assert load_weights().placement != REFERENCE_PLACEMENT
    position = Position.initial()
    for move in legal_moves(position)[:3]:  # the DVONN pieces
        position = apply(position, move).after
    rng = random.Random(5)

    def searched(weights: tuple[int, ...]) -> Move:
        return Move.place(PlacementSearch(weights=weights).choose(position, 0)[0])

    while searched(REFERENCE_PLACEMENT) == searched(load_weights().placement):
        position = apply(position, rng.choice(legal_moves(position))).after
    allotment = Allotment(soft=1.0, hard=1.0)
    assert Engine().play(position, level(18), allotment) == searched(REFERENCE_PLACEMENT)
    for entry in (level(19), level(20)):
        assert Engine().play(position, entry, allotment) == searched(load_weights().placement)
    hint = list(Engine().run(position, Goal.PLAY, Limits(seconds=1.0)))[-1].best
    assert hint == searched(load_weights().placement)


@pytest.mark.parametrize("value", [3, ["default"], "no such set"])
def test_placement_weights_name_a_weight_set(value: object) -> None:
    with pytest.raises(ValueError, match="placement_weights"):
        placement_weights_of(value)


@pytest.mark.parametrize("value", [-1, 100_001, 1.5, "2", True, None])
def test_placement_evaluations_are_a_whole_number(value: object) -> None:
    with pytest.raises(ValueError, match="placement_evaluations"):
        evaluations_of(value)


def test_a_levels_pruning_options_are_used_by_its_search_only() -> None:
    position = Position.random_setup(3)
    allotment = Allotment(soft=30.0, hard=30.0)
    plain = dataclasses.replace(level(16), depth=4, pruning=())
    pruned = dataclasses.replace(plain, pruning=("null",))
    nodes = []
    for entry in (plain, pruned):
        engine = Engine()
        engine.play(position, entry, allotment)
        assert engine.searcher.pruning == entry.pruning_flags
        nodes.append(engine.searcher.nodes)
        list(engine.run(position, Goal.PLAY, Limits(depth=1)))
        assert engine.searcher.pruning == 0  # the next search has the engine's own options
    assert nodes[1] < nodes[0]
