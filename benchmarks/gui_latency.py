"""GUI event-loop latency while the computer thinks (p50/p99 of a 10 ms timer's lateness).

    xvfb-run -a -s "-screen 0 1280x1024x24" python -m benchmarks.gui_latency [--seconds 10]

The real window plays Computer vs Computer (the search runs in the worker process) with the
board animating every move, while a 10 ms QTimer records how late each tick arrives: that is
how long a click or a repaint would wait.  ``--baseline`` measures an idle window instead.
Start-up is not counted: the ticks begin with the board's first frame.
"""

from __future__ import annotations

import argparse
import statistics
import time

from app.view.animation import AnimationSpeed
from benchmarks.bench_window import open_window


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--level", type=int, default=5)
    parser.add_argument("--baseline", action="store_true", help="an idle window, no computer")
    parser.add_argument("--flat", action="store_true", help="the 2D board instead of 3D")
    parser.add_argument(
        "--speed", type=AnimationSpeed, default=AnimationSpeed.NORMAL, choices=list(AnimationSpeed)
    )
    args = parser.parse_args()

    app, window = open_window(args.flat, args.speed)
    from PyQt6.QtCore import QTimer

    from app.settings import GameOptions, PlayerKind
    from app.view.first_frame import FirstFrame
    from engine.position import Position

    window.resize(1200, 760)
    window.show()
    computer = PlayerKind.HUMAN if args.baseline else PlayerKind.COMPUTER
    options = GameOptions(white=computer, black=computer, level=args.level)
    moves = 0

    def restart_when_over() -> None:
        nonlocal moves
        moves += 1
        if window.controller.game.is_over:
            window.controller.new_game(options, Position.random_setup(moves))

    window.controller.position_changed.connect(lambda transition: restart_when_over())
    window.controller.new_game(options, Position.random_setup(0))

    lateness: list[float] = []
    busy: list[bool] = []
    last = 0.0
    timer = QTimer()
    timer.setInterval(10)

    def tick() -> None:
        nonlocal last
        now = time.perf_counter()
        lateness.append(max(0.0, (now - last) * 1000.0 - 10.0))
        busy.append(window.controller.computer.thinking)
        last = now

    def start_ticking() -> None:
        nonlocal last
        last = time.perf_counter()
        timer.start()

    # Start-up (the GL context, shaders, the first frame) is not measured.
    timer.timeout.connect(tick)
    FirstFrame(window.board.as_widget()).shown.connect(start_ticking)
    QTimer.singleShot(int(args.seconds * 1000), app.quit)
    app.exec()
    window.controller.shutdown()

    thinking = [late for late, b in zip(lateness, busy, strict=True) if b] or lateness
    print(f"board {type(window.board).__name__}, "
          f"{'idle window' if args.baseline else 'computer vs computer'}, level {args.level}, "
          f"animation {args.speed}, "
          f"{args.seconds:g} s, {moves} moves played, {len(lateness)} ticks")  # fmt: skip
    for label, values in (("all ticks", lateness), ("while thinking", thinking)):
        print(
            f"timer lateness, {label}: p50 {percentile(values, 0.5):.1f} ms, "
            f"p99 {percentile(values, 0.99):.1f} ms, max {max(values):.1f} ms, "
            f"mean {statistics.fmean(values):.1f} ms"
        )


if __name__ == "__main__":
    main()
