"""The view's OpenGL (3.3 core) drawing.  Needs a current context.

The renderer owns its GL objects from initialize() to dispose(); each frame it uploads
the instance arrays built by `instances.build_frame` and issues a handful of draw calls:
opaque pieces (instanced), board, table, backdrop, highlight decals (instanced),
see-through pieces, then text.  It knows nothing of Qt.  Software GL (llvmpipe) is the
floor it is tuned for: few full-screen passes, cheap fragment shaders, static things
baked into textures.  Every GL call of the view is here or in the modules it uses:
gl_objects.py (programs, buffers, textures), shadow_pass.py (the key light's shadows,
redrawn only when the pieces change) and render_targets.py (multisampled or
post-processed frames).
"""

from __future__ import annotations

import ctypes

import numpy as np
import numpy.typing as npt
from OpenGL import GL

from app.view import meshes, textures
from app.view import palette as pal
from app.view.camera import gl_matrix
from app.view.gl_objects import (
    Geometry,
    Program,
    RendererError,
    bind_texture,
    delete_geometry,
    draw_fullscreen,
    draw_instances,
    instanced_geometry,
    link_program,
    static_geometry,
    texture_2d,
)
from app.view.instances import DECAL_FLOATS, PIECE_FLOATS, FrameData
from app.view.labels import LABEL_FLOATS, atlas
from app.view.layout import PIECE_RADIUS, PIECE_THICKNESS
from app.view.render_targets import Target, TargetError
from app.view.shadow_pass import WOOD_RECT, ShadowPass

# Program name -> its vertex shader (the fragment shader is always NAME.frag).
PROGRAMS = {
    "table": "table",
    "board": "board",
    "decal": "decal",
    "piece": "piece",
    "label": "label",
    "shadow": "shadow",
    "board_shade": "fullscreen",
    "backdrop": "backdrop",
    "smooth_edges": "fullscreen",
    "stretch": "fullscreen",
}
SOFTWARE_GL = ("llvmpipe", "softpipe", "swrast", "software", "swiftshader")
MSAA_SAMPLES = 4
# Software GL draws frames in motion at this share of the width and height: a quarter of
# the pixels, ~10 ms a frame less at 1280x800 (benchmarks/frame_time.py) after the ~6 ms
# the stretch to the screen costs; 0.7 saved only ~4 ms.
MOTION_SCALE = 0.5


class Renderer:
    def __init__(self) -> None:
        self._programs: dict[str, Program] = {}
        self._geometry: dict[str, Geometry] = {}
        self._wood = 0
        self._atlas = 0
        self._empty_vao = 0  # full-screen passes make their vertices from gl_VertexID
        self._shadows = ShadowPass()
        self.gl_version = ""
        self.gl_renderer = ""
        self.look = pal.LOOKS["dark"]  # the setting round the board (palette.Look)
        self.multisample = False  # 4x MSAA on every frame: only where the GPU is real
        self._msaa = Target(MSAA_SAMPLES)
        self._still = Target(0)  # software GL: the frame that edge smoothing reads
        self._motion = Target(0)  # software GL: the smaller frame drawn while things move

    # --- lifetime ---------------------------------------------------------------------
    def initialize(self) -> None:
        """Create every GL object.  Raises RendererError if the context cannot do it."""
        version = GL.glGetString(GL.GL_VERSION)
        self.gl_version = version.decode(errors="replace") if version else "unknown"
        name = GL.glGetString(GL.GL_RENDERER)
        self.gl_renderer = name.decode(errors="replace") if name else "unknown"
        major = GL.glGetIntegerv(GL.GL_MAJOR_VERSION)
        minor = GL.glGetIntegerv(GL.GL_MINOR_VERSION)
        if (int(major), int(minor)) < (3, 3):
            raise RendererError(f"OpenGL 3.3 is needed, this context offers {self.gl_version}")
        software = any(word in self.gl_renderer.lower() for word in SOFTWARE_GL)
        self.multisample = not software and int(GL.glGetIntegerv(GL.GL_MAX_SAMPLES)) >= 4
        try:
            for prog, vertex in PROGRAMS.items():
                self._programs[prog] = Program(link_program(prog, vertex))
            self._make_geometry()
            self._make_textures()
        except Exception:
            self.dispose()
            raise

    def dispose(self) -> None:
        """Free every GL object (the context must be current)."""
        self._msaa.dispose()
        self._still.dispose()
        self._motion.dispose()
        self._shadows.dispose()
        for prog in self._programs.values():
            GL.glDeleteProgram(prog.handle)
        for geo in self._geometry.values():
            delete_geometry(geo)
        names = [t for t in (self._wood, self._atlas) if t]
        if names:
            GL.glDeleteTextures(len(names), names)
        if self._empty_vao:
            GL.glDeleteVertexArrays(1, [self._empty_vao])
        self._programs, self._geometry = {}, {}
        self._wood, self._atlas, self._empty_vao = 0, 0, 0

    def _make_geometry(self) -> None:
        piece = meshes.piece_mesh()
        g = self._geometry
        g["opaque"] = instanced_geometry(piece, [0, 1], [2, 3, 4, 5], PIECE_FLOATS)
        g["clear"] = instanced_geometry(piece, [0, 1], [2, 3, 4, 5], PIECE_FLOATS)
        g["decal"] = instanced_geometry(meshes.quad_mesh(), [0], [1, 2, 3, 4], DECAL_FLOATS)
        g["label"] = instanced_geometry(meshes.quad_mesh(), [0], [1, 2, 3], LABEL_FLOATS)
        g["board"] = static_geometry(meshes.board_mesh(), [0, 1])
        g["table"] = static_geometry(meshes.table_mesh(), [0, 1, 2])
        self._empty_vao = int(GL.glGenVertexArrays(1))
        GL.glBindVertexArray(0)

    def _make_textures(self) -> None:
        # Stored as shown; the board shader squares it (gamma 2) to light it.
        self._wood = texture_2d(textures.board_texture(), GL.GL_RGBA8, GL.GL_RGBA, True)
        self._atlas = texture_2d(atlas().image, GL.GL_RGBA8, GL.GL_RGBA, True)
        self._shadows.initialize(self._programs["shadow"], self._programs["board_shade"])

    # --- drawing ----------------------------------------------------------------------
    def _use(
        self, name: str, view_proj: npt.NDArray[np.float32], eye: npt.NDArray[np.float64]
    ) -> Program:
        prog = self._programs[name]
        GL.glUseProgram(prog.handle)
        GL.glUniformMatrix4fv(prog.loc("u_view_proj"), 1, GL.GL_FALSE, view_proj)
        GL.glUniform3f(prog.loc("u_eye"), *(float(v) for v in eye))
        return prog

    def _backdrop(self, prog: Program, viewport: tuple[int, int]) -> None:
        GL.glUniform2f(prog.loc("u_viewport"), float(viewport[0]), float(viewport[1]))
        GL.glUniform3f(prog.loc("u_backdrop_centre"), *pal.display(self.look.centre))
        GL.glUniform3f(prog.loc("u_backdrop_edge"), *pal.display(self.look.edge))

    def _draw(self, geo: Geometry) -> None:
        GL.glBindVertexArray(geo.vao)
        GL.glDrawElements(GL.GL_TRIANGLES, geo.count, GL.GL_UNSIGNED_INT, ctypes.c_void_p(0))

    def render(
        self,
        frame: FrameData,
        view_proj: npt.NDArray[np.float64],
        eye: npt.NDArray[np.float64],
        viewport: tuple[int, int],
        framebuffer: int = 0,
        still: bool = False,
        motion: bool = False,
    ) -> None:
        """Draw one frame into `framebuffer` (the GL window's default one, or an offscreen one).

        Edges: a real GPU multisamples every frame; software GL smooths edges in a
        post-process on `still` frames only (nothing moving), where ~8 ms more is free.
        Software GL draws `motion` frames (the camera or pieces moving) with
        MOTION_SCALE of the pixels in each direction, stretched to the screen; the
        text stays sharp, and the still frame that follows restores every pixel.
        """
        try:
            if self.multisample:
                self._draw_frame(frame, view_proj, eye, viewport, self._msaa.bind(viewport))
                self._msaa.resolve_to(framebuffer)
            elif still:
                self._draw_frame(frame, view_proj, eye, viewport, self._still.bind(viewport))
                self._copy_to(framebuffer, viewport, "smooth_edges", self._still)
            elif motion:
                small = (
                    max(1, round(viewport[0] * MOTION_SCALE)),
                    max(1, round(viewport[1] * MOTION_SCALE)),
                )
                self._draw_frame(frame, view_proj, eye, small, self._motion.bind(small))
                self._copy_to(framebuffer, viewport, "stretch", self._motion)
            else:
                self._draw_frame(frame, view_proj, eye, viewport, framebuffer)
        except TargetError:  # a driver without these framebuffers: draw plainly
            self.multisample = False
            self._draw_frame(frame, view_proj, eye, viewport, framebuffer)
        self._draw_labels(frame.labels, framebuffer, viewport)

    def _draw_labels(
        self, labels: npt.NDArray[np.float32], framebuffer: int, viewport: tuple[int, int]
    ) -> None:
        """Text over everything, straight into the target: edge smoothing would blur it
        (the atlas is already anti-aliased, and holds premultiplied colour)."""
        if not len(labels):
            return
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, framebuffer)
        GL.glViewport(0, 0, viewport[0], viewport[1])
        GL.glDisable(GL.GL_DEPTH_TEST)
        GL.glDisable(GL.GL_CULL_FACE)
        GL.glEnable(GL.GL_BLEND)
        GL.glBlendFunc(GL.GL_ONE, GL.GL_ONE_MINUS_SRC_ALPHA)
        prog = self._programs["label"]
        GL.glUseProgram(prog.handle)
        bind_texture(0, self._atlas, prog.loc("u_atlas"))
        draw_instances(self._geometry["label"], labels)
        GL.glDisable(GL.GL_BLEND)
        GL.glBindVertexArray(0)
        GL.glUseProgram(0)

    def _copy_to(
        self, framebuffer: int, viewport: tuple[int, int], program: str, source: Target
    ) -> None:
        """Draw `source`'s colour over all of `framebuffer` through a full-screen program
        (smooth_edges or stretch)."""
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, framebuffer)
        GL.glViewport(0, 0, viewport[0], viewport[1])
        GL.glDisable(GL.GL_DEPTH_TEST)
        GL.glDisable(GL.GL_BLEND)
        GL.glDisable(GL.GL_CULL_FACE)
        prog = self._programs[program]
        GL.glUseProgram(prog.handle)
        w, h = source.size
        GL.glUniform2f(prog.loc("u_texel"), 1.0 / w, 1.0 / h)
        bind_texture(0, source.colour, prog.loc("u_image"))
        draw_fullscreen(self._empty_vao)
        GL.glBindVertexArray(0)
        GL.glUseProgram(0)

    def _draw_frame(
        self,
        frame: FrameData,
        view_proj: npt.NDArray[np.float64],
        eye: npt.NDArray[np.float64],
        viewport: tuple[int, int],
        framebuffer: int,
    ) -> None:
        GL.glDisable(GL.GL_SCISSOR_TEST)
        GL.glDisable(GL.GL_BLEND)
        self._shadows.update(frame, self._geometry["opaque"])
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, framebuffer)
        GL.glViewport(0, 0, viewport[0], viewport[1])
        GL.glDisable(GL.GL_SCISSOR_TEST)
        GL.glDisable(GL.GL_STENCIL_TEST)
        GL.glColorMask(GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE)
        GL.glDepthMask(GL.GL_TRUE)
        GL.glClearColor(*pal.display(self.look.edge), 1.0)
        GL.glClear(GL.GL_COLOR_BUFFER_BIT | GL.GL_DEPTH_BUFFER_BIT)
        vp = gl_matrix(view_proj)

        # Opaque things nearest first, so software GL's early depth test skips the pixels
        # they hide: pieces, then the board under them, then the table.
        GL.glEnable(GL.GL_DEPTH_TEST)
        GL.glDepthFunc(GL.GL_LEQUAL)
        GL.glDisable(GL.GL_BLEND)
        GL.glEnable(GL.GL_CULL_FACE)
        GL.glCullFace(GL.GL_BACK)
        prog = self._use("piece", vp, eye)
        GL.glUniform1f(prog.loc("u_radius"), PIECE_RADIUS)
        GL.glUniform1f(prog.loc("u_thickness"), PIECE_THICKNESS)
        GL.glUniform3f(prog.loc("u_ghost"), *pal.linear(pal.GHOST))
        self._shadows.bind_for_pieces(prog)
        draw_instances(self._geometry["opaque"], frame.opaque)

        prog = self._use("board", vp, eye)
        bind_texture(1, self._shadows.board_shade, prog.loc("u_shadows"))
        bind_texture(0, self._wood, prog.loc("u_wood"))
        GL.glUniform4f(prog.loc("u_wood_rect"), *WOOD_RECT)
        GL.glUniform3f(prog.loc("u_edge_tint"), 0.62, 0.55, 0.50)
        self._draw(self._geometry["board"])

        GL.glDisable(GL.GL_CULL_FACE)
        prog = self._use("table", vp, eye)
        GL.glUniform3f(prog.loc("u_table"), *pal.display(self.look.table))
        self._backdrop(prog, viewport)
        self._draw(self._geometry["table"])
        # Last of the opaque things: the vignette shades only what nothing covered.
        prog = self._programs["backdrop"]
        GL.glUseProgram(prog.handle)
        self._backdrop(prog, viewport)
        draw_fullscreen(self._empty_vao)

        # See-through layers, blended in order: highlights, then ghosts.
        GL.glEnable(GL.GL_BLEND)
        GL.glBlendFuncSeparate(
            GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA, GL.GL_ONE, GL.GL_ONE_MINUS_SRC_ALPHA
        )
        GL.glDepthMask(GL.GL_FALSE)
        self._use("decal", vp, eye)
        draw_instances(self._geometry["decal"], frame.decals)

        if len(frame.transparent):
            GL.glEnable(GL.GL_CULL_FACE)
            self._shadows.bind_for_pieces(self._use("piece", vp, eye))
            # Depth first, then colour where that depth won: a see-through stack shows
            # only its outer surface instead of every inner face blended together.
            GL.glColorMask(GL.GL_FALSE, GL.GL_FALSE, GL.GL_FALSE, GL.GL_FALSE)
            GL.glDepthMask(GL.GL_TRUE)
            draw_instances(self._geometry["clear"], frame.transparent)
            GL.glColorMask(GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE)
            GL.glDepthMask(GL.GL_FALSE)
            draw_instances(self._geometry["clear"], frame.transparent)

        GL.glDepthMask(GL.GL_TRUE)
        GL.glDisable(GL.GL_BLEND)
        GL.glDisable(GL.GL_CULL_FACE)
        GL.glBindVertexArray(0)
        GL.glUseProgram(0)

    def forget_shadows(self) -> None:
        """Redraw the shadows with the next frame even if no piece moved: for timing."""
        self._shadows.forget()

    def finish(self) -> None:
        """Wait until the GPU (or llvmpipe) has drawn everything: for timing only."""
        GL.glFinish()

    def render_offscreen(
        self,
        frame: FrameData,
        view_proj: npt.NDArray[np.float64],
        eye: npt.NDArray[np.float64],
        size: tuple[int, int],
        restore_framebuffer: int = 0,
        still: bool = True,
    ) -> npt.NDArray[np.uint8]:
        """Render into a temporary framebuffer of `size` (a single-sampled `Target`); (height,
        width, 4) RGBA, top row first.  Used for screenshots at a size other than the
        widget's (still frames)."""
        w, h = size
        target = Target(samples=0)
        try:
            try:
                fbo = target.bind((w, h))
            except TargetError as error:
                raise RendererError(f"offscreen {error}") from None
            self.render(frame, view_proj, eye, (w, h), fbo, still)
            GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, fbo)
            GL.glPixelStorei(GL.GL_PACK_ALIGNMENT, 1)
            data = GL.glReadPixels(0, 0, w, h, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE)
            pixels = np.frombuffer(data, dtype=np.uint8).reshape(h, w, 4)
            return np.ascontiguousarray(pixels[::-1])
        finally:
            GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, restore_framebuffer)
            target.dispose()
