"""Frame time of the 3D board on this machine's OpenGL (software llvmpipe on CI).

    xvfb-run -a -s "-screen 0 1920x1080x24" python -m benchmarks.frame_time [--frames 60]

Renders a full start board (49 single pieces) and a mid-game board with tall stacks
and every kind of highlight at 1280x800, moving the camera a little every frame as a
drag does (nothing can be reused; shadows are not redrawn, the pieces did not move; on
software GL such frames in motion are drawn at half size and stretched), then the
mid-game board as a still frame (after input stops: every pixel, and on software GL the
edge-smoothing pass), the frames of a move's animation (a stack flies and another is cut
off; its shadows are redrawn only where the pieces moved), and frames with all their
shadows redrawn (as the first frame after a change of the scene), and prints per frame
the median and 90th-percentile wall time (the paint through the GL window's buffer swap,
waited for with glFinish) and the CPU time the process used (all threads), plus the time from
process start to the first frame.

On a shared machine the wall time grows with other processes' load; the CPU time does
not, so both are printed, with the load average.
"""

from __future__ import annotations

import time

T_IMPORT = time.perf_counter()

import argparse  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
from collections.abc import Callable  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import TYPE_CHECKING  # noqa: E402

if TYPE_CHECKING:
    from PyQt6.QtWidgets import QApplication

    from app.view.board_view import BoardView
    from app.view.scene import Scene, SceneChange


def _process_age() -> float:
    """Seconds since this process started (Linux /proc), else since this module loaded."""
    try:
        ticks = os.sysconf("SC_CLK_TCK")
        start = int(Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()[19]) / ticks
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return uptime - start
    except (OSError, ValueError, IndexError):
        return time.perf_counter() - T_IMPORT


def _move_sample() -> tuple[Scene, Scene, SceneChange]:
    """The mid-game board, the same after the move it shows, and the change between."""
    from app.scene_builder import DisplayOptions, build_scene, scene_change
    from benchmarks.board_scenes import sample
    from engine.rules import apply, legal_moves

    position, scene = sample("mid")
    target = min(scene.destinations, key=str)  # the first by name, as before
    move = next(
        m for m in legal_moves(position) if m.source == scene.selected and m.target == target
    )
    transition = apply(position, move)
    change = scene_change(transition)
    assert change is not None
    return scene, build_scene(transition.after, DisplayOptions()), change


def _paint(app: QApplication, view: BoardView, ask: Callable[[], None]) -> None:
    """Ask for a frame and process events until it is painted."""
    count = view.paint_count
    ask()
    while view.paint_count == count:
        app.processEvents()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=60)
    ap.add_argument("--size", default="1280x800")
    args = ap.parse_args()
    w, h = (int(v) for v in args.size.split("x"))

    from PyQt6.QtWidgets import QApplication

    from app.view.gl_setup import choose_pyopengl_platform, install_default_format

    install_default_format()
    app = QApplication(sys.argv[:1])
    choose_pyopengl_platform()
    from app.view.board_view import BoardView
    from benchmarks.board_scenes import sample_scene

    view = BoardView()
    view.resize(w, h)
    view.set_scene(sample_scene("start"))
    view.show()
    while view.paint_count == 0:
        app.processEvents()
        if view.gl_error():
            print(view.gl_error())
            return 1
    first_frame = _process_age()
    print(f"renderer: {view.renderer_info()}")
    print(f"process start to first frame: {first_frame * 1000:.0f} ms")

    renderer = view._renderer  # benchmark only: wait for the frame to be really drawn
    assert renderer is not None
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    rows = [
        ("start", "drag"),
        ("mid", "drag"),
        ("mid", "still"),
        ("mid", "animation"),
        ("mid", "all shadows"),
    ]
    before, after, change = _move_sample()
    # Animations follow a clock that steps 1/30 s per frame, whatever the machine's load.
    clock = [0.0]
    view.clock = lambda: clock[0]
    for name, kind in rows:
        view.set_scene(sample_scene(name))
        wall: list[float] = []
        cpu: list[float] = []
        i = 0
        while len(wall) < args.frames:
            if kind == "animation" and not view.is_animating():
                view.set_scene(before)  # a cut, then the move animates
                _paint(app, view, view.update)
                view.set_scene(after, change)
            elif kind != "animation":
                view.camera.orbit(0.01, 0.0)  # a real change each frame
            clock[0] += 1 / 30
            if kind == "all shadows":
                renderer.forget_shadows()
            t0, c0 = time.perf_counter(), time.process_time()
            # still: the frame that follows once input stops; the rest: a fast frame, as
            # input and animation ask for (an animation asks for its next frame itself).
            ask = {"still": view.paint_still, "animation": lambda: None}.get(kind, view.update)
            _paint(app, view, ask)
            view.makeCurrent()
            renderer.finish()
            view.doneCurrent()
            if i >= 5:  # the first frames warm up shader variants and caches
                wall.append((time.perf_counter() - t0) * 1000)
                cpu.append((time.process_time() - c0) * 1000)
            i += 1
        wall.sort()
        p90 = wall[int(len(wall) * 0.9) - 1]
        print(
            f"{name:5s} {kind:12s} {w}x{h}: wall median {statistics.median(wall):.1f} ms, "
            f"p90 {p90:.1f} ms; process CPU {statistics.median(cpu):.1f} ms/frame "
            f"over {len(wall)} frames"
        )
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
