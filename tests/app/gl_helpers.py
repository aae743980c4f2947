"""Shared helpers of the GL widget tests."""

from __future__ import annotations

import os

import numpy as np
import pytest
from PyQt6.QtGui import QColor, QGuiApplication, QImage
from pytestqt.qtbot import QtBot

from app.view.board_view import BoardView
from app.view.layout import FloatArray, cell_centre, stack_height
from app.view.picking import device_size, project
from app.view.scene import Scene
from engine.board import Cell


def has_gl_display() -> bool:
    """The board's GL window needs a real (or virtual) X display; the offscreen platform
    gives no working rendering (see notes/qt-opengl-packaging.md)."""
    if os.environ.get("QT_QPA_PLATFORM", "") in ("offscreen", "minimal"):
        return False
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


needs_display = pytest.mark.skipif(not has_gl_display(), reason="needs an X display (xvfb-run)")


def luma(c: QColor) -> float:
    return 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()


def show_view(qtbot: QtBot, scene: Scene, size: tuple[int, int] = (800, 600)) -> BoardView:
    view = BoardView()
    qtbot.addWidget(view)
    view.set_auto_hover(False)
    view.resize(*size)
    view.set_scene(scene)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.paint_count > 0 or view.gl_error() is not None, timeout=10000)
    assert view.gl_error() is None, view.gl_error()
    settle(qtbot, view)
    return view


def settle(qtbot: QtBot, view: BoardView) -> None:
    qtbot.waitUntil(
        lambda: not (view.is_animating() or view.camera.animating or view.is_settling()),
        timeout=10000,
    )
    qtbot.wait(50)


def on_screen(view: BoardView) -> QImage:
    """What the screen shows of the board: its GL window's pixels, read from the X server."""
    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    return screen.grabWindow(view.surface.winId()).toImage()


def device_pixel(view: BoardView, image: QImage, point: np.ndarray) -> tuple[int, int]:
    """Where a world point lands in a grabbed (device-pixel) framebuffer image."""
    dpr = view.devicePixelRatioF()
    dw, dh = device_size(view.width(), view.height(), dpr)
    assert (image.width(), image.height()) == (dw, dh)
    view.camera.set_aspect(view.width(), view.height())
    win, _ = project(view.camera.view_projection(), [point], dw, dh)
    return int(win[0, 0]), int(win[0, 1])


def sample(image: QImage, x: int, y: int) -> QColor:
    """Mean colour of the 3x3 pixels around (x, y)."""
    rs, gs, bs = [], [], []
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            c = image.pixelColor(x + dx, y + dy)
            rs.append(c.red())
            gs.append(c.green())
            bs.append(c.blue())
    return QColor(round(np.mean(rs)), round(np.mean(gs)), round(np.mean(bs)))


def top_centre(scene: Scene, cell: Cell) -> FloatArray:
    top: FloatArray = cell_centre(cell) + np.array([0.0, stack_height(scene.height(cell)), 0.0])
    return top
