"""Orbit camera around the board: pose, limits, smooth transitions and GL matrices.

Pure numpy, no Qt or GL, so it is unit-tested without a display.  Angles are radians.
Matrices are computed in float64 (picking inverts them) and handed to GL as float32.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np
import numpy.typing as npt

from app.view.layout import MAX_STACK_HEIGHT, board_extent_points

Matrix = npt.NDArray[np.float64]

FOV_Y = math.radians(36.0)
PITCH_MIN = math.radians(12.0)  # never look from under (or along) the board
PITCH_MAX = math.radians(89.9)  # top-down; 90 exactly would make yaw meaningless
DISTANCE_MIN = 4.0
DISTANCE_MAX = 40.0
TARGET_RADIUS = 4.0  # panning keeps the orbit centre over the board
HOME_YAW = 0.0
# Steep enough that, with tall stacks drawn pressed together (layout.drawn_pieces), no
# stack hides the top of one behind it; low enough that the stacks read as stacks.
HOME_PITCH = math.radians(58.0)
TOP_DOWN_THRESHOLD = math.radians(85.0)
TWEEN_SECONDS = 0.45
NEAR = 0.2
# Fitting the board keeps the tallest stack a space can hold in view, and a margin for the
# labels round the edge.
FIT_HEIGHT = MAX_STACK_HEIGHT
FIT_NDC = 0.93


@dataclass(frozen=True)
class CameraPose:
    yaw: float = HOME_YAW  # 0: looking from White's side (row 1) towards row 5
    pitch: float = HOME_PITCH  # elevation above the board plane
    distance: float = 14.0
    target: tuple[float, float, float] = (0.0, 0.0, 0.0)

    def clamped(self) -> CameraPose:
        tx, _, tz = self.target
        r = math.hypot(tx, tz)
        if r > TARGET_RADIUS:
            tx, tz = tx * TARGET_RADIUS / r, tz * TARGET_RADIUS / r
        return CameraPose(
            yaw=math.remainder(self.yaw, 2 * math.pi),
            pitch=min(max(self.pitch, PITCH_MIN), PITCH_MAX),
            distance=min(max(self.distance, DISTANCE_MIN), DISTANCE_MAX),
            target=(tx, 0.0, tz),
        )

    def eye(self) -> npt.NDArray[np.float64]:
        cp = math.cos(self.pitch)
        offset = np.array([cp * math.sin(self.yaw), math.sin(self.pitch), cp * math.cos(self.yaw)])
        return np.asarray(self.target, dtype=np.float64) + self.distance * offset


def _ease(u: float) -> float:
    u = min(max(u, 0.0), 1.0)
    return u * u * (3.0 - 2.0 * u)


def interpolate(a: CameraPose, b: CameraPose, u: float) -> CameraPose:
    """Pose between a and b (u in 0..1); yaw takes the shorter way round."""
    dyaw = math.remainder(b.yaw - a.yaw, 2 * math.pi)
    ta, tb = np.asarray(a.target), np.asarray(b.target)
    x, y, z = (float(v) for v in ta + (tb - ta) * u)
    return CameraPose(
        yaw=a.yaw + dyaw * u,
        pitch=a.pitch + (b.pitch - a.pitch) * u,
        # Zoom feels even when interpolated geometrically, not linearly.
        distance=a.distance * (b.distance / a.distance) ** u,
        target=(x, y, z),
    )


def look_at(eye: Matrix, target: Matrix, yaw: float) -> Matrix:
    """View matrix; the right vector comes from yaw so that top-down stays well defined."""
    f = target - eye
    f = f / np.linalg.norm(f)
    s = np.array([math.cos(yaw), 0.0, -math.sin(yaw)])
    u = np.cross(s, f)
    m = np.identity(4)
    m[0, :3], m[1, :3], m[2, :3] = s, u, -f
    m[:3, 3] = -m[:3, :3] @ eye
    return m


def perspective(fov_y: float, aspect: float, near: float, far: float) -> Matrix:
    f = 1.0 / math.tan(fov_y / 2.0)
    m = np.zeros((4, 4))
    m[0, 0] = f / aspect
    m[1, 1] = f
    m[2, 2] = (far + near) / (near - far)
    m[2, 3] = 2.0 * far * near / (near - far)
    m[3, 2] = -1.0
    return m


def gl_matrix(m: Matrix) -> npt.NDArray[np.float32]:
    """Column-major float32 copy, ready for glUniformMatrix4fv(..., GL_FALSE, ...)."""
    return np.ascontiguousarray(m.T, dtype=np.float32)


class Camera:
    """Orbit camera with limits and eased transitions (reset view, top-down toggle).

    The owner calls advance(dt) once per frame while `animating` is true; nothing here
    keeps time on its own, which keeps the camera deterministic and testable.
    """

    def __init__(self, aspect: float = 4.0 / 3.0) -> None:
        self.aspect = aspect
        self._pose = self.home_pose()
        self._tween: tuple[CameraPose, CameraPose, float] | None = None  # from, to, elapsed
        self._before_top_down: tuple[CameraPose, str | None] | None = None  # pose, preset
        # While the view is one of the framed presets (and the user has not moved it),
        # a resize re-frames the board instead of keeping a now ill-fitting distance.
        self._preset: str | None = "home"

    # --- state -------------------------------------------------------------------------
    @property
    def pose(self) -> CameraPose:
        return self._pose

    def set_pose(self, pose: CameraPose) -> None:
        """Jump to a pose (clamped to the limits); cancels any transition."""
        self._tween = None
        self._preset = None
        self._pose = pose.clamped()
        if self._pose.pitch < TOP_DOWN_THRESHOLD:
            self._before_top_down = None

    def set_aspect(self, width: float, height: float) -> None:
        """Aspect from the widget's logical size (the same size picking uses)."""
        aspect = max(width, 1.0) / max(height, 1.0)
        if aspect == self.aspect:
            return
        self.aspect = aspect
        preset = self._preset
        if preset is not None:
            goal = self.home_pose() if preset == "home" else self.top_down_pose()
            if self._tween is not None:
                self._tween = (self._tween[0], goal, self._tween[2])
            else:
                self._pose = goal

    @property
    def animating(self) -> bool:
        return self._tween is not None

    @property
    def is_top_down(self) -> bool:
        goal = self._tween[1] if self._tween else self._pose
        return goal.pitch >= TOP_DOWN_THRESHOLD

    # --- user control ------------------------------------------------------------------
    def orbit(self, dyaw: float, dpitch: float) -> None:
        p = self._pose
        self.set_pose(replace(p, yaw=p.yaw + dyaw, pitch=p.pitch + dpitch))

    def orbit_pixels(self, dx: float, dy: float) -> None:
        # Dragging right turns the board right (camera goes left); dragging up tilts it.
        self.orbit(-dx * math.radians(0.35), dy * math.radians(0.25))

    def zoom(self, factor: float) -> None:
        """factor < 1 moves closer."""
        p = self._pose
        self.set_pose(replace(p, distance=p.distance * factor))

    def pan_pixels(self, dx: float, dy: float, viewport_height: float) -> None:
        """Drag the board by (dx, dy) logical pixels: the board follows the cursor."""
        p = self._pose
        per_pixel = 2.0 * p.distance * math.tan(FOV_Y / 2.0) / max(viewport_height, 1.0)
        right = np.array([math.cos(p.yaw), 0.0, -math.sin(p.yaw)])
        ahead = np.array([-math.sin(p.yaw), 0.0, -math.cos(p.yaw)])
        # Vertical screen motion covers more ground the flatter we look.
        move = -right * dx * per_pixel + ahead * dy * per_pixel / max(math.sin(p.pitch), 0.3)
        target = np.asarray(p.target) + move
        self.set_pose(replace(p, target=(float(target[0]), 0.0, float(target[2]))))

    # --- framing and transitions ---------------------------------------------------------
    def fit_distance(self, yaw: float, pitch: float) -> float:
        """Smallest distance at which the whole board (and some stack height) fits."""
        ext = board_extent_points(FIT_HEIGHT)
        pts = np.column_stack([ext, np.ones(len(ext))])
        lo, hi = DISTANCE_MIN, DISTANCE_MAX
        for _ in range(30):
            mid = 0.5 * (lo + hi)
            clip = pts @ self._view_projection(CameraPose(yaw, pitch, mid)).T
            ndc = clip[:, :2] / clip[:, 3:4]
            if np.all(clip[:, 3] > 0) and np.abs(ndc).max() <= FIT_NDC:
                hi = mid
            else:
                lo = mid
        return hi

    def home_pose(self) -> CameraPose:
        return CameraPose(HOME_YAW, HOME_PITCH, self.fit_distance(HOME_YAW, HOME_PITCH))

    def top_down_pose(self) -> CameraPose:
        return CameraPose(0.0, PITCH_MAX, self.fit_distance(0.0, PITCH_MAX))

    def transition_to(self, pose: CameraPose, animate: bool = True) -> None:
        goal = pose.clamped()
        self._preset = None
        if animate:
            self._tween = (self._pose, goal, 0.0)
        else:
            self._tween = None
            self._pose = goal

    def reset_view(self, animate: bool = True) -> None:
        self._before_top_down = None
        self.transition_to(self.home_pose(), animate)
        self._preset = "home"

    def toggle_top_down(self, animate: bool = True) -> None:
        """Go top-down (diagram view); toggling again returns to the pose before."""
        if self.is_top_down:
            back, preset = self._before_top_down or (self.home_pose(), "home")
            self._before_top_down = None
            self.transition_to(self.home_pose() if preset == "home" else back, animate)
            self._preset = preset
        else:
            pose = self._tween[1] if self._tween else self._pose
            self._before_top_down = (pose, self._preset)
            self.transition_to(self.top_down_pose(), animate)
            self._preset = "top"

    def advance(self, dt: float) -> bool:
        """Move a running transition on by dt seconds; True while still moving."""
        if self._tween is None:
            return False
        start, goal, elapsed = self._tween
        elapsed += max(dt, 0.0)
        u = elapsed / TWEEN_SECONDS
        if u >= 1.0:
            self._pose, self._tween = goal, None
            return False
        self._pose = interpolate(start, goal, _ease(u))
        self._tween = (start, goal, elapsed)
        return True

    # --- matrices -----------------------------------------------------------------------
    def eye(self) -> npt.NDArray[np.float64]:
        return self._pose.eye()

    def _view(self, pose: CameraPose) -> Matrix:
        return look_at(pose.eye(), np.asarray(pose.target, dtype=np.float64), pose.yaw)

    def _projection(self, pose: CameraPose) -> Matrix:
        return perspective(FOV_Y, self.aspect, NEAR, pose.distance * 2.0 + 40.0)

    def _view_projection(self, pose: CameraPose) -> Matrix:
        return self._projection(pose) @ self._view(pose)

    def view_matrix(self) -> Matrix:
        return self._view(self._pose)

    def view_projection(self) -> Matrix:
        return self._view_projection(self._pose)
