"""Choosing the format, and reading and writing record files safely.

``read_record`` recognises the format from the text itself: an SGF file starts with ``(;``, a
DVN file with a tag ``[Name "value"]`` (or with moves), a LittleGolem transcript with a
``Name [value]`` header.  A bare move list is read as DVN, else as a LittleGolem transcript
(they differ by the 49th placement); ``name`` (a file name) breaks the tie by its suffix.

Every problem with a file is a RecordParseError: not a regular file (a FIFO, a device, a
folder), too large, unreadable, not text, empty, or not a record.  ``read_bytes`` is the one
way record files are read, by the engine, the CLI and the app (autosave included).  Nothing
is evaluated or unpickled, and the readers run in linear time.

``save_record`` saves a record, for the engine and for the app's Save and Export; it writes
through ``write_atomically``: a temporary file in the same folder, then a rename, so a crash never
leaves half a record, and a link in the file's place is replaced, never written through.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import os
import re
import stat
import tempfile
from enum import Enum
from pathlib import Path

from engine.errors import DvonnError, RecordParseError
from engine.records.boardspace import read_sgf, write_sgf
from engine.records.dvn import read_dvn, write_dvn
from engine.records.littlegolem import read_littlegolem, write_littlegolem
from engine.records.model import GameRecord

MAX_RECORD_BYTES = 1 << 20  # 1 MiB; a real record is a few kilobytes


class RecordFormat(Enum):
    DVN = "dvn"  # DVONN Game Notation, our own
    LITTLEGOLEM = "littlegolem"
    SGF = "sgf"  # Boardspace's SGF dialect

    def __str__(self) -> str:
        return self.value


SUFFIXES = {".dvn": RecordFormat.DVN, ".sgf": RecordFormat.SGF, ".lg": RecordFormat.LITTLEGOLEM}
_READERS = {
    RecordFormat.DVN: read_dvn,
    RecordFormat.LITTLEGOLEM: read_littlegolem,
    RecordFormat.SGF: read_sgf,
}
_WRITERS = {
    RecordFormat.DVN: write_dvn,
    RecordFormat.LITTLEGOLEM: write_littlegolem,
    RecordFormat.SGF: write_sgf,
}
_SGF_START = re.compile(r"\s*\(\s*;")
_DVN_TAG = re.compile(r'\s*\[\s*[A-Za-z0-9_]+\s*"')
_LG_HEADER = re.compile(r"\s*[A-Za-z][A-Za-z0-9_]*[ \t]*\[")


def detect_format(text: str, name: str = "") -> RecordFormat | None:
    """The format ``text`` is in, or None when it is a bare move list (DVN or LittleGolem)."""
    if _SGF_START.match(text):
        return RecordFormat.SGF
    if _DVN_TAG.match(text):
        return RecordFormat.DVN
    if _LG_HEADER.match(text):
        return RecordFormat.LITTLEGOLEM
    return SUFFIXES.get(Path(name).suffix.lower()) if name else None


def _parse_format(fmt: RecordFormat | str) -> RecordFormat:
    if isinstance(fmt, RecordFormat):
        return fmt
    try:
        return RecordFormat(fmt.lower())
    except ValueError:
        names = ", ".join(f.value for f in RecordFormat)
        raise ValueError(f"{fmt!r} is not a record format ({names})") from None


def read_record(text: str, name: str = "", fmt: RecordFormat | str | None = None) -> GameRecord:
    """Read a record in any supported format (``fmt`` forces one)."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordParseError(f"the record is too large (over {MAX_RECORD_BYTES} characters)")
    if not text or text.isspace():
        raise RecordParseError("there is no game in it: the record is empty")
    chosen = _parse_format(fmt) if fmt is not None else detect_format(text, name)
    if chosen is not None:
        return _READERS[chosen](text)
    try:
        return read_dvn(text)
    except RecordParseError as dvn_error:
        try:
            return read_littlegolem(text)
        except RecordParseError:
            raise dvn_error from None


def write_record(record: GameRecord, fmt: RecordFormat | str = RecordFormat.DVN) -> str:
    """The record as text in ``fmt``; RecordWriteError when the format cannot express it."""
    return _WRITERS[_parse_format(fmt)](record)


_UTF16_MARKS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
_SAVE_AS_UTF8 = "save it as UTF-8 (in Notepad: Save as…, Encoding: UTF-8)"


def decode(data: bytes) -> str:
    """Text from a file's bytes: UTF-8 (with or without BOM), UTF-16 with its byte-order mark
    (Notepad's "Unicode"), else Latin-1 as older Boardspace files are; RecordParseError for
    binary data, saying so when it looks like UTF-16 without the mark."""
    marked = data.startswith(_UTF16_MARKS)
    if marked and "\x00" not in (text := _utf16(data)):
        return text
    if b"\x00" in data:
        if not marked and _looks_like_utf16(data):
            raise RecordParseError(
                f"this looks like UTF-16 text without a byte-order mark: {_SAVE_AS_UTF8}"
            )
        raise RecordParseError("this is not a text file (it contains NUL bytes)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _utf16(data: bytes) -> str:
    try:
        return data.decode("utf-16")  # the mark says which byte order
    except UnicodeDecodeError:
        raise RecordParseError(
            f"this is not valid UTF-16 text (its byte-order mark says it is): {_SAVE_AS_UTF8}"
        ) from None


def _looks_like_utf16(data: bytes) -> bool:
    """Whether the bytes read like UTF-16 of mostly ASCII text: a NUL in every other byte (the
    high bytes: at even places for big-endian, odd ones for little-endian) and nowhere else."""
    head = data[:4096]
    if len(head) < 4 or len(head) % 2:
        return False
    nuls = sorted((head[0::2].count(0), head[1::2].count(0)))
    return nuls[0] == 0 and nuls[1] >= 0.9 * (len(head) // 2)


def _kind(mode: int) -> str:
    """What a file that is not a regular file is, for messages."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def read_bytes(
    path: str | Path, max_bytes: int = MAX_RECORD_BYTES, follow_links: bool = True
) -> bytes:
    """The contents of a regular file of at most ``max_bytes`` bytes; RecordParseError else.

    A FIFO, a device, a folder or a socket is refused before it is opened for reading (symlinks
    are followed first, unless ``follow_links`` is False: then a link is refused too), so
    nothing blocks and nothing endless is read; at most ``max_bytes`` + 1 bytes are ever read.
    The file is opened without blocking and checked again once open, in case it was replaced
    in between.
    """
    flags = os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC
    if not follow_links:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        mode = (os.stat if follow_links else os.lstat)(path).st_mode
        if stat.S_ISLNK(mode):
            raise RecordParseError("not a regular file but a symbolic link")
        if not stat.S_ISREG(mode):
            raise RecordParseError(f"not a regular file but {_kind(mode)}")
        descriptor = os.open(path, flags)
        with os.fdopen(descriptor, "rb", buffering=0) as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise RecordParseError(f"not a regular file but {_kind(info.st_mode)}")
            if info.st_size > max_bytes:
                raise RecordParseError(f"file too large (over {max_bytes} bytes)")
            chunks: list[bytes] = []
            left = max_bytes + 1
            while left > 0 and (chunk := handle.read(left)):
                chunks.append(chunk)
                left -= len(chunk)
    except OSError as error:
        raise RecordParseError(f"cannot read the file: {error.strerror or error}") from None
    data = b"".join(chunks)
    if len(data) > max_bytes:
        raise RecordParseError(f"file too large (over {max_bytes} bytes)")
    return data


def read_file(path: str | Path, max_bytes: int = MAX_RECORD_BYTES) -> GameRecord:
    """Read a record file (see ``read_bytes``); RecordParseError for any problem (the message
    does not repeat the file name: see ``load_record``)."""
    return read_record(decode(read_bytes(path, max_bytes)), Path(path).name)


def load_record(path: str | Path, max_bytes: int = MAX_RECORD_BYTES) -> GameRecord:
    """Read a record file; RecordParseError for any problem, its message naming the file."""
    try:
        return read_file(path, max_bytes)
    except RecordParseError as error:
        wrapped = RecordParseError(f"{path}: {error}")
        wrapped.line = error.line
        raise wrapped from None


def save_record(
    record: GameRecord, path: str | Path, fmt: RecordFormat | str | None = None
) -> None:
    """Write ``record`` to ``path`` in ``fmt`` (by default from the suffix, else DVN),
    atomically; a DvonnError when the format cannot hold it or the file would be larger than
    ``read_bytes`` reads (``MAX_RECORD_BYTES``): what it writes it can read; OSError when
    the file cannot be written."""
    path = Path(path)
    chosen = _parse_format(fmt) if fmt is not None else SUFFIXES.get(path.suffix.lower())
    text = write_record(record, chosen or RecordFormat.DVN)
    size = len(text.encode("utf-8"))
    if size > MAX_RECORD_BYTES:
        raise DvonnError(
            f"the game is too large for a file ({size} bytes; files of at most "
            f"{MAX_RECORD_BYTES} bytes can be opened)"
        )
    write_atomically(path, text)


def write_atomically(path: str | Path, data: str | bytes) -> None:
    """Write ``data`` (text as UTF-8) to ``path`` through a temporary file in the folder of
    ``path`` as given, then rename it to that name: a crash never leaves half a file.

    The name is replaced, never written through.  A symbolic link in its place is refused when
    another user owns it (the kernel's protected-symlinks rule: in a shared folder that user
    chooses what it points to) and replaced by the file when it is the player's own; its target
    is never touched.  An existing file keeps its permission bits (and owner, where allowed), a
    new one gets the usual ones; a file we may not write, and anything that is not a regular
    file (a folder, a device, a FIFO), is refused: the rename alone would replace it.  Every
    refusal is an OSError whose ``strerror`` says why.
    """
    name = Path(os.path.abspath(path))
    name.parent.mkdir(parents=True, exist_ok=True)
    old = _existing_file(name)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, temporary = tempfile.mkstemp(prefix=f".{name.name}.", suffix=".tmp", dir=name.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fchmod(handle.fileno(), _mode_for(old))
            if old is not None and (old.st_uid, old.st_gid) != (os.geteuid(), os.getegid()):
                with contextlib.suppress(OSError):  # only root may give a file away
                    os.fchown(handle.fileno(), old.st_uid, old.st_gid)
            os.fsync(handle.fileno())
        os.replace(temporary, name)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _existing_file(name: Path) -> os.stat_result | None:
    """The file a save replaces (None: there is none, or a link of the player's own that
    points to none); OSError when saving must not replace what is there."""
    try:
        found = os.lstat(name)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(found.st_mode):
        if found.st_uid != os.geteuid():
            raise PermissionError(
                errno.EPERM, "it is a symbolic link that belongs to another user", str(name)
            )
        try:  # the player's own link: replaced, keeping the bits of the file it points to
            target = os.stat(name)
        except OSError:
            return None
        return target if stat.S_ISREG(target.st_mode) else None
    if not stat.S_ISREG(found.st_mode):
        raise IsADirectoryError(errno.EISDIR, f"it is {_kind(found.st_mode)}", str(name))
    if not os.access(name, os.W_OK, follow_symlinks=False):
        raise PermissionError(errno.EACCES, "the file is read-only", str(name))
    return found


def _mode_for(old: os.stat_result | None) -> int:
    """The existing file's permission bits, or what a new file gets under the umask."""
    if old is not None:
        return stat.S_IMODE(old.st_mode)
    umask = os.umask(0o022)
    os.umask(umask)
    return 0o666 & ~umask
