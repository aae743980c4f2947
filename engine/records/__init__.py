"""Game records: a neutral GameRecord value and the file formats that carry it.

Formats (read and write): DVONN Game Notation (``.dvn``, our own, PGN-like), LittleGolem
transcripts and Boardspace's SGF dialect.  See each module for the exact conventions.
"""

from engine.records.files import (
    MAX_RECORD_BYTES,
    RecordFormat,
    decode,
    detect_format,
    load_record,
    read_bytes,
    read_file,
    read_record,
    save_record,
    write_atomically,
    write_record,
)
from engine.records.model import GameRecord, RecordResult, RecordWriteError, Setup

__all__ = [
    "MAX_RECORD_BYTES",
    "GameRecord",
    "RecordFormat",
    "RecordResult",
    "RecordWriteError",
    "Setup",
    "decode",
    "detect_format",
    "load_record",
    "read_bytes",
    "read_file",
    "read_record",
    "save_record",
    "write_atomically",
    "write_record",
]
