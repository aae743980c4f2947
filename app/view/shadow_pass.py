"""The key light's shadows (GL): drawn when the pieces change, never per camera move.

`update` draws the opaque pieces' depth as seen from the key light (light.py gives
the projection) into a 1024-texel depth map, then bakes the board's shade texture from
it: each texel 25 soft-filtered look-ups, combined with the stacks' contact occlusion
(textures.shadow_map).  Each frame the board then reads one texel of the shade texture
and the pieces one filtered look-up of the depth map (`bind_for_pieces`).

While pieces move, only what the moved pieces touch is redrawn (shadow_regions.py):
the depth map round where they were and are, and the board shade that reads it or
their contact discs; the rest stays from the frame before.  The light's projection
then keeps room above the stacks (MOTION_HEADROOM), so a stack in flight rarely makes
it change; once nothing moves it fits the stacks again, as a full redraw.
"""

from __future__ import annotations

import numpy as np
from OpenGL import GL

from app.view import shadow_regions, textures
from app.view.camera import gl_matrix
from app.view.gl_objects import (
    Geometry,
    Program,
    RendererError,
    bind_texture,
    depth_texture,
    draw_fullscreen,
    draw_instances,
    texture_2d,
    update_texture,
)
from app.view.instances import FrameData
from app.view.layout import PIECE_THICKNESS
from app.view.light import SHADOW_MAP_TEXELS, light_view_projection

# While pieces move, the light's projection holds this much more than the tallest piece.
MOTION_HEADROOM = 2.0
BOARD_SHADE_SIZE = (512, 256)  # 40 texels per unit over textures.WOOD_* (w, h)
# World x0, z0, 1/width, 1/depth of the board textures (wood print and shade).
WOOD_RECT = (
    textures.WOOD_X0,
    textures.WOOD_Z0,
    1.0 / textures.WOOD_WIDTH,
    1.0 / textures.WOOD_DEPTH,
)


class ShadowPass:
    def __init__(self) -> None:
        self.board_shade = 0  # baked darkness of the board's top (cast + contact), R8
        self._contact = 0  # contact occlusion from numpy, R8
        self._depth = 0  # depth seen from the key light
        self._framebuffers: list[int] = []  # the depth map's, then the board shade's
        self._vao = 0
        self._programs: tuple[Program, Program] | None = None  # depth, board shade
        self._top: float | None = None  # the height the light's projection holds
        self._light_view_proj = gl_matrix(light_view_projection(0.0))
        # What the maps show: piece rows (x, y, z, scale) and contact discs; None until
        # drawn (or forgotten).
        self._drawn: tuple[shadow_regions.F32, shadow_regions.F32] | None = None

    def initialize(self, depth_program: Program, shade_program: Program) -> None:
        self._programs = (depth_program, shade_program)
        w, h = textures.SHADOW_MAP_SIZE
        self._contact = texture_2d(np.zeros((h, w), np.uint8), GL.GL_R8, GL.GL_RED, False)
        w, h = BOARD_SHADE_SIZE
        self.board_shade = texture_2d(np.zeros((h, w), np.uint8), GL.GL_R8, GL.GL_RED, False)
        self._depth = depth_texture(SHADOW_MAP_TEXELS)
        self._vao = int(GL.glGenVertexArrays(1))
        self._framebuffers = [int(f) for f in GL.glGenFramebuffers(2)]
        for fbo, attachment, tex in (
            (self._framebuffers[0], GL.GL_DEPTH_ATTACHMENT, self._depth),
            (self._framebuffers[1], GL.GL_COLOR_ATTACHMENT0, self.board_shade),
        ):
            GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, fbo)
            GL.glFramebufferTexture2D(GL.GL_FRAMEBUFFER, attachment, GL.GL_TEXTURE_2D, tex, 0)
            if attachment == GL.GL_DEPTH_ATTACHMENT:
                GL.glDrawBuffer(GL.GL_NONE)
                GL.glReadBuffer(GL.GL_NONE)
            status = GL.glCheckFramebufferStatus(GL.GL_FRAMEBUFFER)
            if status != GL.GL_FRAMEBUFFER_COMPLETE:
                raise RendererError(f"shadow framebuffer incomplete (0x{int(status):x})")
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, 0)

    def dispose(self) -> None:
        names = [t for t in (self._contact, self.board_shade, self._depth) if t]
        if names:
            GL.glDeleteTextures(len(names), names)
        if self._framebuffers:
            GL.glDeleteFramebuffers(len(self._framebuffers), self._framebuffers)
        if self._vao:
            GL.glDeleteVertexArrays(1, [self._vao])
        self.board_shade, self._contact, self._depth, self._vao = 0, 0, 0, 0
        self._framebuffers, self._programs, self._drawn, self._top = [], None, None, None

    def update(self, frame: FrameData, pieces: Geometry) -> None:
        """Redraw what the pieces' changes touched (`pieces`: the opaque pieces' geometry)."""
        if self._programs is None:
            return
        opaque = frame.opaque
        rows, casters = opaque[:, :4].copy(), frame.shadow_casters
        top = float(np.max(opaque[:, 1] + opaque[:, 3] * PIECE_THICKNESS)) if len(opaque) else 0.0
        if frame.pieces_moving and self._top is not None and top <= self._top:
            top = self._top  # keep the projection: redraw only what moved
        elif frame.pieces_moving:
            top += MOTION_HEADROOM
        drawn, self._drawn = self._drawn, (rows, casters)
        if drawn is None or top != self._top:
            self._top = top
            self._light_view_proj = gl_matrix(light_view_projection(top))
            self._draw(opaque, frame.shadow_casters, pieces, None, None)
            return
        moved = shadow_regions.changed_rows(drawn[0], rows)
        faded = shadow_regions.changed_rows(drawn[1], casters)
        if not len(moved) and not len(faded):
            return
        vp = self._light_view_proj.T.astype(np.float64)
        depth = shadow_regions.depth_rect(moved, vp, SHADOW_MAP_TEXELS)
        board = shadow_regions.disc_rects(faded, BOARD_SHADE_SIZE)
        if depth is not None:
            under = shadow_regions.board_rect_reading(
                depth, vp, SHADOW_MAP_TEXELS, BOARD_SHADE_SIZE
            )
            board += [under] if under is not None else []
        self._draw(opaque, frame.shadow_casters if len(faded) else None, pieces, depth, board)

    def _draw(
        self,
        opaque: shadow_regions.F32,
        casters: shadow_regions.F32 | None,
        pieces: Geometry,
        depth: shadow_regions.Rect | None,
        board: list[shadow_regions.Rect] | None,
    ) -> None:
        """Redraw the depth map within `depth` and the board shade within the `board`
        rectangles (None: all of each); `casters` (None: unchanged) remakes the contact
        occlusion."""
        assert self._programs is not None
        depth_prog, shade_prog = self._programs
        if casters is not None:
            update_texture(self._contact, textures.shadow_map(casters), GL.GL_RED)

        # Depth from the light.  Back faces only: the lit front faces then sit a piece's
        # thickness above what they are compared with, so they never shadow themselves.
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, self._framebuffers[0])
        GL.glViewport(0, 0, SHADOW_MAP_TEXELS, SHADOW_MAP_TEXELS)
        if board is None or depth is not None:
            _scissor(depth)
            GL.glDepthMask(GL.GL_TRUE)
            GL.glClear(GL.GL_DEPTH_BUFFER_BIT)
            GL.glEnable(GL.GL_DEPTH_TEST)
            GL.glDepthFunc(GL.GL_LEQUAL)
            GL.glEnable(GL.GL_CULL_FACE)
            GL.glCullFace(GL.GL_FRONT)
            GL.glUseProgram(depth_prog.handle)
            GL.glUniformMatrix4fv(
                depth_prog.loc("u_light_view_proj"), 1, GL.GL_FALSE, self._light_view_proj
            )
            draw_instances(pieces, opaque)
            GL.glCullFace(GL.GL_BACK)

        # The board's shade: one soft-filtered texel per 1/40 unit, read by the board.
        w, h = BOARD_SHADE_SIZE
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, self._framebuffers[1])
        GL.glViewport(0, 0, w, h)
        GL.glDisable(GL.GL_DEPTH_TEST)
        GL.glDisable(GL.GL_CULL_FACE)
        GL.glColorMask(GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE)
        GL.glUseProgram(shade_prog.handle)
        GL.glUniformMatrix4fv(
            shade_prog.loc("u_light_view_proj"), 1, GL.GL_FALSE, self._light_view_proj
        )
        GL.glUniform4f(shade_prog.loc("u_wood_rect"), *WOOD_RECT)
        bind_texture(0, self._contact, shade_prog.loc("u_contact"))
        bind_texture(1, self._depth, shade_prog.loc("u_shadow_map"))
        for rect in [None] if board is None else shadow_regions.merged(board):
            _scissor(rect)
            draw_fullscreen(self._vao)
        GL.glDisable(GL.GL_SCISSOR_TEST)

    def forget(self) -> None:
        """Redraw everything with the next update (in the same projection while pieces
        move)."""
        self._drawn = None

    def bind_for_pieces(self, prog: Program) -> None:
        """Give the piece shader the depth map (texture unit 2) and its projection."""
        GL.glUniformMatrix4fv(prog.loc("u_light_view_proj"), 1, GL.GL_FALSE, self._light_view_proj)
        bind_texture(2, self._depth, prog.loc("u_shadow_map"))
        GL.glActiveTexture(GL.GL_TEXTURE0)


def _scissor(rect: shadow_regions.Rect | None) -> None:
    """Limit drawing and clearing to `rect` (None: the whole target)."""
    if rect is None:
        GL.glDisable(GL.GL_SCISSOR_TEST)
        return
    x0, y0, x1, y1 = rect
    GL.glEnable(GL.GL_SCISSOR_TEST)
    GL.glScissor(x0, y0, x1 - x0, y1 - y0)
