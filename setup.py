"""Builds the search core (engine/csrc/*.c) as the extension module engine._core.

Everything else about the project is declared in pyproject.toml; setuptools reads this file
for the one thing pyproject.toml cannot declare, the C extension.
"""

import sys

from setuptools import Extension, setup

if sys.platform == "win32":
    FLAGS = ["/O2", "/std:c11"]
else:
    FLAGS = ["-std=c11", "-O3", "-Wall", "-Wextra"]

setup(
    ext_modules=[
        Extension(
            "engine._core",
            sources=[
                f"engine/csrc/{name}.c" for name in ("tables", "board", "eval", "search", "placement", "module")
            ],
            depends=["engine/csrc/core.h"],
            extra_compile_args=FLAGS,
            py_limited_api=True,
        )
    ]
)
