"""The version resource of dvonn.exe (Explorer's Properties > Details), as PyInstaller's
version-file text: a ``VSVersionInfo(...)`` expression that PyInstaller evaluates with its
own classes (PyInstaller.utils.win32.versioninfo, which needs pefile: Windows only).

packaging/dvonn.spec writes it to the build folder and passes the file as EXE(version=...).
"""

from __future__ import annotations

import re

COMPANY = "The DVONN 3D team"
PRODUCT = "DVONN 3D"
COPYRIGHT = "MIT licence; DVONN is a game by Kris Burm"


def numbers(version: str) -> tuple[int, int, int, int]:
    """Four 16-bit numbers: "0.1.0" -> (0, 1, 0, 0), "1.2.3rc1" -> (1, 2, 3, 0)."""
    found = [min(int(n), 65535) for n in re.findall(r"\d+", version.split("+")[0])[:3]]
    found += [0] * (4 - len(found))
    return found[0], found[1], found[2], found[3]


def text(version: str, exe_name: str = "dvonn.exe") -> str:
    four = numbers(version)
    strings = {
        "CompanyName": COMPANY,
        "FileDescription": PRODUCT,
        "FileVersion": version,
        "InternalName": exe_name.removesuffix(".exe"),
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": exe_name,
        "ProductName": PRODUCT,
        "ProductVersion": version,
    }
    structs = ",\n".join(f"          StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={four},
    prodvers={four},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
{structs}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""
