"""Audit a frozen Linux bundle (dist/dvonn): what it needs from the system, what it must not hold.

    python packaging/linux/check_bundle.py [BUNDLE]      (default: dist/dvonn)
    python packaging/linux/check_bundle.py --glibc [BUNDLE]   (prints e.g. 2.34)
    python packaging/linux/check_bundle.py --glibcxx [BUNDLE] (libstdc++'s, e.g. 3.4.29)
    python packaging/linux/check_bundle.py --system [BUNDLE]  (the system libraries, one a line)

Reads the dynamic section of every ELF file in the bundle (a small parser here: no binutils
needed) and checks that

- every library a bundled file needs is either in the bundle or one the target system is
  expected to provide (glibc, the OpenGL/EGL driver libraries, libstdc++, PulseAudio's client
  library: SYSTEM below), and
- none of the libraries the spec leaves out on purpose slipped in (GTK and its stack,
  libstdc++, libexpat, the FFmpeg media back end, Qt Quick/Qml), and
- no file needs a glibc newer than MAX_GLIBC (2.35: Ubuntu 22.04's), so that the bundle runs
  on Ubuntu 22.04 and Debian 12 and later whatever machine built it.

Prints a summary (size, file count, the system libraries needed) and exits 1 on a problem.
"""

from __future__ import annotations

import re
import struct
import sys
from pathlib import Path
from typing import TypedDict

# Libraries a target system provides: glibc's, the graphics driver's (libxcb goes with them:
# PyInstaller never bundles it), the C++ runtime, D-Bus's and PulseAudio's client libraries
# (QtMultimedia; without libpulse the game is silent, not broken), and libexpat (fontconfig's
# XML parser: the build host's copy needed glibc 2.36; every system with fontconfig has it).
SYSTEM = re.compile(
    r"^(ld-linux-x86-64\.so\.2|ld-linux-aarch64\.so\.1|libc\.so\.6|libm\.so\.6|libdl\.so\.2|"
    r"libpthread\.so\.0|librt\.so\.1|libutil\.so\.1|libresolv\.so\.2|libanl\.so\.1|"
    r"libstdc\+\+\.so\.6|libgcc_s\.so\.1|"
    r"libGL\.so\.1|libEGL\.so\.1|libGLX\.so\.0|libOpenGL\.so\.0|libGLdispatch\.so\.0|"
    r"libgbm\.so\.1|libdrm\.so\.2|libvulkan\.so\.1|"
    r"libwayland-(client|egl|cursor)\.so\.[01]|libxcb\.so\.1|libdbus-1\.so\.3|"
    r"libpulse\.so\.0|libpulse-mainloop-glib\.so\.0|libexpat\.so\.1)$"
)
# Left out on purpose by packaging/dvonn.spec; finding one means the filter broke.
FORBIDDEN = re.compile(
    r"^(libgtk-|libgdk-|libgdk_pixbuf|libpango|libcairo|libatk|libstdc\+\+|libgcc_s|"
    r"libpulse|libsystemd|libdbus-1|libexpat|libavcodec|libavformat|libQt6Quick|libQt6Qml|"
    r"libQt6Pdf|"
    r"libqgtk3|libffmpegmediaplugin)"
)

# The newest glibc any file may need: Ubuntu 22.04's (Debian 12 has 2.36, Debian 11 2.31).
MAX_GLIBC = (2, 35)

DT_NEEDED = 1
SHT_DYNAMIC = 6
SHT_GNU_VERNEED = 0x6FFFFFFE


Section = tuple[int, int, int, int, int, int, int, int, int, int]


def _sections(data: bytes) -> list[Section] | None:
    """Section headers of a 64-bit little-endian ELF image, None if it is not one."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return None
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    return [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]


def _string(data: bytes, start: int) -> str:
    return data[start : data.index(b"\0", start)].decode()


def has_symbols(path: Path) -> bool:
    """Whether an ELF file carries a symbol table or debug sections (what strip removes)."""
    data = path.read_bytes()
    sections = _sections(data)
    if not sections:
        return False
    names_at = sections[struct.unpack_from("<H", data, 0x3E)[0]][4]  # e_shstrndx's offset
    names = (_string(data, names_at + s[0]) for s in sections)
    return any(name == ".symtab" or name.startswith(".debug_") for name in names)


def needed(path: Path) -> list[str] | None:
    """DT_NEEDED entries of a 64-bit little-endian ELF file, None if it is not one."""
    data = path.read_bytes()
    sections = _sections(data)
    if sections is None:
        return None
    names: list[str] = []
    for section in sections:
        if section[1] != SHT_DYNAMIC:
            continue
        strtab = sections[section[6]]  # sh_link: the string table
        str_offset = strtab[4]
        offset, size = section[4], section[5]
        for entry in range(offset, offset + size, 16):
            tag, value = struct.unpack_from("<qQ", data, entry)
            if tag == 0:
                break
            if tag == DT_NEEDED:
                names.append(_string(data, str_offset + value))
    return names


def symbol_versions(path: Path) -> set[str]:
    """The symbol versions an ELF file needs from other libraries, e.g. {"GLIBC_2.34"}."""
    data = path.read_bytes()
    sections = _sections(data) or []
    versions: set[str] = set()
    for section in sections:
        if section[1] != SHT_GNU_VERNEED:
            continue
        names_at = sections[section[6]][4]
        entry = section[4]
        for _ in range(section[7]):  # sh_info: the number of Verneed entries
            _, count, _, aux, following = struct.unpack_from("<HHIII", data, entry)
            item = entry + aux
            for _ in range(count):
                _, _, _, name, after = struct.unpack_from("<IHHII", data, item)
                versions.add(_string(data, names_at + name))
                item += after
            if not following:
                break
            entry += following
    return versions


class Summary(TypedDict):
    bundle: str
    files: int
    bytes: int
    megabytes: float
    mebibytes: float
    system_libraries: list[str]
    glibc_required: str


def newest_version(versions: set[str], prefix: str) -> tuple[int, ...] | None:
    """The newest of the ``PREFIXx.y.z`` symbol versions among ``versions`` (None if none),
    e.g. (2, 35) for prefix "GLIBC_"."""
    found = [
        tuple(int(n) for n in version[len(prefix) :].split("."))
        for version in versions
        if version.startswith(prefix) and version[len(prefix) :].replace(".", "").isdigit()
    ]
    return max(found) if found else None


def glibc_by_file(bundle: Path) -> dict[Path, tuple[int, ...]]:
    """Every file of the bundle that needs glibc symbols, with the newest version it needs."""
    found: dict[Path, tuple[int, ...]] = {}
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            newest = newest_version(symbol_versions(path), "GLIBC_")
            if newest is not None:
                found[path] = newest
    return found


def glibc_required(bundle: Path) -> str:
    """The newest GLIBC_x.y symbol version any file of the bundle needs ("" if none)."""
    found = glibc_by_file(bundle).values()
    return ".".join(map(str, max(found))) if found else ""


def glibcxx_required(bundle: Path) -> str:
    """The newest GLIBCXX_x.y.z symbol version (libstdc++) any file needs ("" if none)."""
    found = [
        newest
        for path in bundle.rglob("*")
        if path.is_file() and not path.is_symlink()
        if (newest := newest_version(symbol_versions(path), "GLIBCXX_")) is not None
    ]
    return ".".join(map(str, max(found))) if found else ""


def audit(bundle: Path) -> tuple[Summary, list[str]]:
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    present = {p.name for p in bundle.rglob("*")}
    problems: list[str] = []
    system: dict[str, set[str]] = {}
    for path in files:
        libraries = needed(path)
        if libraries is None:
            continue
        if FORBIDDEN.match(path.name):
            problems.append(f"left out on purpose, yet bundled: {path.relative_to(bundle)}")
        for library in libraries:
            if library in present:
                continue
            if SYSTEM.match(library):
                system.setdefault(library, set()).add(path.name)
            else:
                problems.append(f"{path.relative_to(bundle)} needs {library}: not bundled")
    for path, newest in glibc_by_file(bundle).items():
        if newest > MAX_GLIBC:
            problems.append(
                f"{path.relative_to(bundle)} needs glibc {'.'.join(map(str, newest))}, newer "
                f"than {'.'.join(map(str, MAX_GLIBC))} (Ubuntu 22.04's): take it from the system"
            )
    size = sum(p.stat().st_size for p in files)
    summary: Summary = {
        "bundle": str(bundle),
        "files": len(files),
        "bytes": size,
        "megabytes": round(size / 1e6, 1),
        "mebibytes": round(size / 2**20, 1),
        "system_libraries": sorted(system),
        "glibc_required": glibc_required(bundle),
    }
    return summary, problems


def main(argv: list[str]) -> int:
    if argv[:1] == ["--glibc"]:  # print the glibc version the bundle needs, nothing else
        print(glibc_required(Path(argv[1] if len(argv) > 1 else "dist/dvonn")))
        return 0
    if argv[:1] == ["--glibcxx"]:  # the libstdc++ symbol version it needs (make-deb.sh)
        print(glibcxx_required(Path(argv[1] if len(argv) > 1 else "dist/dvonn")))
        return 0
    if argv[:1] == ["--system"]:  # for the .deb's Depends (make-deb.sh)
        summary, _ = audit(Path(argv[1] if len(argv) > 1 else "dist/dvonn"))
        print("\n".join(summary["system_libraries"]))
        return 0
    bundle = Path(argv[0] if argv else "dist/dvonn")
    if not bundle.is_dir():
        print(f"check_bundle: no bundle at {bundle}", file=sys.stderr)
        return 2
    summary, problems = audit(bundle)
    print(
        f"{summary['bundle']}: {summary['files']} files, {summary['megabytes']} MB "
        f"({summary['mebibytes']} MiB)"
    )
    print("needs from the system: " + " ".join(summary["system_libraries"]))
    print(f"needs glibc {summary['glibc_required']} or newer")
    for problem in problems:
        print(f"PROBLEM: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
