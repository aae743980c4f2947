"""BoardSurface: the native OpenGL window the 3D board is drawn in, and its Renderer's life.

BoardView (a plain QWidget) fills itself with a window container holding this
QOpenGLWindow.  Drawn this way rather than as a QOpenGLWidget, a frame goes straight to
the screen instead of through Qt's composition of the widget's framebuffer into the
window, ~10 ms a frame less on software GL (benchmarks/frame_time.py).

What that costs, and where it is paid:

- The native window receives the mouse, the wheel and gestures itself.  It hands each
  such event on to the board widget (`target`) through QApplication.sendEvent, so the
  widget's handlers, its event filters and, for what it ignores, its parents see them
  as they see a widget's own; a press gives the widget the focus, as a click on a widget
  does.  The window never takes the keyboard focus itself (WindowDoesNotAcceptFocus):
  keys stay in the widget world and go to the board widget when it has the focus.
- A widget grab leaves a native child blank: pictures of the board are rendered
  offscreen and read back (`read_back`; `app.screenshot.grab_window` puts them into a
  grab of the whole window).

The surface owns the Renderer from its context's first use (None until then, and for
good if the context cannot do OpenGL 3.3, or where the platform makes no context at all: the
signal `failed(reason)` says why) until its
native window is about to go, when it frees every GL object while the context still
works.  What to draw is the board widget's: `painting()` is emitted for each frame, with
the context current (connect it directly).  It holds its widget weakly: no cycle keeps
a deleted board's wrapper alive.

No cyclic garbage collection runs while it handles an event other than input (paint,
expose, resize, its surface's end) or reads a frame back (`no_collection`): a window
kept only by a reference cycle (a test's window after the test, say) still gets its
first frame, and a collection in the middle of it would delete that very window under
its own paint (a crash), or another GL window, whose destruction leaves its own context
current instead of ours.  (Input is left alone: a click handler may open a modal
dialog, and the collector should not wait for it to close.)  This covers the GL work
only; the tests keep the collector off until their windows are deleted
(tests/conftest.py).
"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt
from PyQt6.QtCore import QEvent, Qt, pyqtSignal
from PyQt6.QtGui import QImage, QPlatformSurfaceEvent
from PyQt6.QtOpenGL import QOpenGLWindow
from PyQt6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from app.view.instances import FrameData
    from app.view.renderer import Renderer

_T = QEvent.Type
# What the board widget handles: pointer, wheel and gestures (and keys, should a platform
# give this window the focus after all).
FORWARDED = frozenset(
    {
        _T.MouseButtonPress,
        _T.MouseButtonRelease,
        _T.MouseButtonDblClick,
        _T.MouseMove,
        _T.Wheel,
        _T.NativeGesture,
        _T.Leave,
        _T.KeyPress,
        _T.KeyRelease,
    }
)
# What makes QOpenGLWindow create its context and draw: never handed to it where the platform
# can make no context (it would crash inside Qt).
GL_EVENTS = frozenset({_T.Expose, _T.UpdateRequest, _T.Resize, _T.Paint})


@contextmanager
def no_collection() -> Iterator[None]:
    """No cyclic garbage collection inside the block (restored after it as it was)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class BoardSurface(QOpenGLWindow):
    painting = pyqtSignal()
    failed = pyqtSignal(str)

    def __init__(self, target: QWidget) -> None:
        super().__init__()
        self.setFlag(Qt.WindowType.WindowDoesNotAcceptFocus, True)
        self.renderer: Renderer | None = None
        self._target = weakref.ref(target)
        self._disposed = False  # the surface went (and may come back: set up again)
        self._no_context: bool | None = None  # None: not asked yet (gl_setup.context_problem)

    # --- GL lifetime --------------------------------------------------------------------
    def initializeGL(self) -> None:
        ctx = self.context()
        fmt = ctx.format() if ctx is not None and ctx.isValid() else None
        if fmt is None or (fmt.majorVersion(), fmt.minorVersion()) < (3, 3):
            got = f"{fmt.majorVersion()}.{fmt.minorVersion()}" if fmt else "none"
            self.failed.emit(f"OpenGL 3.3 or newer is needed; got {got}")
            return
        try:
            from app.view.renderer import Renderer

            renderer = Renderer()
            renderer.initialize()
        except Exception as exc:  # any failure here means: fall back to the 2D board
            self.failed.emit(f"OpenGL set-up failed: {exc}")
            return
        self.renderer = renderer

    def paintGL(self) -> None:
        if self._disposed:
            self._disposed = False
            self.initializeGL()
        if self.renderer is not None:
            self.painting.emit()

    def _dispose(self) -> None:
        if self.renderer is not None:
            self.makeCurrent()
            self.renderer.dispose()
            self.renderer = None
            self.doneCurrent()
            self._disposed = True

    def read_back(
        self,
        frame: FrameData,
        view_proj: npt.NDArray[np.float64],
        eye: npt.NDArray[np.float64],
        size: tuple[int, int],
        still: bool,
    ) -> QImage:
        """`frame` drawn offscreen at `size` (device pixels) and read back; a null image
        while there is no renderer."""
        if self.renderer is None or not self.isValid():
            return QImage()
        with no_collection():
            self.makeCurrent()
            try:
                fbo = self.defaultFramebufferObject()
                pixels = self.renderer.render_offscreen(frame, view_proj, eye, size, fbo, still)
            finally:
                self.doneCurrent()
        w, h = size
        return QImage(pixels.tobytes(), w, h, 4 * w, QImage.Format.Format_RGBA8888).copy()

    # --- events -------------------------------------------------------------------------
    def event(self, e: QEvent | None) -> bool:
        collecting = gc.isenabled()
        gc.disable()  # first of all (see the module's docstring), but not for input
        try:
            if e is not None and e.type() in FORWARDED:
                if collecting:
                    gc.enable()
                    collecting = False
                return self._hand_on(e)
            if e is not None and e.type() in GL_EVENTS and self._without_context():
                return True
            if (
                isinstance(e, QPlatformSurfaceEvent)
                and e.surfaceEventType()
                == QPlatformSurfaceEvent.SurfaceEventType.SurfaceAboutToBeDestroyed
            ):
                self._dispose()  # the context can still be made current on this surface
            return super().event(e)  # paints here (setting GL up first)
        finally:
            if collecting:
                gc.enable()

    def _without_context(self) -> bool:
        """Whether the platform makes no OpenGL context (Qt's "minimal" plugin, say); the
        first time, `failed` says so, and the board falls back to the flat one."""
        if self._no_context is None:
            from app.view.gl_setup import context_problem

            problem = context_problem()
            self._no_context = problem is not None
            if problem is not None:
                self.failed.emit(problem)
        return self._no_context

    def _hand_on(self, e: QEvent) -> bool:
        target = self._target()
        if target is None:
            return super().event(e)
        if e.type() == _T.MouseButtonPress and target.focusPolicy() & Qt.FocusPolicy.ClickFocus:
            target.setFocus(Qt.FocusReason.MouseFocusReason)
        QApplication.sendEvent(target, e)
        return e.isAccepted()
