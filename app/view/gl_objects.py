"""Small GL building blocks the renderer and its passes share: shader programs, meshes
in vertex arrays, textures (GL; needs a current context)."""

from __future__ import annotations

import ctypes
import itertools
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt
from OpenGL import GL

from app.view import meshes
from app.view.shader_source import load_shader_source


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


def link_program(name: str, vertex: str) -> int:
    """Program from NAME.frag and VERTEX.vert in assets/shaders."""
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
class Program:
    handle: int
    locations: dict[str, int] = field(default_factory=dict)

    def loc(self, uniform: str) -> int:
        if uniform not in self.locations:
            self.locations[uniform] = int(GL.glGetUniformLocation(self.handle, uniform))
        return self.locations[uniform]


@dataclass
class Geometry:
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


def static_geometry(mesh: meshes.Mesh, locations: list[int]) -> Geometry:
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
    return Geometry(vao, [vbo, ibo], len(mesh.indices))


def instanced_geometry(
    mesh: meshes.Mesh, locations: list[int], inst_locations: list[int], floats: int
) -> Geometry:
    """A mesh drawn once per row of an instance buffer (`floats` per row, vec4s)."""
    geo = static_geometry(mesh, locations)
    inst = int(GL.glGenBuffers(1))
    GL.glBindBuffer(GL.GL_ARRAY_BUFFER, inst)
    GL.glBufferData(GL.GL_ARRAY_BUFFER, floats * 4 * 64, None, GL.GL_DYNAMIC_DRAW)
    _float_attribs([(loc, 4) for loc in inst_locations], floats, 1)
    GL.glBindVertexArray(0)
    geo.buffers.append(inst)
    geo.instance_buffer = inst
    return geo


def delete_geometry(geo: Geometry) -> None:
    GL.glDeleteBuffers(len(geo.buffers), geo.buffers)
    GL.glDeleteVertexArrays(1, [geo.vao])


def draw_instances(geo: Geometry, rows: npt.NDArray[np.float32]) -> None:
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


def draw_fullscreen(empty_vao: int) -> None:
    """One triangle over the whole target; its shader makes the corners from gl_VertexID."""
    GL.glBindVertexArray(empty_vao)
    GL.glDrawArrays(GL.GL_TRIANGLES, 0, 3)


def half_size(image: npt.NDArray[np.uint8]) -> npt.NDArray[np.uint8]:
    """The next mipmap level: each texel the mean of a 2x2 block (an odd last row or
    column is dropped, as GL's level sizes do)."""
    h, w = image.shape[:2]
    block = image[: max(h - h % 2, 1), : max(w - w % 2, 1)].astype(np.uint16)
    block = block[0::2] + block[1::2] if h > 1 else block * 2
    block = block[:, 0::2] + block[:, 1::2] if w > 1 else block * 2
    return ((block + 2) // 4).astype(np.uint8)


def texture_2d(image: npt.NDArray[np.uint8], internal: int, fmt: int, mipmaps: bool) -> int:
    tex = int(GL.glGenTextures(1))
    GL.glBindTexture(GL.GL_TEXTURE_2D, tex)
    GL.glPixelStorei(GL.GL_UNPACK_ALIGNMENT, 1)
    level = np.ascontiguousarray(image)
    for number in itertools.count():
        h, w = level.shape[:2]
        GL.glTexImage2D(
            GL.GL_TEXTURE_2D, number, internal, w, h, 0, fmt, GL.GL_UNSIGNED_BYTE, level
        )
        if not mipmaps or (w, h) == (1, 1):
            break
        # Made here, not by glGenerateMipmap: software GL takes ~80 ms for the board's
        # 2048x1024 texture, numpy ~15 ms, and this runs before the first frame.
        level = half_size(level)
    # Mipmaps keep the print and grain from shimmering when seen far or flat; the
    # nearest level, not a blend of two, halves the sampling cost on software GL.
    minify = GL.GL_LINEAR_MIPMAP_NEAREST if mipmaps else GL.GL_LINEAR
    GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER, minify)
    GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MAG_FILTER, GL.GL_LINEAR)
    GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_WRAP_S, GL.GL_CLAMP_TO_EDGE)
    GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_WRAP_T, GL.GL_CLAMP_TO_EDGE)
    GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
    return tex


def update_texture(texture: int, image: npt.NDArray[np.uint8], fmt: int) -> None:
    """Replace the whole of level 0 of `texture` with `image` (same size)."""
    GL.glBindTexture(GL.GL_TEXTURE_2D, texture)
    GL.glPixelStorei(GL.GL_UNPACK_ALIGNMENT, 1)
    h, w = image.shape[:2]
    GL.glTexSubImage2D(
        GL.GL_TEXTURE_2D, 0, 0, 0, w, h, fmt, GL.GL_UNSIGNED_BYTE, np.ascontiguousarray(image)
    )


def depth_texture(size: int) -> int:
    """A square depth texture read with comparison and linear filtering (2x2
    percentage-closer filtering per look-up); outside it everything counts as lit."""
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


def bind_texture(unit: int, texture: int, location: int) -> None:
    """Bind `texture` to texture unit `unit` and point the sampler uniform at it."""
    GL.glActiveTexture(GL.GL_TEXTURE0 + unit)
    GL.glBindTexture(GL.GL_TEXTURE_2D, texture)
    GL.glUniform1i(location, unit)
