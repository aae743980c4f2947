"""Every OpenGL call of the view (OpenGL 3.3 core).  Needs a current context.

The renderer owns its GL objects from initialize() to dispose(); each frame it uploads
the instance arrays built by `instances.build_frame` and issues a handful of draw calls:
opaque pieces (instanced), board, table, highlight decals (instanced), then see-through
pieces.  It knows nothing of Qt.  Software GL (llvmpipe) is the floor it is tuned for:
few full-screen passes, cheap fragment shaders, static things baked into textures.

Shadows: when the pieces change (never when only the camera moves) the opaque pieces
are drawn into a depth map seen from the key light, and the board's shade texture is
baked from it (soft, 25 taps) together with the contact occlusion; each frame the board
then reads one texel of that texture and the pieces four of the depth map.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt
from OpenGL import GL  # type: ignore[import-untyped]

from app.view import meshes, textures
from app.view import palette as pal
from app.view.camera import gl_matrix
from app.view.instances import DECAL_FLOATS, PIECE_FLOATS, FrameData
from app.view.labels import LABEL_FLOATS, atlas
from app.view.layout import PIECE_RADIUS, PIECE_THICKNESS
from app.view.light import SHADOW_MAP_TEXELS, light_view_projection
from app.view.render_targets import Target, TargetError
from app.view.shader_source import load_shader_source

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
}
SOFTWARE_GL = ("llvmpipe", "softpipe", "swrast", "software", "swiftshader")
MSAA_SAMPLES = 4
BOARD_SHADE_SIZE = (512, 256)  # 40 texels per unit over textures.WOOD_* (w, h)
# World x0, z0, 1/width, 1/depth of the board textures (wood print and shade).
_WOOD_RECT = (
    textures.WOOD_X0,
    textures.WOOD_Z0,
    1.0 / textures.WOOD_WIDTH,
    1.0 / textures.WOOD_DEPTH,
)


class RendererError(RuntimeError):
    """GL context unusable: too old, or a shader failed to compile or link."""


def _compile(kind: int, source: str, name: str) -> int:
    shader = GL.glCreateShader(kind)
    GL.glShaderSource(shader, source)
    GL.glCompileShader(shader)
    if not GL.glGetShaderiv(shader, GL.GL_COMPILE_STATUS):
        log = GL.glGetShaderInfoLog(shader).decode(errors="replace")
        GL.glDeleteShader(shader)
        raise RendererError(f"shader {name} failed to compile:\n{log}")
    return int(shader)


def _link(name: str, vertex: str) -> int:
    # Linked by hand: PyOpenGL's compileProgram also validates, which fails in a core
    # profile while no vertex array is bound.
    vs = _compile(GL.GL_VERTEX_SHADER, load_shader_source(f"{vertex}.vert"), f"{vertex}.vert")
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
        self._shadows = 0
        self._atlas = 0
        self._shadow_depth = 0  # depth seen from the key light
        self._board_shade = 0  # baked darkness of the board's top (cast + contact)
        self._framebuffers: list[int] = []  # the depth map's, then the board shade's
        self._empty_vao = 0  # full-screen passes make their vertices from gl_VertexID
        self._light_view_proj = gl_matrix(light_view_projection(0.0))
        self._shadow_key = b""
        self.gl_version = ""
        self.gl_renderer = ""
        self.look = pal.LOOKS["dark"]  # the setting round the board (palette.Look)
        self.multisample = False  # 4x MSAA on every frame: only where the GPU is real
        self._msaa = Target(MSAA_SAMPLES)
        self._still = Target(0)  # software GL: the frame that edge smoothing reads

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
                self._programs[prog] = _Program(_link(prog, vertex))
            self._make_geometry()
            self._make_textures()
        except Exception:
            self.dispose()
            raise

    def dispose(self) -> None:
        """Free every GL object (the context must be current)."""
        self._msaa.dispose()
        self._still.dispose()
        for prog in self._programs.values():
            GL.glDeleteProgram(prog.handle)
        for geo in self._geometry.values():
            GL.glDeleteBuffers(len(geo.buffers), geo.buffers)
            GL.glDeleteVertexArrays(1, [geo.vao])
        textures_ = (self._wood, self._shadows, self._atlas, self._shadow_depth, self._board_shade)
        names = [t for t in textures_ if t]
        if names:
            GL.glDeleteTextures(len(names), names)
        if self._framebuffers:
            GL.glDeleteFramebuffers(len(self._framebuffers), self._framebuffers)
        if self._empty_vao:
            GL.glDeleteVertexArrays(1, [self._empty_vao])
        self._programs, self._geometry, self._framebuffers = {}, {}, []
        self._wood, self._shadows, self._atlas, self._shadow_key = 0, 0, 0, b""
        self._shadow_depth, self._board_shade, self._empty_vao = 0, 0, 0

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
        g["label"] = self._instanced(meshes.quad_mesh(), [0], [1, 2, 3], LABEL_FLOATS)
        g["board"] = self._static(meshes.board_mesh(), [0, 1])
        g["table"] = self._static(meshes.table_mesh(), [0, 1, 2])
        self._empty_vao = int(GL.glGenVertexArrays(1))
        GL.glBindVertexArray(0)

    def _texture(self, image: npt.NDArray[np.uint8], internal: int, fmt: int, mipmaps: bool) -> int:
        tex = int(GL.glGenTextures(1))
        GL.glBindTexture(GL.GL_TEXTURE_2D, tex)
        GL.glPixelStorei(GL.GL_UNPACK_ALIGNMENT, 1)
        h, w = image.shape[:2]
        GL.glTexImage2D(
            GL.GL_TEXTURE_2D,
            0,
            internal,
            w,
            h,
            0,
            fmt,
            GL.GL_UNSIGNED_BYTE,
            np.ascontiguousarray(image),
        )
        if mipmaps:
            GL.glGenerateMipmap(GL.GL_TEXTURE_2D)
            # Mipmaps keep the print and grain from shimmering when seen far or flat; the
            # nearest level, not a blend of two, halves the sampling cost on software GL.
            minify = GL.GL_LINEAR_MIPMAP_NEAREST
        else:
            minify = GL.GL_LINEAR
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER, minify)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MAG_FILTER, GL.GL_LINEAR)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_WRAP_S, GL.GL_CLAMP_TO_EDGE)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_WRAP_T, GL.GL_CLAMP_TO_EDGE)
        GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
        return tex

    def _make_textures(self) -> None:
        # Stored as shown; the board shader squares it (gamma 2) to light it.
        self._wood = self._texture(textures.board_texture(), GL.GL_RGBA8, GL.GL_RGBA, True)
        self._atlas = self._texture(atlas().image, GL.GL_RGBA8, GL.GL_RGBA, True)
        w, h = textures.SHADOW_MAP_SIZE
        self._shadows = self._texture(np.zeros((h, w), np.uint8), GL.GL_R8, GL.GL_RED, False)

        w, h = BOARD_SHADE_SIZE
        self._board_shade = self._texture(np.zeros((h, w), np.uint8), GL.GL_R8, GL.GL_RED, False)
        self._shadow_depth = self._depth_texture(SHADOW_MAP_TEXELS)
        self._framebuffers = [int(f) for f in GL.glGenFramebuffers(2)]
        for fbo, attachment, tex in (
            (self._framebuffers[0], GL.GL_DEPTH_ATTACHMENT, self._shadow_depth),
            (self._framebuffers[1], GL.GL_COLOR_ATTACHMENT0, self._board_shade),
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

    def _depth_texture(self, size: int) -> int:
        """A depth texture read with comparison and linear filtering (2x2 PCF per look-up);
        outside it everything is lit."""
        tex = int(GL.glGenTextures(1))
        GL.glBindTexture(GL.GL_TEXTURE_2D, tex)
        GL.glTexImage2D(
            GL.GL_TEXTURE_2D,
            0,
            GL.GL_DEPTH_COMPONENT24,
            size,
            size,
            0,
            GL.GL_DEPTH_COMPONENT,
            GL.GL_UNSIGNED_INT,
            None,
        )
        for name, value in (
            (GL.GL_TEXTURE_MIN_FILTER, GL.GL_LINEAR),
            (GL.GL_TEXTURE_MAG_FILTER, GL.GL_LINEAR),
            (GL.GL_TEXTURE_WRAP_S, GL.GL_CLAMP_TO_BORDER),
            (GL.GL_TEXTURE_WRAP_T, GL.GL_CLAMP_TO_BORDER),
            (GL.GL_TEXTURE_COMPARE_MODE, GL.GL_COMPARE_REF_TO_TEXTURE),
            (GL.GL_TEXTURE_COMPARE_FUNC, GL.GL_LEQUAL),
        ):
            GL.glTexParameteri(GL.GL_TEXTURE_2D, name, value)
        GL.glTexParameterfv(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_BORDER_COLOR, [1.0, 1.0, 1.0, 1.0])
        GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
        return tex

    def _update_shadows(self, frame: FrameData) -> None:
        # Shadows depend on where the pieces are, not on the camera: orbiting reuses them;
        # only a new scene or an animation frame redraws them.
        opaque = frame.opaque
        key = (
            textures.shadow_caster_key(frame.shadow_casters) + np.round(opaque[:, :4], 3).tobytes()
        )
        if key == self._shadow_key:
            return
        self._shadow_key = key
        image = np.ascontiguousarray(textures.shadow_map(frame.shadow_casters))
        GL.glBindTexture(GL.GL_TEXTURE_2D, self._shadows)
        GL.glPixelStorei(GL.GL_UNPACK_ALIGNMENT, 1)
        GL.glTexSubImage2D(
            GL.GL_TEXTURE_2D,
            0,
            0,
            0,
            image.shape[1],
            image.shape[0],
            GL.GL_RED,
            GL.GL_UNSIGNED_BYTE,
            image,
        )
        top = float(np.max(opaque[:, 1] + opaque[:, 3] * PIECE_THICKNESS)) if len(opaque) else 0.0
        self._light_view_proj = gl_matrix(light_view_projection(top))

        # Depth from the light.  Back faces only: the lit front faces then sit a piece's
        # thickness above what they are compared with, so they never shadow themselves.
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, self._framebuffers[0])
        GL.glViewport(0, 0, SHADOW_MAP_TEXELS, SHADOW_MAP_TEXELS)
        GL.glDepthMask(GL.GL_TRUE)
        GL.glClear(GL.GL_DEPTH_BUFFER_BIT)
        GL.glEnable(GL.GL_DEPTH_TEST)
        GL.glDepthFunc(GL.GL_LEQUAL)
        GL.glEnable(GL.GL_CULL_FACE)
        GL.glCullFace(GL.GL_FRONT)
        prog = self._programs["shadow"]
        GL.glUseProgram(prog.handle)
        GL.glUniformMatrix4fv(prog.loc("u_light_view_proj"), 1, GL.GL_FALSE, self._light_view_proj)
        self._draw_instances(self._geometry["opaque"], opaque)
        GL.glCullFace(GL.GL_BACK)

        # The board's shade: one soft-filtered texel per 1/40 unit, read by the board.
        w, h = BOARD_SHADE_SIZE
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, self._framebuffers[1])
        GL.glViewport(0, 0, w, h)
        GL.glDisable(GL.GL_DEPTH_TEST)
        GL.glDisable(GL.GL_CULL_FACE)
        GL.glColorMask(GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE)
        prog = self._programs["board_shade"]
        GL.glUseProgram(prog.handle)
        GL.glUniformMatrix4fv(prog.loc("u_light_view_proj"), 1, GL.GL_FALSE, self._light_view_proj)
        GL.glUniform4f(prog.loc("u_wood_rect"), *_WOOD_RECT)
        self._bind_texture(0, self._shadows, prog.loc("u_contact"))
        self._bind_texture(1, self._shadow_depth, prog.loc("u_shadow_map"))
        GL.glBindVertexArray(self._empty_vao)
        GL.glDrawArrays(GL.GL_TRIANGLES, 0, 3)

    @staticmethod
    def _bind_texture(unit: int, texture: int, location: int) -> None:
        GL.glActiveTexture(GL.GL_TEXTURE0 + unit)
        GL.glBindTexture(GL.GL_TEXTURE_2D, texture)
        GL.glUniform1i(location, unit)

    # --- drawing ----------------------------------------------------------------------
    def _use(
        self, name: str, view_proj: npt.NDArray[np.float32], eye: npt.NDArray[np.float64]
    ) -> _Program:
        prog = self._programs[name]
        GL.glUseProgram(prog.handle)
        GL.glUniformMatrix4fv(prog.loc("u_view_proj"), 1, GL.GL_FALSE, view_proj)
        GL.glUniform3f(prog.loc("u_eye"), *(float(v) for v in eye))
        return prog

    def _backdrop(self, prog: _Program, viewport: tuple[int, int]) -> None:
        GL.glUniform2f(prog.loc("u_viewport"), float(viewport[0]), float(viewport[1]))
        GL.glUniform3f(prog.loc("u_backdrop_centre"), *pal.display(self.look.centre))
        GL.glUniform3f(prog.loc("u_backdrop_edge"), *pal.display(self.look.edge))

    def _piece_shadows(self, prog: _Program) -> None:
        GL.glUniformMatrix4fv(prog.loc("u_light_view_proj"), 1, GL.GL_FALSE, self._light_view_proj)
        self._bind_texture(2, self._shadow_depth, prog.loc("u_shadow_map"))
        GL.glActiveTexture(GL.GL_TEXTURE0)

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
        still: bool = False,
    ) -> None:
        """Draw one frame into `framebuffer` (a QOpenGLWidget never renders into 0).

        Edges: a real GPU multisamples every frame; software GL smooths edges in a
        post-process on `still` frames only (nothing moving), where ~8 ms more is free.
        """
        try:
            if self.multisample:
                self._draw_frame(frame, view_proj, eye, viewport, self._msaa.bind(viewport))
                self._msaa.resolve_to(framebuffer)
            elif still:
                self._draw_frame(frame, view_proj, eye, viewport, self._still.bind(viewport))
                self._smooth_edges(framebuffer, viewport)
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
        self._bind_texture(0, self._atlas, prog.loc("u_atlas"))
        self._draw_instances(self._geometry["label"], labels)
        GL.glDisable(GL.GL_BLEND)
        GL.glBindVertexArray(0)
        GL.glUseProgram(0)

    def _smooth_edges(self, framebuffer: int, viewport: tuple[int, int]) -> None:
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, framebuffer)
        GL.glViewport(0, 0, viewport[0], viewport[1])
        GL.glDisable(GL.GL_DEPTH_TEST)
        GL.glDisable(GL.GL_BLEND)
        GL.glDisable(GL.GL_CULL_FACE)
        prog = self._programs["smooth_edges"]
        GL.glUseProgram(prog.handle)
        GL.glUniform2f(prog.loc("u_texel"), 1.0 / viewport[0], 1.0 / viewport[1])
        self._bind_texture(0, self._still.colour, prog.loc("u_image"))
        GL.glBindVertexArray(self._empty_vao)
        GL.glDrawArrays(GL.GL_TRIANGLES, 0, 3)
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
        self._update_shadows(frame)
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
        self._piece_shadows(prog)
        self._draw_instances(self._geometry["opaque"], frame.opaque)

        prog = self._use("board", vp, eye)
        self._bind_texture(1, self._board_shade, prog.loc("u_shadows"))
        self._bind_texture(0, self._wood, prog.loc("u_wood"))
        GL.glUniform4f(prog.loc("u_wood_rect"), *_WOOD_RECT)
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
        GL.glBindVertexArray(self._empty_vao)
        GL.glDrawArrays(GL.GL_TRIANGLES, 0, 3)

        # See-through layers, blended in order: highlights, then ghosts.
        GL.glEnable(GL.GL_BLEND)
        GL.glBlendFuncSeparate(
            GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA, GL.GL_ONE, GL.GL_ONE_MINUS_SRC_ALPHA
        )
        GL.glDepthMask(GL.GL_FALSE)
        self._use("decal", vp, eye)
        self._draw_instances(self._geometry["decal"], frame.decals)

        if len(frame.transparent):
            GL.glEnable(GL.GL_CULL_FACE)
            self._piece_shadows(self._use("piece", vp, eye))
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
        still: bool = True,
    ) -> npt.NDArray[np.uint8]:
        """Render into a temporary framebuffer of `size`; (height, width, 4) RGBA, top row
        first.  Used for screenshots at a size other than the widget's (still frames)."""
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
            self.render(frame, view_proj, eye, (w, h), fbo, still)
            GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, fbo)
            GL.glPixelStorei(GL.GL_PACK_ALIGNMENT, 1)
            data = GL.glReadPixels(0, 0, w, h, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE)
            pixels = np.frombuffer(data, dtype=np.uint8).reshape(h, w, 4)
            return np.ascontiguousarray(pixels[::-1])
        finally:
            GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, restore_framebuffer)
            GL.glDeleteRenderbuffers(2, rbos)
            GL.glDeleteFramebuffers(1, [fbo])
