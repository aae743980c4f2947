"""Start-up time to the first painted board, and resident memory, of the real window.

    xvfb-run -a -s "-screen 0 1280x1024x24" python -m benchmarks.startup [--runs 5] [--flat]

Each run is a fresh Python process (imports included), timed from the interpreter's start to
the board's first frame (the 3D board: its GL window's first frame on the screen,
`frame_swapped`; the flat one: its first paint event), in wall time and in the CPU time
the process used by then (all threads: on a loaded machine the wall time grows, the CPU
time much less); memory is the window process's resident set after that frame, and the
computer player's worker process once it has answered its first request.
Settings live in a temporary folder and no game is saved, so the player's files are untouched.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

START = time.perf_counter()

from benchmarks.bench_window import open_window  # noqa: E402 - timed from the start


def rss_mib(pid: int | None = None) -> float:
    with open(f"/proc/{pid or 'self'}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    return 0.0


def child(flat: bool) -> None:
    app, window = open_window(flat)
    from PyQt6.QtCore import QTimer

    from app.settings import GameOptions, PlayerKind
    from app.view.first_frame import FirstFrame

    result: dict[str, object] = {}

    def first_frame() -> None:
        result["first"] = time.perf_counter() - START
        result["first_cpu"] = time.process_time()  # all threads, since exec
        QTimer.singleShot(0, after_first_frame)

    def after_first_frame() -> None:
        result["rss_window"] = rss_mib()
        result["board"] = type(window.board).__name__
        options = GameOptions(white=PlayerKind.COMPUTER, black=PlayerKind.HUMAN, level=1)
        window.controller.new_game(options)
        QTimer.singleShot(50, wait_for_reply)

    def wait_for_reply() -> None:
        if window.controller.game.ply == 0:
            QTimer.singleShot(50, wait_for_reply)
            return
        process = window.controller.computer.player.process
        result["rss_worker"] = rss_mib(process.pid) if process and process.pid else 0.0
        result["rss_window_after"] = rss_mib()
        window.controller.shutdown()
        app.quit()

    FirstFrame(window.board.as_widget()).shown.connect(first_frame)
    window.resize(1200, 760)
    window.show()
    window.controller.new_game(GameOptions(white=PlayerKind.HUMAN, black=PlayerKind.HUMAN))
    app.exec()
    print(json.dumps(result))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--flat", action="store_true", help="the 2D board instead of 3D")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.flat)
        return
    runs = []
    command = [sys.executable, "-m", "benchmarks.startup", "--child"]
    command += ["--flat"] if args.flat else []
    root = Path(__file__).resolve().parent.parent
    for _ in range(args.runs):
        run = subprocess.run(command, check=True, capture_output=True, text=True, cwd=root)
        output = run.stdout
        runs.append(json.loads(output.strip().splitlines()[-1]))
    first = [r["first"] * 1000 for r in runs]
    first_cpu = [r["first_cpu"] * 1000 for r in runs]
    print(f"runs: {len(runs)}  board: {runs[0]['board']}  load average: {os.getloadavg()[0]:.2f}")
    print(f"start to first frame: median {statistics.median(first):.0f} ms "
          f"(min {min(first):.0f}, max {max(first):.0f})")  # fmt: skip
    print(f"CPU time to first frame (all threads): median {statistics.median(first_cpu):.0f} ms "
          f"(min {min(first_cpu):.0f}, max {max(first_cpu):.0f})")  # fmt: skip
    for key, label in (
        ("rss_window", "window process after first frame"),
        ("rss_window_after", "window process after a computer move"),
        ("rss_worker", "computer worker process"),
    ):
        print(f"resident memory, {label}: {statistics.median(r[key] for r in runs):.0f} MiB")


if __name__ == "__main__":
    main()
