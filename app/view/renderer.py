"""Every OpenGL call of the view (OpenGL 3.3 core).  Needs a current context.

The renderer owns its GL objects from initialize() to dispose(); each frame it uploads
the instance arrays built by `instances.build_frame` and issues a handful of draw calls:
background, table, board, markings, opaque pieces (instanced), decals (instanced: shadows
and highlights), then see-through pieces.  It knows nothing of Qt.
"""

from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt
from OpenGL import GL

from app.resources import asset_path
from app.view import meshes, textures
from app.view import palette as pal
from app.view.camera import gl_matrix
from app.view.instances import DECAL_FLOATS, PIECE_FLOATS, FrameData
from app.view.layout import BOARD_MARGIN, PIECE_RADIUS, PIECE_THICKNESS, board_half_planes

PROGRAMS = ("background", "table", "board", "marking", "decal", "piece")
_INCLUDE = re.compile(r'^#include "([^"]+)"\s*$', re.MULTILINE)


class RendererError(RuntimeError):
    """GL context unusable: too old, or a shader failed to compile or link."""


def load_shader_source(name: str) -> str:
    """A shader file with its `#include "file"` lines replaced by that file's text."""
    text = asset_path("shaders", name).read_text(encoding="utf-8")
    return _INCLUDE.sub(lambda m: load_shader_source(m.group(1)), text)


def _compile(kind: int, source: str, name: str) -> int:
    shader = GL.glCreateShader(kind)
    GL.glShaderSource(shader, source)
    GL.glCompileShader(shader)
    if not GL.glGetShaderiv(shader, GL.GL_COMPILE_STATUS):
        log = GL.glGetShaderInfoLog(shader).decode(errors="replace")
        GL.glDeleteShader(shader)
        raise RendererError(f"shader {name} failed to compile:\n{log}")
    return int(shader)


def _link(name: str) -> int:
    # Linked by hand: PyOpenGL's compileProgram also validates, which fails in a core
    # profile while no vertex array is bound.
    vs = _compile(GL.GL_VERTEX_SHADER, load_shader_source(f"{name}.vert"), f"{name}.vert")
    fs = _compile(GL.GL_FRAGMENT_SHADER, load_shader_source(f"{name}.frag"), f"{name}.frag")
    prog = GL.glCreateProgram()
    GL.glAttachShader(prog, vs)
    GL.glAttachShader(prog, fs)
    GL.glLinkProgram(prog)
    GL.glDetachShader(prog, vs)
    GL.glDetachShader(prog, fs)
    GL.glDeleteShader(vs)
    GL.glDeleteShader(fs)
    if not GL.glGetProgramiv(prog, GL.GL_LINK_STATUS):
        log = GL.glGetProgramInfoLog(prog).decode(errors="replace")
        GL.glDeleteProgram(prog)
        raise RendererError(f"program {name} failed to link:\n{log}")
    return int(prog)


@dataclass
class _Program:
    handle: int
    locations: dict[str, int] = field(default_factory=dict)

    def loc(self, uniform: str) -> int:
        if uniform not in self.locations:
            self.locations[uniform] = int(GL.glGetUniformLocation(self.handle, uniform))
        return self.locations[uniform]


@dataclass
class _Geometry:
    vao: int
    buffers: list[int]
    count: int  # indices
    instance_buffer: int = 0


def _float_attribs(layout: list[tuple[int, int]], stride_floats: int, divisor: int) -> None:
    offset = 0
    for location, size in layout:
        GL.glEnableVertexAttribArray(location)
        GL.glVertexAttribPointer(
            location, size, GL.GL_FLOAT, GL.GL_FALSE, stride_floats * 4, ctypes.c_void_p(offset)
        )
        GL.glVertexAttribDivisor(location, divisor)
        offset += size * 4


class Renderer:
    def __init__(self) -> None:
        self._programs: dict[str, _Program] = {}
        self._geometry: dict[str, _Geometry] = {}
        self._wood = 0
        self._empty_vao = 0
        self.gl_version = ""
        self.gl_renderer = ""

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
        try:
            for prog in PROGRAMS:
                self._programs[prog] = _Program(_link(prog))
            self._make_geometry()
            self._make_wood()
        except Exception:
            self.dispose()
            raise

    def dispose(self) -> None:
        """Free every GL object (the context must be current)."""
        for prog in self._programs.values():
            GL.glDeleteProgram(prog.handle)
        for geo in self._geometry.values():
            GL.glDeleteBuffers(len(geo.buffers), geo.buffers)
            GL.glDeleteVertexArrays(1, [geo.vao])
        if self._empty_vao:
            GL.glDeleteVertexArrays(1, [self._empty_vao])
        if self._wood:
            GL.glDeleteTextures(1, [self._wood])
        self._programs, self._geometry, self._wood, self._empty_vao = {}, {}, 0, 0

    @property
    def ready(self) -> bool:
        return bool(self._programs)

    def _static(self, mesh: meshes.Mesh, locations: list[int]) -> _Geometry:
        vao = int(GL.glGenVertexArrays(1))
        GL.glBindVertexArray(vao)
        vbo, ibo = (int(b) for b in GL.glGenBuffers(2))
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, vbo)
        GL.glBufferData(GL.GL_ARRAY_BUFFER, mesh.vertices.nbytes, mesh.vertices, GL.GL_STATIC_DRAW)
        GL.glBindBuffer(GL.GL_ELEMENT_ARRAY_BUFFER, ibo)
        GL.glBufferData(
            GL.GL_ELEMENT_ARRAY_BUFFER, mesh.indices.nbytes, mesh.indices, GL.GL_STATIC_DRAW
        )
        sizes = [n for _, n in mesh.layout]
        _float_attribs(list(zip(locations, sizes, strict=True)), mesh.stride, 0)
        return _Geometry(vao, [vbo, ibo], len(mesh.indices))

    def _instanced(
        self, mesh: meshes.Mesh, locations: list[int], inst_locations: list[int], floats: int
    ) -> _Geometry:
        geo = self._static(mesh, locations)
        inst = int(GL.glGenBuffers(1))
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, inst)
        GL.glBufferData(GL.GL_ARRAY_BUFFER, floats * 4 * 64, None, GL.GL_DYNAMIC_DRAW)
        _float_attribs([(loc, 4) for loc in inst_locations], floats, 1)
        GL.glBindVertexArray(0)
        geo.buffers.append(inst)
        geo.instance_buffer = inst
        return geo

    def _make_geometry(self) -> None:
        piece = meshes.piece_mesh()
        g = self._geometry
        g["opaque"] = self._instanced(piece, [0, 1], [2, 3, 4, 5], PIECE_FLOATS)
        g["clear"] = self._instanced(piece, [0, 1], [2, 3, 4, 5], PIECE_FLOATS)
        g["decal"] = self._instanced(meshes.quad_mesh(), [0], [1, 2, 3, 4], DECAL_FLOATS)
        g["board"] = self._static(meshes.board_mesh(), [0, 1])
        g["table"] = self._static(meshes.table_mesh(), [0])
        ink = pal.display
        g["marking"] = self._static(
            meshes.markings_mesh(ink(pal.LINE), ink(pal.MARKER_RING), ink(pal.MARKER_FILL)),
            [0, 1, 2],
        )
        GL.glBindVertexArray(0)
        self._empty_vao = int(GL.glGenVertexArrays(1))

    def _make_wood(self) -> None:
        img = np.ascontiguousarray(textures.wood_texture())
        self._wood = int(GL.glGenTextures(1))
        GL.glBindTexture(GL.GL_TEXTURE_2D, self._wood)
        GL.glPixelStorei(GL.GL_UNPACK_ALIGNMENT, 1)
        # Stored as shown; the shader squares it (gamma 2) to light it.
        GL.glTexImage2D(
            GL.GL_TEXTURE_2D,
            0,
            GL.GL_RGB8,
            img.shape[1],
            img.shape[0],
            0,
            GL.GL_RGB,
            GL.GL_UNSIGNED_BYTE,
            img,
        )
        GL.glGenerateMipmap(GL.GL_TEXTURE_2D)
        # Mipmaps keep the fine grain from shimmering when seen far or flat; the nearest
        # level, not a blend of two, halves the sampling cost on software GL.
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER, GL.GL_LINEAR_MIPMAP_NEAREST)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MAG_FILTER, GL.GL_LINEAR)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_WRAP_S, GL.GL_MIRRORED_REPEAT)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_WRAP_T, GL.GL_MIRRORED_REPEAT)
        GL.glBindTexture(GL.GL_TEXTURE_2D, 0)

    # --- drawing ----------------------------------------------------------------------
    def _use(
        self, name: str, view_proj: npt.NDArray[np.float32], eye: npt.NDArray[np.float64]
    ) -> _Program:
        prog = self._programs[name]
        GL.glUseProgram(prog.handle)
        GL.glUniformMatrix4fv(prog.loc("u_view_proj"), 1, GL.GL_FALSE, view_proj)
        GL.glUniform3f(prog.loc("u_eye"), *(float(v) for v in eye))
        return prog

    def _draw_instances(self, geo: _Geometry, rows: npt.NDArray[np.float32]) -> None:
        if len(rows) == 0:
            return
        GL.glBindVertexArray(geo.vao)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, geo.instance_buffer)
        # Re-specifying the whole store lets the driver hand us fresh memory (orphaning)
        # rather than wait for the previous frame's draw.
        GL.glBufferData(GL.GL_ARRAY_BUFFER, rows.nbytes, rows, GL.GL_DYNAMIC_DRAW)
        GL.glDrawElementsInstanced(
            GL.GL_TRIANGLES, geo.count, GL.GL_UNSIGNED_INT, ctypes.c_void_p(0), len(rows)
        )

    def _draw(self, geo: _Geometry) -> None:
        GL.glBindVertexArray(geo.vao)
        GL.glDrawElements(GL.GL_TRIANGLES, geo.count, GL.GL_UNSIGNED_INT, ctypes.c_void_p(0))

    def render(
        self,
        frame: FrameData,
        view_proj: npt.NDArray[np.float64],
        eye: npt.NDArray[np.float64],
        viewport: tuple[int, int],
        framebuffer: int = 0,
    ) -> None:
        """Draw one frame into `framebuffer` (a QOpenGLWidget never renders into 0)."""
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, framebuffer)
        GL.glViewport(0, 0, viewport[0], viewport[1])
        GL.glDisable(GL.GL_SCISSOR_TEST)
        GL.glDisable(GL.GL_STENCIL_TEST)
        GL.glColorMask(GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE)
        GL.glDepthMask(GL.GL_TRUE)
        GL.glClearColor(0.0, 0.0, 0.0, 1.0)
        GL.glClear(GL.GL_COLOR_BUFFER_BIT | GL.GL_DEPTH_BUFFER_BIT)
        vp = gl_matrix(view_proj)
        shown = pal.display

        # Opaque things nearest first, so software GL's early depth test skips the pixels
        # they hide: pieces, then the board under them, then the table, then the sky.
        GL.glEnable(GL.GL_DEPTH_TEST)
        GL.glDepthFunc(GL.GL_LEQUAL)
        GL.glDisable(GL.GL_BLEND)
        GL.glEnable(GL.GL_CULL_FACE)
        GL.glCullFace(GL.GL_BACK)
        prog = self._use("piece", vp, eye)
        GL.glUniform1f(prog.loc("u_radius"), PIECE_RADIUS)
        GL.glUniform1f(prog.loc("u_thickness"), PIECE_THICKNESS)
        GL.glUniform3f(prog.loc("u_ghost"), *pal.linear(pal.GHOST))
        self._draw_instances(self._geometry["opaque"], frame.opaque)

        prog = self._use("board", vp, eye)
        GL.glActiveTexture(GL.GL_TEXTURE0)
        GL.glBindTexture(GL.GL_TEXTURE_2D, self._wood)
        GL.glUniform1i(prog.loc("u_wood"), 0)
        GL.glUniform4f(
            prog.loc("u_wood_rect"),
            textures.WOOD_X0,
            textures.WOOD_Z0,
            1.0 / textures.WOOD_WIDTH,
            1.0 / textures.WOOD_DEPTH,
        )
        GL.glUniform3f(prog.loc("u_edge_tint"), 0.62, 0.55, 0.50)
        self._draw(self._geometry["board"])

        GL.glDisable(GL.GL_CULL_FACE)
        prog = self._use("table", vp, eye)
        GL.glUniform3f(prog.loc("u_table"), *shown(pal.TABLE))
        GL.glUniform3f(prog.loc("u_background"), *shown(pal.BACKGROUND_BOTTOM))
        planes = np.ascontiguousarray(board_half_planes(), dtype=np.float32)
        GL.glUniform3fv(prog.loc("u_board_planes"), 6, planes)
        GL.glUniform1f(prog.loc("u_board_margin"), BOARD_MARGIN)
        GL.glUniform2f(prog.loc("u_shadow_offset"), 0.25, -0.2)
        self._draw(self._geometry["table"])

        # The sky sits on the far plane: it only fills pixels nothing else covered.
        GL.glDepthMask(GL.GL_FALSE)
        prog = self._use("background", vp, eye)
        GL.glUniform3f(prog.loc("u_top"), *shown(pal.BACKGROUND_TOP))
        GL.glUniform3f(prog.loc("u_bottom"), *shown(pal.BACKGROUND_BOTTOM))
        GL.glBindVertexArray(self._empty_vao)
        GL.glDrawArrays(GL.GL_TRIANGLES, 0, 3)

        # See-through layers, blended in order: ink on the board, then shadows and
        # highlights, then ghosts.  None writes depth.
        GL.glEnable(GL.GL_BLEND)
        GL.glBlendFuncSeparate(
            GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA, GL.GL_ONE, GL.GL_ONE_MINUS_SRC_ALPHA
        )
        self._use("marking", vp, eye)
        self._draw(self._geometry["marking"])
        self._use("decal", vp, eye)
        self._draw_instances(self._geometry["decal"], frame.decals)

        if len(frame.transparent):
            GL.glEnable(GL.GL_CULL_FACE)
            prog = self._use("piece", vp, eye)
            # Depth first, then colour where that depth won: a see-through stack shows
            # only its outer surface instead of every inner face blended together.
            GL.glColorMask(GL.GL_FALSE, GL.GL_FALSE, GL.GL_FALSE, GL.GL_FALSE)
            GL.glDepthMask(GL.GL_TRUE)
            self._draw_instances(self._geometry["clear"], frame.transparent)
            GL.glColorMask(GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE)
            GL.glDepthMask(GL.GL_FALSE)
            self._draw_instances(self._geometry["clear"], frame.transparent)

        GL.glDepthMask(GL.GL_TRUE)
        GL.glDisable(GL.GL_BLEND)
        GL.glDisable(GL.GL_CULL_FACE)
        GL.glBindVertexArray(0)
        GL.glUseProgram(0)

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
    ) -> npt.NDArray[np.uint8]:
        """Render into a temporary framebuffer of `size`; (height, width, 4) RGBA, top row
        first.  Used for screenshots at a size other than the widget's."""
        w, h = size
        fbo = int(GL.glGenFramebuffers(1))
        rbos = [int(r) for r in GL.glGenRenderbuffers(2)]
        try:
            GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, fbo)
            for rbo, fmt, attach in (
                (rbos[0], GL.GL_RGBA8, GL.GL_COLOR_ATTACHMENT0),
                (rbos[1], GL.GL_DEPTH_COMPONENT24, GL.GL_DEPTH_ATTACHMENT),
            ):
                GL.glBindRenderbuffer(GL.GL_RENDERBUFFER, rbo)
                GL.glRenderbufferStorage(GL.GL_RENDERBUFFER, fmt, w, h)
                GL.glFramebufferRenderbuffer(GL.GL_FRAMEBUFFER, attach, GL.GL_RENDERBUFFER, rbo)
            status = GL.glCheckFramebufferStatus(GL.GL_FRAMEBUFFER)
            if status != GL.GL_FRAMEBUFFER_COMPLETE:
                raise RendererError(f"offscreen framebuffer incomplete (0x{int(status):x})")
            self.render(frame, view_proj, eye, (w, h), fbo)
            GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, fbo)
            GL.glPixelStorei(GL.GL_PACK_ALIGNMENT, 1)
            data = GL.glReadPixels(0, 0, w, h, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE)
            pixels = np.frombuffer(data, dtype=np.uint8).reshape(h, w, 4)
            return np.ascontiguousarray(pixels[::-1])
        finally:
            GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, restore_framebuffer)
            GL.glDeleteRenderbuffers(2, rbos)
            GL.glDeleteFramebuffers(1, [fbo])
