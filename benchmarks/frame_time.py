"""Frame time of the 3D board on this machine's OpenGL (software llvmpipe on CI).

    xvfb-run -a -s "-screen 0 1920x1080x24" python benchmarks/frame_time.py [--frames 60]

Renders a full start board (49 single pieces) and a mid-game board with tall stacks
and every kind of highlight at 1280x800, moving the camera a little every frame as a
drag does (nothing can be reused; shadows are not redrawn, the pieces did not move; on
software GL such frames in motion are drawn at half size and stretched), then the
mid-game board as a still frame (after input stops: every pixel, and on software GL the
edge-smoothing pass) and with its shadows redrawn (as when the pieces move), and
prints per frame the median and 90th-percentile wall time (paintGL through Qt's
composition, waited for with glFinish) and the CPU time the process used (all
threads), plus the time from process start to the first frame.

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
from pathlib import Path  # noqa: E402


def _process_age() -> float:
    """Seconds since this process started (Linux /proc), else since this module loaded."""
    try:
        ticks = os.sysconf("SC_CLK_TCK")
        start = int(Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()[19]) / ticks
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return uptime - start
    except (OSError, ValueError, IndexError):
        return time.perf_counter() - T_IMPORT


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=60)
    ap.add_argument("--size", default="1280x800")
    args = ap.parse_args()
    w, h = (int(v) for v in args.size.split("x"))

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
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
    rows = [("start", "drag"), ("mid", "drag"), ("mid", "still"), ("mid", "pieces moved")]
    for name, kind in rows:
        view.set_scene(sample_scene(name))
        wall, cpu = [], []
        for i in range(args.frames + 5):
            view.camera.orbit(0.01, 0.0)  # a real change each frame
            if kind == "pieces moved":
                renderer.forget_shadows()  # as every frame of a move animation does
            t0, c0 = time.perf_counter(), time.process_time()
            count = view.paint_count
            if kind == "still":
                view.paint_still()  # the frame that follows once input stops
            else:
                view.update()  # as input and animation do: a fast frame
            while view.paint_count == count:  # the paint, as the event loop delivers it
                app.processEvents()
            view.makeCurrent()
            renderer.finish()
            view.doneCurrent()
            if i >= 5:  # the first frames warm up shader variants and caches
                wall.append((time.perf_counter() - t0) * 1000)
                cpu.append((time.process_time() - c0) * 1000)
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
