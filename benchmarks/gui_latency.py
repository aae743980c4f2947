"""GUI event-loop latency while the engine works (p50/p99 of a 10 ms timer's lateness).

    xvfb-run -a -s "-screen 0 1280x1024x24" python -m benchmarks.gui_latency [--seconds 10]

The real window plays Computer vs Computer (the search runs in the worker process) with the
board animating every move, while a 10 ms QTimer records how late each tick arrives: that is
how long a click or a repaint would wait.  ``--baseline`` measures an idle window instead.
``--analysis``: the window holds a real game (the first of the Boardspace archive in
``../shared`` played to its end), looked back at in its middle game, and an analysis board
opened there (Analyse from here) with "Analyse the position shown" on: the position shown is
analysed continuously and its moves solved in the analysis process, while the board steps
through the game as a player does, one move every ``--step`` seconds, forward then back
(each step restarts the analysis; a step forward animates).  The analysis board's frames in
motion (the time between two frames of a move's animation) are reported too.  Start-up is
not counted: the ticks begin with the board's first frame (the analysis board's with
``--analysis``) and last ``--seconds``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PyQt6.QtCore import QTimer

from app.view.animation import AnimationSpeed
from benchmarks.bench_window import open_window

if TYPE_CHECKING:
    from PyQt6.QtWidgets import QWidget

    from app.analysis.window import AnalysisWindow
    from app.main_window import MainWindow
    from engine.ai.search_info import SearchInfo
    from engine.moves import Move

STEPS_EACH_WAY = 6  # the analysis board's steps forward before it steps back as many


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def spread(label: str, values: list[float]) -> str:
    if not values:
        return f"{label}: none"
    return (
        f"{label}: p50 {percentile(values, 0.5):.1f} ms, p99 {percentile(values, 0.99):.1f} ms, "
        f"max {max(values):.1f} ms, mean {statistics.fmean(values):.1f} ms"
    )


class Ticks:
    """A 10 ms timer's lateness, each tick marked with whether the engine was busy."""

    def __init__(self, busy: Callable[[], bool]) -> None:
        self.lateness: list[float] = []
        self.busy: list[bool] = []
        self._is_busy = busy
        self._last = 0.0
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._last = time.perf_counter()
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.lateness.append(max(0.0, (now - self._last) * 1000.0 - 10.0))
        self.busy.append(self._is_busy())
        self._last = now

    def split(self) -> tuple[list[float], list[float]]:
        """The lateness of the ticks while busy, and of the others."""
        pairs = list(zip(self.lateness, self.busy, strict=True))
        return [late for late, b in pairs if b], [late for late, b in pairs if not b]


class MotionFrames:
    """Milliseconds between a 3D board's frames while it animates a move."""

    def __init__(self, widget: QWidget) -> None:
        from app.view.board_view import BoardView

        self.intervals: list[float] = []
        self.frames = 0
        self._last: float | None = None  # the last frame's time while animating
        self._view = widget if isinstance(widget, BoardView) else None
        if self._view is not None:
            self._view.frame_swapped.connect(self._swapped)

    def animating(self) -> bool:
        return self._view is not None and self._view.is_animating()

    def _swapped(self) -> None:
        assert self._view is not None
        now = time.perf_counter()
        self.frames += 1
        if self._last is not None:
            self.intervals.append((now - self._last) * 1000.0)
        self._last = now if self._view.is_animating() else None


class Analysis:
    """An analysis board on a real game's middle game, stepping through the game once started;
    what its engine reported (the positions shown, those that got lines and how soon, the
    reports, the deepest depth, the solves) and its frames in motion."""

    def __init__(self, window: MainWindow, step_seconds: float) -> None:
        self.page = open_analysis(window, real_game())
        engine = self.page.engine
        assert engine is not None, "the analysis board has no analysis process"
        self.steps = 0
        self.with_lines: set[int] = set()
        self.first_lines: list[float] = []  # seconds from each step to its first lines
        self.reports = 0
        self.deepest = 0
        self.solved = 0
        self._stepped_at = time.perf_counter()
        self.size = ""  # the board's, once started
        engine.lines_changed.connect(self._lines)
        engine.solved.connect(self._solved)
        self.frames = MotionFrames(self.page.board.as_widget())
        self._stepper = QTimer(self.page)
        self._stepper.setInterval(round(step_seconds * 1000))
        self._stepper.timeout.connect(self._step)

    def start(self) -> None:
        size = self.page.board.as_widget().size()
        self.size = f"{size.width()}x{size.height()}"
        self._stepper.start()

    def _lines(self, info: SearchInfo | None) -> None:
        if info is None:
            return
        self.reports += 1
        self.deepest = max(self.deepest, info.depth)
        if self.steps not in self.with_lines:
            self.with_lines.add(self.steps)
            if self.steps:  # not the first position: the analysis process was starting
                self.first_lines.append(time.perf_counter() - self._stepped_at)

    def _solved(self, position: object, solutions: object) -> None:
        self.solved += 1

    def _step(self) -> None:
        """Forward ``STEPS_EACH_WAY`` moves, then back as many, and so on."""
        forward = (self.steps // STEPS_EACH_WAY) % 2 == 0
        self.steps += 1
        self._stepped_at = time.perf_counter()
        self.page.navigate("forward" if forward else "back")

    def report(self) -> None:
        shown = self.steps + 1
        print(
            f"analysis: board {self.size}, {self.steps} steps, lines on "
            f"{len(self.with_lines)} of {shown} positions shown (first lines after a step: median "
            f"{1000 * statistics.median(self.first_lines or [0.0]):.0f} ms), "
            f"{self.reports} reports, depth up to {self.deepest}, {self.solved} solves"
        )
        frames = f"analysis board, {self.frames.frames} frames, in motion"
        print(spread(frames, self.frames.intervals))
        if len(self.with_lines) < shown // 2:
            raise SystemExit("the analysis did not run: too few positions got their lines")


def real_game() -> tuple[Move, ...]:
    """The moves of the first game of the Boardspace archive that is played to its end."""
    from engine.records.corpus import iter_archive
    from scripts.corpus import DEFAULT_ARCHIVE, read_archive_game

    for name, data in iter_archive(DEFAULT_ARCHIVE):
        record = read_archive_game(name, data)
        if record is not None and record.finished:
            return record.moves
    raise SystemExit(f"no finished game in {DEFAULT_ARCHIVE}")


def open_analysis(window: MainWindow, moves: tuple[Move, ...]) -> AnalysisWindow:
    """``moves`` played by two people, looked back at halfway through the movement phase,
    and an analysis board opened there (Analyse from here)."""
    from app.settings import GameOptions
    from engine.game import Game

    game = Game()
    for move in moves:
        game.play(move)
    window.controller.load(game, GameOptions(white_name="White", black_name="Black"))
    window.controller.look_back((49 + len(moves)) // 2)
    window.analyse_here()
    board = window.analysis_boards.windows[-1]
    assert board.lines.analysis.isChecked(), "Analyse the position shown is off"
    return board


def computer_plays(window: MainWindow, level: int, computer: bool) -> None:
    """Random set-ups played (by the computer when ``computer``), a new one after each end."""
    from app.settings import GameOptions, PlayerKind
    from engine.position import Position

    kind = PlayerKind.COMPUTER if computer else PlayerKind.HUMAN
    options = GameOptions(white=kind, black=kind, level=level)
    played = 0

    def restart_when_over() -> None:
        nonlocal played
        played += 1
        if window.controller.game.is_over:
            window.controller.new_game(options, Position.random_setup(played))

    window.controller.position_changed.connect(lambda transition: restart_when_over())
    window.controller.new_game(options, Position.random_setup(0))


def when_shown(widget: QWidget, action: Callable[[], object]) -> None:
    """``action`` at ``widget``'s first frame (start-up is not measured)."""
    from app.view.first_frame import FirstFrame

    FirstFrame(widget).shown.connect(action)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--level", type=int, default=5)
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--baseline", action="store_true", help="an idle window, no computer")
    mode.add_argument(
        "--analysis", action="store_true", help="an analysis board analysing a real game"
    )
    parser.add_argument("--step", type=float, default=1.0, help="seconds between --analysis steps")
    parser.add_argument("--flat", action="store_true", help="the 2D board instead of 3D")
    parser.add_argument(
        "--speed", type=AnimationSpeed, default=AnimationSpeed.NORMAL, choices=list(AnimationSpeed)
    )
    return parser.parse_args()


def report(args: argparse.Namespace, board: str, ticks: Ticks) -> None:
    """The run and its timer's lateness: all ticks, then while busy and not, by mode."""
    mode = (
        "analysis board analysing"
        if args.analysis
        else "idle window"
        if args.baseline
        else f"computer vs computer, level {args.level}"
    )
    print(
        f"board {board}, {mode}, animation {args.speed}, {args.seconds:g} s, "
        f"{len(ticks.lateness)} ticks, load average "
        f"{' '.join(f'{load:.2f}' for load in os.getloadavg())}"
    )
    print(spread("timer lateness, all ticks", ticks.lateness))
    busy, idle = ticks.split()
    if args.analysis:
        print(spread("timer lateness, while the analysis board animates a move", busy))
        print(spread("timer lateness, while it stands still", idle))
    elif not args.baseline:
        print(spread("timer lateness, while thinking", busy))


def main() -> None:
    args = parse_args()
    app, window = open_window(args.flat, args.speed)
    window.resize(1200, 760)
    window.show()
    if not args.analysis:
        computer_plays(window, args.level, computer=not args.baseline)
    analysis: list[Analysis] = []  # the analysis board, once the main window is shown
    if args.analysis:  # busy: the analysis board animates a step forward
        ticks = Ticks(lambda: bool(analysis) and analysis[0].frames.animating())
    else:
        ticks = Ticks(lambda: window.controller.computer.thinking)

    def start() -> None:
        ticks.start()
        QTimer.singleShot(round(args.seconds * 1000), app.quit)

    def open_board() -> None:
        run = Analysis(window, args.step)
        analysis.append(run)

        def begin() -> None:
            start()
            run.start()

        when_shown(run.page.board.as_widget(), begin)

    when_shown(window.board.as_widget(), open_board if args.analysis else start)
    app.exec()
    window.controller.shutdown()

    report(args, type(window.board).__name__, ticks)
    if analysis:
        analysis[0].report()


if __name__ == "__main__":
    main()
