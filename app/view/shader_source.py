"""Shader files from assets/shaders, with a minimal #include (GLSL has none of its own)."""

from __future__ import annotations

import re

from app.resources import asset_path

_INCLUDE = re.compile(r'^#include "([^"]+)"\s*$', re.MULTILINE)


def load_shader_source(name: str) -> str:
    """A shader file with its `#include "file"` lines replaced by that file's text."""
    text = asset_path("shaders", name).read_text(encoding="utf-8")
    return _INCLUDE.sub(lambda m: load_shader_source(m.group(1)), text)
