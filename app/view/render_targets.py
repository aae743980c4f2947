"""Framebuffers the renderer draws into before the screen (GL; used by renderer.py only).

A `Target` is colour plus depth/stencil of one size, recreated when the size changes:
multisampled (resolved into the screen's framebuffer by a blit) where the GPU does
4x MSAA cheaply, or single-sampled with its colour in a texture: read by the post-process
anti-aliasing that software GL uses on still frames, and by the stretch of the smaller
frames it draws while things move.
"""

from __future__ import annotations

from OpenGL import GL


class TargetError(RuntimeError):
    """The driver refused the framebuffer."""


class Target:
    def __init__(self, samples: int) -> None:
        self.samples = samples
        self.fbo = 0
        self.colour = 0  # a texture when samples == 0, else a renderbuffer
        self.depth = 0
        self.size = (0, 0)

    def bind(self, size: tuple[int, int]) -> int:
        """Bind for drawing at `size` (made or remade as needed); returns the framebuffer."""
        if size != self.size:
            self.dispose()
            self._create(size)
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, self.fbo)
        return self.fbo

    def _create(self, size: tuple[int, int]) -> None:
        w, h = size
        self.fbo = int(GL.glGenFramebuffers(1))
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, self.fbo)
        if self.samples:
            self.colour = self._renderbuffer(GL.GL_RGBA8, w, h)
            GL.glFramebufferRenderbuffer(
                GL.GL_FRAMEBUFFER, GL.GL_COLOR_ATTACHMENT0, GL.GL_RENDERBUFFER, self.colour
            )
        else:
            self.colour = int(GL.glGenTextures(1))
            GL.glBindTexture(GL.GL_TEXTURE_2D, self.colour)
            GL.glTexImage2D(
                GL.GL_TEXTURE_2D, 0, GL.GL_RGBA8, w, h, 0, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, None
            )
            for name, value in (
                (GL.GL_TEXTURE_MIN_FILTER, GL.GL_LINEAR),
                (GL.GL_TEXTURE_MAG_FILTER, GL.GL_LINEAR),
                (GL.GL_TEXTURE_WRAP_S, GL.GL_CLAMP_TO_EDGE),
                (GL.GL_TEXTURE_WRAP_T, GL.GL_CLAMP_TO_EDGE),
            ):
                GL.glTexParameteri(GL.GL_TEXTURE_2D, name, value)
            GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
            GL.glFramebufferTexture2D(
                GL.GL_FRAMEBUFFER, GL.GL_COLOR_ATTACHMENT0, GL.GL_TEXTURE_2D, self.colour, 0
            )
        self.depth = self._renderbuffer(GL.GL_DEPTH24_STENCIL8, w, h)
        GL.glFramebufferRenderbuffer(
            GL.GL_FRAMEBUFFER, GL.GL_DEPTH_STENCIL_ATTACHMENT, GL.GL_RENDERBUFFER, self.depth
        )
        status = GL.glCheckFramebufferStatus(GL.GL_FRAMEBUFFER)
        self.size = size
        if status != GL.GL_FRAMEBUFFER_COMPLETE:
            self.dispose()
            raise TargetError(f"framebuffer incomplete (0x{int(status):x})")

    def _renderbuffer(self, fmt: int, w: int, h: int) -> int:
        rbo = int(GL.glGenRenderbuffers(1))
        GL.glBindRenderbuffer(GL.GL_RENDERBUFFER, rbo)
        if self.samples:
            GL.glRenderbufferStorageMultisample(GL.GL_RENDERBUFFER, self.samples, fmt, w, h)
        else:
            GL.glRenderbufferStorage(GL.GL_RENDERBUFFER, fmt, w, h)
        return rbo

    def resolve_to(self, framebuffer: int) -> None:
        """Copy (and for multisampling, average) the colour into `framebuffer`."""
        w, h = self.size
        GL.glBindFramebuffer(GL.GL_READ_FRAMEBUFFER, self.fbo)
        GL.glBindFramebuffer(GL.GL_DRAW_FRAMEBUFFER, framebuffer)
        GL.glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GL.GL_COLOR_BUFFER_BIT, GL.GL_NEAREST)
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, framebuffer)

    def dispose(self) -> None:
        if self.fbo:
            GL.glDeleteFramebuffers(1, [self.fbo])
        if self.colour:
            if self.samples:
                GL.glDeleteRenderbuffers(1, [self.colour])
            else:
                GL.glDeleteTextures(1, [self.colour])
        if self.depth:
            GL.glDeleteRenderbuffers(1, [self.depth])
        self.fbo, self.colour, self.depth, self.size = 0, 0, 0, (0, 0)
