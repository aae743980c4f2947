"""The analysis board's engine as the window drives it: how soon a position shown gets its
first lines on screen, and whether memory grows as positions change.

    python -m benchmarks.analysis_board [--positions 50] [--changes 500]

A real ``AnalysisClient`` (the analysis process) behind ``EngineLines`` and the
``LinesPanel``, in an offscreen Qt application: positions of real games shown one after the
other, as a player steps through a game (a game's next position) or opens others.  After each
``show``, the event loop runs until the panel shows its first line; seconds from ``show`` to
then (the request, the first depth, the reply's poll and the panel's words), median, 90th
percentile and worst.  The player looks at each position for ``--look`` seconds, so the solve
of every move starts and is cancelled by the next position, as on the board.  Memory: the
resident size of the window's process and the analysis process after ``--changes`` // 10
positions and after ``--changes`` (each within 10 % of the first is the bar).
"""

from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PyQt6.QtWidgets import QApplication

from app.ai_client import AnalysisClient
from app.engine_lines import EngineLines
from app.widgets.lines_panel import LinesPanel
from benchmarks.analysis_process import game_positions, spread
from engine.ai.search_info import SearchInfo
from engine.position import Position


def resident_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for row in status:
            if row.startswith("VmRSS:"):
                return int(row.split()[1]) / 1024
    return 0.0


def first_lines(
    app: QApplication,
    lines: EngineLines,
    reported: list[SearchInfo],
    positions: list[Position],
    look: float,
) -> list[float]:
    """Seconds from showing each position to its first lines on the panel (``reported``
    gets each report as the panel shows it)."""
    seconds = []
    for position in positions:
        reported.clear()
        began = time.monotonic()
        lines.show(position)
        while not reported:
            app.processEvents()
            time.sleep(0.001)
        seconds.append(time.monotonic() - began)
        until = time.monotonic() + look
        while time.monotonic() < until:
            app.processEvents()
            time.sleep(0.005)
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--changes", type=int, default=500)
    parser.add_argument("--look", type=float, default=0.3)
    args = parser.parse_args()
    app = QApplication([])
    analyser = AnalysisClient()
    lines = EngineLines(analyser)
    panel = LinesPanel()
    lines.lines_changed.connect(lambda info: panel.show_lines(lines.position, info))
    lines.solved.connect(panel.show_solutions)
    reported: list[SearchInfo] = []
    lines.lines_changed.connect(lambda info: reported.append(info) if info is not None else None)
    panel.show()
    print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} cores")
    line, others = game_positions(args.positions)
    cold, *warm = first_lines(app, lines, reported, line, args.look)
    print(f"first lines, a game's next position: {spread(warm, ' s')}; the first {cold:.3f} s")
    unrelated = first_lines(app, lines, reported, others, args.look)
    print(f"first lines, another game's: {spread(unrelated, ' s')}")
    cycle = line + others
    memory = []
    for count in range(1, args.changes + 1):
        first_lines(app, lines, reported, [cycle[count % len(cycle)]], 0.0)
        if count in (args.changes // 10, args.changes):
            process = analyser.worker.process
            assert process is not None and process.pid is not None
            memory.append((count, resident_mib(os.getpid()), resident_mib(process.pid)))
    for count, window, worker in memory:
        print(
            f"after {count} positions: window {window:.0f} MiB, analysis process {worker:.0f} MiB"
        )
    (_, w0, a0), (_, w1, a1) = memory
    growth = f"window {100 * (w1 / w0 - 1):+.1f} %, analysis process {100 * (a1 / a0 - 1):+.1f} %"
    print(f"growth: {growth}")
    lines.stop()
    analyser.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
