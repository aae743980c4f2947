"""What the mouse, the wheel, gestures and keys do to the 3D board's camera.

`BoardView` receives Qt's events and hands their facts here: whether a press that moved
became a drag and of which kind, and how a wheel step, a native gesture or a camera key
moves the `Camera`.  No GL and no widget: the view repaints after a change.
"""

from __future__ import annotations

import math

from PyQt6.QtCore import QPointF, Qt

from app.view.camera import Camera

DRAG_THRESHOLD = 5.0  # logical pixels before a press becomes a drag, not a click
ORBIT_KEY_STEP = math.radians(6.0)
ZOOM_STEP = 0.88

_K = Qt.Key
_ORBIT_KEYS = {_K.Key_A: (-1, 0), _K.Key_D: (1, 0), _K.Key_W: (0, 1), _K.Key_S: (0, -1)}
_ARROW_KEYS = {_K.Key_Left: (-1, 0), _K.Key_Right: (1, 0), _K.Key_Up: (0, 1), _K.Key_Down: (0, -1)}


def drag_mode(moved: QPointF, button: Qt.MouseButton, shift: bool, on_stack: bool) -> str | None:
    """What a press that has moved by ``moved`` becomes: None while it is still a click,
    else 'pan' (middle button, or Shift with the left), 'piece' (left on a stack) or 'orbit'."""
    if abs(moved.x()) + abs(moved.y()) < DRAG_THRESHOLD:
        return None
    if button == Qt.MouseButton.MiddleButton or (button == Qt.MouseButton.LeftButton and shift):
        return "pan"
    if button == Qt.MouseButton.LeftButton and on_stack:
        return "piece"
    return "orbit"


def wheel_zoom(camera: Camera, angle_y: int, pixel_y: int) -> bool:
    """Zoom for a wheel event (``angleDelta().y()``, ``pixelDelta().y()``); False if it
    carried no vertical motion."""
    steps = angle_y / 120.0
    if steps == 0.0:
        steps = pixel_y / 60.0  # touchpads without wheel notches
    if steps:
        camera.zoom(ZOOM_STEP**steps)
    return bool(steps)


def gesture(camera: Camera, kind: Qt.NativeGestureType, value: float) -> bool:
    """Apply a native gesture (pinch, rotate, smart zoom); False for any other kind."""
    if kind == Qt.NativeGestureType.ZoomNativeGesture:
        camera.zoom(1.0 / max(1.0 + value, 0.05))  # pinch out = closer
    elif kind == Qt.NativeGestureType.RotateNativeGesture:
        camera.orbit(math.radians(value), 0.0)
    elif kind == Qt.NativeGestureType.SmartZoomNativeGesture:
        camera.reset_view()
    else:
        return False
    return True


def camera_key(camera: Camera, key: Qt.Key, ctrl: bool) -> bool:
    """Apply a camera key: Home resets, T toggles top-down, +/- zoom, WASD (or Ctrl+arrows)
    orbit.  False for every other key, which goes on to the app (arrows, Enter, Space…)."""
    if key == _K.Key_Home:
        camera.reset_view()
    elif key == _K.Key_T and not ctrl:
        camera.toggle_top_down()
    elif key in (_K.Key_Plus, _K.Key_Equal):
        camera.zoom(ZOOM_STEP)
    elif key in (_K.Key_Minus, _K.Key_Underscore):
        camera.zoom(1.0 / ZOOM_STEP)
    elif (key in _ORBIT_KEYS and not ctrl) or (key in _ARROW_KEYS and ctrl):
        dx, dy = _ORBIT_KEYS[key] if key in _ORBIT_KEYS else _ARROW_KEYS[key]
        camera.orbit(dx * ORBIT_KEY_STEP, dy * ORBIT_KEY_STEP)
    else:
        return False
    return True
