"""Game records: a neutral GameRecord value and the file formats that carry it.

Formats (read and write): DVONN Game Notation (``.dvn``, our own, PGN-like), LittleGolem
transcripts and Boardspace's SGF dialect.  See each module for the exact conventions.  Side
lines of an analysis are ``Variation``s of a record (``.dvn`` and SGF keep them); ``GameTree``
is a record's lines as a tree of positions, the analysis board's model.
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
from engine.records.tree import ROOT, Edit, GameTree, NodeId
from engine.records.variations import Variation

__all__ = [
    "MAX_RECORD_BYTES",
    "ROOT",
    "Edit",
    "GameRecord",
    "GameTree",
    "NodeId",
    "RecordFormat",
    "RecordResult",
    "RecordWriteError",
    "Setup",
    "Variation",
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
