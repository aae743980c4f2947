"""Camera input without a widget: when a press becomes a drag, and what keys, the wheel and
gestures do to the camera (app/view/camera_input.py)."""

from __future__ import annotations

from PyQt6.QtCore import QPointF, Qt

from app.view import camera_input as ci
from app.view.camera import Camera

LEFT, MIDDLE, RIGHT = (
    Qt.MouseButton.LeftButton,
    Qt.MouseButton.MiddleButton,
    Qt.MouseButton.RightButton,
)


def test_a_small_motion_stays_a_click() -> None:
    assert ci.drag_mode(QPointF(2.0, 2.0), LEFT, shift=False, on_stack=True) is None
    assert ci.drag_mode(QPointF(3.0, 2.0), LEFT, shift=False, on_stack=True) == "piece"


def test_the_button_shift_and_stack_choose_the_drag() -> None:
    far = QPointF(10.0, 0.0)
    assert ci.drag_mode(far, MIDDLE, shift=False, on_stack=True) == "pan"
    assert ci.drag_mode(far, LEFT, shift=True, on_stack=True) == "pan"
    assert ci.drag_mode(far, LEFT, shift=False, on_stack=False) == "orbit"
    assert ci.drag_mode(far, RIGHT, shift=False, on_stack=True) == "orbit"


def test_camera_keys_move_the_camera_and_other_keys_pass_on() -> None:
    camera = Camera()
    home = camera.pose
    assert ci.camera_key(camera, Qt.Key.Key_D, ctrl=False)
    assert camera.pose.yaw != home.yaw
    assert ci.camera_key(camera, Qt.Key.Key_Home, ctrl=False)
    assert not ci.camera_key(camera, Qt.Key.Key_Left, ctrl=False)  # the app's cursor key
    assert not ci.camera_key(camera, Qt.Key.Key_T, ctrl=True)  # Ctrl+T is not the camera's
    before = camera.pose.distance
    assert ci.camera_key(camera, Qt.Key.Key_Plus, ctrl=False)
    assert camera.pose.distance < before


def test_the_wheel_zooms_and_a_sideways_scroll_does_not() -> None:
    camera = Camera()
    before = camera.pose.distance
    assert ci.wheel_zoom(camera, 120, 0)
    assert camera.pose.distance < before
    assert not ci.wheel_zoom(camera, 0, 0)


def test_unknown_gestures_are_left_to_qt() -> None:
    camera = Camera()
    assert not ci.gesture(camera, Qt.NativeGestureType.PanNativeGesture, 1.0)
    before = camera.pose.distance
    assert ci.gesture(camera, Qt.NativeGestureType.ZoomNativeGesture, 0.5)
    assert camera.pose.distance < before
