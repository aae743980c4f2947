"""A smaller copy of Qt's ICU data library (libicudata.so.NN) for the Linux bundle.

    python packaging/linux/trim_icu.py LIBICUDATA OUT_FOLDER   (prints the new file's path)

QtCore links ICU, whose data library holds a 32 MB package of Unicode and locale data.
Qt formats numbers, dates and language names from its own CLDR tables and breaks text with
its own Unicode tables; from ICU it takes collation (QCollator: sorting in file dialogs),
case mapping, normalisation, time-zone data and text codecs it lacks.  So the package keeps
those and loses what only ICU's own formatting and text services read (DROPPED: break
dictionaries, display names of currencies, units, languages and regions, transliteration,
spelled-out numbers): about 15 MB.

The package format (ICU's "common data", documented in ICU's udata.h and ucmndata.h): a
data header, then a table of contents (item count; per item the offsets of its name and
its data from the table's start), the names, then the items, each 16-byte aligned.  The
new library exports the same symbol (icudtNN_dat) with the same soname, built with the C
compiler the search core already needs.  Linux x86-64/aarch64 (ELF, little-endian).
"""

from __future__ import annotations

import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from check_bundle import _sections, _string

# Item folders (second part of names like icudt73l/curr/fr.res) no Qt code path reads.
DROPPED = ("brkitr", "curr", "lang", "region", "unit", "translit", "rbnf")
SHT_DYNSYM = 11
DATA_SYMBOL = re.compile(r"^icudt\d+_dat$")
MAGIC = b"\xda\x27"


def package_of(library: bytes) -> tuple[str, bytes]:
    """(symbol name, the package bytes it points to) of an ICU data library."""
    sections = _sections(library)
    if sections is None:
        raise ValueError("not a 64-bit little-endian ELF file")
    for dynsym in sections:
        if dynsym[1] != SHT_DYNSYM:
            continue
        names_at = sections[dynsym[6]][4]
        for at in range(dynsym[4], dynsym[4] + dynsym[5], 24):
            name_offset, _, _, index, value, size = struct.unpack_from("<IBBHQQ", library, at)
            name = _string(library, names_at + name_offset)
            if DATA_SYMBOL.match(name) and 0 < index < len(sections):
                section = sections[index]
                start = section[4] + value - section[3]  # file offset of the symbol
                return name, library[start : start + size]
    raise ValueError("no icudtNN_dat symbol: not an ICU data library")


def items_of(package: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(header, [(name, data)]) of an ICU common data package, in table order."""
    header_size = struct.unpack_from("<H", package, 0)[0]
    if package[2:4] != MAGIC or package[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    count = struct.unpack_from("<I", package, header_size)[0]
    entries = [struct.unpack_from("<II", package, header_size + 4 + 8 * i) for i in range(count)]
    starts = [header_size + data for _, data in entries] + [len(package)]
    items = [
        (_string(package, header_size + name), package[starts[i] : starts[i + 1]])
        for i, (name, _) in enumerate(entries)
    ]
    return package[:header_size], items


def build_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The package holding `items` (names sorted, as ICU's binary search needs)."""
    items = sorted(items, key=lambda item: item[0].encode())
    names = b"".join(name.encode() + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    name_offsets, at = [], toc_size
    for name, _ in items:
        name_offsets.append(at)
        at += len(name.encode()) + 1
    body, data_offsets = bytearray(), []
    data_start = toc_size + len(names)
    for _, data in items:
        pad = -(len(header) + data_start + len(body)) % 16
        body += b"\0" * pad
        data_offsets.append(data_start + len(body))
        body += data
    toc = struct.pack("<I", len(items)) + b"".join(
        struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets, strict=True)
    )
    return header + toc + names + bytes(body)


def keep(name: str) -> bool:
    parts = name.split("/")
    return not (len(parts) > 2 and parts[1] in DROPPED)


def soname_of(library: Path) -> str:
    found = re.search(rb"libicudata\.so\.\d+", library.read_bytes())
    return found.group().decode() if found else library.name


def trim(library: Path, out_folder: Path) -> Path:
    """Write the trimmed library to out_folder (same file name); returns its path."""
    symbol, package = package_of(library.read_bytes())
    header, items = items_of(package)
    smaller = build_package(header, [item for item in items if keep(item[0])])
    out_folder.mkdir(parents=True, exist_ok=True)
    target = out_folder / library.name
    with tempfile.TemporaryDirectory() as tmp:
        blob = Path(tmp, "icudata.dat")
        blob.write_bytes(smaller)
        source = Path(tmp, "icudata.s")
        source.write_text(
            f"\t.section .rodata\n\t.globl {symbol}\n\t.type {symbol}, @object\n"
            f'\t.balign 16\n{symbol}:\n\t.incbin "{blob}"\n'
            f"\t.size {symbol}, . - {symbol}\n"
            '\t.section .note.GNU-stack,"",@progbits\n',
            encoding="ascii",
        )
        subprocess.run(
            ["gcc", "-shared", "-nostdlib", f"-Wl,-soname,{soname_of(library)}", "-s",
             "-o", str(target), str(source)],
            check=True,
        )  # fmt: skip
    return target


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    print(trim(Path(sys.argv[1]), Path(sys.argv[2])))
